// A session's results: entered or imported traveller lines (scoring's travellers CSV, PBN, BBO LIN) joined to the
// session package's `Session` — a table result as its result line, an adjusted score as a ruling (Law 12C) — and
// ranked by the session package (`computeResults`, Laws 77, 78) under the chosen regulation.
import type { Result, Seat } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, makeContract, ok } from '@bridge-laws/cards-and-boards';
import type { AdjustedScore, ArtificialReason, Award } from '@bridge-laws/irregularities';
import { adjustedText } from '@bridge-laws/irregularities';
import type { Regulation } from '@bridge-laws/regulation';
import type { PairsScoring, Ranked, ScoredBoard, SideScore, Standing, TravellerLine } from '@bridge-laws/scoring';
import { readTableEntry, readTravellers, weightedText } from '@bridge-laws/scoring';
import type { Session, SessionResult } from '@bridge-laws/session';
import { addRuling, computeResults, homeDirection, parseSession } from '@bridge-laws/session';
import type { Movement } from './record.js';
import { movementOf } from './record.js';
import { adjustedEntry } from './traveller-text.js';
import type { EntryProblem, TravellerProblem } from './refusals.js';

/** One table's line on its way into the session: the table result, and the adjusted score when the score is not the table's. */
export interface SessionEntry {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  /** The contract played (`4HX`, `passed-out`), or null when the table has no result. */
  readonly result: { readonly contract: string | null; readonly declarer?: Seat; readonly tricks?: number };
  /** Arrow-switch: the Mitchell's East-West pair sat North-South at this table (`ns` names it). */
  readonly switched?: true;
  /** The score each side gets instead of the table result, kept in the session as a ruling (Law 12C). */
  readonly adjusted?: { readonly score: AdjustedScore; readonly reason?: ArtificialReason; readonly decision: string };
}

/** A result entered by hand, read by the scorer's travellers reader; the message names the column. */
export interface EntryText {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: string;
  /** The travellers CSV's `score`: a W line's `620@60;-100@40`, a split `420/-50`, or the points a file states. */
  readonly score?: string;
  /** Arrow-switch: the pairs sat the other way round (the Mitchell's EW pair North-South). */
  readonly switched?: boolean;
}

const cell = (text: string): string => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The hand-entered result read as one travellers-CSV line (scoring's documented format). */
export function readEntry(e: EntryText, movement: Movement): Result<TravellerLine, string> {
  const row = [String(e.board), e.ns, e.ew, e.contract, e.declarer, e.tricks, e.score ?? '', e.switched === true ? 'yes' : ''];
  const csv = `board,ns,ew,contract,declarer,tricks,score,switched\n${row.map(cell).join(',')}`;
  const r = readTravellers(csv, 'entry', { movement });
  if (!r.ok) return err(r.error.map((p) => p.message).join('; '));
  const [line] = r.value;
  return line === undefined ? err('entry: no result') : ok(line);
}

const NO_RESULT: ArtificialReason = 'no-result-obtainable';

/** One side's score on the line as the award a ruling gives it; a W line's weighted scores stay the scores they are (12C1(c)). */
function award(s: SideScore): Award {
  if (s.kind === 'score') return { kind: 'points', ns: s.ns };
  if (s.kind === 'artificial') return { kind: 'artificial', grade: s.grade };
  return { kind: 'weighted-scores', scores: s.parts };
}

/**
 * A traveller line as a session entry (`source` names where it came from: the ruling's decision): a result that gives the line's score is the table result; any other score
 * (an artificial score, a split score, a score the file gives for another vulnerability) is the adjusted score.
 */
export function lineEntry(l: TravellerLine, source: string): Result<SessionEntry, string> {
  const entry = readTableEntry({ contract: l.contract, declarer: l.declarer, vulnerable: boardVulnerability(l.board), tricks: l.tricks === null ? '' : String(l.tricks) });
  const base = { board: l.board, ns: l.ns, ew: l.ew, ...(l.switched === true ? { switched: true as const } : {}) };
  let result: SessionEntry['result'] = { contract: null };
  if (entry.ok) {
    const r = entry.value.result;
    result = r.kind === 'passed-out' ? { contract: 'passed-out' } : { contract: makeContract(r.contract), declarer: r.declarer, tricks: entry.value.tricks };
    const { ns, ew } = l.line;
    if (ns.kind === 'score' && ew.kind === 'score' && ns.ns === entry.value.scoreNs && ew.ns === entry.value.scoreNs) return ok({ ...base, result });
  }
  const score: AdjustedScore = { NS: award(l.line.ns), EW: award(l.line.ew) };
  const artificial = score.NS.kind === 'artificial' || score.EW.kind === 'artificial';
  return ok({ ...base, result, adjusted: { score, ...(artificial ? { reason: NO_RESULT } : {}), decision: source } });
}

type Seated = Pick<SessionResult, 'board' | 'ns' | 'ew' | 'switched'>;

/**
 * The pairs of a table as the field knows them: in a Howell a number is one pair whichever way it sits; in a Mitchell
 * a number and its own direction (an arrow-switched table seats its pairs the other way round).
 */
const pairsOf = (howell: boolean, r: Seated): string[] =>
  howell ? [r.ns, r.ew] : [`${homeDirection(r, 'NS')}${r.ns}`, `${homeDirection(r, 'EW')}${r.ew}`];

/** The same pair on the same board: a pair plays a board once. */
const sameTable = (howell: boolean) => (a: Seated, b: Seated) => a.board === b.board && pairsOf(howell, a).some((p) => pairsOf(howell, b).includes(p));

/**
 * Add entries to the session: each table named by its North-South pair (a pair plays a board once, so a pair with a
 * result on the board already is refused), an adjusted score added as a ruling on that table. Nothing is added when
 * any entry is refused.
 */
export function addEntries(session: Session, entries: readonly SessionEntry[]): Result<Session, TravellerProblem[]> {
  const problems: TravellerProblem[] = [];
  const same = sameTable(movementOf(session) === 'howell');
  let next: Session = session;
  const results: SessionResult[] = [...session.results];
  for (const e of entries) {
    const twin = results.find((k) => same(k, e));
    if (twin !== undefined) {
      problems.push({ code: 'duplicate', board: e.board, ns: e.ns, ew: e.ew, twinNs: twin.ns, twinEw: twin.ew });
      continue;
    }
    // A table is named by its North-South pair of the Mitchell: on an arrow-switched table that pair sits East-West.
    const table = e.switched === true ? e.ew : e.ns;
    const line: SessionResult = { board: e.board, table, ns: e.ns, ew: e.ew, ...e.result, ...(e.switched === true ? { switched: true } : {}) };
    results.push(line);
    next = { ...next, results: [...next.results, line] };
    if (e.adjusted === undefined) continue;
    const { score, reason, decision } = e.adjusted;
    const ruled = addRuling(next, { board: e.board, table, adjusted: score, decision, ...(reason === undefined ? {} : { artificialReason: reason }) });
    if (ruled.ok) next = ruled.value;
    else problems.push({ code: 'session', detail: `board ${e.board}, ${e.ns} v ${e.ew}: ${ruled.error.message}` });
  }
  if (problems.length > 0) return err(problems);
  const boards = [...new Set([...session.boards.map((b) => b.board), ...next.results.map((r) => r.board)])].sort((a, b) => a - b);
  const known = new Map(session.boards.map((b) => [b.board, b]));
  const checked = parseSession({ ...next, boards: boards.map((board) => known.get(board) ?? { board }) });
  return checked.ok ? ok(checked.value) : err([{ code: 'session', detail: checked.error.message }]);
}

/** Traveller lines added to the session, each as its entry. */
export function addLines(session: Session, lines: readonly TravellerLine[], source: string): Result<Session, EntryProblem[]> {
  const entries: SessionEntry[] = [];
  const problems: EntryProblem[] = [];
  for (const l of lines) {
    const e = lineEntry(l, source);
    if (e.ok) entries.push(e.value);
    else problems.push(e.error);
  }
  return problems.length > 0 ? err(problems) : addEntries(session, entries);
}

/** Remove a table's result, with the rulings on it and the appeals against those rulings; a board left empty goes too. */
export function removeResult(session: Session, result: SessionResult): Session {
  const gone = (x: { board: number; table: string }) => x.board === result.board && x.table === result.table;
  const rulings = session.rulings.filter((r) => !gone(r));
  const kept = new Set(rulings.map((r) => r.id));
  const results = session.results.filter((r) => r !== result);
  const played = new Set(results.map((r) => r.board));
  return {
    ...session,
    results,
    rulings,
    appeals: session.appeals.filter((a) => kept.has(a.rulingId)),
    boards: session.boards.filter((b) => played.has(b.board) || b.deal !== undefined),
    ...(session.fouledBoards === undefined ? {} : { fouledBoards: session.fouledBoards.filter((f) => f.board !== result.board) }),
  };
}

/** Every result removed: the event, its regulation and boards stay. */
export function clearResults(session: Session): Session {
  const { fouledBoards: _fouled, ...rest } = session;
  return { ...rest, boards: session.boards.filter((b) => b.deal !== undefined), results: [], rulings: [], appeals: [] };
}

export interface PairsStandings {
  readonly scoring: PairsScoring;
  readonly boards: readonly ScoredBoard[];
  readonly standings: readonly Ranked<Standing>[];
}

/** The ranking: each table's result or the ruling's adjusted score (after appeals), matchpoints or IMPs, less penalties. */
export function scoreSession(session: Session, regulation: Regulation): Result<PairsStandings, string[]> {
  if (session.results.length === 0) return err([]);
  if (session.event.kind === 'teams') return err(['event.kind: a teams session is ranked by matches; the session page ranks pairs']);
  const r = computeResults(session, regulation);
  if (!r.ok) return err([r.error.message]);
  return r.value.kind === 'pairs' ? ok(r.value) : err(['event.kind: a teams session is ranked by matches; the session page ranks pairs']);
}

/** What a result line shows in the contract column: the contract played, else the adjusted score that stands for it. */
export function resultText(session: Session, r: SessionResult): string {
  if (r.contract === 'passed-out') return 'P';
  if (r.contract !== null) return r.contract;
  const ruling = [...session.rulings].reverse().find((x) => x.board === r.board && x.table === r.table);
  if (ruling === undefined || ruling.scoreEffect.kind !== 'adjusted') return '';
  const adjusted = ruling.scoreEffect.adjusted;
  const entry = adjustedEntry(adjustedText(adjusted));
  if (entry !== null) return entry.kind === 'weighted' ? `W ${entry.text}` : entry.text;
  if (adjusted.NS.kind === 'weighted-scores') return `W ${weightedText(adjusted.NS.scores)}`;
  const side = (a: Award) => (a.kind === 'points' ? String(a.ns) : a.kind);
  return `${side(adjusted.NS)} / ${side(adjusted.EW)}`;
}
