// The hot path of dealing, parsing and formatting: sorted hands from owner arrays (card index →
// seat 0–3, N E S W), from positions grouped by seat, and from holding masks (seat × 4 + suit →
// 13 bits, bit 12 = ace); holding masks from a hand.
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
  return handsFromPositions(POSITIONS);
}

/**
 * The four hands of card indices grouped by seat (`positions[13k…13k+12]` for seat k, N E S W),
 * each group ascending: the caller guarantees it.
 */
export function handsFromPositions(positions: Uint8Array): BySeat<Card[]> {
  return { N: hand(positions, 0), E: hand(positions, 13), S: hand(positions, 26), W: hand(positions, 39) };
}

/** One hand from p[from…from+12], as a literal: one allocation of the exact size. */
function hand(p: Uint8Array, from: number): Card[] {
  const d = DECK as Card[];
  return [
    d[p[from] as number] as Card, d[p[from + 1] as number] as Card, d[p[from + 2] as number] as Card,
    d[p[from + 3] as number] as Card, d[p[from + 4] as number] as Card, d[p[from + 5] as number] as Card,
    d[p[from + 6] as number] as Card, d[p[from + 7] as number] as Card, d[p[from + 8] as number] as Card,
    d[p[from + 9] as number] as Card, d[p[from + 10] as number] as Card, d[p[from + 11] as number] as Card,
    d[p[from + 12] as number] as Card,
  ];
}

/**
 * The four hands of 16 holding masks (index seat × 4 + suit), each sorted spades first, high to
 * low. The caller guarantees a deal: 13 cards a hand, every card once.
 */
export const handsFromMasks: (masks: Int32Array) => BySeat<Card[]> = makeHandsFromMasks();

/**
 * Built once: its scratch is a constant of this scope, which the optimiser embeds in the loop (at
 * the top of a module the bundled build makes it a mutable binding, checked on every card).
 */
function makeHandsFromMasks(): (masks: Int32Array) => BySeat<Card[]> {
  // Card indices grouped by seat, 13 a seat, ascending. Never escapes a call.
  const sharedPositions = new Uint8Array(new ArrayBuffer(52));
  return (masks) => {
    // A local, not the enclosing scope's binding, in the loop: only then is it embedded.
    const positions = sharedPositions;
    for (let seat = 0, p = 0; seat < 4; seat++) {
      // The hand as two 26-bit sets, spades and hearts (SA at bit 25) then diamonds and clubs.
      let high = ((masks[seat * 4] as number) << 13) | (masks[seat * 4 + 1] as number);
      let low = ((masks[seat * 4 + 2] as number) << 13) | (masks[seat * 4 + 3] as number);
      // Thirteen times, the highest card left: a fixed count, so the loop's exit is never mispredicted.
      for (let k = 0; k < 13; k++, p++) {
        if (high !== 0) {
          const zeros = Math.clz32(high);
          positions[p] = zeros - 6;
          high ^= 1 << (31 - zeros);
        } else {
          const zeros = Math.clz32(low);
          positions[p] = zeros + 20;
          low ^= 1 << (31 - zeros);
        }
      }
    }
    return handsFromPositions(positions);
  };
}

/**
 * Write into `owners` (card index → seat 0–3) the holder of every card in the 16 holding masks,
 * which the caller guarantees are a deal (each card held once). Thirteen fixed steps a suit: the
 * holder's index is the sum of the card's bits in the East, South (×2) and West (×3) masks, with no
 * branch on the holdings.
 */
export function ownersFromMasks(masks: Int32Array, owners: Uint8Array): void {
  for (let suit = 0, i = 0; suit < 4; suit++) {
    const east = masks[4 + suit] as number;
    const south = masks[8 + suit] as number;
    const west = masks[12 + suit] as number;
    for (let r = 12; r >= 0; r--, i++) {
      owners[i] = ((east >> r) & 1) + (((south >> r) & 1) << 1) + ((west >> r) & 1) * 3;
    }
  }
}

/**
 * Set the four masks of seat `seat` to the cards of `hand`. Two register accumulators and no
 * branch per card; anything that is not a card is ignored, as formatting has always done.
 */
export const addHandMasks: (hand: readonly string[], seat: number, masks: Int32Array) => void = makeAddHandMasks();

/**
 * Built once: its tables are constants of this scope, which the optimiser embeds in the loop (at
 * the top of a module the bundled build makes them mutable bindings, checked on every card).
 */
function makeAddHandMasks(): (hand: readonly string[], seat: number, masks: Int32Array) => void {
  // (suit char code << 7 | rank char code) → the card's bit in a 26-bit set of spades and hearts
  // (spades in the top 13 bits) or of diamonds and clubs; 0 elsewhere.
  const sharedSpadesHearts = new Int32Array(128 * 128);
  const sharedDiamondsClubs = new Int32Array(128 * 128);
  DECK.forEach((c, i) => {
    const key = (c.charCodeAt(0) << 7) | c.charCodeAt(1);
    if (i < 26) sharedSpadesHearts[key] = 1 << (25 - i);
    else sharedDiamondsClubs[key] = 1 << (51 - i);
  });
  return (hand, seat, masks) => {
    // Locals, not the enclosing scope's bindings, in the loop: only then are they embedded.
    const spadesHearts = sharedSpadesHearts;
    const diamondsClubs = sharedDiamondsClubs;
    let high = 0;
    let low = 0;
    for (let k = 0; k < hand.length; k++) {
      const c = hand[k] as string;
      const a = c.charCodeAt(0);
      const b = c.charCodeAt(1);
      if (c.length !== 2 || (a | b) >= 128) continue;
      high |= spadesHearts[(a << 7) | b] as number;
      low |= diamondsClubs[(a << 7) | b] as number;
    }
    const at = seat * 4;
    masks[at] = high >>> 13;
    masks[at + 1] = high & 8191;
    masks[at + 2] = low >>> 13;
    masks[at + 3] = low & 8191;
  };
}
