import { describe, expect, test } from 'vitest';
import { parseCall } from '@bridge-laws/auction';
import type { Call } from '@bridge-laws/auction';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { applyTableEvent, createTable, report, tablePhase } from '@bridge-laws/table';
import type { TableEvent, TableRefusal, TableState } from '@bridge-laws/table';

// Board 1 (North deals): 4S by South after P P 1S P 2S P 4S P P P; West makes the opening lead.
const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

function call(text: string): Call {
  const c = parseCall(text);
  if (c === undefined) throw new Error(`not a call: ${text}`);
  return c;
}

function apply(s: TableState, e: TableEvent): TableState {
  const r = applyTableEvent(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function refused(s: TableState, e: TableEvent): TableRefusal {
  const r = applyTableEvent(s, e);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(e)}`);
  return r.error;
}

/** The calls in turn from North, on a table with the deal. */
function table(calls: string, withDeal = true): TableState {
  const t = createTable({ board: 1, ...(withDeal ? { deal: DEAL } : {}) });
  if (!t.ok) throw new Error(t.error.message);
  return calls.split(' ').reduce((s, c, i) => apply(s, { type: 'call', by: SEATS[i % 4] as Seat, call: call(c) }), t.value);
}

const contract = () => table('P P 1S P 2S P 4S P P P');
const change = (by: Seat, to: string, extra: Partial<Extract<TableEvent, { type: 'change' }>> = {}): TableEvent => ({ type: 'change', by, call: call(to), ...extra });
const lead = (by: Seat, card: string): TableEvent => ({ type: 'play', by, card: card as never });
const laws = (s: TableState) => report(s).laws;

describe('Laws 17D1, 25A5 — a change after the final pass, before the opening lead is faced', () => {
  test('25A5, 17D1: an unintended final pass is changed before the lead; the auction reopens and the play waits for its new end', () => {
    let s = contract();
    expect(tablePhase(s)).toBe('lead');
    s = apply(s, change('E', 'X'));
    expect(report(s).pending).toEqual({ by: 'director', questions: ['unintended'], law: '25A1' });
    // The opening lead waits for the ruling on the change.
    expect(refused(s, lead('W', 'HA')).code).toBe('awaiting-director');
    s = apply(s, { type: 'facts', facts: { unintended: true } });
    expect(tablePhase(s)).toBe('auction');
    expect(s.play).toBeNull();
    expect(report(s)).toMatchObject({ auction: ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'X'], turn: 'S', contract: null });
    expect(laws(s)).toEqual(expect.arrayContaining(['25A1', '25A5']));
    for (const by of ['S', 'W', 'N'] as const) s = apply(s, { type: 'call', by, call: call('P') });
    expect(report(s)).toMatchObject({ phase: 'lead', contract: '4SX', declarer: 'S', turn: 'W' });
    s = apply(s, lead('W', 'HA'));
    expect(s.auction.periodOver).toBe(true);
    expect(laws(s)).toContain('17D1');
  });

  test('17D1, 25A5: once a defender has faced the opening lead a change is refused and the play goes on', () => {
    const s = apply(contract(), lead('W', 'HA'));
    expect(s.auction.periodOver).toBe(true);
    expect(s.auction.steps.at(-1)?.law).toBe('17D1');
    const r = refused(s, change('E', 'X', { facts: { unintended: true } }));
    expect([r.code, r.law]).toEqual(['wrong-phase', '25A5']);
    expect(refused(s, { type: 'call', by: 'E', call: call('X') }).law).toBe('17D1');
    expect(report(apply(s, { type: 'play', by: 'N', card: 'H5' as never })).turn).toBe('E');
  });

  test('17D1, 54: a faced opening lead out of turn by the wrong defender ends the auction period too', () => {
    const s = apply(contract(), lead('E', 'CA'));
    expect(s.auction.periodOver).toBe(true);
    expect(report(s).pending).toMatchObject({ by: 'S', law: '54' });
  });

  test('17D1, 54E: a card led by the declaring side is not an opening lead faced by a defender; a change is still in time', () => {
    let s = apply(contract(), lead('S', 'SA'));
    expect(laws(s)).toContain('54E');
    expect(s.auction.periodOver).toBe(false);
    s = apply(s, change('E', 'X', { facts: { unintended: true } }));
    expect(tablePhase(s)).toBe('auction');
  });

  test('25A2, 39C, 26B: an intended change after the final pass is a call after the final pass; the play is set up with the new lead restriction', () => {
    const s = apply(contract(), change('E', 'X', { facts: { unintended: false } }));
    expect(laws(s)).toEqual(expect.arrayContaining(['25A2', '39A', '39C']));
    expect(report(s)).toMatchObject({ phase: 'lead', contract: '4S', declarer: 'S', leadRestrictions: [{ leader: 'W', law: '26B' }] });
    expect(s.play?.leadRights).toEqual([expect.objectContaining({ leader: 'W', law: '26B' })]);
  });

  test('25A4, 39B: a change by declarer after his partner has called leaves the contract; the play set up at the final pass is kept', () => {
    const before = apply(contract(), { type: 'ask', by: 'S', what: 'review' });
    const s = apply(before, change('S', '5S'));
    expect(laws(s)).toEqual(expect.arrayContaining(['25A4', '39A', '39B']));
    expect(s.play).toBe(before.play);
    // The play set up again on the way is dropped: no play citation enters the log for the change.
    expect(s.citations.slice(before.citations.length).filter((c) => c.chapter === 'play')).toEqual([]);
    expect(s.citations.slice(before.citations.length).map((c) => c.law)).toEqual(expect.arrayContaining(['25A4', '39A', '39B']));
    expect(s.auction.periodOver).toBe(false);
  });

  test('25A5 without the deal: the change after the final pass reopens the auction at a table that cannot start the play', () => {
    const s = apply(table('P P 1S P 2S P 4S P P P', false), change('E', 'X', { facts: { unintended: true } }));
    expect(report(s)).toMatchObject({ phase: 'auction', turn: 'S' });
  });
});

describe('Laws 21B1(a), 21B3 — a change after misinformation around the end of the auction period', () => {
  const allowed = { 'agreement-was': 'differs', 'could-have-been-influenced': true };

  test('21B1(a), 17D1: a call changed after misinformation before the opening lead reopens the auction', () => {
    let s = apply(contract(), change('E', '5C', { misinformedBy: 'S' }));
    expect(report(s).pending).toMatchObject({ by: 'director', questions: ['agreement-was', 'could-have-been-influenced'] });
    s = apply(s, { type: 'facts', facts: allowed });
    expect(report(s)).toMatchObject({ phase: 'auction', turn: 'S', auction: ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', '5C'] });
    expect(laws(s)).toContain('21B1(a)');
  });

  test('21B3, 17D1: after the opening lead is faced it is too late; the calls stand and the damage question waits for the end of play', () => {
    const faced = apply(contract(), lead('W', 'HA'));
    const s = apply(faced, change('E', '5C', { misinformedBy: 'S', facts: allowed }));
    expect(report(s).auction).toEqual(report(faced).auction);
    expect(laws(s)).toContain('21B3');
    expect(s.auction.deferred).toEqual([{ law: '21B3', question: 'damaged', offender: 'S' }]);
    expect(s.play).toBe(faced.play);
  });
});

describe('Law 17D2 — a passed-out board', () => {
  test('17D2, 25A5: the fourth pass may be changed until the hands are back in the board', () => {
    const out = table('P P P P');
    expect(tablePhase(out)).toBe('passed-out');
    const s = apply(out, change('W', '1C', { facts: { unintended: true } }));
    expect(report(s)).toMatchObject({ phase: 'auction', turn: 'N', auction: ['P', 'P', 'P', '1C'] });
  });

  test('17D2: once the hands are back in the board the auction period is over and no change is accepted', () => {
    const s = apply(table('P P P P'), { type: 'milestone', milestone: 'hands-returned' });
    expect(s.auction.periodOver).toBe(true);
    expect(laws(s)).toContain('17D2');
    const r = refused(s, change('W', '1C', { facts: { unintended: true } }));
    expect([r.code, r.law]).toEqual(['wrong-phase', '25A5']);
    expect(report(s)).toMatchObject({ phase: 'passed-out', score: { NS: 0 } });
  });
});
