// A pairs session: every board scored, then each pair's total and place (Laws 78A–78C, 12C2).
import type { Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { ArtificialGrade, BoardLine, SideScore } from './adjusted.js';
import { artificialImps, artificialPercent, sessionSubstitute, severalBoardsGrade } from './adjusted.js';
import type { DatumOptions } from './imps.js';
import { datum, imps } from './imps.js';
import type { MatchpointProblem } from './matchpoints.js';
import { matchpointBoard } from './matchpoints.js';
import type { Ranked } from './ranking.js';
import { rankWithTies } from './ranking.js';
import type { ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';
import { roundHalfEven, roundTotal } from './totals.js';
import type { PairsMovement } from './movement.js';

/** One traveller line: the board, the two pairs and what each side received. */
export interface PairsLine {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly line: BoardLine;
  /** Arrow-switch: the pairs sat the other way round (`ns` is an East-West pair of the Mitchell, `ew` a North-South one). */
  readonly switched?: boolean;
}

export type PairsScoring = 'matchpoints' | 'butler' | 'cross-imps';

export interface PairsEventOptions {
  readonly scoring?: PairsScoring;
  /**
   * Howell: one field, pair numbers unique. Mitchell: North-South and East-West are separate fields
   * (pair 1 NS is not pair 1 EW) and are ranked apart. Arrow-switch: a Mitchell whose pairs sat the other way on
   * the lines marked `switched`; pairs keep their Mitchell direction and are ranked in one field.
   */
  readonly movement?: PairsMovement;
  /** Matchpoints: factor boards with fewer real results than the most-played board (Neuberg), or not. */
  readonly neuberg?: 'most-played' | 'per-board';
  /** Butler: the datum's trimming and rounding (conditions of contest, Law 78D). */
  readonly datum?: DatumOptions;
  /** Butler: a datum published for a board (board number → North-South points) is used as given. */
  readonly publishedDatum?: ReadonlyMap<number, number>;
}

export interface ScoredLine extends PairsLine {
  /** Matchpoints or IMPs for each side. */
  readonly nsResult: number;
  readonly ewResult: number;
  /** Matchpoints only: percentages of the top. */
  readonly nsPercent?: number;
  readonly ewPercent?: number;
  /**
   * Convention `shortBoards: 'raw-on-traveller'`: the raw matchpoints printed on the traveller of a board
   * played fewer times, while the totals use the factored `nsResult`/`ewResult`.
   */
  readonly nsTraveller?: number;
  readonly ewTraveller?: number;
}

export interface ScoredBoard {
  readonly board: number;
  /** Matchpoints: the top. */
  readonly top?: number;
  /** Butler: the datum. */
  readonly datum?: number;
  readonly lines: readonly ScoredLine[];
}

export interface Standing {
  readonly pair: string;
  /** Mitchell only: the direction the pair sat. */
  readonly direction: Side | null;
  readonly boards: number;
  /**
   * Total matchpoints or IMPs (Law 78C: the sum over the boards played); with the convention
   * `missedBoards: 'scaled'` a pair that missed boards has it scaled up to the full session.
   */
  readonly total: number;
  /** Matchpoints only: total as a percentage of the tops available. */
  readonly percent?: number;
}

export interface PairsEventResult {
  readonly scoring: PairsScoring;
  readonly boards: readonly ScoredBoard[];
  readonly standings: readonly Ranked<Standing>[];
}

/** Score a pairs session from its traveller lines. */
export function scorePairsEvent(
  lines: readonly PairsLine[],
  options: PairsEventOptions = {},
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): Result<PairsEventResult, Refusal<MatchpointProblem>> {
  const scoring = options.scoring ?? 'matchpoints';
  const conventions = settings.scoringConventions;
  const byBoard = new Map<number, PairsLine[]>();
  for (const l of lines) {
    const list = byBoard.get(l.board) ?? [];
    list.push(l);
    byBoard.set(l.board, list);
  }
  const boardNumbers = [...byBoard.keys()].sort((a, b) => a - b);
  const mostPlayed = Math.max(0, ...[...byBoard.values()].map((b) => b.length));
  const byDirection = options.movement === 'mitchell' || options.movement === 'arrow-switch';
  const key = (pair: string, side: Side): string => (byDirection ? `${side}\u0000${pair}` : pair);
  // A pair's own (Mitchell) direction: the side it sat, or the other on an arrow-switched line.
  const home = (l: PairsLine, side: Side): Side => (options.movement === 'arrow-switch' && l.switched === true ? (side === 'NS' ? 'EW' : 'NS') : side);

  const boards: ScoredBoard[] = [];
  for (const b of boardNumbers) {
    const list = byBoard.get(b) ?? [];
    if (scoring === 'matchpoints') {
      const raw = options.neuberg === 'per-board' || conventions.shortBoards === 'raw';
      const expected = raw ? list.length : mostPlayed;
      const r = matchpointBoard(list.map((l) => l.line), { expected }, settings);
      if (!r.ok) return err({ ...r.error, message: `board ${b}: ${r.error.message}` });
      // Convention 'raw-on-traveller': the traveller shows the board's own raw figures, the totals the factored ones.
      const shown = conventions.shortBoards === 'raw-on-traveller' && expected > list.length ? matchpointBoard(list.map((l) => l.line), {}, settings) : undefined;
      const top = r.value.top;
      boards.push({
        board: b,
        top,
        lines: list.map((l, i) => {
          const m = r.value.lines[i] as { ns: { mp: number; percent: number }; ew: { mp: number; percent: number } };
          const t = shown?.ok === true ? shown.value.lines[i] : undefined;
          const printed = t ? { ns: t.ns.mp, ew: t.ew.mp } : { ns: m.ns.mp, ew: m.ew.mp };
          // Convention travellerDecimals: the traveller prints rounded figures (totals keep the exact ones).
          const d = conventions.travellerDecimals;
          const traveller = d !== null ? { nsTraveller: roundHalfEven(printed.ns, d), ewTraveller: roundHalfEven(printed.ew, d) } : t ? { nsTraveller: printed.ns, ewTraveller: printed.ew } : {};
          return { ...l, nsResult: m.ns.mp, ewResult: m.ew.mp, nsPercent: m.ns.percent, ewPercent: m.ew.percent, ...traveller };
        }),
      });
    } else {
      const published = options.publishedDatum?.get(b);
      const scored = scoreImpBoard(list, scoring, published === undefined ? options.datum ?? settings.butlerDatum : { published }, settings);
      if (!scored.ok) return err({ ...scored.error, message: `board ${b}: ${scored.error.message}` });
      boards.push({ board: b, ...scored.value });
    }
  }

  const adjusted = scoring === 'matchpoints' ? applySessionRules(boards, (l, side) => key(side === 'NS' ? l.ns : l.ew, home(l, side)), settings) : boards;

  // Law 78C: each contestant's result is the sum over the boards it played.
  const totals = new Map<string, { pair: string; direction: Side | null; boards: number; total: number; top: number }>();
  const add = (pair: string, side: Side, value: number, top: number): void => {
    const k = key(pair, side);
    const t = totals.get(k) ?? { pair, direction: byDirection ? side : null, boards: 0, total: 0, top: 0 };
    totals.set(k, { ...t, boards: t.boards + 1, total: t.total + value, top: t.top + top });
  };
  for (const board of adjusted) {
    for (const l of board.lines) {
      add(l.ns, home(l, 'NS'), l.nsResult, board.top ?? 0);
      add(l.ew, home(l, 'EW'), l.ewResult, board.top ?? 0);
    }
  }
  // Convention 'scaled': a pair that missed boards has its total scaled to the most a pair could score
  // (matchpoints: the largest sum of tops; IMPs: the most boards played).
  const fullTop = Math.max(0, ...[...totals.values()].map((t) => t.top));
  const fullBoards = Math.max(0, ...[...totals.values()].map((t) => t.boards));
  const finish = (x: number): number => roundTotal(x, conventions.totalsDecimals);
  const standings: Standing[] = [...totals.values()].map((t) => {
    const scale = conventions.missedBoards !== 'scaled' ? 1 : scoring === 'matchpoints' ? (t.top === 0 ? 1 : fullTop / t.top) : t.boards === 0 ? 1 : fullBoards / t.boards;
    const base = { pair: t.pair, direction: t.direction, boards: t.boards, total: finish(t.total * scale) };
    return scoring === 'matchpoints' ? { ...base, percent: t.top === 0 ? 50 : finish((t.total / t.top) * 100) } : base;
  });
  const rankBy = (s: Standing): number => (scoring === 'matchpoints' ? (s.percent ?? 0) : s.total);
  const ranked =
    options.movement === 'mitchell'
      ? [...rankWithTies(standings.filter((s) => s.direction === 'NS'), rankBy), ...rankWithTies(standings.filter((s) => s.direction === 'EW'), rankBy)]
      : rankWithTies(standings, rankBy);
  return ok({ scoring, boards: adjusted, standings: ranked });
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6 || 0;
}


/**
 * Laws 12C2(c) and (d), a second pass over matchpoint boards: an artificial grade may become the
 * side's percentage on its other boards (c), or follow the regulation's rule for several boards (d).
 * Artificial scores stay out of every field, so only the graded sides' figures change.
 */
function applySessionRules(boards: readonly ScoredBoard[], key: (l: PairsLine, side: Side) => string, settings: ScoringSettings): ScoredBoard[] {
  const real = new Map<string, { mp: number; top: number }>();
  for (const board of boards) {
    for (const l of board.lines) {
      for (const side of ['NS', 'EW'] as const) {
        if (sideOf(l, side).kind === 'artificial') continue;
        const k = key(l, side);
        const t = real.get(k) ?? { mp: 0, top: 0 };
        real.set(k, { mp: t.mp + (side === 'NS' ? l.nsResult : l.ewResult), top: t.top + (board.top ?? 0) });
      }
    }
  }
  const seen = new Map<string, number>();
  return boards.map((board) => ({
    ...board,
    lines: board.lines.map((l) => {
      let out: ScoredLine = l;
      for (const side of ['NS', 'EW'] as const) {
        const s = sideOf(l, side);
        if (s.kind !== 'artificial') continue;
        const k = key(l, side);
        const index = (seen.get(k) ?? 0) + 1;
        seen.set(k, index);
        const r = real.get(k);
        if (r === undefined || r.top === 0) continue; // no other boards: the grade stands
        const session = (r.mp / r.top) * 100;
        const grade: ArtificialGrade = sessionSubstitute(severalBoardsGrade(s.grade, index, session, settings), session, settings);
        const percent = artificialPercent(grade, settings) ?? 50;
        const mp = ((board.top ?? 0) * percent) / 100;
        out = side === 'NS' ? { ...out, nsResult: mp, nsPercent: percent } : { ...out, ewResult: mp, ewPercent: percent };
      }
      return out;
    }),
  }));
}

function sideOf(l: PairsLine, side: Side): SideScore {
  return side === 'NS' ? l.line.ns : l.line.ew;
}

/** IMP pairs: each side's IMPs against the datum (Butler) or against every other table (cross-IMPs). */
function scoreImpBoard(
  list: readonly PairsLine[],
  scoring: 'butler' | 'cross-imps',
  datumOptions: DatumOptions | { readonly published: number },
  settings: ScoringSettings,
): Result<{ datum?: number; lines: ScoredLine[] }, Refusal<MatchpointProblem>> {
  // The field: table results proper (both sides the same North-South score).
  const field = list.flatMap((l, i) => (l.line.ns.kind === 'score' && l.line.ew.kind === 'score' && l.line.ns.ns === l.line.ew.ns ? [{ i, ns: l.line.ns.ns }] : []));
  const d = scoring !== 'butler' ? 0 : 'published' in datumOptions ? datumOptions.published : datum(field.map((f) => f.ns), datumOptions);
  const comparisons = (self: number): number => field.filter((f) => f.i !== self).length;
  // Law 78D (conditions of contest): cross-IMPs summed over the other tables, or their average.
  const perTable = (sum: number, self: number): number => (settings.crossImps === 'average' && comparisons(self) > 0 ? sum / comparisons(self) : sum);
  const against = (ns: number, self: number): number => {
    if (scoring === 'butler') return imps(ns - d);
    let sum = 0;
    for (const f of field) if (f.i !== self) sum += imps(ns - f.ns);
    return perTable(sum, self);
  };
  const crossArtificial = settings.scoringConventions.crossImpsArtificial;
  const lines: ScoredLine[] = [];
  for (const [i, l] of list.entries()) {
    const side = (s: SideScore, sign: 1 | -1): number | undefined => {
      if (s.kind === 'score') return sign * against(s.ns, i);
      if (s.kind === 'weighted') return s.parts.reduce((a, p) => a + p.weight * sign * against(p.ns, i), 0);
      const gradeImps = artificialImps(s.grade, settings);
      if (gradeImps === undefined) return undefined;
      if (scoring === 'butler') return gradeImps; // Law 12C2(b): the grade's IMPs against the datum
      // Cross-IMPs (conventions): the grade's IMPs in each comparison, once against the whole field, or ±1 per comparison.
      if (crossArtificial === 'grade-once') return gradeImps;
      const each = crossArtificial === 'one-per-comparison' ? Math.sign(gradeImps) : gradeImps;
      return perTable(each * comparisons(i), i);
    };
    const ns = side(l.line.ns, 1);
    const ew = side(l.line.ew, -1);
    if (ns === undefined || ew === undefined) {
      return err({ code: 'artificial-unit-mismatch', message: `line ${i + 1}: a percentage cannot be used at IMPs` });
    }
    lines.push({ ...l, nsResult: round(ns), ewResult: round(ew) });
  }
  return ok(scoring === 'butler' ? { datum: d, lines } : { lines });
}
