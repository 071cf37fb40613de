import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ddTable, par, solve, solveCards } from '@bridge-laws/double-dummy';
import { readDdsList } from '../bench/dds-format.js';

// The first deals of DDS's list100 with DDS's own answers (Apache-2.0, see LICENSE-DDS-Apache-2.0.txt).
const records = readDdsList(readFileSync(new URL('./fixtures/list100-first8.txt', import.meta.url), 'utf8'));
// Deals that solve quickly enough for a unit test; bench/verify.ts checks every deal.
const quick = [3, 5, 6];

function record(i: number) {
  const r = records[i];
  if (r === undefined) throw new Error(`fixture deal ${i} missing`);
  return r;
}

describe('DDS reference answers (list100 sample)', () => {
  test.each(quick)('single solve of deal %i matches the best lead value', (i) => {
    const r = record(i);
    const result = solve(r.deal, { trump: r.trump, leader: r.leader });
    expect(result.ok && result.value.tricks).toBe(Math.max(...r.leads.values()));
    expect(result.ok && result.value.toPlay).toBe(r.leader);
  }, 30_000);

  test('every opening lead of deal 6 has the value DDS gives', () => {
    const r = record(6);
    const result = solveCards(r.deal, { trump: r.trump, leader: r.leader });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(new Map(result.value.map((c) => [c.card, c.tricks]))).toEqual(r.leads);
  }, 30_000);

  test('the full table of deal 6 matches DDS, all 20 entries', () => {
    const r = record(6);
    const table = ddTable(r.deal);
    expect(table.ok && table.value).toEqual(r.table);
  }, 60_000);

  test.each(records.map((r, i) => [i, r] as const))('par score of deal %i from its reference table', (_i, r) => {
    const p = par(r.table, r.vulnerability);
    expect(p.ok && p.value.score).toBe(r.parNs);
  });
});
