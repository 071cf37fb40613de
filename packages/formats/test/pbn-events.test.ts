// PBN results of teams and individual events (ScoreTable / TotalScoreTable, PBN §5.9–5.10): written by scoring's
// `formatTeamsPbn` / `formatIndividualsPbn`, read back by `readPbnTravellers`, scored again to the same figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { IndividualLine, TravellerLine } from '@bridge-laws/scoring';
import { formatIndividualsPbn, formatTeamsPbn, scoreIndividualEvent, scoreTeamsEvent } from '@bridge-laws/scoring';
import { readPbnTravellers, readUsebio, usebioTeams, verifyPbnText } from '../src/index.js';

function teamsFromUsebio() {
  const u = readUsebio(readFileSync(join(import.meta.dirname, 'fixtures', 'usebio', 'teams_swiss_realbridge.xml'), 'latin1'));
  if (!u.ok) throw new Error(u.error.message);
  const t = usebioTeams(u.value, 'teams.xml');
  if (!t.ok) throw new Error(t.error[0]?.message);
  const r = scoreTeamsEvent(t.value.lines);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function read(text: string, event: 'teams' | 'individuals'): readonly TravellerLine[] {
  const r = readPbnTravellers(text, 'event.pbn', { event });
  if (!r.ok) throw new Error(r.error.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return r.value.lines;
}

describe('teams PBN (Laws 78B–78D)', () => {
  const first = teamsFromUsebio();
  const text = formatTeamsPbn(first);

  test('one game per board with every table of every match (Round, teams, result, IMP_NS / IMP_EW); TotalScoreTable with VPs', () => {
    expect(text.match(/^\[Board "/gm)).toHaveLength(10);
    expect(text).toContain('[ScoreTable "Round\\2R;PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;IMP_NS\\4R;IMP_EW\\4R"]');
    // Board 12 of the first match: team 1 NS went one down in 4H, team 4 NS made it: 12 IMPs to team 4 at both tables.
    expect(text).toContain('2 "1" "4" "4H" N 9 -100 -12 12');
    expect(text).toContain('2 "4" "1" "4H" N 10 620 12 -12');
    expect(text).toContain('[TotalScoreTable "Rank\\3R;PairId\\4R;NrBoards\\3R;TotalIMP\\5R;TotalScore\\6R"]\n"1" "25" 10 32 18.15');
    const board12 = text.split('\n\n').find((g) => g.includes('[Board "12"]'));
    expect(board12?.split('\n').filter((l) => /^\d/.test(l))).toHaveLength(26);
  });

  test('read back by readPbnTravellers (event teams) and scored again: the same matches, board IMPs, VPs and ranking', () => {
    const again = scoreTeamsEvent(read(text, 'teams'));
    if (!again.ok) throw new Error(again.error.message);
    const view = (r: typeof first) => r.matches.map((m) => ({ round: m.round, home: m.home, away: m.away, imps: m.boards.map((b) => [b.board, b.impsHome, b.impsAway]), vp: [m.vpHome, m.vpAway] }));
    expect(view(again.value)).toEqual(view(first));
    expect(again.value.standings).toEqual(first.standings);
  });

  test('the written file has no PBN errors besides the Mandatory Tag Set a results-only file leaves out', () => {
    const v = verifyPbnText(text);
    expect(v.errors.filter((e) => !/mandatory|missing/i.test(e.message))).toEqual([]);
  });

  test('a team twice North-South on a board of one round is refused, naming the row', () => {
    const twice = text.replace('2 "4" "1" "4H" N 10 620 12 -12', '2 "1" "4" "4H" N 10 620 12 -12');
    const r = readPbnTravellers(twice, 'event.pbn', { event: 'teams' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]?.message).toMatch(/ScoreTable row \d+: team NS 1 already has a result on this board in round 2/);
  });
});

describe('individuals PBN (Laws 78A, 78C): Ruter\'s individuals.pbn read, scored, written, read back', () => {
  // The scoring package's copy of Ruter's file (fixtures README there names the source).
  const ruter = readFileSync(join(import.meta.dirname, '..', '..', 'scoring', 'test', 'fixtures', 'ruter', 'individuals.pbn'), 'latin1');

  test('Ruter\'s PlayerId_North … PlayerId_West columns are read as the four players of each table', () => {
    const lines = read(ruter, 'individuals');
    expect(lines).toHaveLength(27 * 5);
    expect(lines[0]).toMatchObject({ board: 1, players: { north: '12', south: '14', east: '2', west: '18' }, ns: '12+14', ew: '2+18', contract: '3N', declarer: 'S', tricks: 10 });
  });

  test('scored, written as PBN and read back: every player\'s total and percentage the same', () => {
    const first = scoreIndividualEvent(read(ruter, 'individuals') as unknown as IndividualLine[]);
    if (!first.ok) throw new Error(first.error.message);
    const text = formatIndividualsPbn(first.value);
    expect(text).toContain('[ScoreTable "PlayerId_North\\4R;PlayerId_South\\4R;PlayerId_East\\4R;PlayerId_West\\4R;');
    expect(text.match(/^\[TotalScoreTable "Rank\\3R;PlayerId\\4R;NrBoards\\3R;TotalMP\\8R;TotalPercentage\\6R"\]/m)).not.toBeNull();
    const again = scoreIndividualEvent(read(text, 'individuals') as unknown as IndividualLine[]);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.standings).toEqual(first.value.standings);
    expect(again.value.boards.map((b) => b.lines.map((l) => [l.nsResult, l.ewResult]))).toEqual(first.value.boards.map((b) => b.lines.map((l) => [l.nsResult, l.ewResult])));
  });

  test('a ScoreTable without the four PlayerId columns is refused for an individual event', () => {
    const r = readPbnTravellers('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"]\n1 2 4S N 10 420\n', 'x.pbn', { event: 'individuals' });
    expect(r.ok ? '' : r.error[0]?.message).toMatch(/columns PlayerId_North, PlayerId_South, PlayerId_East and PlayerId_West are needed/);
  });
});
