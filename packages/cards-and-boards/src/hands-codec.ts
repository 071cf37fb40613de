// Owner arrays (card index → seat 0–3, N E S W) to sorted hands: the hot path of dealing and parsing.
import type { Card } from './card.js';
import { DECK } from './card.js';
import type { BySeat } from './vocabulary.js';

// Scratch: card indices grouped by seat, 13 per seat, ascending. Never escapes a call.
const POSITIONS = new Uint8Array(52);
// Four 8-bit write cursors in one integer (seat k in bits 8k…8k+7), starting at 0, 13, 26, 39.
const CURSORS_START = (39 << 24) | (26 << 16) | (13 << 8);
const CURSORS_FULL = (52 << 24) | (39 << 16) | (26 << 8) | 13;

/**
 * The four hands of an owner array, each sorted spades first, high to low. Cursors packed in one
 * integer keep the per-card step free of branches and memory round trips. Throws a RangeError for
 * an array that is not a deal (52 entries, 13 for each of seats 0–3): a caller's bug, not user input.
 */
export function handsFromOwners(owners: ArrayLike<number>): BySeat<Card[]> {
  let cursors = CURSORS_START;
  let seen = 0;
  for (let i = 0; i < 52; i++) {
    const seat = owners[i] as number;
    seen |= seat;
    const shift = seat << 3;
    POSITIONS[(cursors >>> shift) & 255] = i;
    cursors += 1 << shift;
  }
  if (cursors !== CURSORS_FULL || (seen & ~3) !== 0 || owners.length !== 52) {
    throw new RangeError('an owner array must have 52 entries, 13 for each seat 0-3 (N E S W)');
  }
  return { N: hand(0), E: hand(13), S: hand(26), W: hand(39) };
}

/** One hand from POSITIONS[from…from+12], as a literal: one allocation of the exact size. */
function hand(from: number): Card[] {
  const d = DECK as Card[];
  const p = POSITIONS;
  return [
    d[p[from] as number] as Card, d[p[from + 1] as number] as Card, d[p[from + 2] as number] as Card,
    d[p[from + 3] as number] as Card, d[p[from + 4] as number] as Card, d[p[from + 5] as number] as Card,
    d[p[from + 6] as number] as Card, d[p[from + 7] as number] as Card, d[p[from + 8] as number] as Card,
    d[p[from + 9] as number] as Card, d[p[from + 10] as number] as Card, d[p[from + 11] as number] as Card,
    d[p[from + 12] as number] as Card,
  ];
}
