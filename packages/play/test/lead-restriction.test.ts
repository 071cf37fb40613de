import { describe, expect, test } from 'vitest';
import { playReport } from '@bridge-laws/play';
import { applyText, run, start } from './helpers.js';

describe('Law 26B — lead restriction after a non-comparable replacement call', () => {
  const withRight = () => start({ leadRights: [{ leader: 'W', suits: ['H', 'D', 'C'] }] });

  test('26B: declarer is offered the prohibition at the opening lead; the right is reported', () => {
    const s = withRight();
    expect(playReport(s).leadRestrictions).toEqual([{ leader: 'W', law: '26B' }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['prohibit-suit', 'no-restriction'] });
  });

  test('26B: a suit the offender specified cannot be forbidden', () => {
    const r = applyText(withRight(), { by: 'S', decide: 'prohibit-suit', suit: 'S' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-offered');
  });

  test('26B: leading the forbidden suit while holding another is a revoke (61A)', () => {
    const s = run(withRight(), [{ by: 'S', decide: 'prohibit-suit', suit: 'H' }, { by: 'W', play: 'HA' }]);
    expect(playReport(s).leadRestrictions).toEqual([]);
    expect(playReport(s).revokes).toEqual([{ seat: 'W', trick: 1, established: false }]);
  });

  test('26B: the prohibition lasts while the leader keeps the lead, and ends when he loses it', () => {
    let s = run(withRight(), [
      { by: 'S', decide: 'prohibit-suit', suit: 'C' },
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'H9' },
    ]);
    expect(s.restrictions).toHaveLength(1);
    s = run(s, [{ by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'DA' }, { by: 'S', play: 'D6' }]);
    expect(s.turn).toBe('E');
    expect(s.restrictions).toEqual([]);
  });

  test('26B: no restriction leaves the leader free', () => {
    const s = run(withRight(), [{ by: 'S', decide: 'no-restriction' }, { by: 'W', play: 'CQ' }]);
    expect(playReport(s).revokes).toEqual([]);
    expect(s.turn).toBe('N');
  });
});

describe('Law 2007 26A2 — the suit of a withdrawn natural bid the offender never specified legally', () => {
  const withRight = () => start({ edition: '2007', leadRights: [{ leader: 'W', law: '2007 26A2', suits: ['H'], mayRequire: true }] });

  test('2007 26A2: declarer may require or forbid that suit; the right cites its 2007 number', () => {
    const s = withRight();
    expect(playReport(s).leadRestrictions).toEqual([{ leader: 'W', law: '2007 26A2' }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
    // Only the withdrawn bid's suit: another one cannot be named.
    const r = applyText(s, { by: 'S', decide: 'prohibit-suit', suit: 'D' });
    expect(r.ok ? null : r.error.code).toBe('not-offered');
  });

  test('2007 26A2(a): a required heart lead is for that lead only; leading another suit while holding a heart is a revoke', () => {
    const s = run(withRight(), [{ by: 'S', decide: 'require-suit', suit: 'H' }]);
    expect(s.restrictions).toEqual([{ leader: 'W', law: '2007 26A2', suit: 'H', mode: 'require', lasts: 'this-lead' }]);
    const wrong = run(s, [{ by: 'W', play: 'CQ' }]);
    expect(playReport(wrong).revokes).toEqual([{ seat: 'W', trick: 1, established: false }]);
  });

  test('2007 26A2(b): a forbidden heart lasts while the leader keeps the lead', () => {
    const s = run(withRight(), [{ by: 'S', decide: 'prohibit-suit', suit: 'H' }]);
    expect(s.restrictions).toEqual([{ leader: 'W', law: '2007 26A2', suit: 'H', mode: 'forbid', lasts: 'while-retains-lead' }]);
  });

  test('26B (2017): a right without mayRequire offers no requirement', () => {
    const r = applyText(start({ leadRights: [{ leader: 'W', suits: ['H'] }] }), { by: 'S', decide: 'require-suit', suit: 'H' });
    expect(r.ok ? null : r.error.code).toBe('not-offered');
  });
});
