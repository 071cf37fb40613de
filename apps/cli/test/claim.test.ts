import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const cases = join(import.meta.dirname, '..', '..', '..', 'packages', 'claims', 'cases');
const tableClaims = join(import.meta.dirname, '..', '..', '..', 'packages', 'table', 'cases', 'public', 'claims');
const dir = mkdtempSync(join(tmpdir(), 'claims-'));
const write = (name: string, content: string | Uint8Array): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** The same refusal from `case run` and `claim`, after each command's own prefix. */
async function sameRefusal(file: string): Promise<string> {
  const run = await cli('case', 'run', file);
  const claim = await cli('claim', file);
  expect(run.code).toBe(1);
  expect(claim.code).toBe(1);
  expect(claim.stdout).toBe('');
  const said = claim.stderr.replace(/^bridge-laws claim: /, '');
  expect(run.stderr.split('\n')).toContain(`bridge-laws case: ${said}`);
  return said;
}

describe('bridge-laws claim (Laws 68–71)', () => {
  test('70D1: an unstated finesse is not credited', async () => {
    const r = await cli('claim', join(cases, 'claim-unstated-finesse.case.yaml'), '--json');
    expect(r.code).toBe(0);
    const ruling = JSON.parse(r.stdout);
    expect(ruling.report.tricks).toEqual({ NS: 11, EW: 2 });
    expect(ruling.adjudication).toMatchObject({ side: 'NS', claimed: 4, awarded: 2 });
    expect(ruling.adjudication.reasons.map((x: { law: string }) => x.law)).toContain('70D1');
    expect(ruling.expectations.every((e: { passed: boolean }) => e.passed)).toBe(true);
  });

  test('70D1: the text names the claim, the ruling, its reasons with their laws, and the line', async () => {
    const r = await cli('claim', join(cases, 'claim-stated-finesse.case.yaml'));
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Case claim-stated-finesse: 3NT by S');
    expect(lines).toContain('Ruling (Law 70): NS is awarded 4 of 4 (claimed 4; double dummy 4).');
    expect(lines.some((l) => l.startsWith('  Law 70D1: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('  Line: S:D3 W:D4 N:DQ'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Tricks: NS 13, EW 0 \(ended\)\. Laws: 68A, 68B1, 68D, 68D2\(a\), 70, 70A, 70D1$/);
  });

  test('64A1: a revoke with an agreed claim is settled as case run settles it (the claimed tricks count)', async () => {
    const r = await cli('claim', join(tableClaims, 'law64a1-revoke-then-claim-agreed.case.yaml'), '--json');
    expect(r.code).toBe(0);
    const ruling = JSON.parse(r.stdout);
    expect(ruling.report).toMatchObject({ tricks: { NS: 7, EW: 6 }, transferred: { to: 'NS', tricks: 2 } });
    expect(ruling.concession).toMatchObject({ restored: 0, law: '71' });
    expect(ruling.laws).toEqual(expect.arrayContaining(['69A', '64A1', '64C1']));
  });

  test('68B2: a concession void by partner\'s objection has no ruling, and play went on', async () => {
    const r = await cli('claim', join(cases, 'concession-objected-by-partner.case.yaml'), '--json');
    expect(r.code).toBe(0);
    const ruling = JSON.parse(r.stdout);
    expect(ruling).toMatchObject({ claim: null, adjudication: null, report: { phase: 'ended', tricks: { NS: 0, EW: 13 } } });
    expect(ruling.laws).toContain('68B2');
  });

  test('an expectation that differs is printed and exits 1', async () => {
    const text = readFileSync(join(cases, 'claim-unstated-finesse.case.yaml'), 'utf8').replace('tricks: {NS: 11, EW: 2}', 'tricks: {NS: 13, EW: 0}');
    expect(text).toContain('NS: 13');
    const r = await cli('claim', write('differs.case.yaml', text));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/expect mismatch at event \d+: tricks: expected \{"NS":13,"EW":0\}, got \{"NS":11,"EW":2\}/);
  });

  test('a case with no claim or concession is refused: nothing to rule on', async () => {
    const file = write('no-claim.case.yaml', 'id: no-claim\nboard: 1\nevents:\n  - {by: N, call: 1S}\n');
    const r = await cli('claim', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`bridge-laws claim: ${file}: nothing to rule on: the case has no claim or concession (Law 68)`);
  });

  test('a file case run refuses, claim refuses with the same message: malformed, a refused event, no file', async () => {
    expect(await sameRefusal(write('bad-seat.case.yaml', 'id: bad-seat\nboard: 1\nevents:\n  - {by: Q, call: P}\n'))).toMatch(/event 0, field by: must be a seat/);
    expect(await sameRefusal(write('refused.case.yaml', 'id: refused\nboard: 1\nevents:\n  - {by: N, call: 9Z}\n'))).toMatch(/event 0 was refused \(unknown-call\)/);
    expect(await sameRefusal(join(dir, 'no-such.case.yaml'))).toMatch(/cannot read .*no-such\.case\.yaml: no such file/);
    expect(await sameRefusal(dir)).toMatch(/it is a directory/);
  });

  test('a deeply nested file is refused with its line and column, not a stack overflow', async () => {
    const deep = write('deep.case.yaml', `id: deep\nboard: 1\nevents: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`);
    const said = await sameRefusal(deep);
    expect(said).toMatch(/deep\.case\.yaml:3:\d+: nested more than 64 levels deep/);
    expect(said).not.toMatch(/call stack/i);
    const block = write('deep-block.case.yaml', `id: deep\nevents:\n${Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}- `).join('\n')}x\n`);
    expect(await sameRefusal(block)).toMatch(/nested more than 64 levels deep/);
  });

  test('a binary file is refused as not a text file, naming the byte', async () => {
    const said = await sameRefusal(write('binary.case.yaml', new Uint8Array([0x69, 0x64, 0x3a, 0x20, 0x00, 0x01, 0xff, 0xfe, 0x89, 0x50, 0x4e, 0x47])));
    expect(said).toMatch(/binary\.case\.yaml:1:5: not a text file: control character 0x00/);
  });

  test('usage errors exit 2', async () => {
    expect((await cli('claim')).code).toBe(2);
    expect((await cli('claim', 'a.case.yaml', 'b.case.yaml')).code).toBe(2);
    expect((await cli('claim', 'a.case.yaml', '--frobnicate')).code).toBe(2);
  });
});
