// Law 45C4(b) by edition: how long a designation of dummy's card may be changed, and what follows the change.
import { describe, expect, test } from 'vitest';
import type { PlayEventText } from '@bridge-laws/play';
import { playReport } from '@bridge-laws/play';
import { applyText, run, start } from './helpers.js';

// Dummy wins trick one with the queen of spades and leads the two of diamonds; East and declarer follow.
const DUMMY_LEADS: readonly PlayEventText[] = [
  { by: 'W', play: 'S6' }, { by: 'N', play: 'SQ' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'S4' },
  { by: 'N', play: 'D2' }, { by: 'E', play: 'D8' },
];
const DECLARER_FOLLOWED: readonly PlayEventText[] = [...DUMMY_LEADS, { by: 'S', play: 'DK' }];

describe('Law 45C4(b) (2017): only until declarer next plays from either hand', () => {
  test('45C4(b), 47F: once declarer has played from his own hand the designation stands, no question asked', () => {
    const s = run(start(), [...DECLARER_FOLLOWED, { by: 'S', withdraw: 'D2' }]);
    expect(s.pending).toBeNull();
    expect(s.laws).toEqual(['47F']);
    expect(s.current.cards.map((p) => p.card)).toEqual(['D2', 'D8', 'DK']);
    expect(s.turn).toBe('W');
  });

  test('45C4(b): before declarer plays again the director is asked whether it was unintended', () => {
    const s = run(start(), [...DUMMY_LEADS, { by: 'S', withdraw: 'D2' }]);
    expect(s.pending).toMatchObject({ by: 'director', questions: ['unintended'], law: '45C4(b)' });
  });
});

describe('Law 2007 45C4(b): before the designating player\'s partner plays again', () => {
  const edition = { edition: '2007' as const };

  test('2007 45C4(b): declarer\'s own card after dummy\'s does not end the change — the director is asked, under the 2007 number', () => {
    const s = run(start(edition), [...DECLARER_FOLLOWED, { by: 'S', withdraw: 'D2' }]);
    expect(s.pending).toMatchObject({ by: 'director', questions: ['unintended'], law: '2007 45C4(b)' });
    expect(playReport(s).laws).toEqual(['2007 45C4(b)']);
  });

  test('2007 45C4(b), 2007 47C: inadvertent — the card goes back and dummy leads again in its place', () => {
    const s = run(start(edition), [...DECLARER_FOLLOWED, { by: 'S', withdraw: 'D2' }, { facts: { unintended: true } }]);
    expect(s.laws).toEqual(['2007 45C4(b)', '2007 47C']);
    expect(s.hands.N).toContain('D2');
    expect(s.turn).toBe('N');
    const led = run(s, [{ by: 'N', play: 'D3' }]);
    expect(led.current.cards.map((p) => p.card)).toEqual(['D3', 'D8', 'DK']);
    // 2007 47D: East, who played in turn after the card changed, may take his back.
    expect(led.pending).toMatchObject({ by: 'E', options: ['keep', 'withdraw'], law: '2007 47D' });
  });

  test('2007 47D, 2007 16D: East takes his card back and plays another; then declarer, who played after him, may too', () => {
    const s = run(start(edition), [
      ...DECLARER_FOLLOWED, { by: 'S', withdraw: 'D2' }, { facts: { unintended: true } }, { by: 'N', play: 'D3' },
      { by: 'E', decide: 'withdraw' },
    ]);
    expect(s.laws).toEqual(['2007 47D', '2007 16D']);
    expect(s.hands.E).toContain('D8');
    expect(s.penaltyCards).toEqual([]); // the non-offending side's card is no penalty card
    const changed = run(s, [{ by: 'E', play: 'DA' }]);
    expect(changed.current.cards.map((p) => p.card)).toEqual(['D3', 'DA', 'DK']);
    expect(changed.pending).toMatchObject({ by: 'S', options: ['keep', 'withdraw'], law: '2007 47D' });
  });

  test('2007 45C4(b), 2007 47F: meant (or changed after a pause for thought) — the card stays played', () => {
    const s = run(start(edition), [...DECLARER_FOLLOWED, { by: 'S', withdraw: 'D2' }, { facts: { unintended: false } }]);
    expect(s.pending).toBeNull();
    expect(s.laws).toEqual(['2007 47F']);
    expect(s.current.cards.map((p) => p.card)).toEqual(['D2', 'D8', 'DK']);
    expect(s.turn).toBe('W');
  });

  test('2007 45C4(b): a defender may not withdraw dummy\'s card — only the player who designated it changes it', () => {
    const r = applyText(run(start(edition), DECLARER_FOLLOWED), { by: 'E', withdraw: 'D2' });
    expect(r.ok && r.value.pending).toBeNull();
    expect(r.ok && r.value.laws).toEqual(['47F']);
  });

  test('2007 45C4(b): once the trick is quitted dummy\'s card is no longer in the trick in progress and stays', () => {
    const s = run(start(edition), [{ by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'S4' }, { by: 'S', withdraw: 'S3' }]);
    expect(s.pending).toBeNull();
    expect(s.laws).toEqual(['47F']);
  });
});
