// Cards as two-character ids (`SA`, `HT`), the case-file and PBN spelling (Law 1A).
import type { Rank, Suit } from './vocabulary.js';
import { RANKS, SUITS } from './vocabulary.js';

export type Card = `${Suit}${Rank}`;

/** All 52 cards, spades first, each suit from the ace down. */
// Built by splitting one literal so every id is a flat string (fast charCodeAt in hot loops).
export const DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => s + r))
  .join(' ')
  .split(' ') as Card[];

// Char-code tables: index lookups without hashing (hot in dealing, parsing and solving).
const RANK_CODE = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_CODE[r.charCodeAt(0)] = i));

export function suitOf(card: Card): Suit {
  return card.charAt(0) as Suit;
}

export function rankOf(card: Card): Rank {
  return card.charAt(1) as Rank;
}

/** Position in DECK (0 = SA … 51 = C2): a dense index for tables and bit sets. */
export function cardIndex(card: Card): number {
  return cardIndexOf(card);
}

// (first char code << 7 | second char code) → deck index, -1 elsewhere.
const PAIR_INDEX = new Int8Array(128 * 128).fill(-1);
DECK.forEach((c, i) => (PAIR_INDEX[(c.charCodeAt(0) << 7) | c.charCodeAt(1)] = i));

/** Index of a two-character card text, or -1 if it is not a card. */
function cardIndexOf(text: string): number {
  if (text.length !== 2) return -1;
  const a = text.charCodeAt(0);
  const b = text.charCodeAt(1);
  return a < 128 && b < 128 ? (PAIR_INDEX[(a << 7) | b] as number) : -1;
}

/** Rank index 0 (ace) … 12 (two) of a rank character code, or -1. */
export function rankCodeIndex(code: number): number {
  return code < 128 ? (RANK_CODE[code] ?? -1) : -1;
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
  const i = cardIndexOf(`${suit}${rank}`);
  return i < 0 ? undefined : DECK[i];
}

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && cardIndexOf(x) >= 0;
}

/** Sort cards the way a hand is held: suits S H D C, ranks high to low. */
export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => cardIndex(a) - cardIndex(b));
}
