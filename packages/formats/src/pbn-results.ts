// A PBN results file as traveller lines: one line per played game, or per row of each board's ScoreTable (PBN §5.9).
import type { Result, Vulnerability } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, ok } from '@bridge-laws/cards-and-boards';
import type { ArtificialGrade, BoardLine, LineProblem, TablePlayers, TravellerLine } from '@bridge-laws/scoring';
import { artificialLine, artificialMarker, readTableEntry, tableLine } from '@bridge-laws/scoring';
import type { PbnGame, PbnTable } from './pbn-model.js';
import { readPbn } from './pbn-parse.js';

/** A ScoreTable row saying a pair sat out the board (Ruter writes `Bye` as its score): not a result. */
export interface PbnBye {
  readonly board: number;
  readonly pair: string;
  readonly line: number;
}

export interface PbnResultsOptions {
  /**
   * Howell (default): one field, so a pair number means the same pair in either direction. Mitchell:
   * North-South and East-West are numbered apart, so NS pair 1 and EW pair 1 may meet.
   */
  readonly movement?: 'howell' | 'mitchell';
  /**
   * Pairs (default). Teams: PairId_NS / PairId_EW are teams, each sits North-South at one table of a board and
   * East-West at the other, and a `Round` column tells apart matches. Individuals: PlayerId_North, PlayerId_South,
   * PlayerId_East and PlayerId_West (as Ruter and `formatIndividualsPbn` write them) instead of the pairs.
   */
  readonly event?: 'pairs' | 'teams' | 'individuals';
}

export interface PbnResults {
  readonly lines: readonly TravellerLine[];
  readonly byes: readonly PbnBye[];
}

/** What one line of the file says, before it is checked and scored. */
interface Entry {
  readonly board: number;
  readonly vulnerable: Vulnerability;
  readonly ns: string;
  readonly ew: string;
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: string;
  readonly lead: string;
  /** North-South points as written, if given. */
  readonly score: number | null;
  /** Artificial adjusted scores (Law 12C2) for NS and EW, instead of a contract. */
  readonly grades: readonly [ArtificialGrade, ArtificialGrade] | null;
  readonly where: string;
  readonly line: number;
  /** Teams: the ScoreTable's Round. */
  readonly round?: string;
  /** Individuals: the four players. */
  readonly players?: TablePlayers;
}

const GRADES: Readonly<Record<string, ArtificialGrade>> = { 'A+': 'avg-plus', 'A=': 'avg', A: 'avg', 'A-': 'avg-minus' };
const GRADE_MARK: Readonly<Record<string, string>> = { 'avg-plus': '+', avg: '=', 'avg-minus': '-' };
const OPPOSITE: Readonly<Record<string, ArtificialGrade>> = { 'avg-plus': 'avg-minus', avg: 'avg', 'avg-minus': 'avg-plus' };
const BYE = /^bye$/i;
const PASSED_OUT = /^(p|pass)$/i;
/** PbnTools writes a pair's number as both players' name, e.g. `Para-12` (Polish "pair"). */
const NUMBERED_PAIR = /^(?:pair|para|paire|paar|par)[\s._-]*(\d+)$/i;

const absent = (cell: string | undefined): boolean => cell === undefined || cell === '' || cell === '-' || cell === '?';

/**
 * Read the results of a PBN file as traveller lines for `@bridge-laws/scoring`. A game whose board has a
 * ScoreTable gives one line per row (the game's own result is one of them, PBN §5.9); any other game with a
 * Contract gives one line (pairs from PairNS/PairEW, else the players' names). Every problem names the file,
 * line, board and game or table row; nothing is skipped.
 */
export function readPbnTravellers(text: string, file: string, options: PbnResultsOptions = {}): Result<PbnResults, LineProblem[]> {
  const mitchell = options.movement === 'mitchell';
  const event = options.event ?? 'pairs';
  const reading = readPbn(text, { file });
  const problems: LineProblem[] = [];
  const broken = new Set<number>();
  for (const d of reading.diagnostics) {
    if (d.severity !== 'error') continue;
    broken.add(d.game);
    problems.push({ file, line: d.line, ...boardOf(reading.file.games[d.game - 1]), message: `game ${d.game}${d.tag === undefined ? '' : ` [${d.tag}]`}: ${d.message}` });
  }
  const entries: Entry[] = [];
  const lines: TravellerLine[] = [];
  const byes: PbnBye[] = [];
  reading.file.games.forEach((game, g) => {
    if (broken.has(g + 1)) return;
    const gameLine = reading.gameLines[g] ?? 1;
    const report = (message: string, line = gameLine, board?: number): void => {
      problems.push({ file, line, ...(board === undefined ? boardOf(game) : { board }), message });
    };
    const table = game.tags.find((t) => t.name === 'ScoreTable')?.table;
    const contract = game.values.Contract ?? '';
    if (table === undefined && (contract === '' || contract === '?')) return; // a deal without a result
    const board = game.facts.board;
    if (board === undefined) return report(`game ${g + 1}: a result needs a Board number`);
    const vulnerable = game.facts.vulnerable ?? boardVulnerability(board); // Law 2
    if (table !== undefined) {
      readTable(table, reading.tableRowLines.get(table) ?? [], { board, vulnerable, game: g + 1, event }, entries, byes, report);
      return;
    }
    const ns = pairOf(game, 'NS');
    const ew = pairOf(game, 'EW');
    const where = `game ${g + 1}`;
    if (typeof ns !== 'string' || typeof ew !== 'string') return report(`${where}: ${typeof ns === 'string' ? '' : ns.error}${typeof ns !== 'string' && typeof ew !== 'string' ? '; ' : ''}${typeof ew === 'string' ? '' : ew.error}`);
    const score = gameScore(game);
    if (typeof score === 'object' && score !== null) return report(`${where}: ${score.error}`);
    const declarer = (game.values.Declarer ?? '').replace(/^\^/, '');
    const tricks = game.facts.result === undefined ? (game.values.Result ?? '') : String(game.facts.result);
    entries.push({ board, vulnerable, ns, ew, contract, declarer, tricks, lead: '', score, grades: null, where, line: gameLine });
  });

  const seen = new Map<string, Entry>();
  for (const e of entries) {
    const report = (message: string): void => {
      problems.push({ file, line: e.line, board: e.board, message: `${e.where}: ${message}` });
    };
    if (e.ns === e.ew && !mitchell) {
      report(`${event === 'teams' ? 'team' : 'pair'} ${e.ns} cannot sit both North-South and East-West${event === 'teams' ? ' at one table' : ' (a Mitchell movement numbers the two directions apart)'}`);
      continue;
    }
    // Who may appear once per board: a pair (per direction in a Mitchell), a team once per direction in each round, a player.
    const seats: (readonly [string, string])[] = e.players !== undefined ? [['', e.players.north], ['', e.players.south], ['', e.players.east], ['', e.players.west]] : [['NS', e.ns], ['EW', e.ew]];
    const what = e.players !== undefined ? 'player' : event === 'teams' ? 'team' : 'pair';
    let duplicate = false;
    for (const [side, who] of seats) {
      const bySide = mitchell || event === 'teams';
      const key = `${e.board}\u0000${event === 'teams' ? (e.round ?? '') : ''}\u0000${bySide ? side : ''}\u0000${who}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        report(`${what} ${bySide && side !== '' ? `${side} ` : ''}${who} already has a result on this board${e.round === undefined || e.round === '' ? '' : ` in round ${e.round}`} (line ${earlier.line}, ${earlier.where})`);
        duplicate = true;
      }
      seen.set(key, e);
    }
    if (duplicate) continue;
    const scored = scoreEntry(e);
    if (typeof scored === 'string') report(scored);
    else lines.push({ board: e.board, ns: e.ns, ew: e.ew, line: scored.line, lineNumber: e.line, contract: scored.contract, declarer: scored.declarer, tricks: scored.tricks, lead: e.lead, ...(e.round === undefined ? {} : { round: e.round }), ...(e.players === undefined ? {} : { players: e.players }) });
  }
  if (problems.length > 0) return err(problems.sort((a, b) => a.line - b.line));
  if (lines.length === 0) return err([{ file, line: 1, message: 'no results: no game has a Contract and no board has a ScoreTable with PairId_NS and PairId_EW (PBN §5.9)' }]);
  return ok({ lines, byes });
}

function boardOf(game: PbnGame | undefined): { board?: number } {
  return game?.facts.board === undefined ? {} : { board: game.facts.board };
}

interface TableContext {
  readonly board: number;
  readonly vulnerable: Vulnerability;
  readonly game: number;
  readonly event: 'pairs' | 'teams' | 'individuals';
}

const SEATS = [['north', 'PlayerId_North'], ['south', 'PlayerId_South'], ['east', 'PlayerId_East'], ['west', 'PlayerId_West']] as const;

/** PBN §5.9: one entry per row; `Bye` rows are byes; `A=`, `A+`, `A-` score cells are artificial scores (Law 12C2). */
function readTable(
  table: PbnTable,
  rowLines: readonly number[],
  at: TableContext,
  entries: Entry[],
  byes: PbnBye[],
  report: (message: string, line?: number, board?: number) => void,
): void {
  const col = (name: string): number => table.columns.findIndex((c) => c.name === name);
  const individuals = at.event === 'individuals';
  const nsCol = col('PairId_NS');
  const ewCol = col('PairId_EW');
  const seatCols = SEATS.map(([, name]) => col(name));
  if (individuals ? seatCols.some((k) => k < 0) : nsCol < 0 || ewCol < 0) {
    const needed = individuals ? 'PlayerId_North, PlayerId_South, PlayerId_East and PlayerId_West are needed to score an individual event' : `PairId_NS and PairId_EW are needed to score a ${at.event === 'teams' ? 'teams' : 'pairs'} event`;
    report(`game ${at.game} [ScoreTable]: columns ${needed} (found ${table.columns.map((c) => c.name).join(', ')})`, rowLines[0], at.board);
    return;
  }
  const cells = { section: col('Section'), contract: col('Contract'), declarer: col('Declarer'), result: col('Result'), lead: col('Lead'), scoreNs: col('Score_NS'), scoreEw: col('Score_EW'), round: at.event === 'teams' ? col('Round') : -1 };
  table.rows.forEach((row, r) => {
    const line = rowLines[r] ?? rowLines[0] ?? 1;
    const where = `game ${at.game} ScoreTable row ${r + 1}`;
    const cell = (k: number): string => (k < 0 ? '' : (row[k] ?? ''));
    const section = absent(cell(cells.section)) ? '' : cell(cells.section);
    const seated = seatCols.map((k) => cell(k));
    const players: TablePlayers | undefined = individuals ? { north: seated[0] ?? '', south: seated[1] ?? '', east: seated[2] ?? '', west: seated[3] ?? '' } : undefined;
    const ns = players === undefined ? cell(nsCol) : `${players.north}+${players.south}`;
    const ew = players === undefined ? cell(ewCol) : `${players.east}+${players.west}`;
    const scoreNs = cell(cells.scoreNs).replace(/^\^/, '');
    const scoreEw = cell(cells.scoreEw).replace(/^\^/, '');
    if (BYE.test(scoreNs) || BYE.test(scoreEw)) {
      const pair = absent(ns) ? ew : ns;
      if (absent(pair)) report(`${where}: a bye row names no pair`, line, at.board);
      else byes.push({ board: at.board, pair: section + pair, line });
      return;
    }
    const missingSeat = SEATS.findIndex((_, k) => absent(seated[k]));
    if (individuals && missingSeat >= 0) {
      report(`${where}: ${SEATS[missingSeat]?.[1]} is missing ("${seated[missingSeat]}")`, line, at.board);
      return;
    }
    if (absent(ns) || absent(ew)) {
      report(`${where}: ${absent(ns) ? 'PairId_NS' : 'PairId_EW'} is missing ("${absent(ns) ? ns : ew}")`, line, at.board);
      return;
    }
    const round = cells.round < 0 ? {} : { round: absent(cell(cells.round)) ? '' : cell(cells.round) };
    const base = { board: at.board, vulnerable: at.vulnerable, ns: section + ns, ew: section + ew, where, line, lead: absent(cell(cells.lead)) ? '' : cell(cells.lead), ...round, ...(players === undefined ? {} : { players }) };
    const contractCell = cell(cells.contract);
    const grades = /^A/i.test(contractCell) && absent(scoreNs) && absent(scoreEw) ? contractGrades(contractCell) : artificialGrades(scoreNs, scoreEw);
    if (typeof grades === 'string') {
      report(`${where}: ${grades}`, line, at.board);
      return;
    }
    if (grades !== null) {
      entries.push({ ...base, contract: typeof grades[0] === 'string' && typeof grades[1] === 'string' ? `A${GRADE_MARK[grades[0]]}${GRADE_MARK[grades[1]]}` : contractCell, declarer: '', tricks: '', score: null, grades });
      return;
    }
    const score = rowScore(scoreNs, scoreEw);
    if (typeof score === 'string') {
      report(`${where}: ${score}`, line, at.board);
      return;
    }
    const contract = absent(cell(cells.contract)) ? '' : cell(cells.contract);
    entries.push({ ...base, contract, declarer: absent(cell(cells.declarer)) ? '' : cell(cells.declarer), tricks: absent(cell(cells.result)) ? '' : cell(cells.result), score, grades: null });
  });
}

/** The travellers CSV's marker in the Contract column (`A`, `A+`, `A-`, `A+=`, `A60-40`, `A6040`: NS's grade, then EW's), as scoring's PBN output writes it. */
function contractGrades(text: string): [ArtificialGrade, ArtificialGrade] | string {
  const m = artificialMarker(text);
  if (m === null || typeof m === 'string') return `contract "${text}" is neither a contract nor an artificial score (A, A+, A-, A+=, A60-40) (Law 12C2)`;
  return m;
}

/** Ruter's artificial score cells: NS's grade in Score_NS, EW's in Score_EW; one cell alone implies the other side's. */
function artificialGrades(ns: string, ew: string): [ArtificialGrade, ArtificialGrade] | string | null {
  const a = GRADES[ns.toUpperCase()];
  const b = GRADES[ew.toUpperCase()];
  const marker = (s: string): boolean => /^A/i.test(s);
  if ((marker(ns) && a === undefined) || (marker(ew) && b === undefined)) {
    return `"${marker(ns) && a === undefined ? ns : ew}" is not an artificial score (A=, A+, A-) (Law 12C2)`;
  }
  if (a === undefined && b === undefined) return null;
  if (a !== undefined && b !== undefined) return [a, b];
  if (!absent(a === undefined ? ns : ew)) return `an artificial score on one side and "${a === undefined ? ns : ew}" on the other`;
  return a !== undefined ? [a, OPPOSITE[a as string] as ArtificialGrade] : [OPPOSITE[b as string] as ArtificialGrade, b as ArtificialGrade];
}

/** Score_NS / Score_EW cells as North-South points: one of the two is normally `-`. */
function rowScore(ns: string, ew: string): number | null | string {
  const num = (s: string): number | null => (/^-?\d+$/.test(s) ? Number(s) : null);
  const a = absent(ns) ? null : num(ns);
  const b = absent(ew) ? null : num(ew);
  if (!absent(ns) && a === null) return `Score_NS "${ns}" is not a score`;
  if (!absent(ew) && b === null) return `Score_EW "${ew}" is not a score`;
  if (a !== null && b !== null && a !== -b) return `Score_NS ${a} and Score_EW ${b} disagree`;
  return a ?? (b === null ? null : -b || 0);
}

/** The Score tag (PBN §4.2.1) as North-South points: `NS x`, `EW x`, both, or a bare number for declarer. */
function gameScore(game: PbnGame): number | null | { error: string } {
  const v = (game.values.Score ?? '').trim();
  if (v === '' || v === '?') return null;
  const parts = v.split(/\s+/);
  const nums: Record<string, number> = {};
  if (parts.length === 1 && /^-?\d+$/.test(v)) {
    const d = game.facts.declarer;
    if (d === undefined || d === null) return { error: `Score "${v}" gives declarer's score but there is no declarer` };
    return d === 'N' || d === 'S' ? Number(v) : -Number(v) || 0;
  }
  for (let k = 0; k + 1 < parts.length; k += 2) nums[parts[k] as string] = Number(parts[k + 1]);
  const ns = nums.NS ?? (nums.EW === undefined ? undefined : -nums.EW || 0);
  if (ns === undefined || Number.isNaN(ns) || (nums.NS !== undefined && nums.EW !== undefined && nums.NS !== -nums.EW)) return { error: `Score "${v}" is not "NS x", "EW x" or both` };
  return ns;
}

/** The pair of a side: PairNS/PairEW (PBN §4.3.2), else the two players' names. */
function pairOf(game: PbnGame, side: 'NS' | 'EW'): string | { error: string } {
  const tag = (game.values[`Pair${side}`] ?? '').trim();
  if (!absent(tag)) return tag;
  const [a, b] = side === 'NS' ? ['North', 'South'] : ['East', 'West'];
  const first = (game.values[a as string] ?? '').trim();
  const second = (game.values[b as string] ?? '').trim();
  if (absent(first) || absent(second)) return { error: `no ${side === 'NS' ? 'North-South' : 'East-West'} pair (give Pair${side}, or the ${a} and ${b} names)` };
  if (first !== second) return `${first} - ${second}`;
  return NUMBERED_PAIR.exec(first)?.[1] ?? first;
}

/** Check one entry against Law 77 and turn it into the line scoring takes. */
function scoreEntry(e: Entry): { line: BoardLine; contract: string; declarer: string; tricks: number | null } | string {
  if (e.grades !== null) return { line: artificialLine(e.grades[0], e.grades[1]), contract: e.contract, declarer: '', tricks: null };
  if (e.contract === '') {
    // Law 12C1(a): an assigned score is a score without a contract (PBN §5.9 writes '-' for the contract).
    if (e.score === null) return 'no contract and no score';
    return { line: tableLine(e.score), contract: '', declarer: '', tricks: null };
  }
  if (PASSED_OUT.test(e.contract) && e.score !== null && e.score !== 0) return `passed out, but the score is ${e.score} (Law 22B: a passed-out board scores 0)`;
  const entry = readTableEntry({ contract: e.contract, declarer: e.declarer, vulnerable: e.vulnerable, tricks: PASSED_OUT.test(e.contract) ? '' : e.tricks });
  if (!entry.ok) return entry.error;
  if (e.score !== null && e.score !== entry.value.scoreNs) {
    return `score ${e.score} does not match ${e.contract} by ${e.declarer} with ${entry.value.tricks} tricks, vulnerable ${entry.value.vulnerability}: Law 77 gives ${entry.value.scoreNs} to North-South`;
  }
  const passed = entry.value.result.kind === 'passed-out';
  return { line: tableLine(entry.value.scoreNs), contract: passed ? 'Pass' : e.contract, declarer: passed ? '' : e.declarer, tricks: passed ? null : entry.value.tricks };
}
