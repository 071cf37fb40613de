import { describe, expect, test } from 'vitest';
import { PASS, newAuction } from '@bridge-laws/auction';
import { call, calls, laws, replay, step } from './helpers.js';

describe('Law 28 — calls deemed in rotation', () => {
  test('28A: a call at the turn of a player required to pass is in rotation; he is passed over', () => {
    let s = step(replay('N', '1C P W:P'), { type: 'decide', by: 'N', option: 'reject', facts: { artificial: false } });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'N', call: call('2C') });
    expect(calls(s)).toEqual(['1C', 'P', '1H', 'P', '2C']);
    expect(laws(s)).toContain('28A');
    expect(s.turn).toBe('E');
  });
  test('28B: the correct player calls before rectification; the call out of rotation is cancelled without rectification', () => {
    let s = step(replay('N', '1C'), { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'E', call: PASS });
    expect(calls(s)).toEqual(['1C', 'P']);
    expect(s.turn).toBe('S');
    expect(s.mustPass).toEqual([]);
    expect(s.leadRestrictions).toEqual([]);
    expect(s.information).toEqual([{ seat: 'S', what: 'call 1H', law: '16C2', unauthorizedFor: 'NS' }]);
  });
  test('28B: when the correct player is also the offender\'s LHO, the director finds whether he called at his own turn', () => {
    let s = step(newAuction('N'), { type: 'call', by: 'W', call: call('1S') });
    s = step(s, { type: 'call', by: 'N', call: call('1H') });
    expect(s.pending).toEqual({ kind: 'question', by: 'director', questions: ['intent-lead-or-play'], law: '28B' });
    const own = step(s, { type: 'facts', facts: { 'intent-lead-or-play': 'own-turn' } });
    expect(calls(own)).toEqual(['1H']);
    const accepted = step(s, { type: 'facts', facts: { 'intent-lead-or-play': 'accepted' } });
    expect(accepted.pending).toMatchObject({ law: '27A1' }); // 1S accepted, then 1H is insufficient
  });
});

describe('Law 29 — call out of rotation', () => {
  test('29B: not accepted, the call is cancelled and the auction reverts to the player whose turn it was', () => {
    const s = step(replay('N', '1C S:1H'), { type: 'decide', by: 'W', option: 'reject' });
    expect(calls(s)).toEqual(['1C']);
    expect(s.turn).toBe('E');
    expect(laws(s)).toContain('29B');
  });
  test('29C: the director\'s finding that the call was artificial is kept for Laws 30–32', () => {
    const s = step(replay('N', '1C P'), { type: 'call', by: 'W', call: PASS, facts: { artificial: true } });
    expect(s.choice).toMatchObject({ type: 'out-of-rotation', offender: 'W', artificial: true });
  });
});

describe('Law 30 — pass out of rotation', () => {
  test('30B, 30B1, 30B1(a): at partner\'s turn, partner may make any legal call; the offender\'s next call is judged', () => {
    const s = step(replay('N', '1C P N:P'), { type: 'decide', by: 'E', option: 'reject', facts: { artificial: false } });
    expect(s.turn).toBe('S');
    expect(s.mustPass).toEqual([]);
    expect(laws(s)).toContain('30B1(a)');
    expect(s.information).toEqual([{ seat: 'N', what: 'call P', law: '16C2', unauthorizedFor: 'NS' }]);
  });
  test('30B1(b), 30B1(b)(i), 23B, 23C: a comparable next call by the offender — no further rectification, no lead restriction; 23C kept', () => {
    let s = step(replay('N', '1C P N:P'), { type: 'decide', by: 'E', option: 'reject', facts: { artificial: false } });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'W', call: PASS });
    s = step(s, { type: 'call', by: 'N', call: PASS });
    expect(s.pending).toMatchObject({ questions: ['comparable'], law: '23A' });
    s = step(s, { type: 'facts', facts: { comparable: true } });
    expect(laws(s)).toContain('30B1(b)(i)');
    expect(s.mustPass).toEqual([]);
    expect(s.leadRestrictions).toEqual([]);
    expect(s.deferred).toEqual([{ law: '23C', question: 'damaged', offender: 'N' }]);
  });
  test('30B1(b)(ii): a call that is not comparable makes partner pass at his next turn; 26B may apply', () => {
    let s = step(replay('N', '1C P N:P'), { type: 'decide', by: 'E', option: 'reject', facts: { artificial: false } });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'W', call: PASS });
    s = step(s, { type: 'call', by: 'N', call: call('2NT'), facts: { comparable: false } });
    expect(s.mustPass).toEqual([{ seat: 'S', until: 'next-turn', law: '30B1(b)(ii)' }]);
    expect(s.leadRestrictions).toEqual([{ leader: 'S', offender: 'N', law: '26B', source: '30B1(b)(ii)' }]);
  });
  test('30B2: a pass at LHO\'s turn after the offender has called is a change of call (Law 25)', () => {
    let s = step(replay('N', '1C'), { type: 'call', by: 'N', call: PASS });
    expect(s.pending).toMatchObject({ questions: ['unintended'] });
    s = step(s, { type: 'facts', facts: { unintended: false } });
    expect(laws(s)).toEqual(['25A1', '30B2', '25A2', '25B1']);
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'E', law: '25B1' });
  });
  test('30C: an artificial pass out of rotation is dealt with as a bid out of rotation (Law 31)', () => {
    const s = step(replay('N', '1C P W:P'), { type: 'decide', by: 'N', option: 'reject', facts: { artificial: true } });
    expect(laws(s)).toEqual(expect.arrayContaining(['30C', '31A']));
    expect(s.mustPass).toEqual([]);
    expect(s.followUps).toMatchObject([{ type: 'await-rho', offender: 'W', rho: 'S' }]);
  });
  test('30A/30C: a rejected pass is artificial only on the director\'s finding; without it Law 30A applies, nothing is asked', () => {
    const natural = step(replay('N', '1C P W:P'), { type: 'decide', by: 'N', option: 'reject' });
    expect(natural.pending).toBeNull();
    expect(natural.mustPass).toEqual([{ seat: 'W', until: 'next-turn', law: '30A' }]);
    const found = step(replay('N', '1C P W:P'), { type: 'decide', by: 'N', option: 'reject', facts: { artificial: true } });
    expect(found.mustPass).toEqual([]);
    expect(laws(found)).toContain('30C');
  });
  test('29C: a finding given with the pass itself is used when the pass is rejected', () => {
    let s = step(replay('N', '1C P'), { type: 'call', by: 'W', call: PASS, facts: { artificial: true } });
    s = step(s, { type: 'decide', by: 'N', option: 'reject' });
    expect(s.pending).toBeNull();
    expect(laws(s)).toContain('30C');
  });
  test('29C: a bid or double out of rotation goes to Laws 31 or 32 whatever it meant: nothing is asked', () => {
    const s = step(replay('N', '1C S:1H'), { type: 'decide', by: 'W', option: 'reject' });
    expect(s.pending).toBeNull();
  });
});

describe('Law 31 — bid out of rotation', () => {
  const rejected = () => step(replay('N', '1C S:1H'), { type: 'decide', by: 'W', option: 'reject' });
  test('31A, 31A1: at RHO\'s turn, if RHO passes the offender must repeat his bid; repeated, nothing more', () => {
    let s = step(rejected(), { type: 'call', by: 'E', call: PASS });
    expect(laws(s)).toContain('31A1');
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    expect(calls(s)).toEqual(['1C', 'P', '1H']);
    expect(s.mustPass).toEqual([]);
    expect(s.followUps).toEqual([]);
  });
  test('31A2, 31A2(a): RHO bids; a comparable call by the offender costs nothing more', () => {
    let s = step(rejected(), { type: 'call', by: 'E', call: call('1S') });
    expect(laws(s)).toContain('31A2');
    s = step(s, { type: 'call', by: 'S', call: call('2H'), facts: { comparable: true } });
    expect(laws(s)).toContain('31A2(a)');
    expect(s.mustPass).toEqual([]);
  });
  test('31A2(b): RHO bids; a call that is not comparable makes partner pass at his next turn', () => {
    let s = step(rejected(), { type: 'call', by: 'E', call: call('1S') });
    s = step(s, { type: 'call', by: 'S', call: call('2D'), facts: { comparable: false } });
    expect(s.mustPass).toEqual([{ seat: 'N', until: 'next-turn', law: '31A2(b)' }]);
  });
  test('31B, 31B1, 31B2: at partner\'s turn, partner calls freely and the offender\'s next call is judged under 31A2', () => {
    let s = step(replay('N', '1C P N:1S'), { type: 'decide', by: 'E', option: 'reject' });
    expect(laws(s)).toEqual(expect.arrayContaining(['31B1', '31B2']));
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'W', call: PASS });
    s = step(s, { type: 'call', by: 'N', call: call('1S'), facts: { comparable: true } });
    expect(laws(s)).toContain('31A2(a)');
    expect(s.mustPass).toEqual([]);
  });
  test('31C: a bid at LHO\'s turn after the offender has called is a change of call', () => {
    const s = step(replay('N', '1C'), { type: 'call', by: 'N', call: call('2C'), facts: { unintended: true } });
    expect(laws(s)).toEqual(['31C', '25A1']);
    expect(calls(s)).toEqual(['2C']);
  });
});

describe('Law 32 — double or redouble out of rotation', () => {
  test('32A, 32A1: at RHO\'s turn, if RHO passes the offender must repeat the double', () => {
    let s = step(replay('N', '1C P W:X'), { type: 'decide', by: 'N', option: 'reject' });
    expect(laws(s)).toContain('32A');
    s = step(s, { type: 'call', by: 'S', call: PASS });
    expect(laws(s)).toContain('32A1');
    s = step(s, { type: 'call', by: 'W', call: call('X') });
    expect(calls(s)).toEqual(['1C', 'P', 'P', 'X']);
    expect(s.followUps).toEqual([]);
  });
  test('32A2, 32A2(b): RHO bids; a call that is not comparable makes partner pass at his next turn', () => {
    let s = step(replay('N', '1C P W:X'), { type: 'decide', by: 'N', option: 'reject' });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'W', call: call('1S'), facts: { comparable: false } });
    expect(laws(s)).toContain('32A2(b)');
    expect(s.mustPass).toEqual([{ seat: 'E', until: 'next-turn', law: '32A2(b)' }]);
  });
  test('32A2(a): RHO bids; a comparable call costs nothing more', () => {
    let s = step(replay('N', '1C P W:X'), { type: 'decide', by: 'N', option: 'reject' });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'W', call: call('X'), facts: { comparable: true } });
    expect(laws(s)).toContain('32A2(a)');
    expect(calls(s)).toEqual(['1C', 'P', '1H', 'X']);
  });
  test('32B, 32B1, 32B2: at partner\'s turn, partner calls freely; the offender\'s next call is judged under 32A2', () => {
    let s = step(replay('N', '1C W:X'), { type: 'decide', by: 'N', option: 'reject' });
    expect(laws(s)).toEqual(expect.arrayContaining(['32B1', '32B2']));
    s = step(s, { type: 'call', by: 'E', call: PASS });
    s = step(s, { type: 'call', by: 'S', call: PASS });
    s = step(s, { type: 'call', by: 'W', call: call('1S'), facts: { comparable: false } });
    expect(s.mustPass).toEqual([{ seat: 'E', until: 'next-turn', law: '32A2(b)' }]);
  });
  test('32C: a double at LHO\'s turn after the offender has called is a change of call', () => {
    const s = step(replay('N', '1C 1H'), { type: 'call', by: 'E', call: call('X'), facts: { unintended: false } });
    expect(laws(s)).toEqual(['32C', '25A2', '25B1']);
  });
});

describe('Law 23 — comparable call', () => {
  const atPartnersTurn = () => {
    let s = step(replay('N', '1C P N:P'), { type: 'decide', by: 'E', option: 'reject', facts: { artificial: false } });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    return step(s, { type: 'call', by: 'W', call: PASS });
  };
  test('23A: whether the replacement is comparable is asked, never guessed', () => {
    const s = step(atPartnersTurn(), { type: 'call', by: 'N', call: call('1S') });
    expect(s.pending).toEqual({ kind: 'question', by: 'director', questions: ['comparable'], law: '23A' });
  });
  test('23A1: the director may record that the call has the same or a similar meaning', () => {
    const s = step(atPartnersTurn(), { type: 'call', by: 'N', call: PASS, facts: { comparable: true, 'comparable-because': 'same-meaning' } });
    expect(laws(s)).toEqual(expect.arrayContaining(['23A1', '30B1(b)(i)', '23B']));
  });
  test('23A2: … or that it defines a subset of the withdrawn call\'s meanings', () => {
    const s = step(atPartnersTurn(), { type: 'call', by: 'N', call: call('1S'), facts: { comparable: true, 'comparable-because': 'subset' } });
    expect(laws(s)).toContain('23A2');
  });
  test('23A3: … or that it has the same purpose; a ground with "not comparable" is not cited', () => {
    let s = step(rejectedInsufficient(), { type: 'call', by: 'E', call: call('X'), facts: { comparable: true, 'comparable-because': 'same-purpose' } });
    expect(laws(s)).toEqual(expect.arrayContaining(['23A3', '27B1(b)']));
    s = step(atPartnersTurn(), { type: 'call', by: 'N', call: call('2NT'), facts: { comparable: false, 'comparable-because': 'subset' } });
    expect(laws(s)).not.toContain('23A2');
  });
});

function rejectedInsufficient() {
  return step(replay('N', '1S 1H'), { type: 'decide', by: 'S', option: 'reject' });
}
