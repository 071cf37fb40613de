// Cards as two-character ids (`SA`, `HT`), the case-file and PBN spelling (Law 1A).
import type { Rank, Suit } from './vocabulary.js';
import { RANKS, SUITS } from './vocabulary.js';

export type Card = `${Suit}${Rank}`;

/** All 52 cards, spades first, each suit from the ace down. */
export const DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}` as Card));

const CARD_INDEX = new Map<string, number>(DECK.map((c, i) => [c, i]));

export function suitOf(card: Card): Suit {
  return card.charAt(0) as Suit;
}

export function rankOf(card: Card): Rank {
  return card.charAt(1) as Rank;
}

/** Position in DECK (0 = SA … 51 = C2): a dense index for tables and bit sets. */
export function cardIndex(card: Card): number {
  return CARD_INDEX.get(card) ?? -1;
}

export function cardAt(index: number): Card {
  const c = DECK[index];
  if (c === undefined) throw new RangeError(`card index ${index} is outside 0..51`);
  return c;
}

/** Law 1A: ace high; a positive result means `a` outranks `b`. */
export function compareRank(a: Rank, b: Rank): number {
  return RANKS.indexOf(b) - RANKS.indexOf(a);
}

/** High-card points of a rank (4-3-2-1). */
export function rankPoints(rank: Rank): number {
  switch (rank) {
    case 'A':
      return 4;
    case 'K':
      return 3;
    case 'Q':
      return 2;
    case 'J':
      return 1;
    default:
      return 0;
  }
}

/** Parse a card: suit letter then rank, case-insensitive, `10` accepted for `T`. */
export function parseCard(text: string): Card | undefined {
  const t = text.trim().toUpperCase();
  const suit = t.charAt(0);
  const rank = t.slice(1) === '10' ? 'T' : t.slice(1);
  const card = `${suit}${rank}`;
  return CARD_INDEX.has(card) ? (card as Card) : undefined;
}

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && CARD_INDEX.has(x);
}

/** Sort cards the way a hand is held: suits S H D C, ranks high to low. */
export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => cardIndex(a) - cardIndex(b));
}
