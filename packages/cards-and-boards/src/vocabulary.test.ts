import { describe, expect, test } from 'vitest';
import { seatAfter, partnerOf, lhoOf, rhoOf, sideOf, isVulnerable, otherSide, seatsOf, areOpponents, bySeat } from './vocabulary.js';
import { lawRef, parseLawRef, lawCovers, lawNumber } from './law-ref.js';
import { DECK, parseCard, compareRank, sortCards, suitOf, rankOf, cardAt, cardIndex } from './card.js';
import { parseContract, makeContract, tricksRequired } from './contract.js';

describe('seats and sides (Law 3, rotation)', () => {
  test('rotation is clockwise N → E → S → W', () => {
    expect([seatAfter('N'), seatAfter('E'), seatAfter('S'), seatAfter('W')]).toEqual(['E', 'S', 'W', 'N']);
    expect(seatAfter('N', -1)).toBe('W');
    expect([partnerOf('E'), lhoOf('S'), rhoOf('N')]).toEqual(['W', 'W', 'W']);
  });
  test('sides', () => {
    expect([sideOf('N'), sideOf('W')]).toEqual(['NS', 'EW']);
    expect(otherSide('NS')).toBe('EW');
    expect(seatsOf('EW')).toEqual(['E', 'W']);
    expect(areOpponents('N', 'E')).toBe(true);
    expect(areOpponents('N', 'S')).toBe(false);
    expect(bySeat((s) => s.toLowerCase())).toEqual({ N: 'n', E: 'e', S: 's', W: 'w' });
  });
  test('2: vulnerability by seat', () => {
    expect(isVulnerable('NS', 'S')).toBe(true);
    expect(isVulnerable('NS', 'E')).toBe(false);
    expect(isVulnerable('All', 'W')).toBe(true);
    expect(isVulnerable('None', 'N')).toBe(false);
  });
});

describe('Law 1A — the pack', () => {
  test('1A: 52 distinct cards, 13 per suit, ace high', () => {
    expect(new Set(DECK).size).toBe(52);
    for (const s of ['S', 'H', 'D', 'C']) expect(DECK.filter((c) => suitOf(c) === s)).toHaveLength(13);
    expect(compareRank('A', 'K')).toBeGreaterThan(0);
    expect(compareRank('2', 'T')).toBeLessThan(0);
    expect(cardAt(cardIndex('HT'))).toBe('HT');
  });
  test('cards parse with T or 10, any case; junk is undefined', () => {
    expect(parseCard('s10')).toBe('ST');
    expect(parseCard('HQ')).toBe('HQ');
    expect(parseCard('X9')).toBeUndefined();
    expect(parseCard('S1')).toBeUndefined();
    expect(rankOf('D7')).toBe('7');
    expect(sortCards(['C2', 'SA', 'HK', 'SK'])).toEqual(['SA', 'SK', 'HK', 'C2']);
  });
});

describe('law references', () => {
  test('well-formed references parse; others are refused', () => {
    for (const r of ['2', '27B1(a)', '40B2(a)(iii)', '64A1', '12C1(e)', '93']) expect(parseLawRef(r).ok).toBe(true);
    for (const r of ['0', '94', '27b', 'Law 27', '27B1a', '']) expect(parseLawRef(r).ok).toBe(false);
    expect(lawNumber(lawRef('27B1(a)'))).toBe(27);
  });
  test('a general reference covers its sub-laws only', () => {
    expect(lawCovers('54', '54B')).toBe(true);
    expect(lawCovers('27B1', '27B1(a)')).toBe(true);
    expect(lawCovers('2', '27')).toBe(false);
    expect(lawCovers('27B1', '27B2')).toBe(false);
    expect(lawCovers('64A1', '64A1')).toBe(true);
  });
});

describe('Law 22 — contracts', () => {
  test('parse and make round-trip', () => {
    for (const t of ['1C', '3NT', '4HX', '6SXX', '7D']) {
      const r = parseContract(t);
      expect(r.ok && makeContract(r.value)).toBe(t);
    }
    expect(parseContract('7n')).toEqual({ ok: true, value: { level: 7, denomination: 'NT', risk: '' } });
    expect(parseContract('8S').ok).toBe(false);
    expect(parseContract('4HXXX').ok).toBe(false);
    const c = parseContract('4H');
    expect(c.ok && tricksRequired(c.value)).toBe(10);
  });
});
