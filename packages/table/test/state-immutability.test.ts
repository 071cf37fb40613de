import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { SEATS } from '@bridge-laws/cards-and-boards';
import { parseCall } from '@bridge-laws/auction';
import { DUMMY_ACTS } from '@bridge-laws/play';
import type { CaseFile, TableEvent, TableState } from '@bridge-laws/table';
import { applyTableEvent } from '@bridge-laws/table';
import type { ReplayStep } from './case-replay.js';
import { casesUnder, replayCase } from './case-replay.js';

// The table's states are immutable data: an event gives a new state and leaves the one it was given as it was,
// however the engine builds the new one. Checked over every state of every case folder the tests run.
const cases: CaseFile[] = casesUnder(join(import.meta.dirname, '..', 'cases')).map((c) => c.file);

/** Every event a case's table takes, with the state it was given and the state it gave. */
const replay = (c: CaseFile): readonly ReplayStep[] => replayCase(c)?.steps ?? [];

/** Freeze a value and everything it holds: writing to any of it then throws (the modules run in strict mode). */
function freezeDeep<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const v of Object.values(value)) freezeDeep(v, seen);
  return Object.freeze(value);
}

const replays = cases.map(replay);
const steps = replays.flat();

describe('the table\'s states are immutable data', () => {
  test('every state of every case is unchanged by the events after it, and an event applied twice gives equal states', () => {
    expect(replays.length).toBeGreaterThanOrEqual(80);
    expect(steps.length).toBeGreaterThan(500);
    for (const replayed of replays) {
      const snapshots = replayed.map((st) => structuredClone(st));
      for (const { before, event, after } of replayed) {
        const again = applyTableEvent(before, event);
        expect(again.ok && again.value).toEqual(after);
        // Two applications give two states: neither is the other, so no caller shares a state it did not make.
        expect(again.ok && again.value).not.toBe(after);
      }
      expect(replayed).toEqual(snapshots);
    }
  });

  test('no event writes to the state it is given: applied to a deeply frozen state, each gives the same state as to a fresh one', () => {
    for (const { before, event } of steps) {
      const fresh = applyTableEvent(structuredClone(before), event);
      const frozen = applyTableEvent(freezeDeep(structuredClone(before)), event);
      expect(frozen).toEqual(fresh);
    }
  });

  const seat = fc.constantFrom(...SEATS);
  const CALLS = ['P', '1C', '1NT', '2H', '3NT', '4S', 'X', 'XX'];
  const event: fc.Arbitrary<TableEvent> = fc.oneof(
    fc.record({ type: fc.constant('call' as const), by: seat, call: fc.constantFrom(...CALLS).map((c) => parseCall(c) as NonNullable<ReturnType<typeof parseCall>>) }),
    fc.record({ type: fc.constant('play' as const), by: seat, card: fc.constantFrom('SA', 'HK', 'D2', 'CT', 'S5', 'H9') as fc.Arbitrary<never> }),
    fc.record({ type: fc.constant('attention' as const), by: seat }),
    // Laws 36A, 36C, 38B: a call marked unnoticed, and attention drawn to it later.
    fc.record({ type: fc.constant('call' as const), by: seat, call: fc.constantFrom('X', 'XX', '8C', '1C').map((c) => parseCall(c) as NonNullable<ReturnType<typeof parseCall>>), unnoticed: fc.constant(true) }),
    fc.record({ type: fc.constant('attention' as const), by: seat, kind: fc.constant('inadmissible-call') }),
    // Laws 42A1, 42A2, 43A1(a), 43A2: what dummy does.
    fc.record({ type: fc.constant('dummy' as const), by: seat, act: fc.constantFrom(...DUMMY_ACTS) }),
    fc.record({ type: fc.constant('facts' as const), facts: fc.constantFrom({ damaged: true }, { unintended: false }, { 'misinformed-turn': true }) as fc.Arbitrary<never> }),
    fc.record({ type: fc.constant('milestone' as const), milestone: fc.constantFrom('hands-returned', 'correction-period-end') as fc.Arbitrary<never> }),
    fc.record({ type: fc.constant('decide' as const), by: seat, option: fc.constantFrom('accept', 'reject', 'forbid', 'require') }),
  );

  test('any event, refused or taken, on any state of the cases leaves that state as it was; a taken one counts once', () => {
    const states = steps.flatMap((st) => [st.before, st.after]);
    let taken = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.array(event, { minLength: 1, maxLength: 4 }), (i, es) => {
      let s = states[i] as TableState;
      for (const e of es) {
        const before = structuredClone(s);
        const r = applyTableEvent(s, e);
        expect(s).toEqual(before);
        // A frozen copy takes the event alike: nothing the engine returns was written to after the copy was made.
        expect(applyTableEvent(freezeDeep(structuredClone(s)), e)).toEqual(r);
        if (!r.ok) continue;
        taken++;
        expect(r.value.events).toBe(before.events + 1);
        s = r.value;
      }
    }), { numRuns: 400 });
    expect(taken).toBeGreaterThan(0);
  });
});
