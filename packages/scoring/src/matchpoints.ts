// Law 78A: matchpoints on one board, with ties, weighted and split scores, artificial scores and Neuberg.
import type { Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { BoardLine, SideScore } from './adjusted.js';
import { artificialPercent } from './adjusted.js';
import type { ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';

export interface SideMatchpoints {
  /** Matchpoints on the regulation's unit (2/1/0 or 1/½/0). */
  readonly mp: number;
  /** Percentage of the top. */
  readonly percent: number;
  /** True when the figure comes from an artificial adjusted score (Law 12C2). */
  readonly artificial: boolean;
}

export interface LineMatchpoints {
  readonly ns: SideMatchpoints;
  readonly ew: SideMatchpoints;
}

export interface BoardMatchpoints {
  /** Matchpoints for a top: unit × (expected results − 1). */
  readonly top: number;
  /** Results each side was compared with, plus one (the board's number of scored results). */
  readonly expected: number;
  readonly lines: readonly LineMatchpoints[];
}

export interface MatchpointOptions {
  /**
   * How many results the board should have had (N in Neuberg's formula). Default: the number of
   * lines, artificial ones included. Pass the most-played board's count to factor short boards.
   */
  readonly expected?: number;
}

export type MatchpointProblem = 'bad-weights' | 'artificial-unit-mismatch' | 'bad-expected';

/**
 * Law 78A: matchpoint one board. Each side is compared with the same side at every other table
 * whose score is real (a table result, an assigned or a weighted score): 2 for each worse score,
 * 1 for each equal one (the regulation's unit may halve these). North-South and East-West are
 * matchpointed apart, so a split score simply puts different figures in the two fields.
 *
 * Weighted scores (Law 12C1(c)) join the field as fractional results: each component is compared
 * with the field and the side gets the weighted sum; other tables are compared with the components
 * with their weights.
 *
 * Neuberg: when a side's field has n real results but the board should have N (fewer tables played
 * it, or some tables got artificial scores), the side's raw matchpoints M on the 2/1/0 scale become
 * (M + 1) × N / n − 1, the classic formula; on the 1/½/0 scale the same figure is halved, i.e.
 * (M + ½) × N / n − ½. Artificial scores (Law 12C2) are a percentage of the top on N results.
 */
export function matchpointBoard(
  lines: readonly BoardLine[],
  options: MatchpointOptions = {},
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): Result<BoardMatchpoints, Refusal<MatchpointProblem>> {
  const expected = options.expected ?? lines.length;
  if (!Number.isInteger(expected) || expected < lines.length) {
    return err(refusal('bad-expected', `expected results must be a whole number ≥ the ${lines.length} lines of the board, got ${expected}`, lawRef('78A')));
  }
  const unit = settings.matchpointUnit;
  const top = unit * (expected - 1);
  const ns = sideMatchpoints(lines, 'NS', expected, top, settings);
  if (!ns.ok) return ns;
  const ew = sideMatchpoints(lines, 'EW', expected, top, settings);
  if (!ew.ok) return ew;
  return ok({
    top,
    expected,
    lines: lines.map((_, i) => ({ ns: ns.value[i] as SideMatchpoints, ew: ew.value[i] as SideMatchpoints })),
  });
}

interface FieldPoint {
  readonly value: number;
  readonly weight: number;
}

/** A side's own points for the comparisons: East-West prefer low North-South scores. */
function own(ns: number, side: Side): number {
  return side === 'NS' ? ns : -ns;
}

function points(score: SideScore, side: Side): FieldPoint[] | undefined {
  if (score.kind === 'score') return [{ value: own(score.ns, side), weight: 1 }];
  if (score.kind === 'weighted') return score.parts.map((p) => ({ value: own(p.ns, side), weight: p.weight }));
  return undefined;
}

function sideMatchpoints(
  lines: readonly BoardLine[],
  side: Side,
  expected: number,
  top: number,
  settings: ScoringSettings,
): Result<SideMatchpoints[], Refusal<MatchpointProblem>> {
  const perLine: (FieldPoint[] | undefined)[] = [];
  for (const [i, line] of lines.entries()) {
    const s = side === 'NS' ? line.ns : line.ew;
    const p = points(s, side);
    if (s.kind === 'weighted') {
      const total = s.parts.reduce((a, b) => a + b.weight, 0);
      if (s.parts.length === 0 || s.parts.some((x) => !(x.weight > 0)) || Math.abs(total - 1) > 1e-9) {
        return err(refusal('bad-weights', `line ${i + 1}: weights of a weighted score must be positive and add up to 1 (got ${total})`, lawRef('12C1(c)')));
      }
    }
    perLine.push(p);
  }
  // The field, sorted, with running weight totals for "worse than" and "equal to" look-ups.
  const all = perLine.flatMap((p) => p ?? []).sort((a, b) => a.value - b.value);
  const values: number[] = [];
  const below: number[] = []; // total weight strictly below values[k]
  const at: number[] = []; // total weight equal to values[k]
  let running = 0;
  for (const p of all) {
    if (values.length > 0 && values[values.length - 1] === p.value) at[at.length - 1] = (at[at.length - 1] as number) + p.weight;
    else {
      values.push(p.value);
      below.push(running);
      at.push(p.weight);
    }
    running += p.weight;
  }
  const n = perLine.filter((p) => p !== undefined).length;
  const unitScale = settings.matchpointUnit / 2;
  const out: SideMatchpoints[] = [];
  for (const [i, line] of lines.entries()) {
    const mine = perLine[i];
    if (mine === undefined) {
      const s = side === 'NS' ? line.ns : line.ew;
      const grade = s.kind === 'artificial' ? s.grade : 'avg';
      const percent = artificialPercent(grade, settings);
      if (percent === undefined) return err(refusal('artificial-unit-mismatch', `line ${i + 1}: an artificial score in IMPs cannot be used at matchpoints`, lawRef('12C2(a)')));
      out.push({ mp: (top * percent) / 100, percent, artificial: true });
      continue;
    }
    let raw = 0; // on the 2/1/0 scale
    for (const c of mine) {
      const k = search(values, c.value);
      let wins = below[k] as number;
      let ties = at[k] as number;
      // Remove this table's own components from its field.
      for (const d of mine) {
        if (d.value < c.value) wins -= d.weight;
        else if (d.value === c.value) ties -= d.weight;
      }
      raw += c.weight * (2 * wins + ties);
    }
    // Neuberg, when this side's field is smaller than the board's expected number of results.
    const scaled = n === expected ? raw : ((raw + 1) * expected) / n - 1;
    const mp = clean(scaled * unitScale);
    out.push({ mp, percent: top === 0 ? 50 : clean((mp / top) * 100), artificial: false });
  }
  return ok(out);
}

/** Index of `value` in the sorted unique `values` (it is always present). */
function search(values: readonly number[], value: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Drop floating-point dust from weighted and factored sums (12 significant decimals). */
function clean(x: number): number {
  return Math.round(x * 1e9) / 1e9 || 0;
}
