// Results files the desk imports: USEBIO 1.2 (pairs, or teams when its EVENT holds MATCH elements), a PBN file (one
// game per result, or each board's ScoreTable), a BBO LIN file (through PBN) or a travellers CSV — pairs, teams or
// individuals — read by the formats and scoring packages. Every problem names the file, the line and the field or rule.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { DetectedMovement, LineProblem, PairsScoring, TravellerLine } from '@bridge-laws/scoring';
import { detectMovement, formatProblem, readTravellers } from '@bridge-laws/scoring';
import { linToPbnText, parseLin, readPbnTravellers, readUsebio, usebioTeams, usebioTravellers } from '@bridge-laws/formats';
import type { Movement } from './record.js';
import { recordFormat } from '../table/record-format.js';

/** What kind of event a results file holds: pairs join the session; teams and individuals are scored as their file. */
export const EVENT_KINDS = ['pairs', 'teams', 'individuals'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A results file read: its kind, its traveller lines, and (USEBIO pairs) the movement and scoring the file states. */
export interface ResultsRead {
  readonly kind: EventKind;
  readonly lines: readonly TravellerLine[];
  readonly movement?: Movement;
  readonly scoring?: PairsScoring;
  /**
   * A pairs file other than USEBIO: the movement its pairs' numbers and seats show (Law 8A). When it is `ambiguous`
   * and neither the scorer nor the session's results answered it, no line is read and no movement given: the desk asks.
   */
  readonly detected?: DetectedMovement;
}

const problems = (r: Result<readonly TravellerLine[], LineProblem[]>): Result<TravellerLine[], string[]> => (r.ok ? ok([...r.value]) : err(r.error.map(formatProblem)));

/** USEBIO by its name or its first characters (an XML declaration or the USEBIO root). */
export const isUsebio = (text: string, file: string): boolean => /\.xml$/i.test(file) || /^\uFEFF?\s*<(\?xml|USEBIO)/.test(text);

/** A USEBIO file: a teams event when its EVENT holds MATCH elements (USEBIO 1.2), else pairs travellers. */
function readUsebioResults(text: string, file: string, kind: EventKind): Result<ResultsRead, string[]> {
  const u = readUsebio(text, file);
  if (!u.ok) return err([`${file}: line ${u.error.line}: USEBIO: ${u.error.message}`]);
  const teams = (u.value.events[0]?.matches.length ?? 0) > 0;
  if (kind === 'individuals') return err([`${file}: USEBIO: the file is ${teams ? 'a teams' : 'a pairs'} event; an individual is read from a travellers CSV (north, south, east, west) or PBN`]);
  if (teams) {
    const m = usebioTeams(u.value, file);
    return m.ok ? ok({ kind: 'teams', lines: m.value.lines }) : err(m.error.map(formatProblem));
  }
  if (kind === 'teams') return err([`${file}: USEBIO: the event has no MATCH element, so it is not a teams event (USEBIO 1.2 teams results are MATCHes)`]);
  const t = usebioTravellers(u.value, file);
  return t.ok ? ok({ kind: 'pairs', lines: t.value.lines, movement: t.value.movement, scoring: t.value.scoring }) : err(t.error.map(formatProblem));
}

/**
 * Read a results file of the kind chosen (USEBIO says its own: MATCH elements make it teams), told apart by name or
 * content; every problem names file, line and board.
 */
export function readResultsFile(text: string, file: string, kind: EventKind, movement: Movement): Result<ResultsRead, string[]> {
  if (isUsebio(text, file)) return readUsebioResults(text, file, kind);
  const lines = readLines(text, file, kind, movement);
  return lines.ok ? ok({ kind, lines: lines.value }) : lines;
}

/** A travellers CSV, PBN or LIN file's lines, read for the movement given (PBN knows Mitchell and Howell numbering). */
function readLines(text: string, file: string, kind: EventKind, movement: Movement): Result<TravellerLine[], string[]> {
  const format = recordFormat(text, file);
  if (format === null) return problems(readTravellers(text, file, { movement, event: kind }));
  let pbn = text;
  if (format === 'lin') {
    const lin = parseLin(text, { file });
    if (!lin.ok) return err([lin.error.message]);
    pbn = linToPbnText(lin.value.file);
  }
  const r = readPbnTravellers(pbn, file, { movement: movement === 'howell' ? 'howell' : 'mitchell', event: kind });
  return problems(r.ok ? ok(r.value.lines) : r);
}

/**
 * A pairs results file with its movement: USEBIO states it; any other file shows it by its pairs' numbers and seats
 * (`detectMovement`, Law 8A). When the file cannot tell, the answer is `chosen` (the scorer's) or `established` (the
 * movement of a session that already has results, when the file allows it): never guessed.
 */
export function readPairsFile(text: string, file: string, chosen?: Movement, established?: Movement): Result<ResultsRead, string[]> {
  if (isUsebio(text, file)) return readUsebioResults(text, file, 'pairs');
  // Read with each direction numbered apart first: that admits every movement's numbering, so the seats can be looked at.
  const seated = readLines(text, file, 'pairs', 'mitchell');
  if (!seated.ok) return seated;
  const detected = detectMovement(seated.value);
  // A session whose results already fix its movement answers the question when that movement is one the file allows.
  const answer = chosen ?? (detected.kind === 'ambiguous' && established !== undefined && detected.candidates.includes(established) ? established : undefined);
  if (detected.kind === 'ambiguous' && answer === undefined) return ok({ kind: 'pairs', lines: [], detected });
  const movement: Movement = answer ?? (detected.kind === 'ambiguous' ? 'howell' : detected.kind);
  // Read again under the movement's own rules (a Howell pair plays a board once, whichever way it sits).
  const lines = readLines(text, file, 'pairs', movement);
  if (!lines.ok) return lines;
  // An arrow-switch seen from the seats (not marked in the file): the turned tables are marked.
  const turned = movement === 'arrow-switch' && 'switchedLines' in detected ? new Set(detected.switchedLines) : new Set<number>();
  return ok({ kind: 'pairs', lines: lines.value.map((l, i) => (turned.has(i) ? { ...l, switched: true } : l)), movement, detected });
}

/** Pairs results (travellers CSV, PBN, LIN or USEBIO pairs) as traveller lines. */
export function importResults(text: string, file: string, movement: Movement): Result<TravellerLine[], string[]> {
  const r = readResultsFile(text, file, 'pairs', movement);
  if (!r.ok) return r;
  return r.value.kind === 'pairs' ? ok([...r.value.lines]) : err([`${file}: a ${r.value.kind} event: choose ${r.value.kind} as the event to import it`]);
}
