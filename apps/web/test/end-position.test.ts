import { describe, expect, test } from 'vitest';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { EndPositionEntry } from '../src/ruling/end-position.js';
import { ruleFromEndPosition } from '../src/ruling/end-position.js';

/** Three cards each, South on lead at notrumps after ten tricks (NS 7, EW 3). */
const base: EndPositionEntry = {
  hands: { N: '.432..', E: '..432.', S: 'AKQ...', W: '...432' },
  trump: 'NT',
  declarer: 'S',
  leader: 'S',
  trick: '',
  tricksWon: { NS: 7, EW: 3 },
  claim: { by: 'S', tricks: 3, statement: 'the top spades' },
  normalLines: [],
};

describe('A claim ruled from an end position the director enters', () => {
  test('69, 70: three top spades — the claim is awarded in full', () => {
    const r = ruleFromEndPosition(base, WBF_REGULATION);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.awarded).toBe(3);
      expect(r.value.tricks).toEqual({ NS: 10, EW: 3 });
    }
  });

  test('70C: a trump outstanding that the claimer did not mention goes to the defenders when a normal line loses to it', () => {
    // Hearts are trumps; West keeps the heart two. South claims three with the top spades and says nothing of it:
    // West ruffs the first spade and the defenders' clubs take the rest.
    const r = ruleFromEndPosition({ ...base, trump: 'H', hands: { N: '..432.', E: '...T98', S: 'AKQ...', W: '.2..32' } }, WBF_REGULATION);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.awarded).toBe(0);
      expect(r.value.tricks).toEqual({ NS: 7, EW: 6 });
      expect(r.value.laws.some((l) => l.startsWith('70C'))).toBe(true);
    }
  });

  test('1A, 7B2: a card entered twice or hands of different sizes are refused with the entry named', () => {
    const twice = ruleFromEndPosition({ ...base, hands: { ...base.hands, N: 'A.32..' } }, WBF_REGULATION);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error).toContain('SA');
    const sizes = ruleFromEndPosition({ ...base, hands: { ...base.hands, N: '.4322..' } }, WBF_REGULATION);
    expect(sizes.ok).toBe(false);
    const bad = ruleFromEndPosition({ ...base, hands: { ...base.hands, N: 'XYZ' } }, WBF_REGULATION);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^hands: /);
  });

  test('68A: a claim of more tricks than remain is refused', () => {
    const r = ruleFromEndPosition({ ...base, claim: { ...base.claim, tricks: 4 } }, WBF_REGULATION);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('68A');
  });
});
