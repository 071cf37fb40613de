import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

// The claims chapter's own cases, run through the whole table: auction, play, then the claim or
// concession and its ruling by the claims chapter (Laws 68–71).
const claimCases = join(import.meta.dirname, '..', '..', 'claims', 'cases');

describe('Laws 68–71 — claim cases through the table', async () => {
  const results = await checkCases([claimCases]);

  test('the claim cases were found', () => {
    expect(results.length).toBeGreaterThanOrEqual(10);
  });

  for (const r of results) {
    test(`${r.id}`, () => {
      expect(r.failure).toBeNull();
    });
  }
});
