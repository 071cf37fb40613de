// Format conversion for `bridge-laws convert IN OUT`: PBN or LIN in, PBN (export format) or LIN out.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import { failure } from './diagnostic.js';
import type { FormatFailure } from './diagnostic.js';
import { parseLin } from './lin-parse.js';
import { linToPbnText } from './lin-to-pbn.js';
import { writeLin } from './lin-write.js';
import { parsePbn, readPbn } from './pbn-parse.js';
import { pbnToLin } from './pbn-to-lin.js';
import { writePbn } from './pbn-write.js';

export type FormatName = 'pbn' | 'lin';

/** The format a file name implies, if any. */
export function formatOfName(name: string): FormatName | null {
  const m = /\.(pbn|lin)$/i.exec(name);
  return m === null ? null : ((m[1] as string).toLowerCase() as FormatName);
}

/** Convert text between formats: PBN is written in export format, LIN as hand records or vugraph. */
export function convertText(text: string, from: FormatName, to: FormatName, file?: string): Result<string, FormatFailure> {
  const where = file === undefined ? {} : { file };
  // Nothing to convert is a failure, never an empty file with a header.
  const empty = (what: string): Result<string, FormatFailure> =>
    err(failure([{ severity: 'error', code: 'nothing-to-convert', message: `the file holds no ${what}`, line: 1, column: 1, game: 0, ...where }]));
  if (from === 'lin') {
    const r = parseLin(text, where);
    if (!r.ok) return r;
    if (r.value.boards.length === 0) return empty('board (no md, mb, pc or qx command)');
    if (to === 'lin') return ok(writeLin(r.value.file));
    // Checked through the PBN reader so that what we write is what we read.
    const back = parsePbn(linToPbnText(r.value.file), where);
    return back.ok ? ok(writePbn(back.value.file)) : back;
  }
  const r = readPbn(text, where);
  if (r.diagnostics.some((d) => d.severity === 'error')) return err(failure(r.diagnostics));
  if (r.file.games.length === 0) return empty('game (no tag pair)');
  if (to === 'pbn') return ok(writePbn(r.file));
  const lin = pbnToLin(r.file, r.gameLines, file);
  return lin.ok ? ok(writeLin(lin.value)) : lin;
}
