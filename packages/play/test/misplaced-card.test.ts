import { describe, expect, test } from 'vitest';
import { playReport } from '@bridge-laws/play';
import { TRICK_ONE, run, start } from './helpers.js';

// Board 1, 4S by South, West leads. North (dummy) holds H85, East HQ7642, South HKT9.
describe('Law 45D — dummy places a card declarer did not name', () => {
  test('45D1: attention in the same trick — the card goes back and dummy plays the card declarer names; a defender who played after it may change', () => {
    let s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', place: 'H8' }, { by: 'E', play: 'H2' }, { by: 'E', attention: 'dummy-card' }]);
    expect(s.laws).toContain('45D1');
    expect(s.hands.N).toContain('H8');
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H2']);
    expect(s.turn).toBe('N');
    s = run(s, [{ by: 'S', name: 'H5' }]);
    expect(playReport(s).pending).toEqual({ by: 'E', options: ['keep', 'withdraw'] });
    s = run(s, [{ by: 'E', decide: 'withdraw' }, { by: 'E', play: 'H4' }]);
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H4']);
    expect(s.hands.E).toContain('H2');
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.turn).toBe('S');
  });

  test('45D1: found after the trick is turned but before both sides play on — the trick reopens; declarer may change after his RHO did', () => {
    let s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', place: 'H8' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'H9' }]);
    expect(s.tricks).toHaveLength(1);
    s = run(s, [{ by: 'W', attention: 'dummy-card' }, { by: 'N', play: 'H5' }, { by: 'E', decide: 'withdraw' }, { by: 'E', play: 'H4' }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['keep', 'withdraw'] });
    expect(s.laws).toContain('45D1');
    s = run(s, [{ by: 'S', decide: 'withdraw' }, { by: 'S', play: 'HT' }]);
    expect(s.tricks[0]?.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H4', 'HT']);
    expect(s.hands.S).toContain('H9');
  });

  test('45D2: once both sides have played to the next trick, every card stays as played', () => {
    const s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', place: 'H8' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'H9' },
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'S', attention: 'dummy-card' },
    ]);
    expect(s.laws).toContain('45D2');
    expect(s.tricks[0]?.cards.map((p) => p.card)).toEqual(['HA', 'H8', 'H2', 'H9']);
    expect(s.misplaced).toEqual([]);
  });

  test('45D1: a misplaced card that failed to follow is not a dummy revoke once it goes back', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', place: 'C2' }, { by: 'E', attention: 'dummy-card' }]);
    expect(playReport(s).revokes).toEqual([]);
    expect(s.turn).toBe('N');
  });
});

describe('Law 57C2 — a defender\'s premature play after dummy played early on his own', () => {
  // South wins trick 2 with the king of diamonds and leads the ace of spades.
  const southLeads = () => run(start(), [
    ...TRICK_ONE,
    { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'D8' }, { by: 'S', play: 'DK' },
    { by: 'S', play: 'SA' },
  ]);

  test('57C2: dummy puts out a card before his right-hand opponent; East then plays before West — no rectification', () => {
    const s = run(southLeads(), [{ by: 'N', place: 'S3' }, { by: 'E', play: 'S2' }]);
    expect(s.laws).toContain('57C2');
    expect(s.pending).toBeNull();
    expect(playReport(s).penaltyCards).toEqual([]);
    const t = run(s, [{ by: 'W', play: 'S6' }]);
    expect(t.tricks[2]?.cards.map((c) => c.card)).toEqual(['SA', 'S6', 'S3', 'S2']);
  });

  test('57C2: without dummy\'s own early card, East\'s card before West is a premature play (57A)', () => {
    const s = run(southLeads(), [{ by: 'E', play: 'S2' }]);
    expect(s.laws).not.toContain('57C2');
    expect(s.pending).toMatchObject({ by: 'S', law: '57A' });
  });
});
