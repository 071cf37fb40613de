// Reads one session text at a time for the main thread, which keeps the clock (`@bridge-laws/config/bounded-worker`):
// a reader stuck in a loop fails the test with its input instead of hanging the run.
import { parentPort } from 'node:worker_threads';
import { readSession } from '../../src/index.js';

/** A session, or a refusal with a message (and for bad JSON, its line and column). */
function check(text: string): string | null {
  const r = readSession(text);
  if (r.ok) return null;
  if (r.error.message.length === 0) return 'refused without a message';
  if (r.error.code === 'invalid-json' && !/^line \d+, column \d+: not JSON: /.test(r.error.message)) return `bad JSON refused without line and column: ${r.error.message}`;
  return null;
}

parentPort?.on('message', (m: { readonly id: number; readonly input: string }) => {
  const start = performance.now();
  let problem: string | null;
  try {
    problem = check(m.input);
  } catch (e) {
    problem = `threw ${e instanceof Error ? e.message : String(e)}`;
  }
  parentPort?.postMessage({ id: m.id, problem, ms: performance.now() - start });
});
