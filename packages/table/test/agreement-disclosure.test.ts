import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { TableEvent, TableState } from '@bridge-laws/table';
import { applyTableEvent, createTable, parseCase, report } from '@bridge-laws/table';
import { parseCall } from '@bridge-laws/auction';
import { SEATS } from '@bridge-laws/cards-and-boards';

/** N 1S, E P, S 2S: a table three calls in, and the laws each further event cites. */
function table(): TableState {
  const created = createTable({ board: 1 });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (const [by, text] of [['N', '1S'], ['E', 'P'], ['S', '2S']] as const) s = apply(s, { type: 'call', by, call: parseCall(text) as NonNullable<ReturnType<typeof parseCall>> });
  return s;
}
function apply(s: TableState, e: TableEvent): TableState {
  const r = applyTableEvent(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const cited = (before: TableState, after: TableState) => after.citations.slice(before.citations.length).map((c) => c.law);

describe('Laws 40B3, 40B4 — disclosures the director found wanting', () => {
  test('40B3(a): an omitted alert the director finds required is an undisclosed agreement; one not required, or made, is not', () => {
    const s = table();
    const required = apply(s, { type: 'alert', by: 'N', call: 3, made: false, required: true });
    expect(cited(s, required)).toEqual(['40B2(a)', '40B3(a)']);
    for (const e of [
      { type: 'alert', by: 'N', call: 3, made: false, required: false },
      { type: 'alert', by: 'N', call: 3, made: false },
      { type: 'alert', by: 'N', call: 3, made: true, required: true },
    ] as const) expect(cited(s, apply(s, e))).toEqual(['40B2(a)']);
  });

  test('40B3(b): the second undisclosed agreement of one side is a repeated failure; the other side\'s is not counted with it', () => {
    let s = apply(table(), { type: 'alert', by: 'S', call: 1, made: false, required: true });
    const other = apply(s, { type: 'alert', by: 'W', call: 2, made: false, required: true });
    expect(cited(s, other)).toEqual(['40B2(a)', '40B3(a)']);
    const again = apply(s, { type: 'alert', by: 'N', call: 3, made: false, required: true });
    expect(cited(s, again)).toEqual(['40B2(a)', '40B3(a)', '40B3(b)']);
    s = again;
    // The same omission recorded twice adds nothing new.
    expect(cited(s, apply(s, { type: 'alert', by: 'N', call: 3, made: false, required: true }))).toEqual(['40B2(a)']);
  });

  test('40B4: an explained agreement the director finds special and not permitted by the regulation; a permitted one engages nothing', () => {
    const s = table();
    const unpermitted = apply(s, { type: 'explain', by: 'N', call: 3, askedBy: 'W', text: 'a relay', permitted: false });
    expect(cited(s, unpermitted)).toEqual(['20F1', '40B2(a)(i)', '40B4']);
    expect(cited(s, apply(s, { type: 'explain', by: 'N', call: 3, askedBy: 'W', text: 'a relay', permitted: true }))).toEqual(['20F1']);
  });

  test('40B3(a), 40B4: the damage is not asked before the end of play', () => {
    const s = apply(table(), { type: 'alert', by: 'N', call: 3, made: false, required: true });
    expect(report(s).pending).toBeNull();
  });

  test('40B3(a), 40B4: the director\'s findings on the events are checked at the case-file boundary, naming the field and the law', () => {
    const doc = (extra: string) => `id: x\nboard: 1\nevents:\n  - {by: N, call: 1S}\n  - ${extra}\n`;
    const alert = parseCase(doc('{by: S, alert: {call: 1, made: false, required: "yes"}}'));
    expect(alert.ok).toBe(false);
    if (!alert.ok) expect(alert.error).toMatch(/alert\.required.*40B3\(a\)/);
    const explain = parseCase(doc('{by: S, explain: {call: 1, asked-by: E, as: "x", permitted: 0}}'));
    expect(explain.ok).toBe(false);
    if (!explain.ok) expect(explain.error).toMatch(/explain\.permitted.*40B4/);
    expect(parseCase(doc('{by: S, alert: {call: 1, made: false, required: true}}')).ok).toBe(true);
  });

  test('40B3, 40B4: a refused alert or explanation (no such call) leaves the state unchanged', () => {
    const s = table();
    const seat = fc.constantFrom(...SEATS);
    const event: fc.Arbitrary<TableEvent> = fc.oneof(
      fc.record({ type: fc.constant('alert' as const), by: seat, call: fc.integer({ min: -2, max: 8 }), made: fc.boolean(), required: fc.boolean() }),
      fc.record({ type: fc.constant('explain' as const), by: seat, call: fc.integer({ min: -2, max: 8 }), askedBy: seat, text: fc.string(), permitted: fc.boolean() }),
    );
    let refused = 0;
    fc.assert(fc.property(event, (e) => {
      const before = structuredClone(s);
      const r = applyTableEvent(s, e);
      expect(s).toEqual(before);
      if (!r.ok) {
        refused++;
        expect(r.error.code).toBe('invalid-event');
      }
    }), { numRuns: 200 });
    expect(refused).toBeGreaterThan(0);
  });
});
