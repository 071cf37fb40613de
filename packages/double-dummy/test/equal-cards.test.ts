import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { DECK, SEATS, parsePbnDeal } from '@bridge-laws/cards-and-boards';
import { createSolver } from '@bridge-laws/double-dummy';
import { readDdsList } from '../bench/dds-format.js';
import { asHands, naiveNs } from './naive.js';

// Equal cards (a run in one hand once the cards between have gone) are searched once. A stored
// position that relied on the rank of the card searched must also pin the run's lowest card:
// otherwise a later position where an opponent's card splits the run reuses the wrong bound.

describe('Law 44E-44G — equal cards and stored positions', () => {
  test('a four-card ending where North takes every trick (diamonds trumps)', () => {
    const hands = {
      N: ['D5', 'H7', 'S8', 'H3'], E: ['H2', 'D3', 'HJ', 'S5'], S: ['D7', 'D4', 'S7', 'D6'], W: ['SK', 'S9', 'H6', 'CK'],
    } as const;
    expect(naiveNs(asHands(hands), 'D', 'N', [])).toBe(4);
    const r = createSolver().solve({ hands }, { trump: 'D', leader: 'N' });
    expect(r.ok && r.value.tricks).toBe(4);
  });

  test('list100: North declares 1NT and makes 8 tricks, as DDS gives', () => {
    const pbn = 'N:QT73.K762.Q2.KJ9 A654.5.A985.T743 J9.QJT94.K7643.A K82.A83.JT.Q8652';
    const deal = parsePbnDeal(pbn);
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    const text = readFileSync(new URL('../bench/data/list100.txt', import.meta.url), 'utf8');
    const reference = readDdsList(text).find((r) => r.pbn === pbn);
    expect(reference?.table.N.NT).toBe(8);
    const r = createSolver().solve(deal.value, { trump: 'NT', leader: 'E' });
    expect(r.ok && r.value.tricks).toBe(13 - 8);
  }, 60_000);

  const DENOMS: readonly Denomination[] = ['NT', 'S', 'H', 'D', 'C'];
  // Four-card endings mostly in three suits, so that runs and split runs are common.
  const fourCards = fc
    .record({
      order: fc.shuffledSubarray(
        DECK.filter((c) => !c.startsWith('C')),
        { minLength: 39, maxLength: 39 },
      ),
      trump: fc.constantFrom(...DENOMS),
      leader: fc.constantFrom(...SEATS),
    })
    .map(({ order, trump, leader }) => {
      const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
      SEATS.forEach((s, i) => (hands[s] = order.slice(i * 4, i * 4 + 4) as Card[]));
      return { hands, trump, leader };
    });

  test('solve equals exhaustive minimax on random four-card endings', () => {
    const solver = createSolver({ ttMegabytes: 4 });
    fc.assert(
      fc.property(fourCards, ({ hands, trump, leader }) => {
        const r = solver.solve({ hands }, { trump, leader });
        const ns = naiveNs(asHands(hands), trump, leader, []);
        expect(r.ok && (r.value.side === 'NS' ? r.value.tricks : 4 - r.value.tricks)).toBe(ns);
      }),
      { numRuns: 120, seed: 44 },
    );
  }, 120_000);
});
