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

// Two cards each, spades trumps, South on lead in 4S; North-South have won 8 tricks, East-West 3.
// The heart two first: West has only clubs, North ruffs with the spade two and East must follow
// with the heart three; North's diamond is then ruffed by East's king and overruffed by the ace:
// both tricks. The spade ace first fells East's bare king (Law 44C) but East's heart three wins
// the last trick: one trick for the defence, and 4S goes down one.
const RUFF = 'N:2..2. K.3.. A.2.. ...32';

describe('bridge-laws solve: a contract in an end position (Laws 41A, 44, 79A)', () => {
  test('44E: what each card costs; the most the defence can take; how 4S ends', async () => {
    const r = await cli('solve', RUFF, '--contract', '4S', '--declarer', 'S', '--leader', 'S', '--won-ns', '8', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { solve: unknown; contract: unknown; cards: unknown; final: unknown };
    expect(j.solve).toEqual({ tricks: 2, toPlay: 'S', side: 'NS', trump: 'S', leader: 'S', tricksLeft: 2 });
    expect(j.contract).toEqual({ contract: '4S', declarer: 'S', defence: 'EW', defenceMost: 0, declarerTricks: 10, result: '=' });
    expect(j.cards).toEqual([
      { card: 'H2', tricks: 2, cost: 0 },
      { card: 'SA', tricks: 1, cost: 1 },
    ]);
    expect(j.final).toEqual({ NS: 10, EW: 3 });
  });

  test('44B: the defence to play in a trick in progress; text names the contract and its outcome', async () => {
    // South has led the heart two; West, with clubs only, is to play and can do nothing.
    const r = await cli('solve', 'N:2..2. K.3.. A... ...32', '--contract', '4S', '--declarer', 'S', '--leader', 'S', '--trick', 'H2', '--won-ew', '3');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      'S, S led, W to play: EW take 0 tricks of 2 left; final NS 10, EW 3',
      "4S by S: the most the defence (EW) can take from here is 0 tricks; declarer's side then takes 10 in all: 4S made",
      'C3:0 C2:0',
    ]);
  });

  test('without the tricks won, the most the defence can take is still given (no outcome)', async () => {
    const r = await cli('solve', RUFF, '--contract', '2S', '--declarer', 'N', '--leader', 'S', '--json');
    const j = JSON.parse(r.stdout) as { contract: Record<string, unknown>; final?: unknown };
    expect(j.contract).toEqual({ contract: '2S', declarer: 'N', defence: 'EW', defenceMost: 0 });
    expect(j.final).toBeUndefined();
  });

  test('41A: at the start of play the defender on declarer\'s left leads; every trick counts', async () => {
    // North holds every spade: in 7S by North East leads, and North-South take all 13 tricks.
    const r = await cli('solve', SUITED, '--contract', '7S', '--declarer', 'N', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { solve: { leader: string; toPlay: string }; contract: unknown; cards: unknown[] };
    expect(j.solve).toMatchObject({ leader: 'E', toPlay: 'E' });
    expect(j.contract).toEqual({ contract: '7S', declarer: 'N', defence: 'EW', defenceMost: 0, declarerTricks: 13, result: '=' });
    expect(j.cards).toHaveLength(13);
  });

  test('a doubled contract goes down: 7NT by West with North on lead', async () => {
    // At notrump North's spades run: 13 tricks for the defence, 7NTX down 13.
    const r = await cli('solve', SUITED, '--contract', '7NTX', '--declarer', 'W', '--leader', 'N');
    expect(r.stdout.split('\n')[1]).toBe("7NTX by W: the most the defence (NS) can take from here is 13 tricks; declarer's side then takes 0 in all: 7NTX down 13");
  });

  test.each([
    [[RUFF, '--contract', '4S', '--leader', 'S'], /--contract needs --declarer/],
    [[RUFF, '--declarer', 'S', '--leader', 'S'], /--declarer goes with --contract/],
    [[RUFF, '--contract', '8S', '--declarer', 'S'], /--contract: "8S" is not a contract/],
    [[RUFF, '--contract', '4S', '--declarer', 'S', '--trump', 'H'], /--trump: H is not the denomination of --contract 4S/],
    [[RUFF, '--contract', '4S', '--declarer', 'S'], /--leader: an end position needs the seat that leads/],
    [[RUFF, '--trump', 'S'], /--leader: an end position needs the seat that leads/],
    [[SUITED, '--json', '--format', 'text'], /--json and --format text ask for two formats/],
  ])('bad usage %j exits 2 naming the flag', async (args, message) => {
    const r = await cli('solve', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
