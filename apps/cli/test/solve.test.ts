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

  test('without --leader West leads, as the help says', async () => {
    const r = await cli('solve', SUITED);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('NT, W leads: EW take 13 tricks');
  });

  test('--table --json on a deal with one top hand: exact tricks per declarer and denomination', async () => {
    const deal = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';
    const r = await cli('solve', deal, '--table', '--json');
    const row = (c: number, d: number, h: number, s: number, nt: number) => ({ C: c, D: d, H: h, S: s, NT: nt });
    // West's fourth trump in clubs, diamonds or hearts always scores (North-South hold only three).
    expect(JSON.parse(r.stdout)).toEqual({ N: row(12, 12, 12, 13, 13), E: row(1, 1, 1, 0, 0), S: row(12, 12, 12, 13, 13), W: row(1, 1, 1, 0, 0) });
  }, 30_000);
});

// An end position with three cards each; North-South have won 6 tricks, East-West 4. At notrump
// with North on lead, the spade ace drops East's bare king (Law 44C) and the queen and the diamond
// ace follow; the diamond ace first fells West's king and comes to the same; the spade queen first
// loses to the king, and East cashes the heart ace.
const ENDING = 'N:AQ..A. K.A.2. 32..3. .KQ.K.';

describe('bridge-laws solve: end positions (Laws 44, 79A)', () => {
  test('44E: every legal card with the tricks it keeps and what it costs; final totals', async () => {
    const r = await cli('solve', ENDING, '--leader', 'N', '--won-ns', '6', '--won-ew', '4', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as {
      solve: { tricks: number; toPlay: string; side: string; tricksLeft: number };
      cards: { card: string; tricks: number; cost: number }[];
      final: { NS: number; EW: number };
    };
    expect(j.solve).toMatchObject({ tricks: 3, toPlay: 'N', side: 'NS', tricksLeft: 3 });
    expect(j.final).toEqual({ NS: 9, EW: 4 });
    expect(j.cards).toEqual([
      { card: 'SA', tricks: 3, cost: 0 },
      { card: 'DA', tricks: 3, cost: 0 },
      { card: 'SQ', tricks: 1, cost: 2 },
    ]);
  });

  test("79A: one side's tricks won is enough; text output names the costly cards", async () => {
    const r = await cli('solve', ENDING, '--leader', 'N', '--won-ew', '4');
    expect(r.code).toBe(0);
    const [head, cards] = r.stdout.split('\n');
    expect(head).toBe('NT, N leads: NS take 3 tricks of 3 left; final NS 9, EW 4');
    expect(cards).toBe('SA:3 DA:3 SQ:1 (costs 2)');
  });

  test('44B: a trick in progress: East to play after North led the spade ace', async () => {
    const r = await cli('solve', 'N:Q..A. K.A.2. 32..3. .KQ.K.', '--leader', 'N', '--trick', 'SA', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { solve: { toPlay: string; side: string; tricks: number }; cards: { card: string }[] };
    expect(j.solve).toMatchObject({ toPlay: 'E', side: 'EW', tricks: 0 });
    expect(j.cards.map((c) => c.card)).toEqual(['SK']); // Law 44C: East must follow
  });

  test.each([
    [['N:AQ..A. K.A.. 32..3. .KQ.K.', '--leader', 'N'], /^bridge-laws solve: deal: .*East holds 2 cards, expected 3/],
    [[ENDING, '--leader', 'N', '--trick', 'SX'], /^bridge-laws solve: --trick: "SX" is not a card/],
    [[ENDING, '--leader', 'N', '--won-ns', '11'], /^bridge-laws solve: --won-ns: 11 is more than the 10 tricks already played/],
    [[ENDING, '--leader', 'N', '--won-ns', '6', '--won-ew', '6'], /^bridge-laws solve: --won-ns\/--won-ew: tricksWon: NS 6 \+ EW 6 must equal the 10 tricks/],
    [[ENDING, '--par'], /^bridge-laws solve: deal: --table and --par need the whole deal/],
    [['N:AK.Q.. 2.3.4. 5.6.7.'], /^bridge-laws solve: deal: deal must list four hands/],
  ])('bad data %j exits 1 naming the field', async (args, message) => {
    const r = await cli('solve', ...args);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
  });

  test.each([
    [[ENDING, '--won-ns', 'six'], /--won-ns: must be a whole number of tricks/],
    [[ENDING, '--leader', 'X'], /--leader: must be N, E, S or W/],
    [[ENDING, '--trick'], /--trick/],
  ])('bad usage %j exits 2', async (args, message) => {
    const r = await cli('solve', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
