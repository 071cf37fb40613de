// Case files as text (the caller reads the disk): bounded before the YAML reader sees them, then run and checked.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import { parseDocument } from 'yaml';
import type { CaseRun, RunOptions } from './case-run.js';
import { parseCase, runCase } from './case-run.js';

/** The names `case check` picks up in a directory. */
export const CASE_FILE_NAME = /\.case\.(ya?ml|json)$/;

/** Nesting beyond this is no case file: a case is at most a handful of levels deep. */
export const MAX_CASE_DEPTH = 64;

/** Where a case file goes wrong, as `file:line:column: message`. */
const at = (file: string, line: number, column: number, message: string) => `${file}:${line}:${column}: ${message}`;

/**
 * The deepest nesting of a YAML or JSON text, found in one pass without parsing: flow brackets outside quotes
 * and comments, block indentation levels, and `- ` / `? ` entries opened on one line. It may count a bracket inside
 * a plain scalar, never less than the real depth; the first place past `limit` is reported.
 */
export function nestingProblem(text: string, limit = MAX_CASE_DEPTH): { line: number; column: number } | null {
  const indents: number[] = [];
  let flow = 0;
  let quote: '"' | "'" | null = null;
  let line = 1;
  let lineStart = 0;
  let i = 0;
  let measured = -1;
  while (i < text.length) {
    // At the start of a line outside quotes and flow: indentation and compact entries set the block depth.
    if (i === lineStart && measured !== lineStart && quote === null && flow === 0) {
      measured = lineStart;
      let indent = 0;
      while (text[i + indent] === ' ') indent++;
      const first = text[i + indent];
      if (first !== undefined && first !== '\n' && first !== '\r' && first !== '#') {
        while (indents.length > 0 && (indents[indents.length - 1] as number) >= indent) indents.pop();
        indents.push(indent);
        let compact = 0;
        let j = i + indent;
        while ((text[j] === '-' || text[j] === '?') && (text[j + 1] === ' ' || text[j + 1] === '\t')) {
          compact++;
          j += 2;
          while (text[j] === ' ' || text[j] === '\t') j++;
        }
        if (indents.length + compact > limit) return { line, column: j - lineStart + 1 };
        i = j;
        continue;
      }
    }
    const c = text[i];
    if (c === '\n') {
      line++;
      lineStart = i + 1;
    } else if (quote === '"') {
      if (c === '\\') i++;
      else if (c === '"') quote = null;
    } else if (quote === "'") {
      if (c === "'") quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && (i === lineStart || text[i - 1] === ' ' || text[i - 1] === '\t')) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (c === '[' || c === '{') {
      flow++;
      if (indents.length + flow > limit) return { line, column: i - lineStart + 1 };
    } else if ((c === ']' || c === '}') && flow > 0) {
      flow--;
    }
    i++;
  }
  return null;
}

/**
 * A case file's text as data: YAML or JSON, nesting bounded, errors and warnings (duplicate keys, unknown tags,
 * alias bombs) refused with their line and column — never a runtime message, never a warning on stderr.
 */
export function readCaseData(text: string, file: string): Result<unknown, string> {
  const deep = nestingProblem(text);
  if (deep !== null) return err(at(file, deep.line, deep.column, `nested more than ${MAX_CASE_DEPTH} levels deep; a case file is not`));
  let data: unknown;
  try {
    const doc = parseDocument(text, { prettyErrors: true, logLevel: 'silent' });
    const problem = doc.errors[0] ?? doc.warnings[0];
    if (problem !== undefined) {
      const pos = problem.linePos?.[0] ?? { line: 1, col: 1 };
      return err(at(file, pos.line, pos.col, `not valid YAML or JSON: ${(problem.message.split('\n')[0] ?? problem.code).replace(/ at line \d+, column \d+:?$/, '')}`));
    }
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    // The YAML reader's own refusals (an alias expanding too far) carry no position.
    const message = e instanceof Error && !(e instanceof RangeError) ? e.message.split('\n')[0] : 'too large to read';
    return err(`${file}: not valid YAML or JSON: ${message}`);
  }
  return ok(data);
}

export interface CheckedCase {
  readonly file: string;
  /** The case id, or the file name when the file could not be read. */
  readonly id: string;
  readonly passed: boolean;
  readonly failure: string | null;
  readonly run: CaseRun | null;
}

/** A case that could not be read at all. */
export function unreadableCase(file: string, failure: string): CheckedCase {
  return { file, id: file, passed: false, failure, run: null };
}

/** Read and run one case file's text; a malformed file is a failure naming file, line and column or field. */
export function checkCaseText(text: string, file: string, options: RunOptions = {}): CheckedCase {
  const data = readCaseData(text, file);
  if (!data.ok) return unreadableCase(file, data.error);
  // The data, already bounded, goes to the case schema as JSON (which is YAML too).
  const parsed = parseCase(JSON.stringify(data.value ?? null), file);
  if (!parsed.ok) return unreadableCase(file, parsed.error);
  const run = runCase(parsed.value, options);
  return { file, id: run.id, passed: run.passed, failure: run.failure, run };
}

/** The lines `case check` prints: one per case, then the totals. */
export function formatCheck(results: readonly CheckedCase[]): string[] {
  const lines = results.map((r) => (r.passed ? `PASS ${r.id}` : `FAIL ${r.id}: ${r.failure ?? 'failed'}`));
  const passed = results.filter((r) => r.passed).length;
  lines.push(`${passed} passed, ${results.length - passed} failed`);
  return lines;
}
