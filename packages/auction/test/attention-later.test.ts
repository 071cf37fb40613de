import { describe, expect, test } from 'vitest';
import { PASS, applyAuctionEvent, auctionResult, closeAuctionPeriod } from '@bridge-laws/auction';
import { call, calls, laws, replay, step } from './helpers.js';

// The case marks an inadmissible call `unnoticed`: the auction went on over it until attention was drawn.
describe('Law 36 — an inadmissible double noticed at a later time', () => {
  const unnoticed = () => {
    let s = step(replay('N', '1H P'), { type: 'call', by: 'S', call: call('X'), unnoticed: true });
    for (const [by, text] of [['W', 'P'], ['N', '2H'], ['E', 'P']] as const) s = step(s, { type: 'call', by, call: call(text) });
    return s;
  };

  test('36A: while nobody notices, the double stands and the later calls are in rotation; nothing is cited', () => {
    const s = unnoticed();
    expect(calls(s)).toEqual(['1H', 'P', 'X', 'P', '2H', 'P']);
    expect(s.turn).toBe('S');
    expect(s.overlooked).toMatchObject({ law: '36', offender: 'S', index: 2 });
    expect(s.mustPass).toEqual([]);
    expect(laws(s)).toEqual([]);
  });

  test('36A: attention drawn three calls later cancels the double and every call after it; back to the offender, no 26B, 16C for the offenders', () => {
    const s = step(unnoticed(), { type: 'attention', by: 'W' });
    expect(calls(s)).toEqual(['1H', 'P']);
    expect(s.turn).toBe('S');
    expect(s.overlooked).toBeNull();
    expect(s.leadRestrictions).toEqual([]);
    expect(s.mustPass).toEqual([]);
    expect(laws(s).slice(-2)).toEqual(['35A', '36A']);
    expect(s.information.filter((i) => i.law === '16C').map((i) => [i.what, i.unauthorizedFor])).toEqual([
      ['call X', 'NS'], ['call P', 'NS'], ['call 2H', 'NS'], ['call P', 'NS'],
    ]);
  });

  test('36A: attention drawn after the final pass, before the opening lead, reopens the auction at the offender', () => {
    let s = unnoticed();
    for (const by of ['S', 'W'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(s.phase).toBe('ended');
    s = step(s, { type: 'attention', by: 'E' });
    expect(s.phase).toBe('auction');
    expect(calls(s)).toEqual(['1H', 'P']);
    expect(s.turn).toBe('S');
  });

  test('36C: attention drawn after the opening lead — the auction stands and the contract is scored as if the double had not been made', () => {
    let s = step(replay('N', '1H P'), { type: 'call', by: 'S', call: call('X'), unnoticed: true });
    for (const by of ['W', 'N', 'E'] as const) s = step(s, { type: 'call', by, call: PASS });
    const closed = closeAuctionPeriod(s);
    if (!closed.ok) throw new Error(closed.error.message);
    expect(closed.value.overlooked).not.toBeNull();
    s = step(closed.value, { type: 'attention', by: 'E' });
    expect(laws(s).slice(-2)).toEqual(['35A', '36C']);
    expect(calls(s)).toEqual(['1H', 'P', 'X', 'P', 'P', 'P']);
    expect(s.overlooked).toBeNull();
    expect(auctionResult(s)).toMatchObject({ kind: 'contract', contract: { level: 1, denomination: 'H', risk: '' }, declarer: 'N' });
  });

  test('36C: an inadmissible redouble left standing is not scored either — the contract stays doubled, not redoubled', () => {
    // E doubles 1H legally; W (E's partner) redoubles his own side's double: inadmissible (Law 19B1).
    let s = step(replay('N', '1H X P'), { type: 'call', by: 'W', call: call('XX'), unnoticed: true });
    for (const by of ['N', 'E', 'S'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(auctionResult(s)).toMatchObject({ kind: 'contract', contract: { level: 1, denomination: 'H', risk: 'X' } });
  });

  test('36B: attention drawn before the LHO calls is the ordinary rectification of 36B, never 36A', () => {
    const s = step(step(replay('N', '1H P'), { type: 'call', by: 'S', call: call('X'), unnoticed: true }), { type: 'attention', by: 'W' });
    expect(laws(s)).toEqual(['35A', '36B1', '36B2']);
    expect(calls(s)).toEqual(['1H', 'P']);
    expect(s.turn).toBe('S');
    expect(s.overlooked).toBeNull();
    expect(s.provisional).toBeNull();
  });

  test('36A: without `unnoticed` the LHO\'s call is the moment of noticing, as before — both calls cancelled at once', () => {
    const s = step(step(replay('N', '1H P'), { type: 'call', by: 'S', call: call('X') }), { type: 'call', by: 'W', call: call('2C') });
    expect(calls(s)).toEqual(['1H', 'P']);
    expect(laws(s)).toContain('36A');
    expect(s.overlooked).toBeNull();
  });
});

describe('Law 38 — a bid above seven noticed at a later time', () => {
  test('38B, 38C, 38D: every call made over it before attention is cancelled with it; a pass replaces it, the offenders pass to the end, no lead restriction', () => {
    let s = step(replay('N', '7NT'), { type: 'call', by: 'E', call: call('8C'), unnoticed: true });
    for (const by of ['S', 'W', 'N'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(calls(s)).toEqual(['7NT']);
    expect(s.phase).toBe('auction');
    expect(s.overlooked?.later.map((c) => c.seat)).toEqual(['S', 'W', 'N']);
    s = step(s, { type: 'attention', by: 'S' });
    expect(s.overlooked).toBeNull();
    expect(calls(s)).toEqual(['7NT', 'P']);
    expect(s.turn).toBe('S');
    expect(s.mustPass.map((o) => o.seat).sort()).toEqual(['E', 'W']);
    expect(s.leadRestrictions).toEqual([]);
    expect(laws(s)).toEqual(expect.arrayContaining(['38A', '38B', '38C', '38D']));
    for (const by of ['S', 'W'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(auctionResult(s)).toMatchObject({ kind: 'contract', contract: { level: 7, denomination: 'NT' }, declarer: 'N' });
  });

  test('38D: noticed before anyone called over it, Law 26B stays open to declarer', () => {
    const s = step(step(replay('N', '7NT'), { type: 'call', by: 'E', call: call('8C'), unnoticed: true }), { type: 'attention', by: 'S' });
    expect(s.leadRestrictions).toMatchObject([{ offender: 'E', source: '38D' }]);
  });
});

describe('unnoticed — only where the time of noticing changes the ruling', () => {
  for (const [auction, by, text, why] of [
    ['1H', 'E', '1S', 'a legal call'],
    ['1H', 'E', '1C', 'an insufficient bid (27A: its LHO calling over it accepts it)'],
    ['1H', 'S', 'X', 'a call out of rotation (29A)'],
  ] as const) {
    test(`35: unnoticed on ${why} is refused (invalid-event) and the auction is unchanged`, () => {
      const s = replay('N', auction);
      const r = applyAuctionEvent(s, { type: 'call', by, call: call(text), unnoticed: true });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('invalid-event');
    });
  }
  test('36A: a second unnoticed call waits until attention is drawn to the first', () => {
    const s = step(replay('N', '1H P'), { type: 'call', by: 'S', call: call('X'), unnoticed: true });
    const r = applyAuctionEvent(step(s, { type: 'call', by: 'W', call: PASS }), { type: 'call', by: 'N', call: call('XX'), unnoticed: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/still awaits attention/);
  });
});
