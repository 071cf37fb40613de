// The double-dummy facts of a board in the spellings hand records use: makeable levels, the
// OptimumScore value (PBN 2.1 §4.2.7) and the ParContract value (Bridge Composer's and DDS's tag).
import type { Denomination, Seat, Side, Vulnerability } from '@bridge-laws/cards-and-boards';
import type { DdTable, ParContract, ParResult } from '@bridge-laws/double-dummy';
import { parContractScore } from '@bridge-laws/double-dummy';

/** Row order of a printed grid and of Bridge Composer's OptimumResultTable. */
export const GRID_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];
export const GRID_DENOMINATIONS: readonly Denomination[] = ['NT', 'S', 'H', 'D', 'C'];

/** The highest level a declarer makes (tricks less six), or undefined below one. */
export function makeableLevel(table: DdTable, declarer: Seat, denomination: Denomination): number | undefined {
  const level = table[declarer][denomination] - 6;
  return level >= 1 ? level : undefined;
}

/**
 * The side that holds the par contract and the score from its view, e.g. `NS 420`, `EW -100`
 * (PBN 2.1 §4.2.7 allows either side named; a passed-out board is `NS 0`).
 */
export function optimumScore(par: ParResult): string {
  const side: Side = par.contracts[0]?.side ?? 'NS';
  const score = side === 'NS' ? par.score : -par.score;
  return `${side} ${score === 0 ? 0 : score}`;
}

function contractText(c: ParContract): string {
  const who = c.declarers.length === 1 ? (c.declarers[0] as Seat) : c.side;
  const strain = c.denomination === 'NT' ? 'N' : c.denomination;
  const result = c.overtricks === 0 ? '=' : c.overtricks > 0 ? `+${c.overtricks}` : String(c.overtricks);
  return `${who} ${c.level}${strain}${c.risk}${result}`;
}

const RANKED: readonly Denomination[] = ['C', 'D', 'H', 'S', 'NT'];
const SIDE_SEATS: Readonly<Record<Side, readonly Seat[]>> = { NS: ['N', 'S'], EW: ['E', 'W'] };

/** A contract's place in the auction's order (1C = 0 … 7NT = 34). */
const rankOf = (level: number, denomination: Denomination): number => (level - 1) * 5 + RANKED.indexOf(denomination);

/**
 * The highest contract the other side would rather play than concede `score` (from the par side's
 * view): one it makes, or a sacrifice doubled for less than that score; -1 when there is none.
 */
function highestWanted(table: DdTable, side: Side, vulnerability: Vulnerability, score: number): number {
  const vulnerable = vulnerability === 'All' || vulnerability === side;
  let best = -1;
  for (let level = 1; level <= 7; level++) {
    for (const d of RANKED) {
      const tricks = Math.max(...SIDE_SEATS[side].map((seat) => table[seat][d]));
      if (parContractScore(level, d, tricks, vulnerable) > -score) best = Math.max(best, rankOf(level, d));
    }
  }
  return best;
}

/**
 * Par contracts as hand records write them (DDS's and Bridge Composer's convention): only contracts
 * above every contract the other side would rather play (one it makes, or a cheaper doubled
 * sacrifice: a lower par contract would be outbid on the way), each denomination once at its
 * lowest such level; a side named as `NS`/`EW`, or a single seat when only
 * one declarer makes it; ties joined with `; `, e.g. `NS 4H+1; NS 4S+1`; `Pass` when passed out.
 */
export function parContracts(par: ParResult, table: DdTable, vulnerability: Vulnerability): string {
  const above = par.contracts.filter((c) => {
    const other: Side = c.side === 'NS' ? 'EW' : 'NS';
    const score = c.side === 'NS' ? par.score : -par.score;
    return rankOf(c.level, c.denomination) > highestWanted(table, other, vulnerability, score);
  });
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const c of above.length > 0 ? above : par.contracts) {
    const key = `${c.side}${c.denomination}`;
    if (seen.has(key)) continue;
    seen.add(key);
    texts.push(contractText(c));
  }
  return texts.length === 0 ? 'Pass' : texts.join('; ');
}
