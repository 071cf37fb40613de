import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { checkCaseText, claimCaseText, formatClaimCase } from '@bridge-laws/table';

const claims = join(import.meta.dirname, '..', '..', 'claims', 'cases');
const read = (name: string) => readFileSync(join(claims, name), 'utf8');

function must<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

// The trump case with West agreeing, then withdrawing the agreement (Law 69B) instead of disputing.
const withdrawn = (tail: string) => read('claim-trump-can-be-lost.case.yaml')
  .replace(/id: .*/, 'id: claim-agreement-withdrawn')
  .replace(/ {2}- \{by: W, dispute: true\}\n {2}- expect: .*\n/, '')
  .concat('  - {by: W, agree: true}\n  - {by: W, dispute: true}\n', tail);

describe('Laws 68–71 — a case file run to its claim', () => {
  test('70: the ruling is the claims chapter\'s adjudication, read from the same run as case check', () => {
    const text = read('claim-unstated-finesse.case.yaml');
    const c = must(claimCaseText(text, 'unstated.case.yaml'));
    const run = checkCaseText(text, 'unstated.case.yaml').run;
    expect(c.report).toEqual(run?.report);
    expect(c.adjudication).toMatchObject({ side: 'NS', awarded: 2, tricks: { NS: 11, EW: 2 } });
    expect(c.expectations.length).toBeGreaterThan(0);
    expect(c.failure).toBeNull();
    expect(formatClaimCase(c)).toMatch(/^Case claim-unstated-finesse: 3NT by S\n/);
  });

  test('69B2: a withdrawn agreement asks probably-won; the director\'s answer gives the trick back', () => {
    const asked = must(claimCaseText(withdrawn('  - expect: {phase: ended, tricks: {NS: 13, EW: 0}, pending: {by: director, questions: [probably-won]}, laws: ["69B"]}\n'), 'w.case.yaml'));
    expect(asked.failure).toBeNull();
    expect(asked.withdrawal).toMatchObject({ doubtful: 1, fact: 'probably-won' });
    const answered = must(claimCaseText(withdrawn('  - facts: {probably-won: 1}\n  - expect: {phase: ended, tricks: {NS: 12, EW: 1}, pending: null, laws: ["69B2"]}\n'), 'w.case.yaml'));
    expect(answered.failure).toBeNull();
    expect(answered.withdrawal).toMatchObject({ restored: 1 });
  });

  test('69B2: a finding out of range is refused as case run refuses it, naming the finding', () => {
    const text = withdrawn('  - facts: {probably-won: 3}\n');
    const r = claimCaseText(text, 'w.case.yaml');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toBe(`w.case.yaml: ${checkCaseText(text, 'w.case.yaml').run?.stopped ?? ''}`);
    expect(!r.ok && r.error).toMatch(/event \d+ was refused \(invalid-event\): .*probably-won/);
  });

  test('a malformed file is refused with the reader\'s message, and a case without a claim has nothing to rule on', () => {
    expect(claimCaseText('id: Bad Id\nevents: []\n', 'bad.case.yaml')).toEqual({ ok: false, error: checkCaseText('id: Bad Id\nevents: []\n', 'bad.case.yaml').failure });
    expect(claimCaseText(`id: deep\nevents: ${'['.repeat(5000)}\n`, 'deep.case.yaml')).toMatchObject({ ok: false, error: expect.stringMatching(/^deep\.case\.yaml:2:\d+: nested more than 64 levels/) });
    expect(claimCaseText('id: auction-only\nevents:\n  - {by: N, call: 1S}\n', 'a.case.yaml')).toEqual({ ok: false, error: 'a.case.yaml: nothing to rule on: the case has no claim or concession (Law 68)' });
  });

  test('any text, over the whole byte range: claim and case run agree — a refusal is the runner\'s, never a throw (property)', () => {
    const claimed = read('claim-agreed-top-tricks.case.yaml');
    const anyText = fc.oneof(
      fc.uint8Array({ maxLength: 1500 }).map((b) => String.fromCharCode(...b)),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.tuple(fc.nat({ max: claimed.length }), fc.string({ unit: 'binary', maxLength: 20 })).map(([i, junk]) => claimed.slice(0, i) + junk + claimed.slice(i)),
    );
    fc.assert(fc.property(anyText, (text) => {
      const r = claimCaseText(text, 'any.case.yaml');
      const checked = checkCaseText(text, 'any.case.yaml');
      if (checked.run === null) return !r.ok && r.error === checked.failure;
      if (checked.run.stopped !== null) return !r.ok && r.error === `any.case.yaml: ${checked.run.stopped}`;
      return r.ok ? r.value.report.phase === checked.run.report.phase : r.error.endsWith('nothing to rule on: the case has no claim or concession (Law 68)');
    }), { numRuns: 150 });
  });
});
