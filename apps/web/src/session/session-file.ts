// The shared session file (format `bridge-laws-session`, also read and written by the CLI): the desk's session is the
// session package's `Session`, so the file is that value written out, and a file read back is the desk's session.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { Regulation } from '@bridge-laws/regulation';
import type { Session } from '@bridge-laws/session';
import { parseSession, readSession, sessionRegulation, writeSession } from '@bridge-laws/session';

/** The session as a session file's text under the desk's regulation, checked by the session package before it is written. */
export function exportSessionFile(session: Session, regulationId: string): Result<string, string[]> {
  const checked = parseSession({ ...session, regulation: regulationId });
  return checked.ok ? ok(writeSession(checked.value)) : err([checked.error.message]);
}

/** Read a session file; a malformed one is refused with the package's message naming the field. */
export function importSessionFile(text: string, known: readonly Regulation[]): Result<Session, string> {
  const read = readSession(text);
  if (!read.ok) return err(read.error.message);
  const session = read.value;
  if (session.event.kind === 'teams') return err('event.kind: a teams session is ranked by matches; the session page ranks pairs');
  const regulation = sessionRegulation(session, known);
  return regulation.ok ? ok(session) : err(regulation.error.message);
}
