// Laws 20–21: reviews and explanations as data, with the mechanical "who may, when" rules.
import type { Edition, LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { areOpponents, lhoOf, partnerOf, rhoOf, sideOf } from '@bridge-laws/cards-and-boards';
import { lastCallIndex } from './change-of-call.js';
import { finalContract } from './end-of-auction.js';
import { mustPassNow } from './record.js';
import { OWN_DEADLINE_2007, ownCorrection2007 } from './correction-2007.js';
import type { CorrectionDeadline, ExplanationRecord, RecordBreach, ReviewRecord } from './explanation-record.js';
import type { AuctionState, StandingCall } from './state.js';

const L = (law: string) => law as LawRef;

/** Law 20B: a player may ask for a review at his turn, unless he is required to pass. */
export function mayRequestReview(s: AuctionState, seat: Seat): boolean {
  return s.phase === 'auction' && s.pending === null && s.turn === seat && !mustPassNow(s, seat);
}

/** Law 20F1: the same condition for asking about the opponents' calls during the auction. */
export function mayAskForExplanation(s: AuctionState, seat: Seat): boolean {
  return mayRequestReview(s, seat);
}

/** Law 20F1: the partner of the player who made the call explains it. */
export function explainer(caller: Seat): Seat {
  return partnerOf(caller);
}

/** The declaring side's seats once the auction has ended with a contract. */
function declaringSide(s: AuctionState): { declarer: Seat; dummy: Seat } | null {
  if (s.phase !== 'ended') return null;
  const fc = finalContract(s.calls, s.lastBidIndex);
  return fc === null ? null : { declarer: fc.declarer, dummy: partnerOf(fc.declarer) };
}

/** Law 20C1: after the final pass either defender may ask whether the opening lead is his. */
export function mayAskWhetherOnLead(s: AuctionState, seat: Seat): boolean {
  const d = declaringSide(s);
  return d !== null && !s.periodOver && areOpponents(seat, d.declarer);
}

/** Laws 20B, 20C2, 20D: whether a review was requested and given as the Laws allow. */
export function checkReview(s: AuctionState, r: ReviewRecord): RecordBreach[] {
  const out: RecordBreach[] = [];
  if (!r.afterFinalPass) {
    if (!mayRequestReview(s, r.requestedBy)) out.push({ law: L('20B'), problem: `${r.requestedBy} may ask for a review only at his turn to call and when not required to pass` });
  } else {
    const d = declaringSide(s);
    // Laws 20C, 20C2: declarer or a defender, at his first turn to play.
    if (d === null) out.push({ law: L('20C2'), problem: 'no auction with a contract has ended' });
    else if (r.requestedBy === d.dummy) out.push({ law: L('20C2'), problem: `${r.requestedBy} is dummy: only declarer or a defender may ask after the final pass` });
    if (r.atFirstTurnToPlay === false) out.push({ law: L('20C2'), problem: `${r.requestedBy} asked after his first turn to play` });
  }
  // Law 20D: only an opponent of the requester gives the review.
  if (!areOpponents(r.requestedBy, r.givenBy)) out.push({ law: L('20D'), problem: `${r.givenBy} is not an opponent of ${r.requestedBy}` });
  // Law 20E: every player had to correct the error at once; damage from it is the director's question (12C1).
  if (r.uncorrectedError === true) out.push({ law: L('20E'), problem: 'an error in the review was not corrected', question: 'damaged' });
  return out;
}

/**
 * Laws 20F1–20F5: whether an explanation was asked, given and corrected as the Laws allow, judged on
 * the auction as it stood when it was asked (`s`); corrections after the end need the final contract.
 */
export function checkExplanation(s: AuctionState, r: ExplanationRecord): RecordBreach[] {
  const out: RecordBreach[] = [];
  const explained: StandingCall | undefined = s.calls[r.callIndex];
  if (explained === undefined) return [{ law: L('20F1'), problem: `no call stands at index ${r.callIndex}` }];
  const caller = explained.seat;
  if (!areOpponents(r.askedBy, caller)) out.push({ law: L('20F1'), problem: `${r.askedBy} may ask only about the opponents' calls, not ${caller}'s` });
  // Laws 20F1, 20F2: the caller's partner explains.
  if (r.givenBy !== explainer(caller)) out.push({ law: L('20F1'), problem: `${explainer(caller)}, the caller's partner, explains ${caller}'s call, not ${r.givenBy}` });
  const d = declaringSide(s);
  if (s.phase === 'auction') {
    // Law 20F1: at his turn to call, before the final pass, unless required to pass.
    if (!mayAskForExplanation(s, r.askedBy)) out.push({ law: L('20F1'), problem: `${r.askedBy} may ask only at his turn to call and when not required to pass` });
  } else if (d !== null && r.askedBy === d.dummy) {
    // Law 20F2: after the final pass, a defender or declarer asks; dummy does not.
    out.push({ law: L('20F2'), problem: `${r.askedBy} is dummy: after the final pass only a defender or declarer asks` });
  }
  if (r.correctedAt !== null) out.push(...checkCorrection(s.edition, r, caller, d));
  return out;
}

/** Law 20F4(a): his own explanation, by the end of the clarification period (in the play, Law 75B2 governs). */
function ownCorrection(r: ExplanationRecord, by: Seat): RecordBreach[] {
  if (r.correctedAt === 'play') return [{ law: L('20F4(a)'), problem: `${by} corrected his own explanation only during the play` }];
  return r.correctedAt === 'after-play' ? [{ law: L('20F4(a)'), problem: `${by} corrected his own explanation only after the play` }] : [];
}

/** A player correcting his own explanation, by edition: 2017 sets a period (20F4(a)), 2007 asks whether he called at once. */
const OWN_CORRECTION: Readonly<Record<Edition, (r: ExplanationRecord, by: Seat) => RecordBreach[]>> = {
  '2017': ownCorrection,
  '2007': ownCorrection2007,
};

function checkCorrection(edition: Edition, r: ExplanationRecord, caller: Seat, d: { declarer: Seat; dummy: Seat } | null): RecordBreach[] {
  const by = r.correctedBy ?? r.givenBy;
  if (by === r.givenBy) return OWN_CORRECTION[edition](r, by);
  if (by !== caller) return [{ law: L('20F5'), problem: `${by} neither gave the explanation nor made the call` }];
  // Law 20F5(a): the caller may not correct partner's explanation during the auction.
  if (r.correctedAt === 'auction') return [{ law: L('20F5(a)'), problem: `${by} corrected partner's explanation during the auction` }];
  if (d === null) return [];
  const defender = sideOf(by) !== sideOf(d.declarer);
  // Law 20F5(b): at the first legal moment. Law 20F5(b)(i): a defender, after the play;
  // Law 20F5(b)(ii): declarer or dummy, after the final pass.
  if (defender && r.correctedAt !== 'after-play') return [{ law: L('20F5(b)(i)'), problem: `${by} is a defender: he corrects partner's explanation only after the play` }];
  if (!defender && r.correctedAt !== 'clarification-period') return [{ law: L('20F5(b)(ii)'), problem: `${by} is on the declaring side: he corrects partner's explanation after the final pass, before the opening lead` }];
  return [];
}

/** Laws 20F4–20F5: whether a correction of the explanation `r` was made by the right player at the right time. */
export function correctionBreaches(s: AuctionState, r: ExplanationRecord): RecordBreach[] {
  const explained = s.calls[r.callIndex];
  if (explained === undefined || r.correctedAt === null) return [];
  return checkCorrection(s.edition, r, explained.seat, declaringSide(s));
}

/**
 * Law 20F4(b): after a corrected explanation the director applies Law 21B (or 40B3). The opponents
 * of the explaining side who may still change their last call under 21B1(a): partner has not called
 * since and the auction period is not over.
 */
export function mayChangeAfterCorrection(s: AuctionState, explainedBy: Seat): Seat[] {
  if (s.periodOver) return [];
  return [lhoOf(explainedBy), rhoOf(explainedBy)].filter((seat) => {
    const last = lastCallIndex(s, seat);
    return last >= 0 && !s.calls.slice(last + 1).some((c) => c.seat === partnerOf(seat));
  });
}

/** His own explanation, by edition: 2017 sets a period (20F4(a)); 2007 has him call the director at once (2007 20F4). */
const OWN_DEADLINE: Readonly<Record<Edition, CorrectionDeadline>> = {
  // Law 20F4(a): by the end of the clarification period (in the play, Law 75B2 governs).
  '2017': { by: 'clarification-period', law: L('20F4(a)') },
  '2007': OWN_DEADLINE_2007,
};

/**
 * Laws 20F4–20F5 (2007 20F4–20F5): by when a mistaken explanation must be corrected under `edition`. A player
 * correcting his own explanation: 2017, before the end of the clarification period; 2007, at once. His partner,
 * the same in both editions: after the final pass as declarer or dummy, after the play as a defender.
 */
export function correctionDeadline(edition: Edition, whose: 'own' | 'partner', role: 'declaring-side' | 'defender'): CorrectionDeadline {
  if (whose === 'own') return OWN_DEADLINE[edition];
  // Law 20F5(b)(i): a defender at the end of the play; Law 20F5(b)(ii): declarer or dummy after the final pass.
  return role === 'defender' ? { by: 'after-play', law: L('20F5(b)(i)') } : { by: 'clarification-period', law: L('20F5(b)(ii)') };
}
