// Small pure helpers every rule uses to write its consequences into the state.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lhoOf, partnerOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import type { Facts } from './facts.js';
import { L2007 } from './law-2007.js';
import { comparableGround } from './facts.js';
import type { AuctionState, FollowUp, LeadRestriction, PassObligation, StandingCall } from './state.js';

export function cite(s: AuctionState, law: LawRef, note: string): AuctionState {
  return { ...s, steps: [...s.steps, { law, note }] };
}

/** Laws 23A1–23A3: record why the director found `call` comparable with the withdrawn one, when he said. */
export function citeComparableGround(s: AuctionState, facts: Facts, call: Call, withdrawnCall: Call): AuctionState {
  const g = comparableGround(facts);
  return g === null ? s : cite(s, g.law as LawRef, `${call.text} is comparable with ${withdrawnCall.text}: ${g.words}`);
}

/** Add a pass obligation; a rest-of-auction obligation already in force is not weakened. */
export function obligePass(s: AuctionState, seat: Seat, until: PassObligation['until'], law: LawRef): AuctionState {
  if (s.mustPass.some((o) => o.seat === seat && (o.until === 'end-of-auction' || o.until === until))) return s;
  return { ...s, mustPass: [...s.mustPass, { seat, until, law }] };
}

export function mustPassNow(s: AuctionState, seat: Seat): boolean {
  for (const o of s.mustPass) if (o.seat === seat) return true;
  return false;
}

/** The law a right from a known withdrawn call is cited by until the auction ends: 2017 26B; 2007 Law 26, whose part the end decides. */
const RIGHT_BEFORE_THE_END: Readonly<Record<AuctionState['edition'], LawRef>> = { '2017': '26B' as LawRef, '2007': L2007('26') };

/**
 * Law 26B: declarer's right to forbid a suit to the offender's partner, if the offender defends. `withdrawn`, when the
 * rule knows the call and whether it was natural, lets the 2007 Laws tell 26A from 26B at the end of the auction; until
 * then such a right is cited as 2007 Law 26 as a whole, not yet as one of its parts.
 */
export function offerLeadRestriction(s: AuctionState, offender: Seat, source: LawRef, withdrawn?: LeadRestriction['withdrawn']): AuctionState {
  if (s.leadRestrictions.some((r) => r.offender === offender && r.source === source)) return s;
  const law = withdrawn === undefined ? ('26B' as LawRef) : RIGHT_BEFORE_THE_END[s.edition];
  const right: LeadRestriction = { leader: partnerOf(offender), offender, law, source, ...(withdrawn === undefined ? {} : { withdrawn }) };
  return { ...s, leadRestrictions: [...s.leadRestrictions, right] };
}

/**
 * A call withdrawn under Law 27 or cancelled under Laws 36–39, for the lead right it may bring: under 2007 Law 26A what
 * it related to is asked at the end of the auction, once the offender defends (2017's 26B never reads it).
 */
export function askedAtEnd(call: Call): NonNullable<LeadRestriction['withdrawn']> {
  return { call, natural: false, askAtEnd: true };
}

/** Law 16C: a withdrawn call is unauthorized for the offender's side (authorized for the others). */
export function withdrawn(s: AuctionState, seat: Seat, call: Call, law: LawRef, unauthorized = true): AuctionState {
  return {
    ...s,
    information: [...s.information, { seat, what: `call ${call.text}`, law, unauthorizedFor: unauthorized ? sideOf(seat) : null }],
  };
}

/** Law 23B / 26A: the information of a call replaced by a comparable call is not unauthorized. */
export function authorize(s: AuctionState, seat: Seat, call: Call): AuctionState {
  const what = `call ${call.text}`;
  return { ...s, information: s.information.map((r) => (r.seat === seat && r.what === what ? { ...r, unauthorizedFor: null } : r)) };
}

export function withoutFollowUp(s: AuctionState, f: FollowUp): AuctionState {
  return { ...s, followUps: s.followUps.filter((x) => x !== f) };
}

export function addFollowUp(s: AuctionState, f: FollowUp): AuctionState {
  return { ...s, followUps: [...s.followUps, f] };
}

export function lastBidIndexOf(calls: readonly StandingCall[]): number {
  for (let i = calls.length - 1; i >= 0; i--) if ((calls[i] as StandingCall).call.type === 'bid') return i;
  return -1;
}

/** The auction cut back to its first `n` calls (withdrawals and cancellations); the turn follows the last call. */
export function truncate(s: AuctionState, n: number): AuctionState {
  const calls = s.calls.slice(0, n);
  const last = calls[calls.length - 1];
  return {
    ...s,
    phase: 'auction',
    calls,
    lastBidIndex: lastBidIndexOf(calls),
    turn: last === undefined ? s.dealer : lhoOf(last.seat),
  };
}

/**
 * Laws 21B3, 23C, 27D: a judgment kept for the end of play — the director is then asked whether the
 * non-offending side was damaged (`damaged`); `offender` names the side that may have gained.
 */
export function deferDamage(s: AuctionState, law: '21B3' | '23C' | '27D', offender: Seat): AuctionState {
  return { ...s, deferred: [...s.deferred, { law: law as LawRef, question: 'damaged', offender }] };
}

export function hasCalled(s: AuctionState, seat: Seat): boolean {
  for (const c of s.calls) if (c.seat === seat) return true;
  return false;
}
