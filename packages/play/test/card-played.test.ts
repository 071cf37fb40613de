import { describe, expect, test } from 'vitest';
import { playReport } from '@bridge-laws/play';
import { run, start } from './helpers.js';

describe('Law 45C — when a card counts as played', () => {
  test('45C1: a defender\'s card partner could see is played to the current trick, not a penalty card', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', expose: 'H2', facts: { 'could-be-seen-by-partner': true } }]);
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'HA' }, { seat: 'N', card: 'H5' }, { seat: 'E', card: 'H2' }]);
    expect(s.turn).toBe('S');
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.laws).toContain('45C1');
  });

  test('45C1: if partner could not have seen it, the card is only exposed (a penalty card)', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', expose: 'H2', facts: { 'could-be-seen-by-partner': false } }]);
    expect(s.current.cards).toHaveLength(2);
    expect(playReport(s).penaltyCards.map((p) => p.card)).toEqual(['H2']);
    expect(s.laws).not.toContain('45C1');
  });

  test('45C1, 45E1: a defender who has already played to the trick — the second card is a fifth card, a penalty card', () => {
    const s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' },
      { by: 'E', expose: 'H4', facts: { 'could-be-seen-by-partner': true, 'lead-to-next-trick': false } },
    ]);
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2']);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'H4', kind: 'major' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['45C1', '45E1']));
  });

  test('45C2, 45C2(a): declarer\'s card held face up touching or nearly touching the table is played', () => {
    const s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' },
      { by: 'S', expose: 'H9', facts: { 'declarer-card-position': 'face-up-at-table' } },
    ]);
    expect(s.tricks[0]?.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2', 'H9']);
    expect(s.laws).toEqual(expect.arrayContaining(['45C2', '45C2(a)']));
  });

  test('45C2(b): declarer\'s card held in a position showing it was played is played', () => {
    const s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' },
      { by: 'S', expose: 'HT', facts: { 'declarer-card-position': 'played-position' } },
    ]);
    expect(s.tricks[0]?.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2', 'HT']);
    expect(s.laws).toContain('45C2(b)');
  });

  test('45C2: a declarer\'s card in neither position stays in his hand; nothing is played and no penalty card (48A)', () => {
    const s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' },
      { by: 'S', expose: 'H9', facts: { 'declarer-card-position': 'neither' } },
    ]);
    expect(s.current.cards).toHaveLength(3);
    expect(s.hands.S).toContain('H9');
    expect(playReport(s).penaltyCards).toEqual([]);
  });
});
