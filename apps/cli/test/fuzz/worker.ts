// Runs the CLI in-process on one argument vector at a time for the main thread, which keeps the clock: a
// command stuck in a loop cannot answer, and the bounded worker then fails the test with the arguments.
import { parentPort } from 'node:worker_threads';
import { nodeIo } from '../../src/files.js';
import { runCli } from '../../src/run.js';

/** Words that only a runtime failure prints: a command must never show them to a person. */
const RAW = /ENOENT|EISDIR|errno|Maximum call stack|TypeError|RangeError|undefined|\[object /;

async function check(argv: readonly string[]): Promise<string | null> {
  const err: string[] = [];
  const code = await runCli([...argv], nodeIo(() => undefined, (t) => err.push(t)));
  const stderr = err.join('\n');
  if (![0, 1, 2].includes(code)) return `exit code ${code}`;
  if (RAW.test(stderr)) return `a raw runtime message: ${stderr.slice(0, 300)}`;
  if (code === 2 && stderr.length === 0) return 'a usage error (exit 2) with nothing on stderr';
  return null;
}

parentPort?.on('message', (m: { readonly id: number; readonly argv: readonly string[] }) => {
  const start = performance.now();
  void check(m.argv).then(
    (problem) => parentPort?.postMessage({ id: m.id, problem, ms: performance.now() - start }),
    (e: unknown) => parentPort?.postMessage({ id: m.id, problem: `threw ${String(e)}`, ms: performance.now() - start }),
  );
});
