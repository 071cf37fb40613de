// PBN import (PBN 2.1 §2–§5): read a text into games with every finding, or a pass/fail answer.
// The reading itself is `PbnReader` (pbn-reader.ts): the scanner's items grouped into games, the
// sections' words (pbn-sections.ts), each game finished (pbn-game-finish.ts), findings (pbn-findings.ts).
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { Diagnostic, FormatFailure } from './diagnostic.js';
import { failure } from './diagnostic.js';
import type { PbnFile } from './pbn-model.js';
import type { PbnReadOptions, PbnReading } from './pbn-reader.js';
import { PbnReader } from './pbn-reader.js';

export type { PbnReadOptions, PbnReading } from './pbn-reader.js';

/** Read a PBN text; never throws. Use `parsePbn` for a pass/fail answer, `verifyPbn` for verdicts. */
export function readPbn(text: string, options: PbnReadOptions = {}): PbnReading {
  return new PbnReader(text, options).read();
}

/** Read a PBN file leniently: common deviations are warnings; anything else fails with every finding. */
export function parsePbn(text: string, options: Omit<PbnReadOptions, 'strict'> = {}): Result<{ file: PbnFile; warnings: readonly Diagnostic[] }, FormatFailure> {
  const r = readPbn(text, { ...options, strict: false });
  if (r.diagnostics.some((d) => d.severity === 'error')) return err(failure(r.diagnostics));
  return ok({ file: r.file, warnings: r.diagnostics });
}
