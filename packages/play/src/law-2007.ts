// A law reference the play may cite: a 2017 reference, or a 2007 one with its year (`2007 26A2`), which the table cites
// as it stands. The grammar is the same for both; the registry check is the coverage script's.
import type { LawRef, Result } from '@bridge-laws/cards-and-boards';
import { err, ok, parseLawRef } from '@bridge-laws/cards-and-boards';

const YEAR = '2007 ';

/** A reference of either edition, checked against the reference grammar. */
export function parseEditionRef(text: string): Result<LawRef, string> {
  if (!text.startsWith(YEAR)) return parseLawRef(text);
  const r = parseLawRef(text.slice(YEAR.length));
  return r.ok ? ok(text as LawRef) : err(r.error);
}

/** A reference known to be well formed (constants and checked input); throws on a typo. */
export function editionRef(text: string): LawRef {
  const r = parseEditionRef(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
