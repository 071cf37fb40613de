import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card } from '@bridge-laws/cards-and-boards';
import { dealWith, seededRandom } from '@bridge-laws/cards-and-boards';
import { obligations, playReport, startPlay } from '@bridge-laws/play';
import { applyText, TRICK_ONE, run, start } from './helpers.js';

// Board 1, 4S by South, West leads. West holds T876.AJ3.QT94.Q5, East 2.Q7642.A8.AK763, South AKJ4.KT9.K76.J98.
describe('Law 45E — a fifth card played to a trick', () => {
  const second = () => run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'E', play: 'C3' }]);

  test('45E: a second card from a player who has played to the trick — the director is asked whether it was a lead', () => {
    const s = second();
    expect(playReport(s).pending).toEqual({ by: 'director', questions: ['lead-to-next-trick'] });
    expect(s.laws).toEqual(expect.arrayContaining(['45E', '45E1']));
    expect(s.hands.E).toContain('C3');
    expect(s.penaltyCards).toEqual([]);
    const refused = applyText(s, { by: 'S', play: 'H9' });
    expect(refused.ok ? null : refused.error.code).toBe('awaiting-director');
  });

  test('45E1: not a lead — the defender\'s fifth card is a major penalty card (Law 50) and play goes on', () => {
    const s = run(second(), [{ facts: { 'lead-to-next-trick': false } }]);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'C3', kind: 'major' }]);
    expect(s.pending).toBeNull();
    expect(s.turn).toBe('S');
    expect(s.facts['lead-to-next-trick']).toBeUndefined();
  });

  test('45E2: not a lead — a second card from declarer\'s hand goes back to it without rectification', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'DA' }, { by: 'S', play: 'D6' }]);
    const t = run(s, [{ by: 'E', play: 'C3' }, { by: 'S', play: 'C8' }, { by: 'W', play: 'C5' }, { by: 'S', play: 'SA', facts: { 'lead-to-next-trick': false } }]);
    expect(t.laws).toEqual(expect.arrayContaining(['45E', '45E2']));
    expect(t.hands.S).toContain('SA');
    expect(t.penaltyCards).toEqual([]);
    expect(t.turn).toBe('N');
  });

  test('45E1, 57A: a lead, the defender\'s partner yet to play — Law 57A (major penalty card, declarer restricts the partner)', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'W', play: 'D4', facts: { 'lead-to-next-trick': true } }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['highest', 'lowest', 'other-suit'] });
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'W', card: 'D4', kind: 'major' }]);
    expect(s.laws).toEqual(expect.arrayContaining(['45E1', '57A']));
  });

  test('45E1, 56: a lead, the partner has played — faced when the trick is quitted; out of turn, declarer may accept or reject', () => {
    const s = run(start(), [{ by: 'W', play: 'H3' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'HQ' }, { by: 'W', play: 'D4' }, { facts: { 'lead-to-next-trick': true } }]);
    expect(s.pending).toBeNull();
    expect(s.turn).toBe('S');
    expect(s.hands.W).toContain('D4');
    const t = run(s, [{ by: 'S', play: 'HK' }]);
    expect(t.tricks[0]?.winner).toBe('S');
    expect(playReport(t).pending).toEqual({ by: 'S', options: ['accept', 'reject'] });
    expect(t.laws).toEqual(expect.arrayContaining(['45E', '56']));
    expect(t.earlyLead).toBeNull();
  });

  test('45E1: a lead, and its player won the trick — it is his lead to the next trick, in turn', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'W', play: 'D4', facts: { 'lead-to-next-trick': true } }, { by: 'S', play: 'H9' }]);
    expect(s.tricks[0]?.winner).toBe('W');
    expect(s.current.cards).toEqual([{ seat: 'W', card: 'D4' }]);
    expect(s.turn).toBe('N');
    expect(s.pending).toBeNull();
  });

  test('45E1, 50D2, 49: an early lead faced when declarer has a lead option is a lead before his choice — a penalty card', () => {
    // East's exposed ace of clubs is a major penalty card; West wins trick 1 and is on lead with declarer's 50D2 choice due.
    const s = run(start(), [
      { by: 'W', play: 'HA' }, { by: 'N', play: 'H5' }, { by: 'E', play: 'H2' }, { by: 'E', expose: 'CA' },
      { by: 'W', play: 'D4', facts: { 'lead-to-next-trick': true } }, { by: 'S', play: 'H9' },
    ]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
    expect(playReport(s).penaltyCards).toEqual(expect.arrayContaining([{ seat: 'W', card: 'D4', kind: 'major' }]));
    expect(s.current.cards).toEqual([]);
    expect(s.laws).toEqual(expect.arrayContaining(['45E', '50D2']));
  });

  test('45E2, 55A: declarer\'s second card found a lead; the defenders won the trick, so it is a lead out of turn — the defenders choose', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'W', play: 'D4' }, { by: 'N', play: 'D2' }, { by: 'E', play: 'DA' }, { by: 'S', play: 'D6' }]);
    const t = run(s, [{ by: 'E', play: 'C3' }, { by: 'S', play: 'C8' }, { by: 'W', play: 'C5' }, { by: 'S', play: 'SA', facts: { 'lead-to-next-trick': true } }, { by: 'N', play: 'C2' }]);
    expect(t.tricks[2]?.winner).toBe('S');
    expect(t.current.cards).toEqual([{ seat: 'S', card: 'SA' }]);
    const u = run(s, [{ by: 'E', play: 'CA' }, { by: 'S', play: 'C8' }, { by: 'W', play: 'C5' }, { by: 'S', play: 'SA', facts: { 'lead-to-next-trick': true } }, { by: 'N', play: 'C2' }]);
    expect(u.tricks[2]?.winner).toBe('E');
    expect(playReport(u).pending).toEqual({ by: 'W', options: ['accept', 'reject'] });
    expect(u.laws).toEqual(expect.arrayContaining(['45E', '55A']));
  });

  test('45E1: a card faced after the trick was turned, found played to that trick and not led, is a penalty card, not a lead out of turn', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', play: 'C3', facts: { 'lead-to-next-trick': false } }]);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'C3', kind: 'major' }]);
    expect(s.current.cards).toEqual([]);
    expect(s.turn).toBe('W');
    expect(s.laws).toEqual(expect.arrayContaining(['45E', '45E1']));
    const led = run(start(), [...TRICK_ONE, { by: 'E', play: 'C3' }]);
    expect(playReport(led).pending).toEqual({ by: 'S', options: ['accept', 'reject'] });
  });
});

describe('Law 45E — properties of a fifth card that was not a lead', () => {
  test('45E1, 45E2: the trick in progress never changes; the card stays in the hand — a major penalty card for a defender, nothing for declarer', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10 }), fc.nat(), (seed, tricks, pick) => {
        const started = startPlay({ deal: dealWith(seededRandom(seed)), contract: '4S', declarer: 'S' });
        if (!started.ok) throw new Error(started.error.message);
        // Play `tricks` whole tricks and two cards of the next with the first legal card, then the leader adds a card.
        let s = started.value;
        while (s.tricks.length < tricks || s.current.cards.length < 2) s = run(s, [{ by: s.turn, play: obligations(s, s.turn).legal[0] as Card }]);
        const leader = s.current.leader;
        const card = s.hands[leader][pick % s.hands[leader].length] as Card;
        const t = run(s, [{ by: leader, play: card, facts: { 'lead-to-next-trick': false } }]);
        expect(t.current).toEqual(s.current);
        expect(t.turn).toBe(s.turn);
        expect(t.hands[leader]).toContain(card);
        const defender = leader !== t.declarer && leader !== t.dummy;
        expect(t.penaltyCards.length - s.penaltyCards.length).toBe(defender ? 1 : 0);
        if (defender) expect(t.penaltyCards).toContainEqual(expect.objectContaining({ seat: leader, card, kind: 'major' }));
        expect(t.laws).toContain(defender ? '45E1' : '45E2');
      }),
      { numRuns: 60 },
    );
  });
});
