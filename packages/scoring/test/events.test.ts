// Individuals and teams: a published Ruter individual reproduced line by line; teams matches to VPs on the WBF and a federation's scale.
import { describe, expect, test } from 'vitest';
import { defineRegulation } from '@bridge-laws/regulation';
import type { IndividualLine, ScoringSettings } from '@bridge-laws/scoring';
import {
  DEFAULT_SCORING_SETTINGS, eventJson, formatEventCsv, formatEventText, formatResultsHtml, readTravellers, scoreIndividualEvent, scoreTeamsEvent,
  tableLine, victoryPoints,
} from '@bridge-laws/scoring';
import { fixture, readLatin1, scoreTables } from './fixture-helpers.js';

describe('Individual events (Laws 78A, 78C): Ruter\'s individuals.pbn (20 players, 27 boards)', () => {
  const games = scoreTables(readLatin1(fixture('ruter', 'individuals.pbn')));
  const col = (g: { columns: readonly string[] }, name: string): number => g.columns.indexOf(name);
  const lines: IndividualLine[] = games.flatMap((g) => g.rows.map((r) => {
    const ns = r[col(g, 'Score_NS')] ?? '-';
    const ew = r[col(g, 'Score_EW')] ?? '-';
    const players = { north: r[col(g, 'PlayerId_North')] ?? '', south: r[col(g, 'PlayerId_South')] ?? '', east: r[col(g, 'PlayerId_East')] ?? '', west: r[col(g, 'PlayerId_West')] ?? '' };
    return { board: Number(g.tags.Board), ns: `${players.north}+${players.south}`, ew: `${players.east}+${players.west}`, players, line: tableLine(ns !== '-' ? Number(ns) : -Number(ew) || 0) };
  }));

  test('78A: every player\'s matchpoints and percentage on every line match (MP1 plus/minus scale: ours minus half the top)', () => {
    const r = scoreIndividualEvent(lines);
    if (!r.ok) throw new Error(r.error.message);
    const mismatches: string[] = [];
    let checked = 0;
    for (const g of games) {
      const board = r.value.boards.find((b) => b.board === Number(g.tags.Board));
      g.rows.forEach((row, i) => {
        const l = board?.lines[i];
        const half = (board?.top ?? 0) / 2;
        for (const [seat, side] of [['North', 'NS'], ['South', 'NS'], ['East', 'EW'], ['West', 'EW']] as const) {
          checked++;
          const mp = (side === 'NS' ? l?.nsResult ?? NaN : l?.ewResult ?? NaN) - half;
          const pct = side === 'NS' ? l?.nsPercent : l?.ewPercent;
          if (mp !== Number(row[col(g, `MP_${seat}`)]) || Math.round(pct ?? -1) !== Number(row[col(g, `Percentage_${seat}`)])) mismatches.push(`board ${g.tags.Board} ${seat}: ${row.join(' ')} → ${mp} ${pct}`);
        }
      });
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(27 * 5 * 4);
  });

  test('78C: every player\'s total and percentage in the TotalScoreTable, and the order of the ranking', () => {
    const r = scoreIndividualEvent(lines);
    if (!r.ok) throw new Error(r.error.message);
    const [total] = scoreTables(readLatin1(fixture('ruter', 'individuals.pbn')), 'TotalScoreTable');
    if (total === undefined) throw new Error('no TotalScoreTable');
    const published = total.rows.map((row) => ({ player: row[col(total, 'PlayerId')], total: Number(row[col(total, 'TotalScoreMP')]), percent: Number(row[col(total, 'TotalPercentage')]) }));
    // Plus/minus total = our total minus half the top on each board played (27 boards, top 8).
    const ours = r.value.standings.map((s) => ({ player: s.item.player, total: s.item.total - 27 * 4, percent: Math.round(s.item.percent * 100) / 100 }));
    expect(ours).toEqual(published);
  });

  test('an individual travellers CSV (north, south, east, west) is read and scored per player', () => {
    const csv = 'board,north,south,east,west,contract,declarer,tricks\n1,1,2,3,4,4S,N,10\n1,5,6,7,8,4S,N,9\n2,1,3,5,7,3NT,S,9\n2,2,4,6,8,3NT,S,8';
    const read = readTravellers(csv, 'i.csv', { event: 'individuals' });
    if (!read.ok) throw new Error(read.error[0]?.message);
    const r = scoreIndividualEvent(read.value as IndividualLine[]);
    if (!r.ok) throw new Error(r.error.message);
    // Board 1: 4S= (+420) beats 4S−1; board 2 (NS vulnerable, Law 2): 3NT= (+600) beats 3NT−1.
    expect(r.value.standings.map((s) => [s.item.player, s.item.percent])).toEqual([['1', 100], ['8', 100], ['2', 50], ['3', 50], ['6', 50], ['7', 50], ['4', 0], ['5', 0]]);
    const twice = readTravellers('board,north,south,east,west,contract\n1,1,2,1,4,P', 'i.csv', { event: 'individuals' });
    expect(twice.ok ? '' : twice.error[0]?.message).toBe('player 1 cannot sit in two seats');
  });
});

describe('Teams (Laws 78B, 78C, 78D): matches board by board, VPs, ranking', () => {
  // Round 1: A v B and C v D; round 2: A v C and B v D. Two boards a match.
  const csv = [
    'round,board,ns,ew,contract,declarer,tricks,score',
    '1,1,A,B,4S,N,10,', '1,1,B,A,4S,N,9,', '1,2,A,B,3NT,S,9,', '1,2,B,A,3NT,S,9,',
    '1,1,C,D,P,,,', '1,1,D,C,2H,E,8,', '1,2,C,D,A+,,,', '1,2,D,C,3NT,S,10,',
    '2,3,A,C,6NT,N,12,', '2,3,C,A,3NT,N,10,', '2,4,A,C,1C,W,7,', '2,4,C,A,1C,W,7,',
    '2,3,B,D,W,,,420@50;-50@50', '2,3,D,B,4H,S,10,', '2,4,B,D,2S,N,8,', '2,4,D,B,2S,N,8,',
  ].join('\n');

  test('78B/12C2(b)/12C1(c): each board\'s IMPs, an A+ table and a weighted table included', () => {
    const read = readTravellers(csv, 't.csv', { event: 'teams' });
    if (!read.ok) throw new Error(read.error.map((p) => p.message).join('; '));
    const r = scoreTeamsEvent(read.value);
    if (!r.ok) throw new Error(r.error.message);
    const m = (home: string) => r.value.matches.find((x) => x.home === home);
    // Board 1: A +420 at one table and +50 at the other (B went down): 470 → 10 IMPs; board 2: 3NT= both ways.
    expect(m('A')?.boards.map((b) => [b.board, b.impsHome, b.impsAway])).toEqual([[1, 10, -10], [2, 0, 0]]);
    expect([m('A')?.impsHome, m('A')?.impsAway]).toEqual([10, 0]);
    // C v D board 1: passed out v 2H by E made (+110 to C sitting EW) → 3 IMPs; board 2: C's table A+ → 3 to C, −3 to D (Law 12C2(b)).
    expect(m('C')?.boards.map((b) => [b.impsHome, b.impsAway])).toEqual([[3, -3], [3, -3]]);
    // B v D board 3: weighted 420/−50 at B's table against D's 4H= (420): (0 + −10)/2 = −5 (Law 12C1(c)).
    expect(m('B')?.boards[0]).toMatchObject({ board: 3, impsHome: -5, impsAway: 5 });
  });

  test('78D: VPs on the WBF continuous scale for the match length, teams ranked by VP total', () => {
    const read = readTravellers(csv, 't.csv', { event: 'teams' });
    if (!read.ok) throw new Error('unread');
    const r = scoreTeamsEvent(read.value);
    if (!r.ok) throw new Error(r.error.message);
    for (const m of r.value.matches) expect([m.vpHome, m.vpAway]).toEqual(Object.values(victoryPoints(m.impsHome, m.impsAway, 2)));
    const vp = new Map(r.value.standings.map((s) => [s.item.team, s.item.vp]));
    const expected = (team: string): number => Math.round(r.value.matches.reduce((a, m) => a + (m.home === team ? m.vpHome : m.away === team ? m.vpAway : 0), 0) * 100) / 100;
    for (const t of ['A', 'B', 'C', 'D']) expect(vp.get(t)).toBe(expected(t));
    expect(r.value.standings[0]?.item.team).toBe('A');
  });

  test('78D: a federation\'s own VP scale, set in its regulation, is used', () => {
    const fed = defineRegulation({ id: 'fed', name: 'Federation', settings: { victoryPoints: (imps: number) => (imps >= 10 ? [25, 5] : imps >= 1 ? [18, 12] : [15, 15]) } });
    if (!fed.ok) throw new Error('regulation refused');
    const read = readTravellers(csv, 't.csv', { event: 'teams' });
    if (!read.ok) throw new Error('unread');
    const r = scoreTeamsEvent(read.value, fed.value.settings as ScoringSettings);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.matches.map((m) => [m.home, m.vpHome, m.vpAway])).toEqual([['A', 25, 5], ['C', 18, 12], ['A', 25, 5], ['B', 12, 18]]);
  });

  test('86B3: a board played at one table of a match is refused, naming round, teams and board', () => {
    const read = readTravellers('round,board,ns,ew,contract,declarer,tricks\n1,1,A,B,4S,N,10\n1,1,B,A,4S,N,10\n1,2,A,B,4S,N,10', 't.csv', { event: 'teams' });
    if (!read.ok) throw new Error('unread');
    const r = scoreTeamsEvent(read.value);
    expect(r.ok ? '' : r.error.message).toBe('round 1, A v B, board 2: a teams board needs both tables, each team North-South at one (found 1); a board played at one table only is scored by the director (Law 86B3)');
    expect(r.ok ? undefined : r.error.law).toBe('86B3');
    const self = readTravellers('board,ns,ew,contract\n1,A,A,P', 't.csv', { event: 'teams' });
    expect(self.ok ? '' : self.error[0]?.message).toBe('team A cannot sit both North-South and East-West');
  });

  test('the text, JSON, CSV and HTML forms carry the same matches and ranking', () => {
    const read = readTravellers(csv, 't.csv', { event: 'teams' });
    if (!read.ok) throw new Error('unread');
    const r = scoreTeamsEvent(read.value, DEFAULT_SCORING_SETTINGS);
    if (!r.ok) throw new Error(r.error.message);
    const e = { kind: 'teams' as const, result: r.value };
    expect(formatEventText(e)).toMatch(/^Round 1: A v B {2}IMPs 10-0 {2}VPs 16\.\d+-3\.\d+$/m);
    expect((eventJson(e) as { standings: { team: string }[] }).standings.map((s) => s.team)).toEqual(r.value.standings.map((s) => s.item.team));
    expect(formatEventCsv(e).split('\n\n')[2]?.split('\n')[0]).toBe('rank,team,matches,imps_for,imps_against,vp');
    const html = formatResultsHtml(e, { title: 'Teams <night>' });
    expect(html).toContain('<title>Teams &lt;night&gt;</title>');
    expect(html.match(/<section class="card">/g)).toHaveLength(4);
  });
});
