// One unit of batch work, as plain data so it can cross to a worker thread and back.
import type { Deal, Result } from '@bridge-laws/cards-and-boards';
import type { Ending, EndingAnalysis } from './ending.js';
import { analyseEnding } from './ending.js';
import type { Position, PositionRefusal, SolveOptions } from './position.js';
import type { CardValue, DdTable, SolveResult, Solver } from './solver.js';

export type BatchJob =
  | { readonly kind: 'table'; readonly deal: Deal }
  | { readonly kind: 'solve'; readonly position: Position; readonly options: SolveOptions }
  | { readonly kind: 'cards'; readonly position: Position; readonly options: SolveOptions }
  | { readonly kind: 'ending'; readonly ending: Ending };

export type BatchAnswer =
  | Result<DdTable, PositionRefusal>
  | Result<SolveResult, PositionRefusal>
  | Result<readonly CardValue[], PositionRefusal>
  | Result<EndingAnalysis, PositionRefusal>;

export function runJob(solver: Solver, job: BatchJob): BatchAnswer {
  switch (job.kind) {
    case 'table':
      return solver.ddTable(job.deal);
    case 'solve':
      return solver.solve(job.position, job.options);
    case 'cards':
      return solver.solveCards(job.position, job.options);
    case 'ending':
      return analyseEnding(job.ending, solver);
  }
}

/** Messages between the batch pool and its workers. */
export interface JobMessage {
  readonly id: number;
  readonly job: BatchJob;
}
export interface AnswerMessage {
  readonly id: number;
  readonly answer: BatchAnswer;
}

/** A started worker of either kind, reduced to what the pool needs. */
export interface PoolWorker {
  post(id: number, job: BatchJob): void;
  onAnswer(listener: (message: AnswerMessage) => void): void;
  /** A worker that fails to start or crashes: the batch fails instead of waiting for ever. */
  onError(listener: (error: Error) => void): void;
  stop(): void;
}

/** What the Node worker module gives the pool: a factory of workers on one entry module. */
export type NodeWorkerFactory = (url: URL, ttMegabytes: number | undefined) => () => PoolWorker;
