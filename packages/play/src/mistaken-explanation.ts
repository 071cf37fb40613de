// Law 47E2: a card played after an opponent's mistaken explanation, before it was corrected.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { lawRef, lhoOf, rhoOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { withSeat } from './cards.js';
import { trickOf } from './trick.js';
import { reopen } from './take-back.js';
import { update } from './update.js';

/**
 * Law 47E2(a): the card goes back without further rectification if no later card has been played to its trick;
 * an opening lead no longer once dummy is faced, which the engine does with the lead (Law 41D). The withdrawn card
 * is unauthorized information for the side that misexplained (16C). Law 47E2(b): too late — the director may
 * adjust the score; he is asked at the end of play.
 */
export function withdrawAfterMistake(state: PlayState, seat: Seat, card: Card): PlayState {
  const played = state.tricks.some((t) => t.cards.some((p) => p.card === card)) || state.current.cards.some((p) => p.card === card);
  if (!played) return cite(state, '47F');
  // The last card of a trick just turned, with nobody on the next one yet, is still the trick's last card.
  const open = state.current.cards.length === 0 && state.tricks.length > 0 ? reopen(state, state.tricks.length) : state;
  const cards = open?.current.cards ?? [];
  const last = cards[cards.length - 1];
  const openingLead = open !== null && open.tricks.length === 0 && cards.length === 1;
  if (open === null || last === undefined || last.card !== card || last.seat !== seat || openingLead) {
    return cite(update(state, { endQuestions: [...state.endQuestions, lawRef('47E2(b)')] }), '47E2(b)');
  }
  const trick = open.tricks.length + 1;
  const entry = { law: lawRef('47E2(a)'), card, owner: seat, unauthorizedFor: [lhoOf(seat), rhoOf(seat)], trick };
  const s: PlayState = update(open, {
    current: trickOf(open.current.leader, cards.slice(0, -1)),
    hands: withSeat(open.hands, seat, [...open.hands[seat], card]),
    turn: seat,
    // The card is not played: a revoke it made goes with it.
    revokes: open.revokes.filter((r) => !(r.trick === trick && r.card === card && !r.established)),
    information: [...open.information, entry],
  });
  return cite(s, '47E2(a)', '16C');
}
