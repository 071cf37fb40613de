// Laws 28B–32: calls out of rotation — acceptance, cancellation and what each kind costs.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { ok, lhoOf, partnerOf, rhoOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { appendCall } from './finish.js';
import { bidAboveSeven, inadmissibleDouble } from './inadmissible.js';
import { callStatus } from './legality.js';
import type { Ask, Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { addFollowUp, cite, obligePass, withdrawn } from './record.js';
import type { AuctionState, ChoiceContext } from './state.js';

const L = (law: string) => law as LawRef;
type OutOfRotation = Extract<ChoiceContext, { type: 'out-of-rotation' }>;

/** Laws 29A, 32: a call out of rotation; the offender's LHO may accept it (an inadmissible one never). */
export function outOfRotation(s: AuctionState, by: Seat, call: Call, facts: Facts): Outcome {
  const turn = s.turn as Seat;
  const status = callStatus(s, by, call);
  if (status === 'above-seven') return ok(bidAboveSeven(s, by, call, false));
  if (status === 'inadmissible-double') return ok(inadmissibleDouble(s, by, call, false));
  const lho = lhoOf(by);
  let st = cite(s, L('29A'), `${call.text} by ${by} is out of rotation (${turn} was due to call): ${lho} may accept it`);
  // Law 27A2: an insufficient bid out of rotation is a bid out of rotation.
  if (status === 'insufficient') st = cite(st, L('27A2'), 'an insufficient bid out of rotation is dealt with as a bid out of rotation');
  return ok({
    ...st,
    pending: { kind: 'choice', by: lho, options: ['accept', 'reject'], law: L('29A') },
    choice: { type: 'out-of-rotation', offender: by, call, turn, artificial: finding(facts, 'artificial') ?? null },
  });
}

/** Law 29A: accepted — the call stands as if made in rotation. */
export function acceptOutOfRotation(s: AuctionState, ctx: OutOfRotation): AuctionState {
  const st = cite({ ...s, pending: null, choice: null }, L('29A'), `${lhoOf(ctx.offender)} accepts ${ctx.call.text}: it stands as if in rotation`);
  return appendCall(st, ctx.offender, ctx.call);
}

/** Law 28B: the player whose turn it was called first; the call out of rotation is cancelled unrectified. */
export function cancelledByCorrectCall(s: AuctionState, ctx: OutOfRotation): AuctionState {
  let st: AuctionState = { ...s, pending: null, choice: null };
  st = withdrawn(st, ctx.offender, ctx.call, L('16C2'));
  return cite(st, L('28B'), `${ctx.turn} called at his own turn: ${ctx.offender}'s ${ctx.call.text} is cancelled without rectification; Law 26 does not apply, 16C2 does`);
}

/** Law 28B vs 29A when the correct caller is also the offender's LHO: his intent decides. */
export function correctCallerIsLho(facts: Facts): Ask | 'own-turn' | 'accepted' {
  const intent = facts['intent-lead-or-play'];
  if (intent === undefined) return ask(['intent-lead-or-play'], L('28B'));
  return intent === true || intent === 'own-turn' ? 'own-turn' : 'accepted';
}

/** Law 29B: not accepted — cancelled; the auction reverts to the player whose turn it was; 30–32 apply. */
export function rejectOutOfRotation(s: AuctionState, ctx: OutOfRotation, facts: Facts): Outcome {
  // Law 29C/30C: a pass is artificial only when the director finds it so (the finding `artificial`, given with the
  // pass, the decision or any time before); without that finding it is the ordinary pass of Law 30, as the public
  // case format reads a rejected pass.
  const artificial = finding(facts, 'artificial') ?? ctx.artificial;
  return ok(cancelOutOfRotation(s, ctx, artificial === true));
}

/** Laws 29B–32 once the director has said (for a pass) whether the call was artificial (29C). */
function cancelOutOfRotation(s: AuctionState, ctx: OutOfRotation, artificial: boolean): AuctionState {
  const { offender: by, call, turn } = ctx;
  // Law 29B: cancelled; the auction reverts to the player whose turn it was.
  let st: AuctionState = { ...s, pending: null, choice: null, turn };
  st = cite(st, L('29B'), `${call.text} by ${by} is cancelled; the auction reverts to ${turn}`);
  st = withdrawn(st, by, call, L('16C2'));
  const atRho = turn === rhoOf(by);
  if (call.type === 'pass' && !artificial) {
    if (atRho) {
      // Law 30A: at RHO's turn the offender must pass at his next turn.
      st = cite(st, L('30A'), `${by} must pass at his next turn`);
      return obligePass(st, by, 'next-turn', L('30A'));
    }
    // Law 30B1(a): partner is free (16C2 applies); Law 30B1(b): the offender's next call is judged.
    st = cite(st, L('30B1(a)'), `${partnerOf(by)} may make any legal call; the cancelled pass is unauthorized information for him`);
    return addFollowUp(st, { type: 'comparable-next', offender: by, cancelled: call, lawA: L('30B1(b)(i)'), lawB: L('30B1(b)(ii)') });
  }
  if (call.type === 'pass' || call.type === 'bid') {
    // Law 30C: an artificial pass goes to Law 31.
    if (call.type === 'pass') st = cite(st, L('30C'), 'an artificial pass out of rotation is dealt with as a bid out of rotation');
    if (atRho) {
      // Law 31A: at RHO's turn, what RHO does next decides (31A1 or 31A2).
      st = cite(st, L('31A'), `if ${turn} passes, ${by} must repeat ${call.text}`);
      return addFollowUp(st, { type: 'await-rho', offender: by, rho: turn, cancelled: call, law: 'bid' });
    }
    // Laws 31B1, 31B2: partner is free; the offender's next call is judged under 31A2.
    st = cite(st, L('31B1'), `${partnerOf(by)} may make any legal call; ${by}'s next call is judged under 31B2`);
    st = cite(st, L('31B2'), `${by} may make any legal call at his turn`);
    return addFollowUp(st, { type: 'comparable-next', offender: by, cancelled: call, lawA: L('31A2(a)'), lawB: L('31A2(b)') });
  }
  if (atRho) {
    // Law 32A: at RHO's turn, what RHO does next decides (32A1 or 32A2).
    st = cite(st, L('32A'), `if ${turn} passes, ${by} must repeat ${call.text}`);
    return addFollowUp(st, { type: 'await-rho', offender: by, rho: turn, cancelled: call, law: 'double' });
  }
  // Laws 32B, 32B1, 32B2: at partner's turn — partner is free; the offender's next call is judged under 32A2.
  st = cite(st, L('32B1'), `${partnerOf(by)} may make any legal call; ${by}'s next call is judged under 32B2`);
  st = cite(st, L('32B2'), `${by} may make any legal call at his turn; Law 32A2 decides what it costs`);
  return addFollowUp(st, { type: 'comparable-next', offender: by, cancelled: call, lawA: L('32A2(a)'), lawB: L('32A2(b)') });
}
