// Par: the result when both sides bid perfectly with the double-dummy table in view.
// Each side may bid any higher contract; a contract that fails is doubled. Solved backwards
// from 7NT so that every contract's value assumes the best answer from the other side.
import type { Denomination, Result, Seat, Side, Vulnerability } from '@bridge-laws/cards-and-boards';
import { err, isVulnerability, isVulnerable, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { Refusal } from '@bridge-laws/cards-and-boards';
import { parContractScore } from './contract-score.js';
import type { DdTable } from './solver.js';

const STRAINS: readonly Denomination[] = ['C', 'D', 'H', 'S', 'NT'];
const SIDE_SEATS: Readonly<Record<Side, readonly [Seat, Seat]>> = { NS: ['N', 'S'], EW: ['E', 'W'] };

export interface ParContract {
  readonly level: number;
  readonly denomination: Denomination;
  /** 'X' when the contract is a doubled sacrifice. */
  readonly risk: '' | 'X';
  readonly side: Side;
  /** The seats of that side who take the tricks the score assumes. */
  readonly declarers: readonly Seat[];
  /** Tricks over (positive) or under (negative) the contract. */
  readonly overtricks: number;
}

export interface ParResult {
  /** Par score from North-South's point of view. */
  readonly score: number;
  readonly contracts: readonly ParContract[];
}

export interface ParOptions {
  /** The side that may bid first (it keeps the contract when both sides would settle level). */
  readonly firstSide?: Side;
}

export type ParRefusal = Refusal<'bad-table' | 'bad-option'>;

function tricksFor(table: DdTable, side: Side, strain: Denomination): number {
  const [a, b] = SIDE_SEATS[side];
  return Math.max(table[a][strain], table[b][strain]);
}

function checkTable(table: DdTable): boolean {
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const row = table[seat] as Record<Denomination, number> | undefined;
    if (row === undefined) return false;
    for (const d of STRAINS) {
      const v = row[d];
      if (!Number.isInteger(v) || v < 0 || v > 13) return false;
    }
  }
  return true;
}

/** Par score and par contracts for a double-dummy table and vulnerability (Law 2 conditions). */
export function par(table: DdTable, vulnerability: Vulnerability, options: ParOptions = {}): Result<ParResult, ParRefusal> {
  if (!checkTable(table)) return err(refusal('bad-table', 'the table must give 0-13 tricks for every seat and denomination'));
  if (!isVulnerability(vulnerability)) return err(refusal('bad-option', 'vulnerability must be None, NS, EW or All'));
  const first: Side = options.firstSide ?? 'NS';
  if (first !== 'NS' && first !== 'EW') return err(refusal('bad-option', 'firstSide must be NS or EW'));
  const own = (side: Side, c: number): number => {
    const strain = STRAINS[c % 5] as Denomination;
    const level = Math.floor(c / 5) + 1;
    return parContractScore(level, strain, tricksFor(table, side, strain), isVulnerable(vulnerability, SIDE_SEATS[side][0]));
  };
  // value[side][c]: the final score for `side` once it has bid contract c and the others answer best.
  const value: Record<Side, number[]> = { NS: new Array<number>(35).fill(0), EW: new Array<number>(35).fill(0) };
  const bestAbove: Record<Side, number[]> = { NS: new Array<number>(36).fill(-Infinity), EW: new Array<number>(36).fill(-Infinity) };
  for (let c = 34; c >= 0; c--) {
    for (const side of ['NS', 'EW'] as const) {
      const other: Side = side === 'NS' ? 'EW' : 'NS';
      value[side][c] = Math.min(own(side, c), -(bestAbove[other][c + 1] as number));
    }
    for (const side of ['NS', 'EW'] as const) {
      bestAbove[side][c] = Math.max(bestAbove[side][c + 1] as number, value[side][c] as number);
    }
  }
  const second: Side = first === 'NS' ? 'EW' : 'NS';
  // The first side opens with its best contract or passes; then the other side does the same.
  const secondValue = Math.max(0, bestAbove[second][0] as number);
  const firstValue = Math.max(bestAbove[first][0] as number, -secondValue);
  const nsScore = first === 'NS' ? firstValue : -firstValue;
  const contracts: ParContract[] = [];
  for (let c = 0; c < 35; c++) {
    for (const side of ['NS', 'EW'] as const) {
      const score = own(side, c);
      const ns = side === 'NS' ? score : -score;
      // A par contract scores par and leaves the other side nothing better to bid.
      if (ns !== nsScore || value[side][c] !== score) continue;
      const strain = STRAINS[c % 5] as Denomination;
      const level = Math.floor(c / 5) + 1;
      const tricks = tricksFor(table, side, strain);
      const declarers = SIDE_SEATS[side].filter((s) => table[s][strain] === tricks);
      contracts.push({ level, denomination: strain, risk: tricks < level + 6 ? 'X' : '', side, declarers, overtricks: tricks - level - 6 });
    }
  }
  return ok({ score: nsScore === 0 ? 0 : nsScore, contracts });
}
