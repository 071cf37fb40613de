// Law 2007 70E1: an unstated line depending on finding a particular card with a particular opponent. 2017 accepts it
// only when an opponent showed out of the suit (before the claim, or on any normal line); 2007 also accepted it when
// failing to adopt it would be irrational — the director's finding, never the engine's guess.
import type { ClaimPosition } from './position.js';
import type { SearchRules } from './search.js';
import { ClaimSearch } from './search.js';
import { L2007 } from './law-2007.js';
import type { LawRef } from '@bridge-laws/cards-and-boards';

/**
 * Law 2007 70E1: with the director's finding that not adopting the line would be irrational, the claimer takes every
 * unstated finesse or drop as if the cards' places were known; without it the doubt goes against him (70A), recorded
 * as the assumption the director may overturn.
 */
export function unstatedLine2007(p: ClaimPosition, rules: SearchRules, value: number, upper: number, irrational: boolean | undefined): {
  readonly rules: SearchRules; readonly value: number; readonly law: LawRef;
  readonly assumption: { readonly law: LawRef; readonly question: string; readonly assumed: string } | null;
} {
  if (irrational === true) {
    const known: SearchRules = { ...rules, unstatedLinesKnown: true };
    return { rules: known, value: new ClaimSearch(p, known).exact(upper), law: L2007('70E1'), assumption: null };
  }
  const assumption = irrational === undefined
    ? { law: L2007('70E1'), question: 'Would it be irrational for the claimer not to adopt the unstated line (the finesse or drop)?', assumed: 'no: the doubt goes against the claimer (Law 70A)' }
    : null;
  return { rules, value, law: L2007('70E1'), assumption };
}
