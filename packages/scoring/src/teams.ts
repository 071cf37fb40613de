// Team play: a board is two tables with the teams in opposite seats (Laws 78B, 86, 12C4), and a match is scored in VPs (78D).
import type { BoardLine, SideScore } from './adjusted.js';
import { artificialImps, knockoutAverage } from './adjusted.js';
import { imps } from './imps.js';
import type { ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';
import { victoryPoints } from './victory-points.js';

/** One board of a match: team A sits North-South in room A and East-West in room B. */
export interface TeamBoard {
  readonly board: number;
  readonly roomA: BoardLine;
  readonly roomB: BoardLine;
}

export interface TeamBoardImps {
  readonly board: number;
  readonly a: number;
  readonly b: number;
}

/** Team A's IMPs from its two sides' scores (North-South points): what it made in A against what it conceded in B. */
function teamImps(seatedNs: SideScore, seatedEw: SideScore, settings: ScoringSettings): number {
  // Law 12C2(b): an artificial score on either table gives the team the grade's IMPs for the board.
  if (seatedNs.kind === 'artificial') return artificialImps(seatedNs.grade, settings) ?? 0;
  if (seatedEw.kind === 'artificial') return artificialImps(seatedEw.grade, settings) ?? 0;
  const parts = (s: SideScore): readonly { ns: number; weight: number }[] =>
    s.kind === 'score' ? [{ ns: s.ns, weight: 1 }] : s.kind === 'weighted' ? s.parts : [];
  // Law 12C1(c): weight the IMPs of each pair of components, not the points.
  let total = 0;
  for (const x of parts(seatedNs)) for (const y of parts(seatedEw)) total += x.weight * y.weight * imps(x.ns - y.ns);
  return Math.round(total * 1e9) / 1e9 || 0;
}

/**
 * Law 78B at teams. With a split or non-balancing adjusted score each team's figure is computed on
 * its own scores; in a knockout (Law 12C4) both then receive the average of the two figures.
 */
export function scoreTeamBoard(
  board: TeamBoard,
  options: { readonly knockout?: boolean } = {},
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): TeamBoardImps {
  const a = teamImps(board.roomA.ns, board.roomB.ew, settings);
  // Team B sits North-South in room B and East-West in room A.
  const b = teamImps(board.roomB.ns, board.roomA.ew, settings);
  if (options.knockout === true && a + b !== 0) {
    const avg = knockoutAverage(a, b);
    return { board: board.board, a: avg.a, b: avg.b };
  }
  return { board: board.board, a, b };
}

export interface TeamsMatchResult {
  readonly boards: readonly TeamBoardImps[];
  readonly impsA: number;
  readonly impsB: number;
  readonly vpA: number;
  readonly vpB: number;
}

/** A match: IMPs per board, totals (Law 78C) and victory points on the regulation's scale (Law 78D). */
export function scoreTeamsMatch(
  boards: readonly TeamBoard[],
  options: { readonly knockout?: boolean } = {},
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): TeamsMatchResult {
  const scored = boards.map((b) => scoreTeamBoard(b, options, settings));
  const impsA = scored.reduce((s, b) => s + b.a, 0);
  const impsB = scored.reduce((s, b) => s + b.b, 0);
  const won = impsWon(scored);
  const vp = victoryPoints(won.a, won.b, Math.max(1, boards.length), settings);
  return { boards: scored, impsA, impsB, vpA: vp.a, vpB: vp.b };
}

/**
 * Law 78C at teams: the IMPs each team won over the boards — a board's positive figure is the team's
 * (a balanced board gives one team its swing and the other nothing; average plus to both gives both 3).
 * The VP margin (Law 78D) is the difference of these, not of the signed figures, which would count each swing twice.
 */
export function impsWon(boards: readonly TeamBoardImps[]): { a: number; b: number } {
  let a = 0;
  let b = 0;
  for (const x of boards) {
    a += Math.max(0, x.a);
    b += Math.max(0, x.b);
  }
  return { a: Math.round(a * 1e9) / 1e9, b: Math.round(b * 1e9) / 1e9 };
}

/**
 * Law 86B2(b): when only one team is at fault for several non-comparable results, the non-offending
 * team gets, board by board, the better of average plus and the assigned score (in IMPs), and the
 * offending team the negation.
 */
export function law86NonOffendingChoice(assignedImpsForNos: number, settings: ScoringSettings = DEFAULT_SCORING_SETTINGS): { nos: number; os: number } {
  const nos = Math.max(settings.artificialImps.avgPlus, assignedImpsForNos);
  return { nos, os: -nos || 0 };
}

/**
 * Law 86B1: whether the other-table result makes an assigned score due rather than an artificial one,
 * for the director's estimate of the expected swing in IMPs. The threshold is the regulation's
 * (`clearlyFavourableImps`); where it sets none this is the director's judgment, and the answer is null.
 */
export function clearlyFavourable(expectedSwingImps: number, settings: Pick<ScoringSettings, 'clearlyFavourableImps'> = DEFAULT_SCORING_SETTINGS): boolean | null {
  if (settings.clearlyFavourableImps === null) return null;
  return Math.abs(expectedSwingImps) > settings.clearlyFavourableImps;
}
