// Law 6: shuffle and deal — four hands of 13, every deal equally likely.
import type { Card } from './card.js';
import { DECK } from './card.js';
import type { Deal } from './deal.js';
import type { RandomSource } from './random.js';
import { randomBelow, secureRandom, seededRandom } from './random.js';
import type { BoardInfo } from './board.js';
import { boardDealer, boardVulnerability } from './board.js';

/** Seat owners for the 52 deck positions before shuffling: 13 of each. */
const OWNERS_TEMPLATE = Uint8Array.from({ length: 52 }, (_, i) => Math.floor(i / 13));

/**
 * Law 6A/6B, Law 6E4 (computer dealing must be random): a Fisher–Yates shuffle of the owners of
 * the 52 cards gives every one of the 52!/(13!)^4 deals the same probability. Hands come out
 * sorted because cards are handed out in deck order.
 */
export function dealWith(source: RandomSource): Deal {
  const owners = OWNERS_TEMPLATE.slice();
  for (let i = 51; i > 0; i--) {
    const j = randomBelow(source, i + 1);
    const t = owners[i] as number;
    owners[i] = owners[j] as number;
    owners[j] = t;
  }
  const hands: [Card[], Card[], Card[], Card[]] = [[], [], [], []];
  for (let i = 0; i < 52; i++) hands[owners[i] as number]?.push(DECK[i] as Card);
  return { hands: { N: hands[0], E: hands[1], S: hands[2], W: hands[3] } };
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
