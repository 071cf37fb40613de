import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

// The play chapter's own cases (one per play sub-law), run here through the whole table: auction,
// hand-off to the play, and the play's rectifications.
const playCases = join(import.meta.dirname, '..', '..', 'play', 'cases');

/**
 * Where the table goes further than the play chapter alone: after the play's damage finding (64C, 47E2(b), 50E4) the
 * table asks the director for the Law 12C1(b) assigned result, which the play chapter leaves to its caller. The case's
 * `pending: null` then differs exactly there (asserted, never skipped).
 */
const ASKS_ASSIGNED_RESULT: readonly string[] = ['law64c2a-repeated-revoke-in-one-suit'];

describe('play cases through the table (Laws 41–67)', async () => {
  const results = await checkCases([playCases]);

  test('the play cases were found', () => {
    expect(results.length).toBeGreaterThanOrEqual(40);
  });

  for (const r of results) {
    if (ASKS_ASSIGNED_RESULT.includes(r.id)) {
      test(`12C1(b): ${r.id} — the table asks the assigned result after the damage finding`, () => {
        expect(r.failure).toMatch(/pending: expected null, got \{"by":"director","questions":\["assigned-result"\],"law":"12C1\(b\)"\}$/);
      });
      continue;
    }
    test(`${r.id}`, () => {
      expect(r.failure).toBeNull();
    });
  }
});
