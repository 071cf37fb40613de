import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { SEATS, lhoOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { AuctionState, Call } from '@bridge-laws/auction';
import {
  DOUBLE, PASS, REDOUBLE, applyAuctionEvent, auctionResult, bid, callStatus, finalContract, lowestSufficient, newAuction,
  parseCall, replayAuction, mayRequestReview, explainer, correctionDeadline, sameMethodsForBoth,
} from '@bridge-laws/auction';

function replay(dealer: Seat, text: string): AuctionState {
  const r = replayAuction(dealer, text.split(' '));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function step(s: AuctionState, e: Parameters<typeof applyAuctionEvent>[1]): AuctionState {
  const r = applyAuctionEvent(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const call = (t: string): Call => parseCall(t) as Call;

describe('Law 18 — calls and sufficiency', () => {
  test('18A: calls parse, bids above seven are kept for Law 38, nonsense is rejected', () => {
    expect(parseCall('1nt')?.text).toBe('1NT');
    expect(parseCall('8S')?.text).toBe('8S');
    expect(parseCall('pass')).toBe(PASS);
    expect(parseCall('1Z')).toBeUndefined();
    expect(parseCall('0C')).toBeUndefined();
  });
  test('18B-18D: a bid is sufficient only if it supersedes the last bid', () => {
    const s = replay('N', '1H');
    expect(callStatus(s, 'E', bid(1, 'S'))).toBe('legal');
    expect(callStatus(s, 'E', bid(1, 'D'))).toBe('insufficient');
    expect(lowestSufficient('D', bid(1, 'H'))?.text).toBe('2D');
  });
});

describe('Law 19 — doubles and redoubles', () => {
  test('19A, 19A1: only an opponent\'s last bid may be doubled', () => {
    const s = replay('N', '1H P');
    expect(callStatus(s, 'S', DOUBLE)).toBe('inadmissible-double');
    expect(callStatus(s, 'W', DOUBLE)).toBe('legal');
  });
  test('19B, 19B1: only an opponent\'s double may be redoubled', () => {
    const s = replay('N', '1H X');
    expect(callStatus(s, 'S', REDOUBLE)).toBe('legal');
    expect(callStatus(s, 'W', REDOUBLE)).toBe('inadmissible-double');
  });
});

describe('Law 22 — end of the auction', () => {
  test('22A: three passes end it; the first of the side to name the denomination declares', () => {
    const s = replay('N', '1C P 1H P 2H P 4H X P P XX P P P');
    expect(auctionResult(s)).toEqual({ kind: 'contract', contract: { level: 4, denomination: 'H', risk: 'XX' }, declarer: 'S', openingLeader: 'W' });
  });
  test('22B: four passes pass the board out', () => {
    expect(replay('E', 'P P P P').phase).toBe('passed-out');
  });
  test('22A: property — a legal auction ends with the last bid, declared by its side', () => {
    fc.assert(fc.property(fc.constantFrom(...SEATS), fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 30 }), (dealer, moves) => {
      let s = newAuction(dealer);
      for (const m of moves) {
        if (s.phase !== 'auction') break;
        const by = s.turn as Seat;
        const last = s.calls[s.lastBidIndex];
        const next = last === undefined ? bid(1, 'C') : lowestSufficient('NT', last.call.type === 'bid' ? last.call : null);
        const c: Call = m < 3 || next === null ? PASS : next;
        s = step(s, { type: 'call', by, call: c });
      }
      const r = auctionResult(s);
      if (r.kind === 'contract') {
        const lastBid = s.calls[s.lastBidIndex];
        expect(lastBid?.call.text).toBe(`${r.contract.level}${r.contract.denomination}`);
        expect(sideOf(r.declarer)).toBe(sideOf(lastBid?.seat ?? 'N'));
        expect(r.openingLeader).toBe(lhoOf(r.declarer));
      }
      expect(s.pending).toBeNull();
    }));
  });
});

describe('Law 27 — insufficient bid', () => {
  test('27A1: the LHO is offered accept or reject', () => {
    const s = replay('N', '1S 1H');
    expect(s.pending).toEqual({ kind: 'choice', by: 'S', options: ['accept', 'reject'], law: '27A1' });
  });
  test('27B2: a non-comparable replacement silences partner and gives a 26B right', () => {
    let s = step(replay('N', '1NT 1S'), { type: 'decide', by: 'S', option: 'reject' });
    s = step(s, { type: 'call', by: 'E', call: call('2H'), facts: { 'same-denominations': false, comparable: false } });
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '27B2' }]);
    expect(s.leadRestrictions.map((r) => r.leader)).toEqual(['W']);
    expect(s.information.find((i) => i.what === 'call 1S')?.unauthorizedFor).toBe('EW');
  });
  test('27B1(b): comparability is asked only after the director rules out 27B1(a)', () => {
    let s = step(replay('N', '1S 1H'), { type: 'decide', by: 'S', option: 'reject' });
    s = step(s, { type: 'call', by: 'E', call: call('2D') });
    expect(s.pending).toMatchObject({ by: 'director', questions: ['same-denominations'], law: '27B1(a)' });
    s = step(s, { type: 'facts', facts: { 'same-denominations': false } });
    expect(s.pending).toMatchObject({ by: 'director', questions: ['comparable'], law: '27B1(b)' });
    s = step(s, { type: 'facts', facts: { comparable: false } });
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'end-of-auction', law: '27B2' }]);
  });
  test('27B1(a): the judgment is asked, never guessed; a table event meanwhile is refused', () => {
    let s = step(replay('N', '1H 1D'), { type: 'decide', by: 'S', option: 'reject' });
    s = step(s, { type: 'call', by: 'E', call: call('2D') });
    expect(s.pending).toMatchObject({ by: 'director', questions: ['same-denominations'] });
    const refused = applyAuctionEvent(s, { type: 'call', by: 'S', call: PASS });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('awaiting-director');
    s = step(s, { type: 'facts', facts: { 'same-denominations': true } });
    expect(s.calls.map((c) => c.call.text)).toEqual(['1H', '2D']);
    expect(s.information.find((i) => i.what === 'call 1D')?.unauthorizedFor).toBeNull();
    expect(s.deferred).toEqual([{ law: '27D', question: 'damaged', offender: 'E' }]);
  });
  test('27B1(a): a jump in the same denomination is never the lowest sufficient bid', () => {
    let s = step(replay('N', '1H 1D'), { type: 'decide', by: 'S', option: 'reject' });
    s = step(s, { type: 'call', by: 'E', call: call('3D') });
    expect(s.pending).toMatchObject({ questions: ['comparable'] });
  });
});

describe('Laws 29–32 — calls out of rotation', () => {
  test('29A/30A: a pass at RHO\'s turn, rejected, costs the offender his next turn', () => {
    const s = step(replay('N', '1C P W:P'), { type: 'decide', by: 'N', option: 'reject', facts: { artificial: false } });
    expect(s.turn).toBe('S');
    expect(s.mustPass).toEqual([{ seat: 'W', until: 'next-turn', law: '30A' }]);
  });
  test('29A: a decide by the wrong seat is not offered and leaves the state unchanged', () => {
    const s = replay('N', '1C P W:P');
    const r = applyAuctionEvent(s, { type: 'decide', by: 'S', option: 'reject' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('not-offered');
      expect(r.error.message).toMatch(/decide reject by S/);
    }
  });
});

describe('Laws 20 and 40 — records', () => {
  test('20B: a player required to pass may not ask for a review', () => {
    const s = step(replay('N', '1C P W:P'), { type: 'decide', by: 'N', option: 'reject', facts: { artificial: false } });
    expect(mayRequestReview(s, 'S')).toBe(true);
    expect(mayRequestReview(s, 'W')).toBe(false);
  });
  test('20F1, 20F5(b): partner explains; a defender corrects partner only after the play', () => {
    expect(explainer('N')).toBe('S');
    expect(correctionDeadline('2017', 'partner', 'defender')).toEqual({ by: 'after-play', law: '20F5(b)(i)' });
    expect(correctionDeadline('2017', 'partner', 'declaring-side')).toEqual({ by: 'clarification-period', law: '20F5(b)(ii)' });
    expect(correctionDeadline('2017', 'own', 'defender')).toEqual({ by: 'clarification-period', law: '20F4(a)' });
  });
  test('40A4: the same call may not mean different things for the two partners', () => {
    const a = { side: 'NS' as const, madeBy: 'N' as const, sequence: ['1NT', 'P'], call: '2C', artificial: true, specifies: ['S', 'H'] };
    expect(sameMethodsForBoth([{ ...a, meaning: 'Stayman' }, { ...a, madeBy: 'S', meaning: 'Stayman' }])).toBe(true);
    expect(sameMethodsForBoth([{ ...a, meaning: 'Stayman' }, { ...a, madeBy: 'S', meaning: 'natural' }])).toBe(false);
  });
});

test('finalContract ignores bids above seven (Law 38A)', () => {
  expect(finalContract([{ seat: 'N', call: bid(8, 'S') }], 0)).toBeNull();
});
