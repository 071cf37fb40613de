import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

const here = import.meta.dirname;

describe('our auction cases (one per sub-law with a distinct consequence)', async () => {
  const results = await checkCases([join(here, '..', 'cases', 'auction')]);

  test('the folder holds the cases', () => {
    expect(results.length).toBeGreaterThanOrEqual(25);
  });

  for (const r of results) {
    test(`${r.id}`, () => {
      expect(r.failure).toBeNull();
    });
  }
});
