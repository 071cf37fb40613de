import { describe, expect, test } from 'vitest';
import { playReport } from '@bridge-laws/play';
import { TRICK_ONE, playOn, run, start } from './helpers.js';

describe('Laws 53–56 — leads out of turn', () => {
  test('54A: a presumed declarer who starts to spread his hand becomes dummy', () => {
    const s = run(start(), [{ by: 'E', play: 'H2' }, { by: 'S', expose: 'SA' }]);
    expect(playReport(s)).toMatchObject({ declarer: 'N', turn: 'S', penaltyCards: [] });
    expect(s.dummy).toBe('S');
  });

  test('53B: the right leader, next in rotation, plays — the director says whether it was a lead', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'S', play: 'SA' }, { by: 'W', play: 'CQ' }]);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['intent-lead-or-play'] });
    const lead = run(s, [{ facts: { 'intent-lead-or-play': 'lead' } }]);
    expect(lead.current.cards).toEqual([{ seat: 'W', card: 'CQ' }]);
    expect(lead.hands.S).toContain('SA');
    expect(lead.laws).toContain('53B');
    const play = run(s, [{ facts: { 'intent-lead-or-play': 'play' } }]);
    expect(play.current.cards).toEqual([{ seat: 'S', card: 'SA' }, { seat: 'W', card: 'CQ' }]);
    expect(play.turn).toBe('N');
  });

  test('56A: declarer accepts a defender\'s lead out of turn; his side plays next', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', play: 'C3' }, { by: 'S', decide: 'accept' }]);
    expect(s.current.cards).toEqual([{ seat: 'E', card: 'C3' }]);
    expect(s.turn).toBe('S');
    expect(s.laws).toContain('56A');
  });

  test('55A: when the defenders disagree the one next in turn decides — the other may also answer', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'N', play: 'S3' }]);
    expect(playReport(s).pending).toEqual({ by: 'E', options: ['accept', 'reject'] });
    expect(run(s, [{ by: 'W', decide: 'accept' }]).turn).toBe('E');
  });
});

describe('Law 57 — premature lead or play', () => {
  test('57C, 57C3: declarer plays from dummy before his left-hand opponent — a legal card stands for dummy\'s turn, an illegal one goes back', () => {
    // South wins trick 1 and leads the king of hearts; West has not played yet.
    const led = () => run(start(), [{ by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' }, { by: 'S', play: 'HK' }]);
    const legal = run(led(), [{ by: 'N', play: 'H5' }]);
    expect(legal.laws).toContain('57C3');
    expect(legal.deferred).toEqual([{ seat: 'N', card: 'H5' }]);
    expect(run(legal, [{ by: 'W', play: 'HA' }]).current.cards.map((c) => c.card)).toEqual(['HK', 'HA', 'H5']);
    const illegal = run(led(), [{ by: 'N', play: 'C2' }]);
    expect(illegal.laws).toEqual(expect.arrayContaining(['57C3', '48A']));
    expect(illegal.deferred).toEqual([]);
    expect(illegal.hands.N).toContain('C2');
    expect(illegal.penaltyCards).toEqual([]);
  });

  test('57C1: no rectification once declarer has played from both hands', () => {
    const s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'HK' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H4' },
    ]);
    expect(s.laws).toContain('57C1');
    expect(s.pending).toBeNull();
    expect(s.penaltyCards).toEqual([]);
    const t = run(s, [{ by: 'W', play: 'HA' }]);
    expect(t.tricks[1]?.cards.map((c) => c.card)).toEqual(['HK', 'HA', 'H5', 'H4']);
    expect(t.turn).toBe('W');
  });

  test('57A3: declarer requires a suit other than the one led', () => {
    const s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'SA' }, { by: 'E', play: 'C3' },
    ]);
    const r = run(s, [{ by: 'S', decide: 'other-suit', suit: 'D' }]);
    expect(r.requirement).toMatchObject({ seat: 'W', kind: 'require-suit', suit: 'D' });
  });

  test('57A4: declarer may instead forbid another suit', () => {
    const s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'HK' }, { by: 'E', play: 'H4' }, { by: 'S', decide: 'prohibit-suit', suit: 'C' },
    ]);
    expect(s.requirement).toMatchObject({ seat: 'W', kind: 'forbid-suit', suit: 'C' });
  });
});

describe('Law 51B — penalty cards and the partner\'s lead', () => {
  test('51B1(a): declarer requires the suit of two penalty cards: both are picked up', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['HQ', 'H7'] }, { by: 'S', decide: 'require-suit' }]);
    expect(playReport(s).penaltyCards).toEqual([]);
    expect(s.restrictions).toEqual([{ leader: 'W', law: '51B1(a)', suit: 'H', mode: 'require', lasts: 'this-lead' }]);
  });
});

describe('Law 53C — the wrong defender plays to declarer\'s lead out of turn', () => {
  test('53C: the irregular lead stands and the card is a premature play (57A)', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'S', play: 'SA' }, { by: 'E', play: 'S2' }]);
    expect(s.current.cards).toEqual([{ seat: 'S', card: 'SA' }]);
    expect(s.laws).toContain('53C');
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['highest', 'lowest', 'other-suit'] });
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'S2', kind: 'major' }]);
  });
});

describe('Law 52A — no withdrawal on the defender\'s own initiative', () => {
  test('52A: the card played instead of a penalty card cannot be taken back by its owner', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'W', expose: 'D4' }, { by: 'W', play: 'D9' }, { by: 'W', withdraw: 'D9' }]);
    expect(s.laws).toContain('52A');
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'D9' }]);
  });
});

describe('Law 57A — a lead to the next trick before partner has played', () => {
  test('57A: the early lead becomes a major penalty card and declarer restricts the partner', () => {
    const s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'SA' }, { by: 'W', play: 'S7' }, { by: 'N', play: 'S5' }, { by: 'W', play: 'D4', facts: { 'lead-to-next-trick': true } },
    ]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['highest', 'lowest', 'other-suit'] });
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'W', card: 'D4', kind: 'major' }]);
    expect(s.turn).toBe('E');
  });
});

describe('Law 48 — declarer\'s cards', () => {
  test('48B1: declarer facing his hand after an opening lead out of turn is Law 54A', () => {
    const s = run(start(), [{ by: 'E', play: 'H2' }, { by: 'S', expose: ['SA', 'SK'] }]);
    expect(s.declarer).toBe('N');
    expect(s.laws).toContain('54A');
  });

  test('48B2: declarer facing all his cards during the play points to the claim laws', () => {
    const s = run(start(), [{ by: 'W', play: 'CQ' }]);
    const t = run(s, [{ by: 'S', expose: [...s.hands.S] }]);
    expect(t.laws).toEqual(['48B2', '68']);
    expect(t.penaltyCards).toEqual([]);
  });
});

describe('Law 55C — information from declarer\'s withdrawn lead', () => {
  // West won trick one and is on lead; declarer leads out of turn and West requires the card back (55B1).
  const rejected = () => run(start(), [...TRICK_ONE, { by: 'S', play: 'SA' }, { by: 'W', decide: 'reject' }]);

  test('55C: after the play the director is asked whether declarer used the information from his withdrawn lead', () => {
    const s = playOn(rejected());
    expect(s.phase).toBe('ended');
    expect(s.pending).toMatchObject({ kind: 'question', by: 'director', questions: ['damaged'], law: '55C' });
  });

  test('55C: a finding of damage records an adjusted-score request under 55C; none otherwise', () => {
    const hurt = run(playOn(rejected()), [{ facts: { damaged: true } }]);
    expect(hurt.adjustments.map((a) => a.law)).toEqual(['55C']);
    const fine = run(playOn(rejected()), [{ facts: { damaged: false } }]);
    expect(fine.adjustments).toEqual([]);
    expect(fine.pending).toBeNull();
  });

  test('55C: an accepted lead raises no such question', () => {
    const s = playOn(run(start(), [...TRICK_ONE, { by: 'S', play: 'SA' }, { by: 'W', decide: 'accept' }]));
    expect(s.phase).toBe('ended');
    expect(s.pending).toBeNull();
    expect(s.laws).not.toContain('55C');
  });
});
