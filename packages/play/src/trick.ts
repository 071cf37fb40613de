// Law 44: rotation within a trick and who wins it.
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { seatAfter, suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayedCard, Trick } from './types.js';
import { outranks } from './cards.js';

/** Laws 44E, 44F: the highest trump wins; otherwise the highest card of the suit led. */
export function trickWinner(cards: readonly PlayedCard[], trump: Suit | null): Seat {
  const lead = cards[0];
  if (lead === undefined) throw new RangeError('a trick without cards has no winner');
  let best: PlayedCard = lead;
  for (let i = 1; i < cards.length; i++) {
    const p = cards[i] as PlayedCard;
    if (beats(p.card, best.card, trump)) best = p;
  }
  return best.seat;
}

function beats(card: Card, best: Card, trump: Suit | null): boolean {
  const s = suitOf(card);
  const b = suitOf(best);
  if (s === b) return outranks(card, best);
  return trump !== null && s === trump;
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
