// PBN export format (PBN 2.1 §2.1, §2.3, §3): CRLF lines, one tag a line, export order and spelling.
import type { AuctionEntry, PbnAnnotations, PbnComment, PbnFile, PbnGame, PbnNote, PbnTable, PbnTag, PlayEntry } from './pbn-model.js';
import { isSectionToken } from './pbn-table.js';
import { exportProblem, withMandatoryTags } from './pbn-export.js';

export interface PbnWriteOptions {
  /** Line end; export format uses CRLF (§2.3). */
  readonly eol?: '\r\n' | '\n';
}

const escapeString = (s: string): string => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * Write games as PBN 2.1. Each game gets every tag of the Mandatory Tag Set (§3.4): a missing one is
 * filled with what it can be derived from (Dealer and Vulnerable from the board number, Law 2;
 * Declarer and Contract from a finished auction, Law 22), else with "?", the standard's value for an
 * unknown tag (an empty Declarer and Result for a passed-out board). The file is headed `% EXPORT`
 * only when every game then obeys export format; otherwise it is written as import format (no
 * `% EXPORT` line), which every PBN reader accepts: `pbnExportProblems` says why.
 */
export function writePbn(file: PbnFile | readonly PbnGame[], options: PbnWriteOptions = {}): string {
  const eol = options.eol ?? '\r\n';
  const given = 'games' in file ? file.games : file;
  const games = given.map((g, i) => withMandatoryTags(resolveOrphanInheritance(g, given[i - 1])));
  const exportable = games.every((g) => exportProblem(g) === null);
  const out: string[] = exportable ? ['% PBN 2.1', '% EXPORT'] : ['% PBN 2.1'];
  games.forEach((g, i) => {
    if (i > 0) out.push('');
    writeGame(g, out);
  });
  return out.join(eol) + eol;
}

function writeGame(game: PbnGame, out: string[]): void {
  for (const e of game.escapes) out.push(`%${e}`);
  for (const c of game.comments) out.push(commentText(c));
  for (const tag of game.tags) writeTag(tag, out);
}

function commentText(c: PbnComment): string {
  return c.kind === 'brace' ? `{${c.text}}` : `;${c.text}`;
}

function writeComments(comments: readonly PbnComment[], out: string[]): void {
  for (const c of comments) out.push(commentText(c));
}

function writeTag(tag: PbnTag, out: string[]): void {
  out.push(`[${tag.name} "${escapeString(tag.value)}"]`);
  writeComments(tag.comments, out);
  if (tag.auction !== undefined) {
    writeCalls(tag.auction.calls.map((e) => callText(e)), tag.auction.calls, tag.auction.ended, 4, out);
    writeNotes(tag.auction.notes, out);
  } else if (tag.play !== undefined) {
    const entries = tag.play.tricks.flat();
    writeCalls(entries.map((e) => cardText(e)), entries, tag.play.ended, 4, out);
    writeNotes(tag.play.notes, out);
  } else if (tag.table !== undefined) writeTable(tag.table, out);
  else if (tag.data !== undefined) writeElements(tag.data, out);
}

function callText(e: AuctionEntry): string {
  return e.insufficient ? `^I ${e.call}` : e.call;
}
function cardText(e: PlayEntry): string {
  return e.irregularity === '' ? e.card : `^${e.irregularity} ${e.card}`;
}

/** Four calls or cards a line; a `;` comment ends its line; annotations follow their token (§3.5.2). */
function writeCalls(texts: readonly string[], entries: readonly PbnAnnotations[], ended: boolean, perLine: number, out: string[]): void {
  let line: string[] = [];
  let count = 0;
  const flush = (): void => {
    if (line.length > 0) out.push(line.join(' '));
    line = [];
  };
  texts.forEach((text, k) => {
    const e = entries[k] as PbnAnnotations;
    line.push(text);
    if (e.note !== null) line.push(`=${e.note}=`);
    for (const n of e.nags) line.push(`$${n}`);
    let endsLine = false;
    for (const c of e.comments) {
      line.push(commentText(c));
      if (c.kind === 'line') {
        flush();
        endsLine = true;
      }
    }
    count++;
    if (count % perLine === 0 && !endsLine) flush();
  });
  if (ended) line.push('*');
  flush();
}

function writeNotes(notes: readonly PbnNote[], out: string[]): void {
  for (const n of notes) {
    out.push(`[Note "${escapeString(`${n.index}:${n.text}`)}"]`);
    writeComments(n.comments, out);
  }
}

function element(text: string): string {
  return isSectionToken(text) ? text : `"${escapeString(text)}"`;
}

function writeTable(table: PbnTable, out: string[]): void {
  for (const row of table.rows) {
    out.push(
      row
        .map((cell, c) => {
          const col = table.columns[c];
          const text = element(cell);
          if (col === undefined || col.width === null || text.length >= col.width) return text;
          const pad = ' '.repeat(col.width - text.length);
          return col.align === 'L' ? text + pad : pad + text;
        })
        .join(' '),
    );
  }
}

/** Section elements of an unknown section, at most ~80 characters a line. */
function writeElements(data: readonly string[], out: string[]): void {
  let line = '';
  for (const d of data) {
    const t = element(d);
    if (line !== '' && line.length + 1 + t.length > 80) {
      out.push(line);
      line = t;
    } else line = line === '' ? t : `${line} ${t}`;
  }
  if (line !== '') out.push(line);
}

/**
 * A `#` value (§4.8) inherits the previous game's value of the tag; when that game has no such tag it
 * inherits nothing, and is written as the value read (mostly empty): the writer may give the previous
 * game a tag of that name (a mandatory tag filled with "?"), which the `#` would then take.
 */
function resolveOrphanInheritance(game: PbnGame, previous: PbnGame | undefined): PbnGame {
  if (!game.tags.some((t) => t.value === '#' && previous?.tags.some((p) => p.name === t.name) !== true)) return game;
  const tags = game.tags.map((t) => (t.value === '#' && previous?.tags.some((p) => p.name === t.name) !== true ? { ...t, value: game.values[t.name] ?? '' } : t));
  return { ...game, tags };
}
