// Comma-separated rows as scorers write them: a header line, then one record per line.

export interface CsvRow {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly cells: readonly string[];
}

/** Split into trimmed cells. Double quotes may wrap a cell containing commas (`""` is a quote). */
export function splitCsvLine(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** The header's cells and the records; only blank lines at the very end are dropped. */
export function readCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  const [head, ...rest] = lines;
  return {
    header: head === undefined ? [] : splitCsvLine(head).map((h) => h.toLowerCase()),
    rows: rest.map((l, i) => ({ line: i + 2, cells: l.trim() === '' ? [] : splitCsvLine(l) })),
  };
}
