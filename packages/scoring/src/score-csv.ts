// Batch Law 77 scoring: rows of contract, declarer, vulnerability and tricks get a `score_ns` column.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import { readCsv } from './csv.js';
import type { LineProblem } from './table-entry.js';
import { readTableEntry } from './table-entry.js';

const COLUMNS = ['contract', 'declarer', 'vulnerable', 'tricks'] as const;

/**
 * Read `contract,declarer,vulnerable,tricks` rows (header first) and return the same text with a
 * `score_ns` column appended: North-South's score under Law 77 (0 for a passed-out board).
 * Every bad row is reported with the file and line; none is skipped.
 */
export function scoreCsv(text: string, file: string): Result<string, LineProblem[]> {
  const { header, rows } = readCsv(text);
  const missing = COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    return err([{ file, line: 1, message: `header must name the columns ${COLUMNS.join(', ')}; missing ${missing.join(', ')}` }]);
  }
  const problems: LineProblem[] = [];
  const out: string[] = [[...header, 'score_ns'].join(',')];
  for (const row of rows) {
    if (row.cells.length !== header.length) {
      problems.push({ file, line: row.line, message: `expected ${header.length} columns, found ${row.cells.length === 0 ? 'an empty line' : row.cells.length}` });
      continue;
    }
    const cell = (name: (typeof COLUMNS)[number]): string => row.cells[header.indexOf(name)] ?? '';
    const entry = readTableEntry({ contract: cell('contract'), declarer: cell('declarer'), vulnerable: cell('vulnerable'), tricks: cell('tricks') });
    if (!entry.ok) {
      problems.push({ file, line: row.line, message: entry.error });
      continue;
    }
    out.push([...row.cells, String(entry.value.scoreNs)].join(','));
  }
  return problems.length > 0 ? err(problems) : ok(out.join('\n'));
}
