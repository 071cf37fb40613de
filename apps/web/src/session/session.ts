// A session's results as travellers: the rows the desk keeps are a travellers CSV, scored by the
// scoring package (Laws 77, 78, 12C) under the chosen regulation's settings. Results come in as a
// travellers CSV, or as a PBN or BBO LIN file read by the formats package.
import type { Result } from '@bridge-laws/cards-and-boards';
import { VULNERABILITIES, boardVulnerability, err, ok } from '@bridge-laws/cards-and-boards';
import type { LineProblem, PairsEventResult, ScoringSettings, TravellerLine } from '@bridge-laws/scoring';
import { formatProblem, readTableEntry, readTravellers, scoreTravellers } from '@bridge-laws/scoring';
import { linToPbnText, parseLin, readPbnTravellers } from '@bridge-laws/formats';
import type { Movement, SessionRecord, SessionRow } from '../store/desk-state.js';
import { recordFormat } from '../table/record-format.js';

const COLUMNS = ['board', 'ns', 'ew', 'contract', 'declarer', 'tricks', 'score', 'vulnerable'] as const;
const FILE = 'session';

function cell(text: string): string {
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as a travellers CSV (scoring's documented format). */
export function sessionCsv(rows: readonly SessionRow[]): string {
  return [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => cell(String(r[c]))).join(','))].join('\n');
}

/** Check one result as the scorer would, before it joins the session; the message names the column. */
export function checkRow(row: SessionRow): Result<SessionRow, string> {
  const r = readTravellers(sessionCsv([row]), 'entry');
  if (r.ok) return ok(row);
  return err(r.error.map((p) => p.message).join('; '));
}

/** Read a travellers CSV into rows; every problem names file, line and board. */
export function importTravellers(text: string, file: string): Result<SessionRow[], string[]> {
  return rowsOf(readTravellers(text, file));
}

/**
 * Read results from a PBN file (one game per result, or each board's ScoreTable), a BBO LIN file (through
 * PBN) or a travellers CSV, told apart by name or content; every problem names file, line and board.
 */
export function importResults(text: string, file: string, movement: Movement): Result<SessionRow[], string[]> {
  const format = recordFormat(text, file);
  if (format === null) return importTravellers(text, file);
  let pbn = text;
  if (format === 'lin') {
    const lin = parseLin(text, { file });
    if (!lin.ok) return err([lin.error.message]);
    pbn = linToPbnText(lin.value.file);
  }
  const r = readPbnTravellers(pbn, file, { movement });
  return rowsOf(r.ok ? ok(r.value.lines) : r);
}

/** Traveller lines as the desk's rows: the score kept only where the contract cannot give it (`S` lines, weighted scores). */
function rowsOf(r: Result<readonly TravellerLine[], LineProblem[]>): Result<SessionRow[], string[]> {
  if (!r.ok) return err(r.error.map(formatProblem));
  const score = (l: TravellerLine): string => {
    const ns = l.line.ns;
    const ew = l.line.ew;
    if (l.contract.toUpperCase() === 'S' && ns.kind === 'score' && ew.kind === 'score') return `${ns.ns}/${ew.ns}`;
    if (ns.kind === 'weighted') return ns.parts.map((p) => `${p.ns}@${Math.round(p.weight * 100)}`).join(';');
    return '';
  };
  // A file may override a board's vulnerability: keep one that gives the file's score (Law 77).
  const vulnerable = (l: TravellerLine): string => {
    const ns = l.line.ns;
    if (ns.kind !== 'score' || l.tricks === null) return '';
    const gives = (v: string) => {
      const e = readTableEntry({ contract: l.contract, declarer: l.declarer, vulnerable: v, tricks: String(l.tricks) });
      return e.ok && e.value.scoreNs === ns.ns;
    };
    return gives(boardVulnerability(l.board)) ? '' : (VULNERABILITIES.find(gives) ?? '');
  };
  return ok(
    r.value.map((l) => ({
      board: l.board,
      ns: l.ns,
      ew: l.ew,
      contract: l.contract,
      declarer: l.declarer,
      tricks: l.tricks === null ? '' : String(l.tricks),
      score: score(l),
      vulnerable: vulnerable(l),
    })),
  );
}

/** Score the session: matchpoints or IMPs per board and the ranking. */
export function scoreSession(session: SessionRecord, settings: ScoringSettings): Result<PairsEventResult, string[]> {
  if (session.rows.length === 0) return err([]);
  const r = scoreTravellers(sessionCsv(session.rows), FILE, { scoring: session.scoring, movement: session.movement }, settings);
  return r.ok ? r : err(r.error.map(formatProblem));
}
