import { describe, expect, test } from 'vitest';
import { PASS, auctionResult, settleRectification } from '@bridge-laws/auction';
import { call, calls, laws, replay, step } from './helpers.js';

describe('Laws 35–36 — a double or redouble Law 19 does not permit', () => {
  const doubledPartner = () => step(replay('N', '1H P'), { type: 'call', by: 'S', call: call('X') });
  test('35A, 36B1, 36B2, 36B3: cancelled; the offender substitutes a legal call, partner passes to the end, 26B may apply', () => {
    let s = doubledPartner();
    expect(laws(s)).toEqual(['35A', '36B1', '36B2']);
    expect(calls(s)).toEqual(['1H', 'P']);
    expect(s.turn).toBe('S');
    expect(s.mustPass).toEqual([{ seat: 'N', until: 'end-of-auction', law: '36B2' }]);
    expect(s.leadRestrictions).toEqual([{ leader: 'N', offender: 'S', law: '26B', source: '36B3', withdrawn: { call: call('X'), natural: false, askAtEnd: true } }]);
    s = step(s, { type: 'call', by: 'S', call: call('2H') });
    expect(calls(s)).toEqual(['1H', 'P', '2H']);
    expect(s.followUps).toEqual([]);
  });
  test('36A: the LHO calls before rectification — both calls are cancelled and the auction goes on as if nothing happened', () => {
    const s = step(doubledPartner(), { type: 'call', by: 'W', call: call('2C') });
    expect(laws(s)).toContain('36A');
    expect(calls(s)).toEqual(['1H', 'P']);
    expect(s.turn).toBe('S');
    expect(s.mustPass).toEqual([]);
    expect(s.leadRestrictions).toEqual([]);
  });
  test('36B4: out of rotation as well — the auction reverts to the player in turn; partner passes to the end', () => {
    const s = step(replay('N', '1H'), { type: 'call', by: 'S', call: call('X') });
    expect(laws(s)).toEqual(['35A', '36B4', '36B2']);
    expect(s.turn).toBe('E');
    expect(s.pending).toBeNull();
    expect(s.mustPass).toEqual([{ seat: 'N', until: 'end-of-auction', law: '36B2' }]);
  });
  test('36B: once the ruling is read out, a call by the LHO no longer undoes the rectification', () => {
    let s = settleRectification(doubledPartner());
    s = step(s, { type: 'call', by: 'S', call: PASS });
    expect(s.mustPass).toEqual([{ seat: 'N', until: 'end-of-auction', law: '36B2' }]);
  });
});

describe('Law 37 — a call by a player required to pass', () => {
  const breach = () => {
    let s = step(replay('N', '1C P W:P'), { type: 'decide', by: 'N', option: 'reject', facts: { artificial: false } });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    return step(s, { type: 'call', by: 'W', call: call('1S') });
  };
  test('35B, 37B, 37B1, 37B2: the call is cancelled and replaced by a pass; both offenders pass to the end; 26B may apply', () => {
    const s = breach();
    expect(laws(s)).toEqual(expect.arrayContaining(['35B', '37B1', '37B2']));
    expect(calls(s)).toEqual(['1C', 'P', '1H', 'P']);
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '37B2' }, { seat: 'E', until: 'end-of-auction', law: '37B2' }]);
    expect(s.leadRestrictions).toEqual([{ leader: 'E', offender: 'W', law: '26B', source: '37B2', withdrawn: { call: call('1S'), natural: false, askAtEnd: true } }]);
  });
  test('37A: the LHO calls before rectification — the offending call and the later calls stand; no lead restriction', () => {
    const s = step(breach(), { type: 'call', by: 'N', call: call('2C') });
    expect(laws(s)).toContain('37A');
    expect(calls(s)).toEqual(['1C', 'P', '1H', '1S', '2C']);
    expect(s.mustPass).toEqual([]);
    expect(s.leadRestrictions).toEqual([]);
  });
});

describe('Law 38 — a bid above seven', () => {
  const eight = () => step(replay('N', '7NT'), { type: 'call', by: 'E', call: call('8C') });
  test('35C, 38B, 38C, 38D: cancelled and replaced by a pass; both offenders pass to the end; 26B may apply', () => {
    const s = eight();
    expect(laws(s)).toEqual(['35C', '38B', '38C']);
    expect(calls(s)).toEqual(['7NT', 'P']);
    expect(s.mustPass.map((o) => [o.seat, o.until])).toEqual([['E', 'end-of-auction'], ['W', 'end-of-auction']]);
    expect(s.leadRestrictions).toEqual([{ leader: 'W', offender: 'E', law: '26B', source: '38D', withdrawn: { call: call('8C'), natural: false, askAtEnd: true } }]);
  });
  test('38A: no contract above seven is ever played', () => {
    let s = settleRectification(eight());
    for (const by of ['S', 'W'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(auctionResult(s)).toMatchObject({ contract: { level: 7, denomination: 'NT' }, declarer: 'N' });
  });
  test('38B, 38D: the LHO called first — his call is cancelled too and there is no lead restriction', () => {
    const s = step(eight(), { type: 'call', by: 'S', call: PASS });
    expect(laws(s).slice(-2)).toEqual(['38B', '38D']);
    expect(calls(s)).toEqual(['7NT', 'P']);
    expect(s.leadRestrictions).toEqual([]);
  });
});

describe('Law 39 — a call after the final pass', () => {
  const ended = () => replay('N', '1S P P P');
  test('35D, 39A, 39C: a defender\'s bid is cancelled; declarer may forbid partner one suit', () => {
    const s = step(ended(), { type: 'call', by: 'E', call: call('2H') });
    expect(laws(s).slice(-3)).toEqual(['35D', '39A', '39C']);
    expect(calls(s)).toEqual(['1S', 'P', 'P', 'P']);
    expect(s.leadRestrictions).toEqual([{ leader: 'W', offender: 'E', law: '26B', source: '39C', withdrawn: { call: call('2H'), natural: false, askAtEnd: true } }]);
  });
  test('39B: a pass by a defender costs nothing', () => {
    const s = step(ended(), { type: 'call', by: 'E', call: PASS });
    expect(laws(s).slice(-1)).toEqual(['39B']);
    expect(s.leadRestrictions).toEqual([]);
  });
  test('39B: any call by the presumed declarer or dummy costs nothing', () => {
    const s = step(ended(), { type: 'call', by: 'S', call: call('4S') });
    expect(laws(s).slice(-1)).toEqual(['39B']);
    expect(s.leadRestrictions).toEqual([]);
    expect(auctionResult(s)).toMatchObject({ contract: { level: 1, denomination: 'S' } });
  });
  test('39B: the LHO called before rectification — no lead restriction', () => {
    let s = step(ended(), { type: 'call', by: 'E', call: call('2H') });
    s = step(s, { type: 'call', by: 'S', call: PASS });
    expect(laws(s).slice(-1)).toEqual(['39B']);
    expect(s.leadRestrictions).toEqual([]);
  });
});
