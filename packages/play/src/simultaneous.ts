// Law 58: simultaneous plays by two players, and two or more cards played at once from one hand.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import type { PlayState, PreviousPlay } from './types.js';
import { cite } from './cite.js';
import { exposeCards } from './exposure.js';
import { playInTurn } from './play-card.js';
import { isDefender } from './position.js';
import { playOutOfTurn } from './out-of-turn.js';
import { hasPlayed } from './trick.js';
import { breachOf } from './obligations.js';

/** Law 58B2: the card the player names is played; a defender's other visible cards become penalty cards (50B). */
export function playOneOfSeveral(state: PlayState, seat: Seat, card: Card, visible: readonly Card[]): PlayState {
  const inTurn = seat === state.turn && !hasPlayed(state.current, seat);
  const played = cite(inTurn ? playInTurn(state, seat, card) : playOutOfTurn(state, seat, card), '58B2');
  const others = visible.filter((c) => c !== card);
  return isDefender(played, seat) ? exposeCards(played, seat, others, false, '58B2') : cite(played, '48A');
}

/** Whether the card would be a legal play in turn in that state (no choice or correction pending). */
export function legalInTurn(state: PlayState, seat: Seat, card: Card): boolean {
  return state.pending === null && state.correction === null && state.turn === seat && !hasPlayed(state.current, seat)
    && state.hands[seat].includes(card) && breachOf(state, seat, card) === null;
}

/**
 * Law 58A: a card played at the same moment as another player's irregular one, that was itself a legal play, is deemed
 * played first; the other card is then deemed played after it (and rectified as such). `play` replays one card.
 */
export function simultaneousPlay(
  state: PlayState, prev: PreviousPlay | null, seat: Seat, card: Card, play: (s: PlayState, seat: Seat, card: Card) => PlayState,
): PlayState {
  if (prev !== null && prev.seat !== seat && legalInTurn(prev.before, seat, card)) {
    const first = play(prev.before, seat, card);
    return cite(play(first, prev.seat, prev.card), '58A');
  }
  return cite(play(state, seat, card), '58A');
}
