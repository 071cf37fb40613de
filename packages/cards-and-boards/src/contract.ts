// Contracts (Law 22) as shared data: scoring, play, claims and appeals all need them.
import type { Denomination, Seat } from './vocabulary.js';
import { isDenomination } from './vocabulary.js';
import type { Result } from './result.js';
import { ok, err } from './result.js';

export const RISKS = ['', 'X', 'XX'] as const;
/** Undoubled, doubled or redoubled. */
export type Risk = (typeof RISKS)[number];

export interface Contract {
  readonly level: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly denomination: Denomination;
  readonly risk: Risk;
}

/** A board's outcome: a contract by a declarer, or passed out (Law 22B). */
export type ContractResult =
  | { readonly kind: 'contract'; readonly contract: Contract; readonly declarer: Seat }
  | { readonly kind: 'passed-out' };

/** Parse `4H`, `3NTX`, `6SXX`, `7N` (N for NT accepted), case-insensitive. */
export function parseContract(text: string): Result<Contract, string> {
  const m = /^([1-7])(NT|N|S|H|D|C)(XX|X|)$/i.exec(text.trim());
  if (!m) return err(`"${text}" is not a contract (expected level 1-7, denomination C D H S NT, then X or XX)`);
  const den = (m[2] as string).toUpperCase();
  const denomination = den === 'N' ? 'NT' : den;
  if (!isDenomination(denomination)) return err(`"${text}": unknown denomination`);
  return ok({
    level: Number(m[1]) as Contract['level'],
    denomination,
    risk: (m[3] as string).toUpperCase() as Risk,
  });
}

export function makeContract(contract: Contract): string {
  return `${contract.level}${contract.denomination}${contract.risk}`;
}

/** Tricks declarer's side needs: the level plus the book of six. */
export function tricksRequired(contract: Contract): number {
  return contract.level + 6;
}
