import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

const here = import.meta.dirname;

describe('public cases', async () => {
  const results = await checkCases([join(here, '..', 'cases', 'public')]);

  test('every public case file was found and read', () => {
    expect(results.length).toBe(18);
  });

  for (const r of results) {
    test(`${r.id} passes`, () => {
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }
});
