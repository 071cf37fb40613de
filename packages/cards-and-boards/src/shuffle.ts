// Law 6: shuffle and deal — four hands of 13, every deal equally likely.
import { handsFromOwners, handsFromPositions } from './hands-codec.js';
import type { Deal } from './deal.js';
import type { RandomSource } from './random.js';
import { secureRandom, seededRandom } from './random.js';
import type { BoardInfo } from './board.js';
import { boardDealer, boardVulnerability } from './board.js';

const TWO_31 = 2147483648;

/**
 * The Fisher–Yates bounds 52, 51, …, 2 grouped greedily, in that order, into runs whose product
 * stays below 2^31, so that one draw yields several swaps (8 draws a deal, not 51) and all the
 * arithmetic stays in small integers.
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

/**
 * Law 6A/6B, Law 6E4 (computer dealing must be random): a Fisher–Yates shuffle of the owners of
 * the 52 cards gives every one of the 52!/(13!)^4 deals the same probability.
 *
 * Deal generator version 1 (frozen: seeded boards must never change). `owners` starts as
 * N×13, E×13, S×13, W×13 (0–3). For each group of bounds (52·51·50·49·48, 47·…·43, …): take the
 * top 31 bits of a 32-bit draw, drawing again while the value is not below the largest multiple of
 * the group's product under 2^31; reduce it modulo the product and read it as mixed-radix digits,
 * least significant first, one per bound; for bound b the digit j swaps owners[b−1] and owners[j].
 * Card i of the deck (SA, SK, …, C2) then belongs to seat owners[i].
 */
export function dealOwners(source: RandomSource, owners: Uint8Array = new Uint8Array(52)): Uint8Array {
  shuffle(source);
  owners.set(OWNERS);
  return owners;
}

// Scratch of the shuffle, never escaping a call. Explicit ArrayBuffers keep the bytes off the
// heap, where they never move, so the optimiser embeds their address rather than reloading it on
// every step; OWNERS is reset as 13 words from TEMPLATE (N×13, E×13, S×13, W×13).
const OWNERS = new Uint8Array(new ArrayBuffer(52));
const OWNER_WORDS = new Int32Array(OWNERS.buffer);
const TEMPLATE = new Int32Array(Uint8Array.from({ length: 52 }, (_, i) => Math.floor(i / 13)).buffer);
// Card indices grouped by seat, 13 a seat (seat k at 13k…13k+12), each group ascending.
const POSITIONS = new Uint8Array(new ArrayBuffer(52));
// Per seat, the place of its last card written so far in POSITIONS (from 13k+13 down to 13k).
const CURSORS = new Int32Array(new ArrayBuffer(16));

/**
 * The shuffle of `dealOwners`, into OWNERS and POSITIONS. The swap for bound b settles card b−1
 * for good (later swaps only reach lower places), so the cards settle from C2 up to SA, and each
 * is written at the back of its seat's 13 places: every hand comes out sorted, with no second pass.
 */
function shuffle(source: RandomSource): void {
  // Locals, not module bindings, in the loop; `| 0` and Math.imul keep the arithmetic in plain
  // 32-bit integers with no overflow checks (every value here is small).
  const owners = OWNERS;
  const positions = POSITIONS;
  const cursors = CURSORS;
  const sizes = GROUP_SIZES;
  const limits = GROUP_LIMITS;
  for (let w = 0; w < 13; w++) OWNER_WORDS[w] = TEMPLATE[w] as number;
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

/**
 * Hands from an owner array (card index → seat 0–3), each sorted spades first, high to low.
 * Throws a RangeError unless every seat owns 13 of the 52 cards (Law 7B2).
 */
export function dealFromOwners(owners: ArrayLike<number>): Deal {
  return { hands: handsFromOwners(owners) };
}

/** Law 6: deal one board from a random source (see `dealOwners` for the exact procedure). */
export function dealWith(source: RandomSource): Deal {
  shuffle(source);
  return { hands: handsFromPositions(POSITIONS) };
}

/** Law 6: one deal from a secure random source (Web Crypto). */
export function dealRandom(): Deal {
  return dealWith(secureRandom());
}

export interface DealtBoard extends BoardInfo {
  readonly deal: Deal;
}

export interface BoardSetOptions {
  readonly from: number;
  readonly to: number;
  /** Reproducible set: board N depends only on the seed and N (generator version 1). */
  readonly seed?: string;
}

/** The seed text of one board in a seeded set; documented so other programs can reproduce it. */
export function boardSeed(seed: string, board: number): string {
  return `${seed}#${board}`;
}

/** Deal a session's boards (Laws 2 and 6): secure unless a seed is given. */
export function dealBoards(options: BoardSetOptions): DealtBoard[] {
  const { from, to, seed } = options;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || to < from) {
    throw new RangeError(`board range must be whole numbers 1 ≤ from ≤ to, got ${from}-${to}`);
  }
  const secure = seed === undefined ? secureRandom() : undefined;
  const boards: DealtBoard[] = [];
  for (let n = from; n <= to; n++) {
    const source = secure ?? seededRandom(boardSeed(seed as string, n));
    boards.push({ board: n, dealer: boardDealer(n), vulnerable: boardVulnerability(n), deal: dealWith(source) });
  }
  return boards;
}
