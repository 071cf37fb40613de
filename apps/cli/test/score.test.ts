import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const tmp = (name: string, text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'score-')), name);
  writeFileSync(path, text);
  return path;
};

describe('bridge-laws score (Law 77)', () => {
  test('77: prints North-South\'s score as a bare integer', async () => {
    expect(await cli('score', '4HX', 'S', '10', '--vul', 'NS')).toEqual({ code: 0, stdout: '790', stderr: '' });
    expect((await cli('score', '3NT', 'E', '8', '--vul', 'None')).stdout).toBe('50');
    expect((await cli('score', '6SXX', 'W', '12', '--vul', 'All')).stdout).toBe('-2070');
  });

  test('77: --json prints {"ns": n}', async () => {
    const r = await cli('score', '4S', 'N', '10', '--vul', 'None', '--json');
    expect(JSON.parse(r.stdout)).toEqual({ ns: 420 });
  });

  test('77: the result as a scorer writes it: =, +1, -2 (a bare -2 is not taken for a flag)', async () => {
    expect((await cli('score', '4HX', 'S', '=', '--vul', 'NS')).stdout).toBe('790');
    expect((await cli('score', '3NT', 'N', '-2', '--vul', 'None')).stdout).toBe('-100');
    expect((await cli('score', '3NT', 'N', '+1', '--vul', 'None')).stdout).toBe('430');
    expect((await cli('score', '4HX S =', '--vul', 'NS')).stdout).toBe('790');
  });

  test('77: redoubled written XX or R', async () => {
    expect((await cli('score', '4HXX', 'S', '=', '--vul', 'None')).stdout).toBe('880');
    expect((await cli('score', '4HR', 'S', '=', '--vul', 'None')).stdout).toBe('880');
    expect((await cli('score', '1Sr', 'W', '-1', '--vul', 'All')).stdout).toBe('400');
  });

  test('2: --board gives the vulnerability (board 7: All, board 2: NS, board 16: EW)', async () => {
    expect((await cli('score', '4HX', 'S', '=', '--board', '7')).stdout).toBe('790');
    expect((await cli('score', '3NT', 'E', '-2', '--board', '2')).stdout).toBe('100');
    expect((await cli('score', '3NT', 'E', '-2', '--board', '16')).stdout).toBe('200');
    expect((await cli('score', '3NT', 'E', '-2', '--board', '7', '--vul', 'both')).stdout).toBe('200');
  });

  test.each([['Both', '200'], ['all', '200'], ['ns', '100'], ['N-S', '100'], ['ew', '200'], ['None', '100'], ['love', '100'], ['-', '100']])(
    '2: --vul %s is accepted (East vulnerable or not)', async (vul, score) => {
      expect((await cli('score', '3NT', 'E', '-2', '--vul', vul)).stdout).toBe(score);
    },
  );

  test('22B: a passed-out board scores 0', async () => {
    expect((await cli('score', 'P')).stdout).toBe('0');
    expect((await cli('score', 'passed-out', '--vul', 'All', '--json')).stdout).toBe('{"ns":0}');
  });

  test.each([
    [['4H', 'S', '14', '--vul', 'NS'], /tricks/],
    [['8H', 'S', '10', '--vul', 'NS'], /contract/],
    [['4H', 'S', '10', '--vul', 'Red'], /--vul must be None, NS, EW or All/],
    [['4H', 'S', '=', '--board', '0'], /--board must be a whole number/],
    [['4H', 'S', '=', '--board', '2', '--vul', 'EW'], /--vul EW disagrees with --board 2, which is vulnerable NS \(Law 2\)/],
    [['4H', 'S', '+4', '--vul', 'NS'], /result: \+4 on 4H means 14 tricks/],
    [['4H', 'S', '*', '--vul', 'NS'], /tricks: tricks must be a whole number/],
    [['4HXXX', 'S', '=', '--vul', 'NS'], /contract: "4HXXX" is not a contract/],
    [['4H', 'S', '10'], /vul/],
    [['4H', 'Q', '10', '--vul', 'NS'], /declarer/],
  ])('bad arguments %j are a usage error (exit 2)', async (args, message) => {
    const r = await cli('score', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^bridge-laws score: /);
    expect(r.stderr).toMatch(message);
  });

  test('77: --csv appends score_ns to every row', async () => {
    const file = tmp('batch.csv', 'contract,declarer,vulnerable,tricks\n4HX,S,NS,10\npassed-out,,None,\n1C,S,None,0\n');
    const r = await cli('score', '--csv', file);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('contract,declarer,vulnerable,tricks,score_ns\n4HX,S,NS,10,790\npassed-out,,None,,0\n1C,S,None,0,-350');
  });

  test('--csv with a bad row exits 1 naming the file and line', async () => {
    const file = tmp('bad.csv', 'contract,declarer,vulnerable,tricks\n4H,S,NS,14\n');
    const r = await cli('score', '--csv', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`${file}: line 2: tricks: tricks must be a whole number from 0 to 13 (a deal has 13 tricks, Law 77), got "14"`);
  });
});

describe('bridge-laws results (Laws 78, 12C)', () => {
  const travellers = ['board,ns,ew,contract,declarer,tricks,result', '1,1,2,4S,N,10,', '1,3,4,4S,N,,-1', '2,1,4,3NT,S,9,', '2,3,2,A+,,,'].join('\n');

  test('78A: text output lists each board and the ranking', async () => {
    const r = await cli('results', tmp('t.csv', travellers));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Board 1 \(top 2\)/);
    expect(r.stdout).toMatch(/^Ranking$/m);
  });

  test('78A: --json gives per-line matchpoints and standings', async () => {
    // Pairs 1 and 3 kept North-South and met only 2 and 4: read from the seats, a Mitchell (Law 8A); scored here as a Howell.
    const r = await cli('results', tmp('t.csv', travellers), '--json', '--movement', 'howell');
    const json = JSON.parse(r.stdout);
    expect(json.boards[0].lines.map((l: { nsResult: number }) => l.nsResult)).toEqual([2, 0]);
    // 12C2(c): pair 2 (EW, at fault) scored 0% on its other board, so it keeps 0% instead of 40%.
    expect(json.boards[1].lines[1]).toMatchObject({ nsPercent: 60, ewPercent: 0 });
    expect(json.standings[0]).toMatchObject({ rank: '1=', pair: '1', percent: 75 });
    // Without --movement the file's seats decide: North-South and East-West ranked apart, each with its own winner.
    const read = JSON.parse((await cli('results', tmp('t.csv', travellers), '--json')).stdout) as { standings: { rank: string; direction: string }[] };
    expect(read.standings.filter((s) => s.rank.startsWith('1')).map((s) => s.direction).sort()).toEqual(['EW', 'NS']);
  });

  test('--format pbn prints ScoreTable and TotalScoreTable', async () => {
    const r = await cli('results', tmp('t.csv', travellers), '--format', 'pbn');
    expect(r.stdout).toMatch(/\[TotalScoreTable "/);
    expect(r.stdout).toMatch(/\[ScoreTable "/);
  });

  test('an impossible line exits 1 naming file, line and board', async () => {
    const file = tmp('bad.csv', 'board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,10\n3,3,4,4S,N,14\n');
    const r = await cli('results', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^${file.replace(/[.\\/]/g, '\\$&')}: line 3, board 3: tricks`));
  });

  test('a bad option is a usage error', async () => {
    const r = await cli('results', 'x.csv', '--scoring', 'aggregate');
    expect(r.code).toBe(2);
  });
});
