// The double-dummy solver as the desk calls it: in a module worker where the browser has workers,
// otherwise in the calling thread, loaded on demand. Either way it is not part of the first load.
import type { Deal, Result } from '@bridge-laws/cards-and-boards';
import type { BatchAnswer, BatchJob, CardValue, DdTable, Position, PositionRefusal, SolveOptions } from '@bridge-laws/double-dummy';

export interface DdSolver {
  ddTable(deal: Deal): Promise<Result<DdTable, PositionRefusal>>;
  solveCards(position: Position, options: SolveOptions): Promise<Result<readonly CardValue[], PositionRefusal>>;
}

/** One request, one short-lived worker: nothing is left running once the answer is in. */
function inWorker(job: BatchJob): Promise<BatchAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./dd-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (e: MessageEvent<BatchAnswer>) => {
      worker.terminate();
      resolve(e.data);
    });
    worker.addEventListener('error', (e) => {
      worker.terminate();
      reject(new Error(`the double-dummy solver failed: ${e.message}`));
    });
    worker.postMessage(job);
  });
}

async function inThread(job: BatchJob): Promise<BatchAnswer> {
  const [answer] = await (await import('@bridge-laws/double-dummy')).solveBatch([job]);
  return answer as BatchAnswer;
}

export function loadSolver(): DdSolver {
  const run = typeof Worker === 'function' ? inWorker : inThread;
  return {
    ddTable: (deal) => run({ kind: 'table', deal }) as Promise<Result<DdTable, PositionRefusal>>,
    solveCards: (position, options) => run({ kind: 'cards', position, options }) as Promise<Result<readonly CardValue[], PositionRefusal>>,
  };
}
