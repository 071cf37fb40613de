// Law 58B: two or more cards played at once from one hand.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { exposeCards } from './exposure.js';
import { isDefender, playInTurn } from './play-card.js';
import { playOutOfTurn } from './out-of-turn.js';
import { hasPlayed } from './trick.js';

/** Law 58B2: the card the player names is played; a defender's other visible cards become penalty cards (50B). */
export function playOneOfSeveral(state: PlayState, seat: Seat, card: Card, visible: readonly Card[]): PlayState {
  const inTurn = seat === state.turn && !hasPlayed(state.current, seat);
  const played = cite(inTurn ? playInTurn(state, seat, card) : playOutOfTurn(state, seat, card), '58B2');
  const others = visible.filter((c) => c !== card);
  return isDefender(played, seat) ? exposeCards(played, seat, others, false, '58B2') : cite(played, '48A');
}
