import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

describe('bridge-laws board (Law 2)', () => {
  test('2: board 6 is dealt by East with East-West vulnerable', async () => {
    const r = await cli('board', '6', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ board: 6, dealer: 'E', vulnerable: 'EW' });
  });

  test('2: the cycle repeats after 16 boards, for very large numbers too', async () => {
    const a = JSON.parse((await cli('board', '4', '--json')).stdout);
    const b = JSON.parse((await cli('board', String(4 + 16 * 1000), '--json')).stdout);
    expect({ ...b, board: 4 }).toEqual(a);
    expect(a).toEqual({ board: 4, dealer: 'W', vulnerable: 'All' });
  });

  test('text output names dealer and vulnerability', async () => {
    expect((await cli('board', '1')).stdout).toBe('Board 1: dealer N, vulnerable None');
  });

  test.each([['0'], ['-3'], ['1.5'], ['x']])('board %s is a usage error (exit 2, one line)', async (n) => {
    const r = await cli('board', n, '--json');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^bridge-laws board: /);
  });

  test('unknown flag is a usage error', async () => {
    const r = await cli('board', '1', '--colour');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--colour/);
  });
});

describe('bridge-laws runner', () => {
  test('--help lists every command and exits 0', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    for (const name of ['board', 'deal', 'demo']) expect(r.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
  });

  test('every command answers --help', async () => {
    for (const name of ['board', 'deal', 'demo']) {
      const r = await cli(name, '--help');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: bridge-laws /);
    }
  });

  test('an unknown command exits 2', async () => {
    const r = await cli('shuffle');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('bridge-laws: unknown command "shuffle" (see bridge-laws --help)');
  });
});
