import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';
import { CLUB_SESSION, MI_CASE as MI, UI_CASE as UI, sessionFile } from './session-setup.js';

type Standing = { item: { pair: string; total: number } };
async function totals(path: string): Promise<Record<string, number>> {
  const r = await cli('appeal', 'status', path, '--json');
  expect(r.code).toBe(0);
  return Object.fromEntries((JSON.parse(r.stdout).results.standings as Standing[]).map((s) => [s.item.pair, s.item.total]));
}

describe('bridge-laws case run --to-session (Laws 12C, 16B, 75)', () => {
  test('75, 12C1(b): a misinformation ruling runs from the table events to the session ranking', async () => {
    const path = await sessionFile();
    const r = await cli('case', 'run', MI, '--to-session', path, '--table', '1', '--at', '2026-01-01T20:00:00Z');
    expect(r.code).toBe(0);
    const stored = JSON.parse(await readFile(path, 'utf8'));
    // The table result comes from the case, the ruling with its adjusted score from the director's findings.
    expect(stored.results[0]).toEqual({ board: 1, table: '1', ns: '1', ew: '2', contract: '4H', declarer: 'E', tricks: 10 });
    expect(stored.rulings).toHaveLength(1);
    expect(stored.rulings[0]).toMatchObject({ id: 'r1', board: 1, table: '1', workflow: 'misinformation', givenAt: '2026-01-01T20:00:00Z', facts: { 'agreement-was': 'differs', damaged: true } });
    expect(stored.rulings[0].scoreEffect.adjusted.NS).toEqual({ kind: 'assigned', results: [{ contract: '3H', declarer: 'E', tricks: 10, weight: 1 }] });
    // 3H E 10 (NS -170) ties table 2 instead of the bottom 4H E 10 (NS -420): two matchpoints a comparison, top 4.
    expect(await totals(path)).toEqual({ 1: 1, 2: 3, 3: 1, 4: 3, 5: 4, 6: 0 });
  });

  test('16B3, 12C1(c): an unauthorized-information ruling goes to the ranking as a weighted score', async () => {
    const path = await sessionFile();
    const r = await cli('case', 'run', UI, '--to-session', path, '--table', '1');
    expect(r.code).toBe(0);
    const stored = JSON.parse(await readFile(path, 'utf8'));
    expect(stored.rulings[0]).toMatchObject({ workflow: 'ui-from-partner', laws: expect.arrayContaining(['16B3', '12C1(c)']) });
    expect(stored.rulings[0].scoreEffect.adjusted.NS.results.map((x: { weight: number }) => x.weight)).toEqual([0.6, 0.4]);
    // Pair 1: 0.6 × (3H E 10, NS -170, ties table 2: 1) + 0.4 × (2S S 6, NS -100, beats table 2: 2) = 1.4.
    expect((await totals(path))['1']).toBeCloseTo(1.4, 6);
  });

  test('77: a session whose line already has another result is refused and left as it was', async () => {
    const other = { ...CLUB_SESSION, results: CLUB_SESSION.results.map((l, i) => (i === 0 ? { ...l, contract: '4S', declarer: 'S', tricks: 9 } : l)) };
    const path = await sessionFile(other);
    const r = await cli('case', 'run', MI, '--to-session', path, '--table', '1');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the session has 4S S 9, the table recorded 4H E 10/);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(other);
  });

  test('12C: a table the session does not have is refused; --to-session needs --table', async () => {
    const path = await sessionFile();
    const r = await cli('case', 'run', MI, '--to-session', path, '--table', '9');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no result line at table 9/);
    const u = await cli('case', 'run', MI, '--to-session', path);
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/--to-session and --table go together/);
  });
});
