import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { sameData } from './same-data.js';

describe('plain data compared by value', () => {
  test('the order of keys does not matter; values, lengths and kinds do', () => {
    expect(sameData({ NS: 1, EW: 2 }, { EW: 2, NS: 1 })).toBe(true);
    expect(sameData({ NS: 1 }, { NS: 1, EW: 2 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData({ a: undefined, b: 1 }, { b: 1 })).toBe(true);
    expect(sameData(null, {})).toBe(false);
  });

  test('a JSON value equals its copy read back from JSON, and equality agrees with the JSON text', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
      expect(sameData(a, JSON.parse(JSON.stringify(a)))).toBe(true);
      if (sameData(a, b)) expect(JSON.stringify(a) === JSON.stringify(b) || typeof a === 'object').toBe(true);
      else expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    }));
  });
});
