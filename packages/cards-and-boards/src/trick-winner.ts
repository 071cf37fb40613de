// Law 44: who wins a trick — written once, for the play, the claims and the readers of recorded play.
import type { Card } from './card.js';
import { cardIndex, suitOf } from './card.js';
import type { Denomination, Seat, Suit } from './vocabulary.js';
import { seatAfter } from './vocabulary.js';

/**
 * Laws 44E, 44F: the position, in played order, of the card that wins the trick: the highest trump if
 * any was played (44E), else the highest card of the suit led (44F). `trump` is null (or `NT`) at notrump.
 */
export function winningCardIndex(cards: readonly Card[], trump: Suit | Denomination | null): number {
  if (cards.length === 0) throw new RangeError('a trick without cards has no winner');
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as Card;
    const b = cards[best] as Card;
    if (suitOf(c) === suitOf(b) ? cardIndex(c) < cardIndex(b) : suitOf(c) === trump) best = i;
  }
  return best;
}

/** Laws 44E, 44F: the seat that wins a trick whose cards were played in rotation from `leader` (Law 44B). */
export function trickWinner(leader: Seat, cards: readonly Card[], trump: Suit | Denomination | null): Seat {
  return seatAfter(leader, winningCardIndex(cards, trump));
}
