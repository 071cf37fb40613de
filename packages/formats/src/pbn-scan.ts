// PBN §2–3.3 lexical layer: lines, `%` escapes, semi-empty lines, tag pairs, comments, strings, words.
import { knownTags } from './pbn-tags.js';

/**
 * Where the scanner hands what it finds, as it finds it. Words come as a range of the text so that
 * the reader can decode a call or a card without cutting a string; everything else as values.
 * A `blank` is a semi-empty line outside a comment, which ends a game (PBN §3).
 */
/** An item kept as a value (the reader holds back what comes before a game's first tag). */
export type PbnItem =
  | { readonly t: 'comment'; readonly kind: 'brace' | 'line'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly t: 'escape'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly t: 'word'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly t: 'string'; readonly text: string; readonly line: number; readonly column: number };

export interface PbnScanSink {
  /** `hash`: a hash of the value, the same for equal values (worked out as it was read). */
  tag(name: string, value: string, line: number, column: number, hash: number): void;
  /** A tag pair too broken to read; it still marks where a game is. */
  badTag(line: number, column: number): void;
  word(start: number, end: number, line: number, column: number): void;
  string(text: string, line: number, column: number): void;
  comment(kind: 'brace' | 'line', text: string, line: number, column: number): void;
  escape(text: string, line: number): void;
  blank(line: number): void;
}

/** A lexical problem: `strict` ones are errors only for the verifier (real files often have them). */
export interface ScanProblem {
  readonly code: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly strict: boolean;
}

const TAB = 9, LF = 10, VT = 11, FF = 12, CR = 13, SPACE = 32, QUOTE = 34, PERCENT = 37, SEMI = 59;
const LBRACKET = 91, BACKSLASH = 92, RBRACKET = 93, LBRACE = 123, RBRACE = 125;
const MAX_LINE = 255;

// Character classes by code (below 256): what may continue a word, what ends one, which are names.
const WORD = 0, DELIMITER = 1, OUTSIDE_SET = 2;
const CLASS = new Uint8Array(256);
const NAME = new Uint8Array(256);
/** Characters a string holds as they are: printing characters of the set other than `"` and `\`. */
const STRING_PLAIN = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
  const delimiter = c <= 32 || c === 91 || c === 93 || c === 123 || c === 59 || c === 34 || c === 125;
  const bad = (c < 32 && c !== 9 && c !== 11 && c !== 10 && c !== 13) || (c >= 127 && c < 160);
  CLASS[c] = delimiter ? DELIMITER : bad ? OUTSIDE_SET : WORD;
  NAME[c] = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 ? 1 : 0;
  STRING_PLAIN[c] = c >= 32 && c !== QUOTE && c !== BACKSLASH && !bad ? 1 : 0;
}

function isNameChar(c: number): boolean {
  return c < 256 && NAME[c] === 1;
}
/** C0 control characters other than the white space and line ends of PBN §2.2–2.3. */
function isControl(c: number): boolean {
  return c < 32 && c !== TAB && c !== VT && c !== LF && c !== CR;
}
function isBlank(c: number): boolean {
  return c === SPACE || c === TAB || c === VT;
}
/** Characters the PBN character set (ISO 8859-1, §2.2) does not allow outside line ends. */
function isBadChar(c: number): boolean {
  return (c < 32 && c !== TAB && c !== VT && c !== LF && c !== CR) || (c >= 127 && c < 160) || c > 255;
}

// Tag names are few and repeat on every game: each is handed out as one string, so that the reader's
// keyed lookups (values by name, Maps of tags) meet the same string every time. The table is bounded.
const NAME_SLOTS = 512;
const NAMES: (string | undefined)[] = new Array<string | undefined>(NAME_SLOTS);
/** The hash of the name in each slot: most slots are told apart without comparing characters. */
const NAME_HASHES = new Int32Array(NAME_SLOTS);
let namesKept = 0;

/** Whether `text` holds `known` at `from` (names and values are short: a loop beats a call). */
function holdsAt(text: string, from: number, known: string): boolean {
  for (let k = 0; k < known.length; k++) if (text.charCodeAt(from + k) !== known.charCodeAt(k)) return false;
  return true;
}
const STANDARD_NAMES: ReadonlyMap<string, string> = new Map([...knownTags('2.1')].map((n) => [n, n]));

/** The name at `text[from, to)`, whose hash the scanner worked out as it read it. */
function tagName(text: string, from: number, to: number, hash: number): string {
  let slot = hash & (NAME_SLOTS - 1);
  for (;;) {
    const known = NAMES[slot];
    if (known === undefined) break;
    if (NAME_HASHES[slot] === hash && known.length === to - from && holdsAt(text, from, known)) return known;
    slot = (slot + 1) & (NAME_SLOTS - 1);
  }
  const cut = text.slice(from, to);
  // A standard name is handed out as the reader's own literal, so that comparing names is comparing references.
  const name = STANDARD_NAMES.get(cut) ?? cut;
  if (namesKept < NAME_SLOTS / 2) {
    NAMES[slot] = name;
    NAME_HASHES[slot] = hash;
    namesKept++;
  }
  return name;
}

// Short tag values (board numbers, seats, contracts, results, player names, dates) repeat from game to
// game: a value seen lately is handed out again instead of a new string (fewer strings to make and
// keep, and a string's hash, once worked out, serves every later lookup). A bounded cache: a slot keeps
// the last value that fell in it. Up to 12 characters only: a longer cut of a text is a view of the
// whole text, which the cache would then keep alive after the reading is gone.
const VALUE_SLOTS = 4096;
const SHORT = 12;
const VALUES: (string | undefined)[] = new Array<string | undefined>(VALUE_SLOTS);

/** The value at `text[from, to)`, whose hash the scanner worked out as it read it. */
function shortString(text: string, from: number, to: number, hash: number): string {
  if (to - from > SHORT) return text.slice(from, to);
  const slot = (hash ^ (to - from)) & (VALUE_SLOTS - 1);
  const seen = VALUES[slot];
  if (seen !== undefined && seen.length === to - from && holdsAt(text, from, seen)) return seen;
  const value = text.slice(from, to);
  VALUES[slot] = value;
  return value;
}

/** Scan a whole text, handing each item to `sink` as it is found (nothing is kept); returns the problems. */
export function scanPbn(text: string, sink: PbnScanSink): ScanProblem[] {
  const problems: ScanProblem[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let badCharReported = -1;
  let stringValue = '';
  let stringHash = 0;
  let stringEnd = 0;
  let stringClosed = false;

  const problem = (code: string, message: string, at: number, strict: boolean): void => {
    problems.push({ code, message, line, column: at - lineStart + 1, strict });
  };
  const checkChar = (c: number, at: number): void => {
    if (isControl(c)) controlChar(c, at);
    else if (isBadChar(c) && badCharReported !== line) {
      badCharReported = line;
      problem('bad-character', `character U+${c.toString(16).padStart(4, '0')} is outside the PBN character set (ISO 8859-1)`, at, true);
    }
  };
  // A control character (NUL, 0x01, form feed…) is no text at all: a binary file, or one saved as
  // UTF-16 and read as bytes. An error in every mode, once per line, so that a reader never says
  // yes to such a file (the verifier's `bad-character` is only a deviation from ISO 8859-1).
  let controlReported = -1;
  const controlChar = (c: number, at: number): void => {
    if (controlReported === line) return;
    controlReported = line;
    const hint = c === 0 ? ' (a NUL: is the file UTF-16? save it as UTF-8 or ISO 8859-1)' : c === FF ? ' (a form feed)' : '';
    problem('control-character', `control character U+${c.toString(16).padStart(4, '0')}${hint} is not allowed in PBN text`, at, false);
  };
  /** Called with the position of each line feed: checks the length of the line it ends, then starts the next. */
  const newline = (at: number): void => {
    if (at - lineStart + 1 > MAX_LINE) lineTooLong(at, 1);
    line++;
    lineStart = at + 1;
  };
  const lineTooLong = (end: number, eol: number): void => {
    const crlf = eol === 1 && end > lineStart && text.charCodeAt(end - 1) === CR;
    const visible = end - lineStart - (crlf ? 1 : 0);
    problems.push({ code: 'line-too-long', message: `line has ${visible} characters; PBN allows 255 including the line end`, line, column: 1, strict: true });
  };

  while (i < n) {
    // Line start: `%` escape (§2.4) or a semi-empty line (§3).
    if (i === lineStart) {
      const c0 = text.charCodeAt(i);
      if (c0 === PERCENT) {
        let j = i;
        while (j < n && text.charCodeAt(j) !== LF) {
          if (isControl(text.charCodeAt(j))) controlChar(text.charCodeAt(j), j);
          j++;
        }
        const end = j > i && text.charCodeAt(j - 1) === CR ? j - 1 : j;
        sink.escape(text.slice(i + 1, end), line);
        i = j;
        if (i < n) {
          newline(i);
          i++;
        }
        continue;
      }
      let j = i;
      while (j < n && isBlank(text.charCodeAt(j))) j++;
      const cj = text.charCodeAt(j);
      if (j >= n || cj === LF || (cj === CR && text.charCodeAt(j + 1) === LF)) {
        if (j < n) sink.blank(line);
        i = cj === CR ? j + 1 : j;
        if (i < n) {
          newline(i);
          i++;
        }
        continue;
      }
    }
    const c = text.charCodeAt(i);
    // Words first: calls and cards are most of what a file holds.
    if (c < 256 && CLASS[c] === WORD) {
      i = scanWord(i);
      continue;
    }
    if (c === LF) {
      newline(i);
      i++;
      continue;
    }
    if (c === SPACE || c === TAB || c === CR || c === VT) {
      if (c === VT || (c === CR && text.charCodeAt(i + 1) !== LF)) checkChar(c === VT ? 32 : c, i);
      i++;
      continue;
    }
    const col = i - lineStart + 1;
    if (c === LBRACE) {
      // Brace comment (§3.8): may span lines, including semi-empty ones.
      const startLine_ = line;
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== RBRACE) {
        const cj = text.charCodeAt(j);
        if (cj === LF) newline(j);
        else checkChar(cj, j);
        j++;
      }
      if (j >= n) {
        problems.push({ code: 'unclosed-comment', message: 'a { comment is never closed with }', line: startLine_, column: col, strict: false });
      }
      const body = text.slice(i + 1, j);
      sink.comment('brace', line > startLine_ ? body.replace(/\r\n/g, '\n') : body, startLine_, col);
      i = j + 1;
      continue;
    }
    if (c === SEMI) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== LF) {
        if (isControl(text.charCodeAt(j))) controlChar(text.charCodeAt(j), j);
        j++;
      }
      const end = j > i + 1 && text.charCodeAt(j - 1) === CR ? j - 1 : j;
      sink.comment('line', text.slice(i + 1, end), line, col);
      i = end;
      continue;
    }
    if (c === LBRACKET) {
      i = scanTag(i, col);
      continue;
    }
    if (c === QUOTE) {
      readString(i);
      sink.string(stringValue, line, col);
      i = stringEnd;
      continue;
    }
    if (c === RBRACKET || c === RBRACE) {
      problem('unexpected-character', `"${String.fromCharCode(c)}" outside a tag or comment`, i, c === RBRACE);
      i++;
      continue;
    }
    if (isControl(c)) {
      // Every other delimiter is handled above: a control character is skipped, never read as an
      // empty word (the loop must always advance).
      controlChar(c, i);
      i++;
      continue;
    }
    const end = scanWord(i);
    i = end > i ? end : i + 1;
  }
  if (n - lineStart > MAX_LINE) lineTooLong(n, 0);
  return problems;

  /** A word: any run of printing characters up to a delimiter. Returns where it ends. */
  function scanWord(at: number): number {
    let j = at;
    for (; j < n; j++) {
      const cj = text.charCodeAt(j);
      const k = cj < 256 ? (CLASS[cj] as number) : OUTSIDE_SET;
      if (k === DELIMITER) break;
      if (k === OUTSIDE_SET) checkChar(cj, j);
    }
    sink.word(at, j, line, at - lineStart + 1);
    return j;
  }

  /** A string token from an opening quote (§3.2): `\"` and `\\` escapes; it may not leave its line. */
  /** Reads the string at `at` into `stringValue`, `stringEnd`, `stringClosed` (no object per string). */
  function readString(at: number): void {
    let j = at + 1;
    let value = '';
    let from = j;
    let hash = 0;
    for (; j < n; j++) {
      const cj = text.charCodeAt(j);
      if (cj < 256 && STRING_PLAIN[cj] === 1) {
        hash = (hash * 31 + cj) | 0;
        continue;
      }
      if (cj === QUOTE) {
        stringValue = value === '' ? shortString(text, from, j, hash) : value + text.slice(from, j);
        stringHash = hash;
        stringEnd = j + 1;
        stringClosed = true;
        return;
      }
      if (cj === BACKSLASH && (text.charCodeAt(j + 1) === QUOTE || text.charCodeAt(j + 1) === BACKSLASH)) {
        value += text.slice(from, j) + text.charAt(j + 1);
        j++;
        from = j + 1;
        continue;
      }
      if (cj === LF || cj === CR) break;
      if (cj === TAB) problem('tab-in-string', 'a tab character inside a string', j, true);
      else checkChar(cj, j);
    }
    problem('unclosed-string', 'a string is not closed with " on its line', at, false);
    stringValue = value + text.slice(from, j);
    stringHash = hash;
    stringEnd = j;
    stringClosed = false;
  }

  /** White space and line ends from `j` on; returns where they stop. */
  function skipSpace(from: number): number {
    let j = from;
    while (j < n) {
      const cj = text.charCodeAt(j);
      if (cj === LF) {
        newline(j);
        j++;
      } else if (cj === SPACE || cj === TAB || cj === CR || cj === VT) j++;
      else break;
    }
    return j;
  }

  /** A tag that cannot be read: recover at the closing bracket on this line, or at the line end. */
  function badTag(message: string, from: number, tagLine: number, col: number): number {
    problems.push({ code: 'bad-tag', message, line: tagLine, column: col, strict: false });
    sink.badTag(tagLine, col);
    let j = from;
    while (j < n && text.charCodeAt(j) !== RBRACKET && text.charCodeAt(j) !== LF) j++;
    return j < n && text.charCodeAt(j) === RBRACKET ? j + 1 : j;
  }

  /** A tag pair (§3.3): `[`, name, string, `]`, with optional white space between (import format). */
  function scanTag(at: number, col: number): number {
    const tagLine = line;
    let j = at + 1;
    if (!isNameChar(text.charCodeAt(j))) {
      // White space, even line ends, may separate [ from the name (import format, §3.3).
      let k = j;
      while (k < n && (isBlank(text.charCodeAt(k)) || text.charCodeAt(k) === CR || text.charCodeAt(k) === LF)) k++;
      if (isNameChar(text.charCodeAt(k))) j = skipSpace(j);
    }
    const nameStart = j;
    let hash = 0;
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c >= 256 || NAME[c] === 0) break;
      hash = (hash * 31 + c) | 0;
    }
    if (j === nameStart) {
      problems.push({ code: 'bad-tag', message: 'a tag must start with a name after [', line: tagLine, column: col, strict: false });
      sink.badTag(tagLine, col);
      return at + 1;
    }
    const name = tagName(text, nameStart, j, hash);
    j = skipSpace(j);
    if (text.charCodeAt(j) !== QUOTE) {
      return badTag(text.charCodeAt(j) === RBRACKET ? `tag ${name} has no value (expected [${name} "…"])` : `tag ${name}: the value must be a quoted string`, j, tagLine, col);
    }
    readString(j);
    j = stringEnd;
    const value = stringValue;
    const valueHash = stringHash;
    if (!stringClosed) {
      sink.tag(name, value, tagLine, col, valueHash);
      return j;
    }
    j = skipSpace(j);
    if (text.charCodeAt(j) !== RBRACKET) {
      sink.tag(name, value, tagLine, col, valueHash);
      problems.push({ code: 'bad-tag', message: `tag ${name} is not closed with ]`, line: tagLine, column: col, strict: false });
      return j;
    }
    sink.tag(name, value, tagLine, col, valueHash);
    return j + 1;
  }

}
