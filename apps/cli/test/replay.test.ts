import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { cli } from './helpers.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

describe('bridge-laws replay', () => {
  test('a clean BBO record replays with no irregularity and the recorded result', async () => {
    const r = await cli('replay', fixture('sample.lin'));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('1 boards, 1 replayed, 0 irregularities, 0 result mismatches');
  });

  test('records that contradict themselves are result mismatches, never irregularities', async () => {
    const r = await cli('replay', fixture('shared_deals.pbn'));
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      // The fourth Play row is rotated by two seats: North cannot have played C6 there.
      expect.stringMatching(/board 62 \(game 1\): event 20 \(C6 by N\) impossible: N does not hold C6/),
      // The Auction section starts with South although the calls are West's: the auction gives another declarer.
      expect.stringMatching(/board 7 \(game 3\): declarer: recorded W, but the recorded auction makes S declarer/),
      expect.stringMatching(/board 7 \(game 4\): declarer: recorded W, but the recorded auction makes S declarer/),
      '4 boards, 4 replayed, 0 irregularities, 3 result mismatches',
    ]);
  });

  test('--json gives the counts', async () => {
    const r = await cli('replay', fixture('sample.lin'), '--json');
    const j = JSON.parse(r.stdout) as { boards: number; replayed: number; irregularities: number; mismatches: number };
    expect([j.boards, j.replayed, j.irregularities, j.mismatches]).toEqual([1, 1, 0, 0]);
  });

  test('an unreadable file is reported and exits 1; no file is a usage error', async () => {
    const r = await cli('replay', fixture('missing.pbn'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/missing.pbn: cannot read the file/);
    expect((await cli('replay')).code).toBe(2);
  });
});
