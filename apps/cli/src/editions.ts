// The `--edition` flag: which edition of the Laws a table ruling follows, chosen like the regulation.
import { z } from 'zod';
import type { Edition } from '@bridge-laws/cards-and-boards';
import { EDITIONS } from '@bridge-laws/cards-and-boards';
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
