// Law 64C inside a claim's ruling: the director's finding of damage leads to the Law 12C1 adjusted score.
import type { TableState } from './state.js';
import type { DeferredQuestion } from './director.js';

/**
 * Law 64C (64C1, 64C2(a), 64C2(b)) answered `damaged: true` on a claim's ruling: the revoke transfer did not make up for
 * the damage, so, as at the end of play, the director is asked the assigned result (Law 12C1). Nothing while the
 * question is still open or was answered no.
 */
export function claimDamage(s: TableState): readonly DeferredQuestion[] {
  const c = s.claim;
  const ruling = c?.ruling ?? null;
  if (c === null || ruling === null || ruling.question !== null || c.facts['damaged'] !== true) return [];
  const law = ruling.laws.find((l) => l.startsWith('64C'));
  return law === undefined ? [] : [{ law, question: 'the non-offending side was not compensated for the damage by the revoke transfer' }];
}
