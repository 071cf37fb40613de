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
