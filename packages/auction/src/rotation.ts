// Laws 17C, 28A and 33: whose turn it is, and routing a call to the law that governs it.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { ok, lhoOf, partnerOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import { PASS, sameCall } from './call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { appendCall } from './finish.js';
import { changeOfCall } from './change-of-call.js';
import { changeOfCall2007 } from './change-of-call-2007.js';
import { bidAboveSeven, breachOfPassObligation, inadmissibleDouble } from './inadmissible.js';
import { insufficientBid, replaceInsufficient } from './insufficient-bid.js';
import { replaceInsufficient2007 } from './insufficient-bid-2007.js';
import { callStatus } from './legality.js';
import type { Outcome } from './outcome.js';
import { ask, isAsk } from './outcome.js';
import { outOfRotation } from './out-of-rotation.js';
import { offenderCalled2007, partnerCalled2007, rhoCalled2007 } from './out-of-rotation-2007.js';
import { addFollowUp, authorize, cite, citeComparableGround, deferDamage, hasCalled, mustPassNow, obligePass, offerLeadRestriction, withoutFollowUp } from './record.js';
import type { AuctionState } from './state.js';

const L = (law: string) => law as LawRef;

/** Law 27B: the replacement of an insufficient bid, the leaf of the auction's edition. */
const REPLACE_INSUFFICIENT: Readonly<Record<AuctionState['edition'], typeof replaceInsufficient>> = {
  '2017': replaceInsufficient,
  '2007': replaceInsufficient2007,
};

/** Law 25 (2017) and 2007 25: a change of call, the leaf of the auction's edition. */
export const CHANGE_OF_CALL: Readonly<Record<AuctionState['edition'], typeof changeOfCall>> = {
  '2017': changeOfCall,
  '2007': changeOfCall2007,
};

/** The law that makes a further call at LHO's turn a change of call, by edition (2007 has none for a double). */
const FURTHER_CALL_AT_LHO_TURN: Readonly<Record<AuctionState['edition'], Readonly<Record<'pass' | 'bid' | 'double', string | null>>>> = {
  '2017': { pass: '30B2', bid: '31C', double: '32C' },
  '2007': { pass: '2007 30B3', bid: '2007 31B', double: null },
};

/**
 * Whether a further call at LHO's turn, by a player who has called, is a change of call, by edition. 2017 30B2, 31C,
 * 32C: always. 2007 30B3 makes a pass one only after a bid (2007 30B); before any bid it is a pass out of rotation under
 * 2007 30A, which LHO may accept (29A) and which, cancelled, costs the offender his next turn.
 */
const CHANGE_AT_LHO_TURN: Readonly<Record<AuctionState['edition'], (s: AuctionState, call: Call) => boolean>> = {
  '2017': () => true,
  '2007': (s, call) => call.type !== 'pass' || s.lastBidIndex >= 0,
};

/** A call made while no choice or question is pending. */
export function callAt(s: AuctionState, by: Seat, call: Call, facts: Facts, simultaneous: boolean): Outcome {
  let st = s;
  // Law 33: a call made together with the call in turn is deemed made after it.
  if (simultaneous) st = cite(st, L('33'), `${by}'s ${call.text} was made together with the previous call and is deemed made after it`);
  const turn = st.turn as Seat;
  if (by !== turn && by === lhoOf(turn) && mustPassNow(st, turn)) {
    // Law 28A: the player required to pass is passed over; the call is in rotation.
    st = cite(appendCall(st, turn, PASS), L('28A'), `${turn} was required to pass, so ${by}'s call is in rotation`);
    if (st.phase !== 'auction') return ok(st);
  }
  if (by === st.turn) return inRotation(st, by, call, facts); // Law 17C
  if (st.turn === lhoOf(by) && hasCalled(st, by) && CHANGE_AT_LHO_TURN[st.edition](st, call)) {
    // Laws 30B2, 31C, 32C (2017), 2007 30B3 and the footnote to 2007 31B: a further call at LHO's turn is a change of call.
    const law = FURTHER_CALL_AT_LHO_TURN[st.edition][call.type === 'pass' ? 'pass' : call.type === 'bid' ? 'bid' : 'double'];
    const noted = law === null ? st : cite(st, L(law), `${by} called again at his LHO's turn: a change of call (Law 25)`);
    return CHANGE_OF_CALL[st.edition](noted, by, call, facts, inRotation);
  }
  return outOfRotation(st, by, call, facts);
}

/** A call at the caller's own turn: legal, or an irregularity of Laws 27 or 35–38. */
export function inRotation(s: AuctionState, by: Seat, call: Call, facts: Facts): Outcome {
  let st = s;
  for (const f of s.followUps) {
    if (f.type === 'replace-insufficient' && f.offender === by) return REPLACE_INSUFFICIENT[s.edition](s, f, call, facts); // Law 27B1 (2017 or 2007)
    if (f.type === 'no-double-2007' && f.seat === by) {
      const r = partnerCalled2007(st, f, call); // Law 2007 30B2(b)
      if (isAsk(r) || !r.ok) return r;
      st = r.value;
    }
    // Laws 31A1, 32A1: the repeated call is rectified only if it is now illegal.
    if (f.type === 'repeat' && f.offender === by) {
      st = withoutFollowUp(st, f);
      st = cite(st, f.law, sameCall(call, f.call)
        ? `${by} repeats ${call.text}: no further rectification if it is legal`
        : `${by} was to repeat ${f.call.text} but called ${call.text}`);
    }
  }
  const status = callStatus(st, by, call);
  if (status === 'above-seven') return ok(bidAboveSeven(st, by, call, true)); // Law 35C
  if (status === 'inadmissible-double') return ok(inadmissibleDouble(st, by, call, true)); // Law 35A
  if (call.type !== 'pass' && mustPassNow(st, by)) return ok(breachOfPassObligation(st, by, call)); // Law 35B
  if (status === 'insufficient') return ok(insufficientBid(st, by, call as Extract<Call, { type: 'bid' }>));
  return legalInRotation(st, by, call, facts);
}

/** A legal call in rotation, settling rectifications that waited for it (Laws 23, 30–32, 36B). */
function legalInRotation(s: AuctionState, by: Seat, call: Call, facts: Facts): Outcome {
  let st = s;
  for (const f of s.followUps) {
    if (f.type === 'substitute' && f.offender === by) {
      st = cite(withoutFollowUp(st, f), f.law, `${by} substitutes ${call.text}`);
    } else if (f.type === 'comparable-next' && f.offender === by) {
      const comparable = finding(facts, 'comparable');
      // Law 23A: whether the call is comparable is the director's judgment.
      if (comparable === undefined) return ask(['comparable'], L('23A'));
      st = withoutFollowUp(st, f);
      if (comparable) {
        // Laws 30B1(b)(i), 31A2(a), 32A2(a): no further rectification; Law 23B: no 16C; Law 23C kept for the end of play.
        st = citeComparableGround(st, facts, call, f.cancelled);
        st = cite(st, f.lawA, `${call.text} is comparable with the cancelled ${f.cancelled.text}: no further rectification`);
        st = cite(authorize(st, by, f.cancelled), L('23B'), 'the information from the cancelled call is not unauthorized');
        st = deferDamage(st, '23C', by);
      } else {
        // Laws 30B1(b)(ii), 31A2(b), 32A2(b): partner passes at his next turn; Law 26B may apply.
        st = cite(st, f.lawB, `${call.text} is not comparable with the cancelled ${f.cancelled.text}: ${partnerOf(by)} must pass at his next turn`);
        st = obligePass(st, partnerOf(by), 'next-turn', f.lawB);
        st = offerLeadRestriction(st, by, f.lawB);
      }
    } else if (f.type === 'await-rho-2007' && f.rho === by) {
      st = rhoCalled2007(st, f, call); // Laws 2007 31A, 32B
    } else if (f.type === 'same-denomination-next' && f.offender === by) {
      const r = offenderCalled2007(st, f, call, facts); // Law 2007 31A2
      if (isAsk(r) || !r.ok) return r;
      st = r.value;
    } else if (f.type === 'await-rho' && f.rho === by) {
      st = withoutFollowUp(st, f);
      const bidding = f.law === 'bid';
      if (call.type === 'pass') {
        // Laws 31A1, 32A1: RHO passed, the offender must repeat his call.
        const law = L(bidding ? '31A1' : '32A1');
        st = cite(addFollowUp(st, { type: 'repeat', offender: f.offender, call: f.cancelled, law }), law, `${by} passed: ${f.offender} must repeat ${f.cancelled.text}`);
      } else {
        // Laws 31A2, 32A2: RHO called, the offender may make any legal call, judged for comparability.
        st = addFollowUp(st, {
          type: 'comparable-next', offender: f.offender, cancelled: f.cancelled,
          lawA: L(bidding ? '31A2(a)' : '32A2(a)'), lawB: L(bidding ? '31A2(b)' : '32A2(b)'),
        });
        st = cite(st, L(bidding ? '31A2' : '32A2'), `${by} called ${call.text}: ${f.offender} may make any legal call`);
      }
    }
  }
  return ok(appendCall(st, by, call));
}
