// Law 70E1: an unstated line that needs a particular card with a particular opponent — the leaf of each edition.
import type { Edition, LawRef } from '@bridge-laws/cards-and-boards';
import { lawRef } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition } from './position.js';
import type { SearchRules } from './search.js';
import { unstatedLine2007 } from './unstated-line-2007.js';

/** What the edition's Law 70E1 makes of the search: its rules and value, the law it cites, a doubt it records. */
export interface UnstatedLineRuling {
  readonly rules: SearchRules;
  readonly value: number;
  readonly law: LawRef;
  readonly assumption: { readonly law: LawRef; readonly question: string; readonly assumed: string } | null;
}

export type UnstatedLine = (p: ClaimPosition, rules: SearchRules, value: number, upper: number, irrational: boolean | undefined) => UnstatedLineRuling;

/** Law 70E1 (2017): accepted only when an opponent showed out of the suit — the search's `known` suits; no finding. */
const unstatedLine2017: UnstatedLine = (_p, rules, value) => ({ rules, value, law: lawRef('70E1'), assumption: null });

/** Law 70E1 (2017) and 2007 70E1, the leaf of the claim's edition. */
export const UNSTATED_LINE: Readonly<Record<Edition, UnstatedLine>> = {
  '2017': unstatedLine2017,
  '2007': unstatedLine2007,
};
