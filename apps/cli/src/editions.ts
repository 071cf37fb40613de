// The `--edition` flag: which edition of the Laws a table ruling follows, chosen like the regulation.
import { z } from 'zod';
import type { Edition } from '@bridge-laws/cards-and-boards';
import { EDITIONS } from '@bridge-laws/cards-and-boards';
import type { Session } from '@bridge-laws/session';
import { sessionEdition } from '@bridge-laws/session';
import type { Flags } from './command.js';
import { UsageError, stringFlag } from './command.js';

const EditionFlag = z.enum(EDITIONS);

/** The `--edition 2017|2007` flag, when given; anything else is a usage error naming the editions. */
export function editionFlag(flags: Flags): Edition | undefined {
  const given = stringFlag(flags, 'edition');
  if (given === undefined) return undefined;
  const r = EditionFlag.safeParse(given);
  if (!r.success) throw new UsageError(`--edition ${given}: not an edition of the Laws (known: ${EDITIONS.join(', ')})`);
  return r.data;
}

/**
 * The edition a session is ruled under: its own (2017 when it names none); `--edition`, when given, must be the same
 * (a session is never ruled under one edition and recorded under another).
 */
export function editionOf(session: Session, path: string, flags: Flags): Edition {
  const given = editionFlag(flags);
  const own = sessionEdition(session);
  if (given !== undefined && given !== own) {
    throw new Error(`${path}: the session is ruled under the ${own} Laws, not the ${given} Laws (change the session's "edition" field to switch)`);
  }
  return own;
}

/** A law the director names, in the edition's numbers: a 2007 number is recorded with its year (`2007 26A2`). */
export function lawOfEdition(law: string, edition: Edition): string {
  return edition === '2007' && !law.startsWith('2007 ') ? `2007 ${law}` : law;
}
