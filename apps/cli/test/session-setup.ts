// The session both `case run --to-session` test files start from: board 1 of a club pairs at three tables, table 1
// with its pairs but no result yet (a case brings it), and the misinformation case that brings it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CASES = join(import.meta.dirname, '..', '..', '..', 'packages', 'table', 'cases', 'miui');

/** Law 75: a misinformation ruling that ends in an adjusted score on board 1 (4H E 10 at the table). */
export const MI_CASE = join(CASES, 'law75-misinformation-to-adjusted-score.case.yaml');
/** Law 16B: an unauthorized-information ruling that ends in a weighted score on board 1. */
export const UI_CASE = join(CASES, 'law16b-hesitation-to-weighted-score.case.yaml');

export const CLUB_SESSION = {
  format: 'bridge-laws-session', version: 1,
  event: { name: 'Club pairs', kind: 'pairs', scoring: 'matchpoints', movement: 'howell' },
  regulation: 'wbf', scoresOfficialAt: null,
  boards: [{ board: 1 }],
  results: [
    { board: 1, table: '1', ns: '1', ew: '2', contract: null },
    { board: 1, table: '2', ns: '3', ew: '4', contract: '3H', declarer: 'E', tricks: 10 },
    { board: 1, table: '3', ns: '5', ew: '6', contract: '2S', declarer: 'S', tricks: 8 },
  ],
  rulings: [], appeals: [],
} as const;

/** A fresh session file in its own temporary folder: the club session with `changes` over it (an edition…). */
export async function sessionFile(changes: object = {}): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'bl-session-')), 'session.json');
  await writeFile(path, JSON.stringify({ ...CLUB_SESSION, ...changes }));
  return path;
}
