import { describe, expect, test } from 'vitest';
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import type { PairsLine } from '@bridge-laws/scoring';
import {
  artificialImps, artificialPercent, clearlyFavourable, correctionStatus, crossImps, datum, law86NonOffendingChoice, matchpointBoard,
  scorePairsEvent, sessionSubstitute, severalBoardsGrade, tableLine, victoryPoints,
} from '@bridge-laws/scoring';

// Issue 33: every setting the scoring chapter reads, run under the WBF baseline and under a second regulation
// that sets it otherwise, with both outcomes asserted. The second regulations are built only with the public
// contract (`defineRegulation`); where PZBS or the EBU sets the value, the test regulation uses theirs.
function regulation(id: string, settings: Parameters<typeof defineRegulation>[0]['settings']): Regulation {
  const r = defineRegulation({ id, name: `test regulation ${id}`, settings });
  if (!r.ok) throw new Error(`test regulation ${id} is invalid`);
  return r.value;
}
const WBF = WBF_REGULATION.settings;

describe('artificialPercentages (Law 12C2(a)) — artificialPercent, sessionSubstitute', () => {
  const other = regulation('test-55-45', { artificialPercentages: { avgPlus: 55, avg: 50, avgMinus: 45 } }).settings;
  test('12C2(a): average plus is 60% under the WBF baseline and 55% under a 55/45 regulation', () => {
    expect(artificialPercent('avg-plus', WBF)).toBe(60);
    expect(artificialPercent('avg-plus', other)).toBe(55);
    expect(artificialPercent('avg-minus', other)).toBe(45);
  });
  test('12C2(a): a 58% session stands in for average plus only where average plus is below it', () => {
    expect(sessionSubstitute('avg-plus', 58, WBF)).toBe('avg-plus');
    expect(sessionSubstitute('avg-plus', 58, other)).toEqual({ percent: 58 });
  });
});

describe('artificialImps (Law 12C2(b)) — artificialImps, law86NonOffendingChoice', () => {
  const other = regulation('test-2-imps', { artificialImps: { avgPlus: 2, avg: 0, avgMinus: -2 } }).settings;
  test('12C2(b): average minus is −3 IMPs under the WBF baseline and −2 under the other regulation', () => {
    expect(artificialImps('avg-minus', WBF)).toBe(-3);
    expect(artificialImps('avg-minus', other)).toBe(-2);
  });
  test('86B2(b): an assigned +2 IMPs loses to average plus under the WBF baseline, equals it under the other', () => {
    expect(law86NonOffendingChoice(2, WBF)).toEqual({ nos: 3, os: -3 });
    expect(law86NonOffendingChoice(2, other)).toEqual({ nos: 2, os: -2 });
  });
});

describe('severalBoardsWithoutResult (Law 12C2(d)) — severalBoardsGrade', () => {
  const other = regulation('test-third-board-session', { severalBoardsWithoutResult: (index: number) => (index >= 3 ? 'session-percentage' : 'avg-plus') }).settings;
  test('12C2(d): under the WBF baseline the third board without result keeps its grade', () => {
    expect(severalBoardsGrade('avg-plus', 3, 52, WBF)).toBe('avg-plus');
  });
  test('12C2(d): under a regulation scoring the third such board at the session percentage it gets 52%', () => {
    expect(severalBoardsGrade('avg-plus', 3, 52, other)).toEqual({ percent: 52 });
    expect(severalBoardsGrade('avg-plus', 2, 52, other)).toBe('avg-plus');
  });
});

describe('matchpointUnit (Law 78A) — matchpointBoard', () => {
  // As PZBS sets it: 1 and ½ point in place of 2 and 1.
  const pzbsUnit = regulation('test-pzbs-unit', { matchpointUnit: 1 }).settings;
  const board = [tableLine(420), tableLine(420), tableLine(-50)];
  const ns = (s: typeof WBF) => {
    const r = matchpointBoard(board, {}, s);
    return r.ok ? { top: r.value.top, ns: r.value.lines.map((l) => l.ns) } : r.error.code;
  };
  test('78A: three results score on a top of 4 under the WBF baseline and a top of 2 under a 1-point unit', () => {
    const wbf = ns(WBF);
    const pzbs = ns(pzbsUnit);
    expect(typeof wbf === 'string' ? wbf : wbf.top).toBe(4);
    expect(typeof pzbs === 'string' ? pzbs : pzbs.top).toBe(2);
    expect(JSON.stringify(wbf)).not.toBe(JSON.stringify(pzbs));
  });
});

describe('victoryPoints (Law 78D) — victoryPoints', () => {
  const flat = regulation('test-flat-vp', { victoryPoints: (margin: number) => (margin === 0 ? [10, 10] : [15, 5]) }).settings;
  test('78D: a 1-IMP win over 16 boards is nearly a draw on the WBF scale and 15–5 on a flat scale', () => {
    const wbf = victoryPoints(31, 30, 16, WBF);
    expect(wbf.a).toBeGreaterThan(10);
    expect(wbf.a).toBeLessThan(11);
    expect(wbf.a + wbf.b).toBeCloseTo(20, 2);
    expect(victoryPoints(31, 30, 16, flat)).toEqual({ a: 15, b: 5 });
  });
});

describe('butlerDatum (Law 78B, conditions of contest) — datum', () => {
  const untrimmed = regulation('test-untrimmed-datum', { butlerDatum: { trim: 0, roundTo: 10 } }).settings;
  const scores = [-1100, 420, 420, 450];
  test('78B: one top and one bottom trimmed under the WBF baseline; nothing trimmed under the other', () => {
    expect(datum(scores, WBF.butlerDatum)).toBe(420);
    expect(datum(scores, untrimmed.butlerDatum)).toBe(50);
  });
});

describe('crossImps (Law 78B) — crossImps', () => {
  const averaged = regulation('test-averaged-cross-imps', { crossImps: 'average' }).settings;
  test('78B: cross-IMPs are totalled under the WBF baseline and averaged under the other regulation', () => {
    const scores = [420, 450, -50];
    const total = crossImps(scores, WBF.crossImps);
    const average = crossImps(scores, averaged.crossImps);
    expect(average).toEqual(total.map((t) => t / 2));
    expect(total[0]).not.toBe(average[0]);
  });
});

describe('scoringConventions (Law 78A) — scorePairsEvent', () => {
  const raw = regulation('test-raw-short-boards', { scoringConventions: { ...WBF.scoringConventions, shortBoards: 'raw' } }).settings;
  const line = (board: number, nsPair: string, ewPair: string, score: number): PairsLine => ({ board, ns: nsPair, ew: ewPair, line: tableLine(score) });
  const session = [line(1, '1', '2', 420), line(1, '3', '4', 450), line(1, '5', '6', -50), line(2, '1', '4', 100), line(2, '3', '2', 110)];
  test('78A: a board played twice of three is factored (Neuberg) under the WBF baseline and raw under the other', () => {
    const wbf = scorePairsEvent(session, {}, WBF);
    const other = scorePairsEvent(session, {}, raw);
    expect(wbf.ok ? wbf.value.boards[1]?.lines.map((l) => l.nsResult) : null).toEqual([0.5, 3.5]);
    expect(other.ok ? other.value.boards[1]?.lines.map((l) => l.nsResult) : null).toEqual([0, 2]);
  });
});

describe('correctionPeriodMinutes, lateCorrectionsWithConsent (Law 79C) — correctionStatus', () => {
  const official = new Date('2026-01-10T20:00:00Z');
  const at = (minutes: number) => new Date(official.getTime() + minutes * 60_000);
  const short = regulation('test-short-period', { correctionPeriodMinutes: 15, lateCorrectionsWithConsent: false }).settings;
  test('79C1: twenty minutes after the official scores the period is open under the WBF baseline (30 minutes)', () => {
    expect(correctionStatus(official, at(20), WBF).kind).toBe('open');
  });
  test('79C1: under a 15-minute regulation it has closed, and with no late corrections nothing can be corrected', () => {
    expect(correctionStatus(official, at(20), short).kind).toBe('closed');
  });
  test('79C2: after the period a correction needs consent under the WBF baseline', () => {
    expect(correctionStatus(official, at(45), WBF).kind).toBe('needs-consent');
  });
  test('79C2: under a regulation that allows no late corrections (period unchanged) it is closed', () => {
    const noLate = regulation('test-no-late-corrections', { lateCorrectionsWithConsent: false }).settings;
    expect(correctionStatus(official, at(20), noLate).kind).toBe('open');
    expect(correctionStatus(official, at(45), noLate).kind).toBe('closed');
  });
});

describe('clearlyFavourableImps (Law 86B1) — clearlyFavourable', () => {
  const threshold = regulation('test-clearly-favourable', { clearlyFavourableImps: 5 }).settings;
  test('86B1: with no threshold (WBF baseline) the question is the director\'s: no answer', () => {
    expect(clearlyFavourable(8, WBF)).toBeNull();
  });
  test('86B1: under a 5-IMP threshold an expected swing of 8 is clearly favourable, of 4 not', () => {
    expect(clearlyFavourable(8, threshold)).toBe(true);
    expect(clearlyFavourable(4, threshold)).toBe(false);
  });
});
