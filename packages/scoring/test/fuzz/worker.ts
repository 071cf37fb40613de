// Runs the CSV readers over one input at a time for the main thread, which keeps the clock.
import { parentPort } from 'node:worker_threads';
import { checkInput } from './checks.js';

parentPort?.on('message', (m: { readonly id: number; readonly input: string }) => {
  const start = performance.now();
  let problem: string | null;
  try {
    problem = checkInput(m.input);
  } catch (e) {
    problem = `threw ${e instanceof Error ? e.message : String(e)}`;
  }
  parentPort?.postMessage({ id: m.id, problem, ms: performance.now() - start });
});
