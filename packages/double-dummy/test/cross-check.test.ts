import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { DECK, SEATS, seatAfter, sideOf, suitOf } from '@bridge-laws/cards-and-boards';
import { solve, solveCards } from '@bridge-laws/double-dummy';
import { asHands, naiveNs } from './naive.js';

const DENOMS: readonly Denomination[] = ['C', 'D', 'H', 'S', 'NT'];

/** A random ending: `n` cards a hand (1-3) from a shuffled pack, plus 0-3 cards already on the table. */
const ending = fc
  .record({
    order: fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
    n: fc.integer({ min: 1, max: 3 }),
    trump: fc.constantFrom(...DENOMS),
    leader: fc.constantFrom(...SEATS),
    played: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ order, n, trump, leader, played }) => {
    const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
    SEATS.forEach((s, i) => (hands[s] = order.slice(i * n, i * n + n) as Card[]));
    // Play `played` legal cards (the lowest that follows suit) to start the trick.
    const trick: Card[] = [];
    for (let k = 0; k < played; k++) {
      const seat = seatAfter(leader, k);
      const lead = trick[0];
      const follow = lead === undefined ? [] : hands[seat].filter((c) => suitOf(c) === suitOf(lead));
      const card = (follow.length > 0 ? follow : hands[seat])[0] as Card;
      hands[seat] = hands[seat].filter((c) => c !== card);
      trick.push(card);
    }
    return { hands, trump, leader, trick };
  });

describe('double-dummy search against plain minimax', () => {
  test('solve equals exhaustive minimax on random 1-3 card endings, tricks in progress included', () => {
    fc.assert(
      fc.property(ending, ({ hands, trump, leader, trick }) => {
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
      fc.property(ending, ({ hands, trump, leader, trick }) => {
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
