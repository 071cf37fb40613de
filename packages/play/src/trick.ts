// Law 44: rotation within a trick and who wins it.
import type { Seat, Suit } from '@bridge-laws/cards-and-boards';
import { seatAfter, suitOf, winningCardIndex } from '@bridge-laws/cards-and-boards';
import type { PlayedCard, Trick } from './types.js';

/** Laws 44E, 44F: the highest trump wins; otherwise the highest card of the suit led (cards in played order). */
export function trickWinner(cards: readonly PlayedCard[], trump: Suit | null): Seat {
  return (cards[winningCardIndex(cards.map((p) => p.card), trump)] as PlayedCard).seat;
}

/** Law 44B: after the lead the others play in rotation; the first seat after the leader that has not played. */
export function nextToPlay(trick: Trick): Seat {
  for (let k = 1; k < 4; k++) {
    const seat = seatAfter(trick.leader, k);
    if (!hasPlayed(trick, seat)) return seat;
  }
  return trick.leader;
}

export function hasPlayed(trick: Trick, seat: Seat): boolean {
  for (const p of trick.cards) if (p.seat === seat) return true;
  return false;
}

export function ledSuit(trick: Trick): Suit | null {
  const lead = trick.cards[0];
  return lead === undefined ? null : suitOf(lead.card);
}

export function emptyTrick(leader: Seat): Trick {
  return { leader, cards: [], winner: null };
}

export function trickOf(leader: Seat, cards: readonly PlayedCard[], winner: Seat | null = null): Trick {
  return { leader, cards, winner };
}
