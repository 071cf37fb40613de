// The director's findings (judgment) and the options players choose from (choice), by stable id.
import type { FindingOf, FindingValue } from '@bridge-laws/cards-and-boards';
import { findingsOf } from '@bridge-laws/cards-and-boards';

/** Findings the auction asks for instead of guessing: those the catalogue lists for it. */
export const FACT_IDS: readonly FactId[] = findingsOf('auction');
export type FactId = FindingOf<'auction'>;
/** The findings given so far; each chapter checks the value it reads (the case-file boundary checks the kind). */
export type Facts = Readonly<Partial<Record<FactId, unknown>>>;

export function isFactId(x: string): x is FactId {
  return (FACT_IDS as readonly string[]).includes(x);
}

/** Options a player may be offered during the auction and at the hand-off to the play. */
export const OPTION_IDS = [
  'accept', 'reject', 'accept-as-dummy', 'require-suit', 'prohibit-suit', 'no-restriction',
  'highest', 'lowest', 'other-suit', 'keep', 'withdraw',
] as const;
export type OptionId = (typeof OPTION_IDS)[number];

export function isOptionId(x: string): x is OptionId {
  return (OPTION_IDS as readonly string[]).includes(x);
}

/** Law 23A: the three grounds on which a replacement call is comparable. */
const GROUND_WORDS: Readonly<Record<FindingValue<'comparable-because'>, { readonly law: string; readonly words: string }>> = {
  'same-meaning': { law: '23A1', words: 'it has the same or a similar meaning' }, // Law 23A1
  subset: { law: '23A2', words: 'it defines a subset of the possible meanings' }, // Law 23A2
  'same-purpose': { law: '23A3', words: 'it has the same purpose' }, // Law 23A3
};

/** The ground of Law 23A the director gave for a comparable call (`comparable-because`), if any. */
export function comparableGround(facts: Facts): { readonly law: string; readonly words: string } | null {
  const v = facts['comparable-because'];
  return typeof v === 'string' && Object.hasOwn(GROUND_WORDS, v) ? GROUND_WORDS[v as FindingValue<'comparable-because'>] : null;
}

/** A yes/no finding: true, false, or not given. */
export function finding(facts: Facts, id: FactId): boolean | undefined {
  const v = facts[id];
  return typeof v === 'boolean' ? v : undefined;
}
