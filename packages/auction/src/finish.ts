// Appending a call that stands, and what happens when the auction ends (Laws 17D, 22, 24D–E, 26, 34).
import type { Card, LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lhoOf, makeContract, sideOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import { auctionEnd, finalContract } from './end-of-auction.js';
import { leadRestrictions2007 } from './lead-restriction-2007.js';
import { cite, truncate } from './record.js';
import type { AuctionState, PenaltyCardHandOff, StandingCall, Step } from './state.js';

const L = (law: string) => law as LawRef;

/**
 * A call that stands: append it, consume the caller's next-turn obligation, and check for the end.
 * The ordinary path of every call, so it copies only the call list and shares everything else.
 */
export function appendCall(s: AuctionState, seat: Seat, call: Call): AuctionState {
  const old = s.calls;
  const n = old.length;
  const calls: StandingCall[] = old.slice();
  calls.push({ seat, call });
  const mustPass = s.mustPass.length === 0 ? s.mustPass : s.mustPass.filter((o) => !(o.seat === seat && o.until === 'next-turn'));
  const next = withCalls(s, calls, mustPass, call.type === 'bid' ? n : s.lastBidIndex, lhoOf(seat));
  // Laws 22A–22B: only a pass, the fourth call or later, can end the auction.
  if (call.type !== 'pass' || n < 3) return next;
  const end = auctionEnd(calls, next.lastBidIndex);
  switch (end.kind) {
    case 'continue':
      return next;
    case 'deprived':
      return deprived(next, end.skipped, end.from);
    case 'contract':
    case 'passed-out':
      return finish(next, end.kind);
  }
}

/** `s` with a new call list, listing every field so that all states share one shape. */
function withCalls(s: AuctionState, calls: readonly StandingCall[], mustPass: AuctionState['mustPass'], lastBidIndex: number, turn: Seat): AuctionState {
  return {
    edition: s.edition,
    dealer: s.dealer,
    phase: s.phase,
    calls,
    lastBidIndex,
    turn,
    mustPass,
    leadRestrictions: s.leadRestrictions,
    information: s.information,
    exposed: s.exposed,
    pending: s.pending,
    choice: s.choice,
    awaiting: s.awaiting,
    followUps: s.followUps,
    provisional: s.provisional,
    overlooked: s.overlooked,
    steps: s.steps,
    deferred: s.deferred,
    beforeEnd: s.beforeEnd,
    periodOver: s.periodOver,
    cardsOut: s.cardsOut,
    leadFindings: s.leadFindings,
    disclosed: s.disclosed,
  };
}

/**
 * Laws 17D3 and 34: passes that skipped a player do not end the auction; later passes are cancelled.
 * Only a player who passed out of rotation is an offender: a pass in rotation after it (one that
 * accepted it, Law 29A, included) is not an irregularity.
 */
function deprived(s: AuctionState, skipped: Seat, from: number): AuctionState {
  const cancelled = s.calls.slice(from);
  const offenders = passersOutOfRotation(s.calls, from);
  const offendingSides = [...new Set(offenders.map((seat) => sideOf(seat)))];
  let st = truncate(s, from);
  st = {
    ...st,
    turn: skipped,
    // Law 16C (with 17D3): a cancelled call is unauthorized information for the offending side only (16C2), authorized for the other (16C1).
    information: [
      ...st.information,
      ...cancelled.flatMap((c: StandingCall) => offendingSides.map((side) => ({ seat: c.seat, what: `call ${c.call.text}`, law: L('16C'), unauthorizedFor: side }))),
    ],
  };
  st = cite(st, L('17D3'), `${skipped} was deprived of his turn by a pass out of rotation (${offenders.join(', ')}, the offender${offenders.length > 1 ? 's' : ''}): the auction reverts to him and the later passes are cancelled`);
  return cite(st, L('34'), `${skipped} keeps his right to call`);
}

/** Law 17D3: the seats, from `from` on, whose pass did not follow its predecessor in rotation (Law 17C); the first always did not. */
function passersOutOfRotation(calls: readonly StandingCall[], from: number): Seat[] {
  const out: Seat[] = [];
  for (let i = from; i < calls.length; i++) {
    const c = calls[i] as StandingCall;
    const prev = calls[i - 1];
    if ((prev === undefined || lhoOf(prev.seat) !== c.seat || i === from) && !out.includes(c.seat)) out.push(c.seat);
  }
  return out;
}

/** The auction over (Laws 22A–22B): once per board, so it lists every field and copies the steps once. */
function finish(s: AuctionState, kind: 'contract' | 'passed-out'): AuctionState {
  if (kind === 'passed-out') return over(s, 'passed-out', [], [{ law: L('22B'), note: 'four passes: the board is passed out' }]);
  const fc = finalContract(s.calls, s.lastBidIndex);
  if (fc === null) return s;
  const declaringSide = sideOf(fc.declarer);
  // Law 26B: only an offender who becomes a defender leaves declarer a lead restriction.
  const defending = s.leadRestrictions.length === 0 ? s.leadRestrictions : s.leadRestrictions.filter((r) => sideOf(r.offender) !== declaringSide);
  const steps: Step[] = [{ law: L('22A'), note: `three passes end the auction: ${makeContract(fc.contract)} by ${fc.declarer}` }];
  const leadRestrictions = LEAD_RESTRICTIONS[s.edition](s, defending, steps);
  for (const e of s.exposed) {
    steps.push(sideOf(e.seat) === declaringSide
      ? { law: L('24D'), note: `${e.card} goes back to ${e.seat}'s hand` }
      : { law: L('24E'), note: `${e.card} becomes a penalty card of ${e.seat}` });
  }
  return over(s, 'ended', leadRestrictions, steps);
}

/** Law 26B (2017): declarer may forbid one suit the offender did not specify legally. */
function leadRestrictions2017(_s: AuctionState, defending: AuctionState['leadRestrictions'], steps: Step[]): AuctionState['leadRestrictions'] {
  for (const r of defending) {
    steps.push({ law: L('26B'), note: `declarer may forbid ${r.leader} one suit ${r.offender} did not specify legally (from Law ${r.source})` });
  }
  return defending;
}

/** Law 26 (2017) and 2007 26A–26B: declarer's lead rights once the offender defends, the leaf of the auction's edition. */
const LEAD_RESTRICTIONS: Readonly<Record<AuctionState['edition'], (s: AuctionState, defending: AuctionState['leadRestrictions'], steps: Step[]) => AuctionState['leadRestrictions']>> = {
  '2017': leadRestrictions2017,
  '2007': leadRestrictions2007,
};

/** Law 26 (2017: the 26B right stands as recorded) and 2007 26: a right created once the auction is over (Law 39C). */
const RIGHTS_AFTER_AUCTION: Readonly<Record<AuctionState['edition'], (s: AuctionState, rights: AuctionState['leadRestrictions'], steps: Step[]) => AuctionState['leadRestrictions']>> = {
  '2017': (_s, rights) => rights,
  '2007': leadRestrictions2007,
};

/** Law 26 for a right created after the auction ended, by the edition's leaf (2007 26A–26B read the whole auction). */
export function leadRightsAfterAuction(s: AuctionState, rights: AuctionState['leadRestrictions'], steps: Step[]): AuctionState['leadRestrictions'] {
  return RIGHTS_AFTER_AUCTION[s.edition](s, rights, steps);
}

/** `s` ended: no turn, obligations or follow-ups left; `s` itself is kept so that a permitted change can reopen it. */
function over(s: AuctionState, phase: 'ended' | 'passed-out', leadRestrictions: AuctionState['leadRestrictions'], added: readonly Step[]): AuctionState {
  return {
    edition: s.edition,
    dealer: s.dealer,
    phase,
    calls: s.calls,
    lastBidIndex: s.lastBidIndex,
    turn: null,
    mustPass: [],
    leadRestrictions,
    information: s.information,
    exposed: s.exposed,
    pending: s.pending,
    choice: s.choice,
    awaiting: s.awaiting,
    followUps: [],
    provisional: s.provisional,
    overlooked: s.overlooked,
    steps: s.steps.concat(added),
    deferred: s.deferred,
    beforeEnd: s,
    periodOver: s.periodOver,
    cardsOut: s.cardsOut,
    leadFindings: s.leadFindings,
    disclosed: s.disclosed,
  };
}

/** Law 24E with 50B: cards a defender exposed during the auction become penalty cards. */
export function penaltyCardsFromAuction(s: AuctionState): PenaltyCardHandOff[] {
  if (s.phase !== 'ended') return [];
  const fc = finalContract(s.calls, s.lastBidIndex);
  if (fc === null) return [];
  const out: PenaltyCardHandOff[] = [];
  for (const e of s.exposed) {
    if (sideOf(e.seat) === sideOf(fc.declarer)) continue; // Law 24D
    const several = s.exposed.filter((x) => x.seat === e.seat).length >= 2; // Law 50B: two or more → all major
    out.push({ seat: e.seat, card: e.card as Card, kind: several || e.major ? 'major' : 'minor' });
  }
  return out;
}
