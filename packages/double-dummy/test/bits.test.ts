import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { lowBit, reverse13, runTops, topThree } from '../src/bits.js';

// The search plays one card per run of equal cards (Law 44E/44F: only the ranks of the cards still
// in play decide a trick), so the run tops must be exactly the cards whose next higher card in play
// belongs to another hand.

/** The run tops by their definition, card by card. */
function runTopsByDefinition(m: number, a: number): number {
  let tops = 0;
  for (let b = 0; b < 13; b++) {
    if ((m & (1 << b)) === 0) continue;
    let next = b + 1;
    while (next < 13 && (a & (1 << next)) === 0) next++;
    if (next === 13 || (m & (1 << next)) === 0) tops |= 1 << b;
  }
  return tops;
}

const suitMask = fc.integer({ min: 0, max: 0x1fff });

describe('suit masks — reversal and runs of equal cards', () => {
  test('reversing twice gives the mask back; the ace goes to bit 0', () => {
    fc.assert(fc.property(suitMask, (m) => reverse13(reverse13(m)) === m));
    expect(reverse13(1 << 12)).toBe(1);
    expect(reverse13(0b1100000000001)).toBe(0b1000000000011);
  });

  test('Law 44F: the run tops are the cards whose next higher card in play is in another hand', () => {
    fc.assert(
      fc.property(suitMask, suitMask, (x, y) => {
        const a = x | y;
        const m = x;
        expect(runTops(m, a)).toBe(runTopsByDefinition(m, a));
      }),
      { numRuns: 5000 },
    );
  });

  test('Law 44F: K-Q-10 is one run once the jack has gone, two while another hand holds it', () => {
    const K = 1 << 11;
    const Q = 1 << 10;
    const J = 1 << 9;
    const T = 1 << 8;
    // The jack has been played: the ten is equal to the queen, and the king tops the run.
    expect(runTops(K | Q | T, (1 << 12) | K | Q | T)).toBe(K);
    // The jack is in another hand: the ten stands alone.
    expect(runTops(K | Q | T, (1 << 12) | K | Q | J | T)).toBe(K | T);
  });

  test('the lowest card of a suit mask', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 0x1fff }), (m) => (m & ((1 << lowBit(m)) - 1)) === 0 && (m & (1 << lowBit(m))) !== 0));
    expect(lowBit(1 << 12)).toBe(12);
    expect(lowBit(0b1010000)).toBe(4);
  });

  test('the top three cards keep their bits whatever the suit length', () => {
    // Holder code planes: low plane marks East and West, high plane South and West. One card,
    // held by West: the top card's bits (2 and 5) both set.
    expect(topThree(1 | (1 << 13), 1)).toBe((1 << 2) | (1 << 5));
    // Five cards, the top one East's: only bit 2 of the low plane.
    expect(topThree(0b10000, 5)).toBe(1 << 2);
  });
});
