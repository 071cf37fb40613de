// The fuzz harness's clock: each input is read in a worker thread, and an input that takes longer than
// the bound fails the test with the input printed (a reader stuck in a loop cannot stop itself, and a
// timer in its own thread would never fire). The worker is then replaced for the next input.
import { Worker } from 'node:worker_threads';
import type { ReaderName } from './checks.js';

/** Time each input may take, all checks of one reader included. */
export const BOUND_MS = 2000;
/** The first input also waits for the worker to compile the readers. */
const START_MS = 60_000;

interface Reply {
  readonly id: number;
  readonly problem: string | null;
  readonly ms: number;
}

/** The input as a test failure prints it: escaped, and cut in the middle when long. */
export function shown(input: string): string {
  const s = JSON.stringify(input);
  return s.length <= 1200 ? s : `${s.slice(0, 800)} … (${input.length} characters) … ${s.slice(-300)}`;
}

export class BoundedReaders {
  #worker: Worker | null = null;
  #ready = false;
  #next = 0;

  #start(): Worker {
    this.#worker = new Worker(new URL('./entry.mjs', import.meta.url), { execArgv: ['--conditions=@bridge-laws/source'] });
    this.#ready = false;
    return this.#worker;
  }

  /** null when the reader finished in time and behaved, else the failure with the input. */
  async check(reader: ReaderName, input: string): Promise<string | null> {
    const worker = this.#worker ?? this.#start();
    const bound = this.#ready ? BOUND_MS : START_MS;
    const id = this.#next++;
    const reply = await new Promise<Reply | 'timeout' | Error>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), bound);
      const onMessage = (m: Reply): void => {
        if (m.id !== id) return;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolve(m);
      };
      const onError = (e: Error): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve(e);
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.postMessage({ id, reader, input });
    });
    if (reply === 'timeout' || reply instanceof Error) {
      await worker.terminate();
      this.#worker = null;
      if (reply instanceof Error) return `${reader}: the worker failed (${reply.message}) on ${shown(input)}`;
      return `${reader}: no answer within ${bound} ms (hang?) for ${shown(input)}`;
    }
    this.#ready = true;
    // The reader's own time: a slow first input (compiling) is not held against it.
    if (reply.ms > BOUND_MS) return `${reader}: took ${Math.round(reply.ms)} ms (bound ${BOUND_MS} ms) for ${shown(input)}`;
    if (reply.problem !== null) return `${reader}: ${reply.problem} — input ${shown(input)}`;
    return null;
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
    this.#worker = null;
  }
}
