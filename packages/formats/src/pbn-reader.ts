// The PBN reader (PBN 2.1 §2–§5): takes what the scanner finds, item by item, and groups it into
// games — escapes and comments before a game's first tag, tags and their sections, notes, table data —
// handing the words of auction and play sections to `PbnSections` and each finished game to
// `PbnGameFinisher`. Lexical problems are matched to their game at the end.
import type { Diagnostic } from './diagnostic.js';
import type { PbnComment, PbnFile, PbnGame, PbnTable } from './pbn-model.js';
import { PbnFindings } from './pbn-findings.js';
import type { NameInfo, TagBuilder } from './pbn-game-finish.js';
import { PbnGameFinisher, TABLES } from './pbn-game-finish.js';
import { NO_COMMENTS } from './pbn-plain.js';
import type { PbnItem, PbnScanSink } from './pbn-scan.js';
import { scanPbn } from './pbn-scan.js';
import type { SectionBuilder } from './pbn-sections.js';
import { ownLast, PbnSections } from './pbn-sections.js';
import { isSectionToken } from './pbn-table.js';
import type { PbnVersion } from './pbn-tags.js';
import { hasValueSyntax, knownTags } from './pbn-tags.js';

export interface PbnReadOptions {
  /** File name used in diagnostics. */
  readonly file?: string;
  /**
   * Verifier mode: every departure from the standard is an error (the PBN Verifier's verdicts), and
   * the auction and play are checked against the deal. Off: common real-world deviations are warnings.
   */
  readonly strict?: boolean;
  /** Standard to check against in strict mode; default: the file's `% PBN x.y` line, else 2.1. */
  readonly version?: PbnVersion;
}

/** Everything read from a text: the file model and every finding, in file order. */
export interface PbnReading {
  readonly file: PbnFile;
  readonly diagnostics: readonly Diagnostic[];
  /** 1-based line of the first tag of each game. */
  readonly gameLines: readonly number[];
  /** 1-based line of each row of each table read (PBN §5), to point at a row in messages. */
  readonly tableRowLines: ReadonlyMap<PbnTable, readonly number[]>;
}

const NO_ESCAPES: readonly string[] = Object.freeze([]);

/** Reads one text; `read()` once. It is the scanner's sink: the scanner calls its item methods. */
export class PbnReader implements PbnScanSink {
  readonly #text: string;
  readonly #options: PbnReadOptions;
  readonly #strict: boolean;
  readonly #findings: PbnFindings;
  readonly #sections: PbnSections;
  readonly #finisher: PbnGameFinisher;

  #version: string | null = null;
  #exportFormat = false;
  readonly #games: PbnGame[] = [];
  readonly #gameLines: number[] = [];
  readonly #gameEnds: number[] = [];
  readonly #reportedUnknown = new Set<string>();

  // The game being read. Items before its first tag are held back: a group without any tag is not a
  // game, and its comments and escapes belong to the next one (or, at the end, to the last one).
  #before: PbnItem[] = [];
  readonly #header = new Set<PbnItem>();
  #started = false;
  #lastLine = 0;
  // A game's escapes and comments start as the shared empty lists (most games have none).
  #escapes: string[] = NO_ESCAPES as string[];
  #comments: PbnComment[] = NO_COMMENTS as PbnComment[];
  // The builders of this game's tags are pool[0, tagCount).
  readonly #pool: TagBuilder[] = [];
  #tagCount = 0;
  readonly #names = new Map<string, NameInfo>();
  #current: TagBuilder | null = null;
  #section: SectionBuilder | null = null;
  #known = knownTags('2.1');
  #checkVersion: PbnVersion = '2.1';

  constructor(text: string, options: PbnReadOptions) {
    this.#text = text;
    this.#options = options;
    this.#strict = options.strict === true;
    this.#findings = new PbnFindings(this.#strict, options.file);
    this.#sections = new PbnSections(text, this.#strict, this.#findings);
    this.#finisher = new PbnGameFinisher(text, this.#strict, this.#findings, this.#sections);
  }

  read(): PbnReading {
    const problems = scanPbn(this.#text, this);
    this.#finish();
    this.#trailing();
    const findings = this.#findings;
    const gameLines = this.#gameLines;
    // Lexical problems, with the game they fall in.
    for (const p of problems) {
      const g = firstAfter(gameLines, p.line);
      // A problem before a game's first tag belongs to that game when it is after the previous game's end.
      const idx = g < gameLines.length && g > 0 && p.line > (this.#gameEnds[g - 1] as number) ? g + 1 : g;
      findings.game = Math.max(idx, g === 0 && gameLines.length > 0 ? 1 : idx);
      findings.report(p.code, p.message, p.line, p.column, p.strict ? (p.code === 'bad-character' ? 'none' : 'warning') : 'error');
    }
    const file: PbnFile = { version: this.#version, exportFormat: this.#exportFormat, games: this.#games };
    return { file, diagnostics: findings.sorted(), gameLines, tableRowLines: this.#finisher.tableRowLines };
  }

  // The scanner's items.

  tag(name: string, value: string, line: number, column: number, hash: number): void {
    if (!this.#started) this.#start(line);
    this.#lastLine = line;
    this.#onTag(name, value, line, column, hash);
  }

  badTag(line: number): void {
    if (!this.#started) this.#start(line);
    this.#lastLine = line;
  }

  word(from: number, to: number, line: number, column: number): void {
    this.#lastLine = line;
    const section = this.#section;
    const current = this.#current;
    if (!this.#started) this.#before.push({ t: 'word', text: this.#text.slice(from, to), line, column });
    else if (section !== null && section.notes.length === 0 && current !== null) this.#sections.word(section, current.name, from, to, line, column);
    else this.#onText('word', this.#text.slice(from, to), line, column);
  }

  string(value: string, line: number, column: number): void {
    this.#lastLine = line;
    if (!this.#started) this.#before.push({ t: 'string', text: value, line, column });
    else this.#onText('string', value, line, column);
  }

  comment(kind: 'brace' | 'line', body: string, line: number, column: number): void {
    this.#lastLine = line;
    if (!this.#started) this.#before.push({ t: 'comment', kind, text: body, line, column });
    else this.#onComment({ kind, text: body }, line, column);
  }

  escape(body: string, line: number): void {
    this.#lastLine = line;
    if (!this.#started) this.#before.push({ t: 'escape', text: body, line, column: 1 });
    else this.#addEscape(body);
  }

  blank(): void {
    this.#finish();
  }

  // Games.

  /** Header escapes before the first tag of the file: `% PBN x.y`, `% EXPORT` (§2.4). */
  #isHeader(escape: string): boolean {
    const v = /^\s*PBN\s+([0-9]+\.[0-9]+)\s*$/.exec(escape);
    if (v !== null && this.#version === null) {
      this.#version = v[1] as string;
      return true;
    }
    if (!this.#exportFormat && /^\s*EXPORT\s*$/.test(escape)) {
      this.#exportFormat = true;
      return true;
    }
    return false;
  }

  /** The first tag of a game: the game starts, with what came before it. */
  #start(line: number): void {
    this.#started = true;
    this.#findings.game = this.#games.length + 1;
    this.#gameLines.push(line);
    const before = this.#before;
    if (this.#games.length === 0) for (const it of before) if (it.t === 'escape' && this.#isHeader(it.text)) this.#header.add(it);
    // The standard to check against: the option, else the file's `% PBN x.y` line (§2.4), else 2.1.
    const version = this.#version;
    this.#checkVersion = this.#options.version ?? (version === '1.0' || version === '2.0' ? version : '2.1');
    if (knownTags(this.#checkVersion) !== this.#known) this.#names.clear();
    this.#known = knownTags(this.#checkVersion);
    for (const it of before) {
      if (it.t === 'escape') {
        if (!this.#header.has(it)) this.#addEscape(it.text);
      } else if (it.t === 'comment') this.#addGameComment({ kind: it.kind, text: it.text });
      else if (it.t === 'word' || it.t === 'string') this.#findings.report('text-outside-tag', `"${it.text}" is not a tag, comment or escape line`, it.line, it.column, 'error');
    }
    // (most games have nothing before their first tag: no new list for them)
    if (before.length > 0) this.#before = [];
  }

  #addEscape(body: string): void {
    if (this.#escapes === NO_ESCAPES) this.#escapes = [];
    this.#escapes.push(body);
  }

  #addGameComment(c: PbnComment): void {
    if (this.#comments === NO_COMMENTS) this.#comments = [];
    this.#comments.push(c);
  }

  #finish(): void {
    if (!this.#started) return;
    const game = this.#finisher.finish(this.#pool, this.#tagCount, this.#escapes, this.#comments, this.#gameLines);
    this.#games.push(game);
    this.#gameEnds.push(this.#lastLine);

    this.#started = false;
    this.#escapes = NO_ESCAPES as string[];
    this.#comments = NO_COMMENTS as PbnComment[];
    this.#tagCount = 0;
    this.#current = null;
    this.#section = null;
  }

  /** What comes after the last game: text is an error; escapes and comments stay with the last game so nothing is lost. */
  #trailing(): void {
    const before = this.#before;
    if (before.length === 0) return;
    const games = this.#games;
    this.#findings.game = games.length;
    for (const it of before) {
      if (it.t === 'word' || it.t === 'string') this.#findings.report('text-outside-game', `"${it.text}" is outside any game`, it.line, it.column, 'error');
    }
    const last = games[games.length - 1];
    if (last !== undefined) {
      const trailingEscapes = before.flatMap((it) => (it.t === 'escape' ? [it.text] : []));
      const trailingComments = before.flatMap((it): PbnComment[] => (it.t === 'comment' ? [{ kind: it.kind, text: it.text }] : []));
      games[games.length - 1] = { ...last, escapes: [...last.escapes, ...trailingEscapes], comments: [...last.comments, ...trailingComments] };
    }
  }

  // Tags and what follows them.

  #onComment(c: PbnComment, line: number, column: number): void {
    const current = this.#current;
    const section = this.#section;
    if (current === null) this.#addGameComment(c);
    else if (section !== null) {
      const note = section.notes[section.notes.length - 1];
      if (note !== undefined) note.comments.push(c);
      else if (section.count > 0) {
        this.#sections.fill(section);
        const own = ownLast(section);
        if (own.comments === NO_COMMENTS) own.comments = [];
        own.comments.push(c);
      } else addComment(current, c);
    } else {
      if (current.elements !== null && current.elements.length > 0) {
        current.commentInData = true;
        this.#findings.report('comment-in-section', 'comments are not allowed among section data, only right after the tag (§5.1)', line, column, 'warning', current.name);
      }
      addComment(current, c);
    }
  }

  #onTag(name: string, value: string, line: number, column: number, hash: number): void {
    const findings = this.#findings;
    if (name === 'Note' && this.#section !== null) {
      this.#sections.addNote(this.#section, { name, value, line, column });
      return;
    }
    if (name === 'Note') {
      findings.report('note-outside-section', 'a Note belongs right after the auction or the play it explains (§3.5.5)', line, column, 'warning', 'Note');
    }
    let info = this.#names.get(name);
    if (info === undefined) {
      info = { id: this.#finisher.ids.idOf(name), known: this.#known.has(name), table: TABLES.has(name), syntax: hasValueSyntax(name), game: 0, builder: null, shared: { last: null, before: null, short: null }, checked: null, flawed: null };
      this.#names.set(name, info);
    }
    if (!info.known && !(name === 'Note')) {
      if (this.#strict || !this.#reportedUnknown.has(name)) {
        this.#reportedUnknown.add(name);
        findings.report('unknown-tag', `tag ${name} is not defined by PBN ${this.#checkVersion}`, line, column, 'warning', name);
      }
    }
    const gameNo = findings.game;
    const prior = info.game === gameNo ? info.builder : null;
    const current = this.#takeBuilder(name, info, value, line, column);
    this.#current = current;
    current.hash = hash;
    this.#section = null;
    if (prior !== null && name !== 'Note') {
      findings.report('duplicate-tag', `tag ${name} already occurred in this game (line ${prior.line}); this one is ignored (§3.4)`, line, column, 'warning', name);
      return; // not added to the game
    }
    if (name === 'Auction' || name === 'Play') {
      this.#section = this.#sections.open(name === 'Auction' ? 'auction' : 'play');
      current.section = this.#section;
    } else if (info.table) current.elements = [];
    this.#tagCount++;
    info.game = gameNo;
    info.builder = current;
  }

  /** The next builder of the pool, emptied for a new tag (a duplicate tag's builder is taken again by the next tag). */
  #takeBuilder(name: string, info: NameInfo, value: string, line: number, column: number): TagBuilder {
    let b = this.#pool[this.#tagCount];
    if (b === undefined) {
      b = { name, info, value, hash: 0, line, column, comments: NO_COMMENTS as PbnComment[], section: null, elements: null, elementLines: null, elementsLine: 0, commentInData: false };
      this.#pool[this.#tagCount] = b;
      return b;
    }
    b.name = name;
    b.info = info;
    b.value = value;
    b.line = line;
    b.column = column;
    b.comments = NO_COMMENTS as PbnComment[];
    b.section = null;
    b.elements = null;
    b.elementLines = null;
    b.elementsLine = 0;
    b.commentInData = false;
    return b;
  }

  /** A word or string that is not a call or card: section data of a table or other section, or out of place. */
  #onText(kind: 'word' | 'string', value: string, line: number, column: number): void {
    const current = this.#current;
    const section = this.#section;
    const findings = this.#findings;
    if (current === null) {
      findings.report('text-outside-tag', `"${value}" is not a tag, comment or escape line`, line, column, 'error');
      return;
    }
    if (section !== null) {
      if (kind === 'string') findings.report('bad-token', `a string "${value}" cannot appear in the ${section.kind} section`, line, column, 'error', current.name);
      else findings.report('after-notes', `"${value}" follows the notes of the ${section.kind} section`, line, column, 'error', current.name);
      return;
    }
    if (current.elements === null) {
      if ((this.#known.has(current.name) || current.name === 'Note') && !TABLES.has(current.name)) {
        findings.report('unexpected-text', `"${value}" after tag ${current.name}, which has no section data; ignored`, line, column, 'warning', current.name);
        return;
      }
      current.elements = [];
    }
    if (current.elements.length === 0) current.elementsLine = line;
    if (kind === 'word' && !isSectionToken(value)) {
      findings.report('bad-section-token', `"${value}" contains a character not allowed in section data (§3.2)`, line, column, 'warning', current.name);
    }
    current.elements.push(value);
    (current.elementLines ??= []).push(line);
  }
}

/** Index of the first game whose first tag comes after `line` (games are in file order). */
function firstAfter(gameLines: readonly number[], line: number): number {
  let lo = 0;
  let hi = gameLines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((gameLines[mid] as number) <= line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function addComment(t: TagBuilder, c: PbnComment): void {
  if (t.comments === NO_COMMENTS) t.comments = [];
  t.comments.push(c);
}
