import { describe, test } from 'vitest';
import fc from 'fast-check';
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { DECK } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition } from '@bridge-laws/claims';
import { cancelConcession } from '@bridge-laws/claims';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** Four hands of `n` cards from a shuffled deck. */
const positions = fc.record({
  n: fc.integer({ min: 1, max: 4 }),
  deck: fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
  trump: fc.constantFrom('S', 'H', 'NT' as const),
  leader: fc.constantFrom(...SEATS),
}).map(({ n, deck, trump, leader }): ClaimPosition => ({
  hands: { N: deck.slice(0, n) as Card[], E: deck.slice(n, 2 * n) as Card[], S: deck.slice(2 * n, 3 * n) as Card[], W: deck.slice(3 * n, 4 * n) as Card[] },
  trump: trump as ClaimPosition['trump'], declarer: 'S', trick: { leader, cards: [] }, tricksWon: { NS: 13 - n, EW: 0 }, shownOut: [],
}));

describe('Law 71 — cancelling a concession', () => {
  test('71B: the tricks given back are those the side is sure of beyond what it kept, never more than it conceded (property)', () => {
    fc.assert(fc.property(positions, fc.constantFrom(...SEATS), (p, by) => {
      const n = p.hands.N.length;
      // Conceding every trick: what comes back is all the side is sure of by any normal play.
      const sure = cancelConcession(p, by, n).restored;
      for (let conceded = 0; conceded <= n; conceded++) {
        const expected = Math.max(0, Math.min(conceded, sure - (n - conceded)));
        const r = cancelConcession(p, by, conceded);
        if (r.restored !== expected || r.law !== (expected > 0 ? '71B' : '71')) return false;
      }
      return true;
    }), { numRuns: 150 });
  });

  test('71: once the correction period has ended nothing is given back', () => {
    fc.assert(fc.property(positions, (p) => cancelConcession(p, 'S', p.hands.S.length, false).restored === 0), { numRuns: 30 });
  });
});
