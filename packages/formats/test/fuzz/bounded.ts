// The fuzz harness's clock for the format readers: each input is read in a worker thread under the
// shared bound (`@bridge-laws/config/bounded-worker`), so that a reader stuck in a loop fails the test.
import { BoundedWorker } from '@bridge-laws/config/bounded-worker';
import type { ReaderName } from './checks.js';

export class BoundedReaders {
  readonly #worker = new BoundedWorker(new URL('./entry.mjs', import.meta.url));

  /** null when the reader finished in time and behaved, else the failure with the input. */
  async check(reader: ReaderName, input: string): Promise<string | null> {
    const failure = await this.#worker.check({ reader, input }, input);
    return failure === null ? null : `${reader}: ${failure}`;
  }

  close(): Promise<void> {
    return this.#worker.close();
  }
}
