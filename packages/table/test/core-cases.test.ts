import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { checkCases } from './case-dir.js';

// The table's own behaviours across chapters: findings given on any event, the citation log.
describe('core cases — findings given on any event bind as given on the event they concern', async () => {
  const results = await checkCases([join(import.meta.dirname, '..', 'cases', 'core')]);

  test('the core cases were found', () => {
    expect(results.map((r) => r.id)).toEqual(expect.arrayContaining([
      'law54c-finding-after-the-lead', 'law27c-findings-on-the-premature-replacement', 'law27d-damage-asked-at-the-end-of-play', 'law27d-not-damaged-result-stands', 'law23c-damage-asked-at-the-end-of-play',
      'law29c-finding-after-the-call-out-of-rotation', 'law64c-claim-revoke-damage-to-adjusted-score',
    ]));
  });

  for (const r of results) {
    test(`${r.id} passes`, () => {
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }
});
