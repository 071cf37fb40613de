// Sessions for tests: travellers CSV lines joined to a new session by the desk's own path (as an import would).
import type { Session } from '@bridge-laws/session';
import type { Movement, SessionScoring } from '../src/session/record.js';
import { emptySession } from '../src/session/record.js';
import type { SessionRecord } from '../src/store/desk-state.js';
import { importResults } from '../src/session/import-results.js';
import { addLines } from '../src/session/session.js';

/** `board,ns,ew,contract,declarer,tricks` lines (no header) as a session. */
export function sessionOf(lines: readonly string[], movement: Movement = 'mitchell', scoring: SessionScoring = 'matchpoints'): Session {
  const text = ['board,ns,ew,contract,declarer,tricks', ...lines].join('\n');
  const r = importResults(text, 'test.csv', movement);
  if (!r.ok) throw new Error(r.error.join('\n'));
  const s = addLines(emptySession(movement, scoring), r.value, 'test.csv');
  if (!s.ok) throw new Error(s.error.join('\n'));
  return s.value;
}

export const recordOf = (lines: readonly string[], movement: Movement = 'mitchell', scoring: SessionScoring = 'matchpoints'): SessionRecord => ({
  session: sessionOf(lines, movement, scoring),
});
