import { describe, expect, test } from 'vitest';
import { PASS } from '@bridge-laws/auction';
import { call, calls, laws, replay, step } from './helpers.js';

const rejected = (text: string) => step(replay('N', text), { type: 'decide', by: 'S', option: 'reject' });

describe('Law 27 — insufficient bid', () => {
  test('27A, 27A1: the LHO accepts by deciding; the bid stands as if legal', () => {
    const s = step(replay('N', '1S 1H'), { type: 'decide', by: 'S', option: 'accept' });
    expect(calls(s)).toEqual(['1S', '1H']);
    expect(s.turn).toBe('S');
    expect(s.pending).toBeNull();
  });
  test('27A1: the LHO accepts by calling over the insufficient bid', () => {
    const s = step(replay('N', '1S 1H'), { type: 'call', by: 'S', call: call('2S') });
    expect(calls(s)).toEqual(['1S', '1H', '2S']);
    expect(laws(s)).toEqual(['27A1', '27A1']);
  });
  test('27A2: an insufficient bid out of rotation is a bid out of rotation (Law 31)', () => {
    const s = step(replay('N', '1S'), { type: 'call', by: 'S', call: call('1H') });
    expect(laws(s)).toEqual(['29A', '27A2']);
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'W', law: '29A' });
  });
  test('27B: not accepted, the bid is withdrawn and the offender must replace it', () => {
    const s = rejected('1S 1H');
    expect(calls(s)).toEqual(['1S']);
    expect(s.turn).toBe('E');
    expect(s.followUps).toEqual([{ type: 'replace-insufficient', offender: 'E', withdrawn: call('1H'), silenced: false, law: '27B' }]);
    expect(s.information).toEqual([{ seat: 'E', what: 'call 1H', law: '16C', unauthorizedFor: 'EW' }]);
  });
  test('27B1, 27B1(b): a comparable replacement continues without rectification; 16C and 26B do not apply', () => {
    const s = step(rejected('1S 1H'), { type: 'call', by: 'E', call: call('2H'), facts: { 'same-denominations': false, comparable: true } });
    expect(calls(s)).toEqual(['1S', '2H']);
    expect(s.mustPass).toEqual([]);
    expect(s.leadRestrictions).toEqual([]);
    expect(s.information[0]?.unauthorizedFor).toBeNull();
  });
  test('27B1(b): a double may be a comparable replacement; the director is asked', () => {
    let s = step(rejected('1S 1H'), { type: 'call', by: 'E', call: call('X') });
    expect(s.pending).toEqual({ kind: 'question', by: 'director', questions: ['comparable'], law: '27B1(b)' });
    s = step(s, { type: 'facts', facts: { comparable: true } });
    expect(calls(s)).toEqual(['1S', 'X']);
    expect(s.mustPass).toEqual([]);
  });
  test('27B3: an attempted double that is not comparable is cancelled; partner is silenced and the offender replaces again', () => {
    let s = step(rejected('1S 1H'), { type: 'call', by: 'E', call: call('X'), facts: { comparable: false } });
    expect(calls(s)).toEqual(['1S']);
    expect(s.turn).toBe('E');
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '27B3' }]);
    expect(s.leadRestrictions.map((r) => r.source)).toEqual(['27B3']);
    s = step(s, { type: 'call', by: 'E', call: call('2H') });
    expect(calls(s)).toEqual(['1S', '2H']);
    expect(s.followUps).toEqual([]);
  });
  test('27B4: a second insufficient bid may be accepted by the LHO', () => {
    let s = step(rejected('1S 1H'), { type: 'call', by: 'E', call: call('1D') });
    expect(s.pending).toEqual({ kind: 'choice', by: 'S', options: ['accept', 'reject'], law: '27B4' });
    s = step(s, { type: 'decide', by: 'S', option: 'accept' });
    expect(calls(s)).toEqual(['1S', '1D']);
    expect(s.mustPass).toEqual([]);
  });
  test('27B4: a second insufficient bid not accepted is dealt with under 27B3', () => {
    let s = step(rejected('1S 1H'), { type: 'call', by: 'E', call: call('1D') });
    s = step(s, { type: 'decide', by: 'S', option: 'reject' });
    expect(s.turn).toBe('E');
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '27B3' }]);
    s = step(s, { type: 'call', by: 'E', call: PASS });
    expect(calls(s)).toEqual(['1S', 'P']);
  });
  test('9C, 27C: a replacement made before the ruling stands if the bid is not accepted, and part B applies to it', () => {
    let s = step(replay('N', '1S 1H'), { type: 'call', by: 'E', call: call('2H') });
    expect(laws(s)).toContain('27C');
    expect(laws(s)).toContain('9C');
    s = step(s, { type: 'decide', by: 'S', option: 'reject', facts: { 'same-denominations': false, comparable: false } });
    expect(calls(s)).toEqual(['1S', '2H']);
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '27B2' }]);
  });
  test('27C: if the LHO accepts the insufficient bid the premature replacement is cancelled', () => {
    let s = step(replay('N', '1S 1H'), { type: 'call', by: 'E', call: call('2H') });
    s = step(s, { type: 'decide', by: 'S', option: 'accept' });
    expect(calls(s)).toEqual(['1S', '1H']);
    expect(s.information).toEqual([{ seat: 'E', what: 'call 2H', law: '16C', unauthorizedFor: 'EW' }]);
  });
  test('27D: after a 27B1 replacement the damage question is kept for the end of play', () => {
    const s = step(rejected('1S 1H'), { type: 'call', by: 'E', call: call('2H'), facts: { 'same-denominations': true } });
    expect(s.deferred).toEqual([{ law: '27D', question: 'damaged', offender: 'E' }]);
  });
});
