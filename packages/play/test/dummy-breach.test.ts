import { describe, expect, test } from 'vitest';
import { playReport } from '@bridge-laws/play';
import { TRICK_ONE, playOn, run, start } from './helpers.js';

describe('Law 43B1 — dummy\'s procedural penalty for a breach of Law 43A', () => {
  // Dummy (North) draws attention to a revoke during the play: a breach of 43A1(b), though there was none.
  const breachedA1 = () => run(start(), [...TRICK_ONE, { by: 'N', attention: 'revoke' }]);

  test('43A1(b), 43B1: after dummy\'s breach of 43A1(b) the director is asked at the end of play whether he gives a procedural penalty', () => {
    const during = breachedA1();
    expect(during.laws).toEqual(expect.arrayContaining(['43A1(b)', '43B1']));
    expect(during.pending).toBeNull();
    const end = playOn(during);
    expect(end.phase).toBe('ended');
    expect(playReport(end).pending).toEqual({ by: 'director', questions: ['procedural-penalty'] });
  });

  test('43B1: a penalty given is recorded for the irregularities chapter under Law 90; none given, nothing is recorded', () => {
    const given = run(playOn(breachedA1()), [{ facts: { 'procedural-penalty': true } }]);
    expect(given.adjustments).toEqual([{ law: '43B1', reason: 'dummy breached a limitation of Law 43A: the director gives him a procedural penalty (Law 90)' }]);
    expect(given.laws).toEqual(expect.arrayContaining(['43B1', '90']));
    expect(given.pending).toBeNull();
    const none = run(playOn(breachedA1()), [{ facts: { 'procedural-penalty': false } }]);
    expect(none.adjustments).toEqual([]);
    expect(none.pending).toBeNull();
    expect(none.laws).not.toContain('90');
  });

  test('43A2, 43B1: the 43A2 finding is a breach too, asked once however often it is given, and after Law 43B3\'s question', () => {
    let s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'C3' },
      { by: 'N', attention: 'revoke', facts: { 'dummy-limitation-breached': true } },
      { facts: { 'dummy-limitation-breached': true } },
    ]);
    expect(s.endQuestions).toEqual(['43B1', '43B3']);
    s = playOn(s);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['defenders-gained'] });
    s = run(s, [{ facts: { 'defenders-gained': false } }]);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['procedural-penalty'] });
  });

  test('43A1(c), 43B1, 45F: dummy who indicated a card took part in the play — after 45F\'s damage question, the penalty question', () => {
    let s = playOn(run(start(), [...TRICK_ONE, { by: 'E', attention: 'dummy-suggestion' }]));
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['damaged'] });
    s = run(s, [{ facts: { damaged: true } }]);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['procedural-penalty'] });
    s = run(s, [{ facts: { 'procedural-penalty': true } }]);
    expect(s.adjustments.map((a) => a.law)).toEqual(['45F', '43B1']);
    expect(s.pending).toBeNull();
  });

  test('43B1: dummy drawing attention once play is over breaches nothing (Law 42B3)', () => {
    const s = run(playOn(start()), [{ by: 'N', attention: 'revoke' }]);
    expect(s.laws).not.toContain('43B1');
    expect(s.endQuestions).toEqual([]);
    expect(s.pending).toBeNull();
  });
});

describe('Law 43B3 by edition: dummy, after a 43A2 breach, first to point out a defender\'s revoke', () => {
  const POINTED_OUT = [
    { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'C3' },
    { by: 'N', attention: 'revoke', facts: { 'dummy-limitation-breached': true } },
  ] as const;

  test('43B3 (2017): no rectification; at the end the director is asked whether the defenders gained — only their score is adjusted', () => {
    let s = run(start(), POINTED_OUT);
    expect(s.revokes.map((r) => r.noticed)).toEqual([false]);
    s = run(playOn(s), [{ facts: { 'defenders-gained': true } }]);
    expect(s.adjustments.map((a) => a.law)).toEqual(['43B3']);
    expect(s.adjustments[0]?.reason).toMatch(/only their score/);
  });

  test('2007 43B3, 2007 12B: no rectification, and after the hand the 12B question (was the declaring side damaged?), not 2017\'s', () => {
    let s = run(start({ edition: '2007' }), POINTED_OUT);
    expect(s.laws).toEqual(['43A2', '43B1', '43A1(b)', '2007 43B3', '2007 12B']);
    expect(s.revokes.map((r) => r.noticed)).toEqual([false]);
    expect(s.endQuestions).toEqual(['43B1', '2007 43B3']);
    s = playOn(s);
    expect(s.pending).toMatchObject({ by: 'director', questions: ['damaged'], law: '2007 43B3' });
    expect(s.revokes.map((r) => r.noticed)).toEqual([false]);
    // 2017's finding is not what 2007 asks: giving it leaves the question open.
    expect(run(s, [{ facts: { 'defenders-gained': true } }]).pending).toMatchObject({ questions: ['damaged'] });
    s = run(s, [{ facts: { damaged: true } }]);
    expect(s.adjustments.map((a) => a.law)).toEqual(['2007 43B3']);
    expect(s.adjustments[0]?.reason).toMatch(/adjusted score for both sides/);
    expect(s.laws).toContain('12C1');
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['procedural-penalty'] });
  });

  test('2007 43B3: not damaged — no adjustment, then dummy\'s procedural penalty question', () => {
    const s = run(playOn(run(start({ edition: '2007' }), POINTED_OUT)), [{ facts: { damaged: false } }]);
    expect(s.adjustments).toEqual([]);
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['procedural-penalty'] });
  });
});
