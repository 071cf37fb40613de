// Many deals or positions across cores: worker threads in Node, Web Workers in browsers, and a
// plain single-thread loop wherever workers are not available or one thread is asked for.
import type { AnswerMessage, BatchAnswer, BatchJob } from './batch-job.js';
import type * as NodeBatch from './batch-node.js';
import { runJob } from './batch-job.js';
import { createSolver } from './solver.js';

export interface BatchOptions {
  /** Worker count; 1 (the default) solves in the calling thread. */
  readonly threads?: number;
  /** Transposition table ceiling per thread, in megabytes. */
  readonly ttMegabytes?: number;
}

/** A started worker of either kind, reduced to what the pool needs. */
export interface PoolWorker {
  post(id: number, job: BatchJob): void;
  onAnswer(listener: (message: AnswerMessage) => void): void;
  stop(): void;
}

const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

/** The URL of the worker entry next to this module (source `.ts` when run from source). */
export function workerUrl(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './batch-worker.ts' : './batch-worker.js', import.meta.url);
}

function browserWorker(): PoolWorker {
  const W = (globalThis as unknown as { Worker: new (url: URL, options: { type: 'module' }) => {
    postMessage(message: unknown): void;
    onmessage: ((event: { data: AnswerMessage }) => void) | null;
    terminate(): void;
  } }).Worker;
  const worker = new W(workerUrl(), { type: 'module' });
  return {
    post: (id, job) => worker.postMessage({ id, job }),
    onAnswer: (listener) => {
      worker.onmessage = (event) => listener(event.data);
    },
    stop: () => worker.terminate(),
  };
}

// Kept out of bundlers' sight so that browser bundles never see `node:worker_threads`.
const NODE_BATCH = './batch-node.js';
type NodeBatchModule = typeof NodeBatch;

function loadNodeBatch(): Promise<NodeBatchModule> {
  return import(/* @vite-ignore */ NODE_BATCH) as Promise<NodeBatchModule>;
}

/** Solve every job, in order of the input, using up to `threads` workers. */
export async function solveBatch(jobs: readonly BatchJob[], options: BatchOptions = {}): Promise<BatchAnswer[]> {
  const threads = Math.max(1, Math.min(Math.floor(options.threads ?? 1), jobs.length));
  const canUseWorkers = isNode || typeof (globalThis as { Worker?: unknown }).Worker === 'function';
  if (threads <= 1 || !canUseWorkers) {
    const solver = createSolver(options.ttMegabytes === undefined ? {} : { ttMegabytes: options.ttMegabytes });
    return jobs.map((job) => runJob(solver, job));
  }
  const start = isNode ? (await loadNodeBatch()).nodeWorkerFactory(workerUrl(), options.ttMegabytes) : browserWorker;
  const answers = new Array<BatchAnswer>(jobs.length);
  let next = 0;
  let done = 0;
  const workers: PoolWorker[] = [];
  await new Promise<void>((resolve) => {
    const feed = (w: PoolWorker): void => {
      if (next < jobs.length) {
        w.post(next, jobs[next] as BatchJob);
        next++;
      }
    };
    for (let i = 0; i < threads; i++) {
      const w = start();
      workers.push(w);
      w.onAnswer((message) => {
        answers[message.id] = message.answer;
        done++;
        if (done === jobs.length) resolve();
        else feed(w);
      });
      feed(w);
    }
  });
  for (const w of workers) w.stop();
  return answers;
}
