// Format conversion for `bridge-laws convert IN OUT`: PBN → PBN (export format) and LIN → PBN.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { FormatFailure } from './diagnostic.js';
import { parseLin } from './lin-parse.js';
import { linToPbnText } from './lin-to-pbn.js';
import { parsePbn } from './pbn-parse.js';
import { writePbn } from './pbn-write.js';

export type FormatName = 'pbn' | 'lin';

/** The format a file name implies, if any. */
export function formatOfName(name: string): FormatName | null {
  const m = /\.(pbn|lin)$/i.exec(name);
  return m === null ? null : ((m[1] as string).toLowerCase() as FormatName);
}

/** Convert text between formats; the output is PBN export format. Writing LIN is not supported. */
export function convertText(text: string, from: FormatName, to: FormatName, file?: string): Result<string, FormatFailure> {
  const where = file === undefined ? {} : { file };
  if (to !== 'pbn') {
    return err({ code: 'invalid-file', message: `writing ${to.toUpperCase()} is not supported; convert to .pbn`, diagnostics: [] });
  }
  if (from === 'pbn') {
    const r = parsePbn(text, where);
    return r.ok ? ok(writePbn(r.value.file)) : r;
  }
  const r = parseLin(text, where);
  if (!r.ok) return r;
  // Checked through the PBN reader so that what we write is what we read.
  const pbn = linToPbnText(r.value.file);
  const back = parsePbn(pbn, where);
  return back.ok ? ok(writePbn(back.value.file)) : back;
}
