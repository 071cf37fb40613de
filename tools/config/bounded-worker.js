// A fuzz harness's clock: each input is checked in a worker thread, and an input that takes longer than
// the bound fails with the input printed (a reader stuck in a loop cannot stop itself, and a timer in
// its own thread would never fire). The worker is then replaced for the next input.
import { Worker } from 'node:worker_threads';

/** The input as a test failure prints it: escaped, and cut in the middle when long. */
export function shown(input) {
  const s = JSON.stringify(input);
  return s.length <= 1200 ? s : `${s.slice(0, 800)} … (${input.length} characters) … ${s.slice(-300)}`;
}

export class BoundedWorker {
  #entry;
  #boundMs;
  #startMs;
  #worker = null;
  #ready = false;
  #next = 0;

  constructor(entry, { boundMs = 2000, startMs = 60_000 } = {}) {
    this.#entry = entry;
    this.#boundMs = boundMs;
    this.#startMs = startMs;
  }

  /** null when the worker's check passed in time, else the failure with the input. */
  async check(message, input) {
    const worker = this.#worker ?? (this.#worker = new Worker(this.#entry, { execArgv: ['--conditions=@bridge-laws/source'] }));
    // The first input also waits for the worker to compile what it checks.
    const bound = this.#ready ? this.#boundMs : this.#startMs;
    const id = this.#next++;
    const reply = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), bound);
      const onMessage = (m) => {
        if (m.id !== id) return;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolve(m);
      };
      const onError = (e) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve(e);
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.postMessage({ ...message, id });
    });
    if (reply === 'timeout' || reply instanceof Error) {
      await worker.terminate();
      this.#worker = null;
      if (reply instanceof Error) return `the worker failed (${reply.message}) on ${shown(input)}`;
      return `no answer within ${bound} ms (hang?) for ${shown(input)}`;
    }
    this.#ready = true;
    // The check's own time: a slow first input (compiling) is not held against it.
    if (reply.ms > this.#boundMs) return `took ${Math.round(reply.ms)} ms (bound ${this.#boundMs} ms) for ${shown(input)}`;
    if (reply.problem !== null) return `${reply.problem} — input ${shown(input)}`;
    return null;
  }

  async close() {
    await this.#worker?.terminate();
    this.#worker = null;
  }
}
