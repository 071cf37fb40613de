// Node worker threads for batches; loaded only on demand so the core stays browser-safe.
import { Worker } from 'node:worker_threads';
import type { AnswerMessage, NodeWorkerFactory } from './batch-job.js';

export const nodeWorkerFactory: NodeWorkerFactory = (url, ttMegabytes) => {
  // Workers started from TypeScript sources need the parent's loader flags (tsx in development).
  const fromSource = url.pathname.endsWith('.ts');
  return () => {
    const worker = fromSource
      ? new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((t) => { t.register(); return import(${JSON.stringify(url.href)}); });`,
          { eval: true, workerData: { ttMegabytes }, execArgv: process.execArgv },
        )
      : new Worker(url, { workerData: { ttMegabytes } });
    return {
      post: (id, job) => worker.postMessage({ id, job }),
      onAnswer: (listener: (message: AnswerMessage) => void) => worker.on('message', listener),
      onError: (listener: (error: Error) => void) => worker.on('error', listener),
      stop: () => void worker.terminate(),
    };
  };
};
