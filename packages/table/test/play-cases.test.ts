import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

// The play chapter's own cases (one per play sub-law), run here through the whole table: auction,
// hand-off to the play, and the play's rectifications.
const playCases = join(import.meta.dirname, '..', '..', 'play', 'cases');

describe('play cases through the table (Laws 41–67)', async () => {
  const results = await checkCases([playCases]);

  test('the play cases were found', () => {
    expect(results.length).toBeGreaterThanOrEqual(40);
  });

  for (const r of results) {
    test(`${r.id}`, () => {
      expect(r.failure).toBeNull();
    });
  }
});
