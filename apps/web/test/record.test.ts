import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { CaseEvent } from '@bridge-laws/table';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { report } from '@bridge-laws/table';
import { record, replay, startTable, withoutLast } from '../src/table/record.js';
import { exportCase, importCase } from '../src/table/case-file.js';
import { INITIAL_STATE, reviveState, storedState } from '../src/store/desk-state.js';
import type { BoardRecord } from '../src/store/desk-state.js';

const BOARD: BoardRecord = { board: 5, deal: null };
const start = () => {
  const s = startTable(BOARD, WBF_REGULATION);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

const SEATS = ['N', 'E', 'S', 'W'] as const;
const CALLS = ['P', 'X', 'XX', '1C', '1H', '1NT', '2D', '3S', '4H', '7NT'] as const;
const OPTIONS = ['accept', 'reject'] as const;

/** Arbitrary clicks at the bidding box, option buttons and yes/no answers. */
const click = fc.oneof(
  fc.record({ by: fc.constantFrom(...SEATS), call: fc.constantFrom(...CALLS) }).map(({ by, call }): CaseEvent => ({ kind: 'table', event: { by, action: 'call', value: call } })),
  fc.record({ by: fc.constantFrom(...SEATS), option: fc.constantFrom(...OPTIONS) }).map(({ by, option }): CaseEvent => ({ kind: 'table', event: { by, action: 'decide', value: option } })),
  fc.record({ q: fc.constantFrom('comparable', 'same-denominations', 'unintended', 'artificial'), v: fc.boolean() }).map(({ q, v }): CaseEvent => ({ kind: 'facts', facts: { [q]: v } })),
);

/** Record clicks the way the desk does: refused ones are not kept. */
function recordAll(clicks: readonly CaseEvent[]): CaseEvent[] {
  let r = replay(start(), []);
  const kept: CaseEvent[] = [];
  for (const c of clicks) {
    const next = record(r, c);
    if (next.ok) {
      r = next.value;
      kept.push(c);
    }
  }
  return kept;
}

describe('the table record', () => {
  test('replaying the kept events gives the same table as recording them one by one, and no kept event is refused', () => {
    fc.assert(
      fc.property(fc.array(click, { maxLength: 25 }), (clicks) => {
        const kept = recordAll(clicks);
        const r = replay(start(), kept);
        expect(r.steps.every((s) => s.refusal === null)).toBe(true);
        let stepwise = replay(start(), []);
        for (const e of kept) {
          const n = record(stepwise, e);
          if (n.ok) stepwise = n.value;
        }
        expect(report(r.state)).toEqual(report(stepwise.state));
      }),
      { numRuns: 60 },
    );
  });

  test('undo is the replay of the record without its last event', () => {
    fc.assert(
      fc.property(fc.array(click, { minLength: 1, maxLength: 20 }), (clicks) => {
        const kept = recordAll(clicks);
        fc.pre(kept.length > 0);
        expect(report(replay(start(), withoutLast(kept)).state)).toEqual(report(replay(start(), kept.slice(0, -1)).state));
      }),
      { numRuns: 40 },
    );
  });

  test('a case file exported from the record imports back to the same events and the same table', () => {
    fc.assert(
      fc.property(fc.array(click, { maxLength: 20 }), (clicks) => {
        const kept = recordAll(clicks);
        const back = importCase(exportCase(BOARD, kept, 'wbf'), 'round-trip.case.yaml');
        if (!back.ok) throw new Error(back.error);
        expect(back.value.board).toEqual(BOARD);
        expect(back.value.events).toEqual(kept);
        expect(report(replay(start(), back.value.events).state)).toEqual(report(replay(start(), kept).state));
      }),
      { numRuns: 40 },
    );
  });
});

describe('stored state', () => {
  test('malformed stored data falls back field by field', () => {
    expect(reviveState(null)).toEqual(INITIAL_STATE);
    expect(reviveState({ language: 'pl', board: { board: 0, deal: 'x' } })).toEqual({ ...INITIAL_STATE, language: 'pl' });
    expect(reviveState({ language: 'de', board: { board: 3, deal: 'N:...' }, page: 'session', regulation: 'atlantis' })).toEqual({
      ...INITIAL_STATE,
      page: 'session',
      board: { board: 3, deal: 'N:...' },
    });
    expect(reviveState({ board: { board: 3, deal: null }, events: [{ kind: 'table', event: { by: 'Q' } }] }).events).toEqual([]);
    // A malformed stored session is refused with a message, never half-loaded (test/stored-session.test.ts).
    expect(reviveState({ session: { scoring: 'matchpoints', movement: 'howell', rows: [{ board: 1 }] } }).session.session).toEqual(INITIAL_STATE.session.session);
  });

  test('Czech is stored and read back; a ruling log entry kept before Czech existed reads back with its English lines', () => {
    expect(reviveState({ language: 'cs' }).language).toBe('cs');
    const old = { board: 4, at: '2026-01-01T10:00', en: ['Board 4.'], pl: ['Rozdanie 4.'], laws: ['64A1'] };
    const session = { scoring: 'matchpoints', movement: 'mitchell', rows: [], rulings: [old, { ...old, cs: ['Rozdání 4.'] }] };
    expect(reviveState({ session }).session.rulings?.map((r) => r.cs)).toEqual([['Board 4.'], ['Rozdání 4.']]);
  });

  test('a stored state survives the trip through structured clone unchanged', () => {
    const kept: CaseEvent[] = [{ kind: 'table', event: { by: 'N', action: 'call', value: '1H' } }, { kind: 'facts', facts: { comparable: true } }];
    const state = { ...INITIAL_STATE, board: BOARD, events: kept, language: 'pl' as const };
    expect(reviveState(structuredClone(storedState(state)))).toEqual(state);
  });
});
