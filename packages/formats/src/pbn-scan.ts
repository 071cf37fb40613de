// PBN §2–3.3 lexical layer: lines, `%` escapes, semi-empty lines, tag pairs, comments, strings, words.

/** One lexical item; a `blank` is a semi-empty line outside a comment, which ends a game (PBN §3). */
export type PbnItem =
  | { readonly t: 'tag'; readonly name: string; readonly value: string; readonly line: number; readonly column: number }
  | { readonly t: 'comment'; readonly kind: 'brace' | 'line'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly t: 'escape'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly t: 'word'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly t: 'string'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly t: 'blank'; readonly line: number; readonly column: number }
  /** A tag pair too broken to read; it still marks where a game is. */
  | { readonly t: 'badtag'; readonly line: number; readonly column: number };

/** A lexical problem: `strict` ones are errors only for the verifier (real files often have them). */
export interface ScanProblem {
  readonly code: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly strict: boolean;
}

const TAB = 9, LF = 10, VT = 11, CR = 13, SPACE = 32, QUOTE = 34, PERCENT = 37, SEMI = 59;
const LBRACKET = 91, BACKSLASH = 92, RBRACKET = 93, LBRACE = 123, RBRACE = 125;
const MAX_LINE = 255;

function isNameChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
function isBlank(c: number): boolean {
  return c === SPACE || c === TAB || c === VT;
}
/** Characters the PBN character set (ISO 8859-1, §2.2) does not allow outside line ends. */
function isBadChar(c: number): boolean {
  return (c < 32 && c !== TAB && c !== VT && c !== LF && c !== CR) || (c >= 127 && c < 160) || c > 255;
}

/** Scan a whole text, handing each item to `emit` as it is found (nothing is kept); returns the problems. */
export function scanPbn(text: string, emit: (item: PbnItem) => void): ScanProblem[] {
  const problems: ScanProblem[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let badCharReported = -1;

  const problem = (code: string, message: string, at: number, strict: boolean): void => {
    problems.push({ code, message, line, column: at - lineStart + 1, strict });
  };
  const checkChar = (c: number, at: number): void => {
    if (isBadChar(c) && badCharReported !== line) {
      badCharReported = line;
      problem('bad-character', `character U+${c.toString(16).padStart(4, '0')} is outside the PBN character set (ISO 8859-1)`, at, true);
    }
  };
  /** Called at a line start: checks the length of the line that begins here. */
  const startLine = (at: number): void => {
    let j = at;
    while (j < n && text.charCodeAt(j) !== LF) j++;
    const eol = j < n ? (j > i && text.charCodeAt(j - 1) === CR ? 2 : 1) : 0;
    const visible = j - at - (eol === 2 ? 1 : 0);
    if (visible + eol > MAX_LINE) problem('line-too-long', `line has ${visible} characters; PBN allows 255 including the line end`, at, true);
  };
  const newline = (at: number): void => {
    line++;
    lineStart = at + 1;
  };

  startLine(i);
  while (i < n) {
    // Line start: `%` escape (§2.4) or a semi-empty line (§3).
    if (i === lineStart) {
      const c0 = text.charCodeAt(i);
      if (c0 === PERCENT) {
        let j = i;
        while (j < n && text.charCodeAt(j) !== LF) j++;
        const end = j > i && text.charCodeAt(j - 1) === CR ? j - 1 : j;
        emit({ t: 'escape', text: text.slice(i + 1, end), line, column: 1 });
        i = j;
        if (i < n) {
          newline(i);
          i++;
          startLine(i);
        }
        continue;
      }
      let j = i;
      while (j < n && isBlank(text.charCodeAt(j))) j++;
      const cj = text.charCodeAt(j);
      if (j >= n || cj === LF || (cj === CR && text.charCodeAt(j + 1) === LF)) {
        if (j < n) emit({ t: 'blank', line, column: 1 });
        i = cj === CR ? j + 1 : j;
        if (i < n) {
          newline(i);
          i++;
          startLine(i);
        }
        continue;
      }
    }
    const c = text.charCodeAt(i);
    if (c === LF) {
      newline(i);
      i++;
      startLine(i);
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
        if (cj === LF) {
          newline(j);
          startLine(j + 1);
        } else checkChar(cj, j);
        j++;
      }
      if (j >= n) {
        problems.push({ code: 'unclosed-comment', message: 'a { comment is never closed with }', line: startLine_, column: col, strict: false });
      }
      emit({ t: 'comment', kind: 'brace', text: text.slice(i + 1, j).replace(/\r\n/g, '\n'), line: startLine_, column: col });
      i = j + 1;
      continue;
    }
    if (c === SEMI) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== LF) j++;
      const end = j > i + 1 && text.charCodeAt(j - 1) === CR ? j - 1 : j;
      emit({ t: 'comment', kind: 'line', text: text.slice(i + 1, end), line, column: col });
      i = end;
      continue;
    }
    if (c === LBRACKET) {
      i = scanTag(i, col);
      continue;
    }
    if (c === QUOTE) {
      const s = readString(i);
      emit({ t: 'string', text: s.value, line, column: col });
      i = s.end;
      continue;
    }
    if (c === RBRACKET || c === RBRACE) {
      problem('unexpected-character', `"${String.fromCharCode(c)}" outside a tag or comment`, i, c === RBRACE);
      i++;
      continue;
    }
    // A word: any run of printing characters up to a delimiter.
    let j = i;
    for (; j < n; j++) {
      const cj = text.charCodeAt(j);
      if (cj <= SPACE || cj === LBRACKET || cj === RBRACKET || cj === LBRACE || cj === SEMI || cj === QUOTE || cj === RBRACE) break;
      checkChar(cj, j);
    }
    emit({ t: 'word', text: text.slice(i, j), line, column: col });
    i = j;
  }
  return problems;

  /** A string token from an opening quote (§3.2): `\"` and `\\` escapes; it may not leave its line. */
  function readString(at: number): { value: string; end: number; closed: boolean } {
    let j = at + 1;
    let value = '';
    let from = j;
    for (; j < n; j++) {
      const cj = text.charCodeAt(j);
      if (cj === QUOTE) {
        value += text.slice(from, j);
        return { value, end: j + 1, closed: true };
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
    return { value: value + text.slice(from, j), end: j, closed: false };
  }

  /** A tag pair (§3.3): `[`, name, string, `]`, with optional white space between (import format). */
  function scanTag(at: number, col: number): number {
    const tagLine = line;
    let j = at + 1;
    const skip = (): void => {
      while (j < n) {
        const cj = text.charCodeAt(j);
        if (cj === LF) {
          newline(j);
          j++;
          startLine(j);
        } else if (cj === SPACE || cj === TAB || cj === CR || cj === VT) j++;
        else break;
      }
    };
    // White space, even line ends, may separate [ from the name (import format, §3.3).
    let k = j;
    while (k < n && (isBlank(text.charCodeAt(k)) || text.charCodeAt(k) === CR || text.charCodeAt(k) === LF)) k++;
    if (isNameChar(text.charCodeAt(k))) skip();
    const nameStart = j;
    while (j < n && isNameChar(text.charCodeAt(j))) j++;
    const name = text.slice(nameStart, j);
    const bad = (message: string): number => {
      problems.push({ code: 'bad-tag', message, line: tagLine, column: col, strict: false });
      emit({ t: 'badtag', line: tagLine, column: col });
      // Recover at the closing bracket on this line, or at the line end.
      while (j < n && text.charCodeAt(j) !== RBRACKET && text.charCodeAt(j) !== LF) j++;
      return j < n && text.charCodeAt(j) === RBRACKET ? j + 1 : j;
    };
    if (name === '') {
      problems.push({ code: 'bad-tag', message: 'a tag must start with a name after [', line: tagLine, column: col, strict: false });
      emit({ t: 'badtag', line: tagLine, column: col });
      return at + 1;
    }
    skip();
    if (text.charCodeAt(j) !== QUOTE) {
      return bad(text.charCodeAt(j) === RBRACKET ? `tag ${name} has no value (expected [${name} "…"])` : `tag ${name}: the value must be a quoted string`);
    }
    const s = readString(j);
    j = s.end;
    if (!s.closed) {
      emit({ t: 'tag', name, value: s.value, line: tagLine, column: col });
      return j;
    }
    skip();
    if (text.charCodeAt(j) !== RBRACKET) {
      emit({ t: 'tag', name, value: s.value, line: tagLine, column: col });
      problems.push({ code: 'bad-tag', message: `tag ${name} is not closed with ]`, line: tagLine, column: col, strict: false });
      return j;
    }
    emit({ t: 'tag', name, value: s.value, line: tagLine, column: col });
    return j + 1;
  }
}
