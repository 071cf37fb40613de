// Laws 65A and 67: a trick turned with a card missing, found before or after both sides play on.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { isCard, lawRef, seatAfter, sideOf, suitOf } from '@bridge-laws/cards-and-boards';
import type { Correction, PlayState, Trick } from './types.js';
import { addToSide, holdsSuit, withSeat, without } from './cards.js';
import { cite } from './cite.js';
import { emptyTrick, hasPlayed, trickOf, trickWinner } from './trick.js';
import { atTurn } from './play-card.js';
import { reopen, takeBack } from './take-back.js';
import { settle } from './settlement.js';
import type { PlayRefusal } from './refusal.js';
import { refuse } from './refusal.js';
import type { Result } from '@bridge-laws/cards-and-boards';
import { ok } from '@bridge-laws/cards-and-boards';
import { update } from './update.js';

/** The players turn the trick in progress although a card is missing (a new action: `quit`) — against Law 45G; Law 67 rectifies. */
export function quitDefective(state: PlayState): Result<PlayState, PlayRefusal> {
  const cards = state.current.cards;
  if (cards.length === 0) return refuse('wrong-phase', 'quit: no card has been played to the trick in progress (Law 65A)');
  const winner = trickWinner(cards, state.trump);
  const side = sideOf(winner);
  const s: PlayState = update(state, {
    tricks: [...state.tricks, trickOf(state.current.leader, state.current.cards, winner)],
    current: emptyTrick(winner),
    turn: winner,
    won: addToSide(state.won, side, 1),
    requirement: null,
  });
  if (s.tricks.length === 13) return ok(settle(cite(update(s, { phase: 'ended' }), '45G', '65A')));
  return ok(atTurn(cite(s, '45G', '65A')));
}

/** Law 67: attention to a defective trick. Before both sides play to the next trick (Law 67A) it is completed. */
export function attentionToDefectiveTrick(state: PlayState): PlayState {
  const index = state.tricks.findIndex((t) => t.cards.length < 4);
  const t = state.tricks[index];
  if (t === undefined) return cite(state, '67');
  const offender = missingSeat(t);
  const number = index + 1;
  const found = state.facts['card-played'];
  if (typeof found === 'string' && isCard(found)) {
    const facts = { ...state.facts };
    delete facts['card-played'];
    return placeFoundCard(update(state, { facts }), number, offender, found);
  }
  const sides = new Set(state.current.cards.map((p) => sideOf(p.seat)));
  const base = { seat: offender, position: t.cards.length, queue: [], after: t.cards.length, offenders: sideOf(offender) };
  if (number === state.tricks.length && sides.size < 2) {
    const reopened = reopen(state, number);
    if (reopened !== null) {
      const correction: Correction = { ...base, trick: number, law: lawRef('67A1'), resume: null };
      return cite(update(reopened, { correction, turn: offender }), '67A', '67A1');
    }
  }
  // Law 67B1: later — the offender faces a card and adds it to the defective trick.
  const correction: Correction = { ...base, trick: number, law: lawRef('67B1'), resume: state.turn };
  return cite(update(state, { correction, turn: offender }), '67B', '67B1');
}

function missingSeat(t: Trick): Seat {
  for (let k = 0; k < 4; k++) {
    const seat = seatAfter(t.leader, k);
    if (!hasPlayed(t, seat)) return seat;
  }
  return t.leader;
}

/** Laws 67B1(a), 67B1(b): the card joins the defective trick without changing its owner; one trick moves under Law 64A2. */
export function completeDefectiveTrick(state: PlayState, seat: Seat, card: Card, c: Correction, resume: Seat): PlayState {
  const t = state.tricks[c.trick - 1] as Trick;
  const led = suitOf((t.cards[0] as { card: Card }).card);
  const law = holdsSuit(state.hands[seat], led) ? '67B1(a)' : '67B1(b)';
  const tricks = state.tricks.map((x, i) => (i === c.trick - 1 ? trickOf(x.leader, [...x.cards, { seat, card }], x.winner) : x));
  const s: PlayState = update(state, {
    tricks,
    hands: withSeat(state.hands, seat, without(state.hands[seat], card)),
    revokes: [
      ...state.revokes,
      { seat, trick: c.trick, card, suit: led, kind: 'defective-trick', established: true, noticed: true, corrected: false, noticedAfter: null },
    ],
    correction: null,
    turn: resume,
  });
  return s.phase === 'ended' ? settle(cite(s, law)) : atTurn(cite(s, law, '64A2'));
}

/**
 * Law 67B3: the director finds the offender did play a card to the trick but did not put it with his quitted cards — it
 * goes back among them, with no revoke. If he played that card again to the trick in progress, that play is corrected
 * (he plays another card); to an earlier quitted trick, it is too late, and the director judges damage at the end.
 */
function placeFoundCard(state: PlayState, trick: number, offender: Seat, card: Card): PlayState {
  const put = (s: PlayState): PlayState => update(s, {
    tricks: s.tricks.map((x, i) => (i === trick - 1 ? trickOf(x.leader, [...x.cards, { seat: offender, card }], x.winner) : x)),
    hands: withSeat(s.hands, offender, without(s.hands[offender], card)),
  });
  if (state.hands[offender].includes(card)) return cite(put(state), '67B3');
  const now = state.tricks.length + 1;
  if (state.current.cards.some((p) => p.seat === offender && p.card === card)) {
    const back = takeBack(state, now, offender, card, '67B3');
    if (back === null) return cite(state, '67B3');
    // That play was never a play of his: a revoke it seemed to make goes with it.
    const revokes = back.revokes.filter((r) => !(r.trick === now && r.seat === offender && r.card === card && !r.established));
    return cite(update(put(back), { revokes }), '67B3', '47B');
  }
  const again = state.tricks.some((x, i) => i >= trick && x.cards.some((p) => p.seat === offender && p.card === card));
  if (!again) return cite(state, '67B3');
  return cite(update(state, { endQuestions: [...state.endQuestions, lawRef('67B3')] }), '67B3');
}
