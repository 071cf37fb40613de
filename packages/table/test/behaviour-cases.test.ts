import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

// Law behaviours once measured wrong (17D3, 24/16D, 25A, 50B/51B2, 69B, 71): one case file each, run through the table.
describe('law behaviours — cases through the table', async () => {
  const results = await checkCases([join(import.meta.dirname, '..', 'cases', 'behaviours')]);

  test('every behaviour case was found and read', () => {
    expect(results.length).toBe(7);
  });

  for (const r of results) {
    test(`${r.id} passes`, () => {
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }
});
