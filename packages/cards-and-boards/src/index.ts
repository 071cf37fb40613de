// @bridge-laws/cards-and-boards — Laws 1–8, the pack-level facts of Laws 13–15, and the vocabulary every chapter shares.
export type { Result } from './result.js';
export { ok, err } from './result.js';
export type { Refusal } from './refusal.js';
export { refusal } from './refusal.js';

export type { Edition } from './edition.js';
export { EDITIONS, CURRENT_EDITION, isEdition } from './edition.js';

export type { LawRef } from './law-ref.js';
export { lawRef, parseLawRef, lawNumber, lawCovers } from './law-ref.js';

export type { Suit, Rank, Seat, Side, Denomination, Vulnerability, BySeat, BySide, BySuit } from './vocabulary.js';
export {
  SUITS, RANKS, SEATS, SIDES, DENOMINATIONS, VULNERABILITIES, SUIT_NAMES, SEAT_NAMES,
  isSeat, isSuit, isDenomination, isVulnerability, seatIndex, seatAfter, nextSeat, partnerOf,
  lhoOf, rhoOf, sideOf, otherSide, seatsOf, areOpponents, isVulnerable, bySeat,
} from './vocabulary.js';

export type { Card } from './card.js';
export { DECK, suitOf, rankOf, cardIndex, cardAt, compareRank, rankPoints, parseCard, isCard, sortCards } from './card.js';

export type { Hand } from './hand.js';
export { suitHolding, holdings, hcp, shape, pattern, isBalanced, controls, losingTrickCount } from './hand.js';

export type { Deal, DealSetup, DealRefusal, DealProblem } from './deal.js';
export { DEAL_PROBLEMS, checkSetup, dealFromSetup, completeSetup, holderOf } from './deal.js';

export { parsePbnDeal, parsePbnDealSetup, parsePbnPartialDeal, makePbnDeal, parsePbnDealOwners, makePbnDealFromOwners } from './pbn-deal.js';

export type { BoardInfo } from './board.js';
export { boardDealer, boardVulnerability, boardInfo } from './board.js';

export type { RandomSource } from './random.js';
export { secureRandom, seededRandom, randomBelow, SEEDED_GENERATOR_VERSION } from './random.js';

export type { DealtBoard, BoardSetOptions } from './shuffle.js';
export { dealWith, dealOwners, dealFromOwners, dealRandom, dealBoards, boardSeed } from './shuffle.js';

export { winningCardIndex, trickWinner } from './trick-winner.js';

export { sameData } from './same-data.js';

export type { Contract, ContractResult, Risk } from './contract.js';
export { RISKS, parseContract, makeContract, tricksRequired } from './contract.js';

export type { HandRecordOptions } from './hand-record.js';
export { formatDiagram, formatHandRecord } from './hand-record.js';

export type { DirectorQuestion } from './director-question.js';

export type { PlainAnswer, AnswerKind, Chapter, FindingSpec, FindingId, FindingOf, FindingValue, FindingValues } from './findings.js';
export {
  FINDINGS, FINDING_IDS, AGREEMENTS, AGREEMENT_EVIDENCE, COMPARABLE_GROUNDS, CARD_POSITIONS, isFindingId, findingsOf, answerFor, answersOf, findingProblem,
} from './findings.js';

export type { DirectorAsked, Pending, PendingView } from './pending.js';
export { askDirector, askDirectorTogether, pendingView } from './pending.js';

export type { RedealFacts, RedealDecision, DealOrigin, ResultValidity, DirectorRedealFacts, DirectorRedeal } from './redeal.js';
export { DEAL_ORIGINS, ORDER_REDEAL, redealBeforeAuction, resultOnDealStands, directorRedeal } from './redeal.js';

export type { BoardStage, RoundBoard, TableRound, RoundEnd } from './round.js';
export { BOARD_STAGES, roundEnd } from './round.js';

export type { Pockets, PocketCheck, PocketFault, MissingCardFacts, Restoration, RestoreProblem } from './pockets.js';
export { checkPockets, pocketFaults, restoreMissingCards } from './pockets.js';

export type { BoardPlay, WrongBoardFacts, WrongBoardOutcome, WrongBoardRuling } from './wrong-board.js';
export { PLAY_CORRECT_BOARD_LATER, wrongBoardOutcome, wrongBoardRuling } from './wrong-board.js';
