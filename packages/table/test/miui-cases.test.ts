import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

// Misinformation and unauthorized information at the table (Laws 16B, 20, 21B, 40B2, 75): from what was said and
// shown to the director's ruling and its adjusted score.
describe('Laws 16B, 20, 21B, 75 — miui cases', async () => {
  const results = await checkCases([join(import.meta.dirname, '..', 'cases', 'miui')]);

  test('the miui cases were found', () => {
    expect(results.map((r) => r.id)).toEqual(expect.arrayContaining([
      'law75-misinformation-to-adjusted-score', 'law16b-hesitation-to-weighted-score', 'law21b1-change-after-corrected-explanation',
      'law20-explanations-reviews-and-their-breaches', 'law21b3-too-late-to-change-adjusted', 'law47e2b-play-after-misinformation-adjusted',
    ]));
  });

  for (const r of results) {
    test(`${r.id} passes`, () => {
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }
});
