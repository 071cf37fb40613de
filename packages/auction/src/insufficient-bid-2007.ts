// Law 2007 27B1: replacing an insufficient bid under the 2007 Laws. No comparable call (2017 Law 23): the lowest
// sufficient bid in the same denomination passes unrectified only when both bids are incontrovertibly not conventional
// (a); another call only when it has the same or a more precise meaning (b), and then 16D (2007) still applies to the
// withdrawn bid. The rest of Law 27 is the same in both editions and is the 2017 leaf's.
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { ok, partnerOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import { lowestSufficient, sameCall } from './call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { appendCall } from './finish.js';
import { inadmissibleDouble } from './inadmissible.js';
import { replaceInsufficient } from './insufficient-bid.js';
import { callStatus, lastBid } from './legality.js';
import type { Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { askedAtEnd, authorize, cite, obligePass, offerLeadRestriction, withdrawn, withoutFollowUp } from './record.js';
import type { AuctionState, FollowUp } from './state.js';
import { L2007 } from './law-2007.js';

const L = (law: string) => law as LawRef;
type Replace = Extract<FollowUp, { type: 'replace-insufficient' }>;

/** Law 2007 27B1–B4: the offender's call at his turn after the insufficient bid was not accepted. */
export function replaceInsufficient2007(s: AuctionState, f: Replace, call: Call, facts: Facts): Outcome {
  const by = f.offender;
  const status = callStatus(s, by, call);
  // Laws 27B3, 27B4 and a bid above seven (38) are the same rules in both editions.
  if (f.silenced || status === 'above-seven' || (call.type === 'bid' && status === 'insufficient')) return replaceInsufficient(s, f, call, facts);
  if (call.type === 'bid' && call.denomination === f.withdrawn.denomination) {
    const lowest = lowestSufficient(f.withdrawn.denomination, lastBid(s));
    if (lowest !== null && sameCall(call, lowest)) {
      // Law 2007 27B1(a): the lowest sufficient bid in the same denomination; whether both are natural is the director's.
      const natural = finding(facts, 'incontrovertibly-not-conventional');
      if (natural === undefined) return ask(['incontrovertibly-not-conventional'], L2007('27B1(a)'));
      if (natural) {
        let st = cite(withoutFollowUp(s, f), L2007('27B1(a)'), `${call.text} replaces ${f.withdrawn.text}, both not conventional: no further rectification; Law 16D does not apply`);
        st = authorize(st, by, f.withdrawn);
        return ok(appendCall(deferDamage(st, f), by, call));
      }
    }
  }
  // Law 2007 27B1(b): same or a more precise meaning, wholly within the insufficient bid's — the director's judgment.
  const precise = finding(facts, 'same-or-more-precise-meaning');
  if (precise === undefined) return ask(['same-or-more-precise-meaning'], L2007('27B1(b)'));
  if (precise) {
    if (status === 'inadmissible-double') return ok(inadmissibleDouble(withoutFollowUp(s, f), by, call, true));
    // No further rectification; the withdrawn bid stays unauthorized for the offender's side (2007 16D).
    const st = cite(withoutFollowUp(s, f), L2007('27B1(b)'), `${call.text} has the same or a more precise meaning than ${f.withdrawn.text}: no further rectification`);
    return ok(appendCall(deferDamage(st, f), by, call));
  }
  if (call.type === 'double' || call.type === 'redouble') {
    // Law 2007 27B3: the attempted double or redouble is cancelled; the offender replaces again, partner is silenced.
    let st = cite(withdrawn(s, by, call, L2007('16D')), L2007('27B3'), `${call.text} cannot replace the insufficient bid: it is cancelled and ${by} must replace again`);
    st = obligePass(st, partnerOf(by), 'end-of-auction', L2007('27B3'));
    st = offerLeadRestriction(st, by, L2007('27B3'), askedAtEnd(f.withdrawn)); // Law 2007 26, asked at the end of the auction
    return ok({ ...st, followUps: st.followUps.map((x) => (x === f ? { ...f, silenced: true } : x)) });
  }
  // Law 2007 27B2: any other sufficient bid or a pass silences partner for the rest of the auction; Law 26 may apply.
  let st = withoutFollowUp(s, f);
  st = cite(st, L2007('27B2'), `${call.text} is neither the natural lowest bid in the denomination nor of the same or a more precise meaning: ${partnerOf(by)} must pass for the rest of the auction`);
  st = obligePass(st, partnerOf(by), 'end-of-auction', L2007('27B2'));
  st = offerLeadRestriction(st, by, L2007('27B2'), askedAtEnd(f.withdrawn)); // Law 2007 26, asked at the end of the auction
  return ok(appendCall(st, by, call));
}

/** Law 27D (the same in 2007): whether the non-offending side was damaged is asked at the end of play. */
function deferDamage(s: AuctionState, f: Replace): AuctionState {
  return { ...s, deferred: [...s.deferred, { law: L('27D'), question: 'damaged', offender: f.offender }] };
}
