import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCase, runCase } from '@bridge-laws/table';
import type { CaseRun } from '@bridge-laws/table';

// 4S by South: East revokes at trick 2 (established by play) and at trick 10, in the trick before declarer claims the
// last two tricks and West agrees; the second revoke is still unestablished when the claim is made.
const file = join(import.meta.dirname, '..', 'cases', 'public', 'claims', 'law63a4-established-agreement-establishes-opponents-revoke.case.yaml');
const text = readFileSync(file, 'utf8');
const agreed = text.slice(0, text.indexOf('  - milestone: next-board-call'));

function run(ending: string): CaseRun {
  const c = parseCase(`${agreed}${ending}`, 'test');
  if (!c.ok) throw new Error(c.error);
  return runCase(c.value);
}

describe('Law 63A4 — an opponent\'s agreed claim establishes the revoke', () => {
  test('63A4: once the agreement stands (the round ends with no objection) the offending side\'s revoke is established', () => {
    const r = run(`  - milestone: round-end
  - expect: {revokes: [{seat: E, trick: 2, established: true}, {seat: E, trick: 10, established: true}], laws: ["63A4"]}
`);
    expect(r.failure).toBeNull();
  });

  test('63A4: before the next board\'s call or the end of the round the agreement has not established it', () => {
    const r = run(`  - milestone: correction-period-end
  - expect: {revokes: [{seat: E, trick: 2, established: true}, {seat: E, trick: 10, established: false}]}
`);
    expect(r.failure).toBeNull();
    expect(r.report.laws).not.toContain('63A4');
  });
});
