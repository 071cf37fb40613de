// @bridge-laws/claims — Laws 68–71: claims and concessions, and the contested-claim adjudicator.
export type { ClaimPosition, TrickSoFar, ShownOut, PositionRefusal } from './position.js';
export { ClaimPositionSchema, checkPosition, seatToPlay, tricksRemaining } from './position.js';

export type { LineStep, ClaimStatement } from './statement.js';
export { parseClaimStatement, statesALine, describeStep } from './statement.js';

export type { NormalCategory, IrrationalCategory, NormalPlayOptions } from './normal-play.js';
export { NORMAL_CATEGORIES, IRRATIONAL_CATEGORIES } from './normal-play.js';

export type { PlayedCard } from './search.js';
export type { ClaimInput, AdjudicationOptions, Adjudication, AdjudicationRefusal, Reason, Assumption } from './adjudicate.js';
export { adjudicateClaim, DEFAULT_ADJUDICATION_OPTIONS } from './adjudicate.js';

export type { ConcessionRuling, WithdrawalRuling, WonTrickRuling } from './concession.js';
export { cancelConcession, withdrawAgreement, applyWithdrawalFinding, wonTricksGivenAway, PROBABLY_WON } from './concession.js';

export type { ClaimKind, ClaimAct, ClaimStatus, ClaimState, ClaimRefusal, ContinuationConsequences, DisputeOption } from './claim-state.js';
export { makeClaim, respondToClaim, establishAgreement, CONTINUATION } from './claim-state.js';
export { continuePlay, disputeOptions } from './play-on.js';

export type { ClaimedTrick } from './revoke.js';
export { claimedTricks, sidesEstablishedByClaim } from './revoke.js';

export type { ClaimRulingOptions, TricksRuling, TricksRulingRefusal } from './ruling.js';
export { ruleOnClaim } from './ruling.js';

export { describeClaimRuling } from './report.js';
