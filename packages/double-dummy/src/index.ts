// @bridge-laws/double-dummy — double-dummy analysis for claims (Laws 68–71), hand records and par.
export type { Position, SolveOptions, PositionProblem, PositionRefusal } from './position.js';
export { POSITION_PROBLEMS } from './position.js';

export type { SolveResult, CardValue, DdTable, Solver, SolverOptions } from './solver.js';
export { solve, solveCards, ddTable, createSolver } from './solver.js';

export { DEFAULT_TT_MEGABYTES } from './transposition-table.js';

export type { ParContract, ParResult, ParOptions, ParRefusal } from './par.js';
export { par } from './par.js';
export { parContractScore } from './contract-score.js';

export type { BatchJob, BatchAnswer } from './batch-job.js';
export type { BatchOptions } from './batch.js';
export { solveBatch } from './batch.js';

export type { ContractView, Ending, EndingAnalysis, PlayCost } from './ending.js';
export { analyseEnding } from './ending.js';
