import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { seatAfter, sideOf, suitOf } from '@bridge-laws/cards-and-boards';
import { solve, solveCards } from '@bridge-laws/double-dummy';
import { asHands, naiveNs, randomEnding } from './naive.js';

describe('double-dummy search against plain minimax', () => {
  test('solve equals exhaustive minimax on random 1-3 card endings, tricks in progress included', () => {
    fc.assert(
      fc.property(randomEnding, ({ hands, trump, leader, trick }) => {
        const r = solve({ hands, trick }, { trump, leader });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const ns = naiveNs(asHands(hands), trump, leader, trick);
        const total = hands[leader].length + (trick.length > 0 ? 1 : 0);
        expect(r.value.tricks).toBe(sideOf(r.value.toPlay) === 'NS' ? ns : total - ns);
      }),
      { numRuns: 300, seed: 2017 },
    );
  }, 60_000);

  test('solveCards gives every legal card the minimax value of playing it', () => {
    fc.assert(
      fc.property(randomEnding, ({ hands, trump, leader, trick }) => {
        const r = solveCards({ hands, trick }, { trump, leader });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const seat = seatAfter(leader, trick.length);
        const total = hands[leader].length + (trick.length > 0 ? 1 : 0);
        for (const { card, tricks } of r.value) {
          const next = { ...asHands(hands), [seat]: hands[seat].filter((c) => c !== card) };
          const ns = naiveNs(next, trump, leader, [...trick, card]);
          expect(tricks).toBe(sideOf(seat) === 'NS' ? ns : total - ns);
        }
        const lead = trick[0];
        const follow = lead === undefined ? [] : hands[seat].filter((c) => suitOf(c) === suitOf(lead));
        expect(r.value.length).toBe(follow.length > 0 ? follow.length : hands[seat].length);
      }),
      { numRuns: 150, seed: 68 },
    );
  }, 60_000);
});
