import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { adjudicateCaseFile } from '@bridge-laws/claims';

const dir = join(import.meta.dirname, '..', 'cases');

describe('Law 70 — claim cases', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.case.yaml'))) {
    test(`70: ${file}`, () => {
      const r = adjudicateCaseFile(readFileSync(join(dir, file), 'utf8'));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.checks.length).toBeGreaterThan(0);
      expect(r.value.checks.filter((c) => !c.pass)).toEqual([]);
    });
  }

  test('a malformed case is refused with the field named', () => {
    const r = adjudicateCaseFile('id: Bad Id\nevents: []\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('malformed-case');
  });
});
