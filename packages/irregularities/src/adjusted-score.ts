// Law 12C: the adjusted score as data — assigned (possibly weighted), artificial, or computed — for each side.
import type { BySide, Refusal, Result, Seat, Side, Vulnerability } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, otherSide, parseContract, refusal, sameData } from '@bridge-laws/cards-and-boards';
import type { ArtificialGrade, BoardLine, SideScore } from '@bridge-laws/scoring';
import { isLegalScore, scoreNS } from '@bridge-laws/scoring';

/** A bridge result the director assigns: a contract, its declarer and the tricks won, or a pass-out. */
export type AssignedResult =
  | { readonly contract: string; readonly declarer: Seat; readonly tricks: number }
  | { readonly contract: 'passed-out' };

/** Law 12C1(c): one result that could have been reached legally, with its probability. */
export type WeightedResult = AssignedResult & { readonly weight: number };

/**
 * What one side receives. `assigned` is a bridge result (12C1(a)-(b)) or several weighted ones
 * (12C1(c)); `artificial` a grade (12C2); `table` keeps the result obtained at the table (11A);
 * `points` a computed North-South figure that is no bridge result (12C1(e): the non-offending side's
 * table result plus only the damage the infraction caused). `weighted-scores` is a weighted score (12C1(c)) as a scorer's
 * W line records it: the North-South scores of the results with their weights, the results themselves not named.
 */
export type Award =
  | { readonly kind: 'assigned'; readonly results: readonly WeightedResult[] }
  | { readonly kind: 'artificial'; readonly grade: ArtificialGrade }
  | { readonly kind: 'table' }
  | { readonly kind: 'points'; readonly ns: number }
  | { readonly kind: 'weighted-scores'; readonly scores: readonly { readonly ns: number; readonly weight: number }[] };

/** The adjusted score of one table on one board; the sides differ for a split (non-balancing) score. */
export type AdjustedScore = BySide<Award>;

export type AdjustmentProblem = 'bad-weights' | 'bad-result' | 'needs-table-result';

/** An assigned score of one result, the same for both sides (Law 12C1(a)). */
export function assignedScore(result: AssignedResult): AdjustedScore {
  const award: Award = { kind: 'assigned', results: [{ ...result, weight: 1 }] };
  return { NS: award, EW: award };
}

/** Law 12C1(c): a weighted assigned score, the same for both sides. */
export function weightedScore(results: readonly WeightedResult[]): AdjustedScore {
  const award: Award = { kind: 'assigned', results };
  return { NS: award, EW: award };
}

/** Law 12C2(a): who is to blame for no result being obtainable. */
export type Fault = 'direct' | 'partial' | 'none';

/**
 * Law 12C2(a): average minus to a side directly at fault, average to one partly at fault, average plus
 * to one not at fault. Law 88 sends indemnity points here.
 */
export function artificialByFault(fault: BySide<Fault>): AdjustedScore {
  const grade = (f: Fault): ArtificialGrade => (f === 'direct' ? 'avg-minus' : f === 'partial' ? 'avg' : 'avg-plus');
  return { NS: { kind: 'artificial', grade: grade(fault.NS) }, EW: { kind: 'artificial', grade: grade(fault.EW) } };
}

/** Law 77 North-South points of an assigned result. */
export function resultScore(result: AssignedResult, vulnerability: Vulnerability): Result<number, Refusal<AdjustmentProblem>> {
  if (result.contract === 'passed-out') return ok(0);
  const r = result as Extract<AssignedResult, { declarer: Seat }>;
  const contract = parseContract(r.contract);
  if (!contract.ok) return err(refusal('bad-result', `assigned result: ${contract.error}`, lawRef('12C1(b)')));
  const score = scoreNS({ result: { kind: 'contract', contract: contract.value, declarer: r.declarer }, vulnerability, tricks: r.tricks });
  if (!score.ok) return err(refusal('bad-result', `assigned result ${r.contract} by ${r.declarer}: ${score.error.message}`, lawRef('12C1(b)')));
  return ok(score.value);
}

/** Law 12C1(c): the weights must be probabilities: each positive, together exactly one. */
export function checkWeights<W extends { readonly weight: number }>(results: readonly W[]): Result<true, Refusal<AdjustmentProblem>> {
  if (results.length === 0) return err(refusal('bad-weights', 'an assigned score needs at least one result', lawRef('12C1(c)')));
  const total = results.reduce((s, r) => s + r.weight, 0);
  if (results.some((r) => !(r.weight > 0)) || Math.abs(total - 1) > 1e-9) {
    const shown = results.map((r) => r.weight).join(' + ');
    return err(refusal('bad-weights', `the weights of a weighted score must be positive and sum to one, got ${shown} = ${Math.round(total * 1e9) / 1e9}`, lawRef('12C1(c)')));
  }
  return ok(true);
}

function sideScore(award: Award, vulnerability: Vulnerability, tableNs: number | undefined): Result<SideScore, Refusal<AdjustmentProblem>> {
  switch (award.kind) {
    case 'artificial':
      return ok({ kind: 'artificial', grade: award.grade });
    case 'points':
      return ok({ kind: 'score', ns: award.ns });
    case 'weighted-scores': {
      const w = checkWeights(award.scores);
      if (!w.ok) return w;
      // Law 77: each weighted score is one the board can give at its vulnerability.
      const bad = award.scores.find((x) => !isLegalScore(x.ns, vulnerability));
      if (bad !== undefined) return err(refusal('bad-result', `weighted score: ${bad.ns} is no score a board gives with vulnerability ${vulnerability}`, lawRef('77')));
      return ok({ kind: 'weighted', parts: award.scores.map((x) => ({ ns: x.ns, weight: x.weight })) });
    }
    case 'table':
      if (tableNs === undefined) return err(refusal('needs-table-result', 'the side keeps the table result, but the board has none', lawRef('11A')));
      return ok({ kind: 'score', ns: tableNs });
    case 'assigned': {
      const w = checkWeights(award.results);
      if (!w.ok) return w;
      const parts: { ns: number; weight: number }[] = [];
      for (const r of award.results) {
        const s = resultScore(r, vulnerability);
        if (!s.ok) return s;
        parts.push({ ns: s.value, weight: r.weight });
      }
      const [only] = parts;
      return ok(parts.length === 1 && only !== undefined ? { kind: 'score', ns: only.ns } : { kind: 'weighted', parts });
    }
  }
}

/** What scoring consumes: the adjusted score as a board line, each side scored on its own award. */
export function adjustedLine(
  adjusted: AdjustedScore,
  vulnerability: Vulnerability,
  tableNs?: number,
): Result<BoardLine, Refusal<AdjustmentProblem>> {
  const ns = sideScore(adjusted.NS, vulnerability, tableNs);
  if (!ns.ok) return ns;
  const ew = sideScore(adjusted.EW, vulnerability, tableNs);
  if (!ew.ok) return ew;
  return ok({ ns: ns.value, ew: ew.value });
}

/** Whether the two sides receive different scores (a split, non-balancing adjustment). */
export function isSplit(adjusted: AdjustedScore): boolean {
  return !sameData(adjusted.NS, adjusted.EW);
}

/** The director's three reference results for Law 12C1(e), each as a bridge result. */
export interface SelfInflictedResults {
  /** The probable result had the infraction not occurred (12C1(b)). */
  readonly withoutInfraction: AssignedResult;
  /** The result the non-offending side could expect after the infraction had it continued normally. */
  readonly expectedAfterInfraction: AssignedResult;
  /** The result obtained at the table. */
  readonly obtained: AssignedResult;
}

/**
 * Law 12C1(e): the non-offending side contributed to its damage by an extremely serious error or a
 * gambling action. The offending side gets the score its infraction alone would have earned (e)(i);
 * the non-offending side keeps its table result, redressed only for the damage the infraction caused
 * (e)(ii): own(obtained) + max(0, own(without) − own(expected)), as the WBF Commentary computes it.
 */
export function selfInflictedScore(
  offendingSide: Side,
  results: SelfInflictedResults,
  vulnerability: Vulnerability,
): Result<AdjustedScore, Refusal<AdjustmentProblem>> {
  const v: number[] = [];
  for (const r of [results.withoutInfraction, results.expectedAfterInfraction, results.obtained]) {
    const s = resultScore(r, vulnerability);
    if (!s.ok) return s;
    v.push(s.value);
  }
  const [without, expected, obtained] = v as [number, number, number];
  const nos = otherSide(offendingSide);
  const own = (ns: number): number => (nos === 'NS' ? ns : -ns);
  // Law 12C1(e)(ii): no redress for the self-inflicted part — only what the infraction itself cost.
  const nosOwn = own(obtained) + Math.max(0, own(without) - own(expected));
  const nosAward: Award = { kind: 'points', ns: own(nosOwn) || 0 };
  // Law 12C1(e)(i): the offending side gets what its infraction alone would have earned.
  const osAward: Award = { kind: 'assigned', results: [{ ...results.withoutInfraction, weight: 1 }] };
  return ok(offendingSide === 'NS' ? { NS: osAward, EW: nosAward } : { NS: nosAward, EW: osAward });
}
