// The shared session file (format `bridge-laws-session`, also read and written by the CLI): the desk's rows
// written as its results, and a file read back as rows, ranked by the session package with its rulings and appeals.
import type { Result } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, ok } from '@bridge-laws/cards-and-boards';
import type { Regulation } from '@bridge-laws/regulation';
import type { PairsEventResult } from '@bridge-laws/scoring';
import { readTableEntry } from '@bridge-laws/scoring';
import type { Session, SessionResult } from '@bridge-laws/session';
import { computeResults, newSession, parseSession, readSession, sessionRegulation, writeSession } from '@bridge-laws/session';
import { checkRow } from './session.js';
import type { Movement, SessionRecord, SessionRow, SessionScoring } from '../store/desk-state.js';

/** A session file loaded into the desk: its rows, and the file itself for its rulings and appeals. */
export interface LoadedSessionFile {
  readonly session: Session;
  readonly regulation: Regulation;
  readonly record: SessionRecord;
}

const rowName = (r: SessionRow): string => `board ${r.board}, ${r.ns} v ${r.ew}`;

/**
 * One row as a result line: each table is named by its North-South pair (a pair plays a board once).
 * Adjusted and overridden scores are not table results: in a session file they are rulings.
 */
function resultOf(row: SessionRow): Result<SessionResult, string> {
  const adjusted = `${rowName(row)}: an adjusted or overridden score is a ruling in a session file, not a table result`;
  if (row.score !== '' || row.vulnerable !== '') return err(adjusted);
  const entry = readTableEntry({ contract: row.contract, declarer: row.declarer, vulnerable: boardVulnerability(row.board), tricks: row.tricks });
  // A line the scorer accepts that is no table result is an artificial score (A+, A-…, Law 12C2).
  if (!entry.ok) return err(checkRow(row).ok ? adjusted : `${rowName(row)}: ${entry.error}`);
  const line = { board: row.board, table: row.ns, ns: row.ns, ew: row.ew };
  const r = entry.value.result;
  if (r.kind === 'passed-out') return ok({ ...line, contract: 'passed-out' });
  return ok({ ...line, contract: row.contract.trim().toUpperCase(), declarer: r.declarer, tricks: entry.value.tricks });
}

/** The desk's session as a session file's text, checked by the session package before it is written. */
export function exportSessionFile(record: SessionRecord, regulationId: string): Result<string, string[]> {
  const results: SessionResult[] = [];
  const problems: string[] = [];
  for (const row of record.rows) {
    const r = resultOf(row);
    if (r.ok) results.push(r.value);
    else problems.push(r.error);
  }
  if (problems.length > 0) return err(problems);
  const boards = [...new Set(results.map((r) => r.board))].sort((a, b) => a - b).map((board) => ({ board }));
  const session = { ...newSession({ name: '', kind: 'pairs', scoring: record.scoring, movement: record.movement }, regulationId), boards, results };
  const checked = parseSession(session);
  return checked.ok ? ok(writeSession(checked.value)) : err([checked.error.message]);
}

/** A result line as a row; a table with no result (`null`, its score given by a ruling) keeps an empty contract. */
function rowOf(r: SessionResult): SessionRow {
  const contract = r.contract === 'passed-out' ? 'P' : (r.contract ?? '');
  return { board: r.board, ns: r.ns, ew: r.ew, contract, declarer: r.declarer ?? '', tricks: r.tricks === undefined ? '' : String(r.tricks), score: '', vulnerable: '' };
}

/** Read a session file; a malformed one is refused with the package's message naming the field. */
export function importSessionFile(text: string, known: readonly Regulation[]): Result<LoadedSessionFile, string> {
  const read = readSession(text);
  if (!read.ok) return err(read.error.message);
  const session = read.value;
  if (session.event.kind === 'teams') return err('event.kind: a teams session is ranked by matches; the session page ranks pairs');
  const regulation = sessionRegulation(session, known);
  if (!regulation.ok) return err(regulation.error.message);
  // Pairs events accept `imps` as Butler (session format).
  const scoring: SessionScoring = session.event.scoring === 'imps' ? 'butler' : session.event.scoring;
  const movement: Movement = session.event.movement ?? 'howell';
  return ok({ session, regulation: regulation.value, record: { scoring, movement, rows: session.results.map(rowOf) } });
}

/** The file's ranking: table results replaced by its rulings as changed by decided appeals (session package). */
export function sessionFileResults(file: LoadedSessionFile): Result<PairsEventResult, string[]> {
  const r = computeResults(file.session, file.regulation);
  if (!r.ok) return err([r.error.message]);
  return r.value.kind === 'pairs' ? ok(r.value) : err(['event.kind: a teams session is ranked by matches; the session page ranks pairs']);
}
