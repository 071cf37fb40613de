import { describe, expect, test } from 'vitest';
import { PASS, auctionResult, penaltyCardsFromAuction, applyAuctionEvent, newAuction } from '@bridge-laws/auction';
import { call, calls, laws, replay, step } from './helpers.js';

describe('Law 24 — cards exposed or led during the auction', () => {
  test('24A: a single low card costs nothing now; it stays face up and is unauthorized for the offenders', () => {
    const s = step(replay('N', '1C'), { type: 'expose', by: 'E', cards: ['H5'], led: false, deliberate: false });
    expect(laws(s)).toEqual(['24A']);
    expect(s.mustPass).toEqual([]);
    expect(s.exposed).toEqual([{ seat: 'E', card: 'H5', major: false }]);
    expect(s.information).toEqual([{ seat: 'E', what: 'card H5', law: '24', unauthorizedFor: 'EW' }]);
  });
  test('24B: a single honour makes partner pass at his next turn', () => {
    const s = step(replay('N', '1C'), { type: 'expose', by: 'E', cards: ['HQ'], led: false, deliberate: false });
    expect(laws(s)).toEqual(['24B']);
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'next-turn', law: '24B' }]);
  });
  test('24B: a low card led prematurely makes partner pass at his next turn', () => {
    const s = step(replay('N', '1C'), { type: 'expose', by: 'E', cards: ['C2'], led: true, deliberate: true });
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'next-turn', law: '24B' }]);
  });
  test('24C: two or more cards make partner pass at his next turn', () => {
    const s = step(replay('N', '1C'), { type: 'expose', by: 'E', cards: ['H5', 'D3'], led: false, deliberate: false });
    expect(laws(s)).toEqual(['24C']);
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'next-turn', law: '24C' }]);
  });
  test('24B: the forced pass is used up at partner\'s next turn', () => {
    let s = step(replay('N', '1C'), { type: 'expose', by: 'E', cards: ['HK'], led: false, deliberate: false });
    s = step(s, { type: 'call', by: 'E', call: PASS });
    s = step(s, { type: 'call', by: 'S', call: call('1H') });
    s = step(s, { type: 'call', by: 'W', call: PASS });
    expect(s.mustPass).toEqual([]);
  });
  test('24D: the declaring side takes its exposed cards back', () => {
    let s = step(replay('N', '1C'), { type: 'expose', by: 'S', cards: ['HK'], led: false, deliberate: false });
    s = step(s, { type: 'call', by: 'E', call: PASS });
    for (const by of ['S', 'W', 'N'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(s.phase).toBe('ended');
    expect(laws(s)).toContain('24D');
    expect(penaltyCardsFromAuction(s)).toEqual([]);
  });
  test('24E: a defender\'s exposed cards become penalty cards — one low card minor, an honour or two cards major', () => {
    let s = step(replay('N', '1C'), { type: 'expose', by: 'E', cards: ['H5'], led: false, deliberate: false });
    s = step(s, { type: 'expose', by: 'W', cards: ['SA'], led: false, deliberate: false });
    for (const by of ['E', 'S', 'W'] as const) s = step(s, { type: 'call', by, call: PASS });
    expect(laws(s).filter((l) => l === '24E')).toHaveLength(2);
    expect(penaltyCardsFromAuction(s)).toEqual([{ seat: 'E', card: 'H5', kind: 'minor' }, { seat: 'W', card: 'SA', kind: 'major' }]);
  });
});

describe('Law 16D — a card seen before the first call of the auction', () => {
  test('16D1, 16D2: before the first call Law 24 does not apply — the director is asked whether the information could interfere', () => {
    const asked = step(newAuction('N'), { type: 'expose', by: 'S', cards: ['SA'], led: false, deliberate: false });
    expect(asked.pending).toMatchObject({ kind: 'question', by: 'director', questions: ['could-interfere'], law: '16D2' });
    // No call until the director has ruled (9B2).
    expect(applyAuctionEvent(asked, { type: 'call', by: 'N', call: PASS }).ok).toBe(false);
    const s = step(asked, { type: 'facts', facts: { 'could-interfere': false } });
    expect(s.pending).toBeNull();
    expect(laws(s)).toEqual(['16D2', '16D1', '16D2']);
    // Not Law 24: the honour does not stay face up and North need not pass (24B would make him).
    expect(s.exposed).toEqual([]);
    expect(s.mustPass).toEqual([]);
    expect(s.information.map((i) => [i.law, i.unauthorizedFor])).toEqual([['16D1', 'NS'], ['16D1', 'EW']]);
    expect(s.turn).toBe('N');
  });
  test('16D1, 24E: a card faced as a lead before the first call never becomes a penalty card', () => {
    let s = step(newAuction('N'), { type: 'expose', by: 'E', cards: ['HK'], led: true, deliberate: true, facts: { 'could-interfere': true } });
    expect(s.steps.at(-1)?.note).toMatch(/could interfere/);
    for (const c of ['1NT', 'P', 'P', 'P']) s = step(s, { type: 'call', by: s.turn ?? 'N', call: call(c) });
    expect(s.phase).toBe('ended');
    expect(penaltyCardsFromAuction(s)).toEqual([]);
  });
  test('24B: a call out of rotation cancelled before any call stands has begun the auction; a card exposed then is Law 24', () => {
    const cancelled = step(replay('N', 'E:1H'), { type: 'decide', by: 'S', option: 'reject' });
    expect(calls(cancelled)).toEqual([]);
    const s = step(cancelled, { type: 'expose', by: 'S', cards: ['SA'], led: false, deliberate: false });
    expect(laws(s).at(-1)).toBe('24B');
    expect(s.mustPass).toMatchObject([{ seat: 'N', until: 'next-turn' }]);
  });
  test('16D1: a second card seen before the first call is 16D too', () => {
    let s = step(newAuction('N'), { type: 'expose', by: 'S', cards: ['SA'], led: false, deliberate: false, facts: { 'could-interfere': false } });
    s = step(s, { type: 'expose', by: 'S', cards: ['S2'], led: false, deliberate: false, facts: { 'could-interfere': false } });
    expect(s.exposed).toEqual([]);
    expect(s.mustPass).toEqual([]);
    expect(laws(s).every((l) => l.startsWith('16D'))).toBe(true);
  });
  test('24B: from the first call on, the same honour is Law 24', () => {
    const s = step(replay('N', '1C'), { type: 'expose', by: 'S', cards: ['SA'], led: false, deliberate: false });
    expect(laws(s)).toEqual(['24B']);
    expect(s.mustPass).toMatchObject([{ seat: 'N', until: 'next-turn' }]);
  });
});

describe('Law 25 — changes of call', () => {
  test('25A, 25A1: the director is asked whether the call was unintended; if so the intended call replaces it', () => {
    let s = step(replay('N', '1H P'), { type: 'change', by: 'E', call: call('1S') });
    expect(s.pending).toEqual({ kind: 'question', by: 'director', questions: ['unintended'], law: '25A1' });
    s = step(s, { type: 'facts', facts: { unintended: true } });
    expect(calls(s)).toEqual(['1H', '1S']);
    expect(s.leadRestrictions).toEqual([]);
    expect(s.information).toEqual([{ seat: 'E', what: 'call P', law: '16C', unauthorizedFor: 'EW' }]);
  });
  test('25A3: however the slip came to light, even through the opponent\'s later call, the director is asked only whether it was unintended', () => {
    let s = step(replay('N', '1H P 2H'), { type: 'change', by: 'E', call: call('1S') });
    expect(s.pending).toEqual({ kind: 'question', by: 'director', questions: ['unintended'], law: '25A1' });
    s = step(s, { type: 'facts', facts: { unintended: true } });
    expect(calls(s)).toEqual(['1H', '1S']);
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'S', law: '25A6' });
  });
  test('25A1: the intended call is subject to the laws — an insufficient intended bid goes to Law 27', () => {
    const s = step(replay('N', '1H P'), { type: 'change', by: 'E', call: call('1D'), facts: { unintended: true } });
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'S', law: '27A1' });
  });
  test('25A1: an unintended call out of rotation may be replaced before partner calls; the intended call is then a call out of rotation (29A, 31B)', () => {
    // W passes at his partner E's turn by a slip, and says at once he meant 1H.
    const oor = replay('N', '1C W:P');
    expect(oor.pending).toMatchObject({ kind: 'choice', by: 'N', law: '29A' });
    const asked = step(oor, { type: 'change', by: 'W', call: call('1H') });
    expect(asked.pending).toMatchObject({ kind: 'question', questions: ['unintended'], law: '25A1' });
    const s = step(asked, { type: 'facts', facts: { unintended: true } });
    // The intended 1H replaces the pass and is now the call out of rotation: N chooses again.
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'N', options: ['accept', 'reject'], law: '29A' });
    expect(s.choice).toMatchObject({ type: 'out-of-rotation', offender: 'W', call: { text: '1H' }, turn: 'E' });
    expect(s.information).toMatchObject([{ seat: 'W', what: 'call P', law: '16C' }]);
    // Rejected, it is a bid out of rotation at partner's turn (31B), not a pass (30B).
    const r = step(s, { type: 'decide', by: 'N', option: 'reject' });
    expect(r.turn).toBe('E');
    expect(calls(r)).toEqual(['1C']);
    expect(laws(r)).toContain('31B1');
    expect(laws(r)).not.toContain('30B1(a)');
    // Accepted, 1H stands in rotation.
    const a = step(s, { type: 'decide', by: 'N', option: 'accept' });
    expect(calls(a)).toEqual(['1C', '1H']);
    expect(a.turn).toBe('N');
  });
  test('25A2: a call out of rotation the player meant stands; the change is cancelled and its LHO still chooses', () => {
    const s = step(replay('N', '1C W:P'), { type: 'change', by: 'W', call: call('1H'), facts: { unintended: false } });
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'N', law: '29A' });
    expect(s.choice).toMatchObject({ type: 'out-of-rotation', offender: 'W', call: { text: 'P' } });
    expect(laws(s).slice(-2)).toEqual(['25A2', '25B2']);
  });
  test('25A2: a call the player meant stands; the change is an intended change (25B)', () => {
    const s = step(replay('N', '1H P'), { type: 'change', by: 'E', call: call('1S'), facts: { unintended: false } });
    expect(laws(s)).toEqual(['25A2', '25B1']);
    expect(s.pending).toEqual({ kind: 'choice', by: 'S', options: ['accept', 'reject'], law: '25B1' });
  });
  test('25A4: once partner has called there is no change under 25A and the director is not asked', () => {
    const s = step(replay('N', '1H P 2H P'), { type: 'change', by: 'E', call: call('X') });
    expect(laws(s)).toEqual(['25A4', '25B1']);
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'S' });
  });
  test('25A6: after a permitted change the LHO may withdraw the call he made over it', () => {
    let s = step(replay('N', '1H 1S 2H'), { type: 'change', by: 'E', call: call('2S'), facts: { unintended: true } });
    expect(s.pending).toEqual({ kind: 'choice', by: 'S', options: ['keep', 'withdraw'], law: '25A6' });
    s = step(s, { type: 'decide', by: 'S', option: 'withdraw' });
    expect(calls(s)).toEqual(['1H', '2S']);
    expect(s.turn).toBe('S');
    // Law 25A6: the withdrawn call is authorized for the LHO's side, unauthorized for the other side.
    expect(s.information.at(-1)).toEqual({ seat: 'S', what: 'call 2H', law: '25A6', unauthorizedFor: 'EW' });
  });
  test('25A6: the LHO may keep his call', () => {
    let s = step(replay('N', '1H 1S 2H'), { type: 'change', by: 'E', call: call('2S'), facts: { unintended: true } });
    s = step(s, { type: 'decide', by: 'S', option: 'keep' });
    // The kept 2H is now insufficient over 2S: Law 27 applies to it.
    expect(calls(s)).toEqual(['1H', '2S']);
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'W', law: '27A1' });
    expect(s.choice).toMatchObject({ type: 'insufficient', offender: 'S' });
  });
  test('25B, 25B1: the LHO accepts the intended change by calling; the first call is withdrawn, 26B may apply', () => {
    let s = step(replay('N', '1C'), { type: 'change', by: 'N', call: call('1D'), facts: { unintended: false } });
    s = step(s, { type: 'call', by: 'E', call: PASS });
    expect(calls(s)).toEqual(['1D', 'P']);
    expect(s.leadRestrictions).toEqual([{ leader: 'S', offender: 'N', law: '26B', source: '25B1' }]);
  });
  test('25B2: not accepted — the change is cancelled and the first call stands', () => {
    let s = step(replay('N', '1C'), { type: 'change', by: 'N', call: call('1D'), facts: { unintended: false } });
    s = step(s, { type: 'decide', by: 'E', option: 'reject' });
    expect(calls(s)).toEqual(['1C']);
    expect(s.turn).toBe('E');
    expect(laws(s)).toContain('25B2');
  });
  test('25B3: Law 16C applies to the withdrawn or cancelled call', () => {
    let s = step(replay('N', '1C'), { type: 'change', by: 'N', call: call('1D'), facts: { unintended: false } });
    const rejected = step(s, { type: 'decide', by: 'E', option: 'reject' });
    expect(rejected.information).toEqual([{ seat: 'N', what: 'call 1D', law: '25B3', unauthorizedFor: 'NS' }]);
    s = step(s, { type: 'decide', by: 'E', option: 'accept' });
    expect(s.information).toEqual([{ seat: 'N', what: 'call 1C', law: '25B3', unauthorizedFor: 'NS' }]);
  });
});

describe('Law 26 — lead restrictions after a withdrawn call', () => {
  test('26A: a change to a comparable call leaves no lead restriction', () => {
    let s = step(replay('N', '1C'), { type: 'change', by: 'N', call: call('1D'), facts: { unintended: false, comparable: true } });
    s = step(s, { type: 'decide', by: 'E', option: 'accept' });
    expect(s.leadRestrictions).toEqual([]);
  });
  test('26B: declarer\'s right is handed over only if the offender becomes a defender', () => {
    const base = step(step(replay('N', '1C'), { type: 'change', by: 'N', call: call('1D'), facts: { unintended: false } }), { type: 'decide', by: 'E', option: 'accept' });
    let s = base;
    for (const [by, c] of [['E', '1S'], ['S', 'P'], ['W', '4S'], ['N', 'P'], ['E', 'P'], ['S', 'P']] as const) s = step(s, { type: 'call', by, call: call(c) });
    expect(auctionResult(s)).toMatchObject({ declarer: 'E' });
    expect(s.leadRestrictions).toEqual([{ leader: 'S', offender: 'N', law: '26B', source: '25B1' }]);
    expect(laws(s)).toContain('26B');
    let t = base;
    for (const [by, c] of [['E', 'P'], ['S', 'P'], ['W', 'P']] as const) t = step(t, { type: 'call', by, call: call(c) });
    expect(auctionResult(t)).toMatchObject({ declarer: 'N' });
    expect(t.leadRestrictions).toEqual([]);
  });
  test('25B: an event for another seat while the LHO chooses is refused', () => {
    const s = step(replay('N', '1C'), { type: 'change', by: 'N', call: call('1D'), facts: { unintended: false } });
    const r = applyAuctionEvent(s, { type: 'call', by: 'S', call: PASS });
    expect(r.ok ? null : r.error.code).toBe('awaiting-choice');
  });
});
