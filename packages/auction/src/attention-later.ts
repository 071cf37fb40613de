// Laws 36A, 36C (2007: 12A1, see inadmissible-2007.ts), 38B and 38D: attention drawn to an inadmissible call at a later time than it was made — the case
// marks the call `unnoticed`, so the auction went on over it until someone drew attention to it.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lhoOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import { appendCall } from './finish.js';
import { bidAboveSeven, inadmissibleDouble } from './inadmissible.js';
import { inadmissibleDoubleAfterLead2007 } from './inadmissible-2007.js';
import type { AuctionState, InformationRecord, Overlooked, StandingCall } from './state.js';
import { cite } from './record.js';

const L = (law: string) => law as LawRef;

/** Which inadmissible call `unnoticed` may mark: the two whose ruling depends on when attention is drawn. */
export function overlookable(status: string): '36' | '38' | null {
  return status === 'inadmissible-double' ? '36' : status === 'above-seven' ? '38' : null;
}

/**
 * The inadmissible call passes unnoticed. A double or redouble stands in the record while the auction goes on
 * (Law 36); a bid above seven cannot (38A), so the calls made over it are kept aside until attention is drawn.
 */
export function overlook(s: AuctionState, by: Seat, call: Call, law: '36' | '38'): AuctionState {
  const overlooked: Overlooked = { law, offender: by, call, index: s.calls.length, before: s, later: [] };
  if (law === '36') return appendCall({ ...s, overlooked }, by, call);
  return { ...s, overlooked, turn: lhoOf(by) };
}

/** Law 38B: a call made over an unnoticed bid above seven is kept aside; it is cancelled when attention is drawn. */
export function callOverBidAboveSeven(s: AuctionState, by: Seat, call: Call): AuctionState {
  const o = s.overlooked as Overlooked;
  return { ...s, overlooked: { ...o, later: [...o.later, { seat: by, call }] }, turn: lhoOf(by) };
}

/** Law 36C (2017): attention after the opening lead — the auction stands, the contract is scored as if the call had not been made. */
function inadmissibleDoubleAfterLead(s: AuctionState, o: Overlooked, by: Seat): AuctionState {
  const st = cite({ ...s, overlooked: null }, L('35A'), `${o.offender}'s ${o.call.text} was not permitted by Law 19`);
  return cite(st, L('36C'), `attention drawn by ${by} after the opening lead: the contract is scored as if ${o.offender}'s ${o.call.text} had not been made`);
}

/** Law 36C (2017) and 2007 12A1 (2007 Law 36 has no part for this moment): the leaf of the auction's edition. */
const AFTER_THE_LEAD: Readonly<Record<AuctionState['edition'], typeof inadmissibleDoubleAfterLead>> = {
  '2017': inadmissibleDoubleAfterLead,
  '2007': inadmissibleDoubleAfterLead2007,
};

/** The state before the inadmissible call, with the record kept since (steps, information, exposed cards, deferred questions). */
function beforeIt(s: AuctionState, o: Overlooked, cancelled: readonly StandingCall[]): AuctionState {
  // Law 16C: the cancelled calls are unauthorized information for the offending side only.
  const information: InformationRecord[] = [
    ...s.information,
    ...cancelled.map((c) => ({ seat: c.seat, what: `call ${c.call.text}`, law: L('16C'), unauthorizedFor: sideOf(o.offender) })),
  ];
  return {
    ...o.before, steps: s.steps, information, exposed: s.exposed, deferred: s.deferred, cardsOut: s.cardsOut, leadFindings: s.leadFindings, disclosed: s.disclosed, overlooked: null, provisional: null,
  };
}

/**
 * `by` draws attention to the unnoticed inadmissible call. Nothing called over it yet: the ordinary rectification
 * (36B, 38B–38D). A double or redouble its LHO called over: during the auction period Law 36A cancels it and every
 * later call and the auction reverts to the offender (no 26B); after the opening lead, Law 36C — the final contract
 * is scored as if it had not been made (the auction stands). A bid above seven: it and every call made over it are
 * cancelled (38B), it is replaced by a pass and the offenders pass to the end (38C), and with the LHO's call made
 * there is no lead restriction (38D).
 */
export function attentionToOverlooked(s: AuctionState, by: Seat): AuctionState {
  const o = s.overlooked;
  if (o === null) return s;
  const made = o.law === '36' ? s.calls.slice(o.index + 1) : o.later;
  if (o.law === '36' && s.periodOver) return AFTER_THE_LEAD[s.edition](s, o, by);
  if (made.length === 0) {
    // Attention before the LHO called: the rectification it would have had at once (36B; 38B–38D with 26B open).
    const base = beforeIt(s, o, []);
    const ruled = o.law === '36' ? inadmissibleDouble(base, o.offender, o.call, true) : bidAboveSeven(base, o.offender, o.call, true);
    return { ...ruled, provisional: null };
  }
  if (o.law === '36') {
    const cancelled = s.calls.slice(o.index);
    const st = cite(beforeIt(s, o, cancelled), L('35A'), `${o.offender}'s ${o.call.text} was not permitted by Law 19`);
    return cite(st, L('36A'), `attention drawn by ${by}: ${cancelled.map((c) => c.call.text).join(' ')} cancelled; the auction reverts to ${o.offender} and goes on as if there had been no irregularity (no lead restriction)`);
  }
  let st = bidAboveSeven(beforeIt(s, o, made), o.offender, o.call, true);
  // Law 38D: the LHO called over it before rectification — no lead restriction (26B) and no 72C.
  st = { ...st, provisional: null, leadRestrictions: st.leadRestrictions.filter((r) => !(r.offender === o.offender && r.source === L('38D'))) };
  // Law 38A: no contract above seven is played, so the calls over it could not end the auction.
  st = cite(st, L('38A'), `no contract above seven is played: the calls over ${o.offender}'s ${o.call.text} could not end the auction`);
  st = cite(st, L('38B'), `attention drawn by ${by}: ${made.map((c) => `${c.seat}'s ${c.call.text}`).join(', ')} cancelled with ${o.offender}'s ${o.call.text}`);
  return cite(st, L('38D'), `${lhoOf(o.offender)} called over it before rectification: no lead restriction`);
}
