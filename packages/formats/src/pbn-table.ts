// PBN §5.2 tables: the column description in the tag value, and rows cut from the section elements.
import type { PbnColumn } from './pbn-model.js';

/** Parse `-Rank\3R;PairId\5R;Names\45` into columns, or say what is wrong. */
export function readColumns(value: string): { columns: PbnColumn[]; error: string | null } {
  const columns: PbnColumn[] = [];
  for (const raw of value.split(';')) {
    let spec = raw;
    let order: PbnColumn['order'] = '';
    if (spec.startsWith('+') || spec.startsWith('-')) {
      order = spec.charAt(0) as '+' | '-';
      spec = spec.slice(1);
    }
    const slash = spec.indexOf('\\');
    if (slash < 0) {
      columns.push({ name: spec, order, width: null, align: '' });
      continue;
    }
    const m = /^([0-9]+)([LR]?)$/.exec(spec.slice(slash + 1));
    if (m === null) return { columns, error: `column "${raw}": after \\ comes the minimum width, then optionally L or R` };
    columns.push({ name: spec.slice(0, slash), order, width: Number(m[1]), align: (m[2] ?? '') as PbnColumn['align'] });
  }
  return { columns, error: null };
}

export function writeColumns(columns: readonly PbnColumn[]): string {
  return columns.map((c) => `${c.order}${c.name}${c.width === null ? '' : `\\${c.width}${c.align}`}`).join(';');
}

/** A section token may hold ASCII 33–126 except `[ ] { } ; " %` (PBN §3.2). */
export function isSectionToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 33 || c > 126 || c === 91 || c === 93 || c === 123 || c === 125 || c === 59 || c === 34 || c === 37) return false;
  }
  return true;
}

function numeric(cell: string): number | null {
  const v = cell.startsWith('^') ? cell.slice(1) : cell;
  return /^-?[0-9]+(\.[0-9]+)?$/.test(v) ? Number(v) : null;
}

/** PBN §5.2: a `+` column runs from highest to lowest, a `-` column the other way; `?`/`-` cells are skipped. */
export function checkColumnOrder(columns: readonly PbnColumn[], rows: readonly (readonly string[])[]): string | null {
  for (let c = 0; c < columns.length; c++) {
    const col = columns[c] as PbnColumn;
    if (col.order === '') continue;
    let prev: number | null = null;
    for (const row of rows) {
      const v = numeric(row[c] ?? '');
      if (v === null) continue;
      if (prev !== null && (col.order === '+' ? v > prev : v < prev)) {
        return `column ${col.name} is marked ${col.order === '+' ? 'highest first (+)' : 'lowest first (-)'} but ${v} follows ${prev}`;
      }
      prev = v;
    }
  }
  return null;
}
