import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { LAWS_DEFAULT_SETTINGS } from '@bridge-laws/regulation';
import type { BoardLine } from '@bridge-laws/scoring';
import { artificialLine, matchpointBoard, splitLine, tableLine, weightedLine } from '@bridge-laws/scoring';

const mp = (lines: BoardLine[], expected?: number, unit: 1 | 2 = 2) => {
  const r = matchpointBoard(lines, expected === undefined ? {} : { expected }, { ...LAWS_DEFAULT_SETTINGS, matchpointUnit: unit });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Law 78A — matchpoints', () => {
  test('78A: 2 for each worse score, 1 for each equal, 0 for each better', () => {
    const r = mp([420, 420, 450, -50, 170].map(tableLine));
    expect(r.top).toBe(8);
    expect(r.lines.map((l) => l.ns.mp)).toEqual([5, 5, 8, 0, 2]);
    expect(r.lines.map((l) => l.ew.mp)).toEqual([3, 3, 0, 8, 6]);
  });

  test('78A: the 1/½/0 unit halves every figure, percentages unchanged', () => {
    const two = mp([420, 420, 450, -50].map(tableLine));
    const one = mp([420, 420, 450, -50].map(tableLine), undefined, 1);
    expect(one.top).toBe(3);
    expect(one.lines.map((l) => l.ns.mp)).toEqual([1.5, 1.5, 3, 0]);
    expect(one.lines.map((l) => l.ns.percent)).toEqual(two.lines.map((l) => l.ns.percent));
  });

  test('78A: NS and EW matchpoints at a table add up to the top (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -200, max: 200 }).map((x) => x * 10), { minLength: 1, maxLength: 30 }), (scores) => {
        const r = mp(scores.map(tableLine));
        const total = r.lines.reduce((s, l) => s + l.ns.mp, 0);
        return r.lines.every((l) => l.ns.mp + l.ew.mp === r.top) && total === (scores.length * r.top) / 2;
      }),
    );
  });

  test('Neuberg: a board with fewer results is factored to the expected number — (M+1)·N/n − 1', () => {
    // Ruter, Spiren 2019-04-01 board 7: 7 results, 10 expected.
    const r = mp([-650, -680, -1430, -1430, -1430, -1430, -1430].map(tableLine), 10);
    expect(r.top).toBe(18);
    expect(r.lines[0]?.ns.mp).toBeCloseTo(((12 + 1) * 10) / 7 - 1, 9);
    expect(r.lines.map((l) => Math.round((l.ns.mp - 9) * 10) / 10)).toEqual([8.6, 5.7, -2.9, -2.9, -2.9, -2.9, -2.9]);
  });

  test('Neuberg on the 1/½/0 scale is (M+½)·N/n − ½', () => {
    const r = mp([100, 50, 0].map(tableLine), 5, 1);
    expect(r.lines[0]?.ns.mp).toBeCloseTo(((2 + 0.5) * 5) / 3 - 0.5, 9);
  });

  test('12C2(a): artificial scores leave the field, others are factored; avg+/avg/avg− are 60/50/40 % of the top', () => {
    const r = mp([tableLine(100), tableLine(50), tableLine(0), artificialLine('avg-plus', 'avg-minus')]);
    expect(r.top).toBe(6);
    expect(r.lines[3]?.ns).toEqual({ mp: 3.6, percent: 60, artificial: true });
    expect(r.lines[3]?.ew).toEqual({ mp: 2.4, percent: 40, artificial: true });
    expect(r.lines[0]?.ns.mp).toBeCloseTo(((4 + 1) * 4) / 3 - 1, 9);
  });

  test('12C2(a): an explicit percentage is honoured; an IMP figure at matchpoints is refused', () => {
    const r = mp([tableLine(100), tableLine(0), artificialLine({ percent: 55 }, 'avg')]);
    expect(r.lines[2]?.ns.percent).toBe(55);
    const bad = matchpointBoard([tableLine(0), artificialLine({ imps: 3 }, 'avg')]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('artificial-unit-mismatch');
  });

  test('12C1(c): a weighted score is matchpointed component by component, and others meet it as fractions', () => {
    // 30% of 420 and 70% of 170 against a field of 420, 170, -50.
    const r = mp([weightedLine([{ ns: 420, weight: 0.3 }, { ns: 170, weight: 0.7 }]), tableLine(420), tableLine(170), tableLine(-50)]);
    // 420 vs field: 1 (tie 420) + 2 (170) + 2 (-50) = 5; 170: 0 + 1 + 2 = 3 → 0.3·5 + 0.7·3 = 3.6
    expect(r.lines[0]?.ns.mp).toBeCloseTo(3.6, 9);
    // The 420 table: vs weighted 0.3 tie + 0.7 beat = 0.3 + 1.4 = 1.7, vs 170: 2, vs -50: 2 → 5.7
    expect(r.lines[1]?.ns.mp).toBeCloseTo(5.7, 9);
    expect(r.lines.reduce((s, l) => s + l.ns.mp, 0)).toBeCloseTo(12, 9);
  });

  test('12C1(c): weights that do not add up to 1 are refused', () => {
    const r = matchpointBoard([weightedLine([{ ns: 420, weight: 0.5 }, { ns: 170, weight: 0.6 }]), tableLine(0)]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-weights');
  });

  test('split score: each side is matchpointed against its own field', () => {
    // NS keep +420 against the NS field, EW are charged with -50 (NS points) against the EW field.
    const r = mp([splitLine({ kind: 'score', ns: 420 }, { kind: 'score', ns: -50 }), tableLine(420), tableLine(170)]);
    expect(r.lines[0]?.ns.mp).toBe(3); // 420 ties 420, beats 170
    expect(r.lines[0]?.ew.mp).toBe(4); // EW at -50 beat both
    expect(r.lines[1]?.ns.mp).toBe(3); // 420 vs NS field 420 (tie), 170 (beat)
    expect(r.lines[2]?.ew.mp).toBe(2); // EW at 170: worse than -50, better than 420
    expect((r.lines[0]?.ns.mp ?? 0) + (r.lines[0]?.ew.mp ?? 0)).not.toBe(r.top);
  });

  test('a board played once gets half the top when factored, 50% when alone', () => {
    expect(mp([tableLine(100)], 4).lines[0]?.ns.mp).toBe(3);
    expect(mp([tableLine(100)]).lines[0]?.ns.percent).toBe(50);
  });
});
