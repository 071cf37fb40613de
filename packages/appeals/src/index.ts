// @bridge-laws/appeals — Laws 92–93: the right to appeal, its period and concurrence, review, hearing, decision and further appeal.
export type {
  EventKind, IssueKind, Issue, Appellant, AppealStatus, Body, AppealDecision, Appeal, FinalAuthority, FurtherDecision, FurtherAppeal,
} from './types.js';
export type { AppealProblem, AppealRefusal, AppealSettings, FilingInput, DecisionInput } from './appeal.js';
export {
  appealDeadline, concurrenceNeeded, fileAppeal, concur, reviewByChiefDirector, hearAppeal, decide, withdraw, applyDecision,
} from './appeal.js';
export { AppealSchema } from './schema.js';
export type {
  AppealStage, FurtherAppealRules, FurtherAppealSettings, FurtherProblem, FurtherRefusal, FurtherDecisionInput,
} from './further-appeal.js';
export { FULL_PROCEDURE, appealStages, finalAuthority, appealFurther, referToAuthority, decideFurther } from './further-appeal.js';
