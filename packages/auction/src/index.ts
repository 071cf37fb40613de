// @bridge-laws/auction — Laws 17–40: the auction and every auction irregularity.
export type { Bid, Call } from './call.js';
export { PASS, DOUBLE, REDOUBLE, bid, parseCall, sameCall, formatCall, isBid, isSufficient, lowestSufficient } from './call.js';

export type { FactId, Facts, OptionId } from './facts.js';
export { FACT_IDS, OPTION_IDS, isFactId, isOptionId, finding } from './facts.js';

export type {
  AuctionState, AuctionPhase, StandingCall, PassObligation, LeadRestriction, InformationRecord, ExposedCard,
  PenaltyCardHandOff, Step, Pending, ChoiceContext, FollowUp, Provisional, Overlooked, LeadFinding, LeadFindingId,
} from './state.js';
export { newAuction } from './state.js';
export type { DisclosedCall } from './state.js';
export { noteDisclosed, wasDisclosed } from './disclosed-calls.js';

export type { AuctionEvent } from './events.js';
export type { AuctionRefusal, AuctionRefusalCode } from './outcome.js';
export { AUCTION_REFUSALS } from './outcome.js';

export type { CallStatus } from './legality.js';
export { callStatus, lastBid, mayDouble, mayRedouble } from './legality.js';

export type { AuctionEnd } from './end-of-auction.js';
export { auctionEnd, finalContract, openingLeader } from './end-of-auction.js';

export { applyAuctionEvent, describeEvent, settleRectification } from './apply.js';
export { auctionPeriodBegun, closeAuctionPeriod } from './auction-period.js';
export { penaltyCardsFromAuction } from './finish.js';
export { isHonour } from './exposed-card.js';

export type { AuctionResult } from './summary.js';
export { auctionResult, replayAuction } from './summary.js';

export type { ReviewRecord, ExplanationRecord, RecordBreach, CorrectionDeadline } from './explanation-record.js';
export {
  mayRequestReview, mayAskForExplanation, mayAskWhetherOnLead, explainer, correctionDeadline, checkReview, checkExplanation,
  mayChangeAfterCorrection, correctionBreaches,
} from './explanations.js';

export type { SystemCardAccess } from './system-card.js';
export { mayConsultSystemCard } from './system-card.js';

export type { PartnershipAgreement, AgreementRules, Deviation, AgreementFinding, WithheldInformation } from './agreements.js';
export { isSpecialUnderstanding, sameMethodsForBoth, checkAgreements, checkDeviations, checkExplanationContent } from './agreements.js';
