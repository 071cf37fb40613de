// `bridge-laws results` for teams and individuals, the conventions as flags, and the CSV/HTML exports of a travellers CSV.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const tmp = (name: string, text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'results-')), name);
  writeFileSync(path, text);
  return path;
};

const teams = [
  'round,board,ns,ew,contract,declarer,result',
  '1,1,Lions,Tigers,4S,N,=', '1,1,Tigers,Lions,4S,N,-1', '1,2,Lions,Tigers,3NT,S,=', '1,2,Tigers,Lions,3NT,S,=',
  '2,1,Lions,Bears,P,,', '2,1,Bears,Lions,2H,E,=', '2,2,Lions,Bears,1NT,N,+1', '2,2,Bears,Lions,1NT,N,+1',
].join('\n');

describe('results --event teams (Laws 78B–78D)', () => {
  test('78D: each match board by board in IMPs, VPs on the WBF scale, teams ranked by VPs', async () => {
    const r = await cli('results', tmp('teams.csv', teams), '--event', 'teams', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { matches: { home: string; away: string; impsHome: number; impsAway: number; vpHome: number; vpAway: number; boards: { impsHome: number }[] }[]; standings: { rank: string; team: string; vp: number }[] };
    expect(j.matches.map((m) => [m.home, m.away, m.impsHome, m.impsAway, m.boards.map((b) => b.impsHome)])).toEqual([['Lions', 'Tigers', 10, 0, [10, 0]], ['Lions', 'Bears', 3, 0, [3, 0]]]);
    expect(j.matches[0]?.vpHome).toBeGreaterThan(15);
    expect(j.standings.map((s) => s.team)).toEqual(['Lions', 'Bears', 'Tigers']);
  });

  test('text and HTML forms of a teams event', async () => {
    const text = await cli('results', tmp('teams.csv', teams), '--event', 'teams');
    expect(text.stdout).toMatch(/^Round 1: Lions v Tigers {2}IMPs 10-0 {2}VPs /);
    const html = await cli('results', tmp('teams.csv', teams), '--event', 'teams', '--format', 'html', '--title', 'Club teams');
    expect(html.stdout).toContain('<caption>Team Lions — 1, ');
  });

  test('--format pbn writes each board\'s tables (Round, IMP_NS, IMP_EW) and the VPs; read back with --event teams it gives the same results', async () => {
    const r = await cli('results', tmp('teams.csv', teams), '--event', 'teams', '--format', 'pbn');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 "Lions" "Tigers" "4S" N 10 420 10 -10');
    expect(r.stdout).toMatch(/\[TotalScoreTable "Rank\\3R;PairId\\4R;NrBoards\\3R;TotalIMP\\5R;TotalScore\\6R"\]\n"1" "Lions" 4 13 /);
    const again = await cli('results', tmp('teams.pbn', r.stdout), '--event', 'teams', '--json');
    const direct = await cli('results', tmp('teams.csv', teams), '--event', 'teams', '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).standings).toEqual(JSON.parse(direct.stdout).standings);
    expect(JSON.parse(again.stdout).matches.map((m: { vpHome: number }) => m.vpHome)).toEqual(JSON.parse(direct.stdout).matches.map((m: { vpHome: number }) => m.vpHome));
  });
});

describe('results --event individuals (Laws 78A, 78C)', () => {
  test('78C: each player credited with their side; ranked by percentage', async () => {
    const csv = 'board,north,south,east,west,contract,declarer,tricks\n1,1,2,3,4,4S,N,10\n1,5,6,7,8,4S,N,9\n2,1,3,5,7,3NT,S,9\n2,2,4,6,8,3NT,S,8';
    const r = await cli('results', tmp('ind.csv', csv), '--event', 'individuals', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { standings: { rank: string; player: string; percent: number }[] };
    expect(j.standings.map((s) => [s.rank, s.player, s.percent])).toEqual([['1=', '1', 100], ['1=', '8', 100], ['3=', '2', 50], ['3=', '3', 50], ['3=', '6', 50], ['3=', '7', 50], ['7=', '4', 0], ['7=', '5', 0]]);
    const html = await cli('results', tmp('ind.csv', csv), '--event', 'individuals', '--format', 'html');
    expect(html.stdout.match(/<section class="card">/g)).toHaveLength(8);
    // Player 3 sat East on board 1 (against 1 and 2) and South on board 2.
    expect(html.stdout).toMatch(/<caption>Player 3 — 3=, 50 %<\/caption><thead>.*?<\/thead><tbody><tr><td>1<\/td><td>EW<\/td><td>1\+2<\/td>/);
    const text = await cli('results', tmp('ind.csv', csv), '--event', 'individuals');
    expect(text.stdout).toMatch(/^Ranking\nRank {2}Player {2}Boards {2}MP {4}%$/m);
    // PBN: each table's four players, read back the same.
    const pbn = await cli('results', tmp('ind.csv', csv), '--event', 'individuals', '--format', 'pbn');
    expect(pbn.stdout).toContain('"1" "2" "3" "4" "4S" N 10 420 2 0 100 0');
    const again = await cli('results', tmp('ind.pbn', pbn.stdout), '--event', 'individuals', '--json');
    expect(JSON.parse(again.stdout).standings).toEqual(j.standings);
  });

  test('an individuals file without the four seats is refused naming the header', async () => {
    const r = await cli('results', tmp('ind.csv', 'board,ns,ew,contract\n1,1,2,P'), '--event', 'individuals');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/header: missing north, south, east, west/);
  });
});

describe('results: conventions, datum and exports on a travellers CSV', () => {
  const pairs = ['board,ns,ew,contract,declarer,tricks,datum', '1,1,2,4S,N,10,400', '1,3,4,4S,N,9,400', '1,5,6,A60-40,,,400', '2,1,4,3NT,S,9,', '2,3,2,3NT,S,8,'].join('\n');

  test('12C2(b): A60-40 is average plus / minus at Butler; --datum published takes the datum column', async () => {
    const r = await cli('results', tmp('p.csv', pairs), '--movement', 'howell', '--scoring', 'butler', '--datum', 'published', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { boards: { datum?: number; lines: { nsResult: number; ewResult: number }[] }[] };
    expect(j.boards[0]?.datum).toBe(400);
    expect(j.boards[0]?.lines.map((l) => [l.nsResult, l.ewResult])).toEqual([[1, -1], [-10, 10], [3, -3]]);
  });

  test('78D: --cross-imps average and --artificial-cross-imps one-per-comparison', async () => {
    const r = await cli('results', tmp('p.csv', pairs), '--movement', 'howell', '--scoring', 'cross-imps', '--cross-imps', 'average', '--artificial-cross-imps', 'one-per-comparison', '--json');
    const j = JSON.parse(r.stdout) as { boards: { lines: { nsResult: number }[] }[] };
    // Two real results on board 1: 420 against -50 is +10 over one comparison; A60-40 gets +1 per comparison, averaged.
    expect(j.boards[0]?.lines.map((l) => l.nsResult)).toEqual([10, -10, 1]);
  });

  test('a datum column that disagrees within a board exits 1 naming the line', async () => {
    const r = await cli('results', tmp('p.csv', 'board,ns,ew,contract,declarer,tricks,datum\n1,1,2,4S,N,10,400\n1,3,4,4S,N,9,410'), '--movement', 'howell', '--scoring', 'butler');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/line 3, board 1: datum: 410 differs from 400/);
  });

  test.each([
    [['--conventions', 'acbl'], /--conventions must be laws, compscore, ruter/],
    [['--short-boards', 'maybe'], /--short-boards must be neuberg, raw or raw-on-traveller/],
    [['--decimals', '9'], /--decimals must be a whole number from 0 to 6/],
    [['--datum-trim', '0.7'], /--datum-trim: a fraction must be at most 0.5/],
    [['--format', 'xls'], /--format must be text, json, pbn, csv, html or usebio/],
    [['--event', 'bowling'], /--event must be pairs, teams or individuals/],
  ])('bad option %j is a usage error (exit 2)', async (args, message) => {
    const r = await cli('results', tmp('p.csv', pairs), '--movement', 'howell', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  test('78C: --movement arrow-switch credits switched lines to each pair\'s own direction and ranks one field', async () => {
    const csv = ['board,ns,ew,contract,declarer,tricks,switched', '1,1,1,4S,N,10,', '1,2,2,4S,N,9,', '2,1,2,3NT,S,9,yes', '2,2,1,3NT,S,8,yes'].join('\n');
    const r = await cli('results', tmp('a.csv', csv), '--movement', 'arrow-switch', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { standings: { rank: string; pair: string; direction: string; total: number }[] };
    expect(j.standings.map((s) => `${s.rank} ${s.direction}${s.pair} ${s.total}`)).toEqual(['1 NS1 4', '2= EW1 2', '2= EW2 2', '4 NS2 0']);
  });

  test('--format csv and html of a pairs session', async () => {
    const csv = await cli('results', tmp('p.csv', pairs), '--movement', 'howell', '--format', 'csv');
    expect(csv.stdout.split('\n')[0]).toBe('board,ns,ew,contract,declarer,tricks,lead,score_ns,ns_result,ew_result,ns_percent,ew_percent');
    const html = await cli('results', tmp('p.csv', pairs), '--movement', 'howell', '--format', 'html');
    expect(html.stdout.match(/<section class="card">/g)).toHaveLength(6);
    expect(html.stdout).toContain('<title>p.csv</title>');
  });

  test('78A: --regulation pzbs scores 1/½/0 a comparison where the Laws give 2/1/0; an unknown id is a usage error', async () => {
    const csv = ['board,ns,ew,contract,declarer,tricks,switched', '1,1,1,4S,N,10,', '1,2,2,4S,N,9,', '2,1,2,3NT,S,9,yes', '2,2,1,3NT,S,8,yes'].join('\n');
    const totals = async (...extra: string[]): Promise<string[]> => {
      const r = await cli('results', tmp('a.csv', csv), '--movement', 'arrow-switch', '--json', ...extra);
      expect(r.code).toBe(0);
      const j = JSON.parse(r.stdout) as { standings: { pair: string; direction: string; total: number }[] };
      return j.standings.map((s) => `${s.direction}${s.pair} ${s.total}`);
    };
    expect(await totals()).toEqual(['NS1 4', 'EW1 2', 'EW2 2', 'NS2 0']);
    expect(await totals('--regulation', 'pzbs')).toEqual(['NS1 2', 'EW1 1', 'EW2 1', 'NS2 0']);
    const unknown = await cli('results', tmp('a.csv', csv), '--regulation', 'atlantis');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--regulation atlantis: unknown \(known: wbf, pzbs, ebu\)/);
  });
});

describe('results --datum jfr (Law 78D: JFR Pary\'s datum)', () => {
  test('78D: the median of the board\'s scores, a half rounded up: -115 becomes -110 (the default trim gives -120)', async () => {
    const halves = 'board,ns,ew,contract,declarer,tricks\n1,1,2,1S,E,8\n1,3,4,1S,E,7\n1,5,6,2S,E,9\n1,7,8,1NT,E,8';
    // -110, -80, -140, -120: the middle two are -110 and -120, so -115: JFR rounds it up to -110, halves away from zero give -120.
    const up = await cli('results', tmp('h.csv', halves), '--movement', 'howell', '--scoring', 'butler', '--datum', 'jfr', '--json');
    expect(up.code).toBe(0);
    expect((JSON.parse(up.stdout) as { boards: { datum: number }[] }).boards[0]?.datum).toBe(-110);
    const trimmed = await cli('results', tmp('h.csv', halves), '--movement', 'howell', '--scoring', 'butler', '--json');
    expect((JSON.parse(trimmed.stdout) as { boards: { datum: number }[] }).boards[0]?.datum).toBe(-120);
  });

  test('--datum jfr with --datum-trim is a usage error', async () => {
    const r = await cli('results', tmp('b.csv', 'board,ns,ew,contract\n1,1,2,P'), '--scoring', 'butler', '--datum', 'jfr', '--datum-trim', '2');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--datum jfr is a whole rule/);
  });
});

