import { describe, expect, test } from 'vitest';
import { parseCall } from '@bridge-laws/auction';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { applyTableEvent, createTable, report } from '@bridge-laws/table';
import type { TableEvent, TableState } from '@bridge-laws/table';

const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

function apply(s: TableState, e: TableEvent): TableState {
  const r = applyTableEvent(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const call = (by: Seat, text: string, facts?: Record<string, unknown>): TableEvent => {
  const c = parseCall(text);
  if (c === undefined) throw new Error(`not a call: ${text}`);
  return { type: 'call', by, call: c, ...(facts === undefined ? {} : { facts: facts as never }) };
};

function table(calls: string, withDeal = true): TableState {
  const t = createTable({ board: 1, ...(withDeal ? { deal: DEAL } : {}) });
  if (!t.ok) throw new Error(t.error.message);
  return calls.split(' ').reduce((s, c, i) => apply(s, call(SEATS[i % 4] as Seat, c)), t.value);
}

const lead = (facts?: Record<string, unknown>): TableEvent => ({ type: 'play', by: 'E', card: 'H2' as never, ...(facts === undefined ? {} : { facts: facts as never }) });
const seen = { 'declarer-could-have-seen-dummy': true };
const withoutLaws = (s: TableState) => ({ ...report(s), laws: [] });

describe('the findings ledger', () => {
  test('every finding enters one ledger with the event that gave it, whichever event carried it', () => {
    let s = table('1S', false);
    s = apply(s, call('E', '1H', { comparable: false }));
    s = apply(s, { type: 'facts', facts: { 'same-denominations': false } as never });
    expect(s.findings).toEqual([
      { id: 'comparable', value: false, event: 1 },
      { id: 'same-denominations', value: false, event: 2 },
    ]);
  });

  test('54C: a finding given as its own event right after the opening lead out of turn binds exactly as one given on the lead', () => {
    const contract = table('P P 1S P 2S P 4S P P P');
    const inline = apply(contract, lead(seen));
    const after = apply(apply(contract, lead()), { type: 'facts', facts: seen as never });
    expect(withoutLaws(after)).toEqual(withoutLaws(inline));
    expect(report(after)).toMatchObject({ pending: null, declarer: 'S', turn: 'S', phase: 'play' });
    expect(report(after).laws).toEqual(expect.arrayContaining(['54', '54C', '54B']));
    // The lead's ruling is cited under the findings' event; the finding is in the ledger under it too.
    expect(after.citations.filter((c) => c.law === '54C')).toEqual([{ law: '54C', chapter: 'play', event: 11 }]);
    expect(after.findings).toEqual([{ id: 'declarer-could-have-seen-dummy', value: true, event: 11 }]);
  });

  test('54: a finding that does not change the ruling on the lead leaves declarer\'s choice open', () => {
    const s = apply(apply(table('P P 1S P 2S P 4S P P P'), lead()), { type: 'facts', facts: { 'declarer-could-have-seen-dummy': false } as never });
    expect(report(s).pending).toEqual({ by: 'S', options: ['accept', 'accept-as-dummy', 'reject'], law: '54' });
  });

  test('54C: once another event has come between, a later finding no longer rules the lead again', () => {
    let s = apply(table('P P 1S P 2S P 4S P P P'), lead());
    s = apply(s, { type: 'ask', by: 'S', what: 'review' } as never);
    s = apply(s, { type: 'facts', facts: seen as never });
    expect(report(s).pending).toEqual({ by: 'S', options: ['accept', 'accept-as-dummy', 'reject'], law: '54' });
  });

  test('27C: findings given on the insufficient bid itself are used once the bid is not accepted, not asked again', () => {
    let s = table('1S', false);
    s = apply(s, call('E', '1H', { 'same-denominations': false, comparable: false }));
    s = apply(s, call('E', '2C'));
    s = apply(s, { type: 'decide', by: 'S', option: 'reject' });
    expect(report(s)).toMatchObject({ pending: null, auction: ['1S', '2C'], turn: 'S', mustPass: [{ seat: 'W', until: 'end-of-auction' }] });
  });

  test('27B: without findings the director is asked, as before', () => {
    let s = table('1S', false);
    s = apply(s, call('E', '1H'));
    s = apply(s, call('E', '2C'));
    s = apply(s, { type: 'decide', by: 'S', option: 'reject' });
    expect(report(s).pending).toMatchObject({ by: 'director' });
  });

  test('27B: a finding given in an earlier ruling is not used for a new one', () => {
    // A first insufficient bid, accepted with findings the ruling never needed; a second one later asks afresh.
    let s = table('1S', false);
    s = apply(s, call('E', '1H'));
    s = apply(s, { type: 'decide', by: 'S', option: 'accept', facts: { 'same-denominations': false, comparable: false } as never });
    expect(report(s).pending).toBeNull();
    s = ['2S', 'P', 'P'].reduce((t, c, i) => apply(t, call((['S', 'W', 'N'] as const)[i] as Seat, c)), s);
    s = apply(s, call('E', '2H'));
    s = apply(s, { type: 'decide', by: 'S', option: 'reject' });
    s = apply(s, call('E', '3C'));
    expect(report(s).pending).toMatchObject({ by: 'director', questions: ['same-denominations'] });
  });
});
