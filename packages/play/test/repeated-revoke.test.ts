import { describe, expect, test } from 'vitest';
import type { Revoke, Trick } from '@bridge-laws/play';
import { equityLaw, playReport, revokeTransfers } from '@bridge-laws/play';
import { TRICK_ONE, playOn, run, start } from './helpers.js';

// East revokes twice in diamonds (tricks 2 and 3); both revokes are established and pointed out at the end.
function twoRevokesInOneSuit() {
  const s = run(start(), [
    ...TRICK_ONE,
    { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'C3' }, { by: 'S', play: 'D6' },
    { by: 'S', play: 'D7' }, { by: 'W', play: 'D9' }, { by: 'N', play: 'D3' }, { by: 'E', play: 'C6' },
  ]);
  return run(playOn(s), [{ by: 'S', attention: 'revoke' }]);
}

// East discards a club on a diamond (trick 2); declarer discards a club on East's diamond lead (trick 4) although he holds the DK.
function revokesByBothSides() {
  return run(start(), [
    ...TRICK_ONE,
    { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'C3' }, { by: 'S', play: 'D6' },
    { by: 'S', play: 'C8' }, { by: 'W', play: 'C5' }, { by: 'N', play: 'C2' }, { by: 'E', play: 'CA' },
    { by: 'E', play: 'DA' }, { by: 'S', play: 'C9' }, { by: 'W', play: 'D9' }, { by: 'N', play: 'D3' },
  ]);
}

describe('Law 64C2 — the equity question after repeated revokes or revokes by both sides', () => {
  test('64C2(a): the same defender revokes twice in one suit; the director is asked under 64C2(a), not 64C1', () => {
    const s = twoRevokesInOneSuit();
    expect(s.revokes.map((r) => [r.seat, r.trick, r.established])).toEqual([['E', 2, true], ['E', 3, true]]);
    expect(s.pending).toMatchObject({ kind: 'question', by: 'director', questions: ['damaged'], law: '64C2(a)' });
    expect(s.laws).toEqual(expect.arrayContaining(['64B2', '64C2(a)']));
    expect(s.laws).not.toContain('64C1');
  });

  test('64A2, 64B2: the play\u2019s result carries each revoke\u2019s own item and tricks; the total stays what scoring credits', () => {
    const s = twoRevokesInOneSuit();
    expect(playReport(s).transfers).toEqual([
      { seat: 'E', trick: 2, tricks: 1, law: '64A2' },
      { seat: 'E', trick: 3, tricks: 0, law: '64B2' },
    ]);
    expect(playReport(s).transferred).toEqual({ to: 'NS', tricks: 1 });
  });

  test('64C2(a): the director finds the non-offenders would have won more without the later revoke — an adjusted score is requested (12C1)', () => {
    const s = run(twoRevokesInOneSuit(), [{ facts: { damaged: true } }]);
    expect(s.pending).toBeNull();
    expect(s.adjustments).toEqual([{ law: '64C2(a)', reason: 'the non-offending side would probably have won more tricks had the later revokes in the same suit not occurred' }]);
    expect(s.laws).toContain('12C1');
  });

  test('64C2(b): both sides revoked and both revokes are established — no trick moves and the director is asked under 64C2(b)', () => {
    const s = run(playOn(revokesByBothSides()), [{ by: 'W', attention: 'revoke' }]);
    expect(s.revokes.map((r) => [r.seat, r.trick, r.established])).toEqual([['E', 2, true], ['S', 4, true]]);
    expect(s.transferred).toBeNull();
    expect(s.laws).toEqual(expect.arrayContaining(['64B7', '64C2(b)']));
    // Law 64B7 bars each side's transfer: both revokes carry it, with no trick.
    expect(s.transfers).toEqual([{ seat: 'E', trick: 2, tricks: 0, law: '64B7' }, { seat: 'S', trick: 4, tricks: 0, law: '64B7' }]);
    expect(s.pending).toMatchObject({ kind: 'question', by: 'director', questions: ['damaged'], law: '64C2(b)' });
    const damaged = run(s, [{ facts: { damaged: true } }]);
    expect(damaged.adjustments.map((a) => a.law)).toEqual(['64C2(b)']);
    expect(run(s, [{ facts: { damaged: false } }]).adjustments).toEqual([]);
  });

  test('64C2(a), 64C2(b), 64C1: the equity question follows the transfers — both sides revoked comes first', () => {
    const r = (over: Partial<Revoke>): Revoke => ({
      seat: 'E', trick: 2, card: 'S2', suit: 'D', kind: 'follow-suit', established: true, noticed: true, corrected: false, noticedAfter: null, ...over,
    });
    const tricks: Trick[] = [...'WEWNNNSSSSSSS'].map((w) => ({ leader: 'N', cards: [], winner: w as Trick['winner'] }));
    expect(equityLaw(revokeTransfers([r({})], tricks))).toBe('64C1');
    expect(equityLaw(revokeTransfers([r({}), r({ trick: 5 })], tricks))).toBe('64C2(a)');
    expect(equityLaw(revokeTransfers([r({}), r({ trick: 5 }), r({ seat: 'S', trick: 6 })], tricks))).toBe('64C2(b)');
  });
});
