import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { LAWS_DEFAULT_SETTINGS } from '@bridge-laws/regulation';
import {
  artificialLine, butlerImps, clearlyFavourable, crossImps, datum, imps, knockoutAverage, law86NonOffendingChoice,
  scoreTeamBoard, scoreTeamsMatch, sessionSubstitute, severalBoardsGrade, splitLine, tableLine, victoryPoints, weightedLine,
} from '@bridge-laws/scoring';

describe('Law 78B — IMPs', () => {
  test('78B: the scale edges', () => {
    const cases: [number, number][] = [[0, 0], [10, 0], [20, 1], [40, 1], [50, 2], [420, 9], [430, 10], [590, 11], [600, 12], [3990, 23], [4000, 24], [9000, 24], [-620, -12]];
    for (const [diff, want] of cases) expect(imps(diff)).toBe(want);
  });

  test('78B: antisymmetric and never decreasing (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -800, max: 800 }), (x) => imps(-x * 10) === -imps(x * 10) && imps(x * 10 + 10) >= imps(x * 10)));
  });

  test('78D datum: a trimmed mean rounded to 10, trimming set by the conditions of contest', () => {
    expect(datum([170, 140, 150, 170])).toBe(160);
    expect(datum([100, 0, 0, 0, -1000], { trim: 0, roundTo: 10 })).toBe(-180);
    expect(datum([100, 0, 0, 0, -1000], { trim: { fraction: 0.2 }, roundTo: 10 })).toBe(0);
    expect(butlerImps([170, 140, 150, 170]).imps).toEqual([0, -1, 0, 0]);
  });

  test('cross-IMPs: total and average over the other tables; totals sum to zero', () => {
    expect(crossImps([420, -50, 170])).toEqual([10 + 6, -10 - 6, -6 + 6]);
    expect(crossImps([420, -50, 170], 'average')).toEqual([8, -8, 0]);
    fc.assert(fc.property(fc.array(fc.integer({ min: -100, max: 100 }), { minLength: 2, maxLength: 12 }), (xs) => crossImps(xs.map((x) => x * 10)).reduce((a, b) => a + b, 0) === 0));
  });
});

describe('Law 78D — victory points', () => {
  test('78D: the WBF continuous scale by default; a regulation may supply its own scale', () => {
    expect(victoryPoints(54, 45, 28)).toEqual({ a: 11.98, b: 8.02 });
    expect(victoryPoints(0, 100, 28)).toEqual({ a: 0, b: 20 });
    const flat = { victoryPoints: (m: number): readonly [number, number] => (m === 0 ? [10, 10] : [15, 5]) };
    expect(victoryPoints(3, 10, 16, flat)).toEqual({ a: 5, b: 15 });
  });
});

describe('Team play (Laws 78B, 12C, 86)', () => {
  test('78B: a board at two tables gives opposite IMPs to the two teams', () => {
    expect(scoreTeamBoard({ board: 1, roomA: tableLine(620), roomB: tableLine(-100) })).toEqual({ board: 1, a: 12, b: -12 });
  });

  test('12C2(b): artificial scores at IMPs are +3 / 0 / −3 by default', () => {
    const r = scoreTeamBoard({ board: 2, roomA: artificialLine('avg-plus', 'avg-minus'), roomB: tableLine(0) });
    expect(r).toEqual({ board: 2, a: 3, b: -3 });
  });

  test('12C1(c): a weighted score at IMPs weights the IMPs, not the points', () => {
    const r = scoreTeamBoard({ board: 3, roomA: weightedLine([{ ns: 620, weight: 0.5 }, { ns: -100, weight: 0.5 }]), roomB: tableLine(170) });
    expect(r.a).toBeCloseTo(0.5 * 10 - 0.5 * 7, 9);
    expect(r.b).toBeCloseTo(-1.5, 9);
  });

  test('12C4: non-balancing scores in a knockout are averaged', () => {
    // Split in room A: NS keep +620, EW are charged only -100 (NS points).
    const board = { board: 4, roomA: splitLine({ kind: 'score', ns: 620 }, { kind: 'score', ns: -100 }), roomB: tableLine(170) };
    expect(scoreTeamBoard(board)).toEqual({ board: 4, a: 10, b: 7 });
    expect(scoreTeamBoard(board, { knockout: true })).toEqual({ board: 4, a: 1.5, b: -1.5 });
    expect(knockoutAverage(10, 7)).toEqual({ a: 1.5, b: -1.5 });
  });

  test('78C/78D: a match totals its IMPs and converts them to VPs', () => {
    const m = scoreTeamsMatch([{ board: 1, roomA: tableLine(620), roomB: tableLine(-100) }, { board: 2, roomA: tableLine(-50), roomB: tableLine(110) }]);
    expect([m.impsA, m.impsB]).toEqual([12 - 4, -12 + 4]);
    expect(m.vpA + m.vpB).toBeCloseTo(20, 9);
    // 78D: the margin is 12 won less 4 lost = 8 IMPs over 2 boards, not the signed 8 − (−8).
    expect(m.vpA).toBe(victoryPoints(12, 4, 2).a);
  });

  test('86B2(b): the non-offending team gets the better of average plus and its assigned score', () => {
    expect(law86NonOffendingChoice(1)).toEqual({ nos: 3, os: -3 });
    expect(law86NonOffendingChoice(7)).toEqual({ nos: 7, os: -7 });
  });

  test('86B1: with no regulated threshold "clearly favourable" is the director\'s judgment', () => {
    expect(clearlyFavourable(5)).toBeNull();
    expect(clearlyFavourable(5, { clearlyFavourableImps: 3 })).toBe(true);
    expect(clearlyFavourable(2, { clearlyFavourableImps: 3 })).toBe(false);
  });
});

describe('Law 12C2 — artificial adjusted scores', () => {
  test('12C2(c): a session percentage above 60 replaces average plus; below 40 replaces average minus', () => {
    expect(sessionSubstitute('avg-plus', 64.2, LAWS_DEFAULT_SETTINGS)).toEqual({ percent: 64.2 });
    expect(sessionSubstitute('avg-plus', 55, LAWS_DEFAULT_SETTINGS)).toBe('avg-plus');
    expect(sessionSubstitute('avg-minus', 31, LAWS_DEFAULT_SETTINGS)).toEqual({ percent: 31 });
    expect(sessionSubstitute('avg', 70, LAWS_DEFAULT_SETTINGS)).toBe('avg');
  });

  test('12C2(d): the regulation\'s rule for several boards without result', () => {
    expect(severalBoardsGrade('avg-plus', 3, 48, LAWS_DEFAULT_SETTINGS)).toBe('avg-plus');
    const rule = { ...LAWS_DEFAULT_SETTINGS, severalBoardsWithoutResult: (i: number) => (i <= 2 ? ('avg-plus' as const) : ('session-percentage' as const)) };
    expect(severalBoardsGrade('avg-plus', 2, 48, rule)).toBe('avg-plus');
    expect(severalBoardsGrade('avg-plus', 3, 48, rule)).toEqual({ percent: 48 });
  });
});

