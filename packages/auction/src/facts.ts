// The director's findings (judgment) and the options players choose from (choice), by stable id.

/** Findings the engine asks for instead of guessing. */
export const FACT_IDS = [
  'unintended', // 25A
  'same-denominations', // 27B1(a)
  'comparable', // 23A
  'artificial', // 29C, 30C
  'damaged', // 12B, 23C, 27D
  'could-have-known', // 72C
  'demonstrably-suggested', // 16B1
  'logical-alternatives', // 16B1(b)
  'could-have-been-influenced', // 21B1(a)
  'intent-lead-or-play', // 28B
  'declarer-could-have-seen-dummy', // 54C
  'normal-lines', // 69B, 70, 71
  'lead-to-next-trick', // 45E
  'could-be-seen-by-partner', // 45C1
  'fault', // 12C2
  'agreement-was', // 75
  'comparable-because', // 23A1–23A3: same-meaning, subset or same-purpose
  'own-misunderstanding', // 21A: the player acted on his own misreading of the explanation
  'damaged-by-withheld', // 40B5(b): information left out of an explanation was crucial to the opponent's action and damaged him
] as const;
export type FactId = (typeof FACT_IDS)[number];
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
const COMPARABLE_GROUNDS: Readonly<Record<string, { readonly law: string; readonly words: string }>> = {
  'same-meaning': { law: '23A1', words: 'it has the same or a similar meaning' }, // Law 23A1
  subset: { law: '23A2', words: 'it defines a subset of the possible meanings' }, // Law 23A2
  'same-purpose': { law: '23A3', words: 'it has the same purpose' }, // Law 23A3
};

/** The ground of Law 23A the director gave for a comparable call (`comparable-because`), if any. */
export function comparableGround(facts: Facts): { readonly law: string; readonly words: string } | null {
  const v = facts['comparable-because'];
  return typeof v === 'string' ? COMPARABLE_GROUNDS[v] ?? null : null;
}

/** A yes/no finding: true, false, or not given. */
export function finding(facts: Facts, id: FactId): boolean | undefined {
  const v = facts[id];
  return typeof v === 'boolean' ? v : undefined;
}
