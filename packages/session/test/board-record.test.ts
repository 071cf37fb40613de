import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { assignedScore } from '@bridge-laws/irregularities';
import type { Session } from '@bridge-laws/session';
import { computeResults, readSession, recordBoard } from '@bridge-laws/session';

const text = readFileSync(join(import.meta.dirname, 'fixtures', 'club-pairs.session.json'), 'utf8');
function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const session = must(readSession(text));
/** Table 1 of board 1 without its result: the table's record brings it. */
const open: Session = { ...session, results: session.results.map((r) => (r.board === 1 && r.table === '1' ? { board: 1, table: '1', ns: r.ns, ew: r.ew, contract: null } : r)) };
const mi = {
  board: 1, table: '1', result: { contract: '4H', declarer: 'E' as const, tricks: 10 }, givenAt: '2025-05-01T21:10:00Z',
  ruling: {
    board: 1, workflow: 'misinformation' as const,
    facts: { 'agreement-was': 'differs', 'could-have-been-influenced': true, damaged: true, 'self-inflicted': false },
    adjusted: assignedScore({ contract: '3H', declarer: 'E', tricks: 10 }),
  },
};

describe('Law 12C — a board played and ruled at the table, recorded in the session', () => {
  test('12C1(b): the result line gets the table result and the ruling its adjusted score; the standings score the adjustment', () => {
    const s = must(recordBoard(open, mi));
    expect(s.results.find((r) => r.board === 1 && r.table === '1')).toMatchObject({ contract: '4H', declarer: 'E', tricks: 10 });
    expect(s.rulings.at(-1)).toMatchObject({ id: 'r1', board: 1, table: '1', workflow: 'misinformation', givenAt: '2025-05-01T21:10:00Z' });
    const before = must(computeResults(must(recordBoard(open, { ...mi, ruling: null })), WBF_REGULATION));
    const after = must(computeResults(s, WBF_REGULATION));
    const total = (r: typeof after, pair: string) => (r.kind === 'pairs' ? r.standings.find((x) => x.item.pair === pair)?.item.total : undefined);
    // Board 1 NS: 4H= (−420) is a bottom; the assigned 3H= (−170) ties table 2.
    expect((total(after, '1') ?? 0) - (total(before, '1') ?? 0)).toBe(1);
  });

  test('77: a line that already has another result is refused, as is a table the session does not have', () => {
    const r = recordBoard(session, { ...mi, result: { contract: '4S', declarer: 'S', tricks: 9 } });
    expect(r.ok ? null : r.error.code).toBe('result-differs');
    const t = recordBoard(session, { ...mi, table: '9' });
    expect(t.ok ? null : t.error.code).toBe('unknown-table');
  });

  test('77: the same result as the line already has is accepted', () => {
    expect(recordBoard(session, { ...mi, ruling: null }).ok).toBe(true);
  });
});
