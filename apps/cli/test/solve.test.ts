import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

// Each hand holds one whole suit: whoever holds trumps (or is on lead at notrump) takes every trick.
const SUITED = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

describe('bridge-laws solve', () => {
  test('--table --json prints exactly the tricks of each declarer in each denomination', async () => {
    const r = await cli('solve', SUITED, '--table', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      N: { C: 0, D: 13, H: 0, S: 13, NT: 0 },
      E: { C: 13, D: 0, H: 13, S: 0, NT: 0 },
      S: { C: 0, D: 13, H: 0, S: 13, NT: 0 },
      W: { C: 13, D: 0, H: 13, S: 0, NT: 0 },
    });
    expect(r.stdout).toMatch(/^\{"N":\{"C":0,"D":13,"H":0,"S":13,"NT":0\},"E":/);
  });

  test('--par: North-South bid the grand slam in spades over East-West hearts', async () => {
    const r = await cli('solve', SUITED, '--par', '--vul', 'NS');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').at(-1)).toBe('Par (NS vulnerable): NS 2210: 7S by N/S');
  });

  test('one solve with the value of every lead', async () => {
    const r = await cli('solve', SUITED, '--trump', 'NT', '--leader', 'E', '--cards', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { solve: { tricks: number; side: string }; cards: { card: string; tricks: number }[] };
    expect(j.solve).toMatchObject({ tricks: 13, side: 'EW' });
    expect(j.cards).toHaveLength(13);
    expect(j.cards.every((c) => c.card.startsWith('H') && c.tricks === 13)).toBe(true);
  });

  test('a bad deal is an error naming the hand; a bad option is a usage error', async () => {
    const bad = await cli('solve', 'N:AKQ');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/deal: N's hand "AKQ"/);
    const opt = await cli('solve', SUITED, '--trump', 'Z');
    expect(opt.code).toBe(2);
    expect(opt.stderr).toMatch(/--trump/);
    expect((await cli('solve')).code).toBe(2);
  });
});
