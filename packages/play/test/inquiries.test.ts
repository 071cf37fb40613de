import { describe, expect, test } from 'vitest';
import type { PlayEventText } from '@bridge-laws/play';
import { playReport } from '@bridge-laws/play';
import { applyText, TRICK_ONE, playOn, run, start } from './helpers.js';

// Board 1, 4S by South, West leads. East holds hearts Q7642, South KT9.
const refusal = (s: ReturnType<typeof start>, e: PlayEventText) => {
  const r = applyText(s, e);
  return r.ok ? null : { code: r.error.code, law: r.error.law };
};

describe('Law 41 — reviews and questions in the play', () => {
  test('41B: before the opening lead the leader\'s partner and declarer may have the auction reviewed, the presumed dummy may not', () => {
    expect(run(start(), [{ by: 'E', ask: 'review' }]).laws).toEqual(['41B']);
    expect(run(start(), [{ by: 'S', ask: 'review' }]).laws).toEqual(['41B']);
    expect(refusal(start(), { by: 'N', ask: 'review' })).toEqual({ code: 'not-offered', law: '41B' });
  });

  test('41B: declarer and each defender at their first turn; the right goes with the first card played', () => {
    const led = run(start(), [{ by: 'W', play: 'HA' }]);
    expect(run(led, [{ by: 'S', ask: 'review' }]).laws).toEqual(['41B']); // declarer at dummy's turn, before dummy's first card
    const second = run(led, [{ by: 'N', play: 'H5' }]);
    expect(run(second, [{ by: 'E', ask: 'review' }]).laws).toEqual(['41B']);
    expect(refusal(second, { by: 'S', ask: 'review' })).toEqual({ code: 'not-offered', law: '41B' });
    expect(refusal(run(start(), TRICK_ONE), { by: 'W', ask: 'review' })).toEqual({ code: 'not-offered', law: '41B' });
  });

  test('41C: at his turn a player may ask what the contract is; not out of turn, and dummy never', () => {
    const s = run(start(), TRICK_ONE);
    expect(run(s, [{ by: 'W', ask: 'contract' }]).laws).toEqual(['41C']);
    expect(refusal(s, { by: 'E', ask: 'contract' })).toEqual({ code: 'not-offered', law: '41C' });
    expect(refusal(s, { by: 'N', ask: 'contract' })).toEqual({ code: 'not-offered', law: '41C' });
  });
});

describe('Law 61B — asking about a possible revoke', () => {
  // East discards a club on the heart lead although he holds hearts.
  const revoked = () => run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'C3' }]);

  test('61B1: declarer asks the defender who did not follow; the revoke is corrected (62A) and his card is a major penalty card', () => {
    const s = run(revoked(), [{ by: 'S', ask: 'E' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['61B1', '62A', '62B1']));
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'C3', kind: 'major' }]);
    expect(s.turn).toBe('E');
  });

  test('61B2, 61B2(b): dummy may not ask a defender — 16B may apply', () => {
    expect(run(revoked(), [{ by: 'N', ask: 'E' }]).laws).toEqual(expect.arrayContaining(['61B2(b)', '16B']));
  });

  test('61B3: a defender may ask his partner, at the risk of unauthorized information', () => {
    expect(run(revoked(), [{ by: 'W', ask: 'E' }]).laws).toEqual(expect.arrayContaining(['61B3', '16B', '62A']));
  });

  test('61B, 61B1: a question about a player who had no card of the suit changes nothing', () => {
    const s = run(start(), [{ by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'S4' }, { by: 'S', ask: 'E' }]);
    expect(s.laws).toEqual(['61B1']);
    expect(s.correction).toBeNull();
  });

  // South discards a club on the heart lead although he holds hearts.
  const declarerRevoked = () => run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'S', play: 'C8' }]);

  test('61B2(a), 42B1: dummy may ask declarer; the revoke is corrected and nothing is owed', () => {
    let s = run(declarerRevoked(), [{ by: 'N', ask: 'S' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['61B2(a)', '42B1', '62A', '62B2']));
    s = run(s, [{ by: 'S', play: 'H9' }]);
    expect(playReport(s).revokes).toEqual([{ seat: 'S', trick: 1, established: false }]);
    expect(playOn(s).transferred).toBeNull();
  });

  test('43B2(b): dummy who looked at a defender\'s hand asks first — declarer corrects, and Law 64 applies as if established', () => {
    let s = run(declarerRevoked(), [{ facts: { 'dummy-limitation-breached': true } }, { by: 'N', ask: 'S' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['43B2(b)', '62A']));
    s = run(s, [{ by: 'S', play: 'H9' }]);
    expect(playReport(s).revokes).toEqual([{ seat: 'S', trick: 1, established: true }]);
    const end = playOn(s);
    expect(end.transferred).toEqual({ to: 'EW', tricks: 1 });
  });
});

describe('Law 66 — inspecting tricks', () => {
  const afterOne = () => run(start(), TRICK_ONE);

  test('66A, 66B: until his side plays to the next trick a player may have the last trick faced, or look at his own card', () => {
    expect(run(afterOne(), [{ by: 'E', ask: 'quitted-trick' }]).laws).toEqual(['66A']);
    expect(run(afterOne(), [{ by: 'S', ask: 'own-card' }]).laws).toEqual(['66B']);
  });

  test('66C: after his side has played on, quitted tricks are not inspected (the director may order it)', () => {
    const s = run(afterOne(), [{ by: 'W', play: 'D4' }]);
    expect(refusal(s, { by: 'E', ask: 'quitted-trick' })).toEqual({ code: 'not-offered', law: '66C' });
    expect(run(s, [{ by: 'S', ask: 'own-card' }]).laws).toEqual(['66B']);
  });

  test('66D: after play, the cards may be inspected', () => {
    expect(run(playOn(start()), [{ by: 'E', ask: 'quitted-trick' }]).laws).toEqual(['66D']);
  });
});

describe('Laws 42B2, 43B2(a) — dummy warns declarer about the hand he leads from', () => {
  // South wins trick 1 with SA and is on lead.
  const southOnLead = () => run(start(), [{ by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SA' }]);

  test('42B2: dummy may try to prevent an irregularity; nothing changes', () => {
    const s = run(southOnLead(), [{ by: 'N', attention: 'lead-hand' }]);
    expect(s.laws).toContain('42B2');
    expect(s.pending).toBeNull();
    expect(s.turn).toBe('S');
  });

  test('42B, 43B2(a): dummy\'s right is subject to Law 43 — after dummy breached 43A2, either defender chooses the hand declarer leads from', () => {
    let s = run(southOnLead(), [{ by: 'N', attention: 'lead-hand', facts: { 'dummy-limitation-breached': true } }]);
    expect(playReport(s).pending).toEqual({ by: 'W', options: ['S', 'N'] });
    s = run(s, [{ by: 'E', decide: 'N' }]);
    expect(s.turn).toBe('N');
    expect(s.current.leader).toBe('N');
    expect(s.laws).toContain('43B2(a)');
  });
});

describe('Laws 61C, 65B3 — after a trick is turned', () => {
  test('61C, 66C: a claim that a revoke occurred does not by itself open the quitted tricks', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'W', play: 'D4' }, { by: 'E', attention: 'revoke' }]);
    expect(s.laws).toContain('61A');
    expect(refusal(s, { by: 'E', ask: 'quitted-trick' })).toEqual({ code: 'not-offered', law: '66C' });
  });

  test('65B3: a wrongly pointed card may be pointed out until one\'s side plays to the next trick; later 16B may apply', () => {
    expect(run(start(), [...TRICK_ONE, { by: 'E', attention: 'pointed-card' }]).laws).toEqual(['65B3']);
    const late = run(start(), [...TRICK_ONE, { by: 'W', play: 'D4' }, { by: 'E', attention: 'pointed-card' }]);
    expect(late.laws).toEqual(['65B3', '16B']);
    expect(late.won).toEqual({ NS: 0, EW: 1 });
  });
});

describe('Law 2007 65B3 — a card pointed the wrong way under the 2007 Laws', () => {
  const edition = '2007' as const;

  test('2007 65B3: declarer may have it turned at any time; dummy and the defenders until a lead is made to the next trick', () => {
    expect(run(start({ edition }), [...TRICK_ONE, { by: 'E', attention: 'pointed-card' }]).laws).toEqual(['2007 65B3']);
    const led = run(start({ edition }), [...TRICK_ONE, { by: 'W', play: 'D4' }]);
    // West (the leader's side) and dummy are late once anyone has led; declarer never is.
    for (const by of ['E', 'N'] as const) expect(run(led, [{ by, attention: 'pointed-card' }]).laws, by).toEqual(['2007 65B3', '2007 16B']);
    expect(run(led, [{ by: 'S', attention: 'pointed-card' }]).laws).toEqual(['2007 65B3']);
    const played = run(led, [{ by: 'N', play: 'D2' }]);
    expect(run(played, [{ by: 'S', attention: 'pointed-card' }]).laws).toEqual(['2007 65B3']);
  });

  test('65B3: under 2017 the same remark by declarer after dummy has played to the next trick is late', () => {
    const played = run(start(), [...TRICK_ONE, { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }]);
    expect(run(played, [{ by: 'S', attention: 'pointed-card' }]).laws).toEqual(['65B3', '16B']);
  });
});

describe('Law 43B3 — dummy, after breaching 43A2, points out a defender\'s revoke', () => {
  test('43B3: no rectification; play goes on as if nothing happened; at the end the director says whether the defenders gained', () => {
    let s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'C3' },
      { by: 'N', attention: 'revoke', facts: { 'dummy-limitation-breached': true } },
    ]);
    expect(s.laws).toContain('43B3');
    expect(s.correction).toBeNull();
    expect(s.turn).toBe('S');
    s = playOn(s);
    expect(s.transferred).toBeNull();
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['defenders-gained'] });
    s = run(s, [{ facts: { 'defenders-gained': true } }]);
    expect(s.adjustments).toEqual([{ law: '43B3', reason: "the defenders gained through their irregularity: only their score is adjusted, declarer's side keeps the table result" }]);
  });
});
