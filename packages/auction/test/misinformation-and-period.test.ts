import { describe, expect, test } from 'vitest';
import { PASS, applyAuctionEvent, closeAuctionPeriod } from '@bridge-laws/auction';
import type { AuctionState } from '@bridge-laws/auction';
import { call, calls, laws, replay, step } from './helpers.js';

function closed(s: AuctionState): AuctionState {
  const r = closeAuctionPeriod(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// N opens 1NT, S's 2D is explained by N; W acted on that explanation.
const misinformed = () => replay('N', '1NT P 2D P 2H');
const change = (s: AuctionState, facts?: object) =>
  step(s, { type: 'change', by: 'W', call: call('X'), misinformedBy: 'N', ...(facts === undefined ? {} : { facts }) });
const allowed = { 'agreement-was': 'no-evidence', 'could-have-been-influenced': true };

describe('Laws 21, 21B — a call changed after misinformation', () => {
  test('20F6, 21B1, 21B1(a), 21B1(b): the director is asked whether it was misinformation and whether it could have influenced the call', () => {
    const s = change(misinformed());
    expect(s.pending).toEqual({ kind: 'question', by: 'director', questions: ['agreement-was', 'could-have-been-influenced'], law: '21B1(b)' });
    const half = step(s, { type: 'facts', facts: { 'agreement-was': 'differs' } });
    expect(half.pending).toMatchObject({ questions: ['could-have-been-influenced'], law: '21B1(a)' });
  });
  test('21B1(a): permitted — the call is replaced with no further rectification; the withdrawn call is unauthorized only for the misinforming side', () => {
    const s = step(change(misinformed()), { type: 'facts', facts: allowed });
    expect(calls(s)).toEqual(['1NT', 'P', '2D', 'X']);
    expect(laws(s)).toContain('21B1(a)');
    expect(s.mustPass).toEqual([]);
    expect(s.leadRestrictions).toEqual([]);
    expect(s.information).toEqual([{ seat: 'W', what: 'call P', law: '16C', unauthorizedFor: 'NS' }]);
  });
  test('21B2: the LHO may then withdraw his later call; the withdrawn call is unauthorized for his own side', () => {
    let s = change(misinformed(), allowed);
    expect(s.pending).toEqual({ kind: 'choice', by: 'N', options: ['keep', 'withdraw'], law: '21B2' });
    s = step(s, { type: 'decide', by: 'N', option: 'withdraw' });
    expect(s.turn).toBe('N');
    expect(s.information.at(-1)).toEqual({ seat: 'N', what: 'call 2H', law: '16C', unauthorizedFor: 'NS' });
    s = step(s, { type: 'call', by: 'N', call: call('XX') });
    expect(calls(s)).toEqual(['1NT', 'P', '2D', 'X', 'XX']);
  });
  test('21B2: the LHO may keep his call', () => {
    const s = step(change(misinformed(), allowed), { type: 'decide', by: 'N', option: 'keep' });
    expect(calls(s)).toEqual(['1NT', 'P', '2D', 'X', '2H']);
    expect(s.turn).toBe('E');
  });
  test('21B1(b): evidence that the agreement was as explained — no misinformation; the change is an intended change (25B)', () => {
    const s = change(misinformed(), { 'agreement-was': 'as-explained', 'could-have-been-influenced': true });
    expect(laws(s)).toEqual(expect.arrayContaining(['21B1(b)', '25B1']));
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'N', options: ['accept', 'reject'], law: '25B1' });
  });
  test('21B1(a): a call that could not have been influenced is not changed under 21B', () => {
    const s = change(misinformed(), { 'agreement-was': 'differs', 'could-have-been-influenced': false });
    expect(laws(s)).toContain('21B1(a)');
    expect(s.pending).toMatchObject({ law: '25B1' });
    expect(s.information).toEqual([]);
  });
  test('21A: a call based on the player\'s own misunderstanding of the explanation gets no change under 21B; it is an intended change (25B)', () => {
    const s = change(misinformed(), { 'own-misunderstanding': true });
    expect(laws(s)).toEqual(['21A', '25A2', '25B1']);
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'N', options: ['accept', 'reject'], law: '25B1' });
    expect(s.information).toEqual([]);
  });
  test('21A: once the auction period is over nothing is deferred for an adjustment, unlike 21B3', () => {
    const over = closed(replay('N', '1NT P 2D P 2H P P P'));
    const mine = change(over, { 'own-misunderstanding': true });
    expect(laws(mine).at(-1)).toBe('21A');
    expect(mine.deferred).toEqual([]);
    expect(change(over).deferred).toMatchObject([{ law: '21B3', question: 'damaged', offender: 'N' }]);
  });
  test('21B1(a): only an opponent can misinform; a change naming partner is refused and changes nothing', () => {
    const s = misinformed();
    const r = applyAuctionEvent(s, { type: 'change', by: 'W', call: call('X'), misinformedBy: 'E' });
    expect(r.ok ? null : r.error.code).toBe('not-offered');
  });
  test('21B3: too late once partner has called — the call stands and the gain question waits for the end of play', () => {
    const s = change(step(misinformed(), { type: 'call', by: 'E', call: PASS }));
    expect(s.pending).toBeNull();
    expect(calls(s)).toEqual(['1NT', 'P', '2D', 'P', '2H', 'P']);
    expect(laws(s)).toEqual(['21B3']);
    expect(s.deferred).toEqual([{ law: '21B3', question: 'damaged', offender: 'N' }]);
  });
  test('21B1(a): after the final pass, before the opening lead, the change reopens the auction', () => {
    const ended = replay('N', '1NT P 2D P 2H P P P');
    expect(ended.phase).toBe('ended');
    const s = change(ended, allowed);
    expect(s.phase).toBe('auction');
    expect(calls(s)).toEqual(['1NT', 'P', '2D', 'P', '2H', 'P', 'P', 'X']);
    expect(s.turn).toBe('N');
  });
  test('21B3: after the auction period is over it is too late to change', () => {
    const s = change(closed(replay('N', '1NT P 2D P 2H P P P')), allowed);
    expect(s.phase).toBe('ended');
    expect(s.deferred).toEqual([{ law: '21B3', question: 'damaged', offender: 'N' }]);
  });
});

describe('Laws 17D and 25A5 — the end of the auction period', () => {
  test('25A5: an unintended final pass may be changed until the end of the auction period; the auction reopens', () => {
    let s = step(replay('N', '1S P P P'), { type: 'change', by: 'W', call: call('2H') });
    expect(s.pending).toMatchObject({ questions: ['unintended'] });
    s = step(s, { type: 'facts', facts: { unintended: true } });
    expect(s.phase).toBe('auction');
    expect(calls(s)).toEqual(['1S', 'P', 'P', '2H']);
    expect(s.turn).toBe('N');
    expect(laws(s)).toEqual(expect.arrayContaining(['25A5', '25A1']));
  });
  test('25A5: reopening keeps the obligations that stood before the final pass', () => {
    let s = step(replay('N', '1NT 1S'), { type: 'decide', by: 'S', option: 'reject' });
    s = step(s, { type: 'call', by: 'E', call: call('2H'), facts: { 'same-denominations': false, comparable: false } });
    for (const by of ['S', 'W', 'N'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(s.phase).toBe('ended');
    expect(s.mustPass).toEqual([]);
    s = step(s, { type: 'change', by: 'N', call: call('X'), facts: { unintended: true } });
    expect(s.phase).toBe('auction');
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '27B2' }]);
  });
  test('25A5: an intended change after the final pass is a call after the final pass (Law 39)', () => {
    const s = step(replay('N', '1S P P P'), { type: 'change', by: 'W', call: call('2H'), facts: { unintended: false } });
    expect(s.phase).toBe('ended');
    expect(laws(s)).toEqual(expect.arrayContaining(['25A2', '39A', '39C']));
  });
  test('17D, 17D1: the opening lead faced ends the auction period; no change or call is accepted after it', () => {
    const s = closed(replay('N', '1S P P P'));
    expect(s.periodOver).toBe(true);
    expect(laws(s).at(-1)).toBe('17D1');
    const change = applyAuctionEvent(s, { type: 'change', by: 'W', call: call('2H'), facts: { unintended: true } });
    expect(change.ok ? null : [change.error.code, change.error.law]).toEqual(['wrong-phase', '25A5']);
    const late = applyAuctionEvent(s, { type: 'call', by: 'E', call: call('2H') });
    expect(late.ok ? null : [late.error.code, late.error.law]).toEqual(['wrong-phase', '17D1']);
  });
  test('17D2: after a pass-out the fourth pass may be changed until the hands are back in the board', () => {
    const out = replay('N', 'P P P P');
    const s = step(out, { type: 'change', by: 'W', call: call('1C'), facts: { unintended: true } });
    expect(s.phase).toBe('auction');
    expect(calls(s)).toEqual(['P', 'P', 'P', '1C']);
    const over = closed(out);
    expect(laws(over).at(-1)).toBe('17D2');
    expect(applyAuctionEvent(over, { type: 'change', by: 'W', call: call('1C'), facts: { unintended: true } }).ok).toBe(false);
  });
  test('17D1: the auction period cannot end before the auction has', () => {
    const r = closeAuctionPeriod(replay('N', '1S P'));
    expect(r.ok ? null : r.error.code).toBe('wrong-phase');
  });
});

describe('Law 25A4 — after the final pass', () => {
  test('25A4: once partner has called, a change after the final pass is a call after the final pass', () => {
    const s = step(replay('N', '1S P P P'), { type: 'change', by: 'N', call: call('2S') });
    expect(s.pending).toBeNull();
    expect(laws(s).slice(-4)).toEqual(['25A4', '35D', '39A', '39B']);
    expect(calls(s)).toEqual(['1S', 'P', 'P', 'P']);
  });
});
