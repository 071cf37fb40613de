// How the desk reads a file the user imports: bytes decoded in their encoding, the work bounded, a clear message —
// never a binary file handed to a parser, never a frozen tab.
import { decodeBytes, encodingLabel } from '@bridge-laws/formats';
import { MAX_CASE_DEPTH, nestingProblem } from '@bridge-laws/table';
import type { Translate } from './i18n/messages.js';

/** The largest file imported: far beyond any real event, small enough to read at once. */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;

export interface ImportedText {
  readonly text: string;
  /** Which encoding was assumed when it was not UTF-8, for the user to check the names. */
  readonly note: string | null;
}

export type ImportRead = { readonly ok: true; readonly value: ImportedText } | { readonly ok: false; readonly error: string };

/** Case files (YAML, JSON) nest; nothing real nests deep, and a deep nest would overflow the YAML reader's stack. */
const NESTED = /\.(ya?ml|json)$/i;

/** Pasted or imported text checked before a reader sees it: case-file nesting bounded. */
export function checkedText(text: string, name: string, t: Translate): ImportRead {
  if (NESTED.test(name) || name === '') {
    const deep = nestingProblem(text);
    if (deep !== null) return { ok: false, error: `${name || t('import.pasted')}: ${t('import.nested')} ${MAX_CASE_DEPTH} (${deep.line}:${deep.column})` };
  }
  return { ok: true, value: { text, note: null } };
}

/** A file's bytes as text, or the reason they are not text a user meant to import. */
export function importedText(bytes: Uint8Array, name: string, t: Translate): ImportRead {
  if (bytes.length > MAX_IMPORT_BYTES) return { ok: false, error: `${name}: ${t('import.too-large')} (${MAX_IMPORT_BYTES / 1024 / 1024} MB)` };
  const d = decodeBytes(bytes);
  if (d.control !== null) {
    const code = `0x${d.control.code.toString(16).padStart(2, '0').toUpperCase()}`;
    return { ok: false, error: `${name}: ${t('import.binary')} ${code} (${d.control.line}:${d.control.column})` };
  }
  const checked = checkedText(d.text, name, t);
  if (!checked.ok) return checked;
  const note = d.encoding === 'utf-8' ? null : `${name}: ${t('import.encoding')} ${encodingLabel(d.encoding)}`;
  return { ok: true, value: { text: d.text, note } };
}

/** Read an imported file; its size is checked before its bytes are read. */
export async function readImportedFile(file: File, t: Translate): Promise<ImportRead> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, error: `${file.name}: ${t('import.too-large')} (${MAX_IMPORT_BYTES / 1024 / 1024} MB)` };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, error: `${file.name}: ${t('import.unreadable-file')}` };
  }
  return importedText(bytes, file.name, t);
}
