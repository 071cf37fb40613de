// `bridge-laws results` on real USEBIO files (Compscore3 exports, kept once in packages/formats/test/fixtures/usebio and
// named in its README): every traveller line and every pair's total reproduced, with the conventions that reproduce them named.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Usebio } from '@bridge-laws/formats';
import { readUsebio } from '@bridge-laws/formats';
import { cli } from './helpers.js';

/** The USEBIO fixtures live with the reader (one copy in the repository): the formats package's test fixtures. */
const fixture = (name: string): string => join(import.meta.dirname, '..', '..', '..', 'packages', 'formats', 'test', 'fixtures', 'usebio', `${name}.xml`);

interface JsonLine { ns: string; ew: string; nsResult: number; ewResult: number; nsTraveller?: number; ewTraveller?: number }
interface JsonResults { boards: { board: number; datum?: number; lines: JsonLine[] }[]; standings: { rank: string; pair: string; direction: string | null; boards: number; total: number; percent?: number }[] }

function published(name: string): Usebio {
  const u = readUsebio(readFileSync(fixture(name), 'utf8'));
  if (!u.ok) throw new Error(u.error.message);
  return u.value;
}

/** Traveller lines whose printed figures differ from the file's, as `board pairNS-pairEW: published → ours`. */
function lineMismatches(u: Usebio, j: JsonResults): string[] {
  const out: string[] = [];
  for (const b of u.events[0]?.boards ?? []) {
    const ours = j.boards.find((x) => x.board === b.number);
    b.lines.forEach((l, i) => {
      const o = ours?.lines[i];
      const ns = o?.nsTraveller ?? o?.nsResult;
      const ew = o?.ewTraveller ?? o?.ewResult;
      if (ns !== Number(l.nsPoints?.value) || ew !== Number(l.ewPoints?.value)) out.push(`${b.number} ${l.nsPair}-${l.ewPair}: ${l.nsPoints?.value}/${l.ewPoints?.value} → ${ns}/${ew}`);
    });
  }
  return out;
}

/** Pairs whose total or percentage differ from PARTICIPANTS, as `pair: published → ours`. */
function totalMismatches(u: Usebio, j: JsonResults, adjust: Readonly<Record<string, number>> = {}, boardTop = 0): string[] {
  const out: string[] = [];
  for (const p of u.events[0]?.participants ?? []) {
    const dir = p.direction === '' ? null : p.direction;
    const s = j.standings.find((x) => x.pair === p.number.replace(/(NS|EW)$/, '') && (dir === null || x.direction === dir));
    const shift = adjust[p.number] ?? 0;
    const total = Math.round(((s?.total ?? NaN) + shift) * 100) / 100;
    // A scorer's override shifts the percentage by the shift over the pair's tops (every board's top is `boardTop`).
    const pct = s?.percent === undefined ? undefined : shift === 0 ? s.percent : Math.round(((s.total + shift) / (s.boards * boardTop)) * 10000) / 100;
    if (total !== Number(p.totalScore) || (p.percentage !== undefined && pct !== Number(p.percentage))) out.push(`${p.number}: ${p.totalScore} ${p.percentage ?? ''} → ${total} ${pct ?? ''}`);
  }
  return out;
}

describe('results FILE.xml (USEBIO): a Compscore3 Howell matchpoint session', () => {
  test('78A/78C: convention compscore (raw-on-traveller, scaled missed boards, 2 decimals) reproduces all 161 lines and all 12 totals and percentages', async () => {
    const r = await cli('results', fixture('mp_pairs_howell'), '--json', '--conventions', 'compscore');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as JsonResults;
    const u = published('mp_pairs_howell');
    expect(lineMismatches(u, j)).toEqual([]);
    expect(totalMismatches(u, j)).toEqual([]);
    expect(j.boards.reduce((n, b) => n + b.lines.length, 0)).toBe(161);
    // Pairs 1 and 3 missed board 12: their totals are scaled (124 × 270/260 = 128.77), their percentages are not.
    expect(j.standings.find((s) => s.pair === '1')).toMatchObject({ total: 128.77, percent: 47.69 });
  });

  test('78A: the default (neuberg) prints factored figures on the short board 12 and totals as played', async () => {
    const r = await cli('results', fixture('mp_pairs_howell'), '--json');
    const j = JSON.parse(r.stdout) as JsonResults;
    const u = published('mp_pairs_howell');
    const mismatches = lineMismatches(u, j);
    expect(mismatches.length).toBeGreaterThan(0);
    expect(mismatches.every((m) => m.startsWith('12 '))).toBe(true);
    expect(j.standings.find((s) => s.pair === '1')?.total).toBe(124);
  });
});

describe('results FILE.xml (USEBIO): a Compscore3 Butler Mitchell session', () => {
  test('78B/78D: every BOARD_AVERAGE is the datum with one top and bottom dropped, rounded to 10; all 245 lines and 14 totals reproduced', async () => {
    const r = await cli('results', fixture('butler_mitchell'), '--json', '--conventions', 'compscore');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as JsonResults;
    const u = published('butler_mitchell');
    const datums = (u.events[0]?.boards ?? []).map((b) => Number(b.boardAverage));
    expect(j.boards.map((b) => b.datum)).toEqual(datums);
    expect(lineMismatches(u, j)).toEqual([]);
    expect(totalMismatches(u, j)).toEqual([]);
    // Mitchell: NS pair 1 and EW pair 1 are two pairs.
    expect(j.standings.filter((s) => s.pair === '1').map((s) => s.direction)).toEqual(['NS', 'EW']);
  });

  test('78B: --datum published uses BOARD_AVERAGE as given, with the same IMPs', async () => {
    const a = await cli('results', fixture('butler_mitchell'), '--json', '--datum', 'published');
    const b = await cli('results', fixture('butler_mitchell'), '--json');
    expect(a.code).toBe(0);
    expect(JSON.parse(a.stdout)).toEqual(JSON.parse(b.stdout));
  });
});

describe('results FILE.xml (USEBIO): a Compscore3 Mitchell session with A6060, A5050 and A6040 lines', () => {
  test('12C2(a): 565 of 567 lines reproduced; the two the scorer overrode by hand are named, and the totals are ours with those overrides', async () => {
    const r = await cli('results', fixture('mp_pairs_mitchell_adjusted_02'), '--json', '--conventions', 'compscore');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as JsonResults;
    const u = published('mp_pairs_mitchell_adjusted_02');
    // Board 3: an A5050 line published as 23/11 (no percentage of the top 40 gives that: a figure entered by the scorer);
    // board 4: the NS and EW figures of one line are swapped against the score (-650 is the better NS result).
    expect(lineMismatches(u, j)).toEqual(['3 1NS-1EW: 23/11 → 20/20', '4 1NS-21EW: 21/19 → 19/21']);
    expect(new Set(j.boards.map((b) => (b as { top?: number }).top))).toEqual(new Set([40]));
    expect(totalMismatches(u, j, { '1NS': 3 + 2, '1EW': -9, '21EW': -2 }, 40)).toEqual([]);
    expect(j.boards.reduce((n, b) => n + b.lines.length, 0)).toBe(567);
  });
});

describe('results FILE.xml: outputs and errors', () => {
  test('--format html is a printable page with the ranking, every traveller and a score card per pair', async () => {
    const r = await cli('results', fixture('mp_pairs_howell'), '--format', 'html', '--conventions', 'compscore', '--title', 'Wednesday');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^<!DOCTYPE html>/);
    expect(r.stdout).toContain('<title>Wednesday</title>');
    expect(r.stdout.match(/<caption>Board \d+/g)).toHaveLength(27);
    expect(r.stdout.match(/<section class="card">/g)).toHaveLength(12);
    expect(r.stdout).toContain('<caption>Pair 6 — 1, 162.60 MP, 60.22 %</caption>');
  });

  test('--format csv lists every traveller line then the ranking', async () => {
    const r = await cli('results', fixture('butler_mitchell'), '--format', 'csv');
    expect(r.code).toBe(0);
    const [travellers, ranking] = r.stdout.split('\n\n');
    expect(travellers?.split('\n')[0]).toBe('board,ns,ew,contract,declarer,tricks,lead,score_ns,ns_result,ew_result');
    expect(travellers?.split('\n')).toHaveLength(246);
    expect(ranking?.split('\n')[0]).toBe('rank,pair,direction,boards,total');
  });

  test('--format pbn writes ScoreTable and TotalScoreTable from USEBIO', async () => {
    const r = await cli('results', fixture('mp_pairs_howell'), '--format', 'pbn');
    expect(r.stdout).toMatch(/\[TotalScoreTable "/);
    expect(r.stdout.match(/\[ScoreTable "/g)).toHaveLength(27);
  });

  test('--format usebio writes the scored session as USEBIO 1.2 that reads back to the same figures, players and masterpoints kept', async () => {
    const first = await cli('results', fixture('mp_pairs_mitchell_adjusted_02'), '--format', 'usebio', '--conventions', 'compscore');
    expect(first.code).toBe(0);
    const file = join(mkdtempSync(join(tmpdir(), 'usebio-')), 'again.xml');
    writeFileSync(file, first.stdout);
    const again = await cli('results', file, '--json', '--conventions', 'compscore');
    const direct = await cli('results', fixture('mp_pairs_mitchell_adjusted_02'), '--json', '--conventions', 'compscore');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).standings).toEqual(JSON.parse(direct.stdout).standings);
    const u = readUsebio(first.stdout);
    if (!u.ok) throw new Error(u.error.message);
    const source = published('mp_pairs_mitchell_adjusted_02');
    const pair = (x: Usebio, n: string) => x.events[0]?.participants.find((p) => p.number === n);
    expect(pair(u.value, '2NS')?.masterPointsAwarded).toBe(pair(source, '2NS')?.masterPointsAwarded);
    expect(pair(u.value, '2NS')?.players.map((p) => p.nationalId)).toEqual(pair(source, '2NS')?.players.map((p) => p.nationalId));
    expect(u.value.events[0]?.boards.flatMap((b) => b.lines).filter((l) => l.score?.startsWith('A')).map((l) => l.score).sort()).toEqual(['A5050', 'A5050', 'A6040', 'A6060']);
  });

  test('a USEBIO line whose SCORE disagrees with Law 77 exits 1 naming file, line and board', async () => {
    const text = readFileSync(fixture('mp_pairs_howell'), 'utf8').replace('<SCORE>-400</SCORE>', '<SCORE>-420</SCORE>');
    const file = join(mkdtempSync(join(tmpdir(), 'usebio-')), 'bad.xml');
    writeFileSync(file, text);
    const r = await cli('results', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`${file}: line 261, board 1: SCORE: -420 does not match 5C by W with 11 tricks, vulnerable None: Law 77 gives -400 to North-South`);
  });

  test('broken XML exits 1 naming the line', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'usebio-')), 'broken.xml');
    writeFileSync(file, '<?xml version="1.0"?>\n<USEBIO Version="1.2">\n<EVENT>\n</USEBIO>\n');
    const r = await cli('results', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`${file}: line 4: USEBIO: XML: end tag </USEBIO> does not match <EVENT>`);
  });
});

describe('results FILE.xml (USEBIO): a teams event (MATCH elements, constructed from real results)', () => {
  interface TeamsJson { event: string; matches: { round: string; home: string; away: string; impsHome: number; impsAway: number; vpHome: number; vpAway: number; boards: { board: number; impsHome: number }[] }[]; standings: { rank: string; team: string; vp: number }[] }

  test('78B/78D: read as teams without --event; every board\'s published IMPS reproduced, VPs as the file gives them', async () => {
    const r = await cli('results', fixture('teams_swiss_realbridge'), '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as TeamsJson;
    expect(j.event).toBe('teams');
    const u = published('teams_swiss_realbridge');
    const matches = u.events[0]?.matches ?? [];
    expect(j.matches.map((m) => `${m.round} ${m.home}v${m.away}: ${m.boards.map((b) => b.impsHome).join(' ')}`))
      .toEqual(matches.map((m) => `${m.round} ${m.team}v${m.opposingTeam}: ${m.boards.map((b) => b.imps).join(' ')}`));
    expect(j.matches.map((m) => [m.vpHome, m.vpAway])).toEqual(matches.map((m) => [Number(m.teamScore), Number(m.opposingTeamScore)]));
    expect(j.standings[0]).toMatchObject({ rank: '1', team: '25', vp: 18.15 });
  });

  test('the text output lists each match and the ranking', async () => {
    const r = await cli('results', fixture('teams_swiss_realbridge'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Round 2: 1 v 4  IMPs 20-16  VPs 11.50-8.50');
    expect(r.stdout).toMatch(/Ranking\nRank +Team/);
  });

  test('--format usebio writes the teams event back: read again, the same matches and standings', async () => {
    const first = await cli('results', fixture('teams_swiss_realbridge'), '--format', 'usebio');
    expect(first.code).toBe(0);
    const file = join(mkdtempSync(join(tmpdir(), 'usebio-')), 'teams.xml');
    writeFileSync(file, first.stdout);
    const again = await cli('results', file, '--json');
    const direct = await cli('results', fixture('teams_swiss_realbridge'), '--json');
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(direct.stdout));
    expect(first.stdout).toContain('<TEAM TEAM_ID="1" TEAM_NAME="AUSTRIA">');
  });

  test('--format csv and html: every board of every match, then the matches and the ranking', async () => {
    const csv = await cli('results', fixture('teams_swiss_realbridge'), '--format', 'csv');
    expect(csv.code).toBe(0);
    const [boards, matches, ranking] = csv.stdout.split('\n\n');
    expect(boards?.split('\n')).toHaveLength(131);
    expect(matches?.split('\n')[1]).toBe('2,1,4,20,16,11.50,8.50');
    expect(ranking?.split('\n')).toHaveLength(27);
    const html = await cli('results', fixture('teams_swiss_realbridge'), '--format', 'html');
    expect(html.code).toBe(0);
    expect(html.stdout.match(/<section class="card">/g)).toHaveLength(26);
  });

  test('--event pairs on a teams file, or --event teams on a pairs file, exits 1 saying what the file is', async () => {
    const a = await cli('results', fixture('teams_swiss_realbridge'), '--event', 'pairs');
    expect(a.code).toBe(1);
    expect(a.stderr).toContain('--event pairs, but the file is a teams event (MATCH elements)');
    const b = await cli('results', fixture('mp_pairs_howell'), '--event', 'teams');
    expect(b.code).toBe(1);
    expect(b.stderr).toContain('--event teams, but the file is not a teams event (no MATCH element)');
  });
});
