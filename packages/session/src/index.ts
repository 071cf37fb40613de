// @bridge-laws/session — the session file (boards, results, rulings, appeals) and its results, computed with scoring.
export { SESSION_FORMAT, SESSION_VERSION, SessionSchema } from './schema.js';

export type { Session, SessionBoard, SessionResult, SessionMovement, SessionProblem, SessionRefusal, FouledBoard } from './session.js';
export { parseSession, readSession, writeSession, newSession, sessionEdition, sessionRegulation, resultAt, nextId } from './session.js';

export type { OperationRefusal, SessionFiling } from './operations.js';
export {
  addRuling, fileSessionAppeal, concurSessionAppeal, decideSessionAppeal, withdrawSessionAppeal, effectiveRuling,
} from './operations.js';

export type { PlayedBoard } from './board-record.js';
export { recordBoard } from './board-record.js';

export type { Deduction, TeamsMatch, SessionResults, ResultsRefusal } from './results.js';
export { tableScore, computeResults, homeDirection } from './results.js';

export type { ArrowSwitch, MitchellOptions, MovementKind, MovementPlan, Sitting } from './movement.js';
export { mitchellMovement, howellMovement, sittingOf } from './movement.js';
