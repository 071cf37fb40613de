// A lead out of turn at trick 13, by edition: 2017 withdraws it with no option (footnote to 53A); the 2007 Laws
// made any lead out of turn acceptable, the last trick's included (2007 53A).
import type { Edition } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';

/** The state with the trick-13 lead withdrawn, or null when the edition treats it as any other lead out of turn. */
export type LastTrickLead = (s: PlayState) => PlayState | null;

export const LAST_TRICK_LEAD: Readonly<Record<Edition, LastTrickLead>> = {
  // Footnote to Law 53A: a lead out of turn at trick 13 must be withdrawn.
  '2017': (s) => cite(s, '53A'),
  // Law 2007 53A: any lead out of turn may be accepted; the usual options follow.
  '2007': () => null,
};
