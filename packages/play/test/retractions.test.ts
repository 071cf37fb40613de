import { describe, expect, test } from 'vitest';
import { playReport } from '@bridge-laws/play';
import { applyText, TRICK_ONE, playOn, run, start } from './helpers.js';

// Board 1, 4S by South, West leads (see helpers).
describe('Law 47E2 — a card played after a mistaken explanation', () => {
  test('47E2(a): with no later card to the trick, the card goes back without rectification; it is unauthorized for the side that misexplained', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'E', withdraw: 'H2', facts: { 'mistaken-explanation': true } }]);
    expect(s.laws).toEqual(expect.arrayContaining(['47E2(a)', '16C']));
    expect(s.hands.E).toContain('H2');
    expect(s.turn).toBe('E');
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.information).toEqual([{ law: '47E2(a)', card: 'H2', owner: 'E', unauthorizedFor: ['S', 'N'], trick: 1 }]);
  });

  test('47E2(a): the last card of a trick just turned may still go back', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'S', withdraw: 'H9', facts: { 'mistaken-explanation': true } }]);
    expect(s.tricks).toHaveLength(0);
    expect(s.current.cards).toHaveLength(3);
    expect(s.turn).toBe('S');
  });

  test('47E2(b): too late once a later card was played — the director is asked about damage at the end of play', () => {
    let s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'N', withdraw: 'H5', facts: { 'mistaken-explanation': true } }]);
    expect(s.laws).toContain('47E2(b)');
    expect(s.current.cards.map((p) => p.card)).toEqual(['HA', 'H5', 'H2']);
    s = playOn(s);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['damaged'] });
    s = run(s, [{ facts: { damaged: true } }]);
    expect(s.adjustments).toEqual([{ law: '47E2(b)', reason: 'a card played after a mistaken explanation could no longer be changed' }]);
  });

  test('47E2(a): an opening lead does not go back once dummy is faced', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'W', withdraw: 'HA', facts: { 'mistaken-explanation': true } }]);
    expect(s.laws).toContain('47E2(b)');
    expect(s.current.cards).toHaveLength(1);
  });

  test('47F: without that finding a played card stays played', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'E', withdraw: 'H2' }]);
    expect(s.laws).toEqual(['47F']);
    expect(s.current.cards).toHaveLength(3);
  });
});

describe('Law 60B — a defender plays before declarer leads from the right hand', () => {
  // South wins trick 1 with SA; dummy leads out of turn; East makes declarer retract it (55B2).
  const retracted = () => run(start(), [
    { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SA' },
    { by: 'N', play: 'D2' }, { by: 'E', decide: 'reject' },
  ]);

  test('60B: the defender\'s card becomes a major penalty card', () => {
    const s = run(retracted(), [{ by: 'W', play: 'C5' }]);
    expect(s.laws).toContain('60B');
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'W', card: 'C5', kind: 'major' }]);
    expect(s.turn).toBe('S');
  });

  test('60B: once declarer has led from the right hand, play goes on normally', () => {
    const s = run(retracted(), [{ by: 'S', play: 'SK' }, { by: 'W', play: 'S7' }]);
    expect(s.retractedLead).toBeNull();
    expect(s.current.cards.map((p) => p.card)).toEqual(['SK', 'S7']);
    expect(playReport(s).penaltyCards).toEqual([]);
  });
});

describe('Law 54B2 — dummy plays second to an accepted opening lead out of turn', () => {
  test('54B2: the card stands (held for dummy\'s turn), declarer still plays from his hand', () => {
    const s = run(start(), [{ by: 'E', play: 'H2' }, { by: 'S', decide: 'accept' }, { by: 'N', play: 'H5' }]);
    expect(s.laws).toContain('54B2');
    expect(s.deferred).toEqual([{ seat: 'N', card: 'H5' }]);
    const r = applyText(s, { by: 'S', play: 'H9' });
    expect(r.ok && r.value.current.cards.map((p) => p.card)).toEqual(['H2', 'H9']);
  });
});
