import { describe, expect, test } from 'vitest';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { MovementPlan, Session, SessionResult } from '../src/index.js';
import { addRuling, computeResults, mitchellMovement, newSession, parseSession, sittingOf } from '../src/index.js';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The session's result lines from the plan's sittings: each board at each table, with the contract played there. */
function played(plan: MovementPlan, contracts: Record<number, [string, 'N' | 'E' | 'S' | 'W', number][]>): SessionResult[] {
  const seen = new Map<number, number>();
  return plan.sittings.flatMap((s) =>
    s.boards.map((board) => {
      const i = seen.get(board) ?? 0;
      seen.set(board, i + 1);
      const [contract, declarer, tricks] = (contracts[board] ?? [])[i] as [string, 'N' | 'E' | 'S' | 'W', number];
      return { board, table: String(s.table), ns: s.ns, ew: s.ew, contract, declarer, tricks, ...(s.switched ? { switched: true as const } : {}) };
    }),
  );
}

describe('Law 8A — an arrow-switched Mitchell', () => {
  test('8A: 3 tables, arrow-switch on the last round: the EW pair sits North-South at every table of round 3', () => {
    const p = must(mitchellMovement(3, 1, { arrowSwitch: 'last-round' }));
    expect([p.switchedRounds, p.fields]).toEqual([[3], 1]);
    expect(sittingOf(p, 2, 3)).toEqual({ round: 2, table: 3, ns: '3', ew: '2', boards: [1] });
    // Round 3, table 2 plays board 1: EW 3 (moved up twice) sits North-South, NS 2 East-West.
    expect(sittingOf(p, 3, 2)).toEqual({ round: 3, table: 2, ns: '3', ew: '2', boards: [1], switched: true });
    expect(p.sittings.filter((s) => s.switched).map((s) => s.round)).toEqual([3, 3, 3]);
    expect(must(mitchellMovement(3, 1)).fields).toBe(2);
  });

  test('8A: named rounds are switched; a round outside the movement, a round twice or every round are refused naming the field', () => {
    const p = must(mitchellMovement(6, 2, { arrowSwitch: [4, 2] }));
    expect(p.switchedRounds).toEqual([2, 4]);
    expect(new Set(p.sittings.filter((s) => s.switched).map((s) => s.round))).toEqual(new Set([2, 4]));
    // A switched sitting is the unswitched one turned round: the same pairs and boards.
    const plain = must(mitchellMovement(6, 2));
    for (const s of p.sittings) {
      const q = sittingOf(plain, s.round, s.table);
      expect(s.switched ? [s.ew, s.ns, s.boards] : [s.ns, s.ew, s.boards]).toEqual([q?.ns, q?.ew, q?.boards]);
    }
    expect(mitchellMovement(6, 2, { arrowSwitch: [6] })).toEqual({ ok: false, error: 'arrow-switch: round 6 is not a round of this movement (1 to 5)' });
    expect(mitchellMovement(5, 2, { arrowSwitch: [2, 2] })).toEqual({ ok: false, error: 'arrow-switch: a round is named twice' });
    expect(mitchellMovement(3, 2, { arrowSwitch: [1, 2, 3] }).ok).toBe(false);
  });

  // Worked by hand (top 4: 2 per result beaten, 1 per tie). Board 1 (none vul): NS seats 420 (NS1), 450 (NS3), 400 (EW3
  // sat North-South in round 3) → 2, 4, 0; EW seats EW1 2, EW2 0, NS2 4. Board 2 (NS vul): −100 (NS2), +110 (NS1), +140
  // (EW1 sat NS) → 0, 2, 4; EW2 4, EW3 2, NS3 0. Board 3 (EW vul): 420 (NS3), 420 (NS2), −100 (EW2 sat NS) → 3, 3, 0;
  // EW3 1, EW1 1, NS1 4. Totals of 12: NS1 2+2+4 = 8, NS2 4+0+3 = 7, NS3 4+3+0 = 7, EW1 2+4+1 = 7, EW2 0+4+0 = 4,
  // EW3 0+2+1 = 3 (together 36 = 3 boards × 12).
  test('78A: the switched field is one field — matchpoints compare across it and the six pairs are ranked together', () => {
    const plan = must(mitchellMovement(3, 1, { arrowSwitch: 'last-round' }));
    const results = played(plan, {
      1: [['4S', 'N', 10], ['4S', 'N', 11], ['3NT', 'N', 9]],
      2: [['4S', 'N', 9], ['2S', 'N', 8], ['3S', 'N', 9]],
      3: [['4S', 'N', 10], ['4S', 'N', 10], ['4S', 'N', 8]],
    });
    // The order the sittings meet each board: board 1 at R1 T1, R2 T3, R3 T2 (switched).
    expect(results.filter((r) => r.board === 1).map((r) => [r.ns, r.ew, r.switched ?? false])).toEqual([['1', '1', false], ['3', '2', false], ['3', '2', true]]);
    const session: Session = must(parseSession({ ...newSession({ name: 'arrow-switch', kind: 'pairs', scoring: 'matchpoints', movement: 'arrow-switch' }), results }));
    const r = must(computeResults(session, WBF_REGULATION));
    if (r.kind !== 'pairs') throw new Error(r.kind);
    // Tied pairs share a place; their order within it is not part of the ranking.
    const rows = r.standings.map((s) => [s.label, `${s.item.direction}${s.item.pair}`, s.item.total, s.item.percent]).sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
    expect(rows).toEqual([['1', 'NS1', 8, 66.666667], ['2=', 'EW1', 7, 58.333333], ['2=', 'NS2', 7, 58.333333], ['2=', 'NS3', 7, 58.333333], ['5', 'EW2', 4, 33.333333], ['6', 'EW3', 3, 25]]);
    const b1 = r.boards.find((b) => b.board === 1);
    expect(b1?.lines.map((l) => [l.ns, l.ew, l.nsResult, l.ewResult])).toEqual([['1', '1', 2, 2], ['3', '2', 4, 0], ['3', '2', 0, 4]]);
  });

  test('78A: the same results as a plain Mitchell rank two fields; a switched table outside an arrow-switch is refused', () => {
    const plan = must(mitchellMovement(3, 1));
    const results = played(plan, { 1: [['4S', 'N', 10], ['4S', 'N', 11], ['3NT', 'N', 9]], 2: [['4S', 'N', 9], ['2S', 'N', 8], ['3S', 'N', 9]], 3: [['4S', 'N', 10], ['4S', 'N', 10], ['4S', 'N', 8]] });
    const r = must(computeResults(must(parseSession({ ...newSession({ name: 'm', kind: 'pairs', scoring: 'matchpoints', movement: 'mitchell' }), results })), WBF_REGULATION));
    if (r.kind !== 'pairs') throw new Error(r.kind);
    expect(r.standings.filter((s) => s.label === '1').map((s) => s.item.direction).sort()).toEqual(['EW', 'NS']);
    const bad = parseSession({ ...newSession({ name: 'm', kind: 'pairs', scoring: 'matchpoints', movement: 'mitchell' }), results: [{ ...results[0], switched: true }] });
    expect(bad.ok ? null : bad.error.message).toBe('results[0].switched: only an arrow-switched Mitchell (event.movement "arrow-switch") has switched tables');
  });

  test('90A: a penalty on a switched table comes off the offending pair in its own direction, not its namesake', () => {
    const plan = must(mitchellMovement(3, 1, { arrowSwitch: 'last-round' }));
    const results = played(plan, { 1: [['4S', 'N', 10], ['4S', 'N', 11], ['3NT', 'N', 9]], 2: [['4S', 'N', 9], ['2S', 'N', 8], ['3S', 'N', 9]], 3: [['4S', 'N', 10], ['4S', 'N', 10], ['4S', 'N', 8]] });
    const session = must(parseSession({ ...newSession({ name: 'a', kind: 'pairs', scoring: 'matchpoints', movement: 'arrow-switch' }), results }));
    // Board 1 at table 2 in round 3: EW 3 sits North-South; a 25 % penalty against the North-South seats is EW 3's.
    const ruled = must(addRuling(session, { board: 1, table: '2', laws: ['90B2'], decision: 'slow play', penalties: [{ kind: 'procedural', offence: 'slow-play', against: 'NS', amount: { matchpointPercent: 25 }, law: '90B2' as never }] }));
    const r = must(computeResults(ruled, WBF_REGULATION));
    if (r.kind !== 'pairs') throw new Error(r.kind);
    expect(r.deductions).toEqual([{ contestant: '3', direction: 'EW', board: 1, amount: 1, law: '90B2', source: 'ruling r1' }]);
    const total = (direction: string, pair: string) => r.standings.find((x) => x.item.direction === direction && x.item.pair === pair)?.item.total;
    // EW 3: 3 − 1 = 2; NS 3 keeps its 7.
    expect([total('EW', '3'), total('NS', '3')]).toEqual([2, 7]);
  });
});
