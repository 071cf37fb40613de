import { describe, expect, test } from 'vitest';
import { CURRENT_EDITION, EDITIONS, isEdition } from './edition.js';

describe('editions of the Laws', () => {
  test('the 2017 Laws are the current edition; 2007 is the only other', () => {
    expect(CURRENT_EDITION).toBe('2017');
    expect([...EDITIONS]).toEqual(['2017', '2007']);
  });

  test('isEdition accepts the two editions and nothing else', () => {
    expect(isEdition('2007')).toBe(true);
    expect(isEdition('2017')).toBe(true);
    for (const v of ['1997', '2017 ', 2017, null, undefined, {}]) expect(isEdition(v)).toBe(false);
  });
});
