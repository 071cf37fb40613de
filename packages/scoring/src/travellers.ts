// The travellers CSV: one line per table per board, validated line by line (see README, "Travellers CSV").
import { z } from 'zod';
import type { Result, Vulnerability } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, isVulnerability, ok } from '@bridge-laws/cards-and-boards';
import type { ArtificialGrade, BoardLine, WeightedPart } from './adjusted.js';
import { artificialLine, splitLine, tableLine, weightedLine } from './adjusted.js';
import { readCsv } from './csv.js';
import type { PairsLine } from './pairs-event.js';
import type { LineProblem } from './table-entry.js';
import { normalizeVulnerability, readTableEntry } from './table-entry.js';
import { isLegalScore } from './legal-scores.js';
import type { PairsMovement } from './movement.js';

export const TRAVELLER_COLUMNS = ['board', 'ns', 'ew', 'contract', 'declarer', 'tricks', 'result', 'lead', 'score', 'vulnerable', 'round', 'north', 'south', 'east', 'west', 'datum', 'switched'] as const;
const REQUIRED = ['board', 'ns', 'ew', 'contract'] as const;
const INDIVIDUAL = ['north', 'south', 'east', 'west'] as const;

/** What the file holds: pairs (the default), teams (ns/ew are teams, a `round` column tells the matches apart), or individuals (north, south, east, west columns instead of ns, ew). */
export type TravellersEvent = 'pairs' | 'teams' | 'individuals';

/** The four players of an individual event's table. */
export interface TablePlayers {
  readonly north: string;
  readonly south: string;
  readonly east: string;
  readonly west: string;
}

/** A traveller line with what the file said, for printing it back. */
export interface TravellerLine extends PairsLine {
  /** 1-based line in the file. */
  readonly lineNumber: number;
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: number | null;
  readonly lead: string;
  /** Teams: the round (match) the line belongs to, '' when the file has none. */
  readonly round?: string;
  /** Individuals: who sat where. */
  readonly players?: TablePlayers;
  /** Butler: the board's datum as published (a `datum` column), North-South points. */
  readonly datum?: number;
}

const Row = z.object({
  board: z.string().regex(/^[1-9]\d{0,5}$/, 'board must be a whole number from 1').transform(Number),
  ns: z.string().min(1, 'ns pair is missing'),
  ew: z.string().min(1, 'ew pair is missing'),
  contract: z.string().min(1, 'contract is missing (write P for a passed-out board)'),
});

const GRADE: Readonly<Record<string, 'avg-plus' | 'avg' | 'avg-minus'>> = { '+': 'avg-plus', '=': 'avg', '-': 'avg-minus' };

/**
 * `A`, `A=`, `A+`, `A-`, `A+-`, `A60-40`, `A6040`: artificial grades for NS and EW (Law 12C2); null when the
 * text is no marker (it does not start with A), a message when it is a malformed one.
 */
export function artificialMarker(text: string): [ArtificialGrade, ArtificialGrade] | string | null {
  const t = text.toUpperCase();
  // No contract starts with A, so anything that does is meant as a marker.
  if (!t.startsWith('A')) return null;
  if (t === 'A' || t === 'A=') return ['avg', 'avg'];
  if (t === 'A+') return ['avg-plus', 'avg-minus'];
  if (t === 'A-') return ['avg-minus', 'avg-plus'];
  const two = /^A([+=-])([+=-])$/.exec(t);
  if (two) return [GRADE[two[1] as string] as ArtificialGrade, GRADE[two[2] as string] as ArtificialGrade];
  // `A60-40`, `A60/40`, or USEBIO's `A6040` (two digits each).
  const pct = /^A(\d{1,3}(?:\.\d+)?)[-/](\d{1,3}(?:\.\d+)?)$/.exec(t) ?? /^A(\d\d)(\d\d)$/.exec(t);
  if (pct) {
    const ns = Number(pct[1]);
    const ew = Number(pct[2]);
    if (ns > 100 || ew > 100) return `artificial score ${text}: percentages must be 0-100 (Law 12C2(a))`;
    return [{ percent: ns }, { percent: ew }];
  }
  return `"${text}" is not an adjusted-score marker (A, A+, A-, A+=, A60-40) (Law 12C2)`;
}

/**
 * `420@30;-50@70`: weighted components, weights in percent adding to 100 (Law 12C1(c)), each a score the board can
 * give at its vulnerability (Law 77).
 */
export function weightedParts(text: string, vulnerability: Vulnerability): WeightedPart[] | string {
  const parts: WeightedPart[] = [];
  for (const piece of text.split(';')) {
    const m = /^\s*(-?\d+)\s*@\s*(\d+(?:\.\d+)?)\s*$/.exec(piece);
    if (!m) return `score: weighted score "${text}" must look like 420@30;-50@70 (Law 12C1(c))`;
    const ns = Number(m[1]);
    if (!isLegalScore(ns, vulnerability)) return `score: ${ns} in "${text.trim()}" is no score a board gives with vulnerability ${vulnerability} (Law 77)`;
    parts.push({ ns, weight: Number(m[2]) / 100 });
  }
  const total = parts.reduce((a, p) => a + p.weight, 0);
  if (Math.abs(total - 1) > 1e-9 || parts.some((p) => p.weight <= 0)) return `score: weights of "${text}" must be positive and add up to 100 (Law 12C1(c))`;
  return parts;
}

/**
 * Read a travellers CSV. Every problem is reported with file, line and board; no line is skipped.
 * A pair that appears twice on one board, or on both sides of one table, is an error too.
 */
export function readTravellers(
  text: string,
  file: string,
  options: { readonly movement?: PairsMovement; readonly event?: TravellersEvent } = {},
): Result<TravellerLine[], LineProblem[]> {
  // Mitchell: North-South and East-West are numbered apart, so NS pair 1 and EW pair 1 are two pairs.
  // Teams: each team sits NS at one table and EW at the other, so a team is keyed by its side and round too.
  const event = options.event ?? 'pairs';
  const mitchell = options.movement === 'mitchell' || options.movement === 'arrow-switch' || event === 'teams';
  const { header, rows } = readCsv(text);
  const problems: LineProblem[] = [];
  const individuals = event === 'individuals';
  const missing = individuals ? [...REQUIRED.filter((c) => c !== 'ns' && c !== 'ew'), ...INDIVIDUAL].filter((c) => !header.includes(c)) : REQUIRED.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !(TRAVELLER_COLUMNS as readonly string[]).includes(h));
  if (missing.length > 0 || unknown.length > 0) {
    const what = [missing.length ? `missing ${missing.join(', ')}` : '', unknown.length ? `unknown ${unknown.join(', ')}` : ''].filter(Boolean).join('; ');
    return err([{ file, line: 1, message: `header: ${what} (columns: ${TRAVELLER_COLUMNS.join(', ')})` }]);
  }
  if (rows.length === 0) return err([{ file, line: 1, message: 'no traveller lines after the header' }]);
  const out: TravellerLine[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const at = (board?: number) => (message: string): void => {
      problems.push(board === undefined ? { file, line: row.line, message } : { file, line: row.line, board, message });
    };
    if (row.cells.length !== header.length) {
      at()(`expected ${header.length} columns, found ${row.cells.length === 0 ? 'an empty line' : row.cells.length}`);
      continue;
    }
    const cell = (name: string): string => row.cells[header.indexOf(name)] ?? '';
    const players: TablePlayers | undefined = individuals ? { north: cell('north'), south: cell('south'), east: cell('east'), west: cell('west') } : undefined;
    if (players !== undefined) {
      const empty = INDIVIDUAL.find((seat) => players[seat] === '');
      const seated = INDIVIDUAL.map((seat) => players[seat]);
      const twice = seated.find((p, i) => p !== '' && seated.indexOf(p) !== i);
      if (empty !== undefined || twice !== undefined) {
        at(/^[1-9]\d*$/.test(cell('board')) ? Number(cell('board')) : undefined)(empty !== undefined ? `${empty}: the player is missing` : `player ${twice} cannot sit in two seats`);
        continue;
      }
    }
    const base = Row.safeParse({
      board: cell('board'),
      ns: players ? `${players.north}+${players.south}` : cell('ns'),
      ew: players ? `${players.east}+${players.west}` : cell('ew'),
      contract: cell('contract'),
    });
    if (!base.success) {
      const i = base.error.issues[0];
      const board = /^[1-9]\d*$/.test(cell('board')) ? Number(cell('board')) : undefined;
      at(board)(`${String(i?.path[0] ?? '')}: ${i?.message ?? 'invalid'}`);
      continue;
    }
    const { board, ns, ew, contract } = base.data;
    const report = at(board);
    if (ns === ew && (!mitchell || event === 'teams')) {
      report(`${event === 'teams' ? 'team' : 'pair'} ${ns} cannot sit both North-South and East-West`);
      continue;
    }
    let duplicate = false;
    const round = cell('round');
    const datumText = cell('datum');
    if (datumText !== '' && !/^-?\d{1,5}$/.test(datumText)) {
      report(`datum: must be North-South points, got "${datumText}"`);
      continue;
    }
    // Arrow-switch: a `switched` line has the Mitchell's EW pair sitting North-South; pairs are known by their own direction.
    const switchedText = cell('switched').toLowerCase();
    if (!/^(|y|yes|1|true|n|no|0|false)$/.test(switchedText)) {
      report(`switched: must be yes or no (arrow-switch), got "${cell('switched')}"`);
      continue;
    }
    const switched = /^(y|yes|1|true)$/.test(switchedText);
    const seats: (readonly [string, string])[] = players ? INDIVIDUAL.map((seat) => [seat, players[seat]] as const) : switched ? [['EW', ns], ['NS', ew]] : [['NS', ns], ['EW', ew]];
    for (const [side, pair] of seats) {
      const k = individuals ? `${board}\u0000${pair}` : mitchell ? `${round}\u0000${board}\u0000${side}\u0000${pair}` : `${board}\u0000${pair}`;
      const earlier = seen.get(k);
      if (earlier !== undefined) {
        report(`${individuals ? 'player' : event === 'teams' ? 'team' : 'pair'} ${mitchell ? `${side} ` : ''}${pair} already has a result on this board${round === '' ? '' : ` in round ${round}`} (line ${earlier})`);
        duplicate = true;
      }
      seen.set(k, row.line);
    }
    if (duplicate) continue;
    const vulText = cell('vulnerable') || boardVulnerability(board);
    const scoreText = cell('score');
    let line: BoardLine;
    let tricks: number | null = null;
    const marker = artificialMarker(contract);
    if (typeof marker === 'string') {
      report(`contract: ${marker}`);
      continue;
    } else if (marker !== null) {
      line = artificialLine(marker[0], marker[1]);
    } else if (contract.toUpperCase() === 'W') {
      const vul = normalizeVulnerability(vulText);
      if (!isVulnerability(vul)) {
        report(`vulnerable: "${vulText}" must be None, NS, EW or All (Law 2)`);
        continue;
      }
      const parts = weightedParts(scoreText, vul);
      if (typeof parts === 'string') {
        report(parts);
        continue;
      }
      line = weightedLine(parts);
    } else if (contract.toUpperCase() === 'S') {
      const m = /^(-?\d+)\s*\/\s*(-?\d+)$/.exec(scoreText);
      if (!m) {
        report(`score: a split score must be written NS/EW in North-South points, e.g. 420/-50, got "${scoreText}"`);
        continue;
      }
      line = splitLine({ kind: 'score', ns: Number(m[1]) }, { kind: 'score', ns: Number(m[2]) });
    } else {
      const entry = readTableEntry({ contract, declarer: cell('declarer'), vulnerable: vulText, tricks: cell('tricks'), result: cell('result') });
      if (!entry.ok) {
        report(entry.error);
        continue;
      }
      tricks = entry.value.result.kind === 'passed-out' ? null : entry.value.tricks;
      if (scoreText !== '' && Number(scoreText) !== entry.value.scoreNs) {
        report(`score: ${scoreText} does not match ${contract} with ${entry.value.tricks} tricks, vulnerable ${entry.value.vulnerability}: Law 77 gives ${entry.value.scoreNs} to North-South`);
        continue;
      }
      line = tableLine(entry.value.scoreNs);
    }
    out.push({ board, ns, ew, line, lineNumber: row.line, contract, declarer: cell('declarer'), tricks, lead: cell('lead'), ...(header.includes('round') ? { round } : {}), ...(players ? { players } : {}), ...(datumText === '' ? {} : { datum: Number(datumText) }), ...(switched ? { switched } : {}) });
  }
  return problems.length > 0 ? err(problems) : ok(out);
}

/** Butler: the datum each board publishes in a `datum` column; lines of one board that disagree are an error. */
export function publishedDatums(lines: readonly TravellerLine[], file: string): Result<Map<number, number>, LineProblem[]> {
  const out = new Map<number, number>();
  const problems: LineProblem[] = [];
  for (const l of lines) {
    if (l.datum === undefined) continue;
    const earlier = out.get(l.board);
    if (earlier !== undefined && earlier !== l.datum) problems.push({ file, line: l.lineNumber, board: l.board, message: `datum: ${l.datum} differs from ${earlier} given earlier for this board` });
    else out.set(l.board, l.datum);
  }
  return problems.length > 0 ? err(problems) : ok(out);
}
