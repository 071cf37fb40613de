// USEBIO 1.2 teams events (MATCH elements): read, validated, written back byte for byte; scored from the file the
// published board IMPs come out; written from our results and read back to the same matches, IMPs and VPs.
// The fixture is constructed (see fixtures/README.md): a real round of teams matches laid out as USEBIO teams files are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { scoreTeamsEvent } from '@bridge-laws/scoring';
import type { Usebio } from '../src/index.js';
import { readUsebio, usebioFromTeamsResults, usebioTeams, writeUsebio } from '../src/index.js';

const TEXT = readFileSync(join(import.meta.dirname, 'fixtures', 'usebio', 'teams_swiss_realbridge.xml'), 'latin1');

function read(text: string): Usebio {
  const r = readUsebio(text, 'teams.xml');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function scored(u: Usebio) {
  const t = usebioTeams(u, 'teams.xml');
  if (!t.ok) throw new Error(t.error.map((p) => p.message).join('\n'));
  const r = scoreTeamsEvent(t.value.lines);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('readUsebio: a teams event', () => {
  test('26 TEAMs (TEAM_ID, TEAM_NAME, players), 13 MATCHes of round 2, boards 11-20 with two tables each', () => {
    const ev = read(TEXT).events[0];
    expect(ev?.type).toBe('SWISS_TEAMS');
    expect(ev?.boards).toEqual([]);
    expect(ev?.participants).toHaveLength(26);
    expect(ev?.participants[0]).toMatchObject({ kind: 'TEAM', number: '1', name: 'AUSTRIA', totalScore: '11.50', place: '10' });
    expect(ev?.participants[0]?.players.map((p) => p.nationalId)).toEqual(['39415', '184195', '29864', '49606']);
    expect(ev?.matches).toHaveLength(13);
    const m = ev?.matches[0];
    expect(m).toMatchObject({ round: '2', team: '1', opposingTeam: '4', teamScore: '11.50', opposingTeamScore: '8.50' });
    expect(m?.boards.map((b) => b.number)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(m?.boards[1]).toMatchObject({ number: 12, imps: '-12' });
    expect(m?.boards[1]?.lines.map((l) => [l.direction, l.contract, l.playedBy, l.tricks, l.score])).toEqual([['NS', '4H', 'N', '9', '-100'], ['EW', '4H', 'N', '10', '620']]);
  });

  test('write(read(file)) is the file, byte for byte (CRLF kept)', () => {
    expect(TEXT).toContain('\r\n');
    expect(writeUsebio(read(TEXT))).toBe(TEXT);
  });

  test.each([
    ['<DIRECTION>NS</DIRECTION>', '<DIRECTION>N</DIRECTION>', /board 11: TRAVELLER_LINE: direction: DIRECTION must be NS or EW/],
    ['<TEAM_SCORE>11.50</TEAM_SCORE>', '<TEAM_SCORE>many</TEAM_SCORE>', /MATCH: teamScore: TEAM_SCORE must be a number/],
    ['<OPPOSING_TEAM>4</OPPOSING_TEAM>', '<OPPOSING_TEAM></OPPOSING_TEAM>', /MATCH: opposingTeam: OPPOSING_TEAM must name a team number/],
    ['<IMPS>4</IMPS>', '<IMPS>four</IMPS>', /MATCH 1 v 4: BOARD: imps: IMPS must be a number/],
  ])('a bad MATCH field is refused with its line: %s → %s', (from, to, message) => {
    const r = readUsebio(TEXT.replace(from, to), 'teams.xml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    expect(r.error.line).toBeGreaterThan(500);
  });
});

describe('usebioTeams: the tables for scoring (Laws 77, 78B, 86B3)', () => {
  test('78B: every board IMPS the file publishes is the home team\'s IMPs we compute (130 boards)', () => {
    const u = read(TEXT);
    const result = scored(u);
    const published = (u.events[0]?.matches ?? []).flatMap((m) => m.boards.map((b) => `${m.team}v${m.opposingTeam} ${b.number}: ${b.imps}`));
    const ours = result.matches.flatMap((m) => m.boards.map((b) => `${m.home}v${m.away} ${b.board}: ${b.impsHome}`));
    expect(ours).toEqual(published);
    expect(ours).toHaveLength(130);
  });

  test('78C/78D: each match\'s IMPs won and its VPs on the WBF continuous scale; the file\'s TEAM_SCOREs agree', () => {
    const u = read(TEXT);
    const result = scored(u);
    const first = result.matches[0];
    expect(first).toMatchObject({ round: '2', home: '1', away: '4', impsHome: 20, impsAway: 16, vpHome: 11.5, vpAway: 8.5 });
    for (const [i, m] of (u.events[0]?.matches ?? []).entries()) {
      expect([result.matches[i]?.vpHome, result.matches[i]?.vpAway]).toEqual([Number(m.teamScore), Number(m.opposingTeamScore)]);
    }
    // WBF VPs of a match add up to 20.
    expect(result.matches.every((m) => Math.abs(m.vpHome + m.vpAway - 20) < 1e-9)).toBe(true);
  });

  test('a score that disagrees with Law 77 is a problem naming file, line and board', () => {
    const u = read(TEXT.replace('<SCORE>620</SCORE>', '<SCORE>650</SCORE>'));
    const t = usebioTeams(u, 'teams.xml');
    expect(t.ok).toBe(false);
    if (t.ok) return;
    expect(t.error).toEqual([{ file: 'teams.xml', line: 570, board: 12, message: 'SCORE: 650 does not match 4H by N with 10 tricks, vulnerable NS: Law 77 gives 620 to North-South' }]);
  });

  test('86B3: a board with one table only is refused by the reader, naming the board', () => {
    const text = TEXT.replace(/(<BOARD_NUMBER>11<\/BOARD_NUMBER>\r\n\s*<IMPS>4<\/IMPS>\r\n\s*<TRAVELLER_LINE>[^]*?<\/TRAVELLER_LINE>)\r\n\s*<TRAVELLER_LINE>[^]*?<\/TRAVELLER_LINE>/, '$1');
    const t = usebioTeams(read(text), 'teams.xml');
    expect(t.ok ? [] : t.error.map((p) => [p.board, p.message])).toEqual([[11, 'MATCH 1 v 4 (round 2): a board needs two TRAVELLER_LINEs, the TEAM North-South at one (DIRECTION NS) and East-West at the other (EW); found NS']]);
  });

  test('a MATCH naming a team that is not a participant is refused', () => {
    const t = usebioTeams(read(TEXT.replace('<OPPOSING_TEAM>4</OPPOSING_TEAM>', '<OPPOSING_TEAM>99</OPPOSING_TEAM>')), 'teams.xml');
    expect(t.ok ? [] : t.error.map((p) => p.message)).toContain('MATCH 1 v 99 (round 2): team 99 is not a TEAM of PARTICIPANTS');
  });

  test('a pairs file is not a teams event', () => {
    const pairs = read(readFileSync(join(import.meta.dirname, 'fixtures', 'usebio', 'mp_pairs_howell.xml'), 'utf8'));
    const t = usebioTeams(pairs, 'howell.xml');
    expect(t.ok ? '' : t.error[0]?.message).toBe('USEBIO event MP_PAIRS has no MATCH: it is not a teams event');
  });
});

describe('usebioFromTeamsResults: our results as USEBIO, read back', () => {
  test('written, read and scored again: the same matches, board IMPs, VPs and ranking; names and players kept', () => {
    const u = read(TEXT);
    const first = scored(u);
    const text = usebioFromTeamsResults(first, { source: u });
    const again = read(text);
    const second = scored(again);
    const view = (r: typeof first) => r.matches.map((m) => ({ round: m.round, home: m.home, away: m.away, imps: m.boards.map((b) => b.impsHome), vp: [m.vpHome, m.vpAway] }));
    expect(view(second)).toEqual(view(first));
    expect(second.standings).toEqual(first.standings);
    const team = (x: Usebio, n: string) => x.events[0]?.participants.find((p) => p.number === n);
    expect(team(again, '1')?.name).toBe('AUSTRIA');
    expect(team(again, '1')?.players.map((p) => p.nationalId)).toEqual(team(u, '1')?.players.map((p) => p.nationalId));
    expect(team(again, '25')).toMatchObject({ totalScore: '18.15', place: '1' });
    expect(again.events[0]?.matches[0]?.boards[1]?.imps).toBe('-12');
    // And the written file is itself written back byte for byte.
    expect(writeUsebio(again)).toBe(text);
  });
});

describe('a Swiss pairs event (MATCH of two pairs, one table a board)', () => {
  const swiss = [
    '<?xml version="1.0"?>',
    '<USEBIO Version="1.2">',
    '<EVENT EVENT_TYPE="SWISS_PAIRS">',
    '<PARTICIPANTS><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>7</PAIR_NUMBER></PAIR></PARTICIPANTS>',
    '<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>7</EW_PAIR_NUMBER><NS_SCORE>12</NS_SCORE><EW_SCORE>8</EW_SCORE>',
    '<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE></BOARD>',
    '</MATCH>',
    '</EVENT>',
    '</USEBIO>',
    '',
  ].join('\n');

  test('is read (its pairs and scores the North-South / East-West way) and written back as read', () => {
    const u = read(swiss);
    expect(u.events[0]?.matches[0]).toMatchObject({ round: '1', team: '3', opposingTeam: '7', teamScore: '12', opposingTeamScore: '8' });
    expect(u.events[0]?.matches[0]?.boards[0]?.lines[0]).toMatchObject({ direction: '', contract: '4S', score: '420' });
    expect(writeUsebio(u)).toBe(swiss);
  });

  test('is not scored as teams, and says so', () => {
    const t = usebioTeams(read(swiss), 'swiss.xml');
    expect(t.ok ? '' : t.error[0]?.message).toBe('USEBIO event SWISS_PAIRS has MATCHes of pairs (a Swiss pairs event), not of teams: it is not scored as teams here');
  });
});
