import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { MovementPlan } from '../src/index.js';
import { howellMovement, mitchellMovement, sittingOf } from '../src/index.js';

const plan = (r: { ok: boolean; value?: MovementPlan; error?: string }): MovementPlan => {
  if (!r.ok || r.value === undefined) throw new Error(r.error);
  return r.value;
};

/** No pair meets an opponent twice, plays a board twice or sits twice in a round; no board is at two tables of a Mitchell round. */
function checkPlan(p: MovementPlan, mitchell: boolean) {
  const key = (side: string, pair: string) => (mitchell ? `${side}${pair}` : pair);
  const met = new Set<string>();
  const played = new Map<string, Set<number>>();
  for (let round = 1; round <= p.rounds; round++) {
    const seated = new Set<string>();
    const boards = new Set<number>();
    for (const s of p.sittings.filter((x) => x.round === round)) {
      const ns = key('NS', s.ns);
      const ew = key('EW', s.ew);
      expect(seated.has(ns) || seated.has(ew)).toBe(false);
      seated.add(ns).add(ew);
      const pairKey = [ns, ew].sort().join('|');
      expect(met.has(pairKey)).toBe(false);
      met.add(pairKey);
      for (const pair of [ns, ew]) {
        const had = played.get(pair) ?? new Set<number>();
        for (const b of s.boards) {
          expect(had.has(b)).toBe(false);
          had.add(b);
        }
        played.set(pair, had);
      }
      if (mitchell) for (const b of s.boards) {
        expect(boards.has(b)).toBe(false);
        boards.add(b);
      }
    }
  }
}

describe('movements (Law 8A)', () => {
  test('8A: a 5-table Mitchell, 3 boards a round: NS stay, EW move up, boards move down; 5 rounds, boards 1-15', () => {
    const p = plan(mitchellMovement(5, 3));
    expect([p.rounds, p.sittings.length]).toEqual([5, 25]);
    expect(sittingOf(p, 1, 1)).toEqual({ round: 1, table: 1, ns: '1', ew: '1', boards: [1, 2, 3] });
    // Round 2: EW 1 moved up to table 2; table 1 plays the boards table 2 played in round 1.
    expect(sittingOf(p, 2, 2)).toEqual({ round: 2, table: 2, ns: '2', ew: '1', boards: [7, 8, 9] });
    expect(sittingOf(p, 2, 1)?.boards).toEqual([4, 5, 6]);
    checkPlan(p, true);
  });

  test('8A: an even Mitchell (6 tables) skips after round 3 and plays 5 rounds, nobody meeting a pair or a board twice', () => {
    const p = plan(mitchellMovement(6, 2));
    expect(p.rounds).toBe(5);
    expect(sittingOf(p, 4, 1)?.ew).toBe('3');
    checkPlan(p, true);
  });

  test('8A: a Howell of 8 pairs: 7 rounds, 4 tables, every pair meets every other once and plays each board once', () => {
    const p = plan(howellMovement(8, 2));
    expect([p.rounds, p.tables, p.sittings.length, p.sitOut]).toEqual([7, 4, 28, []]);
    expect(sittingOf(p, 1, 1)).toEqual({ round: 1, table: 1, ns: '8', ew: '1', boards: [1, 2] });
    checkPlan(p, false);
    const opponents = (pair: string) => new Set(p.sittings.filter((s) => s.ns === pair || s.ew === pair).map((s) => (s.ns === pair ? s.ew : s.ns)));
    expect(opponents('3').size).toBe(7);
  });

  test('8A: a Howell of 7 pairs: a phantom completes the field, one pair sits out each round', () => {
    const p = plan(howellMovement(7, 3));
    expect([p.rounds, p.tables, p.sitOut.length]).toEqual([7, 3, 7]);
    expect(new Set(p.sitOut.map((s) => s.pair)).size).toBe(7);
    checkPlan(p, false);
  });

  test('property: every Mitchell of 2-20 tables and every Howell of 3-30 pairs is a valid movement', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 4 }), (t, b) => checkPlan(plan(mitchellMovement(t, b)), true)), { numRuns: 20 });
    fc.assert(fc.property(fc.integer({ min: 3, max: 30 }), fc.integer({ min: 1, max: 4 }), (n, b) => checkPlan(plan(howellMovement(n, b)), false)), { numRuns: 20 });
  });

  test('8A: the director may stop before the full movement — the first rounds only, still a valid movement', () => {
    const m = plan(mitchellMovement(7, 2, { rounds: 5 }));
    expect([m.rounds, m.sittings.length, new Set(m.sittings.flatMap((s) => s.boards)).size]).toEqual([5, 35, 14]);
    expect(m.sittings.slice(0, 14)).toEqual(plan(mitchellMovement(7, 2)).sittings.slice(0, 14));
    checkPlan(m, true);
    const h = plan(howellMovement(10, 2, { rounds: 6 }));
    expect([h.rounds, h.sittings.length]).toEqual([6, 30]);
    expect(h.sittings).toEqual(plan(howellMovement(10, 2)).sittings.slice(0, 30));
    checkPlan(h, false);
    expect(mitchellMovement(6, 2, { rounds: 6 })).toEqual({ ok: false, error: 'rounds must be a whole number from 1 to 5 for this movement' });
    expect(howellMovement(8, 2, { rounds: 0 }).ok).toBe(false);
  });

  test('counts outside a club evening are refused naming the field', () => {
    expect(mitchellMovement(1, 2)).toEqual({ ok: false, error: 'tables must be a whole number from 2 to 30' });
    expect(howellMovement(8, 0)).toEqual({ ok: false, error: 'boards per round must be a whole number from 1 to 8' });
    expect(howellMovement(2.5, 2).ok).toBe(false);
  });
});
