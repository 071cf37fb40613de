import { describe, expect, test } from 'vitest';
import type { Card } from '@bridge-laws/cards-and-boards';
import { sortCards } from '@bridge-laws/cards-and-boards';
import { obligations, playReport, unauthorizedFor } from '@bridge-laws/play';
import { TRICK_ONE, playOn, run, start } from './helpers.js';

describe('Law 50E — information from a penalty card', () => {
  test('50E1: while a penalty card lies on the table its information is authorized for every player', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }]);
    expect(s.information).toEqual([{ law: '50E1', card: 'CK', owner: 'E', unauthorizedFor: [], trick: 2 }]);
    expect(s.laws).toContain('50E1');
    expect(unauthorizedFor(s, 'W')).toEqual([]);
  });

  test('50E2: a penalty card picked up after declarer requires its suit is unauthorized for the owner\'s partner, not for declarer', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'S', decide: 'require-suit' }]);
    expect(s.laws).toContain('50E2');
    expect(unauthorizedFor(s, 'W').map((e) => [e.law, e.card])).toEqual([['50E2', 'CK']]);
    expect(unauthorizedFor(s, 'S')).toEqual([]);
  });

  test('50E3: once the penalty card is played, how it became one is unauthorized for the owner\'s partner', () => {
    let s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'S', decide: 'no-restriction' }, { by: 'W', play: 'C5' }, { by: 'N', play: 'C2' }]);
    expect(obligations(s, 'E').legal).toEqual(['CK']);
    s = run(s, [{ by: 'E', play: 'CK' }]);
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(unauthorizedFor(s, 'W').map((e) => e.law)).toEqual(['50E3']);
    expect(s.laws).toContain('50E3');
  });
});

// A deal where, after each player plays his lowest legal card for eleven tricks, South leads SK to trick 12 and
// West (next) holds S6 and HJ; his partner East plays after him.
const DEAL12 = 'N:Q.K87.KQJT98.QJ8 AT732.AQ965.652. KJ985.43.743.AK4 64.JT2.A.T976532';
const trick12 = () => {
  const s = playOn(start({ deal: DEAL12 }), 11);
  expect(s.turn).toBe('S');
  expect(sortCards(s.hands.W)).toEqual(['S6', 'HJ']);
  return run(s, [{ by: 'S', play: 'SK' }, { by: 'W', play: 'HJ' }]);
};

describe('Law 62D2 — a defender revokes on trick 12 before his partner plays', () => {
  test('62D2: corrected before it is established — the revoke card is unauthorized for his partner (16C)', () => {
    const s = run(trick12(), [{ by: 'E', attention: 'revoke' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['62A', '62D2', '16C']));
    expect(unauthorizedFor(s, 'E').filter((e) => e.law === '62D2').map((e) => e.card)).toEqual(['HJ']);
  });

  test('62D1, 62D2: established and found after the last trick — corrected, and still unauthorized for the partner', () => {
    let s = trick12();
    s = run(s, [{ by: 'N', play: obligations(s, 'N').legal[0] as Card }]);
    s = playOn(s);
    expect(s.phase).toBe('ended');
    s = run(s, [{ by: 'S', attention: 'revoke' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['62D1', '62D2']));
    expect(s.tricks[11]?.cards.find((p) => p.seat === 'W')?.card).toBe('S6');
    expect(unauthorizedFor(s, 'E').map((e) => e.law)).toContain('62D2');
  });
});

describe('Law 2007 62D2 — the partner of a trick-12 revoker, holding cards of two suits', () => {
  const trick12In2007 = () => {
    const s = playOn(start({ deal: DEAL12, edition: '2007' }), 11);
    return run(s, [{ by: 'S', play: 'SK' }, { by: 'W', play: 'HJ' }]);
  };

  test('2007 62D2: partner holding one suit only has no choice the revoke card could steer — nothing is recorded (2017 applies 16C)', () => {
    const s = trick12In2007();
    expect(sortCards(s.hands.E)).toEqual(['SA', 'ST']);
    const corrected = run(s, [{ by: 'E', attention: 'revoke' }]);
    // The withdrawn HJ is a penalty card (2007 50E2); nothing under 62D2.
    expect(unauthorizedFor(corrected, 'E').map((e) => e.law)).toEqual(['2007 50E2']);
    expect(corrected.laws).not.toContain('2007 62D2');
  });

  test('2007 62D2: partner holding cards of two suits may not choose the play the revoke card suggested', () => {
    const s = trick12In2007();
    // East is given a heart for his ten of spades (North takes the ten): two suits at his turn.
    const heart = s.hands.N.find((c) => c.startsWith('H')) as Card;
    const twoSuits = { ...s, hands: { ...s.hands, E: ['SA', heart] as Card[], N: s.hands.N.map((c) => (c === heart ? 'ST' : c)) as Card[] } };
    const corrected = run(twoSuits, [{ by: 'E', attention: 'revoke' }]);
    expect(unauthorizedFor(corrected, 'E').map((e) => [e.law, e.card])).toEqual([['2007 62D2', 'HJ'], ['2007 50E2', 'HJ']]);
    expect(corrected.laws).toContain('2007 62D2');
    expect(corrected.laws).not.toContain('16C');
  });
});

describe('Law 50E4 — did the penalty card help the offenders?', () => {
  test('50E4: after a penalty card lay on the table the director is asked at the end of play; a finding of damage asks for an adjusted score', () => {
    let s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'S', decide: 'require-suit' }]);
    expect(s.endQuestions).toEqual(['50E4']);
    s = playOn(s);
    expect(s.phase).toBe('ended');
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['damaged'] });
    expect(s.pending?.law).toBe('50E4');
    s = run(s, [{ facts: { damaged: true } }]);
    expect(s.pending).toBeNull();
    expect(s.adjustments.map((a) => a.law)).toEqual(['50E4']);
  });

  test('50E4: a board without penalty cards ends without the question', () => {
    expect(playOn(start()).pending).toBeNull();
  });
});

describe('Law 2007 50E — information from a penalty card', () => {
  test('2007 50E2: from the moment the card appears, what it shows is unauthorized for the owner\'s partner (2017 authorizes it, 50E1)', () => {
    const s = run(start({ edition: '2007' }), [...TRICK_ONE, { by: 'E', expose: 'CK' }]);
    expect(s.information).toEqual([{ law: '2007 50E2', card: 'CK', owner: 'E', unauthorizedFor: ['W'], trick: 2 }]);
    expect(s.laws).toEqual(expect.arrayContaining(['2007 50E1', '2007 50E2']));
    expect(unauthorizedFor(s, 'S')).toEqual([]);
    expect(unauthorizedFor(run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }]), 'W')).toEqual([]);
  });

  test('2007 50E3: the end-of-play damage question is still asked; picking the card up adds no second entry', () => {
    const s = run(start({ edition: '2007' }), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'S', decide: 'require-suit' }]);
    expect(s.endQuestions).toEqual(['50E4']);
    expect(unauthorizedFor(s, 'W').map((e) => [e.law, e.card])).toEqual([['2007 50E2', 'CK']]);
  });
});
