// Verifier mode: the PBN Verifier's verdict for each game (no errors = the game obeys the standard).
import type { Diagnostic } from './diagnostic.js';
import type { PbnReadOptions } from './pbn-parse.js';
import type { PbnVersion } from './pbn-tags.js';
import { readPbn } from './pbn-parse.js';

export interface PbnGameVerdict {
  /** 1-based game number. */
  readonly game: number;
  /** Line of the game's first tag. */
  readonly line: number;
  readonly errors: readonly Diagnostic[];
}

export interface PbnVerdict {
  readonly games: readonly PbnGameVerdict[];
  /** Findings outside any game (e.g. text after the last game). */
  readonly other: readonly Diagnostic[];
}

/** Check a PBN text strictly against the standard (default: its `% PBN` version, else 2.1). */
export function verifyPbn(text: string, options: Omit<PbnReadOptions, 'strict'> = {}): PbnVerdict {
  const r = readPbn(text, { ...options, strict: true });
  const games = r.gameLines.map((line, i) => ({ game: i + 1, line, errors: r.diagnostics.filter((d) => d.game === i + 1) }));
  return { games, other: r.diagnostics.filter((d) => d.game < 1 || d.game > r.gameLines.length) };
}

/** What the PBN Verifier says of a whole file: its errors and warnings, each with line and column. */
export interface PbnVerification {
  /** The standard checked against: the option, else the file's `% PBN x.y` line, else 2.1. */
  readonly version: PbnVersion;
  readonly games: number;
  readonly errors: readonly Diagnostic[];
  readonly warnings: readonly Diagnostic[];
}

/**
 * Findings that are no departure from the standard: a tag it does not define may be skipped by a
 * reader, "perhaps with a warning" (PBN §4.9 Expandability).
 */
const WARNING_CODES: ReadonlySet<string> = new Set(['unknown-tag']);

/**
 * Check a PBN text as the PBN Verifier does, against PBN 1.0, 2.0 or 2.1: every departure from the
 * standard is an error (line and column), a tag the standard does not define a warning. A text
 * without any game is an error too: there is nothing to verify.
 */
export function verifyPbnText(text: string, options: Omit<PbnReadOptions, 'strict'> = {}): PbnVerification {
  const r = readPbn(text, { ...options, strict: true });
  const header = r.file.version;
  const version: PbnVersion = options.version ?? (header === '1.0' || header === '2.0' ? header : '2.1');
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  for (const d of r.diagnostics) (WARNING_CODES.has(d.code) ? warnings : errors).push(WARNING_CODES.has(d.code) ? { ...d, severity: 'warning' } : d);
  if (r.file.games.length === 0) {
    errors.unshift({ severity: 'error', code: 'no-games', message: 'the text holds no game: no tag pair was found (PBN §3)', line: 1, column: 1, game: 0, ...(options.file === undefined ? {} : { file: options.file }) });
  }
  return { version, games: r.file.games.length, errors, warnings };
}
