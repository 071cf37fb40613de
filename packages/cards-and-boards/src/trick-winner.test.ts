import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card } from './card.js';
import { DECK, parseCard, rankOf, suitOf } from './card.js';
import { RANKS, SUITS } from './vocabulary.js';
import { trickWinner, winningCardIndex } from './trick-winner.js';

const cards = (text: string): Card[] => text.split(' ').map((t) => parseCard(t) as Card);

describe('Law 44 — who wins a trick', () => {
  test('44F: without a trump played, the highest card of the suit led wins; a discard never does', () => {
    expect(trickWinner('W', cards('HK HA SA H2'), null)).toBe('N');
    expect(trickWinner('W', cards('HK HA SA H2'), 'NT')).toBe('N');
    expect(trickWinner('S', cards('D5 CA D9 DT'), 'H')).toBe('E');
  });

  test('44E: the highest trump wins', () => {
    expect(trickWinner('N', cards('HA S2 H3 S5'), 'S')).toBe('W');
    expect(winningCardIndex(cards('HA S2 H3'), 'S')).toBe(1);
  });

  test('44: a trick without cards has no winner', () => {
    expect(() => winningCardIndex([], null)).toThrow(RangeError);
  });

  test('44E, 44F: the winner is the highest trump, else the highest of the suit led, for any four distinct cards', () => {
    fc.assert(fc.property(fc.shuffledSubarray([...DECK], { minLength: 4, maxLength: 4 }), fc.constantFrom(...SUITS, null), (trick, trump) => {
      const led = suitOf(trick[0] as Card);
      const pool = trick.some((c) => suitOf(c) === trump) ? trick.filter((c) => suitOf(c) === trump) : trick.filter((c) => suitOf(c) === led);
      const best = pool.reduce((a, b) => (RANKS.indexOf(rankOf(a)) < RANKS.indexOf(rankOf(b)) ? a : b));
      expect(trick[winningCardIndex(trick, trump)]).toBe(best);
    }));
  });
});
