// Laws 2007 30–32: a call out of rotation that LHO did not accept, under the 2007 Laws. The rules differ from 2017's:
// no comparable-call relief; the offender's partner is silenced for the rest of the auction far more often.
import type { Seat, Suit } from '@bridge-laws/cards-and-boards';
import { err, ok, partnerOf, refusal, rhoOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { L2007 } from './law-2007.js';
import { relatedSuits } from './lead-restriction-2007.js';
import type { Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { addFollowUp, cite, obligePass, offerLeadRestriction, withdrawn, withoutFollowUp } from './record.js';
import type { AuctionState, ChoiceContext, FollowUp } from './state.js';

type OutOfRotation = Extract<ChoiceContext, { type: 'out-of-rotation' }>;
type AwaitRho = Extract<FollowUp, { type: 'await-rho-2007' }>;
type DenominationNext = Extract<FollowUp, { type: 'same-denomination-next' }>;
type NoDouble = Extract<FollowUp, { type: 'no-double-2007' }>;

/** Law 2007 29B: not accepted — cancelled; the auction reverts to the player whose turn it was; Laws 2007 30–32 apply. */
export function rejectOutOfRotation2007(s: AuctionState, ctx: OutOfRotation, facts: Facts): Outcome {
  const { offender: by, call, turn } = ctx;
  // Law 2007 30C: a pass is artificial (or follows partner's artificial call) only when the director finds it so; without
  // that finding it is the ordinary pass of 2007 Law 30, as in 2017 (the public case format's reading). Law 2007 29C:
  // whether a cancelled suit bid was artificial decides between 26A and 26B should the offender defend — asked when
  // not yet given, never presumed.
  const artificial = ctx.artificial ? true : finding(facts, 'artificial');
  const atRho = turn === rhoOf(by);
  if (suitBid(call) && !atRho && artificial === undefined) return ask(['artificial'], L2007('29C'));
  // Law 2007 26A: an artificial pass or bid whose lead right is recorded now (at partner's turn) — which suits it related
  // to is the director's finding. A cancelled double or redouble brings 26B only (2007 32), so nothing is asked for it.
  let related: readonly Suit[] | undefined;
  if (artificial === true && !atRho && (call.type === 'pass' || call.type === 'bid')) {
    const r = relatedSuits(facts);
    if (!r.ok) return r;
    if (r.value === undefined) return ask(['withdrawn-call-suits'], L2007('26A'));
    related = r.value;
  }
  let st: AuctionState = { ...s, pending: null, choice: null, turn };
  st = cite(st, L2007('29B'), `${call.text} by ${by} is cancelled; the auction reverts to ${turn}`);
  st = withdrawn(st, by, call, L2007('16D2'));
  if (call.type === 'pass' && artificial !== true) return ok(passOutOfRotation(st, by, atRho));
  return ok(callOutOfRotation(st, by, call, turn, atRho, artificial === undefined ? undefined : !artificial, related));
}

/** A bid in a suit: the only withdrawn call that can relate to one suit alone (Law 2007 26A). */
function suitBid(call: Call): boolean {
  return call.type === 'bid' && call.denomination !== 'NT';
}

/** Laws 2007 30C, 31, 32: an artificial pass, a bid, a double or a redouble out of rotation, cancelled. */
function callOutOfRotation(s: AuctionState, by: Seat, call: Call, turn: Seat, atRho: boolean, natural: boolean | undefined, related?: readonly Suit[]): AuctionState {
  let st = s;
  // Asked before any lead restriction is recorded for a suit bid (29C), with the suits an artificial call related to (26A).
  const withdrawnCall = { call, natural: natural === true, ...(related === undefined ? {} : { suits: related }) };
  if (call.type === 'pass' || call.type === 'bid') {
    // Law 2007 30C: an artificial pass is dealt with under Law 31.
    if (call.type === 'pass') st = cite(st, L2007('30C'), 'an artificial pass out of rotation is dealt with as a bid out of rotation');
    if (atRho) {
      // Law 2007 31A: at RHO's turn, what RHO does next decides.
      st = cite(st, L2007('31A'), `if ${turn} passes, ${by} must repeat ${call.text}`);
      return addFollowUp(st, { type: 'await-rho-2007', offender: by, rho: turn, cancelled: call, law: 'bid', artificial: call.type === 'pass', natural });
    }
    // Law 2007 31B: at partner's turn (or LHO's before the offender called) partner passes for the rest of the auction; Law 26 may apply.
    st = cite(st, L2007('31B'), `${partnerOf(by)} must pass whenever it is his turn to call; Law 26 lead restrictions may apply`);
    return offerLeadRestriction(obligePass(st, partnerOf(by), 'end-of-auction', L2007('31B')), by, L2007('31B'), withdrawnCall);
  }
  // Law 2007 32: a cancelled double or redouble may bring Law 26B lead restrictions, whatever follows (never 26A).
  st = offerLeadRestriction(cite(st, L2007('32'), 'Law 26B lead restrictions may apply'), by, L2007('32')); // a double relates to no suit: 2007 26B whoever defends
  if (atRho) {
    // Law 2007 32B: at RHO's turn, what RHO does next decides.
    st = cite(st, L2007('32B'), `if ${turn} passes, ${by} must repeat ${call.text}`);
    return addFollowUp(st, { type: 'await-rho-2007', offender: by, rho: turn, cancelled: call, law: 'double', artificial: false, natural });
  }
  // Law 2007 32A: at partner's turn, partner passes for the rest of the auction.
  st = cite(st, L2007('32A'), `${partnerOf(by)} must pass whenever it is his turn to call`);
  return obligePass(st, partnerOf(by), 'end-of-auction', L2007('32A'));
}

/** Law 2007 30: a pass out of rotation, by whether a bid had been made and whose turn it was. */
function passOutOfRotation(s: AuctionState, by: Seat, atRho: boolean): AuctionState {
  if (s.lastBidIndex < 0) {
    // Law 2007 30A: before any bid, the offender passes at his next turn, whoever's turn it was.
    return obligePass(cite(s, L2007('30A'), `no bid had been made: ${by} must pass at his next turn`), by, 'next-turn', L2007('30A'));
  }
  if (atRho) {
    // Law 2007 30B1: after a bid, at RHO's turn, the offender passes at his next turn.
    return obligePass(cite(s, L2007('30B1'), `${by} must pass at his next turn`), by, 'next-turn', L2007('30B1'));
  }
  // Law 2007 30B2(a): at partner's turn after a bid, the offender passes for the rest of the auction.
  let st = cite(s, L2007('30B2(a)'), `${by} must pass whenever it is his turn to call`);
  st = obligePass(st, by, 'end-of-auction', L2007('30B2(a)'));
  // Law 2007 30B2(b): partner may bid or pass at this turn, not double or redouble.
  st = cite(st, L2007('30B2(b)'), `${partnerOf(by)} may make any sufficient bid or pass at this turn, but may not double or redouble`);
  return addFollowUp(st, { type: 'no-double-2007', seat: partnerOf(by) });
}

/** Law 2007 30B2(b): the offender's partner calls at the turn the pass out of rotation was made at. */
export function partnerCalled2007(s: AuctionState, f: NoDouble, call: Call): Outcome {
  if (call.type === 'double' || call.type === 'redouble') {
    const law = L2007('30B2(b)');
    return err(refusal('not-offered', `${call.text} by ${f.seat}: not permitted — after his partner's pass out of rotation he may bid or pass at this turn, but not double or redouble (Law ${law})`, law));
  }
  return ok(withoutFollowUp(s, f));
}

/** Laws 2007 31A1, 31A2, 32B1, 32B2: RHO called after the cancelled call. */
export function rhoCalled2007(s: AuctionState, f: AwaitRho, call: Call): AuctionState {
  let st = withoutFollowUp(s, f);
  const bidding = f.law === 'bid';
  if (call.type === 'pass') {
    // Laws 2007 31A1, 32B1: RHO passed, the offender must repeat his call.
    const law = L2007(bidding ? '31A1' : '32B1');
    return cite(addFollowUp(st, { type: 'repeat', offender: f.offender, call: f.cancelled, law }), law, `${f.rho} passed: ${f.offender} must repeat ${f.cancelled.text}`);
  }
  if (!bidding) {
    // Law 2007 32B2: RHO did not pass — the offender may call freely, his partner passes for the rest of the auction.
    st = cite(st, L2007('32B2'), `${f.offender} may make any legal call; ${partnerOf(f.offender)} must pass whenever it is his turn to call`);
    return obligePass(st, partnerOf(f.offender), 'end-of-auction', L2007('32B2'));
  }
  // Law 2007 31A2: RHO called — the offender may make any legal call; what it repeats decides partner's obligation.
  st = cite(st, L2007('31A2'), `${f.offender} may make any legal call`);
  return addFollowUp(st, { type: 'same-denomination-next', offender: f.offender, cancelled: f.cancelled, artificial: f.artificial, natural: f.natural });
}

/** Law 2007 31A2(a)/(b): the offender's next call repeats the cancelled bid's denomination, or not. */
export function offenderCalled2007(s: AuctionState, f: DenominationNext, call: Call, facts: Facts): Outcome {
  const st = withoutFollowUp(s, f);
  const partner = partnerOf(f.offender);
  const repeats = !f.artificial && call.type === 'bid' && f.cancelled.type === 'bid' && call.denomination === f.cancelled.denomination;
  if (repeats) {
    // Law 2007 31A2(a): the denomination repeated — partner passes at his next turn.
    return ok(obligePass(cite(st, L2007('31A2(a)'), `${call.text} repeats the denomination of ${f.cancelled.text}: ${partner} must pass at his next turn`), partner, 'next-turn', L2007('31A2(a)')));
  }
  // Law 2007 29C: before Law 26 is recorded for a cancelled suit bid, whether it was artificial (the director's finding).
  const found = finding(facts, 'artificial');
  const natural = f.natural ?? (found === undefined ? undefined : !found);
  if (suitBid(f.cancelled) && natural === undefined) return ask(['artificial'], L2007('29C'));
  // Law 2007 26A: for an artificial cancelled call, the suits it related to are the director's finding.
  let related: readonly Suit[] | undefined;
  if (natural === false || f.artificial) {
    const r = relatedSuits(facts);
    if (!r.ok) return r;
    if (r.value === undefined) return ask(['withdrawn-call-suits'], L2007('26A'));
    related = r.value;
  }
  // Law 2007 31A2(b): not repeated (or the cancelled call was an artificial pass) — partner passes for the rest of the auction; Law 26 may apply.
  const after = cite(st, L2007('31A2(b)'), `${call.text} does not repeat the denomination of ${f.cancelled.text}: ${partner} must pass whenever it is his turn to call`);
  const withdrawnCall = { call: f.cancelled, natural: natural === true, ...(related === undefined ? {} : { suits: related }) };
  return ok(offerLeadRestriction(obligePass(after, partner, 'end-of-auction', L2007('31A2(b)')), f.offender, L2007('31A2(b)'), withdrawnCall));
}
