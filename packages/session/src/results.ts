// The session's results: table scores, rulings and decided appeals turned into board lines, then scored by scoring.
import type { Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, lawRef, ok, parseContract, refusal } from '@bridge-laws/cards-and-boards';
import type { BoardLine, PairsLine, PairsScoring, Ranked, ScoredBoard, Standing, TeamBoard, TeamBoardImps } from '@bridge-laws/scoring';
import { rankWithTies, scoreNS, scorePairsEvent, scoreTeamBoard, victoryPoints } from '@bridge-laws/scoring';
import type { Penalty, RulingRecord } from '@bridge-laws/irregularities';
import { penaltyDeduction, rulingLine } from '@bridge-laws/irregularities';
import type { Regulation } from '@bridge-laws/regulation';
import type { Session, SessionResult } from './session.js';
import { effectiveRuling } from './operations.js';

/** A deduction from a contestant's total: a penalty (90, 91) or the sanction for an appeal without merit (92A). */
export interface Deduction {
  readonly contestant: string;
  /** The direction the contestant belongs to (its Mitchell direction; on an arrow-switched table the other side). */
  readonly direction: Side;
  readonly board: number;
  readonly amount: number;
  readonly law: string;
  readonly source: string;
}

export interface TeamsMatch {
  readonly teamA: string;
  readonly teamB: string;
  readonly boards: readonly TeamBoardImps[];
  readonly impsA: number;
  readonly impsB: number;
  readonly vpA: number;
  readonly vpB: number;
}

export type SessionResults =
  | { readonly kind: 'pairs'; readonly scoring: PairsScoring; readonly boards: readonly (ScoredBoard & { readonly group?: number })[]; readonly standings: readonly Ranked<Standing>[]; readonly deductions: readonly Deduction[] }
  | { readonly kind: 'teams'; readonly matches: readonly TeamsMatch[]; readonly deductions: readonly Deduction[] };

export type ResultsRefusal = Refusal<string>;

/** Law 77: the table result from North-South's side; undefined when the table has none. */
export function tableScore(r: SessionResult): Result<number | undefined, ResultsRefusal> {
  if (r.contract === null) return ok(undefined);
  if (r.contract === 'passed-out') return ok(0);
  const contract = parseContract(r.contract);
  if (!contract.ok || r.declarer === undefined || r.tricks === undefined) {
    return err(refusal('invalid-result', `board ${r.board} table ${r.table}: a contract needs declarer and tricks`, lawRef('77')));
  }
  const s = scoreNS({ result: { kind: 'contract', contract: contract.value, declarer: r.declarer }, vulnerability: boardVulnerability(r.board), tricks: r.tricks });
  return s.ok ? ok(s.value) : err({ ...s.error, message: `board ${r.board} table ${r.table}: ${s.error.message}` });
}

interface Line {
  readonly result: SessionResult;
  readonly line: BoardLine;
  readonly penalties: readonly { readonly penalty: Penalty; readonly source: string }[];
}

/** Every table's board line, the ruling (as changed on appeal) replacing the table result where it adjusts. */
function boardLines(session: Session): Result<Line[], ResultsRefusal> {
  const effective: RulingRecord[] = [];
  for (const r of session.rulings) {
    const e = effectiveRuling(session, r);
    if (!e.ok) return e;
    effective.push(e.value);
  }
  const lines: Line[] = [];
  for (const result of session.results) {
    const ns = tableScore(result);
    if (!ns.ok) return ns;
    const rulings = effective.filter((r) => r.board === result.board && r.table === result.table);
    // The latest ruling on a table decides its line; earlier ones are superseded.
    const last = rulings[rulings.length - 1];
    let line: BoardLine;
    if (last !== undefined) {
      const l = rulingLine(last, ns.value);
      if (!l.ok) return err({ ...l.error, message: `board ${result.board} table ${result.table}: ${l.error.message}` });
      line = l.value;
    } else if (ns.value === undefined) {
      return err(refusal('no-result', `board ${result.board} table ${result.table}: no result and no ruling — an adjusted score is needed`, lawRef('12C2(a)')));
    } else {
      line = { ns: { kind: 'score', ns: ns.value }, ew: { kind: 'score', ns: ns.value } };
    }
    lines.push({ result, line, penalties: rulings.flatMap((r) => r.penalties.map((penalty) => ({ penalty, source: `ruling ${r.id}` }))) });
  }
  return ok(lines);
}

function contestantOf(r: SessionResult, side: Side): string {
  return side === 'NS' ? r.ns : r.ew;
}

/** The direction a side's pair belongs to in a Mitchell: the side it sat, or the other on an arrow-switched table. */
export function homeDirection(r: { readonly switched?: boolean | undefined }, side: Side): Side {
  return r.switched === true ? (side === 'NS' ? 'EW' : 'NS') : side;
}

function deductions(session: Session, lines: readonly Line[], topOf: (board: number) => number | undefined, imps: boolean): Deduction[] {
  const out: Deduction[] = [];
  for (const l of lines) {
    for (const { penalty, source } of l.penalties) {
      const amount = penaltyDeduction(penalty, topOf(l.result.board));
      if (amount > 0) out.push({ contestant: contestantOf(l.result, penalty.against), direction: homeDirection(l.result, penalty.against), board: l.result.board, amount, law: penalty.law, source });
    }
  }
  // Law 92A / 93C1: the regulation's sanction for an appeal without merit.
  for (const a of session.appeals) {
    const s = a.decision?.sanction;
    if (a.status !== 'decided' || s == null) continue;
    const line = lines.find((l) => l.result.board === a.board && l.result.table === a.table);
    if (line === undefined) continue;
    const amount = imps ? s.imps : ((topOf(a.board) ?? 0) * s.matchpointPercent) / 100;
    if (amount > 0) out.push({ contestant: contestantOf(line.result, a.side), direction: homeDirection(line.result, a.side), board: a.board, amount, law: '92A', source: `appeal ${a.id}` });
  }
  return out;
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6 || 0;

/** A fouled board's group k is scored as a board of its own under this key, then reported under its number. */
const GROUP_KEY = 1000;

/**
 * Law 87B: the method for fouled boards — the regulation's, or the director's when the regulation
 * leaves it to him. Factored groups are compared as if the whole field had played each form (Neuberg);
 * separate groups each have their own top.
 */
function fouledMethod(session: Session, regulation: Regulation): Result<'separate-groups' | 'factored' | undefined, ResultsRefusal> {
  const fouled = session.fouledBoards ?? [];
  if (fouled.length === 0) return ok(undefined);
  const setting = regulation.settings.fouledBoardScoring;
  const chosen = new Set(fouled.map((f) => (setting === 'director-chooses' ? f.method : setting)));
  if (chosen.has(undefined)) return err(refusal('fouled-method-needed', 'the regulation leaves the scoring of fouled boards to the director: give each fouled board a method', lawRef('87B')));
  if (chosen.size > 1) return err(refusal('fouled-method-mixed', 'all fouled boards of a session are scored by one announced method', lawRef('87B')));
  return ok([...chosen][0]);
}

function pairsResults(session: Session, lines: readonly Line[], regulation: Regulation): Result<SessionResults, ResultsRefusal> {
  const scoring: PairsScoring = session.event.scoring === 'matchpoints' ? 'matchpoints' : session.event.scoring === 'cross-imps' ? 'cross-imps' : 'butler';
  const method = fouledMethod(session, regulation);
  if (!method.ok) return method;
  const groupOf = (board: number, table: string): number => {
    const f = (session.fouledBoards ?? []).find((x) => x.board === board);
    return f === undefined ? 0 : f.groups.findIndex((g) => g.includes(table)) + 1;
  };
  const pairsLines: PairsLine[] = lines.map((l) => {
    const group = groupOf(l.result.board, l.result.table);
    const board = group === 0 ? l.result.board : l.result.board * GROUP_KEY + group;
    return { board, ns: l.result.ns, ew: l.result.ew, line: l.line, ...(l.result.switched === true ? { switched: true } : {}) };
  });
  const movement = session.event.movement ?? 'howell';
  const neuberg = method.value === 'separate-groups' ? 'per-board' : 'most-played';
  const scored = scorePairsEvent(pairsLines, { scoring, movement, neuberg }, regulation.settings);
  if (!scored.ok) return scored;
  const boards = scored.value.boards
    .map((b) => (b.board >= GROUP_KEY ? { ...b, board: Math.floor(b.board / GROUP_KEY), group: b.board % GROUP_KEY, lines: b.lines.map((l) => ({ ...l, board: Math.floor(b.board / GROUP_KEY) })) } : b))
    .sort((a, b) => a.board - b.board);
  const tops = new Map(scored.value.boards.map((b) => [b.board >= GROUP_KEY ? Math.floor(b.board / GROUP_KEY) : b.board, b.top]));
  const ded = deductions(session, lines, (b) => tops.get(b), scoring !== 'matchpoints');
  if (ded.length === 0) return ok({ kind: 'pairs', scoring, boards, standings: scored.value.standings, deductions: [] });
  // Penalties come off the totals; percentages are of the same tops.
  // A pair is known by its number and, in a Mitchell, its own direction (an arrow-switched table seats it the other way).
  const sat = (s: Standing, l: PairsLine, side: Side): boolean => (side === 'NS' ? l.ns : l.ew) === s.pair && (s.direction === null || homeDirection(l, side) === s.direction);
  const topSum = (s: Standing): number => scored.value.boards.reduce((sum, b) => sum + b.lines.filter((l) => sat(s, l, 'NS') || sat(s, l, 'EW')).length * (b.top ?? 0), 0);
  const standings = scored.value.standings.map((r) => {
    const s = r.item;
    const off = ded.filter((d) => d.contestant === s.pair && (s.direction === null || d.direction === s.direction)).reduce((a, d) => a + d.amount, 0);
    const total = round(s.total - off);
    const tops = topSum(s);
    return s.percent === undefined || tops === 0 ? { ...s, total } : { ...s, total, percent: round((total / tops) * 100) };
  });
  const rankBy = (s: Standing): number => (scoring === 'matchpoints' ? (s.percent ?? 0) : s.total);
  const ranked =
    movement === 'mitchell'
      ? [...rankWithTies(standings.filter((s) => s.direction === 'NS'), rankBy), ...rankWithTies(standings.filter((s) => s.direction === 'EW'), rankBy)]
      : rankWithTies(standings, rankBy);
  return ok({ kind: 'pairs', scoring, boards, standings: ranked, deductions: ded });
}

function teamsResults(session: Session, lines: readonly Line[], regulation: Regulation): Result<SessionResults, ResultsRefusal> {
  // A match: the two teams, each board played twice with the teams in opposite seats (Law 78B).
  const matches = new Map<string, { a: string; b: string; boards: Map<number, { roomA?: BoardLine; roomB?: BoardLine }> }>();
  for (const l of lines) {
    const [a, b] = [l.result.ns, l.result.ew].sort() as [string, string];
    const m = matches.get(`${a}\u0000${b}`) ?? { a, b, boards: new Map() };
    const board = m.boards.get(l.result.board) ?? {};
    const room = l.result.ns === a ? 'roomA' : 'roomB';
    if (board[room] !== undefined) return err(refusal('duplicate-room', `board ${l.result.board}: ${a} v ${b} has two results with ${l.result.ns} North-South`));
    m.boards.set(l.result.board, { ...board, [room]: l.line });
    matches.set(`${a}\u0000${b}`, m);
  }
  const out: TeamsMatch[] = [];
  for (const m of matches.values()) {
    const boards: TeamBoard[] = [];
    for (const [board, rooms] of [...m.boards.entries()].sort((x, y) => x[0] - y[0])) {
      if (rooms.roomA === undefined || rooms.roomB === undefined) return err(refusal('missing-room', `board ${board}: ${m.a} v ${m.b} was played at one table only (Law 86B3)`, lawRef('86B3')));
      boards.push({ board, roomA: rooms.roomA, roomB: rooms.roomB });
    }
    out.push({ teamA: m.a, teamB: m.b, boards: boards.map((b) => scoreTeamBoard(b, {}, regulation.settings)), impsA: 0, impsB: 0, vpA: 0, vpB: 0 });
  }
  const ded = deductions(session, lines, () => undefined, true);
  const scoredMatches = out.map((m) => {
    const off = (team: string): number => ded.filter((d) => d.contestant === team && m.boards.some((b) => b.board === d.board)).reduce((s, d) => s + d.amount, 0);
    const impsA = round(m.boards.reduce((s, b) => s + b.a, 0) - off(m.teamA));
    const impsB = round(m.boards.reduce((s, b) => s + b.b, 0) - off(m.teamB));
    const vp = victoryPoints(impsA, impsB, Math.max(1, m.boards.length), regulation.settings);
    return { ...m, impsA, impsB, vpA: vp.a, vpB: vp.b };
  });
  return ok({ kind: 'teams', matches: scoredMatches, deductions: ded });
}

/**
 * The session's results exactly as a scorer computes them by hand: each table's result or adjusted
 * score (after appeals), matchpoints or IMPs from scoring, less penalties, then the ranking.
 */
export function computeResults(session: Session, regulation: Regulation): Result<SessionResults, ResultsRefusal> {
  const lines = boardLines(session);
  if (!lines.ok) return lines;
  return session.event.kind === 'teams' ? teamsResults(session, lines.value, regulation) : pairsResults(session, lines.value, regulation);
}
