import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseCall } from '@bridge-laws/auction';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { applyTableEvent, citationMark, createTable, report } from '@bridge-laws/table';
import type { TableEvent, TableState } from '@bridge-laws/table';

// Board 1 (North deals): 4S by South after P P 1S P 2S P 4S P P P; West makes the opening lead.
const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

function apply(s: TableState, e: TableEvent): TableState {
  const r = applyTableEvent(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const call = (by: Seat, text: string): TableEvent => {
  const c = parseCall(text);
  if (c === undefined) throw new Error(`not a call: ${text}`);
  return { type: 'call', by, call: c };
};

function table(calls: string): TableState {
  const t = createTable({ board: 1, deal: DEAL });
  if (!t.ok) throw new Error(t.error.message);
  return calls.split(' ').reduce((s, c, i) => apply(s, call(SEATS[i % 4] as Seat, c)), t.value);
}

describe('the table\'s citation log', () => {
  test('22A, 41: each law enters one log with the chapter that cited it and the index of the event that caused it', () => {
    const s = table('P P 1S P 2S P 4S P P P');
    expect(s.events).toBe(10);
    // The final pass (event 9) ends the auction (Law 22A) and sets up the play.
    const atFinalPass = s.citations.filter((c) => c.event === 9);
    expect(atFinalPass).toContainEqual({ law: '22A', chapter: 'auction', event: 9 });
    expect(atFinalPass.some((c) => c.chapter === 'play')).toBe(true);
    expect(s.citations.every((c) => c.event <= 9)).toBe(true);
    expect(report(s).laws).toEqual([...new Set(s.citations.map((c) => c.law))]);
  });

  test('54, 17D1: a defender\'s lead out of turn is cited by the play and ends the auction period, both under the lead\'s event index', () => {
    const before = table('P P 1S P 2S P 4S P P P');
    const s = apply(before, { type: 'play', by: 'E', card: 'CA' as never });
    expect(s.citations.slice(before.citations.length)).toEqual([
      { law: '54', chapter: 'play', event: 10 },
      { law: '17D1', chapter: 'auction', event: 10 },
    ]);
    expect(report(s, { since: citationMark(before) }).laws).toEqual(['54', '17D1']);
  });

  test('7B3: a refused event is not counted; the next accepted event carries the next index', () => {
    const before = table('P P 1S P 2S P 4S P P P');
    const r = applyTableEvent(before, { type: 'play', by: 'W', card: 'SA' as never });
    expect(r.ok ? null : r.error.code).toBe('card-not-held');
    const s = apply(before, { type: 'play', by: 'E', card: 'CA' as never });
    expect(s.events).toBe(11);
    expect(s.citations.slice(before.citations.length).map((c) => c.event)).toEqual([10, 10]);
  });

  test('15A1, 15A2(a): the auction the director rebuilds cites nothing again; the director\'s laws enter the log under the event', () => {
    let s = table('P 1H 1S 2H 2S');
    const before = s;
    s = apply(s, { type: 'irregularity', by: 'S', kind: 'cards-from-wrong-board' });
    expect(s.auction.calls.map((c) => c.call.text)).toEqual(['P', '1H']);
    const added = s.citations.slice(before.citations.length);
    expect(added.map((c) => c.law)).toEqual(expect.arrayContaining(['15A1', '15A2(a)']));
    expect(added.every((c) => c.chapter === 'director' && c.event === 5)).toBe(true);
    expect(report(s, { since: citationMark(before) }).laws).toEqual(added.map((c) => c.law));
  });
});

describe('the citation log and the findings ledger — properties over boards with irregularities', () => {
  const ALL_SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
  const FINDINGS: readonly Record<string, unknown>[] = [
    { 'declarer-could-have-seen-dummy': true }, { unintended: false }, { 'misinformed-turn': true }, { damaged: false },
  ];

  /** One step of a board: a card by any seat (often out of turn or not followed), an option offered, or a finding. */
  const step = fc.record({ kind: fc.constantFrom('play', 'play', 'play', 'decide', 'facts'), seat: fc.nat(3), pick: fc.nat(12) });

  test('each accepted event appends to the log under its own index, counts once, and the report lists the log; a refused event changes nothing', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let s = table('P P 1S P 2S P 4S P P P');
        for (const st of steps) {
          const seat = ALL_SEATS[st.seat] as Seat;
          const pending = report(s).pending;
          const e: TableEvent = st.kind === 'facts' ? { type: 'facts', facts: FINDINGS[st.pick % FINDINGS.length] as never }
            : st.kind === 'decide' && pending !== null && 'options' in pending
              ? { type: 'decide', by: pending.by, option: pending.options[st.pick % pending.options.length] as string }
              : { type: 'play', by: seat, card: (s.play?.hands[seat][st.pick % Math.max(1, s.play.hands[seat].length)] ?? 'SA') as never };
          const before = s;
          const r = applyTableEvent(s, e);
          if (!r.ok) continue;
          s = r.value;
          expect(s.events).toBe(before.events + 1);
          expect(s.citations.slice(0, before.citations.length)).toEqual(before.citations);
          const added = s.citations.slice(before.citations.length);
          expect(added.every((c) => c.event === before.events)).toBe(true);
          expect(report(s, { since: citationMark(before) }).laws).toEqual([...new Set(added.map((c) => c.law))]);
          expect(s.findings.slice(0, before.findings.length)).toEqual(before.findings);
          expect(s.findings.slice(before.findings.length).every((f) => f.event === before.events)).toBe(true);
        }
        expect(report(s).laws).toEqual([...new Set(s.citations.map((c) => c.law))]);
      }),
      { numRuns: 60 },
    );
  });
});
