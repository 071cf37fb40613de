// A worker that never answers: shows that the argument fuzz's clock fails a command stuck in a loop.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => {
  for (;;);
});
