// Worker entry for batches: a Node worker thread or a browser Web Worker, one solver each.
import type { AnswerMessage, JobMessage } from './batch-job.js';
import { runJob } from './batch-job.js';
import { createSolver } from './solver.js';

interface NodePort {
  on(event: 'message', listener: (message: JobMessage) => void): void;
  postMessage(message: AnswerMessage): void;
}
interface BrowserScope {
  onmessage: ((event: { data: JobMessage }) => void) | null;
  postMessage(message: AnswerMessage): void;
}

const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

interface NodeThreads {
  parentPort: NodePort | null;
  workerData: { ttMegabytes?: number } | null;
}

if (isNode) {
  void import('node:worker_threads').then((m) => {
    const threads = m as unknown as NodeThreads;
    const port = threads.parentPort;
    const data = threads.workerData ?? {};
    const solver = createSolver(data.ttMegabytes === undefined ? {} : { ttMegabytes: data.ttMegabytes });
    port?.on('message', (message) => port.postMessage({ id: message.id, answer: runJob(solver, message.job) }));
  });
} else {
  const scope = globalThis as unknown as BrowserScope;
  const solver = createSolver();
  scope.onmessage = (event) => scope.postMessage({ id: event.data.id, answer: runJob(solver, event.data.job) });
}
