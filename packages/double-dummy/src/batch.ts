// Many deals or positions across cores: worker threads in Node, Web Workers in browsers, and a
// plain single-thread loop wherever workers are not available or one thread is asked for.
import type { AnswerMessage, BatchAnswer, BatchJob, NodeWorkerFactory, PoolWorker } from './batch-job.js';
import { runJob } from './batch-job.js';
import { distinctJobs } from './batch-key.js';
import { createSolver } from './solver.js';

export interface BatchOptions {
  /** Worker count; 1 (the default) solves in the calling thread. */
  readonly threads?: number;
  /** Transposition table ceiling per thread, in megabytes. */
  readonly ttMegabytes?: number;
  /** Called after each job is answered (e.g. for a progress display), with the count so far; once per job, repeats included. */
  readonly onProgress?: (done: number, total: number) => void;
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
    onerror: ((event: { message?: string }) => void) | null;
    terminate(): void;
  } }).Worker;
  const worker = new W(workerUrl(), { type: 'module' });
  return {
    post: (id, job) => worker.postMessage({ id, job }),
    onAnswer: (listener) => {
      worker.onmessage = (event) => listener(event.data);
    },
    onError: (listener) => {
      worker.onerror = (event) => listener(new Error(event.message ?? 'a batch worker failed'));
    },
    stop: () => worker.terminate(),
  };
}

// Kept out of bundlers' sight so that browser bundles never see `node:worker_threads`.
const NODE_BATCH = './batch-node.js';
// The module's shape is named in batch-job.ts, so that this file and batch-node.ts never import each other.
interface NodeBatchModule {
  readonly nodeWorkerFactory: NodeWorkerFactory;
}

function loadNodeBatch(): Promise<NodeBatchModule> {
  return import(/* @vite-ignore */ NODE_BATCH) as Promise<NodeBatchModule>;
}

/**
 * Solve every job, in order of the input, using up to `threads` workers. A job repeated in the
 * batch (the same data) is solved once and its answer given at every place it occurs.
 */
export async function solveBatch(jobs: readonly BatchJob[], options: BatchOptions = {}): Promise<BatchAnswer[]> {
  const { distinct, firstOf } = distinctJobs(jobs);
  const covers = new Array<number>(distinct.length).fill(0);
  for (const at of firstOf) covers[at] = (covers[at] as number) + 1;
  let done = 0;
  // Progress stays once per job: an answer counts for every job it stands for.
  const answered = (at: number): void => {
    for (let i = 0; i < (covers[at] as number); i++) options.onProgress?.(++done, jobs.length);
  };
  const unique = await solveDistinct(distinct.map((k) => jobs[k] as BatchJob), options, answered);
  return firstOf.map((at) => unique[at] as BatchAnswer);
}

async function solveDistinct(jobs: readonly BatchJob[], options: BatchOptions, answered: (at: number) => void): Promise<BatchAnswer[]> {
  const threads = Math.max(1, Math.min(Math.floor(options.threads ?? 1), jobs.length));
  const canUseWorkers = isNode || typeof (globalThis as { Worker?: unknown }).Worker === 'function';
  if (threads <= 1 || !canUseWorkers) {
    const solver = createSolver(options.ttMegabytes === undefined ? {} : { ttMegabytes: options.ttMegabytes });
    return jobs.map((job, k) => {
      const answer = runJob(solver, job);
      answered(k);
      return answer;
    });
  }
  const start = isNode ? (await loadNodeBatch()).nodeWorkerFactory(workerUrl(), options.ttMegabytes) : browserWorker;
  const answers = new Array<BatchAnswer>(jobs.length);
  let next = 0;
  let done = 0;
  const workers: PoolWorker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: PoolWorker): void => {
        if (next < jobs.length) {
          w.post(next, jobs[next] as BatchJob);
          next++;
        }
      };
      for (let i = 0; i < threads; i++) {
        const w = start();
        workers.push(w);
        w.onError(reject);
        w.onAnswer((message) => {
          answers[message.id] = message.answer;
          done++;
          answered(message.id);
          if (done === jobs.length) resolve();
          else feed(w);
        });
        feed(w);
      }
    });
  } finally {
    for (const w of workers) w.stop();
  }
  return answers;
}
