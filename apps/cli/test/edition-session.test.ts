// The session's edition of the Laws at the command line: `ruling add`, `ruling questions` and `case run --to-session`.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { lawInEdition } from '@bridge-laws/table';
import { cli } from './helpers.js';
import { MI_CASE as MI, sessionFile } from './session-setup.js';

const ruling = (path: string, ...more: string[]) =>
  cli('ruling', 'add', path, '--board', '1', '--table', '2', '--ground', 'law-directs', '--assigned', '3H E 9', '--at', '2025-05-01T21:10:00Z', '--json', ...more);

describe('bridge-laws ruling under the session\u2019s edition', () => {
  test('2007 26A2: in a 2007 session --law takes the 2007 number, recorded with its year', async () => {
    const path = await sessionFile({ edition: '2007' });
    const r = await ruling(path, '--law', '26A2');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).laws).toContain('2007 26A2');
    // 26A2 is no 2017 number: a 2017 session refuses it, naming the field.
    const now = await ruling(await sessionFile({}), '--law', '26A2');
    expect(now.code).toBe(1);
    expect(now.stderr).toMatch(/laws: "26A2" is not a reference of the 2017 Laws/);
  });

  test('--edition other than the session\u2019s own is refused before anything is written; an unknown one is a usage error', async () => {
    const path = await sessionFile({ edition: '2007' });
    const before = await readFile(path, 'utf8');
    const other = await ruling(path, '--edition', '2017');
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/the session is ruled under the 2007 Laws, not the 2017 Laws/);
    const unknown = await ruling(path, '--edition', '1997');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--edition 1997: not an edition of the Laws \(known: 2017, 2007\)/);
    expect(await readFile(path, 'utf8')).toBe(before);
    expect((await ruling(path, '--edition', '2007')).code).toBe(0);
  });

  test('a session file naming an unknown edition is refused, naming the field', async () => {
    const r = await ruling(await sessionFile({ edition: '1997' }));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/edition: must be an edition of the Laws: 2017 or 2007/);
  });

  test('ruling questions --edition 2007 names each question\u2019s law in the 2007 numbers', async () => {
    const now = JSON.parse((await cli('ruling', 'questions', 'ui-from-partner', '--json')).stdout) as { law: string }[];
    const old = JSON.parse((await cli('ruling', 'questions', 'ui-from-partner', '--json', '--edition', '2007')).stdout) as { law: string }[];
    expect(old.map((q) => q.law)).toEqual(now.map((q) => lawInEdition(q.law, '2007')));
    // At least one of the workflow's laws has another number in the 2007 text.
    expect(old.map((q) => q.law)).not.toEqual(now.map((q) => q.law));
  });
});

describe('bridge-laws case run --to-session under the session\u2019s edition', () => {
  test('a case ruled under 2017 is not recorded into a 2007 session; --edition must agree with the session', async () => {
    const path = await sessionFile({ edition: '2007' });
    const before = await readFile(path, 'utf8');
    const r = await cli('case', 'run', MI, '--to-session', path, '--table', '1');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the case was ruled under the 2017 Laws, the session under the 2007 Laws \(run it with --edition 2007\)/);
    const flag = await cli('case', 'run', MI, '--to-session', path, '--table', '1', '--edition', '2017');
    expect(flag.code).toBe(1);
    expect(flag.stderr).toMatch(/the session is ruled under the 2007 Laws, not the 2017 Laws/);
    expect(await readFile(path, 'utf8')).toBe(before);
  });
});
