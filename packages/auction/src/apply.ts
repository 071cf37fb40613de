// The auction reducer: (state, event) → new state or refusal. Judgment stops and asks the director.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { err, ok, lhoOf, refusal } from '@bridge-laws/cards-and-boards';
import { acceptChange, changeOutOfRotation, lhoWithdraws, rejectChange } from './change-of-call.js';
import type { AuctionEvent } from './events.js';
import { auctionBegun, cardSeenBeforeAuction, exposeDuringAuction } from './exposed-card.js';
import { cardSeenBeforeAuction2007 } from './extraneous-2007.js';
import type { Facts, OptionId } from './facts.js';
import { callAfterFinalPass, lhoCalledFirst } from './inadmissible.js';
import { changeAfterAuction, takeCardsOut } from './auction-period.js';
import { changeAfterMisinformation } from './misinformation.js';
import { acceptInsufficient, rejectInsufficient } from './insufficient-bid.js';
import type { Ask, AuctionRefusal, Outcome } from './outcome.js';
import { ask, askedPending, isAsk } from './outcome.js';
import { openLeadFinding, recordLeadFinding, suitsFinding } from './lead-restriction-2007.js';
import { L2007 } from './law-2007.js';
import { acceptOutOfRotation, cancelledByCorrectCall, correctCallerIsLho, rejectOutOfRotation } from './out-of-rotation.js';
import { rejectOutOfRotation2007 } from './out-of-rotation-2007.js';
import { cite } from './record.js';
import { appendCall } from './finish.js';
import { attentionToOverlooked, callOverBidAboveSeven, overlook, overlookable } from './attention-later.js';
import { callStatus } from './legality.js';
import { CHANGE_OF_CALL, callAt, inRotation } from './rotation.js';
import { acceptChange2007, changeOutOfRotation2007, rejectChange2007 } from './change-of-call-2007.js';
import type { AuctionState, ChoiceContext } from './state.js';
import type { Call } from './call.js';
import type { Result } from '@bridge-laws/cards-and-boards';

const L = (law: string) => law as LawRef;
const EMPTY: Facts = {};

/** One line naming an event, for messages. */
export function describeEvent(e: AuctionEvent): string {
  switch (e.type) {
    case 'call':
      return `call ${e.call.text} by ${e.by}`;
    case 'change':
      return `change to ${e.call.text} by ${e.by}${e.misinformedBy === undefined ? '' : ` after misinformation from ${e.misinformedBy}`}`;
    case 'decide':
      return `decide ${e.option} by ${e.by}`;
    case 'facts':
      return 'director\'s findings';
    case 'expose':
      return `${e.led ? 'lead' : 'exposure'} of ${e.cards.join(' ')} by ${e.by}`;
    case 'attention':
      return `attention drawn by ${e.by}`;
    case 'take-out':
      return `${e.by} takes his cards out of the board`;
  }
}

function refuse(code: AuctionRefusal['code'], message: string, law?: LawRef): Result<AuctionState, AuctionRefusal> {
  return err(refusal(code, message, law));
}

/**
 * Apply one event of the auction period. Mechanical rules are applied at once; a player's choice
 * becomes `pending: {kind: 'choice'}`; a judgment becomes `pending: {kind: 'question'}` and the
 * event waits until a `facts` event answers it. A refused event leaves the state unchanged.
 */
export function applyAuctionEvent(s: AuctionState, e: AuctionEvent): Result<AuctionState, AuctionRefusal> {
  if (e.type === 'facts') return answer(s, e.facts);
  // Fast path: a legal call in turn with no rectification under way (the common case).
  if (e.type === 'call' && s.pending === null && s.provisional === null && s.overlooked === null && e.unnoticed !== true && s.phase === 'auction' && e.by === s.turn
    && s.followUps.length === 0 && s.mustPass.length === 0 && s.leadRestrictions.length === 0 && e.simultaneous !== true && callStatus(s, e.by, e.call) === 'legal') {
    return ok(appendCall(s, e.by, e.call));
  }
  if (s.pending !== null && s.pending.kind === 'question') {
    return refuse(
      'awaiting-director',
      `${describeEvent(e)}: refused — the director must first answer ${s.pending.questions.join(', ')} (Law ${s.pending.law}); no action is taken pending the ruling (Law 9B2)`,
      L('9B2'),
    );
  }
  return resolve(s, e, ('facts' in e && e.facts) || EMPTY);
}

/** The director's findings: answer the pending question and run the waiting event again. */
function answer(s: AuctionState, facts: Facts): Result<AuctionState, AuctionRefusal> {
  if (s.awaiting === null) return ok(s);
  const merged = { ...s.awaiting.facts, ...facts };
  const base: AuctionState = { ...s, pending: s.awaiting.pending, awaiting: null };
  return resolve(base, s.awaiting.event, merged);
}

function resolve(s: AuctionState, e: AuctionEvent, facts: Facts): Result<AuctionState, AuctionRefusal> {
  const o = dispatch(s, e, facts);
  if (!isAsk(o)) return o.ok ? settleLeadRights(s, e, facts, o.value) : o;
  return asking(s, e, facts, o);
}

function asking(s: AuctionState, e: AuctionEvent, facts: Facts, o: Ask): Result<AuctionState, AuctionRefusal> {
  const st = cite(s, o.law, `the director is asked: ${o.ask.join(', ')}`);
  return ok({
    ...st,
    pending: askedPending(o),
    awaiting: { event: e, facts, pending: s.pending },
  });
}

/**
 * Law 2007 26A: the event ended the auction (or ruled a call after it) leaving a defending offender's right that waits
 * for the director — what the withdrawn call related to, or what the offender specified legally. The finding is asked;
 * once given it is recorded for that call and the event runs again, until every right is settled.
 */
function settleLeadRights(s: AuctionState, e: AuctionEvent, facts: Facts, after: AuctionState): Result<AuctionState, AuctionRefusal> {
  const open = openLeadFinding(after);
  if (open === null) return ok(after);
  const given = suitsFinding(facts, open.id);
  if (!given.ok) return given;
  if (given.value === undefined) return asking(s, e, facts, ask([open.id], L2007('26A')));
  const { [open.id]: _used, ...rest } = facts;
  return resolve(recordLeadFinding(s, open, given.value), e, rest);
}

function dispatch(s0: AuctionState, e: AuctionEvent, facts: Facts): Outcome {
  // Law 17A: taking the cards out of the board begins a side's auction period; it rules nothing else.
  if (e.type === 'take-out') return ok(takeCardsOut(s0, e.by));
  let s = s0;
  if (s.provisional !== null) {
    const p = s.provisional;
    if (e.type === 'call' && e.by === lhoOf(p.offender)) {
      const r = lhoCalledFirst(s, p, e.call);
      return r.applyCall ? dispatch(r.state, e, facts) : ok(r.state);
    }
    s = settleRectification(s);
    if (e.type === 'attention') return ok(s);
  }
  if (e.type === 'call' && e.unnoticed === true) return unnoticed(s, e.by, e.call);
  if (s.overlooked !== null) {
    // Laws 36A, 36C, 38B: attention drawn at a later time to an inadmissible call that passed unnoticed.
    if (e.type === 'attention') return ok(attentionToOverlooked(s, e.by));
    if (e.type === 'call' && s.overlooked.law === '38') return ok(callOverBidAboveSeven(s, e.by, e.call));
  }
  switch (e.type) {
    case 'call':
      if (s.periodOver) return refuse('wrong-phase', `${describeEvent(e)}: the auction period is over (Law ${s.phase === 'ended' ? '17D1' : '17D2'})`, L(s.phase === 'ended' ? '17D1' : '17D2'));
      // Law 17D: the auction has ended; a call now comes after the final pass (Law 35D).
      if (s.phase !== 'auction') return ok(callAfterFinalPass(s, e.by, e.call));
      if (s.pending !== null) return callDuringChoice(s, e.by, e.call, facts);
      return callAt(s, e.by, e.call, facts, e.simultaneous === true);
    case 'change':
      // Law 25A: the offender may still replace an unintended call out of rotation while its LHO's choice is open.
      if (s.pending !== null && s.pending.kind === 'choice' && s.choice?.type === 'out-of-rotation' && e.by === s.choice.offender && e.misinformedBy === undefined) {
        return CHANGE[s.edition].outOfRotation(s, s.choice, e.call, facts);
      }
      if (s.pending !== null) return awaitingChoice(s, e);
      if (e.misinformedBy !== undefined) return changeAfterMisinformation(s, e.by, e.call, e.misinformedBy, facts);
      if (s.phase !== 'auction') return changeAfterAuction(s, e.by, e.call, facts, inRotation);
      return CHANGE_OF_CALL[s.edition](s, e.by, e.call, facts, inRotation);
    case 'decide':
      return decide(s, e.by, e.option, facts);
    case 'expose':
      if (s.phase !== 'auction') {
        return refuse('wrong-phase', `${describeEvent(e)}: the auction is over; a card exposed now is a matter for the play (Laws 48–49)`, L('24'));
      }
      // Law 24 starts with the first call (17B); before it a card seen is a Law 16D matter.
      if (!auctionBegun(s)) return CARD_SEEN_BEFORE_AUCTION[s.edition](s, e.by, e.cards, facts);
      return ok(exposeDuringAuction(s, e.by, e.cards, e.led, e.deliberate));
    case 'attention':
    case 'facts':
      return ok(s);
  }
}

/**
 * A call the case marks `unnoticed`: only an inadmissible double or redouble, or a bid above seven, made in rotation
 * while nothing else is being ruled — the calls whose ruling depends on when attention is drawn (Laws 36, 38).
 */
function unnoticed(s: AuctionState, by: Seat, call: Call): Outcome {
  const what = `call ${call.text} by ${by} marked unnoticed`;
  if (s.overlooked !== null) {
    return refuse('invalid-event', `${what}: ${s.overlooked.offender}'s ${s.overlooked.call.text} still awaits attention (Laws 36A, 38B)`, L(`${s.overlooked.law}B`));
  }
  if (s.phase !== 'auction' || s.pending !== null || s.followUps.length > 0 || by !== s.turn) {
    return refuse('invalid-event', `${what}: unnoticed marks an inadmissible call made in rotation while nothing else is being ruled (Laws 36A, 36C, 38B)`, L('36A'));
  }
  const law = overlookable(callStatus(s, by, call));
  if (law === null) {
    return refuse('invalid-event', `${what}: only an inadmissible double or redouble (Law 36) or a bid above seven (Law 38) is ruled differently when noticed later; other calls are noticed at the LHO's next call (Laws 27A, 29A, 37A, 39B)`);
  }
  return ok(overlook(s, by, call, law));
}

/** The moment a rectification is announced: Laws 36–39's "LHO called first" branch no longer applies. */
export function settleRectification(s: AuctionState): AuctionState {
  return s.provisional === null ? s : { ...s, provisional: null };
}

function awaitingChoice(s: AuctionState, e: AuctionEvent): Outcome {
  const p = s.pending;
  const who = p === null ? '' : p.kind === 'choice' ? `${p.by} must first choose ${p.options.join(' or ')}` : 'the director must rule';
  return refuse('awaiting-choice', `${describeEvent(e)}: refused — ${who} (Law ${p?.law ?? '10C1'}); no call is made pending the ruling (Law 9B2)`, p?.law);
}

/** A call while a player's choice is pending: acceptance by calling, 27C or 28B. */
function callDuringChoice(s: AuctionState, by: Seat, call: Call, facts: Facts): Outcome {
  const ctx = s.choice;
  const p = s.pending;
  const e: AuctionEvent = { type: 'call', by, call };
  if (ctx === null || p === null || p.kind !== 'choice') return awaitingChoice(s, e);
  switch (ctx.type) {
    case 'insufficient':
      if (by === p.by) return inRotation(acceptInsufficient(s, ctx), by, call, facts); // Law 27A1
      if (by === ctx.offender && !ctx.again && ctx.premature === null) {
        // Laws 9C, 27C: the offender replaces the insufficient bid before the ruling; his correction may cost him more.
        const early = cite(s, L('9C'), `${by} corrected his own irregularity before the ruling: he may be subject to further rectification`);
        const st = cite(early, L('27C'), `${by} replaced ${ctx.call.text} with ${call.text} before the ruling`);
        return ok({ ...st, choice: { ...ctx, premature: call } });
      }
      return awaitingChoice(s, e);
    case 'out-of-rotation': {
      const accept = () => callAt(acceptOutOfRotation(s, ctx), by, call, facts, false); // Law 29A
      const ownTurn = () => callAt(cancelledByCorrectCall(s, ctx), by, call, facts, false); // Law 28B
      // Law 28B: the correct player is also the offender's LHO — his intent decides.
      if (by === ctx.turn && by === p.by) {
        const intent = correctCallerIsLho(facts);
        if (typeof intent !== 'string') return intent;
        return intent === 'own-turn' ? ownTurn() : accept();
      }
      if (by === ctx.turn) return ownTurn();
      if (by === p.by) return accept();
      return awaitingChoice(s, e);
    }
    case 'changed':
      if (by === p.by) return callAt(CHANGE[s.edition].accept(s, ctx), by, call, facts, false); // Law 25B1
      return awaitingChoice(s, e);
    case 'lho-withdraw':
      if (by === p.by) return inRotation(lhoWithdraws(s, ctx), by, call, facts);
      return awaitingChoice(s, e);
  }
}

/** Law 16D (2017) and 2007 16C: a card seen before the first call, the leaf of the auction's edition. */
const CARD_SEEN_BEFORE_AUCTION: Readonly<Record<AuctionState['edition'], typeof cardSeenBeforeAuction>> = {
  '2017': cardSeenBeforeAuction,
  '2007': cardSeenBeforeAuction2007,
};

/** Law 25B (2017) and 2007 25B: the LHO's choice on a change of call, and 25A while a call out of rotation awaits it. */
const CHANGE: Readonly<Record<AuctionState['edition'], {
  readonly accept: typeof acceptChange;
  readonly reject: typeof rejectChange;
  readonly outOfRotation: typeof changeOutOfRotation;
}>> = {
  '2017': { accept: acceptChange, reject: rejectChange, outOfRotation: changeOutOfRotation },
  '2007': { accept: acceptChange2007, reject: rejectChange2007, outOfRotation: changeOutOfRotation2007 },
};

/** Laws 29B–32 (2017) and 2007 29B–32: the cancelled call's rectification, the leaf of the auction's edition. */
const REJECT_OUT_OF_ROTATION: Readonly<Record<AuctionState['edition'], (s: AuctionState, ctx: Extract<ChoiceContext, { type: 'out-of-rotation' }>, facts: Facts) => Outcome>> = {
  '2017': rejectOutOfRotation,
  '2007': rejectOutOfRotation2007,
};

function decide(s: AuctionState, by: Seat, option: OptionId, facts: Facts): Outcome {
  const p = s.pending;
  const ctx = s.choice;
  if (p === null || p.kind !== 'choice' || ctx === null || p.by !== by || !p.options.includes(option)) {
    const what = p === null ? 'no choice is pending' : p.kind === 'choice' ? `${p.by} chooses among ${p.options.join(', ')} (Law ${p.law})` : 'the director must rule first';
    return refuse('not-offered', `decide ${option} by ${by}: not offered — ${what}; only the player the Laws name may choose among the options offered (Law 10C1)`, L('10C1'));
  }
  switch (ctx.type) {
    case 'insufficient':
      return option === 'accept' ? ok(acceptInsufficient(s, ctx)) : rejectInsufficient(s, ctx, facts, inRotation);
    case 'out-of-rotation':
      return option === 'accept' ? ok(acceptOutOfRotation(s, ctx)) : REJECT_OUT_OF_ROTATION[s.edition](s, ctx, facts);
    case 'changed':
      return ok(option === 'accept' ? CHANGE[s.edition].accept(s, ctx) : CHANGE[s.edition].reject(s, ctx));
    case 'lho-withdraw':
      if (option === 'withdraw') return ok(lhoWithdraws(s, ctx));
      return inRotation(cite({ ...s, pending: null, choice: null }, L(ctx.law), `${ctx.lho} keeps ${ctx.call.text}`), ctx.lho, ctx.call, facts);
  }
}
