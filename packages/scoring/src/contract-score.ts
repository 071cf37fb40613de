// Law 77: the scoring table. Every figure is the declaring side's; the caller turns it into North-South's.
import type { Contract, ContractResult, Refusal, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { err, isVulnerable, lawRef, ok, refusal, sideOf, tricksRequired } from '@bridge-laws/cards-and-boards';

const DOUBLING: Readonly<Record<Contract['risk'], number>> = { '': 1, X: 2, XX: 4 };

/** Law 77: trick points for the odd tricks bid and won (the part that counts towards game). */
export function trickPoints(contract: Contract): number {
  const { level, denomination, risk } = contract;
  const base =
    denomination === 'NT' ? 40 + 30 * (level - 1) : denomination === 'H' || denomination === 'S' ? 30 * level : 20 * level;
  return base * DOUBLING[risk];
}

/** Law 77: what declarer's side scores when the contract makes with `tricks` tricks. */
function madeScore(contract: Contract, vulnerable: boolean, tricks: number): number {
  const points = trickPoints(contract);
  // Law 77: 100 trick points or more on the board is a game; otherwise a part score.
  let score = points + (points >= 100 ? (vulnerable ? 500 : 300) : 50);
  // Law 77: slam premiums for twelve or thirteen tricks bid and made.
  if (contract.level === 6) score += vulnerable ? 750 : 500;
  if (contract.level === 7) score += vulnerable ? 1500 : 1000;
  // Law 77: the premium for making a doubled or redoubled contract.
  if (contract.risk === 'X') score += 50;
  if (contract.risk === 'XX') score += 100;
  const overtricks = tricks - tricksRequired(contract);
  if (contract.risk === '') score += overtricks * (contract.denomination === 'C' || contract.denomination === 'D' ? 20 : 30);
  else score += overtricks * (vulnerable ? 200 : 100) * (contract.risk === 'XX' ? 2 : 1);
  return score;
}

/** Law 77: what the defenders score for `down` undertricks. */
export function undertrickPenalty(risk: Contract['risk'], vulnerable: boolean, down: number): number {
  if (risk === '') return down * (vulnerable ? 100 : 50);
  let doubled: number;
  if (vulnerable) doubled = 200 + 300 * (down - 1);
  // Not vulnerable: 100 for the first, 200 for the second and third, 300 from the fourth on.
  else doubled = 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
  return risk === 'XX' ? doubled * 2 : doubled;
}

/** Law 77: declarer's side's score (negative when the contract fails). `tricks` is 0–13. */
export function declarerScore(contract: Contract, vulnerable: boolean, tricks: number): number {
  const needed = tricksRequired(contract);
  return tricks >= needed ? madeScore(contract, vulnerable, tricks) : -undertrickPenalty(contract.risk, vulnerable, needed - tricks);
}

export type ScoreProblem = 'tricks-out-of-range';

/** One played board: the outcome of the auction and the tricks declarer's side won. */
export interface TableResult {
  readonly result: ContractResult;
  readonly vulnerability: Vulnerability;
  /** Tricks won by declarer's side; ignored for a passed-out board. */
  readonly tricks: number;
}

/** Law 77 from North-South's side: positive when North-South score; a passed-out board (Law 22B) is 0. */
export function scoreNS(table: TableResult): Result<number, Refusal<ScoreProblem>> {
  if (table.result.kind === 'passed-out') return ok(0);
  const { contract, declarer } = table.result;
  if (!Number.isInteger(table.tricks) || table.tricks < 0 || table.tricks > 13) {
    return err(refusal('tricks-out-of-range', `tricks must be a whole number from 0 to 13, got ${table.tricks}`, lawRef('77')));
  }
  const score = declarerScore(contract, isVulnerable(table.vulnerability, declarer), table.tricks);
  return ok(nsView(score, declarer));
}

/** Turn a declaring side's score into North-South's. */
export function nsView(declarerSideScore: number, declarer: Seat): number {
  return sideOf(declarer) === 'NS' ? declarerSideScore : -declarerSideScore || 0;
}
