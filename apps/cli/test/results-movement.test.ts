// `bridge-laws results` reads a pairs file's movement from its pairs' numbers and seats when --movement is not given (Law 8A).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const tmp = (name: string, text: string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'movement-')), name);
  writeFileSync(file, text);
  return file;
};

interface Standing {
  readonly rank: string;
  readonly pair: string;
  readonly direction: string | null;
  readonly total: number;
}

describe('bridge-laws results — the movement read from the file (Law 8A)', () => {
  test('8A: a Ruter barometer (real file) is read as a Howell without --movement, nothing said on stderr', async () => {
    const r = await cli('results', join(import.meta.dirname, 'fixtures', 'results-ruter-2016-02-10.pbn'), '--json');
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect((JSON.parse(r.stdout) as { standings: Standing[] }).standings.every((s) => s.direction === null)).toBe(true);
  });

  test('8A: an arrow-switched Mitchell marked in the file is ranked as one field (the hand-worked figures)', async () => {
    const csv = ['board,ns,ew,contract,declarer,tricks,switched', '1,1,1,4S,N,10,', '2,2,2,4S,N,9,', '3,3,3,4S,N,10,', '2,1,3,2S,N,8,', '3,2,1,4S,N,10,', '1,3,2,4S,N,11,', '3,2,1,4S,N,8,yes', '1,3,2,3NT,N,9,yes', '2,1,3,3S,N,9,yes'].join('\n');
    const r = await cli('results', tmp('arrow.csv', csv), '--json');
    expect(r.code).toBe(0);
    const standings = (JSON.parse(r.stdout) as { standings: Standing[] }).standings;
    expect(standings.map((s) => [s.rank, `${s.direction}${s.pair}`, s.total]).sort()).toEqual([['1', 'NS1', 8], ['2=', 'EW1', 7], ['2=', 'NS2', 7], ['2=', 'NS3', 7], ['5', 'EW2', 4], ['6', 'EW3', 3]]);
  });

  test('8A: a file that cannot show its movement is refused, naming what it shows and the movements to choose from', async () => {
    const csv = 'board,ns,ew,contract,declarer,tricks\n1,1,11,4S,S,10\n1,2,12,4S,S,11';
    const r = await cli('results', tmp('one-board.csv', csv));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('the file does not show its movement (the pairs fall into 2 groups that never met: too few rounds to tell one field from two): give --movement howell or mitchell (Law 8A)');
    const chosen = await cli('results', tmp('one-board.csv', csv), '--movement', 'mitchell');
    expect([chosen.code, chosen.stderr]).toEqual([0, '']);
  });
});
