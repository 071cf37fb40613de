// @bridge-laws/play — Laws 41–67: the play period, its irregularities and their rectification.
export type {
  PlayState, PlayPhase, Trick, PlayedCard, PenaltyCard, PenaltyKind, LeadRestriction, LeadRight, PlayRequirement,
  Revoke, RevokeKind, FactId, Pending, PendingContext, Milestone, Correction, AdjustmentRequest, MisplacedCard, SurplusCard,
  InformationEntry, PreviousPlay, TransferLine,
} from './types.js';
export type { StartPlayInput } from './start.js';
export { startPlay } from './start.js';
export type { PlayEvent, Facts, AttentionKind } from './events.js';
export { ATTENTION_KINDS, isAttentionKind } from './events.js';
export type { DummyAct } from './dummy-acts.js';
export { DUMMY_ACTS, isDummyAct } from './dummy-acts.js';
export type { PlayEventText } from './input.js';
export { parsePlayEvent } from './input.js';
export type { PlayRefusal, PlayRefusalCode } from './refusal.js';
export { PLAY_REFUSALS } from './refusal.js';
export { applyPlayEvent } from './apply.js';
export type { PlayReport, PlayOutcome } from './report.js';
export { playReport, playOutcome, creditedTricks } from './report.js';
export type { Obligations } from './obligations.js';
export { obligations } from './obligations.js';
export { trickWinner } from './trick.js';
export { withKinds } from './penalty-card.js';
export { establishBySide } from './establishment.js';
export type { RevokeTransfer } from './transfer.js';
export { revokeTransfers, transferLines, netTransfer, equityLaw, FACED_CARD_EXEMPTION } from './transfer.js';
export { DESIGNATION_WORDS } from './designation.js';
export { unauthorizedFor } from './information.js';
export { INQUIRIES } from './inquiry.js';
