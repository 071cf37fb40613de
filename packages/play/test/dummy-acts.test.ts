import { describe, expect, test } from 'vitest';
import { applyPlayEvent, parsePlayEvent, playReport } from '@bridge-laws/play';
import { TRICK_ONE, playOn, run, start } from './helpers.js';

// Dummy is North (declarer South); West leads.
describe('Laws 42A, 43A — what dummy does at the table', () => {
  test('42A1: dummy stating a fact or law in the director\'s presence is his right — cited, no breach, nothing asked at the end', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', dummy: 'states-fact' }]);
    expect(s.laws).toEqual(['42A1']);
    expect(s.endQuestions).toEqual([]);
    expect(playReport(playOn(s)).pending).toBeNull();
  });

  test('42A2: dummy counting the tricks won and lost is his right — cited, no breach', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'N', dummy: 'counts-tricks' }]);
    expect(s.laws).toEqual(['42A2']);
    expect(s.endQuestions).toEqual([]);
  });

  test('43A1(a), 43B1: dummy first to call the director during play, nobody having drawn attention — a breach asked about at the end', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', dummy: 'calls-director' }]);
    expect(s.laws).toEqual(['43A1(a)', '43B1']);
    expect(s.endQuestions).toEqual(['43B1']);
    expect(playReport(playOn(s)).pending).toEqual({ by: 'director', questions: ['procedural-penalty'] });
  });

  test('43A1(a): after another player has drawn attention to an irregularity dummy may call the director — no breach', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'C3' }, { by: 'S', attention: 'revoke' }, { by: 'N', dummy: 'calls-director' }]);
    expect(s.laws).toEqual(['43A1(a)']);
    // The revoke corrected leaves a penalty card (50E4 at the end); no 43B1.
    expect(s.endQuestions).not.toContain('43B1');
    expect(s.attentionDrawn).toEqual(['S']);
  });

  test('43A1(a): dummy\'s own attention does not open the way — calling the director after it is still a breach', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', attention: 'revoke' }, { by: 'N', dummy: 'calls-director' }]);
    expect(s.attentionDrawn).toEqual([]);
    expect(s.laws).toEqual(['43A1(a)', '43B1']);
  });

  test('43A1(a): after the play dummy may call the director — no breach', () => {
    const s = run(playOn(start()), [{ by: 'N', dummy: 'calls-director' }]);
    expect(s.phase).toBe('ended');
    expect(s.laws).toEqual(['43A1(a)']);
    expect(s.endQuestions).toEqual([]);
  });

  for (const [act, law] of [['exchanges-hands', '43A2(a)'], ['leaves-seat-to-watch', '43A2(b)'], ['looks-at-defender-hand', '43A2(c)']] as const) {
    test(`${law}, 43B1: dummy ${act.replaceAll('-', ' ')} — a breach of its own sub-law; from then on 43B2 and 43B3 apply`, () => {
      const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', dummy: act }]);
      expect(s.laws).toEqual([law, '43B1', '43A2']);
      expect(s.endQuestions).toEqual(['43B1']);
      expect(s.facts['dummy-limitation-breached']).toBe(true);
      // Law 43B3: dummy is then first to point out a defender's revoke — no rectification now.
      const after = run(s, [{ by: 'N', play: 'H5' }, { by: 'E', play: 'C3' }, { by: 'N', attention: 'revoke' }]);
      expect(after.laws).toContain('43B3');
      expect(after.correction).toBeNull();
    });
  }

  test('43A2: once the play is over there is nothing left to breach — the state is unchanged but for the cleared citations', () => {
    const ended = playOn(start());
    const s = run(ended, [{ by: 'N', dummy: 'looks-at-defender-hand' }]);
    expect(s.laws).toEqual([]);
    expect(s.endQuestions).toEqual(ended.endQuestions);
  });

  test('42, 43: only dummy acts as dummy — another seat is refused (invalid-event) and the state is unchanged', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }]);
    const r = applyPlayEvent(s, { type: 'dummy', by: 'E', act: 'counts-tricks' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('invalid-event');
  });

  test('42A, 43A: an act that is not dummy\'s is refused at the boundary, naming the field and the laws', () => {
    const r = parsePlayEvent({ by: 'N', dummy: 'sings' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^dummy: must be what dummy does \(Laws 42A, 43A\)/);
  });
});
