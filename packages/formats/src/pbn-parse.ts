// PBN import (PBN 2.1 §2–§5): games, tags with inheritance, auction, play, notes and tables.
import type { Contract, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { Diagnostic } from './diagnostic.js';
import type { FormatFailure } from './diagnostic.js';
import { failure } from './diagnostic.js';
import type {
  AuctionEntry, PbnAuction, PbnBoardFacts, PbnComment, PbnFile, PbnGame, PbnNote, PbnTable, PbnTag, PlayEntry,
} from './pbn-model.js';
import type { PbnItem, PbnScanSink } from './pbn-scan.js';
import { scanPbn } from './pbn-scan.js';
import { checkColumnOrder, isSectionToken, readColumns } from './pbn-table.js';
import type { PbnVersion, TagProblem } from './pbn-tags.js';
import {
  checkTagValue, exportDeal, hasValueSyntax, isExportContract, knownTags, MANDATORY_TAGS, NOT_INHERITED, readContract, readResult, readSeat,
  readVulnerable, TABLE_TAGS,
} from './pbn-tags.js';
import type { CallLineToken } from './pbn-tokens.js';
import { CALL_AT, CARD_AT, exactCallIndex, exactCardIndex, readCall, readCard, splitCallWord, suffixNag } from './pbn-tokens.js';
import type { EntryPositions } from './pbn-consistency.js';
import { checkGameConsistency } from './pbn-consistency.js';
import { playSection } from './pbn-play.js';
import type { DealHands, DealReading } from './pbn-deal.js';
import { addHeldDeal, HeldDeal, readDealText } from './pbn-deal.js';
import { TagIds, TagValues } from './pbn-values.js';
import type { EntryBuilder } from './pbn-plain.js';
import { NO_COMMENTS, NO_NAGS, onlySpace, PLAIN_CALLS, PLAIN_PLAY, plainEntry } from './pbn-plain.js';

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

/** How bad a finding is outside strict mode (in strict mode everything is an error). */
type Lenient = 'error' | 'warning' | 'none';

const TABLES: ReadonlySet<string> = new Set(TABLE_TAGS);
const MANDATORY: ReadonlyMap<string, number> = new Map(MANDATORY_TAGS.map((t, i) => [t, i]));
/** Tags a second table of the same deal may leave out (a common export habit, e.g. rpbridge). */
const CARRIED = ['Event', 'Site', 'Date', 'Board', 'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Stage', 'Round', 'HomeTeam', 'VisitTeam', 'Competition', 'EventDate', 'Section'];
// The tags the reader looks up by name, numbered first by every reader so that their numbers are known here.
const NUMBERED: readonly string[] = [...new Set(['Board', 'Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Result', ...CARRIED])];
const BOARD = NUMBERED.indexOf('Board'), DEALER = NUMBERED.indexOf('Dealer'), VULNERABLE = NUMBERED.indexOf('Vulnerable'), DEAL = NUMBERED.indexOf('Deal');
const DECLARER = NUMBERED.indexOf('Declarer'), CONTRACT = NUMBERED.indexOf('Contract'), RESULT = NUMBERED.indexOf('Result');
const CARRIED_IDS: readonly number[] = CARRIED.map((name) => NUMBERED.indexOf(name));
const NO_NOTES: readonly PbnNote[] = Object.freeze([]);
const NO_ESCAPES: readonly string[] = Object.freeze([]);
/** How many values of one tag name are kept for sharing, by the hash of the value as written (a power of two). */
const SHARED_SLOTS = 128;
/** Values up to this length are kept for sharing: seats, contracts, results, board numbers, most player names. */
const SHORT_VALUE = 12;

/**
 * An auction or play section being read. A reader has one of each kind and reuses it game after game
 * (a game has at most one of each): its arrays are written up to `count` and cut to size at the end.
 */
interface SectionBuilder {
  readonly kind: 'auction' | 'play';
  readonly entries: EntryBuilder[];
  count: number;
  /**
   * How many of the entries are written in `entries`: while the section is held as text, its plain
   * cards are only counted, and written (from the text) if it turns out they are needed (`fill`).
   */
  written: number;
  /** Where the held text of the written entries ends. */
  filledTo: number;
  /**
   * Play only: while every card so far is a plain shared entry written as a word of its own, with
   * only white space between: the section is then kept as the text `[from, to)` that holds them.
   */
  compact: boolean;
  from: number;
  to: number;
  /** Where each entry was (kept in strict mode only, for the consistency checks). */
  readonly lines: number[];
  readonly columns: number[];
  /** Where the last entry was, and where each entry with a note reference was (by index). */
  lastLine: number;
  lastColumn: number;
  noted: Map<number, readonly [number, number]> | null;
  /** Entries that had a suffix (! ?), by index; made when the first one comes. */
  suffixed: Set<number> | null;
  notes: { note: PbnNote; comments: PbnComment[]; line: number; column: number }[];
  /** The indexes of `notes`. */
  readonly noteIndexes: Set<number>;
  ended: boolean;
  plus: boolean;
  pendingMark: string;
}

/** What the reader knows of one tag name, looked up once per name and kept for the whole text. */
interface NameInfo {
  /** Its number in the reader's values (`TagIds`). */
  readonly id: number;
  readonly known: boolean;
  readonly table: boolean;
  /** Whether its values have a syntax to check (PBN §3.4, §4). */
  readonly syntax: boolean;
  /** The last game with this tag, and its builder there (to find a tag given twice in one game). */
  game: number;
  builder: TagBuilder | null;
  /** Tags of this name already made, to hand out again when a game repeats one (they are immutable). */
  readonly shared: { last: PbnTag | null; before: PbnTag | null; short: (PbnTag | undefined)[] | null };
  /** The last value whose syntax was checked and found right (values repeat from game to game). */
  checked: string | null;
  /** The last value found wrong, and what is wrong with it (a file's deviations repeat too, e.g. `Contract "3N"`). */
  flawed: { readonly value: string; readonly problem: TagProblem } | null;
}

/** A tag being read. A reader reuses its builders game after game (the model keeps none of them). */
interface TagBuilder {
  name: string;
  info: NameInfo;
  value: string;
  /** The scanner's hash of the value as written: where a tag of this value is kept for sharing. */
  hash: number;
  line: number;
  column: number;
  comments: PbnComment[];
  section: SectionBuilder | null;
  elements: string[] | null;
  /** The line of each element, to give each table row its line. */
  elementLines: number[] | null;
  elementsLine: number;
  /** A comment was seen among the section elements (not allowed, §5.1). */
  commentInData: boolean;
}

/** Read a PBN text; never throws. Use `parsePbn` for a pass/fail answer, `verifyPbn` for verdicts. */
export function readPbn(text: string, options: PbnReadOptions = {}): PbnReading {
  const strict = options.strict === true;
  const diagnostics: Diagnostic[] = [];

  let version: string | null = null;
  let exportFormat = false;

  // Lexical problems come with a line; they are matched to games below by line.
  const games: PbnGame[] = [];
  const gameLines: number[] = [];
  const gameEnds: number[] = [];
  // Effective values of the game before and of this one, by tag name (PBN §4.8); `##` values stay.
  const ids = new TagIds(NUMBERED);
  let prevValues = new TagValues(ids);
  let curValues = new TagValues(ids);
  const sticky = new Map<string, string>();
  const reportedUnknown = new Set<string>();
  const tableRowLines = new Map<PbnTable, number[]>();
  // The last Deal read, under its own spelling and its export spelling (what the next table inherits),
  // with its hands (`null` when the Deal is unreadable) and what is wrong with it.
  let lastDeal: DealReading | null = null;
  // The hands of the game being finished, if its Deal is readable (those of `lastDeal`).
  let gameDeal: DealHands | null = null;
  // Whether the tag last finished has a value other than the one written (export spelling, `finishTag`).
  let respelled = false;
  // The last few whole facts made with a held deal, with what they were made of (reading `deal` would make its hands).
  const heldFacts: {
    readonly facts: PbnBoardFacts; readonly held: HeldDeal; readonly board: number; readonly dealer: Seat; readonly vulnerable: Vulnerability;
    readonly declarer: Seat | null; readonly contract: Contract | 'Pass'; readonly result: number;
  }[] = [];
  let lastBoardText: string | undefined;
  let lastBoard: number | undefined;
  let gameNo = 0;
  const fileField = options.file === undefined ? {} : { file: options.file };

  // Outside strict mode a deviation repeated on every board is reported once, with a count: the first
  // in file order is kept, the others only counted.
  const repeated = new Map<string, { index: number; count: number }>();
  // The last few looked up, by code and tag: the same deviations come game after game (no key to make and look up then).
  const recent: { code: string; tag: string | undefined; kept: { index: number; count: number } }[] = [];
  const report = (code: string, message: string, line: number, column: number, lenient: Lenient, tag?: string): void => {
    if (!strict && lenient === 'none') return;
    const severity = strict || lenient === 'error' ? 'error' : 'warning';
    const counted = severity === 'warning' && !strict;
    let kept = counted ? recentlyKept(code, tag) : undefined;
    const key = counted && kept === undefined ? (tag === undefined ? code : `${code}|${tag}`) : null;
    if (key !== null) {
      kept = repeated.get(key);
      if (kept !== undefined) keepRecent(code, tag, kept);
    }
    if (kept !== undefined) {
      kept.count++;
      const first = diagnostics[kept.index] as Diagnostic;
      if (line > first.line || (line === first.line && column >= first.column)) return;
    }
    const d: Diagnostic = { severity, code, message, line, column, game: gameNo, ...fileField, ...(tag === undefined ? {} : { tag }) };
    if (kept !== undefined) diagnostics[kept.index] = d;
    else {
      if (key !== null) {
        const first = { index: diagnostics.length, count: 1 };
        repeated.set(key, first);
        keepRecent(code, tag, first);
      }
      diagnostics.push(d);
    }
  };
  function recentlyKept(code: string, tag: string | undefined): { index: number; count: number } | undefined {
    for (const r of recent) if (r.code === code && r.tag === tag) return r.kept;
    return undefined;
  }
  function keepRecent(code: string, tag: string | undefined, kept: { index: number; count: number }): void {
    if (recent.length >= 4) recent.pop();
    recent.unshift({ code, tag, kept });
  }

  // The game being read. Items before its first tag are held back: a group without any tag is not a
  // game, and its comments and escapes belong to the next one (or, at the end, to the last one).
  let before: PbnItem[] = [];
  const header = new Set<PbnItem>();
  let started = false;
  let lastLine = 0;
  // A game's escapes and comments start as the shared empty lists (most games have none).
  let escapes: string[] = NO_ESCAPES as string[];
  let comments: PbnComment[] = NO_COMMENTS as PbnComment[];
  // The builders of this game's tags are pool[0, tagCount).
  const pool: TagBuilder[] = [];
  let tagCount = 0;
  // The tags of a game as they are made, in the order given (reused game after game).
  const made: PbnTag[] = [];
  const names = new Map<string, NameInfo>();
  // Games of one file mostly list the same few sequences of tags (a deal's first table, its other
  // tables): for the last few sequences seen, how to put them in export order (`null`: already are).
  const orders: { readonly tags: readonly PbnTag[]; readonly reorder: readonly number[] | null }[] = [];
  // Likewise the names of the values records: the last record of each sequence of names, which a new
  // record copies (one shape, no property added one by one) before it takes this game's values.
  // With it, the values it holds (a new record takes only the values that changed since).
  const records: { readonly names: readonly string[]; record: Record<string, string>; readonly texts: string[] }[] = [];

  let current: TagBuilder | null = null;
  let section: SectionBuilder | null = null;
  const auctionBuilder = sectionBuilder('auction');
  const playBuilder = sectionBuilder('play');
  const tokens: CallLineToken[] = [];
  let known = knownTags('2.1');
  let checkVersion: PbnVersion = '2.1';

  /** Header escapes before the first tag of the file: `% PBN x.y`, `% EXPORT` (§2.4). */
  function isHeader(escape: string): boolean {
    const v = /^\s*PBN\s+([0-9]+\.[0-9]+)\s*$/.exec(escape);
    if (v !== null && version === null) {
      version = v[1] as string;
      return true;
    }
    if (!exportFormat && /^\s*EXPORT\s*$/.test(escape)) {
      exportFormat = true;
      return true;
    }
    return false;
  }

  /** The first tag of a game: the game starts, with what came before it. */
  function start(line: number): void {
    started = true;
    gameNo = games.length + 1;
    gameLines.push(line);
    if (games.length === 0) for (const it of before) if (it.t === 'escape' && isHeader(it.text)) header.add(it);
    // The standard to check against: the option, else the file's `% PBN x.y` line (§2.4), else 2.1.
    checkVersion = options.version ?? (version === '1.0' || version === '2.0' ? version : '2.1');
    if (knownTags(checkVersion) !== known) names.clear();
    known = knownTags(checkVersion);
    for (const it of before) {
      if (it.t === 'escape') {
        if (!header.has(it)) addEscape(it.text);
      } else if (it.t === 'comment') addGameComment({ kind: it.kind, text: it.text });
      else if (it.t === 'word' || it.t === 'string') report('text-outside-tag', `"${it.text}" is not a tag, comment or escape line`, it.line, it.column, 'error');
    }
    // (most games have nothing before their first tag: no new list for them)
    if (before.length > 0) before = [];
  }

  function addEscape(body: string): void {
    if (escapes === NO_ESCAPES) escapes = [];
    escapes.push(body);
  }
  function addGameComment(c: PbnComment): void {
    if (comments === NO_COMMENTS) comments = [];
    comments.push(c);
  }

  function finish(): void {
    if (!started) return;
    const game = finishGame(escapes, comments, tagCount);
    games.push(game);
    gameEnds.push(lastLine);

    started = false;
    escapes = NO_ESCAPES as string[];
    comments = NO_COMMENTS as PbnComment[];
    tagCount = 0;
    current = null;
    section = null;
  }

  const sink: PbnScanSink = {
    tag(name, value, line, column, hash) {
      if (!started) start(line);
      lastLine = line;
      onTag(name, value, line, column, hash);
    },
    badTag(line) {
      if (!started) start(line);
      lastLine = line;
    },
    word(from, to, line, column) {
      lastLine = line;
      if (!started) before.push({ t: 'word', text: text.slice(from, to), line, column });
      else if (section !== null && section.notes.length === 0 && current !== null) onSectionWord(section, current.name, from, to, line, column);
      else onText('word', text.slice(from, to), line, column);
    },
    string(value, line, column) {
      lastLine = line;
      if (!started) before.push({ t: 'string', text: value, line, column });
      else onText('string', value, line, column);
    },
    comment(kind, body, line, column) {
      lastLine = line;
      if (!started) before.push({ t: 'comment', kind, text: body, line, column });
      else onComment({ kind, text: body }, line, column);
    },
    escape(body, line) {
      lastLine = line;
      if (!started) before.push({ t: 'escape', text: body, line, column: 1 });
      else addEscape(body);
    },
    blank() {
      finish();
    },
  };

  const problems = scanPbn(text, sink);
  finish();
  if (before.length > 0) {
    gameNo = games.length;
    for (const it of before) {
      if (it.t === 'word' || it.t === 'string') report('text-outside-game', `"${it.text}" is outside any game`, it.line, it.column, 'error');
    }
    // Trailing escapes and comments stay with the last game so nothing is lost.
    const last = games[games.length - 1];
    if (last !== undefined) {
      const trailingEscapes = before.flatMap((it) => (it.t === 'escape' ? [it.text] : []));
      const trailingComments = before.flatMap((it): PbnComment[] => (it.t === 'comment' ? [{ kind: it.kind, text: it.text }] : []));
      games[games.length - 1] = { ...last, escapes: [...last.escapes, ...trailingEscapes], comments: [...last.comments, ...trailingComments] };
    }
  }

  // Lexical problems, with the game they fall in.
  for (const p of problems) {
    const g = firstAfter(gameLines, p.line);
    // A problem before a game's first tag belongs to that game when it is after the previous game's end.
    const idx = g < gameLines.length && g > 0 && p.line > (gameEnds[g - 1] as number) ? g + 1 : g;
    gameNo = Math.max(idx, g === 0 && gameLines.length > 0 ? 1 : idx);
    report(p.code, p.message, p.line, p.column, p.strict ? (p.code === 'bad-character' ? 'none' : 'warning') : 'error');
  }
  for (const { index, count } of repeated.values()) {
    const d = diagnostics[index] as Diagnostic;
    if (count > 1) diagnostics[index] = { ...d, message: `${d.message} (and ${count - 1} more like it)` };
  }
  diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  return { file: { version, exportFormat, games }, diagnostics, gameLines, tableRowLines };

  function onComment(c: PbnComment, line: number, column: number): void {
    if (current === null) addGameComment(c);
    else if (section !== null) {
      const note = section.notes[section.notes.length - 1];
      if (note !== undefined) note.comments.push(c);
      else if (section.count > 0) {
        fill(section);
        const own = ownLast(section);
        if (own.comments === NO_COMMENTS) own.comments = [];
        own.comments.push(c);
      } else addComment(current, c);
    } else {
      if (current.elements !== null && current.elements.length > 0) {
        current.commentInData = true;
        report('comment-in-section', 'comments are not allowed among section data, only right after the tag (§5.1)', line, column, 'warning', current.name);
      }
      addComment(current, c);
    }
  }

  function onTag(name: string, value: string, line: number, column: number, hash: number): void {
    if (name === 'Note' && section !== null) {
      addNote(section, { name, value, line, column });
      return;
    }
    if (name === 'Note') {
      report('note-outside-section', 'a Note belongs right after the auction or the play it explains (§3.5.5)', line, column, 'warning', 'Note');
    }
    let info = names.get(name);
    if (info === undefined) {
      info = { id: ids.idOf(name), known: known.has(name), table: TABLES.has(name), syntax: hasValueSyntax(name), game: 0, builder: null, shared: { last: null, before: null, short: null }, checked: null, flawed: null };
      names.set(name, info);
    }
    if (!info.known && !(name === 'Note')) {
      if (strict || !reportedUnknown.has(name)) {
        reportedUnknown.add(name);
        report('unknown-tag', `tag ${name} is not defined by PBN ${checkVersion}`, line, column, 'warning', name);
      }
    }
    const prior = info.game === gameNo ? info.builder : null;
    current = takeBuilder(name, info, value, line, column);
    current.hash = hash;
    section = null;
    if (prior !== null && name !== 'Note') {
      report('duplicate-tag', `tag ${name} already occurred in this game (line ${prior.line}); this one is ignored (§3.4)`, line, column, 'warning', name);
      return; // not added to the game
    }
    if (name === 'Auction' || name === 'Play') {
      section = openSection(name === 'Auction' ? auctionBuilder : playBuilder);
      current.section = section;
    } else if (info.table) current.elements = [];
    tagCount++;
    info.game = gameNo;
    info.builder = current;
  }

  /** The next builder of the pool, emptied for a new tag (a duplicate tag's builder is taken again by the next tag). */
  function takeBuilder(name: string, info: NameInfo, value: string, line: number, column: number): TagBuilder {
    let b = pool[tagCount];
    if (b === undefined) {
      b = { name, info, value, hash: 0, line, column, comments: NO_COMMENTS as PbnComment[], section: null, elements: null, elementLines: null, elementsLine: 0, commentInData: false };
      pool[tagCount] = b;
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

  /** A word of an auction or play line: one call or card (decoded without cutting the text), or several tokens. */
  function onSectionWord(s: SectionBuilder, tag: string, from: number, to: number, line: number, column: number): void {
    if (s.kind === 'play') {
      const card = exactCardIndex(text, from, to);
      if (card >= 0) {
        // A plain card next to the held ones (only white space between) is counted, not written.
        if (s.compact && !strict && !s.ended && s.pendingMark === '' && (s.count === 0 || onlySpace(text, s.to, from))) {
          if (s.count === 0) s.from = from;
          s.count++;
          s.to = to;
          s.lastLine = line;
          s.lastColumn = column;
          return;
        }
        pushEntry(s, CARD_AT[card] as string, line, column, tag, PLAIN_PLAY[card]);
        if (s.compact) holdWord(s, from, to);
        return;
      }
    } else {
      const call = exactCallIndex(text, from, to);
      if (call >= 0) return pushCall(s, CALL_AT[call] as string, line, column, tag, PLAIN_CALLS[call]);
    }
    const before = s.count;
    const word = text.slice(from, to);
    if (isPlainSymbol(word)) sectionSymbol(s, word, line, column, tag);
    else {
      tokens.length = 0;
      splitCallWord(word, tokens);
      for (const tok of tokens) sectionToken(s, tok, line, column, tag);
    }
    // A word without an entry (`*`, a mark, a bad token) leaves the held text as it is; a lone `-` or `+` card is held too.
    if (!s.compact || s.count === before) return;
    if (s.count === before + 1 && (word === '-' || word === '+') && s.entries[before] === plainEntry(s.kind, word)) holdWord(s, from, to);
    else s.compact = false;
  }

  /** Write the entries of the cards only counted so far, from the held text (all are plain cards, `-` or `+`). */
  function fill(s: SectionBuilder): void {
    if (s.written === s.count) return;
    let k = s.written;
    for (let i = k === 0 ? s.from : s.filledTo; i < s.to; ) {
      const c = text.charCodeAt(i);
      if (c <= 32) {
        i++;
        continue;
      }
      // `-` (52) and `+` (53) are one character; a card is two.
      const code = c === 45 ? 52 : c === 43 ? 53 : exactCardIndex(text, i, i + 2);
      i += code >= 52 ? 1 : 2;
      s.entries[k++] = PLAIN_PLAY[code] as EntryBuilder;
    }
    s.written = s.count;
    s.filledTo = s.to;
  }

  /** The word at `[from, to)` made the last entry: the held text now ends with it, if only white space came between. */
  function holdWord(s: SectionBuilder, from: number, to: number): void {
    if (s.count === 1) s.from = from;
    else if (!onlySpace(text, s.to, from)) {
      s.compact = false;
      return;
    }
    s.to = to;
    // (its entry is written: `pushEntry` wrote every entry before it)
    s.filledTo = to;
  }

  function onText(kind: 'word' | 'string', value: string, line: number, column: number): void {
    if (current === null) {
      report('text-outside-tag', `"${value}" is not a tag, comment or escape line`, line, column, 'error');
      return;
    }
    if (section !== null) {
      if (kind === 'string') report('bad-token', `a string "${value}" cannot appear in the ${section.kind} section`, line, column, 'error', current.name);
      else report('after-notes', `"${value}" follows the notes of the ${section.kind} section`, line, column, 'error', current.name);
      return;
    }
    if (current.elements === null) {
      if ((known.has(current.name) || current.name === 'Note') && !TABLES.has(current.name)) {
        report('unexpected-text', `"${value}" after tag ${current.name}, which has no section data; ignored`, line, column, 'warning', current.name);
        return;
      }
      current.elements = [];
    }
    if (current.elements.length === 0) current.elementsLine = line;
    if (kind === 'word' && !isSectionToken(value)) {
      report('bad-section-token', `"${value}" contains a character not allowed in section data (§3.2)`, line, column, 'warning', current.name);
    }
    current.elements.push(value);
    (current.elementLines ??= []).push(line);
  }

  function addNote(section: SectionBuilder, it: { name: string; value: string; line: number; column: number }): void {
    const m = /^([0-9]+):(.*)$/s.exec(it.value);
    if (m === null) {
      report('bad-note', `Note "${it.value}" must be "<index>:<text>"`, it.line, it.column, 'error', 'Note');
      return;
    }
    const index = Number(m[1]);
    if (index < 1 || index > 32) report('bad-note', `note index ${index} is outside 1–32 (§3.5.4)`, it.line, it.column, 'warning', 'Note');
    // (a Set, not a search of the notes: a file may hold any number of them)
    if (section.noteIndexes.has(index)) {
      report('duplicate-note', `note ${index} is given twice in the ${section.kind} section`, it.line, it.column, 'warning', 'Note');
      return;
    }
    const comments: PbnComment[] = [];
    section.notes.push({ note: { index, text: m[2] as string, comments }, comments, line: it.line, column: it.column });
    section.noteIndexes.add(index);
  }

  /** `plain`, `code`: the shared entry of this token and its code, when the caller has them at hand. */
  function pushEntry(s: SectionBuilder, token: string, line: number, column: number, tag: string, plain?: EntryBuilder): void {
    fill(s);
    if (s.ended) report('after-end', `"${token}" after the * that ends the ${s.kind} section`, line, column, 'error', tag);
    else if (s.plus && token !== '-' && s.kind === 'auction') report('after-plus', `call "${token}" after the + that marks the next call to be made`, line, column, 'warning', tag);
    const mark = s.pendingMark;
    s.entries[s.count++] =
      mark === ''
        ? (plain ?? plainEntry(s.kind, token))
        : s.kind === 'auction'
          ? { call: token, insufficient: mark === 'I', note: null, nags: NO_NAGS as number[], comments: NO_COMMENTS as PbnComment[] }
          : { card: token, irregularity: mark === 'R' || mark === 'L' ? mark : '', note: null, nags: NO_NAGS as number[], comments: NO_COMMENTS as PbnComment[] };
    s.written = s.count;
    if (mark !== '') s.compact = false;
    if (strict) {
      s.lines[s.count - 1] = line;
      s.columns[s.count - 1] = column;
    }
    s.lastLine = line;
    s.lastColumn = column;
    s.pendingMark = '';
  }

  function sectionSymbol(s: SectionBuilder, text: string, line: number, column: number, tag: string): void {
    if (s.kind === 'play') {
      const c = readCard(text);
      if (c.card === null) {
        report('bad-card', `"${text}" is not a card (suit S H D C, then rank A K Q J T 9–2)`, line, column, 'error', tag);
        return pushEntry(s, '-', line, column, tag); // keeps the columns of the trick in place
      }
      if (c.nonStandard) report('nonstandard-card', `"${text}" is not PBN spelling; read as ${c.card}`, line, column, 'warning', tag);
      return pushEntry(s, c.card, line, column, tag);
    }
    const c = readCall(text);
    if (c.call === null) return report('bad-call', `"${text}" is not a call (Pass, X, XX, 1C–7NT, AP or -)`, line, column, 'error', tag);
    if (c.nonStandard) report('nonstandard-call', `"${text}" is not PBN spelling; read as ${c.call}`, line, column, 'warning', tag);
    pushCall(s, c.call, line, column, tag);
  }

  function pushCall(s: SectionBuilder, call: string, line: number, column: number, tag: string, plain?: EntryBuilder): void {
    if (s.pendingMark === 'I' && !isBid(call)) report('bad-irregularity', `^I must precede a bid, not "${call}"`, line, column, 'error', tag);
    pushEntry(s, call, line, column, tag, plain);
  }

  function sectionToken(s: SectionBuilder, tok: CallLineToken, line: number, column: number, tag: string): void {
    const forCard = s.kind === 'play';
    const what = forCard ? 'card' : 'call';
    switch (tok.t) {
      case 'symbol':
        return sectionSymbol(s, tok.text, line, column, tag);
      case 'mark': {
        const m = tok.mark.toUpperCase();
        const allowed = forCard ? m === 'R' || m === 'L' : m === 'I' || m === 'S';
        if (!allowed) return report('bad-irregularity', `^${tok.mark} is not an irregularity of the ${s.kind} (${forCard ? '^R, ^L' : '^I, ^S'})`, line, column, 'error', tag);
        if (s.pendingMark !== '') report('double-irregularity', `two irregularity marks before one ${what}`, line, column, 'warning', tag);
        if (m === 'S') {
          s.pendingMark = '';
          pushEntry(s, '^S', line, column, tag);
        } else s.pendingMark = m;
        return;
      }
      case 'end':
        if (s.ended) report('after-end', 'a second *', line, column, 'warning', tag);
        if (s.plus) report('end-after-plus', '* may not end a section that uses + (§3.5)', line, column, 'warning', tag);
        s.ended = true;
        return;
      case 'plus':
        if (s.plus) report('double-plus', `a second + in the ${s.kind} section`, line, column, 'warning', tag);
        pushEntry(s, '+', line, column, tag);
        s.plus = true;
        return;
      case 'bad':
        return report('bad-token', `"${tok.text}" is not allowed in the ${s.kind} section`, line, column, 'error', tag);
    }
    // Annotations: they belong to the preceding call or card.
    fill(s);
    const last = s.count > 0 ? s.entries[s.count - 1] : undefined;
    if (last === undefined || s.pendingMark !== '') {
      return report('annotation-without-' + what, `annotation "${'text' in tok ? tok.text : ''}" has no ${what} before it`, line, column, 'warning', tag);
    }
    if (tok.t === 'suffix') {
      const nag = suffixNag(tok.text, forCard);
      if (nag === null) return report('bad-suffix', `"${tok.text}" is not a suffix`, line, column, 'error', tag);
      if (s.suffixed?.has(s.count - 1) === true || hasSuffixNag(last, forCard)) return report('double-suffix', `${what} ${tokenOf(last)} has two suffix annotations`, line, column, 'warning', tag);
      (s.suffixed ??= new Set()).add(s.count - 1);
      addNag(ownLast(s), nag);
    } else if (tok.t === 'note') {
      if (tok.index === null) return report('bad-note', `"${tok.text}" is not a note reference =n=`, line, column, 'warning', tag);
      if (tok.index < 1 || tok.index > 32) report('bad-note', `note reference ${tok.text} is outside 1–32`, line, column, 'warning', tag);
      if (last.note !== null) return report('double-note', `${what} ${tokenOf(last)} has two note references`, line, column, 'warning', tag);
      ownLast(s).note = tok.index;
      (s.noted ??= new Map()).set(s.count - 1, [s.lastLine, s.lastColumn]);
    } else if (tok.t === 'nag') {
      if (tok.value === null || tok.value > 255) return report('bad-nag', `"${tok.text}" is not a NAG $0–$255`, line, column, 'warning', tag);
      const v = tok.value;
      const wrongSide = forCard ? (v >= 1 && v <= 6) || v === 13 : (v >= 7 && v <= 12) || v === 14;
      if (wrongSide) report('bad-nag', `$${v} is for ${forCard ? 'calls' : 'cards'}, not ${what}s (§3.7)`, line, column, 'warning', tag);
      if (isSuffixNag(v, forCard) && hasSuffixNag(last, forCard)) return report('double-nag', `${what} ${tokenOf(last)} has two suffix-like NAGs`, line, column, 'warning', tag);
      addNag(ownLast(s), v);
    }
  }

  /** The game of the builders `pool[0, count)`. */
  function finishGame(escapes: string[], comments: PbnComment[], count: number): PbnGame {
    const builders = pool;
    const values = curValues;
    values.clear();
    // A game's tags have different names (a repeated one is dropped), Note apart: without `##` values
    // carried in first, each name is new.
    const fresh = sticky.size === 0;
    if (!fresh) sticky.forEach((v, name) => values.set(name, v));
    let hasPlayData = false;
    for (let k = 0; k < count; k++) {
      const t = builders[k] as TagBuilder;
      let v = t.value;
      if (v === '#' || v.startsWith('##')) {
        if (NOT_INHERITED.has(t.name)) report('bad-inheritance', `tag ${t.name} may not inherit its value with # (§4.8)`, t.line, t.column, 'warning', t.name);
        if (v === '#') v = prevValues.getId(t.info.id) ?? '';
        else {
          v = v.slice(2);
          sticky.set(t.name, v);
        }
      } else if (sticky.size > 0 && sticky.has(t.name)) sticky.set(t.name, v);
      if (fresh && t.name !== 'Note') values.appendId(t.info.id, t.name, v);
      else values.setId(t.info.id, t.name, v);
      if (t.name === 'Auction' || t.name === 'Play' || t.name === 'Contract') hasPlayData = true;
    }
    // Second table of a deal without its deal tags: carry them from the game before (deviation).
    if (!strict && !values.hasId(DEAL) && !values.hasId(DEALER) && hasPlayData && prevValues.hasId(DEAL)) {
      const first = builders[0] as TagBuilder;
      report('carried-from-previous-game', 'no Deal tag: Board, Dealer, Vulnerable, Deal and event tags are taken from the previous game', first.line, first.column, 'warning');
      for (let k = 0; k < CARRIED.length; k++) {
        const id = CARRIED_IDS[k] as number;
        const carried = prevValues.getId(id);
        if (carried !== undefined && !values.hasId(id)) values.appendId(id, CARRIED[k] as string, carried);
      }
    }
    const facts = readFacts(values, count);
    // The tags in the order given, in a list the reader reuses; the game gets them in export order.
    for (let k = 0; k < count; k++) {
      const b = builders[k] as TagBuilder;
      const t = finishTag(b, values, facts);
      made[k] = t;
      // Effective values in export spelling too, so that a written file reads back the same.
      if (respelled && t.value !== '#' && !t.value.startsWith('##')) values.setId(b.info.id, t.name, t.value);
    }
    if (lastDeal !== null && gameDeal !== null) lastDeal.exported = values.getId(DEAL);
    const game: PbnGame = { escapes, comments, tags: inExportOrder(count), values: valueRecord(values), facts };
    curValues = prevValues;
    prevValues = values;
    if (strict) {
      const byName = new Map(builders.slice(0, count).map((b) => [b.name, b]));
      checkGameConsistency(game, {
        tagLine: (name) => byName.get(name)?.line ?? gameLines[gameLines.length - 1] ?? 1,
        positions: (name) => positionsOf(byName.get(name)),
        report: (code, message, line, column, tag) => report(code, message, line, column, 'error', tag),
      });
    }
    return game;
  }

  /** The game's tags `made[0, count)` in a list of their own, in export order (PBN §3.4, §4.1 export format). */
  function inExportOrder(count: number): PbnTag[] {
    let known: (typeof orders)[number] | undefined;
    for (const o of orders) {
      if (sameKinds(o.tags, made, count)) {
        known = o;
        break;
      }
    }
    if (known === undefined) {
      const tags = made.slice(0, count);
      const sorted = tags.map((_, k) => k).sort((a, b) => exportOrder(tags[a] as PbnTag, tags[b] as PbnTag) || a - b);
      known = { tags, reorder: sorted.every((k, i) => k === i) ? null : sorted };
      remember(orders, known);
    }
    const { reorder } = known;
    if (reorder === null) return made.slice(0, count);
    const ordered = new Array<PbnTag>(count);
    for (let k = 0; k < count; k++) ordered[k] = made[reorder[k] as number] as PbnTag;
    return ordered;
  }

  function valueRecord(values: TagValues): Record<string, string> {
    let known: (typeof records)[number] | undefined;
    for (const r of records) {
      if (values.namedAs(r.names)) {
        known = r;
        break;
      }
    }
    if (known === undefined) {
      const record: Record<string, string> = {};
      const texts: string[] = [];
      for (let k = 0; k < values.size; k++) {
        const v = values.textAt(k);
        record[values.nameAt(k)] = v;
        texts.push(v);
      }
      remember(records, { names: values.names(), record, texts });
      return record;
    }
    const record = { ...known.record };
    const { texts } = known;
    for (let k = 0; k < values.size; k++) {
      const v = values.textAt(k);
      if (texts[k] !== v) {
        record[values.nameAt(k)] = v;
        texts[k] = v;
      }
    }
    known.record = record;
    return record;
  }

  /** A problem with a value of this game, reported at its tag (the game's first tag for a value it carried over). */
  function problem(count: number, name: string, code: string, message: string, lenient: Lenient): void {
    let b = pool[0];
    for (let k = 0; k < count; k++) {
      if ((pool[k] as TagBuilder).name === name) {
        b = pool[k];
        break;
      }
    }
    report(code, message, b?.line ?? 1, b?.column ?? 1, lenient, name);
  }

  /** The facts of the game of the builders `pool[0, count)`. */
  function readFacts(values: TagValues, count: number): PbnBoardFacts {
    for (let k = 0; k < count; k++) {
      const b = pool[k] as TagBuilder;
      if (!b.info.syntax) continue;
      const inherited = b.value === '#' || b.value.startsWith('##');
      const v = inherited ? (values.getId(b.info.id) ?? '') : b.value;
      if (b.value === '#' && !NOT_INHERITED.has(b.name)) continue;
      // The syntax of a value depends on nothing else.
      const info = b.info;
      if (v === info.checked) continue;
      let p = info.flawed?.value === v ? info.flawed.problem : null;
      if (p === null) {
        p = checkTagValue(b.name, v);
        if (p === null) {
          info.checked = v;
          continue;
        }
        info.flawed = { value: v, problem: p };
      }
      problem(count, b.name, p.code, p.message, p.strict ? 'warning' : 'error');
    }
    const boardText = values.getId(BOARD);
    // A deal's tables share their Board text: read it once.
    if (boardText !== lastBoardText) {
      lastBoardText = boardText;
      lastBoard = boardText !== undefined && /^[0-9]+$/.test(boardText) && Number(boardText) > 0 ? Number(boardText) : undefined;
    }
    const board = lastBoard;
    const dealer = readSeat(values.getId(DEALER) ?? '');
    const vulnerableText = values.getId(VULNERABLE);
    const vulnerable = vulnerableText === '' ? undefined : readVulnerable(vulnerableText ?? '');
    gameDeal = null;
    const dealText = values.getId(DEAL);
    if (dealText !== undefined && dealText !== '' && dealText !== '#' && dealText !== '?') {
      // Several tables of one deal follow each other: read each Deal text once (the setup is immutable).
      if (lastDeal === null || (lastDeal.text !== dealText && lastDeal.exported !== dealText)) lastDeal = readDealText(dealText, strict);
      gameDeal = lastDeal.hands;
      if (lastDeal.error !== null) problem(count, 'Deal', 'bad-deal', lastDeal.error, 'error');
      if (lastDeal.strictError !== null) problem(count, 'Deal', 'bad-deal', lastDeal.strictError, 'none');
    }
    // A complete deal is held as its text (hands made when first asked for), any other readable one as its setup.
    const held = gameDeal instanceof HeldDeal ? gameDeal : null;
    const deal = gameDeal === null || held !== null ? undefined : gameDeal.setup;
    let declarer: Seat | null | undefined;
    let declarerIrregular = false;
    const decl = values.getId(DECLARER);
    if (decl !== undefined && decl !== '?') {
      if (decl === '') declarer = null;
      else {
        declarerIrregular = decl.startsWith('^');
        declarer = readSeat(declarerIrregular ? decl.slice(1) : decl);
        if (declarer === undefined) declarerIrregular = false;
      }
    }
    let contract: Contract | 'Pass' | undefined;
    const contractText = values.getId(CONTRACT);
    if (contractText !== undefined && contractText !== '' && contractText !== '?') contract = readContract(contractText);
    let result: number | undefined;
    let resultIrregular = false;
    const resultText = values.getId(RESULT);
    if (resultText !== undefined && resultText !== '' && resultText !== '?') {
      const r = readResult(resultText, declarer);
      if (r.tricks !== null) result = r.tricks;
      resultIrregular = r.irregular;
    }
    // Most games give every fact, regularly: one object made whole (absent facts are no keys at all).
    if (board !== undefined && dealer !== undefined && vulnerable !== undefined && declarer !== undefined && contract !== undefined && result !== undefined && !declarerIrregular && !resultIrregular) {
      if (deal !== undefined) return { board, dealer, vulnerable, deal, declarer, contract, result };
      if (held !== null) {
        // Tables of a deal often end alike: the same (immutable) facts then serve them all.
        for (const f of heldFacts) {
          if (f.held === held && f.declarer === declarer && f.contract === contract && f.result === result && f.board === board && f.dealer === dealer && f.vulnerable === vulnerable) return f.facts;
        }
        const facts: { -readonly [K in keyof PbnBoardFacts]: PbnBoardFacts[K] } = { board, dealer, vulnerable };
        addHeldDeal(facts, held);
        facts.declarer = declarer;
        facts.contract = contract;
        facts.result = result;
        if (heldFacts.length >= 4) heldFacts.pop();
        heldFacts.unshift({ facts, held, board, dealer, vulnerable, declarer, contract, result });
        return facts;
      }
    }
    const facts: { -readonly [K in keyof PbnBoardFacts]: PbnBoardFacts[K] } = {};
    if (board !== undefined) facts.board = board;
    if (dealer !== undefined) facts.dealer = dealer;
    if (vulnerable !== undefined) facts.vulnerable = vulnerable;
    if (deal !== undefined) facts.deal = deal;
    else if (held !== null) addHeldDeal(facts, held);
    if (declarer !== undefined) facts.declarer = declarer;
    if (declarerIrregular) facts.declarerIrregular = true;
    if (contract !== undefined) facts.contract = contract;
    if (result !== undefined) facts.result = result;
    if (resultIrregular) facts.resultIrregular = true;
    return facts;
  }

  /** Sets `respelled`: whether the tag's value differs from the value as written. */
  function finishTag(b: TagBuilder, values: TagValues, facts: PbnBoardFacts): PbnTag {
    const value = exportValue(b.name, b.value, facts, values, gameDeal);
    // Mostly the very string written (no characters to compare); a shared tag's value is equal to it.
    respelled = value !== b.value;
    const comments = b.comments.length === 0 ? NO_COMMENTS : b.comments;
    if (b.section === null && b.elements === null && comments === NO_COMMENTS) {
      // Event, players, Dealer, Vulnerable, Contract…: a tag seen before is the same (immutable) value.
      const shared = b.info.shared;
      const last = shared.last;
      if (last?.value === value) return last;
      // The tag before it: the players and the room of a deal's two tables take turns.
      const previous = shared.before;
      if (previous?.value === value) {
        shared.before = last;
        shared.last = previous;
        return previous;
      }
      // Short values (Dealer, Vulnerable, Contract, Result, players…) come back often; long ones only in a row or by turns.
      // A slot keeps the last tag of the values written with its hash (an export spelling is checked like any other).
      const short = value.length <= SHORT_VALUE;
      const slot = b.hash & (SHARED_SLOTS - 1);
      const kept = short ? shared.short?.[slot] : undefined;
      const tag: PbnTag = kept?.value === value ? kept : { name: b.name, value, comments };
      if (short && tag !== kept) (shared.short ??= new Array<PbnTag | undefined>(SHARED_SLOTS))[slot] = tag;
      shared.before = last;
      shared.last = tag;
      return tag;
    }
    if (b.section !== null) {
      const s = b.section;
      const first = readSeat(b.value);
      if (first === undefined) report('bad-tag-value', `${b.name} "${b.value}" must be the seat of the first column (N, E, S or W)`, b.line, b.column, 'error', b.name);
      const seat: Seat = first ?? facts.dealer ?? 'N';
      respelled = seat !== b.value;
      const notes = s.notes.length === 0 ? NO_NOTES : s.notes.map((n) => n.note);
      checkNotes(s, b.name);
      if (s.kind === 'auction') {
        // Calls are few: an auction is a plain object (an own getter, as the play's tricks have, costs more to make than the list).
        const auction: PbnAuction = { first: seat, calls: s.entries.slice(0, s.count) as unknown as AuctionEntry[], ended: s.ended, notes };
        return { name: b.name, value: seat, comments, auction };
      }
      if (!s.compact) fill(s);
      const cards = !s.compact ? (s.entries.slice(0, s.count) as unknown as PlayEntry[]) : s.count === 0 ? '' : text.slice(s.from, s.to);
      const play = playSection(seat, cards, s.ended, notes);
      return { name: b.name, value: seat, comments, play };
    }
    const base = { name: b.name, value, comments };
    if (b.elements !== null) {
      if (TABLES.has(b.name) || isColumnSpec(values.getId(b.info.id) ?? '')) {
        const spec = readColumns(values.getId(b.info.id) ?? '');
        if (spec.error !== null) report('bad-column', `${b.name}: ${spec.error}`, b.line, b.column, 'error', b.name);
        const width = Math.max(1, spec.columns.length);
        const rows: string[][] = [];
        for (let k = 0; k < b.elements.length; k += width) rows.push(b.elements.slice(k, k + width));
        const lastRow = rows[rows.length - 1];
        if (lastRow !== undefined && lastRow.length < width) {
          report('missing-table-elements', `${b.name}: the last row has ${lastRow.length} of ${width} elements`, b.elementsLine, 1, 'warning', b.name);
        }
        const orderProblem = checkColumnOrder(spec.columns, rows);
        if (orderProblem !== null) report('table-order', `${b.name}: ${orderProblem}`, b.elementsLine, 1, 'none', b.name);
        const table: PbnTable = { columns: spec.columns, rows };
        tableRowLines.set(table, rows.map((_, r) => b.elementLines?.[r * width] ?? b.elementsLine));
        return { ...base, table };
      }
      return { ...base, data: b.elements };
    }
    return base;
  }

  function checkNotes(s: SectionBuilder, tag: string): void {
    if (s.notes.length === 0 && s.noted === null) return;
    const defined = new Set(s.notes.map((n) => n.note.index));
    const used = new Set<number>();
    for (const [k, [line, column]] of s.noted ?? []) {
      const note = s.entries[k]?.note ?? null;
      if (note === null) continue;
      used.add(note);
      if (!defined.has(note)) report('missing-note', `=${note}= has no [Note "${note}:…"] in the ${s.kind} section`, line, column, 'warning', tag);
    }
    for (const n of s.notes) {
      if (!used.has(n.note.index)) report('unused-note', `note ${n.note.index} is not referred to in the ${s.kind} section`, n.line, n.column, 'none', 'Note');
    }
  }

  function positionsOf(b: TagBuilder | undefined): EntryPositions {
    const s = b?.section;
    return s === undefined || s === null ? { lines: [], columns: [] } : { lines: s.lines.slice(0, s.count), columns: s.columns.slice(0, s.count) };
  }
}


function sectionBuilder(kind: 'auction' | 'play'): SectionBuilder {
  return { kind, entries: [], count: 0, written: 0, filledTo: 0, compact: kind === 'play', from: 0, to: 0, lines: [], columns: [], lastLine: 0, lastColumn: 0, noted: null, suffixed: null, notes: [], noteIndexes: new Set(), ended: false, plus: false, pendingMark: '' };
}

/** The reader's section builder of this kind, emptied for a new section. */
function openSection(s: SectionBuilder): SectionBuilder {
  s.count = 0;
  s.written = 0;
  s.compact = s.kind === 'play';
  s.lastLine = 0;
  s.lastColumn = 0;
  s.noted = null;
  s.suffixed = null;
  if (s.notes.length > 0) {
    s.notes = [];
    s.noteIndexes.clear();
  }
  s.ended = false;
  s.plus = false;
  s.pendingMark = '';
  return s;
}

/** A word that is one call or card token and nothing else (the common case). */
function isPlainSymbol(word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45)) return false;
  }
  return word.length > 0;
}

/** The last entry of a section, made its own (not shared) so that it can take annotations. */
function ownLast(s: SectionBuilder): EntryBuilder {
  const k = s.count - 1;
  const e = s.entries[k] as EntryBuilder;
  if (!Object.isFrozen(e)) return e;
  s.compact = false;
  const copy: EntryBuilder = { ...e };
  s.entries[k] = copy;
  return copy;
}

function isBid(call: string): boolean {
  const c = call.charCodeAt(0);
  return c >= 49 && c <= 55;
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

function isColumnSpec(value: string): boolean {
  return value.includes(';') || value.includes('\\');
}

function exportOrder(a: PbnTag, b: PbnTag): number {
  return order(a) - order(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** How many sequences of tag names the reader keeps (see `orders`, `records`); the newest first. */
const SEQUENCES_KEPT = 16;

function remember<T>(kept: T[], item: T): void {
  if (kept.length >= SEQUENCES_KEPT) kept.pop();
  kept.unshift(item);
}



/** Whether `a` and `b[0, count)` sort alike: the same names, in the same order, with the same kinds of data. */
function sameKinds(a: readonly PbnTag[], b: readonly PbnTag[], count: number): boolean {
  if (a.length !== count) return false;
  for (let k = 0; k < count; k++) {
    const x = a[k] as PbnTag, y = b[k] as PbnTag;
    // Auction and Play always have their section; any other tag has table or other data, or none.
    if (x.name !== y.name || (x.table === undefined) !== (y.table === undefined) || (x.data === undefined) !== (y.data === undefined)) return false;
  }
  return true;
}

function order(t: PbnTag): number {
  const m = MANDATORY.get(t.name);
  if (m !== undefined) return m;
  if (t.auction !== undefined) return 200;
  if (t.play !== undefined) return 201;
  if (t.table !== undefined || t.data !== undefined) return 300;
  return 100;
}

/** Values in export spelling where PBN defines one (so that writing and reading again is stable). */
function exportValue(name: string, value: string, facts: PbnBoardFacts, values: TagValues, deal: DealHands | null): string {
  if (value === '#' || value.startsWith('##')) return value;
  switch (name) {
    case 'Dealer':
      return readSeat(value) ?? value;
    case 'Vulnerable':
      return readVulnerable(value) ?? value;
    case 'Declarer': {
      const irregular = value.startsWith('^');
      const seat = readSeat(irregular ? value.slice(1) : value);
      return seat === undefined ? value : `${irregular ? '^' : ''}${seat}`;
    }
    case 'Deal':
      return deal === null ? value : exportDeal(deal, facts.dealer, value);
    case 'Contract': {
      if (facts.contract === undefined) return /^(nt|s|h|d|c)$/i.test(value) ? value.toUpperCase() : value;
      if (facts.contract === 'Pass') return 'Pass';
      if (isExportContract(value)) return value;
      const c = facts.contract;
      return `${c.level}${c.denomination}${c.risk}`;
    }
    case 'Result':
      return facts.result === undefined || values.getId(RESULT) !== value ? value : `${facts.resultIrregular === true ? '^' : ''}${facts.result}`;
    default:
      return value;
  }
}

function isSuffixNag(v: number, forCard: boolean): boolean {
  return forCard ? v >= 7 && v <= 12 : v >= 1 && v <= 6;
}
function hasSuffixNag(e: EntryBuilder, forCard: boolean): boolean {
  return e.nags.some((v) => isSuffixNag(v, forCard));
}
function addNag(e: EntryBuilder, v: number): void {
  if (e.nags === NO_NAGS) e.nags = [];
  const nags = e.nags;
  let k = nags.length;
  while (k > 0 && (nags[k - 1] as number) > v) k--;
  nags.splice(k, 0, v);
}
function tokenOf(e: EntryBuilder): string {
  return e.call ?? e.card ?? '';
}

/** Read a PBN file leniently: common deviations are warnings; anything else fails with every finding. */
export function parsePbn(text: string, options: Omit<PbnReadOptions, 'strict'> = {}): Result<{ file: PbnFile; warnings: readonly Diagnostic[] }, FormatFailure> {
  const r = readPbn(text, { ...options, strict: false });
  if (r.diagnostics.some((d) => d.severity === 'error')) return err(failure(r.diagnostics));
  return ok({ file: r.file, warnings: r.diagnostics });
}
