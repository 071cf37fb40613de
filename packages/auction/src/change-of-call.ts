// Law 25: changes of call — unintended (A, the director's finding) and intended (B, LHO's choice).
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { ok, lhoOf, partnerOf, rhoOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { appendCall } from './finish.js';
import type { CallInRotation, Outcome } from './outcome.js';
import { ask, isAsk } from './outcome.js';
import { outOfRotation } from './out-of-rotation.js';
import { cite, offerLeadRestriction, truncate, withdrawn } from './record.js';
import type { AuctionState, ChoiceContext, StandingCall } from './state.js';

const L = (law: string) => law as LawRef;
type Changed = Extract<ChoiceContext, { type: 'changed' }>;
type LhoWithdraw = Extract<ChoiceContext, { type: 'lho-withdraw' }>;

export function lastCallIndex(s: AuctionState, seat: Seat): number {
  for (let i = s.calls.length - 1; i >= 0; i--) if ((s.calls[i] as StandingCall).seat === seat) return i;
  return -1;
}

/** `by` replaces his last call with `call`. */
export function changeOfCall(s: AuctionState, by: Seat, call: Call, facts: Facts, inRotation: CallInRotation): Outcome {
  const idx = lastCallIndex(s, by);
  if (idx < 0) return inRotation(s, by, call, facts);
  const partnerCalled = s.calls.slice(idx + 1).some((c) => c.seat === partnerOf(by));
  let st = s;
  if (partnerCalled) {
    // Law 25A4: no change under 25A once partner has called.
    st = cite(st, L('25A4'), `${partnerOf(by)} has called since: no change under Law 25A`);
  } else {
    // Laws 25A1, 25A3: only the director can find the call unintended; how the player noticed does not matter.
    const unintended = finding(facts, 'unintended');
    if (unintended === undefined) return ask(['unintended'], L('25A1'));
    if (unintended) return unintendedChange(s, by, idx, call, facts, inRotation);
    // Law 25A2: the player meant his call: it stands unless changed under 25B.
    st = cite(st, L('25A2'), `${by} meant his call: it was not a mechanical error or slip of the tongue`);
  }
  // Law 25B1: an intended change; the LHO may accept it.
  return ok(offerIntendedChange(st, s.calls[idx] as StandingCall, by, call, L('25B1'), finding(facts, 'comparable') === true));
}

/** Law 25B1 (both editions): a change Law 25A does not permit — the LHO chooses to accept or reject it. */
export function offerIntendedChange(st: AuctionState, changed: StandingCall, by: Seat, call: Call, law: LawRef, comparable: boolean): AuctionState {
  const first = changed.call;
  const lho = lhoOf(by);
  const cited = cite(st, law, `${by}'s change from ${first.text} to ${call.text} is not permitted under 25A: ${lho} may accept it`);
  return {
    ...cited,
    pending: { kind: 'choice', by: lho, options: ['accept', 'reject'], law },
    choice: { type: 'changed', offender: by, first, second: call, comparable },
  };
}

/** Law 25A: the intended call replaces the unintended one; no Law 26 lead restriction; 25A6 for LHO. */
export function unintendedChange(s: AuctionState, by: Seat, idx: number, call: Call, facts: Facts, inRotation: CallInRotation): Outcome {
  const old = (s.calls[idx] as StandingCall).call;
  const later = s.calls.slice(idx + 1);
  let st = withdrawn(truncate(s, idx), by, old, L('16C'));
  // Law 25A1: the intended call replaces it and is subject to the laws; no Law 26 restriction.
  st = cite({ ...st, turn: by }, L('25A1'), `${by}'s unintended ${old.text} is replaced by the intended ${call.text}`);
  return offerLhoWithdrawal(inRotation(st, by, call, facts), later, by, '25A6');
}

/** Laws 25A6, 21B2: after a permitted change the LHO may withdraw the call he made over the first call. */
export function offerLhoWithdrawal(out: Outcome, later: readonly StandingCall[], by: Seat, law: LhoWithdraw['law']): Outcome {
  if (isAsk(out) || !out.ok) return out;
  const next = out.value;
  const lhoCall = later.find((c) => c.seat === lhoOf(by));
  if (lhoCall === undefined || next.pending !== null || next.phase !== 'auction' || next.turn !== lhoCall.seat) return out;
  return ok({
    ...cite(next, L(law), `${lhoCall.seat} may withdraw his ${lhoCall.call.text} made after the changed call`),
    pending: { kind: 'choice', by: lhoCall.seat, options: ['keep', 'withdraw'], law: L(law) },
    choice: { type: 'lho-withdraw', lho: lhoCall.seat, call: lhoCall.call, law },
  });
}

/**
 * The LHO withdraws his call. Law 25A6: its information is authorized for his side only. Law 21B2:
 * his side misinformed, so Law 16C makes it unauthorized for his side.
 */
export function lhoWithdraws(s: AuctionState, ctx: LhoWithdraw): AuctionState {
  const { lho, call, law } = ctx;
  const unauthorizedFor = law === '21B2' ? sideOf(lho) : sideOf(rhoOf(lho));
  const st: AuctionState = {
    ...s,
    pending: null,
    choice: null,
    information: [...s.information, { seat: lho, what: `call ${call.text}`, law: L(law === '21B2' ? '16C' : law), unauthorizedFor }],
  };
  return cite(st, L(law), `${lho} withdraws ${call.text}`);
}

/** Law 25B1: accepted (also by calling over it) — the first call is withdrawn, the second stands. */
export function acceptChange(s: AuctionState, ctx: Changed): AuctionState {
  const idx = lastCallIndex(s, ctx.offender);
  const later = s.calls.slice(idx + 1);
  let st = truncate({ ...s, pending: null, choice: null }, idx);
  // Law 25B3: Law 16C applies to the withdrawn first call.
  st = cite(withdrawn(st, ctx.offender, ctx.first, L('25B3')), L('25B1'), `${ctx.second.text} replaces ${ctx.first.text}`);
  // Law 26B unless the second call is comparable (Law 26A).
  if (!ctx.comparable) st = offerLeadRestriction(st, ctx.offender, L('25B1'));
  st = appendCall(st, ctx.offender, ctx.second);
  for (const c of later) st = appendCall(st, c.seat, c.call);
  return st;
}

/** Law 25B2: not accepted — the changed call is cancelled and the first call stands. */
export function rejectChange(s: AuctionState, ctx: Changed): AuctionState {
  let st: AuctionState = { ...s, pending: null, choice: null };
  // Laws 25B2, 25B3: the changed call is cancelled, with Law 16C.
  st = cite(withdrawn(st, ctx.offender, ctx.second, L('25B3')), L('25B2'), `${ctx.second.text} is cancelled; ${ctx.first.text} stands`);
  return ctx.comparable ? st : offerLeadRestriction(st, ctx.offender, L('25B2'));
}

type OutOfRotation = Extract<ChoiceContext, { type: 'out-of-rotation' }>;

/**
 * Law 25A with 29–32: a call out of rotation, its LHO's choice still open, can be replaced under 25A like
 * any other (partner has not called since, 25A4). The director finds whether it was unintended (25A1). If
 * so, the intended call takes its place and is dealt with as the call out of rotation it now is: its LHO
 * chooses again (29A), and Law 26 does not apply to the change itself (25A1). If not (25A2), the call out
 * of rotation stands, the change is cancelled (25B2, 16C by 25B3), and its LHO still chooses.
 */
export function changeOutOfRotation(s: AuctionState, ctx: OutOfRotation, call: Call, facts: Facts): Outcome {
  const by = ctx.offender;
  const unintended = finding(facts, 'unintended');
  if (unintended === undefined) return ask(['unintended'], L('25A1'));
  if (!unintended) {
    let st = cite(s, L('25A2'), `${by} meant his ${ctx.call.text}: it was not a mechanical error or slip of the tongue`);
    st = withdrawn(st, by, call, L('25B3'));
    return ok(cite(st, L('25B2'), `the change to ${call.text} is cancelled; ${ctx.call.text} out of rotation stands and ${lhoOf(by)} still chooses`));
  }
  let st = withdrawn({ ...s, pending: null, choice: null }, by, ctx.call, L('16C'));
  st = cite(st, L('25A1'), `${by}'s unintended ${ctx.call.text} is replaced by the intended ${call.text}, itself a call out of rotation`);
  return outOfRotation(st, by, call, facts);
}
