import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const SESSION = {
  format: 'bridge-laws-session', version: 1,
  event: { name: 'Club pairs', kind: 'pairs', scoring: 'matchpoints', movement: 'howell' },
  regulation: 'wbf', scoresOfficialAt: '2025-05-01T21:30:00Z',
  boards: [{ board: 1 }, { board: 2 }],
  results: [
    { board: 1, table: '1', ns: '1', ew: '2', contract: '4H', declarer: 'E', tricks: 10 },
    { board: 1, table: '2', ns: '3', ew: '4', contract: '3H', declarer: 'E', tricks: 10 },
    { board: 1, table: '3', ns: '5', ew: '6', contract: '2S', declarer: 'S', tricks: 8 },
    { board: 2, table: '1', ns: '1', ew: '2', contract: '3NT', declarer: 'N', tricks: 10 },
    { board: 2, table: '2', ns: '3', ew: '4', contract: '3NT', declarer: 'N', tricks: 9 },
    { board: 2, table: '3', ns: '5', ew: '6', contract: '3NT', declarer: 'N', tricks: 9 },
  ],
  rulings: [], appeals: [],
};

async function sessionFile(): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'bl-session-')), 'session.json');
  await writeFile(path, JSON.stringify(SESSION));
  return path;
}

const UI = ['--workflow', 'ui-from-partner', '--fact', 'unauthorized-information=true', '--fact', 'demonstrably-suggested=true', '--fact', 'logical-alternatives=P,3H', '--fact', 'damaged=true', '--fact', 'self-inflicted=false'];

type Standing = { item: { pair: string; total: number; percent: number }; label: string };
const standings = (json: string): Record<string, [number, number, string]> =>
  Object.fromEntries((JSON.parse(json).results.standings as Standing[]).map((s) => [s.item.pair, [s.item.total, s.item.percent, s.label]]));

describe('bridge-laws ruling (Laws 12, 16)', () => {
  test('16B3: adds a weighted UI ruling to the session file and lists it', async () => {
    const path = await sessionFile();
    const r = await cli('ruling', 'add', path, '--board', '1', '--table', '1', ...UI, '--weighted', '3H E 10 0.6; 2S S 6 0.4', '--at', '2025-05-01T21:10:00Z', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ id: 'r1', board: 1, table: '1', laws: expect.arrayContaining(['16B3', '12C1(c)']) });
    const stored = JSON.parse(await readFile(path, 'utf8'));
    expect(stored.rulings).toHaveLength(1);
    const list = await cli('ruling', 'list', path);
    expect(list.stdout).toMatch(/^r1 {2}board 1 table 1 {2}Laws 16B1\(a\), 16B3.*adjusted: NS 3H E 10 ×0\.6 \+ 2S S 6 ×0\.4/);
  });

  test('16B1: a missing answer stops with the question to ask, and nothing is written', async () => {
    const path = await sessionFile();
    const r = await cli('ruling', 'add', path, '--board', '1', '--table', '1', '--workflow', 'ui-from-partner', '--fact', 'unauthorized-information=true');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/must answer "demonstrably-suggested".*\(Law 16B1\(a\)\)/);
    expect(JSON.parse(await readFile(path, 'utf8')).rulings).toEqual([]);
  });

  test('12C1(c): weights that do not sum to one are a usage error naming the law', async () => {
    const path = await sessionFile();
    const r = await cli('ruling', 'add', path, '--board', '1', '--table', '1', ...UI, '--weighted', '3H E 10 0.6; 2S S 6 0.3');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/sum to one.*Law 12C1\(c\)/);
  });

  test('questions lists a workflow\'s questions in order', async () => {
    const r = await cli('ruling', 'questions', 'misinformation');
    expect(r.stdout.split('\n')[0]).toMatch(/^1\. agreement-was \(Law 75D, agreement\)/);
  });

  test('a broken session file is a failure naming the field', async () => {
    const path = await sessionFile();
    await writeFile(path, JSON.stringify({ ...SESSION, results: [{ ...SESSION.results[0], tricks: 14 }] }));
    const r = await cli('ruling', 'list', path);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/results\[0\]\.tricks: tricks are 0 to 13/);
  });
});

describe('bridge-laws appeal (Laws 92–93)', () => {
  test('93B3: a committee decision changes the standings exactly as computed by hand', async () => {
    const path = await sessionFile();
    await cli('ruling', 'add', path, '--board', '1', '--table', '1', ...UI, '--weighted', '3H E 10 0.6; 2S S 6 0.4', '--at', '2025-05-01T21:10:00Z');
    const before = await cli('appeal', 'status', path, '--json');
    expect(standings(before.stdout)).toMatchObject({ 4: [6.4, 80, '1'], 1: [5.4, 67.5, '2'], 2: [2.6, 32.5, '5'] });

    const filed = await cli('appeal', 'file', path, '--ruling', 'r1', '--contestant', '2', '--by', 'W', '--issue', 'judgment:2S was not likely', '--at', '2025-05-01T21:45:00Z');
    expect(filed.stdout).toMatch(/^a1 {2}ruling r1 .* EW by W {2}awaiting-concurrence/);
    const early = await cli('appeal', 'decide', path, '--appeal', 'a1', '--body', 'committee', '--outcome', 'upheld', '--merit', 'yes');
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/Law 92D1/);
    expect((await cli('appeal', 'concur', path, '--appeal', 'a1', '--by', 'E')).code).toBe(0);
    const law = await cli('appeal', 'decide', path, '--appeal', 'a1', '--body', 'committee', '--outcome', 'changed', '--grounds', 'law', '--assigned', '3H E 10', '--merit', 'yes');
    expect(law.stderr).toMatch(/may not overrule .* \(Law 93B3\)/);
    const d = await cli('appeal', 'decide', path, '--appeal', 'a1', '--body', 'committee', '--outcome', 'changed', '--grounds', 'judgment', '--assigned', '3H E 10', '--merit', 'yes', '--json');
    expect(d.code).toBe(0);
    expect(JSON.parse(d.stdout)).toMatchObject({ status: 'decided', decision: { outcome: 'changed', by: 'committee' } });

    const after = await cli('appeal', 'status', path, '--json');
    expect(standings(after.stdout)).toEqual({ 4: [6, 75, '1'], 1: [5, 62.5, '2='], 5: [5, 62.5, '2='], 2: [3, 37.5, '4='], 6: [3, 37.5, '4='], 3: [2, 25, '6'] });
    const text = await cli('appeal', 'status', path);
    expect(text.stdout).toMatch(/a1 .* decided {2}changed by the committee/);
    expect(text.stdout).toMatch(/2= {2}1 +5 {2}62\.50%/);
  });

  test('92B: a late appeal and 92A: a pair from another table are refused', async () => {
    const path = await sessionFile();
    await cli('ruling', 'add', path, '--board', '1', '--table', '1', ...UI, '--assigned', '3H E 10', '--at', '2025-05-01T21:10:00Z');
    const late = await cli('appeal', 'file', path, '--ruling', 'r1', '--contestant', '2', '--by', 'W', '--issue', 'judgment', '--at', '2025-05-01T22:30:00Z');
    expect(late.code).toBe(1);
    expect(late.stderr).toMatch(/appeal period of 30 minutes ended at 2025-05-01T22:00:00.000Z.*\(Law 92B\)/);
    const other = await cli('appeal', 'file', path, '--ruling', 'r1', '--contestant', '4', '--by', 'E', '--issue', 'judgment', '--at', '2025-05-01T21:40:00Z');
    expect(other.stderr).toMatch(/\(Law 92A\)/);
  });

  test('bad arguments exit 2', async () => {
    const path = await sessionFile();
    expect((await cli('appeal', 'file', path, '--ruling', 'r1', '--contestant', '2', '--by', 'X', '--issue', 'law')).code).toBe(2);
    expect((await cli('appeal', 'nonsense', path)).code).toBe(2);
    expect((await cli('ruling', 'add', path, '--board', '0', '--table', '1')).code).toBe(2);
  });
});

describe('the regulation a session is ruled and appealed under', () => {
  async function withRegulation(id: string): Promise<string> {
    const path = join(await mkdtemp(join(tmpdir(), 'bl-reg-')), 'session.json');
    await writeFile(path, JSON.stringify({ ...SESSION, regulation: id }));
    return path;
  }
  const ruling = (path: string, ...more: string[]) =>
    cli('ruling', 'add', path, '--board', '1', '--table', '1', '--ground', 'law-directs', '--assigned', '4H E 9', '--at', '2025-05-01T21:10:00Z', ...more);

  test('92B: a PZBS session is ruled and its appeal filed under the PZBS regulation', async () => {
    const path = await withRegulation('pzbs');
    expect((await ruling(path, '--regulation', 'pzbs')).code).toBe(0);
    const filed = await cli('appeal', 'file', path, '--ruling', 'r1', '--contestant', '2', '--by', 'W', '--issue', 'judgment:x', '--at', '2025-05-01T21:20:00Z', '--regulation', 'pzbs');
    expect(filed.code).toBe(0);
    expect((await cli('appeal', 'status', path)).code).toBe(0);
  });

  test('a session under a regulation this command line does not know is refused before anything is written', async () => {
    const path = await withRegulation('atlantis');
    const before = await readFile(path, 'utf8');
    const r = await ruling(path);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/regulation: unknown regulation "atlantis" \(known: wbf, pzbs, ebu\)/);
    expect(await readFile(path, 'utf8')).toBe(before);
  });

  test('--regulation other than the session\u2019s own is refused (exit 1); an unknown id is a usage error (exit 2)', async () => {
    const path = await withRegulation('wbf');
    const other = await ruling(path, '--regulation', 'pzbs');
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/the session is run under regulation "wbf", not "pzbs"/);
    const unknown = await cli('appeal', 'status', path, '--regulation', 'nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--regulation nope: unknown \(known: wbf, pzbs, ebu\)/);
  });
});
