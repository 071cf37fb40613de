// The double-dummy solver off the page's thread, so the desk stays responsive during a search.
import type { BatchJob } from '@bridge-laws/double-dummy';
import { solveBatch } from '@bridge-laws/double-dummy';

addEventListener('message', (e: MessageEvent<BatchJob>) => {
  void solveBatch([e.data]).then(([answer]) => postMessage(answer));
});
