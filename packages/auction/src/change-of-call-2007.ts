// Law 2007 25: changes of call under the 2007 Laws (the text as amended, which the Czech edition prints). An unintended
// call may be replaced only when the player did so, or tried to, without pause for thought (2007 25A1): the director's
// one finding `unintended` means, under 2007, "unintended and replaced without pause for thought". Partner's call since
// ends it (2007 25A2). A change the LHO accepts stands (2007 25B1), one he does not is cancelled (2007 25B2), with
// 16D (2007) for the withdrawn or cancelled call (2007 25B3) — and, unlike 2017 25B, no Law 26 lead restriction.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { ok, lhoOf, partnerOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import { lastCallIndex, offerIntendedChange, offerLhoWithdrawal } from './change-of-call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { appendCall } from './finish.js';
import { L2007 } from './law-2007.js';
import type { CallInRotation, Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { outOfRotation } from './out-of-rotation.js';
import { cite, truncate, withdrawn } from './record.js';
import type { AuctionState, ChoiceContext, StandingCall } from './state.js';

type Changed = Extract<ChoiceContext, { type: 'changed' }>;
type OutOfRotation = Extract<ChoiceContext, { type: 'out-of-rotation' }>;

/** Law 2007 25: `by` replaces his last call with `call`. */
export function changeOfCall2007(s: AuctionState, by: Seat, call: Call, facts: Facts, inRotation: CallInRotation): Outcome {
  const idx = lastCallIndex(s, by);
  if (idx < 0) return inRotation(s, by, call, facts);
  let st = s;
  if (s.calls.slice(idx + 1).some((c) => c.seat === partnerOf(by))) {
    // Law 2007 25A2: no change once the offender's partner has called.
    st = cite(st, L2007('25A2'), `${partnerOf(by)} has called since: no change under Law 25A`);
  } else {
    // Law 2007 25A1: unintended and replaced without pause for thought — the director's finding.
    const unintended = finding(facts, 'unintended');
    if (unintended === undefined) return ask(['unintended'], L2007('25A1'));
    if (unintended) return unintendedChange2007(s, by, idx, call, facts, inRotation);
    st = cite(st, L2007('25A1'), `${by}'s change was not the replacement of an unintended call without pause for thought`);
  }
  // Law 2007 25B1: the LHO may accept the change, though Law 25A does not permit it (no comparable call under 2007).
  return ok(offerIntendedChange(st, s.calls[idx] as StandingCall, by, call, L2007('25B1'), false));
}

/** Law 2007 25A1: the intended call replaces the unintended one; 2007 25A4: the LHO may withdraw his call over it. */
function unintendedChange2007(s: AuctionState, by: Seat, idx: number, call: Call, facts: Facts, inRotation: CallInRotation): Outcome {
  const old = (s.calls[idx] as StandingCall).call;
  const later = s.calls.slice(idx + 1);
  let st = withdrawn(truncate(s, idx), by, old, L2007('16D'));
  st = cite({ ...st, turn: by }, L2007('25A1'), `${by}'s unintended ${old.text}, replaced without pause for thought, gives way to ${call.text}`);
  return offerLhoWithdrawal(inRotation(st, by, call, facts), later, by, '25A6');
}

/** Law 2007 25B1: accepted (also by calling over it) — the first call is withdrawn, the second stands; no Law 26. */
export function acceptChange2007(s: AuctionState, ctx: Changed): AuctionState {
  const idx = lastCallIndex(s, ctx.offender);
  const later = s.calls.slice(idx + 1);
  let st = truncate({ ...s, pending: null, choice: null }, idx);
  // Law 2007 25B3: Law 16D applies to the withdrawn first call.
  st = cite(withdrawn(st, ctx.offender, ctx.first, L2007('25B3')), L2007('25B1'), `${ctx.second.text} replaces ${ctx.first.text}`);
  st = appendCall(st, ctx.offender, ctx.second);
  for (const c of later) st = appendCall(st, c.seat, c.call);
  return st;
}

/** Law 2007 25B2: not accepted — the change is cancelled and the first call stands; 16D (25B3), no Law 26. */
export function rejectChange2007(s: AuctionState, ctx: Changed): AuctionState {
  const st = withdrawn({ ...s, pending: null, choice: null }, ctx.offender, ctx.second, L2007('25B3'));
  return cite(st, L2007('25B2'), `${ctx.second.text} is cancelled; ${ctx.first.text} stands`);
}

/** Law 2007 25 with 29–32: a call out of rotation, its LHO's choice still open, replaced under 25A or not. */
export function changeOutOfRotation2007(s: AuctionState, ctx: OutOfRotation, call: Call, facts: Facts): Outcome {
  const by = ctx.offender;
  const unintended = finding(facts, 'unintended');
  if (unintended === undefined) return ask(['unintended'], L2007('25A1'));
  if (!unintended) {
    let st = cite(s, L2007('25A1'), `${by}'s change was not the replacement of an unintended ${ctx.call.text} without pause for thought`);
    st = withdrawn(st, by, call, L2007('25B3'));
    return ok(cite(st, L2007('25B2'), `the change to ${call.text} is cancelled; ${ctx.call.text} out of rotation stands and ${lhoOf(by)} still chooses`));
  }
  let st = withdrawn({ ...s, pending: null, choice: null }, by, ctx.call, L2007('16D'));
  st = cite(st, L2007('25A1'), `${by}'s unintended ${ctx.call.text} is replaced by the intended ${call.text}, itself a call out of rotation`);
  return outOfRotation(st, by, call, facts);
}
