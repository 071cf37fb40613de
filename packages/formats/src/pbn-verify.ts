// Verifier mode: the PBN Verifier's verdict for each game (no errors = the game obeys the standard).
import type { Diagnostic } from './diagnostic.js';
import type { PbnReadOptions } from './pbn-parse.js';
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
