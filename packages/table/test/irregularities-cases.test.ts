import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

// The director's-laws chapter's cases (Laws 9–16 and 12), run event by event through the table.
const directorCases = join(import.meta.dirname, '..', '..', 'irregularities', 'cases');

/** Cases the table cannot pass yet, each with the reason; they are asserted to fail, never skipped. */
const KNOWN_FAILURES: readonly { readonly id: string; readonly reason: string }[] = [];

describe('Laws 9–16 and 12 — director cases through the table', async () => {
  const results = await checkCases([directorCases]);

  test('the director cases were found', () => {
    expect(results.length).toBeGreaterThanOrEqual(12);
  });

  for (const r of results) {
    const known = KNOWN_FAILURES.find((k) => k.id === r.id);
    test(known === undefined ? r.id : `${r.id} (known failure: ${known.reason})`, () => {
      if (known === undefined) expect(r.failure).toBeNull();
      else expect(r.failure).not.toBeNull();
    });
  }
});
