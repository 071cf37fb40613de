import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { dealBoards, dealRandom, dealWith, dealOwners, dealFromOwners, boardSeed } from './shuffle.js';
import { seededRandom, secureRandom, randomBelow } from './random.js';
import { checkSetup } from './deal.js';
import { makePbnDeal } from './pbn-deal.js';
import { cardIndex } from './card.js';
import { SEATS } from './vocabulary.js';

describe('Law 6 — shuffle and deal', () => {
  test('6B: 10,000 securely dealt boards are all valid deals', () => {
    const boards = dealBoards({ from: 1, to: 10_000 });
    expect(boards).toHaveLength(10_000);
    for (const b of boards) expect(checkSetup(b.deal.hands).ok).toBe(true);
    expect(boards[9_999]).toMatchObject({ board: 10_000, dealer: 'W', vulnerable: 'EW' });
  });

  test('6B: every seeded deal has 52 distinct cards, 13 per hand, hands sorted', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const deal = dealWith(seededRandom(seed));
        expect(checkSetup(deal.hands).ok).toBe(true);
        for (const s of SEATS) {
          const idx = deal.hands[s].map(cardIndex);
          expect(idx).toEqual([...idx].sort((a, b) => a - b));
        }
      }),
    );
  });

  test('6A: the seeded generator is frozen — these boards must never change (version 1)', () => {
    const boards = dealBoards({ from: 1, to: 3, seed: 'bridge-laws' });
    expect(boards.map((b) => makePbnDeal(b.deal))).toMatchInlineSnapshot(`
      [
        "N:AQ64.6.Q8542.732 KJT82.AQT.A.AQT6 95.KJ952.K973.J8 73.8743.JT6.K954",
        "N:AKJ98.7642.Q7.96 63.K93.A983.A753 QT7542.J8.J654.Q .AQT5.KT2.KJT842",
        "N:7652.Q985.K9.Q87 J9.AK7.QT72.JT64 KQT43.T6.63.AK32 A8.J432.AJ854.95",
      ]
    `);
  });

  test('6A: generator version 1 — every seed deals what a plain reading of its procedure deals', () => {
    // The procedure documented on dealOwners, written the simple way: greedy groups of bounds,
    // a rejected 31-bit draw per group, mixed-radix digits, one swap per digit.
    function reference(seed: string): number[] {
      const source = seededRandom(seed);
      const owners = Array.from({ length: 52 }, (_, i) => Math.floor(i / 13));
      const TWO_31 = 2 ** 31;
      for (let bound = 52; bound >= 2; ) {
        const group: number[] = [];
        let product = 1;
        for (let b = bound; b >= 2 && product * b < TWO_31; b--) {
          group.push(b);
          product *= b;
        }
        let x = source.nextUint32() >>> 1;
        while (x >= TWO_31 - (TWO_31 % product)) x = source.nextUint32() >>> 1;
        let v = x % product;
        for (const b of group) {
          const j = v % b;
          v = Math.floor(v / b);
          [owners[b - 1], owners[j]] = [owners[j] as number, owners[b - 1] as number];
        }
        bound -= group.length;
      }
      return owners;
    }
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const owners = reference(seed);
        expect([...dealOwners(seededRandom(seed))]).toEqual(owners);
        const deal = dealWith(seededRandom(seed));
        SEATS.forEach((seat, k) => expect(deal.hands[seat].map(cardIndex)).toEqual([...owners.keys()].filter((i) => owners[i] === k)));
      }),
      { numRuns: 500 },
    );
  });

  test('a board depends only on the seed and its number', () => {
    const a = dealBoards({ from: 1, to: 10, seed: 'x' });
    const b = dealBoards({ from: 7, to: 7, seed: 'x' });
    expect(b[0]).toEqual(a[6]);
    expect(dealWith(seededRandom(boardSeed('x', 7)))).toEqual(a[6]?.deal);
  });

  test('owner arrays and Deal objects describe the same deal', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const owners = dealOwners(seededRandom(seed));
        expect([...owners].filter((o) => o === 2)).toHaveLength(13);
        expect(dealFromOwners(owners)).toEqual(dealWith(seededRandom(seed)));
      }),
    );
  });

  test('6B: the shuffle scratch never escapes — a deal or owner array is not changed by the next deal', () => {
    const source = seededRandom('scratch');
    const first = dealWith(source);
    const text = makePbnDeal(first);
    const mine = new Uint8Array(52);
    expect(dealOwners(source, mine)).toBe(mine);
    const owned = [...mine];
    dealWith(source);
    dealOwners(source);
    expect(makePbnDeal(first)).toBe(text);
    expect([...mine]).toEqual(owned);
  });

  test('7B2: an owner array that does not give 13 cards to each seat is not a deal', () => {
    const owners = dealOwners(seededRandom('short'));
    const twoSeats = owners.map((o) => o & 1);
    expect(() => dealFromOwners(twoSeats)).toThrow(RangeError);
    expect(() => dealFromOwners(owners.subarray(0, 51))).toThrow(/52 entries, 13 for each seat/);
    expect(() => dealFromOwners(owners.map((o) => (o === 3 ? 7 : o)))).toThrow(RangeError);
    const swapped = Uint8Array.from(owners);
    const n = swapped.indexOf(0);
    swapped[n] = 1;
    expect(() => dealFromOwners(swapped)).toThrow(RangeError);
  });

  test('owner arrays: each hand gets exactly the cards its seat owns, in deck order', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const owners = dealOwners(seededRandom(seed));
        const deal = dealFromOwners(owners);
        SEATS.forEach((seat, k) => expect(deal.hands[seat].map(cardIndex)).toEqual([...owners.keys()].filter((i) => owners[i] === k)));
      }),
    );
  });

  test('secure dealing uses fresh randomness', () => {
    expect(makePbnDeal(dealRandom())).not.toBe(makePbnDeal(dealRandom()));
  });

  test('6E4: the shuffle is uniform — each seat gets a given card a quarter of the time', () => {
    const counts = [0, 0, 0, 0];
    const source = seededRandom('uniformity');
    const n = 8000;
    for (let i = 0; i < n; i++) {
      const d = dealWith(source);
      const holder = SEATS.findIndex((s) => d.hands[s].includes('C2'));
      counts[holder] = (counts[holder] ?? 0) + 1;
    }
    // 6 standard deviations (sd ≈ 39) from 2000: fails only if the dealer is biased.
    for (const c of counts) expect(Math.abs(c - n / 4)).toBeLessThan(240);
  });

  test('randomBelow stays in range and hits every value', () => {
    const source = secureRandom();
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = randomBelow(source, 52);
      expect(v >= 0 && v < 52 && Number.isInteger(v)).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(52);
  });

  test('an impossible board range is refused', () => {
    expect(() => dealBoards({ from: 5, to: 2 })).toThrow(/1 ≤ from ≤ to/);
  });
});
