import { describe, expect, test } from 'vitest';
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

describe('Law 64C2 — the equity question after repeated revokes', () => {
  test('64C2: the same defender revokes twice in one suit; the director is asked under 64C2, not 64C1', () => {
    const s = twoRevokesInOneSuit();
    expect(s.revokes.map((r) => [r.seat, r.trick, r.established])).toEqual([['E', 2, true], ['E', 3, true]]);
    expect(s.pending).toMatchObject({ kind: 'question', by: 'director', questions: ['damaged'], law: '64C2' });
    expect(s.laws).toEqual(expect.arrayContaining(['64B2', '64C2']));
    expect(s.laws).not.toContain('64C1');
  });

  test('64C2: the director finds the non-offenders damaged — an adjusted score is requested under 64C2 (12C1)', () => {
    const s = run(twoRevokesInOneSuit(), [{ facts: { damaged: true } }]);
    expect(s.pending).toBeNull();
    expect(s.adjustments.map((a) => a.law)).toEqual(['64C2']);
    expect(s.laws).toContain('12C1');
  });
});
