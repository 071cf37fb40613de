// Law 40: partnership understandings as data. Whether one was disclosed or permitted is judgment.
import type { Seat, Side } from '@bridge-laws/cards-and-boards';

/** One partnership understanding about a call in a given auction context (40A1). */
export interface PartnershipAgreement {
  readonly side: Side;
  /** The partner the record was taken from (null: both). */
  readonly madeBy: Seat | null;
  /** The auction so far, as call texts, and the call the agreement is about. */
  readonly sequence: readonly string[];
  readonly call: string;
  readonly meaning: string;
  /** Law 40B1: an artificial meaning is a special understanding unless the regulation says otherwise. */
  readonly artificial: boolean;
  /** The denominations the call specifies (used by Laws 26B and 27B1(a) questions to the director). */
  readonly specifies: readonly string[];
}

/** Law 40B1(b) with the Laws' default: every artificial call is a special partnership understanding. */
export function isSpecialUnderstanding(a: PartnershipAgreement, rule: 'every-artificial-call' | 'as-listed-by-regulation', listed: readonly string[] = []): boolean {
  return rule === 'every-artificial-call' ? a.artificial : listed.includes(a.meaning);
}

/** Law 40A4: the agreed meaning of a call may not depend on which partner makes it. */
export function sameMethodsForBoth(agreements: readonly PartnershipAgreement[]): boolean {
  const meanings = new Map<string, string>();
  for (const a of agreements) {
    const key = `${a.side}|${a.sequence.join(' ')}|${a.call}`;
    const other = meanings.get(key);
    if (other !== undefined && other !== a.meaning) return false;
    meanings.set(key, a.meaning);
  }
  return true;
}
