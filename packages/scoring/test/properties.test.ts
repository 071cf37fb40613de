// Invariants of the scoring, as properties over random boards and sessions.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { PairsLine } from '@bridge-laws/scoring';
import { DEFAULT_SCORING_SETTINGS, imps, matchpointBoard, scorePairsEvent, scoreTeamBoard, scoreTeamsEvent, tableLine, weightedLine, withConventions } from '@bridge-laws/scoring';

const score = fc.integer({ min: -250, max: 250 }).map((x) => x * 10);
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

describe('Law 78A: the matchpoints of a board', () => {
  // With n real results on a board whose top is unit × (N − 1) (N expected results, N = n when none is missing),
  // each side's matchpoints add up to top × n / 2 — every comparison hands out one unit, and Neuberg's
  // (M + 1) × N / n − 1 keeps that on the board's own top — and NS + EW at each table is the top.
  test('78A: each side sums to top × n / 2, and NS + EW = top at every table (property, 2/1/0 and 1/½/0)', () => {
    fc.assert(fc.property(fc.array(score, { minLength: 1, maxLength: 25 }), fc.nat({ max: 5 }), fc.constantFrom(1, 2 as const), (scores, missing, unit) => {
      const n = scores.length;
      const settings = { ...DEFAULT_SCORING_SETTINGS, matchpointUnit: unit as 1 | 2 };
      const r = matchpointBoard(scores.map(tableLine), { expected: n + missing }, settings);
      if (!r.ok) return false;
      const ns = r.value.lines.map((l) => l.ns.mp);
      const ew = r.value.lines.map((l) => l.ew.mp);
      return close(sum(ns), (r.value.top * n) / 2) && close(sum(ew), (r.value.top * n) / 2) && r.value.lines.every((l) => close(l.ns.mp + l.ew.mp, r.value.top));
    }), { numRuns: 400 });
  });

  test('78A/12C1(c): a weighted score is one result of total weight 1, and the sums still hold (property)', () => {
    fc.assert(fc.property(fc.array(score, { minLength: 1, maxLength: 12 }), score, score, fc.integer({ min: 1, max: 99 }), (scores, a, b, w) => {
      const lines = [...scores.map(tableLine), weightedLine([{ ns: a, weight: w / 100 }, { ns: b, weight: 1 - w / 100 }])];
      const r = matchpointBoard(lines);
      if (!r.ok) return false;
      const n = lines.length;
      return close(sum(r.value.lines.map((l) => l.ns.mp)), (r.value.top * n) / 2) && close(sum(r.value.lines.map((l) => l.ew.mp)), (r.value.top * n) / 2);
    }), { numRuns: 300 });
  });
});

describe('Law 78B: IMPs are antisymmetric', () => {
  test('78B: imps(−d) = −imps(d) for any difference, and a teams board gives one team what the other loses (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -9000, max: 9000 }), score, score, (d, x, y) => {
      const board = scoreTeamBoard({ board: 1, roomA: tableLine(x), roomB: tableLine(y) });
      return imps(-d) === -imps(d) && board.a === -board.b;
    }), { numRuns: 500 });
  });

  test('78B: at Butler each table\'s EW IMPs are minus its NS IMPs; cross-IMPs of a board add up to 0 (property)', () => {
    fc.assert(fc.property(fc.array(score, { minLength: 2, maxLength: 15 }), fc.constantFrom('butler', 'cross-imps' as const), (scores, scoring) => {
      const lines: PairsLine[] = scores.map((s, i) => ({ board: 1, ns: `n${i}`, ew: `e${i}`, line: tableLine(s) }));
      const r = scorePairsEvent(lines, { scoring });
      if (!r.ok) return false;
      const ls = r.value.boards[0]?.lines ?? [];
      return ls.every((l) => l.nsResult === -l.ewResult) && (scoring === 'butler' || close(sum(ls.map((l) => l.nsResult)), 0));
    }), { numRuns: 300 });
  });
});

describe('Laws 78C, 78D: teams matches', () => {
  test('78D: on the WBF scale the two teams\' VPs add up to 20 in every match, and the winner of the IMPs has at least 10 (property)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(score, score), { minLength: 1, maxLength: 12 }), (boards) => {
      const lines = boards.flatMap(([x, y], i) => [
        { board: i + 1, ns: 'A', ew: 'B', line: tableLine(x) },
        { board: i + 1, ns: 'B', ew: 'A', line: tableLine(y) },
      ]);
      const r = scoreTeamsEvent(lines);
      if (!r.ok) return false;
      const m = r.value.matches[0];
      if (m === undefined) return false;
      const winnerVp = m.impsHome >= m.impsAway ? m.vpHome : m.vpAway;
      return close(m.vpHome + m.vpAway, 20) && winnerVp >= 10;
    }), { numRuns: 300 });
  });
});

describe('Law 78C: conventions never change the order of pairs that played every board', () => {
  test('78C: scaled totals and rounding leave full-session pairs\' totals as played (property)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(score, score, score), { minLength: 1, maxLength: 6 }), (boards) => {
      const lines: PairsLine[] = boards.flatMap(([x, y, z], i) => [
        { board: i + 1, ns: '1', ew: '2', line: tableLine(x) }, { board: i + 1, ns: '3', ew: '4', line: tableLine(y) }, { board: i + 1, ns: '5', ew: '6', line: tableLine(z) },
      ]);
      const plain = scorePairsEvent(lines);
      const scaled = scorePairsEvent(lines, {}, withConventions(DEFAULT_SCORING_SETTINGS, { missedBoards: 'scaled' }));
      if (!plain.ok || !scaled.ok) return false;
      return JSON.stringify(plain.value.standings) === JSON.stringify(scaled.value.standings);
    }), { numRuns: 200 });
  });
});

test('78A: a board with one result has top 0 and 50 % to both sides', () => {
  const r = matchpointBoard([tableLine(420)]);
  expect(r.ok && r.value.lines[0]).toEqual({ ns: { mp: 0, percent: 50, artificial: false }, ew: { mp: 0, percent: 50, artificial: false } });
});
