// Laws 20F6, 21A, 21B: a call changed because an opponent's explanation (or missing alert) misinformed the caller.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { areOpponents, err, partnerOf, refusal, sideOf, ok } from '@bridge-laws/cards-and-boards';
import { changeAfterAuction, reopened } from './auction-period.js';
import type { Call } from './call.js';
import { changeOfCall, lastCallIndex, offerLhoWithdrawal } from './change-of-call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import type { Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { cite, deferDamage, truncate } from './record.js';
import { inRotation } from './rotation.js';
import type { AuctionState, StandingCall } from './state.js';

const L = (law: string) => law as LawRef;

/**
 * Law 21B1: until the end of the auction period, and while partner has not called since, `by` may
 * change his call without further rectification for his side when the director judges that it could
 * well have been influenced by misinformation from `misinformedBy`.
 */
export function changeAfterMisinformation(s: AuctionState, by: Seat, call: Call, misinformedBy: Seat, facts: Facts): Outcome {
  if (!areOpponents(by, misinformedBy)) {
    return err(refusal('not-offered', `change to ${call.text} by ${by}: only an opponent's explanation can misinform him (Law 21B1(a)); ${misinformedBy} is his partner`, L('21B1(a)')));
  }
  const idx = lastCallIndex(s, by);
  if (idx < 0) return err(refusal('not-offered', `change to ${call.text} by ${by}: he has made no call to change (Law 21B1(a))`, L('21B1(a)')));
  if (finding(facts, 'own-misunderstanding') === true) return ownMisunderstanding(s, by, call, facts);
  const partnerCalled = s.calls.slice(idx + 1).some((c) => c.seat === partnerOf(by));
  if (s.periodOver || partnerCalled) return ok(tooLate(s, by, misinformedBy, partnerCalled));
  // Law 21B1(b): the director presumes a mistaken explanation unless the evidence shows the agreement was as explained.
  const agreement = facts['agreement-was'];
  const influenced = finding(facts, 'could-have-been-influenced'); // Law 21B1(a)
  // Laws 21B1(b), 21B1(a): the agreement first, asked together with the influence when both are missing.
  if (agreement === undefined) return ask(influenced === undefined ? ['agreement-was', 'could-have-been-influenced'] : ['agreement-was'], L('21B1(b)'));
  if (influenced === undefined) return ask(['could-have-been-influenced'], L('21B1(a)'));
  if (agreement === 'as-explained' || !influenced) {
    const why = agreement === 'as-explained'
      ? [L('21B1(b)'), 'the explanation matched the agreement: the call, not the explanation, was mistaken']
      : [L('21B1(a)'), 'the call could not well have been influenced by the misinformation'];
    const st = cite(s, why[0] as LawRef, `${why[1] as string}: no change under Law 21B`);
    const meant = { ...facts, unintended: false };
    return s.phase === 'auction' ? changeOfCall(st, by, call, meant, inRotation) : changeAfterAuction(st, by, call, meant, inRotation);
  }
  return permittedChange(s, by, idx, call, misinformedBy, facts);
}

/**
 * Law 21A: the director found that the player acted on his own misreading of the explanation. There is
 * no change under Law 21B and nothing deferred for an adjustment; the call stands unless Law 25 lets it go.
 */
function ownMisunderstanding(s: AuctionState, by: Seat, call: Call, facts: Facts): Outcome {
  const st = cite(s, L('21A'), `${by} misunderstood the explanation himself: no rectification`);
  if (s.periodOver) return ok(st);
  const meant = { ...facts, unintended: false };
  return s.phase === 'auction' ? changeOfCall(st, by, call, meant, inRotation) : changeAfterAuction(st, by, call, meant, inRotation);
}

/** Laws 21B1(a), 21B2: the call is replaced; the LHO may then withdraw the call he made over it. */
function permittedChange(s: AuctionState, by: Seat, idx: number, call: Call, misinformedBy: Seat, facts: Facts): Outcome {
  const base = reopened(s);
  const old = (base.calls[idx] as StandingCall).call;
  const later = base.calls.slice(idx + 1);
  let st = truncate(base, idx);
  // Law 16C1: the misinformed side's withdrawn call is authorized for it and unauthorized for the misinforming side.
  st = {
    ...st,
    turn: by,
    information: [...st.information, { seat: by, what: `call ${old.text}`, law: L('16C'), unauthorizedFor: sideOf(misinformedBy) }],
  };
  st = cite(st, L('21B1(a)'), `${by} changes ${old.text} to ${call.text} after misinformation from ${misinformedBy}: no further rectification for his side`);
  return offerLhoWithdrawal(inRotation(st, by, call, facts), later, by, '21B2');
}

/** Law 21B3: too late to change; at the end of play the director asks whether the offending side gained. */
function tooLate(s: AuctionState, by: Seat, misinformedBy: Seat, partnerCalled: boolean): AuctionState {
  const why = partnerCalled ? `${partnerOf(by)} has called since` : 'the auction period is over';
  const st = cite(s, L('21B3'), `${by}'s call cannot be changed (${why}): the director judges at the end of play whether ${sideOf(misinformedBy)} gained through the misinformation`);
  return deferDamage(st, '21B3', misinformedBy);
}
