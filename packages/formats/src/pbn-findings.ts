// The PBN reader's findings: how bad each one is in the mode read, and a deviation repeated on every
// board reported once with a count (outside strict mode).
import type { Diagnostic } from './diagnostic.js';

/** How bad a finding is outside strict mode (in strict mode everything is an error). */
export type Lenient = 'error' | 'warning' | 'none';

interface Kept {
  readonly index: number;
  count: number;
}

export class PbnFindings {
  readonly diagnostics: Diagnostic[] = [];
  /** The game findings are reported for (1-based; 0 before the first). */
  game = 0;
  readonly #strict: boolean;
  readonly #file: { readonly file?: string };
  // Outside strict mode a deviation repeated on every board is reported once, with a count: the first
  // in file order is kept, the others only counted.
  readonly #repeated = new Map<string, Kept>();
  // The last few looked up, by code and tag: the same deviations come game after game (no key to make and look up then).
  readonly #recent: { code: string; tag: string | undefined; kept: Kept }[] = [];

  constructor(strict: boolean, file: string | undefined) {
    this.#strict = strict;
    this.#file = file === undefined ? {} : { file };
  }

  report(code: string, message: string, line: number, column: number, lenient: Lenient, tag?: string): void {
    const strict = this.#strict;
    if (!strict && lenient === 'none') return;
    const severity = strict || lenient === 'error' ? 'error' : 'warning';
    const counted = severity === 'warning' && !strict;
    let kept = counted ? this.#recentlyKept(code, tag) : undefined;
    const key = counted && kept === undefined ? (tag === undefined ? code : `${code}|${tag}`) : null;
    if (key !== null) {
      kept = this.#repeated.get(key);
      if (kept !== undefined) this.#keepRecent(code, tag, kept);
    }
    const diagnostics = this.diagnostics;
    if (kept !== undefined) {
      kept.count++;
      const first = diagnostics[kept.index] as Diagnostic;
      if (line > first.line || (line === first.line && column >= first.column)) return;
    }
    const d: Diagnostic = { severity, code, message, line, column, game: this.game, ...this.#file, ...(tag === undefined ? {} : { tag }) };
    if (kept !== undefined) diagnostics[kept.index] = d;
    else {
      if (key !== null) {
        const first = { index: diagnostics.length, count: 1 };
        this.#repeated.set(key, first);
        this.#keepRecent(code, tag, first);
      }
      diagnostics.push(d);
    }
  }

  #recentlyKept(code: string, tag: string | undefined): Kept | undefined {
    for (const r of this.#recent) if (r.code === code && r.tag === tag) return r.kept;
    return undefined;
  }

  #keepRecent(code: string, tag: string | undefined, kept: Kept): void {
    if (this.#recent.length >= 4) this.#recent.pop();
    this.#recent.unshift({ code, tag, kept });
  }

  /** Every finding in file order, a repeated one with its count. */
  sorted(): Diagnostic[] {
    const diagnostics = this.diagnostics;
    for (const { index, count } of this.#repeated.values()) {
      const d = diagnostics[index] as Diagnostic;
      if (count > 1) diagnostics[index] = { ...d, message: `${d.message} (and ${count - 1} more like it)` };
    }
    diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
    return diagnostics;
  }
}
