import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Regulation } from '@bridge-laws/regulation';
import { defineRegulation } from '@bridge-laws/regulation';
import { checkCaseText } from '@bridge-laws/table';

// Issue 33: each regulation setting the table reads, shown changing the ruling — the same board run under
// the WBF baseline and under a regulation that sets it otherwise, both outcomes asserted.
const DIR = join(import.meta.dirname, '..', 'cases', 'regulations');

function regulation(id: string, settings: Parameters<typeof defineRegulation>[0]['settings']): Regulation {
  const r = defineRegulation({ id, name: `test regulation ${id}`, settings });
  if (!r.ok) throw new Error(`test regulation ${id} is invalid`);
  return r.value;
}

// Neither PZBS nor the EBU sets a 70E2 order, so a small test regulation does.
const FROM_THE_BOTTOM = regulation('test-claim-from-the-bottom', { claimSuitOrder: 'from-the-bottom' });
const FROM_THE_TOP = regulation('test-claim-from-the-top', { claimSuitOrder: 'from-the-top' });
const REGULATIONS = [FROM_THE_BOTTOM, FROM_THE_TOP];

const read = (name: string) => readFileSync(join(DIR, `${name}.case.yaml`), 'utf8');
/** The case text under another regulation: its `regulation:` header replaced, or added before `board:`. */
function under(text: string, id: string | null): string {
  const without = text.replace(/^regulation: .*\n/m, '');
  return id === null ? without : without.replace(/^board:/m, `regulation: ${id}\nboard:`);
}
const run = (text: string, file: string) => checkCaseText(text, file, { regulations: REGULATIONS });

describe('claimSuitOrder (Law 70E2) — read by the table when a claim is opened', () => {
  const wbf = read('law70e2-no-suit-order-wbf');
  const bottom = read('law70e2-suit-order-from-the-bottom');

  test('70E2: under the WBF baseline (no order) the disputed claim gives South one of the last three tricks', () => {
    const r = run(wbf, 'law70e2-no-suit-order-wbf.case.yaml');
    expect(r.failure).toBeNull();
    expect(r.passed).toBe(true);
  });

  test('70E2: under a regulation deeming unstated suits played from the bottom, South gets none of them', () => {
    const r = run(bottom, 'law70e2-suit-order-from-the-bottom.case.yaml');
    expect(r.failure).toBeNull();
    expect(r.passed).toBe(true);
  });

  test('70E2: only the regulation differs between the two case files, and each outcome fails under the other regulation', () => {
    expect(under(bottom, null).replace(/^(id|title): .*\n/gm, '').replace(/NS: 8, EW: 5/, 'NS: 9, EW: 4'))
      .toBe(wbf.replace(/^(id|title): .*\n/gm, ''));
    expect(run(under(wbf, FROM_THE_BOTTOM.id), 'wbf-under-bottom').failure).toMatch(/tricks: expected \{"NS":9,"EW":4\}, got \{"NS":8,"EW":5\}/);
    expect(run(under(bottom, null), 'bottom-under-wbf').failure).toMatch(/tricks: expected \{"NS":8,"EW":5\}, got \{"NS":9,"EW":4\}/);
  });

  test('70E2: an order from the top changes nothing here — playing the hearts from the top is a line that keeps the trick', () => {
    expect(run(under(wbf, FROM_THE_TOP.id), 'wbf-under-top').passed).toBe(true);
  });

  test('a case naming a regulation the runner was not given fails on its regulation, not on the ruling', () => {
    const r = checkCaseText(bottom, 'law70e2-suit-order-from-the-bottom.case.yaml');
    expect(r.failure).toMatch(/regulation/);
    expect(r.passed).toBe(false);
  });
});
