// Law 2: a board's number fixes its dealer and vulnerability.
import type { Result } from './result.js';
import { ok, err } from './result.js';
import type { Seat, Vulnerability } from './vocabulary.js';
import { SEATS } from './vocabulary.js';

export interface BoardInfo {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
}

// Law 2: vulnerability of boards 1–16, repeated for every further block of 16.
const VULNERABILITY_CYCLE: readonly Vulnerability[] = [
  'None', 'NS', 'EW', 'All',
  'NS', 'EW', 'All', 'None',
  'EW', 'All', 'None', 'NS',
  'All', 'None', 'NS', 'EW',
];

function checkNumber(board: number): void {
  if (!Number.isSafeInteger(board) || board < 1) throw new RangeError(`board number must be a whole number ≥ 1, got ${board}`);
}

/** Law 2: dealer is N, E, S, W in turn from board 1. */
export function boardDealer(board: number): Seat {
  checkNumber(board);
  return SEATS[(board - 1) % 4] as Seat;
}

/** Law 2: vulnerability repeats every 16 boards. */
export function boardVulnerability(board: number): Vulnerability {
  checkNumber(board);
  return VULNERABILITY_CYCLE[(board - 1) % 16] as Vulnerability;
}

/** Law 2 for a board number from untrusted input: a refusal instead of an exception. */
export function boardInfo(board: number): Result<BoardInfo, string> {
  if (!Number.isSafeInteger(board) || board < 1) return err(`board number must be a whole number ≥ 1, got ${String(board)}`);
  return ok({ board, dealer: boardDealer(board), vulnerable: boardVulnerability(board) });
}
