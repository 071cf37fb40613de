// JSON text read in one pass: the first syntax error with its line and column, nesting bounded, never a runtime message.

/** Deeper than this is no session file (its deepest field is a few levels down). */
export const MAX_JSON_DEPTH = 64;

export interface JsonProblem {
  /** 1-based line and column (columns count UTF-16 units). */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

type JsonRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: JsonProblem };

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const HEX = /^[0-9a-fA-F]{4}$/;

/** The offset after a JSON number starting at `start`, or `start` when there is none (a plain loop: no regex backtracking). */
function numberEnd(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  if (text.charCodeAt(i) === 0x30) i++;
  else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i++;
  else return start;
  if (text.charCodeAt(i) === 0x2e) {
    if (!isDigit(text.charCodeAt(i + 1))) return start;
    i++;
    while (isDigit(text.charCodeAt(i))) i++;
  }
  if (text.charCodeAt(i) === 0x65 || text.charCodeAt(i) === 0x45) {
    let j = i + 1;
    if (text.charCodeAt(j) === 0x2b || text.charCodeAt(j) === 0x2d) j++;
    if (!isDigit(text.charCodeAt(j))) return start;
    while (isDigit(text.charCodeAt(j))) j++;
    i = j;
  }
  return i;
}

function describe(ch: string | undefined): string {
  if (ch === undefined) return 'the end of the file';
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f ? `control character 0x${code.toString(16).padStart(2, '0')}` : `"${ch}"`;
}

/** The first place the text is not JSON (RFC 8259), or where it nests deeper than `maxDepth`; null when it is JSON. */
export function jsonSyntaxProblem(text: string, maxDepth = MAX_JSON_DEPTH): { offset: number; message: string } | null {
  // Each open container: 'a' array, 'o' object. `want` is what may come next.
  const stack: ('a' | 'o')[] = [];
  let want: 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end' = 'value';
  let i = 0;
  const fail = (message: string) => ({ offset: i, message });
  while (true) {
    while (i < text.length && WS.has(text.charCodeAt(i))) i++;
    const ch = text[i];
    if (want === 'end') return ch === undefined ? null : fail(`unexpected ${describe(ch)} after the end of the JSON value`);
    if (ch === undefined) return fail('unexpected end of the file');
    if (want === 'colon') {
      if (ch !== ':') return fail(`expected ":" after the key, found ${describe(ch)}`);
      i++;
      want = 'value';
      continue;
    }
    if (want === 'comma-or-close') {
      const top = stack[stack.length - 1];
      if (ch === ',') {
        i++;
        want = top === 'o' ? 'key' : 'value';
      } else if ((ch === ']' && top === 'a') || (ch === '}' && top === 'o')) {
        i++;
        stack.pop();
        want = stack.length === 0 ? 'end' : 'comma-or-close';
      } else return fail(`expected "," or "${top === 'o' ? '}' : ']'}", found ${describe(ch)}`);
      continue;
    }
    if (want === 'key' || want === 'key-or-close') {
      if (ch === '}' && want === 'key-or-close') {
        i++;
        stack.pop();
        want = stack.length === 0 ? 'end' : 'comma-or-close';
        continue;
      }
      if (ch !== '"') return fail(`expected a key in double quotes, found ${describe(ch)}`);
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return { offset: end.offset, message: end.message };
      i = end;
      want = 'colon';
      continue;
    }
    // A value (or, right after "[", the closing bracket).
    if (ch === ']' && want === 'value-or-close') {
      i++;
      stack.pop();
      want = stack.length === 0 ? 'end' : 'comma-or-close';
      continue;
    }
    if (ch === '[' || ch === '{') {
      if (stack.length >= maxDepth) return fail(`nested more than ${maxDepth} levels deep`);
      stack.push(ch === '[' ? 'a' : 'o');
      i++;
      want = ch === '[' ? 'value-or-close' : 'key-or-close';
      continue;
    }
    if (ch === '"') {
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return { offset: end.offset, message: end.message };
      i = end;
    } else if (text.startsWith('true', i)) i += 4;
    else if (text.startsWith('false', i)) i += 5;
    else if (text.startsWith('null', i)) i += 4;
    else {
      const end = numberEnd(text, i);
      if (end === i) return fail(`expected a value, found ${describe(ch)}`);
      i = end;
    }
    want = stack.length === 0 ? 'end' : 'comma-or-close';
  }
}

/** The offset after a string starting at `start` (its opening quote), or where it goes wrong. */
function stringEnd(text: string, start: number): number | { offset: number; message: string } {
  for (let at = start + 1; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c === 0x22) return at + 1;
    if (c < 0x20) return { offset: at, message: `${describe(text[at])} inside a string (write it escaped)` };
    if (c === 0x5c) {
      const e = text[at + 1];
      if (e !== undefined && '"\\/bfnrt'.includes(e)) at++;
      else if (e === 'u' && HEX.test(text.slice(at + 2, at + 6))) at += 5;
      else return { offset: at, message: 'not a valid escape in a string' };
    }
  }
  return { offset: start, message: 'a string is not closed' };
}

/** Parse JSON text; a problem names its line and column. A BOM at the start is skipped. */
export function readJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonRead {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const problem = jsonSyntaxProblem(body, maxDepth);
  if (problem !== null) return { ok: false, error: { ...position(body, problem.offset), message: problem.message } };
  return { ok: true, value: JSON.parse(body) as unknown };
}
