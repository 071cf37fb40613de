// The shuffle of generator version 1 (documented on `dealOwners`), kept apart for its speed.
import type { RandomSource } from './random.js';

const TWO_31 = 2147483648;

/**
 * The Fisher–Yates bounds 52, 51, …, 2 grouped greedily, in that order, into runs whose product
 * stays below 2^31, so that one draw yields several swaps (8 groups: 8 draws a deal and the odd
 * redraw, not 51) and all the arithmetic stays in small integers.
 */
const GROUPS: readonly (readonly number[])[] = (() => {
  const groups: number[][] = [];
  let group: number[] = [];
  let product = 1;
  for (let bound = 52; bound >= 2; bound--) {
    if (product * bound >= TWO_31) {
      groups.push(group);
      group = [];
      product = 1;
    }
    group.push(bound);
    product *= bound;
  }
  groups.push(group);
  return groups;
})();
const GROUP_SIZES = Int32Array.from(GROUPS, (g) => g.length);
const GROUP_LIMITS = Float64Array.from(GROUPS, (g) => {
  const product = g.reduce((a, b) => a * b, 1);
  return TWO_31 - (TWO_31 % product);
});

/** The shuffle and its scratch, which never escapes a deal (read it before the next shuffle). */
export interface Shuffler {
  /** Deck index → seat 0–3 (N E S W) after the last shuffle. */
  readonly owners: Uint8Array;
  /** Card indices grouped by seat, 13 a seat (seat k at 13k…13k+12), each group ascending. */
  readonly positions: Uint8Array;
  shuffle(source: RandomSource): void;
}

/**
 * Built once. The scratch arrays live in this function's scope as constants, so the optimiser
 * embeds them in the shuffle's code; at the top of a module they would become mutable bindings in
 * the bundled build (the bundler turns top-level `const` into `var`), reloaded and checked on
 * every step. Explicit ArrayBuffers keep the bytes off the heap, where they never move, so their
 * address is embedded too.
 */
function makeShuffler(): Shuffler {
  const sharedOwners = new Uint8Array(new ArrayBuffer(52));
  // The owners are reset as 13 words from the template N×13, E×13, S×13, W×13.
  const ownerWords = new Int32Array(sharedOwners.buffer);
  const template = new Int32Array(Uint8Array.from({ length: 52 }, (_, i) => Math.floor(i / 13)).buffer);
  const sharedPositions = new Uint8Array(new ArrayBuffer(52));
  // Per seat, the place of its last card written so far in positions (from 13k+13 down to 13k).
  const sharedCursors = new Int32Array(new ArrayBuffer(16));

  /**
   * The swap for bound b settles card b−1 for good (later swaps only reach lower places), so the
   * cards settle from C2 up to SA, and each is written at the back of its seat's 13 places: every
   * hand comes out sorted, with no second pass. `| 0` and Math.imul keep the arithmetic in plain
   * 32-bit integers with no overflow checks (every value here is small).
   */
  function shuffle(source: RandomSource): void {
    // Locals, not the enclosing scope's bindings, in the loop: only then does the optimiser
    // embed the arrays' addresses there (measured: a third fewer instructions a deal).
    const owners = sharedOwners;
    const positions = sharedPositions;
    const cursors = sharedCursors;
    const sizes = GROUP_SIZES;
    const limits = GROUP_LIMITS;
    for (let w = 0; w < 13; w++) ownerWords[w] = template[w] as number;
    cursors[0] = 13;
    cursors[1] = 26;
    cursors[2] = 39;
    cursors[3] = 52;
    let bound = 52;
    for (let g = 0; g < sizes.length; g++) {
      const limit = limits[g] as number;
      let x = source.nextUint32() >>> 1;
      while (x >= limit) x = source.nextUint32() >>> 1;
      // The digits of x itself: those of x modulo the product are the same, one per bound.
      const end = bound - (sizes[g] as number);
      let v = x;
      do {
        const q = (v / bound) | 0;
        const j = (v - Math.imul(q, bound)) | 0;
        v = q;
        bound = (bound - 1) | 0;
        const seat = owners[j] as number;
        owners[j] = owners[bound] as number;
        owners[bound] = seat;
        const at = ((cursors[seat] as number) - 1) | 0;
        cursors[seat] = at;
        positions[at] = bound;
      } while (bound > end);
    }
    // SA settles last, into the one place left in its seat's 13.
    positions[((cursors[owners[0] as number] as number) - 1) | 0] = 0;
  }

  return { owners: sharedOwners, positions: sharedPositions, shuffle };
}

export const SHUFFLER: Shuffler = makeShuffler();
