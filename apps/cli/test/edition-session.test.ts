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
    expect(old.map((q) => q.law)).toEqual(now.map((q) => `2007 ${lawInEdition(q.law, '2007')}`));
    // 2017's 72C was 2007's Law 23.
    const aware = JSON.parse((await cli('ruling', 'questions', 'awareness-of-damage', '--json', '--edition', '2007')).stdout) as { law: string }[];
    expect(aware[0]?.law).toBe('2007 23');
  });

  const WITHDRAWN = ['--workflow', 'withdrawn-action', '--fact', 'demonstrably-suggested=true', '--fact', 'logical-alternatives=P', '--fact', 'damaged=true', '--fact', 'self-inflicted=false'];
  const workflowRuling = (path: string, ...more: string[]) =>
    cli('ruling', 'add', path, '--board', '1', '--table', '2', '--assigned', '3H E 9', '--at', '2025-05-01T21:10:00Z', '--json', ...more);

  test('2007 16D2: ruling add --workflow in a 2007 session records the workflow\u2019s laws in the 2007 numbers', async () => {
    const old = await workflowRuling(await sessionFile({ edition: '2007' }), ...WITHDRAWN);
    expect(old.code).toBe(0);
    expect(JSON.parse(old.stdout).laws).toEqual(['2007 16D2', '2007 16A4', '2007 12C1(e)', '2007 12C1(a)']);
    const now = await workflowRuling(await sessionFile({}), ...WITHDRAWN);
    expect(now.code).toBe(0);
    expect(JSON.parse(now.stdout).laws).toEqual(['16C2', '16C3', '12C1(b)', '12C1(a)']);
  });

  test('2007 11A: a forfeiture workflow with an adjusted score is refused in a 2007 session, the law named in its 2007 number', async () => {
    const facts = ['--workflow', 'forfeiture', '--fact', 'acted-before-summons=true', '--fact', 'gained-through-ignorance=true'];
    const old = await workflowRuling(await sessionFile({ edition: '2007' }), ...facts);
    expect(old.code).toBe(1);
    expect(old.stderr).toMatch(/no adjusted score: the right to rectification is lost.*\(Law 2007 11A\)/);
    expect((await workflowRuling(await sessionFile({}), ...facts)).code).toBe(0);
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

  test('2007 21B3: a board ruled at a 2007 table goes into a 2007 session with the ruling\u2019s laws in the 2007 numbers', async () => {
    const old = await sessionFile({ edition: '2007' });
    expect((await cli('case', 'run', MI, '--to-session', old, '--table', '1', '--edition', '2007')).code).toBe(0);
    const now = await sessionFile({});
    expect((await cli('case', 'run', MI, '--to-session', now, '--table', '1')).code).toBe(0);
    const laws = async (path: string) => (JSON.parse(await readFile(path, 'utf8')) as { rulings: { laws: string[] }[] }).rulings[0]?.laws;
    expect(await laws(now)).toEqual(['21B3', '75B1', '75D3', '12C1(b)', '12C1(a)']);
    // 2017's 75D3 (how to adjust after misinformation) has no 2007 rule: the 2007 adjustment rests on 75B and 21B3.
    expect(await laws(old)).toEqual(['2007 21B3', '2007 75B', '2007 12C1(e)', '2007 12C1(a)']);
  });
});
