// The regulations the command line knows: the WBF baseline and the federation packages it ships with.
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { EBU_REGULATION } from '@bridge-laws/regulation-ebu';
import { PZBS_REGULATION } from '@bridge-laws/regulation-pzbs';
import type { Session } from '@bridge-laws/session';
import { sessionRegulation } from '@bridge-laws/session';
import type { Flags } from './command.js';
import { UsageError, stringFlag } from './command.js';

export const REGULATIONS: readonly Regulation[] = [WBF_REGULATION, PZBS_REGULATION, EBU_REGULATION];

export const REGULATION_IDS = REGULATIONS.map((r) => r.id);

/** The federations' regulations: what a case file or a session may name beside the WBF baseline. */
export const FEDERATIONS: readonly Regulation[] = REGULATIONS.filter((r) => r.id !== 'wbf');

/** The `--regulation ID` flag, when given: a known id, or a usage error listing them. */
export function regulationFlag(flags: Flags): Regulation | undefined {
  const id = stringFlag(flags, 'regulation');
  if (id === undefined) return undefined;
  const found = REGULATIONS.find((r) => r.id === id);
  if (found === undefined) throw new UsageError(`--regulation ${id}: unknown (known: ${REGULATION_IDS.join(', ')})`);
  return found;
}

/**
 * The regulation a session is run under: the one it names, known to this command line; `--regulation`, when given,
 * must be the same (a session is never ruled under one regulation and appealed under another).
 */
export function regulationOf(session: Session, path: string, flags: Flags): Regulation {
  const given = regulationFlag(flags);
  const own = sessionRegulation(session, FEDERATIONS);
  if (!own.ok) throw new Error(`${path}: ${own.error.message}`);
  if (given !== undefined && given.id !== own.value.id) {
    throw new Error(`${path}: the session is run under regulation "${own.value.id}", not "${given.id}" (change the session's "regulation" field to switch)`);
  }
  return own.value;
}
