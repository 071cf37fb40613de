// Law 12C: adjusted scores as data. Assigned and weighted scores are table scores; artificial ones are grades.
import type { Side } from '@bridge-laws/cards-and-boards';
import type { ScoringSettings } from './settings.js';

/** Law 12C2(a): the three artificial grades, or an explicit percentage / IMP figure the director gives. */
export type ArtificialGrade =
  | 'avg-plus'
  | 'avg'
  | 'avg-minus'
  | { readonly percent: number }
  | { readonly imps: number };

/** Law 12C1(c): one legally reachable result and its weight. */
export interface WeightedPart {
  /** The result's score from North-South's side (Law 77). */
  readonly ns: number;
  readonly weight: number;
}

/**
 * What one side receives on a board: a table result or assigned score (12C1(a)) as North-South
 * points, a weighted assigned score (12C1(c)), or an artificial adjusted score (12C2).
 */
export type SideScore =
  | { readonly kind: 'score'; readonly ns: number }
  | { readonly kind: 'weighted'; readonly parts: readonly WeightedPart[] }
  | { readonly kind: 'artificial'; readonly grade: ArtificialGrade };

/** One table's line on a board. The sides differ for a split score (Law 12C1(b), 79B3, 12C2(a) by fault). */
export interface BoardLine {
  readonly ns: SideScore;
  readonly ew: SideScore;
}

/** A table result (or a balanced assigned score): both sides get the same North-South points. */
export function tableLine(ns: number): BoardLine {
  const s: SideScore = { kind: 'score', ns };
  return { ns: s, ew: s };
}

/** Law 12C2(a): artificial scores, possibly different for the two sides (one at fault, one not). */
export function artificialLine(ns: ArtificialGrade, ew: ArtificialGrade): BoardLine {
  return { ns: { kind: 'artificial', grade: ns }, ew: { kind: 'artificial', grade: ew } };
}

/** Law 12C1(c): a weighted assigned score for both sides. */
export function weightedLine(parts: readonly WeightedPart[]): BoardLine {
  const s: SideScore = { kind: 'weighted', parts };
  return { ns: s, ew: s };
}

/** A split score: each side keeps its own North-South figure (e.g. Law 79B3, or a non-balancing 12C1(e) ruling). */
export function splitLine(ns: SideScore, ew: SideScore): BoardLine {
  return { ns, ew };
}

export function sideScore(line: BoardLine, side: Side): SideScore {
  return side === 'NS' ? line.ns : line.ew;
}

/** Law 12C2(a): the percentage of the available matchpoints for a grade, or undefined for an IMP figure. */
export function artificialPercent(grade: ArtificialGrade, settings: ScoringSettings): number | undefined {
  if (grade === 'avg-plus') return settings.artificialPercentages.avgPlus;
  if (grade === 'avg') return settings.artificialPercentages.avg;
  if (grade === 'avg-minus') return settings.artificialPercentages.avgMinus;
  return 'percent' in grade ? grade.percent : undefined;
}

/**
 * Law 12C2(b): the IMPs for a grade. A percentage written the matchpoint way (`A60-40`, `A5050`) is the
 * grade whose 12C2(a) percentage it is — 60 % is average plus — so it takes that grade's IMPs; any
 * other bare percentage has no IMP value (undefined).
 */
export function artificialImps(grade: ArtificialGrade, settings: ScoringSettings): number | undefined {
  if (grade === 'avg-plus') return settings.artificialImps.avgPlus;
  if (grade === 'avg') return settings.artificialImps.avg;
  if (grade === 'avg-minus') return settings.artificialImps.avgMinus;
  if ('imps' in grade) return grade.imps;
  const p = settings.artificialPercentages;
  if (grade.percent === p.avgPlus) return settings.artificialImps.avgPlus;
  if (grade.percent === p.avg) return settings.artificialImps.avg;
  if (grade.percent === p.avgMinus) return settings.artificialImps.avgMinus;
  return undefined;
}

/**
 * Law 12C2(c): a side without fault that scored more than average plus on the session's other boards
 * keeps that percentage; a side at fault that scored less than average minus keeps its lower figure.
 */
export function sessionSubstitute(grade: ArtificialGrade, sessionPercent: number, settings: ScoringSettings): ArtificialGrade {
  if (grade === 'avg-plus' && sessionPercent > settings.artificialPercentages.avgPlus) return { percent: sessionPercent };
  if (grade === 'avg-minus' && sessionPercent < settings.artificialPercentages.avgMinus) return { percent: sessionPercent };
  return grade;
}

/**
 * Law 12C2(d): where the regulation has a rule for several boards without result in one session,
 * the grade for the `index`-th such board (1-based) of a side; otherwise the grade stands.
 */
export function severalBoardsGrade(
  grade: ArtificialGrade,
  index: number,
  sessionPercent: number,
  settings: ScoringSettings,
): ArtificialGrade {
  const rule = settings.severalBoardsWithoutResult;
  if (rule === null) return grade;
  const decided = rule(index);
  return decided === 'session-percentage' ? { percent: sessionPercent } : decided;
}

/** Law 12C4: non-balancing IMP results in a knockout: each side's figure computed apart, then averaged. */
export function knockoutAverage(impsForA: number, impsForB: number): { a: number; b: number } {
  const a = (impsForA - impsForB) / 2;
  return { a: a || 0, b: -a || 0 };
}

/** A weighted score as the travellers CSV writes it in `score` beside the contract `W`: `420@30;-50@70`. */
export function weightedText(parts: readonly WeightedPart[]): string {
  return parts.map((p) => `${p.ns}@${Math.round(p.weight * 1e6) / 1e4}`).join(';');
}
