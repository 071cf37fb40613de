import { describe, expect, test } from 'vitest';
import {
  DOUBLE, PASS, REDOUBLE, applyAuctionEvent, auctionResult, bid, finalContract, isSufficient, newAuction, parseCall, sameCall,
} from '@bridge-laws/auction';
import { call, calls, laws, replay, step } from './helpers.js';

describe('Law 17 — rotation', () => {
  test('17B: the dealer makes the first call; anyone else calling first is out of rotation', () => {
    expect(newAuction('E').turn).toBe('E');
    const s = step(newAuction('E'), { type: 'call', by: 'N', call: PASS });
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'E', law: '29A' });
  });
  test('17C: after the dealer the turn goes clockwise', () => {
    const turns: string[] = [];
    let s = newAuction('W');
    for (const c of ['1C', 'P', '1H', 'P']) {
      turns.push(s.turn as string);
      s = step(s, { type: 'call', by: s.turn ?? 'N', call: call(c) });
    }
    expect(turns).toEqual(['W', 'N', 'E', 'S']);
    expect(s.turn).toBe('W');
  });
  test('17D3, 34: three passes that skipped a player do not end the auction; the skipped player calls', () => {
    let s = replay('N', '1C P W:P');
    s = step(s, { type: 'decide', by: 'N', option: 'accept' });
    s = step(s, { type: 'call', by: 'N', call: PASS });
    expect(s.phase).toBe('auction');
    expect(s.turn).toBe('S');
    expect(calls(s)).toEqual(['1C', 'P']);
    expect(laws(s).slice(-2)).toEqual(['17D3', '34']);
    // Laws 17D3, 16C: W alone passed out of rotation, so every cancelled pass is unauthorized for EW only.
    expect(s.information.map((i) => [i.seat, i.unauthorizedFor])).toEqual([['W', 'EW'], ['N', 'EW']]);
  });
  test('17D3, 29A: a pass out of rotation called over by the offender\'s LHO returns the auction to the skipped player; the LHO is no offender', () => {
    // W passes at S's turn; N simply calls over it (29A: he forfeits the rectification), and the three passes skipped S.
    const s = step(replay('N', '1C P W:P'), { type: 'call', by: 'N', call: PASS });
    expect(s.phase).toBe('auction');
    expect(s.turn).toBe('S');
    expect(calls(s)).toEqual(['1C', 'P']);
    expect(s.mustPass).toEqual([]);
    expect(s.steps.find((x) => x.law === '17D3')?.note).toContain('(W, the offender)');
    // Law 16C: NS are the non-offending side — nothing cancelled is unauthorized for them.
    expect(s.information.filter((i) => i.unauthorizedFor === 'NS')).toEqual([]);
    expect(s.information.map((i) => i.seat)).toEqual(['W', 'N']);
    // The auction then goes on normally from S: S bids, and three passes in rotation end it.
    let end = s;
    for (const c of ['1H', 'P', 'P', 'P']) end = step(end, { type: 'call', by: end.turn ?? 'N', call: call(c) });
    expect(end.phase).toBe('ended');
    expect(calls(end)).toEqual(['1C', 'P', '1H', 'P', 'P', 'P']);
  });
  test('17D3, 22B: four passes that skipped a player do not pass the board out', () => {
    let s = step(replay('N', 'P S:P'), { type: 'decide', by: 'W', option: 'accept' });
    s = step(s, { type: 'call', by: 'W', call: PASS });
    s = step(s, { type: 'call', by: 'N', call: PASS });
    expect(s.phase).toBe('auction');
    expect(s.turn).toBe('E');
    expect(calls(s)).toEqual(['P']);
  });
});

describe('Law 18 — bids', () => {
  test('18A: a bid names one to seven odd tricks and a denomination; pass, double and redouble are calls, not bids', () => {
    expect(parseCall('3nt')).toMatchObject({ type: 'bid', level: 3, denomination: 'NT' });
    expect(PASS.type).toBe('pass');
    expect(parseCall('0S')).toBeUndefined();
  });
  test('18B, 18E: a higher level, or the same level in a higher denomination (C < D < H < S < NT), supersedes', () => {
    const order = ['1C', '1D', '1H', '1S', '1NT', '2C'].map((t) => call(t));
    for (let i = 1; i < order.length; i++) expect(isSufficient(order[i] as never, order[i - 1] as never)).toBe(true);
    expect(isSufficient(bid(1, 'NT'), bid(2, 'C'))).toBe(false);
  });
  test('18C: a first bid is always sufficient', () => {
    expect(isSufficient(bid(1, 'C'), null)).toBe(true);
    expect(calls(replay('S', 'P P 1C'))).toEqual(['P', 'P', '1C']);
  });
});

describe('Law 19 — doubles and redoubles', () => {
  test('19A2, 19A3, 19B2, 19B3: a double or redouble names no bid and applies to the bid as made', () => {
    expect(DOUBLE).toEqual({ type: 'double', text: 'X' });
    const s = replay('N', '1H 2C X XX P P P');
    expect(auctionResult(s)).toMatchObject({ contract: { level: 2, denomination: 'C', risk: 'XX' }, declarer: 'E' });
  });
  test('19C: a later legal bid cancels a double or redouble', () => {
    expect(auctionResult(replay('N', '1H X XX 2C P P P'))).toMatchObject({ contract: { level: 2, denomination: 'C', risk: '' } });
  });
  test('19D: a double that no bid superseded makes the contract doubled', () => {
    expect(auctionResult(replay('N', '4S X P P P'))).toMatchObject({ contract: { level: 4, denomination: 'S', risk: 'X' }, declarer: 'N' });
  });
  test('19A1, 19B1: a redouble of one\'s own side\'s double, or a double after a double, is not permitted', () => {
    const s = replay('N', '1H X');
    expect(applyAuctionEvent(s, { type: 'call', by: 'S', call: DOUBLE }).ok).toBe(true);
    expect(step(s, { type: 'call', by: 'S', call: DOUBLE }).steps.map((x) => x.law)).toContain('35A');
    expect(step(s, { type: 'call', by: 'S', call: REDOUBLE }).pending).toBeNull();
  });
});

describe('Law 22 — end of the auction', () => {
  test('22A: two passes after the last bid do not end the auction', () => {
    const s = replay('N', '1C P P');
    expect(s.phase).toBe('auction');
    expect(auctionResult(s)).toEqual({ kind: 'in-progress' });
  });
  test('22A: three passes after a redouble end it; the contract is the last bid, redoubled', () => {
    const s = replay('E', 'P 1NT X XX P P P');
    expect(s.phase).toBe('ended');
    expect(auctionResult(s)).toMatchObject({ contract: { level: 1, denomination: 'NT', risk: 'XX' }, declarer: 'S', openingLeader: 'W' });
  });
  test('22A: the declarer is the first of the side to name the final denomination, even when partner bid it last', () => {
    const s = replay('N', '1S P 2C P 2S P 4S P P P');
    expect(auctionResult(s)).toMatchObject({ declarer: 'N' });
    expect(auctionResult(replay('N', 'P 1H 1S 2H 4S P P P'))).toMatchObject({ declarer: 'S', contract: { level: 4, denomination: 'S' } });
  });
  test('22B: three passes at the start do not end the auction; the fourth passes the board out', () => {
    expect(replay('N', 'P P P').phase).toBe('auction');
    const s = replay('N', 'P P P P');
    expect(s.phase).toBe('passed-out');
    expect(s.turn).toBeNull();
    expect(auctionResult(s)).toEqual({ kind: 'passed-out' });
    expect(finalContract(s.calls, s.lastBidIndex)).toBeNull();
  });
  test('22B: a bid by the fourth player after three passes opens the auction', () => {
    const s = replay('N', 'P P P 1C P P P');
    expect(auctionResult(s)).toMatchObject({ contract: { level: 1, denomination: 'C' }, declarer: 'W' });
  });
});

describe('Law 33 — simultaneous calls', () => {
  test('33: a call made together with the call of the player in turn is deemed made after it', () => {
    let s = replay('N', '1C');
    s = step(s, { type: 'call', by: 'E', call: PASS });
    s = step(s, { type: 'call', by: 'S', call: call('1H'), simultaneous: true });
    expect(calls(s)).toEqual(['1C', 'P', '1H']);
    expect(laws(s)).toEqual(['33']);
  });
  test('33: deemed after the call in turn, a simultaneous call by the partner is out of rotation', () => {
    let s = replay('N', '1C P');
    s = step(s, { type: 'call', by: 'N', call: call('1S'), simultaneous: true });
    expect(laws(s)[0]).toBe('33');
    expect(s.pending).toMatchObject({ kind: 'choice', by: 'E', law: '29A' });
  });
});

describe('Law 36C — an inadmissible double found after the opening lead', () => {
  test('36C: a double of partner\'s bid left standing is scored as if it had not been made', () => {
    const standing = [{ seat: 'N', call: bid(1, 'H') }, { seat: 'S', call: DOUBLE }, { seat: 'W', call: PASS }, { seat: 'N', call: PASS }, { seat: 'E', call: PASS }] as const;
    expect(finalContract(standing, 0)?.contract).toEqual({ level: 1, denomination: 'H', risk: '' });
  });
  test('36C: a redouble by the doubling side, or a second double, does not count', () => {
    const standing = [{ seat: 'N', call: bid(2, 'S') }, { seat: 'E', call: DOUBLE }, { seat: 'W', call: REDOUBLE }, { seat: 'S', call: DOUBLE }] as const;
    expect(finalContract(standing, 0)?.contract.risk).toBe('X');
  });
});

describe('Law 18 — calls compared by value', () => {
  test('18: a call read back from JSON is the same call; a different call is not', () => {
    const back = JSON.parse(JSON.stringify(bid(2, 'H'))) as ReturnType<typeof bid>;
    expect(back).not.toBe(bid(2, 'H'));
    expect(sameCall(back, bid(2, 'H'))).toBe(true);
    expect(sameCall(JSON.parse(JSON.stringify(PASS)) as typeof PASS, PASS)).toBe(true);
    expect(sameCall(bid(2, 'H'), bid(2, 'S'))).toBe(false);
    expect(sameCall(DOUBLE, REDOUBLE)).toBe(false);
  });

  test('27B1(a): a replacement read back from JSON is still the lowest sufficient bid in the same denomination', () => {
    let s = step(newAuction('N'), { type: 'call', by: 'N', call: bid(1, 'H') });
    s = step(s, { type: 'call', by: 'E', call: bid(1, 'D') });
    s = step(s, { type: 'decide', by: 'S', option: 'reject' });
    const replacement = JSON.parse(JSON.stringify(bid(2, 'D'))) as ReturnType<typeof bid>;
    const asked = step(s, { type: 'call', by: 'E', call: replacement });
    expect(asked.pending).toMatchObject({ kind: 'question', questions: ['same-denominations'] });
    const after = step(s, { type: 'call', by: 'E', call: replacement, facts: { 'same-denominations': true } });
    expect(after.calls.map((c) => c.call.text)).toEqual(['1H', '2D']);
    expect(after.turn).toBe('S');
  });
});
