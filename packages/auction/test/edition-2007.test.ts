// The 2007 Laws on calls out of rotation (2007 29B–32): the auction given the edition '2007' picks the 2007 leaf.
import { describe, expect, test } from 'vitest';
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { AuctionState } from '@bridge-laws/auction';
import { applyAuctionEvent, newAuction } from '@bridge-laws/auction';
import { call, calls, laws, step } from './helpers.js';

/** Calls by seat on a 2007 (or 2017) auction dealt by N, then the cancelled call out of rotation rejected by its LHO. */
function run(edition: '2007' | '2017', events: readonly (readonly [Seat, string])[]): AuctionState {
  let s = newAuction('N', edition);
  for (const [by, text] of events) {
    // A pass out of rotation is natural here: the director found so when it was cancelled (2007 29C, 30C).
    s = text === 'reject' ? step(s, { type: 'decide', by, option: 'reject', facts: { artificial: false } }) : step(s, { type: 'call', by, call: call(text) });
  }
  return s;
}

describe('Law 2007 30 — pass out of rotation', () => {
  test('2007 30A: before any bid the offender passes at his next turn, even when it was his partner\'s turn', () => {
    const s = run('2007', [['S', 'P'], ['W', 'reject']]);
    expect(s.mustPass).toEqual([{ seat: 'S', until: 'next-turn', law: '2007 30A' }]);
    expect(laws(s)).toContain('2007 30A');
    expect(run('2017', [['S', 'P'], ['W', 'reject']]).mustPass).toEqual([]);
  });
  test('2007 30B1: after a bid, at RHO\'s turn, the offender passes at his next turn', () => {
    const s = run('2007', [['N', '1C'], ['S', 'P'], ['W', 'reject']]);
    expect(s.mustPass).toEqual([{ seat: 'S', until: 'next-turn', law: '2007 30B1' }]);
  });
  test('2007 30B2(a): after a bid, at partner\'s turn, the offender passes for the rest of the auction', () => {
    let s = run('2007', [['N', '1C'], ['W', 'P'], ['N', 'reject']]);
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '2007 30B2(a)' }]);
    expect(laws(s)).toEqual(expect.arrayContaining(['2007 29B', '2007 30B2(a)', '2007 30B2(b)']));
    s = run('2007', [['N', '1C'], ['W', 'P'], ['N', 'reject'], ['E', '1S'], ['S', 'P'], ['W', 'P'], ['N', '2C'], ['E', 'P'], ['S', 'P']]);
    // W's obligation outlives his first pass (the whole auction); nothing is asked about his calls.
    expect(s.pending).toBeNull();
    expect(calls(s)).toEqual(['1C', '1S', 'P', 'P', '2C', 'P', 'P']);
    expect([s.turn, s.mustPass.map((o) => o.seat)]).toEqual(['W', ['W']]);
  });
  test('2007 30C: a cancelled pass is artificial only on the director\'s finding; without it 2007 Law 30 applies', () => {
    let s = newAuction('N', '2007');
    s = step(s, { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'W', call: call('P') });
    const natural = step(s, { type: 'decide', by: 'N', option: 'reject' });
    expect(natural.pending).toBeNull();
    expect(natural.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '2007 30B2(a)' }]);
    const asked = step(s, { type: 'decide', by: 'N', option: 'reject', facts: { artificial: true } });
    // Law 2007 26A: found artificial, the suits it related to are asked before its lead right is recorded.
    expect(asked.pending).toEqual({ kind: 'question', by: 'director', questions: ['withdrawn-call-suits'], law: '2007 26A' });
    const artificial = step(s, { type: 'decide', by: 'N', option: 'reject', facts: { artificial: true, 'withdrawn-call-suits': [] } });
    expect(artificial.mustPass).toEqual([{ seat: 'E', until: 'end-of-auction', law: '2007 31B' }]);
    // A cancelled double is no pass: nothing to ask.
    const dbl = run('2007', [['N', '1C'], ['W', 'X'], ['N', 'reject']]);
    expect(dbl.pending).toBeNull();
  });
  test('2007 30B2(b): partner may bid or pass at this turn, but a double or redouble is refused', () => {
    const s = run('2007', [['N', '1C'], ['W', 'P'], ['N', 'reject']]);
    const r = applyAuctionEvent(s, { type: 'call', by: 'E', call: call('X') });
    expect(r.ok ? null : [r.error.code, r.error.law]).toEqual(['not-offered', '2007 30B2(b)']);
    const bid = step(s, { type: 'call', by: 'E', call: call('1S') });
    expect([calls(bid), bid.followUps]).toEqual([['1C', '1S'], []]);
    // The prohibition is for that turn only: at his next turn partner may double.
    const later = run('2007', [['N', '1C'], ['W', 'P'], ['N', 'reject'], ['E', 'P'], ['S', '1H'], ['W', 'P'], ['N', 'P'], ['E', 'X']]);
    expect(calls(later)).toEqual(['1C', 'P', '1H', 'P', 'P', 'X']);
    // 2017 Law 30B1(a): partner may make any legal call, a double included.
    const r2017 = applyAuctionEvent(run('2017', [['N', '1C'], ['W', 'P'], ['N', 'reject']]), { type: 'call', by: 'E', call: call('X') });
    expect(r2017.ok).toBe(true);
  });
  test('2007 30C: an artificial pass out of rotation is dealt with under Law 31', () => {
    let s = newAuction('N', '2007');
    s = step(s, { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'W', call: call('P'), facts: { artificial: true } });
    s = step(s, { type: 'decide', by: 'N', option: 'reject', facts: { 'withdrawn-call-suits': [] } });
    expect(laws(s)).toEqual(expect.arrayContaining(['2007 30C', '2007 31B']));
    expect(s.mustPass).toEqual([{ seat: 'E', until: 'end-of-auction', law: '2007 31B' }]);
  });
});

describe('Law 2007 31 — bid out of rotation', () => {
  test('2007 31A1: at RHO\'s turn, RHO passes — the offender must repeat his bid', () => {
    const s = run('2007', [['N', '1C'], ['S', '1S'], ['W', 'reject'], ['E', 'P']]);
    expect(laws(s)).toContain('2007 31A1');
    expect(s.followUps).toEqual([{ type: 'repeat', offender: 'S', call: call('1S'), law: '2007 31A1' }]);
  });
  test('2007 31A2(a): RHO bids, the offender repeats the denomination — partner passes once', () => {
    const s = run('2007', [['N', '1C'], ['S', '1S'], ['W', 'reject'], ['E', '1H'], ['S', '2S']]);
    expect(s.pending).toBeNull();
    expect(s.mustPass).toEqual([{ seat: 'N', until: 'next-turn', law: '2007 31A2(a)' }]);
    expect(s.leadRestrictions).toEqual([]);
  });
  test('2007 31A2(b): RHO bids, the offender names another denomination — partner passes for the rest of the auction; Law 26', () => {
    const s = run('2007', [['N', '1C'], ['S', '1S'], ['W', 'reject'], ['E', '1H'], ['S', '2C']]);
    expect(s.mustPass).toEqual([{ seat: 'N', until: 'end-of-auction', law: '2007 31A2(b)' }]);
    expect(s.leadRestrictions).toEqual([{ leader: 'N', offender: 'S', law: '2007 26', source: '2007 31A2(b)', withdrawn: { call: call('1S'), natural: true } }]);
    // 2017 asks instead whether the call is comparable (23A), a finding 2007 does not use.
    expect(run('2017', [['N', '1C'], ['S', '1S'], ['W', 'reject'], ['E', '1H'], ['S', '2C']]).pending).toMatchObject({ questions: ['comparable'] });
  });
  test('2007 31B: at partner\'s turn, partner passes for the rest of the auction; Law 26 may apply', () => {
    const s = run('2007', [['N', '1C'], ['W', '1S'], ['N', 'reject']]);
    expect(s.mustPass).toEqual([{ seat: 'E', until: 'end-of-auction', law: '2007 31B' }]);
    expect(s.leadRestrictions).toEqual([{ leader: 'E', offender: 'W', law: '2007 26', source: '2007 31B', withdrawn: { call: call('1S'), natural: true } }]);
  });
});

describe('Law 2007 32 — double or redouble out of rotation', () => {
  test('2007 32A: at partner\'s turn, partner passes for the rest of the auction; 26B may apply', () => {
    const s = run('2007', [['N', '1C'], ['W', 'X'], ['N', 'reject']]);
    expect(s.mustPass).toEqual([{ seat: 'E', until: 'end-of-auction', law: '2007 32A' }]);
    expect(s.leadRestrictions).toEqual([{ leader: 'E', offender: 'W', law: '26B', source: '2007 32' }]);
  });
  test('2007 32B1: at RHO\'s turn, RHO passes — the offender repeats the double, no further rectification but 26B', () => {
    const s = run('2007', [['N', '1C'], ['E', 'P'], ['W', 'X'], ['N', 'reject'], ['S', 'P']]);
    expect(laws(s)).toContain('2007 32B1');
    expect(s.mustPass).toEqual([]);
  });
  test('2007 32B2: at RHO\'s turn, RHO calls — partner passes for the rest of the auction, whatever the offender calls', () => {
    const s = run('2007', [['N', '1C'], ['E', 'P'], ['W', 'X'], ['N', 'reject'], ['S', '1H'], ['W', '1S']]);
    expect(s.pending).toBeNull();
    expect(s.mustPass).toEqual([{ seat: 'E', until: 'end-of-auction', law: '2007 32B2' }]);
  });
});

describe('Law 2007 27 — insufficient bid, without the comparable call', () => {
  const rejected2007 = () => run('2007', [['N', '1S'], ['E', '1H'], ['S', 'reject']]);

  test('2007 27B1(a): the lowest sufficient bid in the denomination, both bids found not conventional — no rectification', () => {
    const asked = step(rejected2007(), { type: 'call', by: 'E', call: call('2H') });
    expect(asked.pending).toEqual({ kind: 'question', by: 'director', questions: ['incontrovertibly-not-conventional'], law: '2007 27B1(a)' });
    const s = step(asked, { type: 'facts', facts: { 'incontrovertibly-not-conventional': true } });
    expect([calls(s), s.mustPass, s.leadRestrictions]).toEqual([['1S', '2H'], [], []]);
    expect(s.information.find((r) => r.what === 'call 1H')?.unauthorizedFor).toBeNull();
  });
  test('2007 27B1(b): another call of the same or a more precise meaning — no rectification, but the withdrawn bid stays unauthorized (16D)', () => {
    const s = step(rejected2007(), { type: 'call', by: 'E', call: call('2D'), facts: { 'same-or-more-precise-meaning': true } });
    expect([calls(s), s.mustPass]).toEqual([['1S', '2D'], []]);
    expect(s.information.find((r) => r.what === 'call 1H')?.unauthorizedFor).toBe('EW');
    expect(laws(s)).toContain('2007 27B1(b)');
  });
  test('2007 27B1(b): the 2007 engine never asks whether a call is comparable (a 2017 finding)', () => {
    const asked = step(rejected2007(), { type: 'call', by: 'E', call: call('2D') });
    expect(asked.pending).toMatchObject({ questions: ['same-or-more-precise-meaning'] });
    const pass = step(rejected2007(), { type: 'call', by: 'E', call: call('P') });
    expect(pass.pending).toMatchObject({ questions: ['same-or-more-precise-meaning'] });
  });
  test('2007 27B2: any other replacement silences partner for the rest of the auction; Law 26 may apply', () => {
    const s = step(rejected2007(), { type: 'call', by: 'E', call: call('2D'), facts: { 'same-or-more-precise-meaning': false } });
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '2007 27B2' }]);
    // Law 2007 26: the withdrawn insufficient bid's right is settled at the end of the auction, should E defend.
    expect(s.leadRestrictions).toEqual([{ leader: 'W', offender: 'E', law: '2007 26', source: '2007 27B2', withdrawn: { call: call('1H'), natural: false, askAtEnd: true } }]);
  });
  test('2007 27B3: a double replacing the insufficient bid, not of a more precise meaning, is cancelled; partner is silenced', () => {
    const s = step(rejected2007(), { type: 'call', by: 'E', call: call('X'), facts: { 'same-or-more-precise-meaning': false } });
    expect(calls(s)).toEqual(['1S']);
    expect(s.turn).toBe('E');
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '2007 27B3' }]);
  });
});

describe('Laws 2007 30B3 and 31B — a further call at LHO\'s turn', () => {
  test('2007 31B: a further bid at LHO\'s turn is a change of call (the footnote to 31B, where 2017 has 31C)', () => {
    let s = step(newAuction('N', '2007'), { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'N', call: call('2C'), facts: { unintended: true } });
    expect(laws(s)).toEqual(['2007 31B', '2007 25A1']);
  });
  test('2007 30B3: a further pass at LHO\'s turn is a change of call; a double has no such paragraph in 2007', () => {
    let s = step(newAuction('N', '2007'), { type: 'call', by: 'N', call: call('1C') });
    expect(laws(step(s, { type: 'call', by: 'N', call: call('P'), facts: { unintended: true } }))).toContain('2007 30B3');
    s = step(s, { type: 'call', by: 'E', call: call('1H') });
    const doubled = step(s, { type: 'call', by: 'E', call: call('X'), facts: { unintended: true } });
    expect(laws(doubled).some((l) => l.includes('32'))).toBe(false);
  });
  test('2007 30A: before any bid a second pass at LHO\'s turn is a pass out of rotation, not a change of call (2017 30B2)', () => {
    let s = step(newAuction('N', '2007'), { type: 'call', by: 'N', call: call('P') });
    s = step(s, { type: 'call', by: 'E', call: call('P') });
    const again = step(s, { type: 'call', by: 'E', call: call('P') });
    // Law 2007 29A: S, the offender's LHO, may accept it; nothing is asked about an unintended call.
    expect(again.pending).toEqual({ kind: 'choice', by: 'S', options: ['accept', 'reject'], law: '29A' });
    expect(laws(again)).not.toContain('2007 30B3');
    const rejected = step(again, { type: 'decide', by: 'S', option: 'reject', facts: { artificial: false } });
    expect(rejected.mustPass).toEqual([{ seat: 'E', until: 'next-turn', law: '2007 30A' }]);
    expect([rejected.turn, calls(rejected)]).toEqual(['S', ['P', 'P']]);
    expect(laws(rejected)).toEqual(expect.arrayContaining(['2007 29B', '2007 30A']));
    // 2017 30B2: the offender had called, so the same pass is a change of call (Law 25).
    let now = step(newAuction('N', '2017'), { type: 'call', by: 'N', call: call('P') });
    now = step(now, { type: 'call', by: 'E', call: call('P') });
    expect(step(now, { type: 'call', by: 'E', call: call('P') }).pending).toMatchObject({ questions: ['unintended'], law: '25A1' });
    now = step(now, { type: 'call', by: 'E', call: call('P'), facts: { unintended: false } });
    expect(laws(now)).toEqual(expect.arrayContaining(['30B2', '25B1']));
    expect([now.pending, now.mustPass]).toEqual([{ kind: 'choice', by: 'S', options: ['accept', 'reject'], law: '25B1' }, []]);
  });
  test('2007 30B3: after a bid the same second pass at LHO\'s turn is a change of call, as in 2017', () => {
    let s = step(newAuction('N', '2007'), { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'E', call: call('P') });
    s = step(s, { type: 'call', by: 'E', call: call('P'), facts: { unintended: false } });
    expect(laws(s)).toEqual(expect.arrayContaining(['2007 30B3', '2007 25B1']));
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'S', law: '2007 25B1' });
  });
});

describe('Law 2007 26 — lead restrictions after a withdrawn call', () => {
  /** W bid 1S at his partner's turn (2007 31B, cancelled): E is silenced; then the auction goes on as given. */
  const after = (natural: boolean, rest: readonly (readonly [Seat, string])[], suits: readonly string[] = []) => {
    let s = newAuction('N', '2007');
    s = step(s, { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'W', call: call('1S') });
    s = step(s, { type: 'decide', by: 'N', option: 'reject', facts: natural ? { artificial: false } : { artificial: true, 'withdrawn-call-suits': suits } });
    for (const [by, text] of rest) s = step(s, { type: 'call', by, call: call(text) });
    return s;
  };

  test('2007 29C: whether a cancelled suit bid out of rotation was artificial is asked, never presumed', () => {
    let s = newAuction('N', '2007');
    s = step(s, { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'W', call: call('1S') });
    const asked = step(s, { type: 'decide', by: 'N', option: 'reject' });
    expect(asked.pending).toEqual({ kind: 'question', by: 'director', questions: ['artificial'], law: '2007 29C' });
    // 2017 judges the offender's next call for comparability instead, and asks nothing here.
    let now = newAuction('N', '2017');
    now = step(now, { type: 'call', by: 'N', call: call('1C') });
    now = step(now, { type: 'call', by: 'W', call: call('1S') });
    expect(step(now, { type: 'decide', by: 'N', option: 'reject' }).pending).toBeNull();
  });

  test('2007 26A1: the withdrawn natural 1S named only spades, which the offender then bid legally — no lead restriction', () => {
    const s = after(true, [['E', 'P'], ['S', 'P'], ['W', '1S'], ['N', '2C'], ['E', 'P'], ['S', 'P'], ['W', 'P']]);
    expect(s.phase).toBe('ended');
    expect(s.leadRestrictions).toEqual([]);
    expect(laws(s)).toContain('2007 26A1');
  });

  test('2007 26A2: the withdrawn natural 1S, spades never bid legally — declarer may require or forbid a spade lead', () => {
    const s = after(true, [['E', 'P'], ['S', 'P'], ['W', 'P']]);
    expect(s.phase).toBe('ended');
    expect(s.leadRestrictions).toEqual([
      { leader: 'E', offender: 'W', law: '2007 26A2', source: '2007 31B', withdrawn: { call: call('1S'), natural: true }, suits: ['S'], mayRequire: true },
    ]);
  });

  test('2007 26B: an artificial withdrawn bid the director found related to no particular suit — declarer may forbid any one suit', () => {
    const s = after(false, [['E', 'P'], ['S', 'P'], ['W', 'P']]);
    expect(s.leadRestrictions).toEqual([
      { leader: 'E', offender: 'W', law: '2007 26B', source: '2007 31B', withdrawn: { call: call('1S'), natural: false, suits: [] } },
    ]);
    expect(laws(s)).toContain('2007 26B');
  });

  test('2007 26A: the suits an artificial withdrawn call related to are asked when it is cancelled, never presumed', () => {
    let s = newAuction('N', '2007');
    s = step(s, { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'W', call: call('1S') });
    const asked = step(s, { type: 'decide', by: 'N', option: 'reject', facts: { artificial: true } });
    expect(asked.pending).toEqual({ kind: 'question', by: 'director', questions: ['withdrawn-call-suits'], law: '2007 26A' });
    expect(asked.mustPass).toEqual([]);
    // A natural bid relates to its own suit: nothing more to ask.
    expect(step(s, { type: 'decide', by: 'N', option: 'reject', facts: { artificial: false } }).pending).toBeNull();
    // An answer that is no list of suits is refused, naming the finding and the law.
    const bad = applyAuctionEvent(s, { type: 'decide', by: 'N', option: 'reject', facts: { artificial: true, 'withdrawn-call-suits': ['hearts'] } });
    expect(bad.ok ? null : [bad.error.code, bad.error.law, bad.error.message.startsWith('facts.withdrawn-call-suits')]).toEqual(['awaiting-director', '2007 26A', true]);
  });

  test('2007 26A2: an artificial 1S showing hearts, hearts never bid legally — declarer may require or forbid a heart lead', () => {
    const s = after(false, [['E', 'P'], ['S', 'P'], ['W', 'P']], ['H']);
    expect(s.leadRestrictions).toEqual([
      { leader: 'E', offender: 'W', law: '2007 26A2', source: '2007 31B', withdrawn: { call: call('1S'), natural: false, suits: ['H'] }, suits: ['H'], mayRequire: true },
    ]);
  });

  test('2007 26A2: an artificial call showing two suits, one bid legally since — the right covers only the other', () => {
    const asked = after(false, [['E', 'P'], ['S', 'P'], ['W', '2S'], ['N', '3C'], ['E', 'P'], ['S', 'P'], ['W', 'P']], ['H', 'S']);
    // Law 2007 26A1: 2S names spades; whether it (an artificial call?) specified hearts too is the director's finding.
    expect(asked.pending).toEqual({ kind: 'question', by: 'director', questions: ['specified-suits'], law: '2007 26A' });
    const s = step(asked, { type: 'facts', facts: { 'specified-suits': [] } });
    expect(s.phase).toBe('ended');
    expect(s.leadRestrictions.map((r) => [r.law, r.suits, r.mayRequire])).toEqual([['2007 26A2', ['H'], true]]);
  });

  test('2007 26A1: an artificial call related only to suits the offender then bid legally — no lead restriction', () => {
    const s = after(false, [['E', 'P'], ['S', 'P'], ['W', '2H'], ['N', '3C'], ['E', 'P'], ['S', 'P'], ['W', 'P']], ['H']);
    expect(s.phase).toBe('ended');
    expect(s.leadRestrictions).toEqual([]);
    expect(laws(s)).toContain('2007 26A1');
  });

  test('2007 26A: after RHO called, an artificial cancelled bid not repeated asks its suits before the 31A2(b) right', () => {
    let s = newAuction('N', '2007');
    s = step(s, { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'S', call: call('1S') });
    s = step(s, { type: 'decide', by: 'W', option: 'reject', facts: { artificial: true } });
    s = step(s, { type: 'call', by: 'E', call: call('1H') });
    const asked = applyAuctionEvent(s, { type: 'call', by: 'S', call: call('2C') });
    expect(asked.ok ? asked.value.pending : null).toEqual({ kind: 'question', by: 'director', questions: ['withdrawn-call-suits'], law: '2007 26A' });
  });

  test('2007 26: an offender who becomes declarer or dummy leaves no lead restriction', () => {
    const s = after(true, [['E', 'P'], ['S', 'P'], ['W', '2S'], ['N', 'P'], ['E', 'P'], ['S', 'P']]);
    expect(s.phase).toBe('ended');
    expect(s.leadRestrictions).toEqual([]);
  });
});

describe('Law 2007 25 — changes of call', () => {
  const opened = (edition: '2007' | '2017') => {
    let s = step(newAuction('N', edition), { type: 'call', by: 'N', call: call('1C') });
    s = step(s, { type: 'call', by: 'E', call: call('1H') });
    return s;
  };

  test('2007 25A1: the director is asked under 2007 25A1, the finding meaning "unintended and replaced without pause for thought"', () => {
    const asked = step(opened('2007'), { type: 'change', by: 'E', call: call('1S') });
    expect(asked.pending).toEqual({ kind: 'question', by: 'director', questions: ['unintended'], law: '2007 25A1' });
    const s = step(asked, { type: 'facts', facts: { unintended: true } });
    expect(calls(s)).toEqual(['1C', '1S']);
    expect(laws(s)).toContain('2007 25A1');
    expect(s.leadRestrictions).toEqual([]);
  });

  test('2007 25A2: once partner has called no change under 25A; the LHO may still accept it (2007 25B1)', () => {
    let s = step(opened('2007'), { type: 'call', by: 'S', call: call('P') });
    s = step(s, { type: 'call', by: 'W', call: call('P') });
    s = step(s, { type: 'change', by: 'E', call: call('1S') });
    expect(laws(s)).toEqual(expect.arrayContaining(['2007 25A2', '2007 25B1']));
    expect(s.pending).toEqual({ kind: 'choice', by: 'S', options: ['accept', 'reject'], law: '2007 25B1' });
  });

  test('2007 25B1: an intended change the LHO accepts stands, with no Law 26 lead restriction (2017 25B1 offers 26B)', () => {
    const change = (edition: '2007' | '2017') => {
      const s = step(opened(edition), { type: 'change', by: 'E', call: call('1S'), facts: { unintended: false, comparable: false } });
      return step(s, { type: 'decide', by: 'S', option: 'accept' });
    };
    const old = change('2007');
    expect([calls(old), old.leadRestrictions]).toEqual([['1C', '1S'], []]);
    expect(old.information.find((r) => r.what === 'call 1H')).toMatchObject({ law: '2007 25B3', unauthorizedFor: 'EW' });
    expect(change('2017').leadRestrictions).toEqual([{ leader: 'W', offender: 'E', law: '26B', source: '25B1' }]);
  });

  test('2007 25B2: a change the LHO does not accept is cancelled, the first call stands, no Law 26 (2017 25B2 offers 26B)', () => {
    const reject = (edition: '2007' | '2017') => {
      const s = step(opened(edition), { type: 'change', by: 'E', call: call('1S'), facts: { unintended: false, comparable: false } });
      return step(s, { type: 'decide', by: 'S', option: 'reject' });
    };
    const old = reject('2007');
    expect([calls(old), old.leadRestrictions]).toEqual([['1C', '1H'], []]);
    expect(laws(old)).toContain('2007 25B2');
    expect(reject('2017').leadRestrictions).toEqual([{ leader: 'W', offender: 'E', law: '26B', source: '25B2' }]);
  });
});

describe('Law 2007 16C — information received before the auction begins', () => {
  test('2007 16C1, 16C2: a card seen before the first call is cited under 2007 16C, the last option an artificial adjusted score', () => {
    const asked = step(newAuction('N', '2007'), { type: 'expose', by: 'S', cards: ['SA'], led: false, deliberate: false });
    expect(asked.pending).toMatchObject({ questions: ['could-interfere'], law: '2007 16C2' });
    const s = step(asked, { type: 'facts', facts: { 'could-interfere': true } });
    expect(laws(s)).toEqual(['2007 16C2', '2007 16C1', '2007 16C2']);
    expect(s.steps.at(-1)?.note).toMatch(/artificial adjusted score \(16C2\(d\)\)/);
    expect(s.information.map((i) => [i.law, i.unauthorizedFor])).toEqual([['2007 16C1', 'NS'], ['2007 16C1', 'EW']]);
    // The 2007 16C steps do not begin the auction (17B): a second card seen is still before the first call.
    const again = step(s, { type: 'expose', by: 'E', cards: ['HK'], led: false, deliberate: false, facts: { 'could-interfere': false } });
    expect([again.exposed, again.mustPass]).toEqual([[], []]);
    // 2017 offers an adjusted score of any kind (16D2(d)).
    const now = step(newAuction('N'), { type: 'expose', by: 'S', cards: ['SA'], led: false, deliberate: false, facts: { 'could-interfere': true } });
    expect(now.steps.at(-1)?.note).not.toMatch(/artificial/);
  });
});
