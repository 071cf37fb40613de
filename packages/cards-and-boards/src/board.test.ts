import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { boardDealer, boardVulnerability, boardInfo } from './board.js';

describe('Law 2 — dealer and vulnerability', () => {
  test.each([
    [1, 'N', 'None'], [2, 'E', 'NS'], [3, 'S', 'EW'], [4, 'W', 'All'],
    [5, 'N', 'NS'], [6, 'E', 'EW'], [7, 'S', 'All'], [8, 'W', 'None'],
    [9, 'N', 'EW'], [10, 'E', 'All'], [11, 'S', 'None'], [12, 'W', 'NS'],
    [13, 'N', 'All'], [14, 'E', 'None'], [15, 'S', 'NS'], [16, 'W', 'EW'],
  ] as const)('2: board %i is dealt by %s with %s vulnerable', (n, dealer, vul) => {
    expect(boardDealer(n)).toBe(dealer);
    expect(boardVulnerability(n)).toBe(vul);
  });

  test('2: boards 17–32 and every further block of 16 repeat 1–16', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 1_000_000 }), (n, block) => {
        expect(boardVulnerability(n + 16 * block)).toBe(boardVulnerability(n));
        expect(boardDealer(n + 16 * block)).toBe(boardDealer(n));
      }),
    );
  });

  test('2: an impossible board number is refused, not thrown', () => {
    expect(boardInfo(0)).toMatchObject({ ok: false });
    expect(boardInfo(2.5)).toMatchObject({ ok: false });
    expect(boardInfo(Number.NaN)).toMatchObject({ ok: false });
    expect(boardInfo(33)).toEqual({ ok: true, value: { board: 33, dealer: 'N', vulnerable: 'None' } });
  });
});
