// Laws 36A, 36C and 38B: attention drawn to an inadmissible call only after the offender's LHO called over it.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import { reopened } from './auction-period.js';
import type { Call } from './call.js';
import { cite, truncate } from './record.js';
import type { AuctionState } from './state.js';

const L = (law: string) => law as LawRef;

/**
 * `by` draws attention to the inadmissible call the LHO called over. Law 36A during the auction period: the
 * double or redouble and every call after it are cancelled and the auction reverts to the offender as if there had
 * been no irregularity (no 26B). Law 36C after the opening lead was faced: the contract is scored as if it had not
 * been made. Law 38B: the calls made since the bid above seven were cancelled; the auction continues from here.
 */
export function attentionDrawn(s: AuctionState, by: Seat): AuctionState {
  const o = s.overlooked;
  if (o === null) return s;
  if (o.law === '38') {
    return cite({ ...s, overlooked: null }, L('38B'), `attention drawn by ${by}: every call since ${o.offender}'s ${o.call.text} is cancelled`);
  }
  if (s.periodOver) {
    return cite({ ...s, overlooked: null }, L('36C'), `attention drawn by ${by} after the opening lead: the contract is scored as if ${o.offender}'s ${o.call.text} had not been made`);
  }
  const base = reopened(s);
  const cancelled = base.calls.slice(o.index);
  const st = truncate({ ...base, overlooked: null }, o.index);
  // Law 16C: the cancelled calls are unauthorized information for the offending side only.
  const information = [
    ...st.information,
    ...cancelled.map((c) => ({ seat: c.seat, what: `call ${c.call.text}`, law: L('16C'), unauthorizedFor: sideOf(o.offender) })),
  ];
  return cite({ ...st, information }, L('36A'), `attention drawn by ${by}: ${cancelled.map((c) => c.call.text).join(' ')} cancelled; the auction reverts to ${o.offender} and goes on as if there had been no irregularity (no lead restriction)`);
}

/** Law 38B: a call made after a bid above seven, before attention is drawn to it, is cancelled as well. */
export function callAfterBidAboveSeven(s: AuctionState, by: Seat, call: Call): AuctionState {
  const o = s.overlooked;
  if (o === null) return s;
  const st: AuctionState = {
    ...s,
    information: [...s.information, { seat: by, what: `call ${call.text}`, law: L('16C'), unauthorizedFor: sideOf(o.offender) }],
  };
  return cite(st, L('38B'), `${by}'s ${call.text}, made after ${o.offender}'s ${o.call.text} before attention was drawn, is cancelled`);
}
