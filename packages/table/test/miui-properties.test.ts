import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TableEvent, TableState } from '@bridge-laws/table';
import { applyTableEvent, boardRecord, caseEventVocabulary, parseCase, report, runCase, writeCase } from '@bridge-laws/table';
import { SEATS } from '@bridge-laws/cards-and-boards';
import { replayCase } from './case-replay.js';

const dir = join(import.meta.dirname, '..', 'cases', 'miui');
const cases = readdirSync(dir).filter((f) => f.endsWith('.case.yaml')).sort().map((f) => {
  const c = parseCase(readFileSync(join(dir, f), 'utf8'), f);
  if (!c.ok) throw new Error(c.error);
  return c.value;
});

/** Every state a case passes through, event by event, with the events as the table types them. */
function replay(c: (typeof cases)[number]): { states: TableState[]; events: TableEvent[] } {
  const r = replayCase(c);
  if (r === null) throw new Error(`case ${c.id}: the table could not be set up`);
  return { states: [r.start, ...r.steps.map((x) => x.after)], events: r.steps.map((x) => x.event) };
}

describe('Laws 16B, 20, 21B, 75 — properties of the disclosure events', () => {
  test('16B, 75: replaying a case event by event gives the report and the board record runCase gives', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
    for (const c of cases) {
      const run = runCase(c);
      const { states } = replay(c);
      const last = states[states.length - 1] as TableState;
      expect(report(last)).toEqual(run.report);
      if (run.state !== null) expect(boardRecord(last)).toEqual(boardRecord(run.state));
    }
  });

  test('20F, 16B2: a refused disclosure event leaves the state unchanged', () => {
    const states = cases.flatMap((c) => replay(c).states);
    const seat = fc.constantFrom(...SEATS);
    const event: fc.Arbitrary<TableEvent> = fc.oneof(
      fc.record({ type: fc.constant('explain' as const), by: seat, call: fc.integer({ min: -2, max: 20 }), askedBy: seat, text: fc.string() }),
      fc.record({ type: fc.constant('alert' as const), by: seat, call: fc.integer({ min: -2, max: 20 }), made: fc.boolean() }),
      fc.record({ type: fc.constant('correct' as const), by: seat, call: fc.integer({ min: -2, max: 20 }), text: fc.string() }),
      fc.record({ type: fc.constant('review' as const), by: seat, givenBy: seat }),
      fc.record({ type: fc.constant('reserve' as const), by: seat }),
    );
    let refused = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: states.length - 1 }), event, (i, e) => {
      const s = states[i] as TableState;
      const before = structuredClone(s);
      const r = applyTableEvent(s, e);
      if (!r.ok) {
        refused++;
        expect(r.error.code).toBe('invalid-event');
      }
      // The state given is never changed, whatever the outcome.
      expect(s).toEqual(before);
    }), { numRuns: 300 });
    expect(refused).toBeGreaterThan(0);
  });
});

describe('Laws 16B, 20, 21B — the disclosure words written back', () => {
  test('21B1(a): every event of every miui case survives caseEventVocabulary, writeCase and parseCase unchanged', () => {
    for (const c of cases) {
      const events = c.events ?? [];
      const back = parseCase(writeCase({ id: c.id, board: c.board, events: events.map(caseEventVocabulary) }), c.id);
      if (!back.ok) throw new Error(back.error);
      expect(back.value.events).toEqual(events);
    }
    const change = cases.flatMap((c) => c.events ?? []).find((e) => e.kind === 'table' && e.event.action === 'change');
    expect(change?.kind === 'table' ? change.event.misinformedBy : null).toBe('E');
  });

  test('20F1, 16B2: a malformed disclosure is refused naming the field', () => {
    const bad = parseCase('id: t\nevents:\n  - {by: E, explain: {call: 0, asked-by: N, as: x}}\n', 't');
    expect(bad.ok ? null : bad.error).toMatch(/explain\.call.*numbers the calls from 1/);
    const kind = parseCase('id: t\nevents:\n  - {by: E, extraneous: sigh}\n', 't');
    expect(kind.ok ? null : kind.error).toMatch(/extraneous.*Law 16B1/);
    const stray = parseCase('id: t\nevents:\n  - {by: E, call: P, misinformed-by: N}\n', 't');
    expect(stray.ok ? null : stray.error).toMatch(/misinformed-by goes with change only/);
  });
});

describe('Law 16B1 — the action the information may have suggested', () => {
  test('16B1(a): the partner\'s next call after the hesitation is noted on it; the hesitater\'s own calls are not', () => {
    const c = cases.find((x) => x.id === 'law16b-hesitation-to-weighted-score');
    if (c === undefined) throw new Error('case missing');
    const { states } = replay(c);
    const at = (i: number) => (states[i] as TableState).director.disclosures.find((d) => d.kind === 'extraneous');
    // Events: five calls, then E's hesitation (state 6), E's pass (7), S's pass (8), W's 4H (9).
    expect(at(6)).toMatchObject({ by: 'E', what: 'hesitation', unauthorizedFor: ['W'], followedBy: null });
    expect(at(8)).toMatchObject({ followedBy: null });
    expect(at(9)).toMatchObject({ followedBy: 'call 4H' });
    expect((states.at(-1) as TableState).director.disclosures.find((d) => d.kind === 'extraneous')).toMatchObject({ followedBy: 'call 4H' });
  });
});
