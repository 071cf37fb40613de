// Law 27: the insufficient bid — acceptance (A), replacement (B1–B4), premature replacement (C).
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { ok, lhoOf, partnerOf } from '@bridge-laws/cards-and-boards';
import type { Bid, Call } from './call.js';
import { lowestSufficient, sameCall } from './call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { appendCall } from './finish.js';
import { bidAboveSeven, inadmissibleDouble } from './inadmissible.js';
import { callStatus, lastBid } from './legality.js';
import type { CallInRotation, Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { addFollowUp, askedAtEnd, authorize, cite, citeComparableGround, deferDamage, obligePass, offerLeadRestriction, withdrawn, withoutFollowUp } from './record.js';
import type { AuctionState, ChoiceContext, FollowUp } from './state.js';

const L = (law: string) => law as LawRef;
type Insufficient = Extract<ChoiceContext, { type: 'insufficient' }>;
type Replace = Extract<FollowUp, { type: 'replace-insufficient' }>;

/** Law 27A1: an insufficient bid in rotation; the offender's LHO may accept it. */
export function insufficientBid(s: AuctionState, by: Seat, b: Bid): AuctionState {
  const lho = lhoOf(by);
  const st = cite(s, L('27A1'), `${b.text} by ${by} is insufficient: ${lho} may accept it (calling over it accepts it)`);
  return {
    ...st,
    turn: lho,
    pending: { kind: 'choice', by: lho, options: ['accept', 'reject'], law: L('27A1') },
    choice: { type: 'insufficient', offender: by, call: b, premature: null, again: false },
  };
}

/** Law 27A1 (or 27B4): the LHO accepts; the insufficient bid stands as if legal. */
export function acceptInsufficient(s: AuctionState, ctx: Insufficient): AuctionState {
  let st: AuctionState = { ...s, pending: null, choice: null };
  st = cite(st, L(ctx.again ? '27B4' : '27A1'), `${lhoOf(ctx.offender)} accepts ${ctx.call.text}`);
  for (const f of st.followUps) if (f.type === 'replace-insufficient' && f.offender === ctx.offender) st = withoutFollowUp(st, f);
  if (ctx.premature !== null) {
    st = cite(withdrawn(st, ctx.offender, ctx.premature, L('16C')), L('27C'), `the premature replacement ${ctx.premature.text} is cancelled`);
  }
  return appendCall(st, ctx.offender, ctx.call);
}

/** Law 27B: not accepted — the offender must replace the bid (27B3 if it was a second insufficient bid). */
export function rejectInsufficient(s: AuctionState, ctx: Insufficient, facts: Facts, inRotation: CallInRotation): Outcome {
  const by = ctx.offender;
  let st: AuctionState = { ...s, pending: null, choice: null, turn: by };
  st = withdrawn(st, by, ctx.call, L('16C'));
  if (ctx.again) {
    // Law 27B4 → 27B3: the second insufficient bid is cancelled and partner is silenced.
    st = cite(st, L('27B4'), `${ctx.call.text} is not accepted: Law 27B3 applies`);
    const first = st.followUps.find((f): f is Replace => f.type === 'replace-insufficient' && f.offender === by);
    st = silence(st, by, first?.withdrawn ?? ctx.call);
    st = { ...st, followUps: st.followUps.map((f) => (f.type === 'replace-insufficient' && f.offender === by ? { ...f, silenced: true } : f)) };
    return ok(st);
  }
  // Law 27B: not accepted, it must be replaced by a legal call.
  st = cite(st, L('27B'), `${ctx.call.text} is not accepted: ${by} must replace it with a legal call`);
  st = addFollowUp(st, { type: 'replace-insufficient', offender: by, withdrawn: ctx.call, silenced: false, law: L('27B') });
  // Law 27C: a replacement made before the ruling is the replacement; part B applies to it.
  if (ctx.premature !== null) return inRotation(cite(st, L('27C'), `${by}'s premature replacement ${ctx.premature.text} is the replacement`), by, ctx.premature, facts);
  return ok(st);
}

/** Law 27B3: partner passes for the rest of the auction; the withdrawn insufficient bid may bring a lead right (26). */
function silence(s: AuctionState, by: Seat, insufficient: Call): AuctionState {
  let st = obligePass(s, partnerOf(by), 'end-of-auction', L('27B3'));
  st = cite(st, L('27B3'), `${partnerOf(by)} must pass for the rest of the auction`);
  return offerLeadRestriction(st, by, L('27B3'), askedAtEnd(insufficient));
}

/** Law 27B1–B4: the offender's call at his turn after the insufficient bid was not accepted. */
export function replaceInsufficient(s: AuctionState, f: Replace, call: Call, facts: Facts): Outcome {
  const by = f.offender;
  const status = callStatus(s, by, call);
  if (status === 'above-seven') return ok(bidAboveSeven(withoutFollowUp(s, f), by, call, true));
  if (call.type === 'bid' && status === 'insufficient') {
    // Law 27B4: a second insufficient bid; the LHO may accept it (Law 27A1), otherwise 27B3.
    const lho = lhoOf(by);
    const st = cite(s, L('27B4'), `${call.text} is again insufficient: ${lho} may accept it`);
    return ok({
      ...st,
      turn: lho,
      pending: { kind: 'choice', by: lho, options: ['accept', 'reject'], law: L('27B4') },
      choice: { type: 'insufficient', offender: by, call, premature: null, again: true },
    });
  }
  const comparable = finding(facts, 'comparable');
  if (f.silenced) {
    // Law 27B3: after a cancelled attempt the offender replaces again; a double is cancelled again.
    if (call.type !== 'bid' && call.type !== 'pass') {
      return ok(cite(withdrawn(s, by, call, L('16C')), L('27B3'), `${call.text} cannot replace the insufficient bid: it is cancelled`));
    }
    return ok(appendCall(cite(withoutFollowUp(s, f), L('27B3'), `${call.text} replaces the insufficient bid`), by, call));
  }
  if (call.type === 'double' || call.type === 'redouble') {
    // Law 27B1(b): a double or redouble may be comparable; only the director can say.
    if (comparable === undefined) return ask(['comparable'], L('27B1(b)'));
    if (comparable && status === 'legal') return ok(noRectification(citeComparableGround(s, facts, call, f.withdrawn), f, call, L('27B1(b)')));
    if (comparable) return ok(inadmissibleDouble(withoutFollowUp(s, f), by, call, true));
    // Law 27B3: the attempted double or redouble is cancelled; the offender replaces again.
    let st = cite(withdrawn(s, by, call, L('16C')), L('27B3'), `${call.text} is not comparable: it is cancelled and ${by} must replace again`);
    st = silence(st, by, f.withdrawn);
    return ok({ ...st, followUps: st.followUps.map((x) => (x === f ? { ...f, silenced: true } : x)) });
  }
  if (call.type === 'bid') {
    // Law 27B1(a): the lowest sufficient bid specifying the same denomination(s). When it names the
    // insufficient bid's own denomination the "lowest" part is mechanical; meanings are the director's.
    const sameNamed = call.denomination === f.withdrawn.denomination;
    const lowest = lowestSufficient(f.withdrawn.denomination, lastBid(s));
    const candidate = !sameNamed || (lowest !== null && sameCall(call, lowest));
    const same = candidate ? finding(facts, 'same-denominations') : false;
    if (same === true) return ok(noRectification(s, f, call, L('27B1(a)')));
    if (comparable === true) return ok(noRectification(citeComparableGround(s, facts, call, f.withdrawn), f, call, L('27B1(b)'))); // Law 27B1(b): except under (a)
    // Law 27B1(b) applies only "except as in (a)": the director is asked whether it is comparable once (a) is ruled out.
    if (same === undefined) return ask(['same-denominations'], L('27B1(a)'));
    if (comparable === undefined) return ask(['comparable'], L('27B1(b)'));
  } else if (comparable === undefined) {
    // Law 27B1(b): a pass may be comparable too.
    return ask(['comparable'], L('27B1(b)'));
  } else if (comparable) {
    return ok(noRectification(citeComparableGround(s, facts, call, f.withdrawn), f, call, L('27B1(b)')));
  }
  // Law 27B2: any other replacement silences partner for the rest of the auction.
  let st = withoutFollowUp(s, f);
  st = cite(st, L('27B2'), `${call.text} neither shows the same denominations nor is comparable: ${partnerOf(by)} must pass for the rest of the auction`);
  st = obligePass(st, partnerOf(by), 'end-of-auction', L('27B2'));
  st = offerLeadRestriction(st, by, L('27B2'), askedAtEnd(f.withdrawn));
  return ok(appendCall(st, by, call));
}

/** Laws 27B1(a)/(b): the auction continues without rectification; 16C does not apply; see 27D. */
function noRectification(s: AuctionState, f: Replace, call: Call, law: LawRef): AuctionState {
  let st = withoutFollowUp(s, f);
  st = cite(st, law, `${call.text} replaces ${f.withdrawn.text} without further rectification`);
  st = authorize(st, f.offender, f.withdrawn); // Law 26A: and no lead restriction
  // Law 27D: whether the non-offending side was damaged is asked at the end of play.
  st = deferDamage(st, '27D', f.offender);
  return appendCall(st, f.offender, call);
}
