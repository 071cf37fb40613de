// Law 2007 36 at a moment it does not reach: an inadmissible double or redouble noticed only after the opening lead.
// The 2007 Law 36 rules it during the auction alone (36A: the auction reverts to the offender; 36B: cancelled and
// replaced); it has no part like 2017's 36C (scored as if it had not been made). The auction therefore stands as made,
// and the Laws give the non-offenders no rectification for what it cost them: the director may adjust under 2007
// 12A1 — whether they were damaged is his judgment, asked at the end of play and recorded, never presumed.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { L2007 } from './law-2007.js';
import { cite } from './record.js';
import type { AuctionState, Overlooked } from './state.js';

/** Laws 2007 35A, 12A1: attention drawn to the unnoticed double or redouble once the opening lead is faced. */
export function inadmissibleDoubleAfterLead2007(s: AuctionState, o: Overlooked, by: Seat): AuctionState {
  let st = cite({ ...s, overlooked: null }, L2007('35A'), `${o.offender}'s ${o.call.text} was not permitted by Law 19`);
  st = cite(st, L2007('12A1'), `attention drawn by ${by} after the opening lead: Law 36 no longer applies and the auction stands as made; whether the non-offending side was damaged is asked at the end of play`);
  return { ...st, deferred: [...st.deferred, { law: L2007('12A1'), question: 'damaged', offender: o.offender }] };
}
