import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import { assignedScore, weightedScore } from '@bridge-laws/irregularities';
import type { Session, SessionResults } from '@bridge-laws/session';
import {
  addRuling, computeResults, concurSessionAppeal, decideSessionAppeal, fileSessionAppeal, readSession, writeSession, parseSession,
  effectiveRuling, withdrawSessionAppeal,
} from '@bridge-laws/session';

const text = readFileSync(join(import.meta.dirname, 'fixtures', 'club-pairs.session.json'), 'utf8');

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const uiFacts = { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P', '3H'], damaged: true, 'self-inflicted': false };

/** Board 1, table 1: West's 4H after partner's hesitation is adjusted to 60% 3H= (−170) and 40% 2S−2 (−100). */
function withRuling(): Session {
  return must(addRuling(must(readSession(text)), {
    board: 1, table: '1', workflow: 'ui-from-partner', facts: uiFacts, givenAt: '2025-05-01T21:10:00Z',
    adjusted: weightedScore([
      { contract: '3H', declarer: 'E', tricks: 10, weight: 0.6 },
      { contract: '2S', declarer: 'S', tricks: 6, weight: 0.4 },
    ]),
  }));
}

const totals = (r: SessionResults): Record<string, [number, number | undefined, string]> =>
  r.kind === 'pairs' ? Object.fromEntries(r.standings.map((s) => [s.item.pair, [s.item.total, s.item.percent, s.label]])) : {};

describe('Law 92–93 and 78A — an appeal changes the session result as a scorer would by hand', () => {
  test('78A: without rulings, plain matchpoints (top 4 per board)', () => {
    const r = must(computeResults(must(readSession(text)), WBF_REGULATION));
    // Board 1 NS: −420, −170, +110 → 0, 2, 4. Board 2 NS: 630, 600, 600 → 4, 1, 1.
    expect(totals(r)).toEqual({ 1: [4, 50, '3='], 2: [4, 50, '3='], 3: [3, 37.5, '5='], 4: [5, 62.5, '1='], 5: [5, 62.5, '1='], 6: [3, 37.5, '5='] });
  });

  test('12C1(c): the weighted adjusted score joins the field with its weights', () => {
    const r = must(computeResults(withRuling(), WBF_REGULATION));
    // Board 1 NS field {−170 ×0.6, −100 ×0.4}, −170, +110:
    //   table 1 NS: 0.6×(1+0) + 0.4×(2+0) = 1.4; table 2 NS: 0.6×1 + 0.4×0 + 0 = 0.6; table 3 NS: 4.
    const b1 = r.kind === 'pairs' ? r.boards.find((b) => b.board === 1) : undefined;
    expect(b1?.lines.map((l) => [l.nsResult, l.ewResult])).toEqual([[1.4, 2.6], [0.6, 3.4], [4, 0]]);
    // Totals with board 2 (4/0, 1/3, 1/3): 1 = 5.4, 2 = 2.6, 3 = 1.6, 4 = 6.4, 5 = 5, 6 = 3.
    expect(totals(r)).toEqual({ 4: [6.4, 80, '1'], 1: [5.4, 67.5, '2'], 5: [5, 62.5, '3'], 6: [3, 37.5, '4'], 2: [2.6, 32.5, '5'], 3: [1.6, 20, '6'] });
  });

  test('93B3: the committee changes the judgment to 3H= for certain; matchpoints and ranking follow', () => {
    let s = withRuling();
    s = must(fileSessionAppeal(s, { rulingId: 'r1', contestant: '2', filedBy: 'W', filedAt: '2025-05-01T21:45:00Z', issues: [{ kind: 'judgment', text: '2S was not a likely outcome' }] }, WBF_REGULATION));
    expect(decideSessionAppeal(s, 'a1', { by: 'committee', outcome: 'upheld', merit: true }, WBF_REGULATION)).toMatchObject({ ok: false, error: { code: 'needs-concurrence', law: '92D1' } });
    s = must(concurSessionAppeal(s, 'a1', 'E'));
    s = must(decideSessionAppeal(s, 'a1', { by: 'committee', outcome: 'changed', grounds: 'judgment', merit: true, laws: ['12C1(b)'], scoreEffect: { kind: 'adjusted', adjusted: assignedScore({ contract: '3H', declarer: 'E', tricks: 10 }) } }, WBF_REGULATION));
    expect(s.appeals[0]?.status).toBe('decided');
    // The ruling is kept as given; its effect after the appeal is the committee's.
    expect(s.rulings[0]?.scoreEffect.kind === 'adjusted' && s.rulings[0].scoreEffect.adjusted.NS.kind === 'assigned' && s.rulings[0].scoreEffect.adjusted.NS.results.length).toBe(2);
    expect(must(effectiveRuling(s, s.rulings[0] as never)).laws).toContain('93B2');
    const r = must(computeResults(s, WBF_REGULATION));
    // Board 1 NS now −170, −170, +110 → 1, 1, 4; EW 3, 3, 0.
    // Totals: 1 = 1+4 = 5, 2 = 3+0 = 3, 3 = 1+1 = 2, 4 = 3+3 = 6, 5 = 4+1 = 5, 6 = 0+3 = 3.
    expect(totals(r)).toEqual({ 4: [6, 75, '1'], 1: [5, 62.5, '2='], 5: [5, 62.5, '2='], 2: [3, 37.5, '4='], 6: [3, 37.5, '4='], 3: [2, 25, '6'] });
    // The session file round-trips with the ruling and the decided appeal.
    expect(must(readSession(writeSession(s)))).toEqual(s);
  });

  test('92A: a pair that did not play at the ruling\'s table may not appeal; 92B: a late appeal is refused', () => {
    const s = withRuling();
    expect(fileSessionAppeal(s, { rulingId: 'r1', contestant: '4', filedBy: 'E', filedAt: '2025-05-01T21:45:00Z', issues: [{ kind: 'law', text: 'x' }] }, WBF_REGULATION)).toMatchObject({ ok: false, error: { code: 'no-right', law: '92A' } });
    expect(fileSessionAppeal(s, { rulingId: 'r1', contestant: '2', filedBy: 'W', filedAt: '2025-05-01T22:00:01Z', issues: [{ kind: 'law', text: 'x' }] }, WBF_REGULATION)).toMatchObject({ ok: false, error: { code: 'late-appeal', law: '92B' } });
  });

  test('92A: an appeal without merit draws the regulation\'s sanction off the appellant\'s total', () => {
    const reg = must(defineRegulation({ id: 'club', name: 'Club', settings: { appealWithoutMeritSanction: { matchpointPercent: 10, imps: 1 } } }));
    let s = withRuling();
    s = must(fileSessionAppeal(s, { rulingId: 'r1', contestant: '2', filedBy: 'W', filedAt: '2025-05-01T21:45:00Z', issues: [{ kind: 'judgment', text: 'no UI' }] }, reg));
    s = must(concurSessionAppeal(s, 'a1', 'E'));
    s = must(decideSessionAppeal(s, 'a1', { by: 'committee', outcome: 'upheld', merit: false }, reg));
    const r = must(computeResults(s, reg));
    // 10% of a top of 4 = 0.4 off pair 2: 2.6 − 0.4 = 2.2 (27.5%).
    expect(totals(r)['2']).toEqual([2.2, 27.5, '5']);
    expect(r.deductions).toEqual([{ contestant: '2', direction: 'EW', board: 1, amount: 0.4, law: '92A', source: 'appeal a1' }]);
  });

  test('90A: a procedural penalty in a ruling comes off the offending pair\'s total', () => {
    const s = must(addRuling(withRuling(), { board: 2, table: '3', laws: ['90B2'], decision: 'slow play', penalties: [{ kind: 'procedural', offence: 'slow-play', against: 'EW', amount: { matchpointPercent: 25 }, law: '90B2' as never }] }));
    const r = must(computeResults(s, WBF_REGULATION));
    expect(totals(r)['6']).toEqual([2, 25, '5']);
  });

  test('an appeal may be withdrawn; the ruling then stands unchanged', () => {
    let s = withRuling();
    s = must(fileSessionAppeal(s, { rulingId: 'r1', contestant: '1', filedBy: 'N', filedAt: '2025-05-01T21:45:00Z', issues: [{ kind: 'judgment', text: 'x' }] }, WBF_REGULATION));
    s = must(withdrawSessionAppeal(s, 'a1'));
    expect(totals(must(computeResults(s, WBF_REGULATION)))['1']?.[0]).toBe(5.4);
  });
});

describe('the session file', () => {
  test('errors name the field path', () => {
    const data = JSON.parse(text);
    data.results[2].tricks = 14;
    expect(parseSession(data)).toMatchObject({ ok: false, error: { message: 'results[2].tricks: tricks are 0 to 13 (Law 77)' } });
    const d2 = JSON.parse(text);
    delete d2.results[0].declarer;
    expect(parseSession(d2)).toMatchObject({ ok: false, error: { message: 'results[0].declarer: a played contract needs its declarer' } });
    expect(readSession('{')).toMatchObject({ ok: false, error: { code: 'invalid-json' } });
    const d3 = JSON.parse(text);
    d3.results[0].board = 9;
    expect(parseSession(d3)).toMatchObject({ ok: false, error: { code: 'unknown-board' } });
  });

  test('a ruling must be for a table that has a result line', () => {
    expect(addRuling(must(readSession(text)), { board: 1, table: '9' })).toMatchObject({ ok: false, error: { code: 'unknown-table' } });
  });

  test('a table without a result needs a ruling (12C2(a))', () => {
    const data = JSON.parse(text);
    data.results[0] = { board: 1, table: '1', ns: '1', ew: '2', contract: null };
    const s = must(parseSession(data));
    expect(computeResults(s, WBF_REGULATION)).toMatchObject({ ok: false, error: { law: '12C2(a)' } });
  });
});

describe('Law 78B — a teams session', () => {
  const teams = (): Session => must(parseSession({
    format: 'bridge-laws-session', version: 1, event: { name: 'Match', kind: 'teams', scoring: 'imps' }, regulation: 'wbf', scoresOfficialAt: null,
    boards: [{ board: 1 }],
    results: [
      { board: 1, table: '1', ns: 'A', ew: 'B', contract: '4H', declarer: 'E', tricks: 10 },
      { board: 1, table: '2', ns: 'B', ew: 'A', contract: '3H', declarer: 'E', tricks: 10 },
    ],
    rulings: [], appeals: [],
  }));

  test('78B: −420 in one room and +170 in the other is 250, 6 IMPs to B', () => {
    const r = must(computeResults(teams(), WBF_REGULATION));
    expect(r.kind === 'teams' && r.matches[0]).toMatchObject({ teamA: 'A', teamB: 'B', impsA: -6, impsB: 6 });
    expect(r.kind === 'teams' && (r.matches[0]?.vpA ?? 0) + (r.matches[0]?.vpB ?? 0)).toBeCloseTo(20);
  });

  test('12C1(a): an assigned 3H= at table 1 makes the board flat', () => {
    const s = must(addRuling(teams(), { board: 1, table: '1', workflow: 'ui-from-partner', facts: uiFacts, adjusted: assignedScore({ contract: '3H', declarer: 'E', tricks: 10 }) }));
    const r = must(computeResults(s, WBF_REGULATION));
    expect(r.kind === 'teams' && r.matches[0]).toMatchObject({ impsA: 0, impsB: 0, vpA: 10, vpB: 10 });
  });
});

describe('Law 87 — a fouled board', () => {
  const fouled = (method?: 'factored' | 'separate-groups'): Session => {
    const data = JSON.parse(text);
    data.fouledBoards = [{ board: 2, groups: [['1'], ['2', '3']], ...(method === undefined ? {} : { method }) }];
    return must(parseSession(data));
  };

  test('87B: factored groups — each group scored apart, then factored to the whole field (Neuberg)', () => {
    const r = must(computeResults(fouled('factored'), WBF_REGULATION));
    // Group 1 (table 1 alone): (0 + 1) × 3 / 1 − 1 = 2 each side. Group 2 (tables 2, 3 tied): (1 + 1) × 3 / 2 − 1 = 2.
    const b2 = r.kind === 'pairs' ? r.boards.filter((b) => b.board === 2) : [];
    expect(b2.map((b) => [b.group, b.lines.map((l) => [l.nsResult, l.ewResult])])).toEqual([[1, [[2, 2]]], [2, [[2, 2], [2, 2]]]]);
    // Board 1 NS 0, 2, 4 / EW 4, 2, 0, plus 2 each on board 2.
    expect(totals(r)).toEqual({ 2: [6, 75, '1='], 5: [6, 75, '1='], 3: [4, 50, '3='], 4: [4, 50, '3='], 1: [2, 25, '5='], 6: [2, 25, '5='] });
  });

  test('87B: where the regulation leaves it to the director, the method must be given', () => {
    expect(computeResults(fouled(), WBF_REGULATION)).toMatchObject({ ok: false, error: { code: 'fouled-method-needed', law: '87B' } });
  });

  test('87B: every table that played the board is in exactly one group', () => {
    const data = JSON.parse(text);
    data.fouledBoards = [{ board: 2, groups: [['1'], ['2']], method: 'factored' }];
    expect(parseSession(data)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^fouledBoards\[0\]\.groups: every table that played board 2 \(1, 2, 3\)/) } });
  });
});
