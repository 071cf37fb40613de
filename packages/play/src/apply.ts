// The play reducer: one event in, a new state or a typed refusal out (the old state stays valid).
import type { Card, Result, Seat } from '@bridge-laws/cards-and-boards';
import { askDirector, lawRef, lhoOf, ok, partnerOf, rhoOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, Pending, PlayedCard } from './types.js';
import type { AttentionKind, PlayEvent } from './events.js';
import type { PlayRefusal } from './refusal.js';
import { refuse } from './refusal.js';
import { cite, fresh } from './cite.js';
import { hasPlayed } from './trick.js';
import { atTurn, playInTurn } from './play-card.js';
import { isDefender } from './position.js';
import { playOutOfTurn } from './out-of-turn.js';
import { exposeCards } from './exposure.js';
import { decide } from './decide.js';
import { attentionToRevoke, dummyWarnsLeadHand } from './attention.js';
import { attentionToPointedCard } from './pointed-card.js';
import { finishCorrection, substitute, withdrawAfterRevoke, startCorrection } from './correction.js';
import { acceptAsDummy, acceptLead, acceptOpeningLead, correctLeadAfterIrregular } from './lead-out-of-turn.js';
import { designate } from './designation.js';
import { DESIGNATION_CHANGE } from './designation-change.js';
import { attentionToDefectiveTrick, quitDefective } from './defective-trick.js';
import { answerAtEnd, askAtEnd, attentionToDummySuggestion, damageReason } from './settlement.js';
import { update } from './update.js';
import { withPenaltyCardInformation } from './information.js';
import { withPenaltyCardInformation2007 } from './information-2007.js';
import { simultaneousPlay } from './simultaneous.js';
import { withSurplus, attentionToSurplus } from './surplus.js';
import { attentionToMisplaced, placeByDummy } from './misplaced.js';
import { inquire } from './inquiry.js';
import { touchDummyCard } from './touch.js';
import { withdrawAfterMistake } from './mistaken-explanation.js';
import { consume } from './facts.js';
import { fifthCard } from './fifth-card.js';
import { noteDummyBreach } from './settlement.js';
import { badFinding } from './findings-check.js';
import { dummyAct } from './dummy-acts.js';

/** Law 50E (2017) and 2007 50E: what a penalty card's exposure lets the players use, the leaf of the play's edition. */
const PENALTY_CARD_INFORMATION: Readonly<Record<PlayState['edition'], typeof withPenaltyCardInformation>> = {
  '2017': withPenaltyCardInformation,
  '2007': withPenaltyCardInformation2007,
};

/** Apply one typed play event (text is parsed at the boundary: `parsePlayEvent`). A refused event leaves the state as it was. */
export function applyPlayEvent(state: PlayState, event: PlayEvent): Result<PlayState, PlayRefusal> {
  // A finding's value is data: checked against the catalogue before the play reads it.
  const bad = 'facts' in event && event.facts !== undefined ? badFinding(event.facts) : null;
  if (bad !== null) return refuse('invalid-event', bad);
  const r = step(state, event);
  if (!r.ok) return r;
  const next = r.value.earlyLead !== null && r.value.current.cards.length === 0 && r.value.phase === 'play' ? faceEarlyLead(r.value) : r.value;
  // Laws 50E1-50E3: a penalty card appearing, picked up or played changes what the players may use.
  return next.penaltyCards === state.penaltyCards ? (next === r.value ? r : ok(next)) : ok(PENALTY_CARD_INFORMATION[state.edition](state, next));
}

/**
 * Law 45E: the card the director found led to the next trick is faced once its trick is quitted, after anything the new
 * turn brings (a lead option of declarer's): in turn if its player won the trick, else as a lead out of turn (53, 55, 56).
 */
function faceEarlyLead(s: PlayState): PlayState {
  const early = s.earlyLead as PlayedCard;
  return playCard(cite(update(s, { earlyLead: null }), '45E'), early.seat, early.card);
}

function step(state: PlayState, event: PlayEvent): Result<PlayState, PlayRefusal> {
  const previous = state.previous;
  let s = fresh(state);
  if (event.type === 'milestone') return ok(update(s, { milestones: [...s.milestones, event.milestone] }));
  if (event.facts !== undefined) s = answer(update(s, { facts: { ...s.facts, ...event.facts } }));
  // Law 43B1: the finding that dummy breached Law 43A2 is a breach the director may penalise.
  if (event.facts?.['dummy-limitation-breached'] === true && state.facts['dummy-limitation-breached'] !== true) s = noteDummyBreach(s, '43A2');
  if (event.type === 'facts') return ok(s);
  const p = s.pending;
  if (p !== null && p.kind === 'question') {
    return refuse('awaiting-director', `the director must first answer: ${p.questions.join(', ')} (Law ${p.law})`, p.law);
  }
  const by = event.by;
  switch (event.type) {
    case 'play':
      return playEvent(s, previous, event);
    case 'place': {
      if (by !== s.dummy) return refuse('invalid-event', `place: only dummy puts a card in the played position unasked (Law 45D), not ${by}`);
      const c = held(s, by, event.card);
      return c.ok ? ok(placeByDummy(s, c.value)) : c;
    }
    case 'touch': {
      if (by !== s.declarer) return refuse('not-offered', `touch: only declarer's touching of dummy's card is ruled on by Law 45C3, not ${by}`);
      if (s.pending !== null) return refuse('not-offered', `touch: a choice is pending for ${s.pending.by} (Law ${s.pending.law})`);
      const c = held(s, s.dummy, event.card);
      return c.ok ? ok(touchDummyCard(s, c.value)) : c;
    }
    case 'ask':
      return inquire(s, by, event.what);
    case 'expose': {
      for (const card of event.cards) {
        const c = held(s, by, card);
        if (!c.ok) return c;
      }
      return ok(expose(s, by, event.cards, event.deliberate));
    }
    case 'decide':
      return decide(s, by, event.option, event.suit, event.suits);
    case 'withdraw':
      return ok(withdraw(s, by, event.card));
    case 'attention':
      return ok(attention(s, by, event.kind));
    case 'name':
      if (by !== s.declarer && by !== s.dummy) return refuse('not-offered', `name: only declarer designates dummy's cards (Law 45B), not ${by}`);
      if (s.pending !== null) return refuse('not-offered', `name: a choice is pending for ${s.pending.by} (Law ${s.pending.law})`);
      return ok(designate(s, event.words));
    case 'quit':
      return quitDefective(s);
    case 'dummy':
      if (by !== s.dummy) return refuse('invalid-event', `dummy: ${by} is not dummy (${s.dummy}); Laws 42 and 43 are dummy's rights and limitations`);
      return ok(dummyAct(s, by, event.act));
  }
}

function playEvent(s: PlayState, previous: PlayState['previous'], event: Extract<PlayEvent, { readonly type: 'play' }>): Result<PlayState, PlayRefusal> {
  const by = event.by;
  const cards: Card[] = [];
  for (const card of event.cards ?? [event.card]) {
    const c = held(s, by, card);
    if (!c.ok) return c;
    if (!cards.includes(c.value)) cards.push(c.value);
  }
  const hidden: Card[] = [];
  for (const card of event.hidden ?? []) {
    const c = held(s, by, card);
    if (!c.ok) return c;
    if (!cards.includes(c.value) && !hidden.includes(c.value)) hidden.push(c.value);
  }
  const [first] = cards;
  if (cards.length === 1 && first !== undefined) {
    // The ordinary card: in turn, nothing pending, nothing to remember for Law 58A.
    const ordinary = s.pending === null && s.correction === null && s.retractedLead === null && by === s.turn && !hasPlayed(s.current, by);
    if (ordinary && hidden.length === 0 && event.simultaneous !== true) return ok(playInTurn(s, by, first));
    const trick = s.tricks.length + 1;
    const played = event.simultaneous === true ? simultaneousPlay(s, previous, by, first, playCard) : playCard(s, by, first);
    if (hidden.length > 0) return ok(withSurplus(played, by, trick, hidden));
    // Law 58A needs the state before an irregular card, in case the next card was played at the same moment.
    return ok(ordinary ? played : update(played, { previous: { seat: by, card: first, before: s } }));
  }
  // Law 58B2: several cards visible at once — the player says which one he plays.
  return ok(
    cite(
      update(s, { pending: { kind: 'choice', by, options: cards, law: lawRef('58B2'), context: { type: 'simultaneous-cards', seat: by, cards } } }),
      '58B2',
    ),
  );
}

function attention(state: PlayState, by: Seat, kind: AttentionKind): PlayState {
  // Law 43A1(a): once another player has drawn attention to an irregularity, dummy may call the director.
  const s = by === state.dummy || state.attentionDrawn.includes(by) ? state : update(state, { attentionDrawn: [...state.attentionDrawn, by] });
  switch (kind) {
    case 'revoke':
      return attentionToRevoke(s, by);
    case 'defective-trick':
      return s.surplus.length > 0 ? attentionToSurplus(s) : attentionToDefectiveTrick(s);
    case 'dummy-suggestion':
      return attentionToDummySuggestion(s);
    case 'dummy-card':
      return attentionToMisplaced(s);
    case 'lead-hand':
      return dummyWarnsLeadHand(s, by);
    case 'pointed-card':
      return attentionToPointedCard(s, by);
  }
}

/** The card must be held and not yet played by that seat (`card-not-held`). */
function held(s: PlayState, seat: Seat, card: Card): Result<Card, PlayRefusal> {
  if (!s.hands[seat].includes(card)) return refuse('card-not-held', `${seat} does not hold ${card} (or it was played already)`);
  return ok(card);
}

function playCard(state: PlayState, seat: Seat, card: Card): PlayState {
  let s = state;
  if (s.retractedLead !== null) {
    // Law 60B: a defender plays before declarer, told to retract a lead from the wrong hand, leads from the right one.
    if (isDefender(s, seat) && s.pending === null) return exposeCards(cite(s, '60B'), seat, [card], true, '60B');
    s = update(s, { retractedLead: null });
  }
  if (s.pending !== null) return playDuringChoice(s, s.pending, seat, card);
  if (s.correction !== null) {
    if (seat === s.correction.seat) return substitute(s, seat, card);
    return faced(s, seat, card);
  }
  if (seat === s.turn && !hasPlayed(s.current, seat)) return playInTurn(s, seat, card);
  return playOutOfTurn(s, seat, card);
}

/**
 * A card faced while a rectification is still to be chosen: Law 60C — the offenders' play does not affect
 * the other side's rights; a defender's card is a penalty card (Law 49), declarer's nothing (Law 48A).
 */
function faced(s: PlayState, seat: Seat, card: Card): PlayState {
  return isDefender(s, seat) ? exposeCards(s, seat, [card], true, '49') : cite(s, '48A');
}

function playDuringChoice(s: PlayState, p: Pending, seat: Seat, card: Card): PlayState {
  const ctx = p.context;
  if (ctx.type === 'opening-lead-out-of-turn' || ctx.type === 'lead-out-of-turn') {
    const next = lhoOf(ctx.offender);
    const correct = ctx.type === 'opening-lead-out-of-turn' ? lhoOf(s.declarer) : ctx.correctLeader;
    const accept = (x: PlayState) => (ctx.type === 'opening-lead-out-of-turn' ? acceptOpeningLead(x, ctx.offender, ctx.card) : acceptLead(x, ctx.offender, ctx.card));
    if (seat === next && seat === correct) {
      // Laws 53B, 28B: was it a play to the irregular lead or a lead of his own? The director says.
      const intent = s.facts['intent-lead-or-play'];
      if (intent === 'lead') return correctLeadAfterIrregular(consume(s, 'intent-lead-or-play'), seat, card);
      if (intent === 'play') return playCard(accept(consume(s, 'intent-lead-or-play')), seat, card);
      return cite(
        update(s, {
          pending: askDirector({ id: 'intent-lead-or-play', law: lawRef('53B') }, { type: 'intent' as const, offender: ctx.offender, card: ctx.card, leader: seat, led: card }),
        }),
        '53B',
      );
    }
    // Laws 53A, 60A, 60A1, 60A2: the player next in rotation plays to the irregular lead — it is accepted and
    // stands as if in rotation; obligations already imposed stay in force (Law 60A3).
    if (seat === next) return playCard(cite(accept(s), '60A1'), seat, card);
    if (seat === correct && seat !== partnerOf(ctx.offender)) return correctLeadAfterIrregular(s, seat, card);
    // Law 53C: the wrong defender plays to declarer's lead out of turn — the lead stands and Law 57 applies.
    if (ctx.type === 'lead-out-of-turn' && !isDefender(s, ctx.offender) && seat === rhoOf(ctx.offender)) {
      return playOutOfTurn(cite(acceptLead(s, ctx.offender, ctx.card), '53C'), seat, card);
    }
    return faced(s, seat, card);
  }
  if ((ctx.type === 'penalty-card-lead' || ctx.type === 'lead-right') && seat === ctx.leader) {
    // Law 50D2: a lead before declarer has stated his choice is itself rectified under Law 49.
    return exposeCards(cite(s, '50D2'), seat, [card], true, '49');
  }
  if (ctx.type === 'simultaneous-cards' && p.kind === 'choice' && ctx.later === undefined && seat === lhoOf(ctx.seat) && ctx.seat === s.turn) {
    // Law 58B3: the next opponent plays in rotation before the offender names his card; it waits for that choice.
    return update(s, { pending: { ...p, context: { ...ctx, later: { seat, card } } } });
  }
  if (ctx.type === 'change-after-revoke') {
    // Laws 62C1-62C2: playing on is keeping the cards as they are.
    return playCard(finishCorrection(update(s, { pending: null }), ctx.correction), seat, card);
  }
  if (ctx.type === 'failed-penalty-card' && !isDefender(s, seat)) {
    // Law 52B1(b): declarer who plays on must accept the card played instead of the penalty card.
    const accepted: PlayState = update(s, { pending: null, revokes: s.revokes.map((r, i) => (i === ctx.revoke ? { ...r, corrected: true } : r)) });
    return playCard(cite(accepted, '52B1(b)'), seat, card);
  }
  return faced(s, seat, card);
}

function expose(s: PlayState, seat: Seat, cards: readonly Card[], deliberate: boolean): PlayState {
  const [only] = cards;
  if (only !== undefined && cards.length === 1) {
    // Law 45C1: a defender's card partner could possibly see is played to the current trick (a second one: Law 45E).
    if (isDefender(s, seat) && s.facts['could-be-seen-by-partner'] === true) {
      return playCard(cite(consume(s, 'could-be-seen-by-partner'), '45C1'), seat, only);
    }
    // Law 45C2: declarer's card is played when the director finds it was so held —
    // Law 45C2(a) face up, touching or nearly touching the table; Law 45C2(b) in a position showing it was played.
    const position = s.facts['declarer-card-position'];
    if (seat === s.declarer && (position === 'face-up-at-table' || position === 'played-position')) {
      const law = position === 'face-up-at-table' ? '45C2(a)' : '45C2(b)';
      return playCard(cite(consume(s, 'declarer-card-position'), '45C2', law), seat, only);
    }
  }
  const p = s.pending;
  // Laws 48B1, 54A: a presumed declarer who begins to spread his hand after a faced opening lead out of turn becomes dummy.
  if (p !== null && p.context.type === 'opening-lead-out-of-turn' && seat === s.declarer) {
    return acceptAsDummy(update(s, { pending: null }), p.context.offender, p.context.card);
  }
  // Law 48B2: declarer facing his cards at another time may be a claim (Laws 68–71); play going on, his hand stays faced
  // on the table (Law 64B3 by edition).
  if (seat === s.declarer && s.phase === 'play' && cards.length === s.hands[seat].length && cards.length > 1) {
    return cite(s.facedHands.includes(seat) ? s : update(s, { facedHands: [...s.facedHands, seat] }), '48B2', '68');
  }
  // A new major penalty card may give declarer lead options at once (Law 50D2).
  return atTurn(exposeCards(s, seat, cards, deliberate));
}

function withdraw(s: PlayState, seat: Seat, card: Card): PlayState {
  const p = s.pending;
  if (p !== null && p.kind === 'choice' && p.context.type === 'change-after-revoke' && p.by === seat) {
    return withdrawAfterRevoke(s, seat, p.context.correction);
  }
  if (p === null && s.facts['mistaken-explanation'] === true) return withdrawAfterMistake(consume(s, 'mistaken-explanation'), seat, card);
  const change = DESIGNATION_CHANGE[s.edition];
  if (p === null && change.inTime(s, seat, card)) {
    const unintended = s.facts['unintended'];
    if (unintended === true) return change.withdraw(consume(s, 'unintended'), card);
    if (unintended === false) return cite(consume(s, 'unintended'), change.law, change.stays);
    return cite(
      update(s, {
        pending: askDirector({ id: 'unintended', law: change.law }, { type: 'unintended-designation' as const, card }),
      }),
      change.law,
    );
  }
  // A revoke card may be taken back only through the correction (Law 62) — never a card played instead of a
  // penalty card (Law 52A); otherwise a played card stays played (Laws 47F, 47F2).
  const open = s.revokes.findIndex((r) => r.card === card && r.seat === seat && !r.established && !r.corrected);
  if (open >= 0 && s.revokes[open]?.kind === 'penalty-card') return cite(s, '52A');
  if (p === null && open >= 0) return startCorrection(update(s, { revokes: s.revokes.map((r, i) => (i === open ? { ...r, noticed: true } : r)) }), open);
  return cite(s, '47F');
}

/** The director's findings close the question that was pending. */
function answer(s: PlayState): PlayState {
  const p = s.pending;
  if (p === null || p.kind !== 'question' || p.questions.some((q) => s.facts[q] === undefined)) return s;
  const open: PlayState = update(s, { pending: null });
  const ctx = p.context;
  switch (ctx.type) {
    case 'intent': {
      const lead = s.facts['intent-lead-or-play'] === 'lead';
      const t = consume(open, 'intent-lead-or-play');
      if (lead) return correctLeadAfterIrregular(t, ctx.leader, ctx.led);
      const accepted = t.phase === 'lead' ? acceptOpeningLead(t, ctx.offender, ctx.card) : acceptLead(t, ctx.offender, ctx.card);
      return playCard(accepted, ctx.leader, ctx.led);
    }
    case 'dummy-touch':
      return touchDummyCard(open, ctx.card);
    case 'unintended-designation':
      return s.facts['unintended'] === true
        ? DESIGNATION_CHANGE[s.edition].withdraw(consume(open, 'unintended'), ctx.card)
        : cite(consume(open, 'unintended'), DESIGNATION_CHANGE[s.edition].stays);
    case 'equity': {
      // Law 64C; then the judgments held until the end of play.
      const judged = s.facts['damaged'] !== true ? cite(open, p.law)
        : cite(update(open, { adjustments: [...open.adjustments, { law: p.law, reason: damageReason(p.law) }] }), p.law, '12C1');
      return askAtEnd(consume(judged, 'damaged'));
    }
    case 'end-question':
      return answerAtEnd(s, ctx.law);
    case 'fifth-card':
      return fifthCard(open, ctx.seat, ctx.card);
    case 'disturbed-cards':
      return attentionToRevoke(open, ctx.by);
    default:
      return atTurn(open);
  }
}

