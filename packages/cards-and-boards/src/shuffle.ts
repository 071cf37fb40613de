// Law 6: shuffle and deal — four hands of 13, every deal equally likely.
import { handsFromOwners, handsFromPositions } from './hands-codec.js';
import type { Deal } from './deal.js';
import type { RandomSource } from './random.js';
import { secureRandom, seededRandom } from './random.js';
import { SHUFFLER } from './shuffler.js';
import type { BoardInfo } from './board.js';
import { boardDealer, boardVulnerability } from './board.js';

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
  SHUFFLER.shuffle(source);
  owners.set(SHUFFLER.owners);
  return owners;
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
  SHUFFLER.shuffle(source);
  return { hands: handsFromPositions(SHUFFLER.positions) };
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
