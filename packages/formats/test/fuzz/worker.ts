// Runs one reader over one input at a time for the main thread, which keeps the clock (`bounded.ts`).
import { parentPort } from 'node:worker_threads';
import type { ReaderName } from './checks.js';
import { checkInput } from './checks.js';

parentPort?.on('message', (m: { readonly id: number; readonly reader: ReaderName; readonly input: string }) => {
  const start = performance.now();
  const problem = checkInput(m.reader, m.input);
  parentPort?.postMessage({ id: m.id, problem, ms: performance.now() - start });
});
