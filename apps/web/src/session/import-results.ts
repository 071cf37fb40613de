// Results files the desk imports: a travellers CSV (scoring's format), a PBN file (one game per result, or each
// board's ScoreTable) or a BBO LIN file (through PBN), read by the scoring and formats packages.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { LineProblem, TravellerLine } from '@bridge-laws/scoring';
import { formatProblem, readTravellers } from '@bridge-laws/scoring';
import { linToPbnText, parseLin, readPbnTravellers } from '@bridge-laws/formats';
import type { Movement } from './record.js';
import { recordFormat } from '../table/record-format.js';

/**
 * Read results from a PBN file (one game per result, or each board's ScoreTable), a BBO LIN file (through PBN) or a
 * travellers CSV, told apart by name or content; every problem names file, line and board.
 */
export function importResults(text: string, file: string, movement: Movement): Result<TravellerLine[], string[]> {
  const format = recordFormat(text, file);
  const problems = (r: Result<readonly TravellerLine[], LineProblem[]>): Result<TravellerLine[], string[]> => (r.ok ? ok([...r.value]) : err(r.error.map(formatProblem)));
  if (format === null) return problems(readTravellers(text, file, { movement }));
  let pbn = text;
  if (format === 'lin') {
    const lin = parseLin(text, { file });
    if (!lin.ok) return err([lin.error.message]);
    pbn = linToPbnText(lin.value.file);
  }
  const r = readPbnTravellers(pbn, file, { movement });
  return problems(r.ok ? ok(r.value.lines) : r);
}

