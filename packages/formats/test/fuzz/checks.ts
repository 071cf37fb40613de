// What every reader must do with any text at all: finish, place each finding at a real line and
// column, and never accept a text that holds a control character. Run inside the fuzz worker (see
// `bounded.ts`), so that a reader that never returns is caught by the clock of the main thread.
import {
  convertText, decodeBytes, decodeText, parseLin, readUsebio, usebioTeams, usebioTravellers, writeUsebio, parsePbn, playedBoard, readLin, readPbn, readPbnTravellers, verifyPbn, verifyPbnText, writePbn,
} from '../../src/index.js';
import type { Diagnostic } from '../../src/index.js';
import { readColumns } from '../../src/pbn-table.js';

export type ReaderName = 'pbn' | 'lin' | 'results' | 'verify' | 'bytes' | 'usebio' | 'decode';
export const READERS: readonly ReaderName[] = ['pbn', 'lin', 'results', 'verify'];

/** C0 control characters other than tab, line feed, vertical tab and carriage return. */
export const CONTROL = /[\u0000-\u0008\u000c\u000e-\u001f]/;

function lineCount(text: string): number {
  let n = 1;
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) === 10) n++;
  return n;
}

function misplaced(ds: readonly Diagnostic[], text: string): string | null {
  const lines = lineCount(text);
  for (const d of ds) {
    if (!(d.line >= 1 && d.line <= lines && d.column >= 1)) return `finding "${d.code}" at ${d.line}:${d.column} is outside the text (${lines} lines)`;
    if (d.message.length === 0 || d.code.length === 0) return `finding without code or message at ${d.line}:${d.column}`;
  }
  return null;
}

function checkPbn(text: string): string | null {
  for (const strict of [false, true]) {
    const r = readPbn(text, { strict });
    const bad = misplaced(r.diagnostics, text);
    if (bad !== null) return `readPbn${strict ? ' (strict)' : ''}: ${bad}`;
    if (r.gameLines.length !== r.file.games.length) return 'readPbn: a game without its line';
  }
  const p = parsePbn(text);
  if (p.ok && CONTROL.test(text)) return 'parsePbn accepted a text with a control character';
  if (p.ok) {
    const again = parsePbn(writePbn(p.value.file));
    if (!again.ok) return `written back, the file does not read: ${again.error.message}`;
    if (again.value.file.games.length !== p.value.file.games.length) return 'written back, the file has another number of games';
    for (const g of p.value.file.games) {
      const b = playedBoard(g);
      if (!b.ok && b.error.length === 0) return 'playedBoard failed without a reason';
    }
  }
  const c = convertText(text, 'pbn', 'lin');
  if (c.ok && !p.ok) return 'convert to LIN accepted a file the PBN reader refuses';
  for (const t of text.split(/[[\]]/).slice(0, 20)) readColumns(t);
  return null;
}

function checkLin(text: string): string | null {
  const r = readLin(text);
  const bad = misplaced(r.diagnostics, text);
  if (bad !== null) return `readLin: ${bad}`;
  const p = parseLin(text);
  if (p.ok && CONTROL.test(text)) return 'parseLin accepted a text with a control character';
  const c = convertText(text, 'lin', 'pbn');
  if (c.ok && !p.ok) return 'convert to PBN accepted a LIN file the reader refuses';
  if (!c.ok && c.error.message.length === 0) return 'convert failed without a message';
  if (p.ok) convertText(text, 'lin', 'lin');
  return null;
}

/** Results tables of every event the reader takes (pairs, teams, individuals): a typed refusal naming a line. */
function checkResults(text: string): string | null {
  const lines = lineCount(text);
  for (const event of ['pairs', 'teams', 'individuals'] as const) {
    const r = readPbnTravellers(text, 'fuzz.pbn', { event });
    if (r.ok) {
      if (CONTROL.test(text)) return `readPbnTravellers (${event}) accepted a text with a control character`;
      continue;
    }
    for (const p of r.error) if (!(p.line >= 1 && p.line <= lines) || p.message.length === 0) return `results (${event}): problem at line ${p.line} outside the text or without message`;
  }
  return null;
}

function checkVerify(text: string): string | null {
  const v = verifyPbn(text);
  const r = readPbn(text);
  if (v.games.length !== r.file.games.length) return 'verifyPbn sees another number of games than readPbn';
  const report = verifyPbnText(text);
  const bad = misplaced([...report.errors, ...report.warnings], text);
  if (bad !== null) return `verifyPbnText: ${bad}`;
  if (CONTROL.test(text) && report.errors.length === 0) return 'verifyPbnText found no error in a text with a control character';
  return null;
}

/** `bytes`: the input is bytes written as ISO 8859-1 characters; decoded, it goes to every reader. */
function checkBytes(latin1: string): string | null {
  const bytes = Uint8Array.from(latin1, (ch) => ch.charCodeAt(0));
  const decoded = decodeText(bytes);
  for (const text of [decoded, new TextDecoder('utf-8').decode(bytes), new TextDecoder('utf-16le').decode(bytes)]) {
    const problem = checkPbn(text) ?? checkLin(text);
    if (problem !== null) return problem;
  }
  return null;
}

const ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1250', 'iso-8859-2', 'windows-1252'];

/** `decode`: the input is bytes written as ISO 8859-1 characters; `decodeBytes` names a known encoding and places its control report. */
function checkDecode(latin1: string): string | null {
  const bytes = Uint8Array.from(latin1, (ch) => ch.charCodeAt(0));
  const d = decodeBytes(bytes);
  if (!ENCODINGS.includes(d.encoding)) return `unknown encoding ${d.encoding}`;
  if ((d.assumed === null) !== (d.encoding === 'utf-8')) return `encoding ${d.encoding} with assumed ${String(d.assumed)}`;
  // Never more characters than bytes (+1 for a dangling UTF-16 byte).
  if (d.text.length > bytes.length + 1) return `${d.text.length} characters from ${bytes.length} bytes`;
  if (d.control !== null) {
    const lines = d.text.split(/\r\n|\r|\n/);
    if (d.control.line > lines.length) return `control character at line ${d.control.line} of ${lines.length}`;
    if (lines[d.control.line - 1]?.charCodeAt(d.control.column - 1) !== d.control.code) return `control character ${d.control.code} is not at ${d.control.line}:${d.control.column}`;
  }
  return decodeText(bytes) === d.text ? null : 'decodeText and decodeBytes give different texts';
}

/** USEBIO: a problem names a line of the text; a file read whole writes back to the same text, and its pairs or teams travellers name lines of it. */
function checkUsebio(text: string): string | null {
  const lines = lineCount(text);
  const r = readUsebio(text);
  if (!r.ok) return r.error.line >= 1 && r.error.line <= lines ? null : `problem at line ${r.error.line} outside the text`;
  if (writeUsebio(r.value) !== text) return 'read, but written back differently';
  for (const [name, t] of [['usebioTravellers', usebioTravellers(r.value, 'fuzz.xml')], ['usebioTeams', usebioTeams(r.value, 'fuzz.xml')]] as const) {
    if (!t.ok && t.error.some((p) => !(p.line >= 1 && p.line <= lines) || p.message.length === 0)) return `${name}: a problem outside the text or without message`;
  }
  return null;
}

export function checkInput(reader: ReaderName, text: string): string | null {
  try {
    switch (reader) {
      case 'pbn':
        return checkPbn(text);
      case 'lin':
        return checkLin(text);
      case 'results':
        return checkResults(text);
      case 'verify':
        return checkVerify(text);
      case 'bytes':
        return checkBytes(text);
      case 'usebio':
        return checkUsebio(text);
      case 'decode':
        return checkDecode(text);
    }
  } catch (e) {
    return `threw ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
}
