import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { DECK, dealWith, seededRandom, sideOf, suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from '@bridge-laws/play';
import { applyPlayEvent, obligations, playOutcome, playReport, startPlay, trickWinner } from '@bridge-laws/play';

describe('Law 44 — sequence of play and the winner of a trick', () => {
  test('44F: without trumps the highest card of the suit led wins; discards never win', () => {
    const cards = [
      { seat: 'W' as Seat, card: 'H9' as Card },
      { seat: 'N' as Seat, card: 'SA' as Card },
      { seat: 'E' as Seat, card: 'HQ' as Card },
      { seat: 'S' as Seat, card: 'H2' as Card },
    ];
    expect(trickWinner(cards, null)).toBe('E');
    expect(trickWinner(cards, 'D')).toBe('E');
  });

  test('44E: the highest trump wins a trick containing trumps', () => {
    const cards = [
      { seat: 'W' as Seat, card: 'HA' as Card },
      { seat: 'N' as Seat, card: 'S2' as Card },
      { seat: 'E' as Seat, card: 'S3' as Card },
      { seat: 'S' as Seat, card: 'HK' as Card },
    ];
    expect(trickWinner(cards, 'S')).toBe('E');
  });
});

function randomPlay(seed: string, pick: (legal: readonly Card[], hand: readonly Card[]) => Card): PlayState {
  const started = startPlay({ deal: dealWith(seededRandom(seed)), contract: '3NT', declarer: 'N' });
  if (!started.ok) throw new Error(started.error.message);
  let s = started.value;
  while (s.phase !== 'ended') {
    const card = pick(obligations(s, s.turn).legal, s.hands[s.turn]);
    const r = applyPlayEvent(s, { type: 'play', by: s.turn, card });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe('Law 44 — properties of any legal play', () => {
  test('44B, 44G: 13 tricks, every card once, the winner of each trick leads the next, no revoke', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(12), { minLength: 52, maxLength: 52 }), (seed, choices) => {
        let i = 0;
        const s = randomPlay(seed, (legal) => legal[(choices[i++] as number) % legal.length] as Card);
        const played = s.tricks.flatMap((t) => t.cards.map((c) => c.card));
        expect(new Set(played).size).toBe(52);
        expect(played.every((c) => DECK.includes(c))).toBe(true);
        expect(s.won.NS + s.won.EW).toBe(13);
        s.tricks.forEach((t, k) => {
          const next = s.tricks[k + 1];
          if (next !== undefined) expect(next.leader).toBe(t.winner);
          expect(t.winner).toBe(trickWinner(t.cards, s.trump));
        });
        expect(s.revokes).toEqual([]);
        expect(playOutcome(s)?.tricks).toBe(s.won.NS);
      }),
      { numRuns: 40 },
    );
  });

  test('65A, 65B1, 65B2, 65B3: each side is credited with the tricks its cards won; a card pointed the wrong way changes no count', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(12), { minLength: 52, maxLength: 52 }), fc.constantFrom<Seat>('N', 'E', 'S', 'W'), (seed, choices, by) => {
        let i = 0;
        const s = randomPlay(seed, (legal) => legal[(choices[i++] as number) % legal.length] as Card);
        const ns = s.tricks.filter((t) => t.winner !== null && sideOf(t.winner) === 'NS').length;
        expect(s.won).toEqual({ NS: ns, EW: 13 - ns });
        const pointed = applyPlayEvent(s, { type: 'attention', by, kind: 'pointed-card' });
        if (!pointed.ok) throw new Error(pointed.error.message);
        expect(pointed.value.won).toEqual(s.won);
        expect(pointed.value.tricks).toBe(s.tricks);
        expect(pointed.value.laws).toEqual(['65B3']);
      }),
      { numRuns: 30 },
    );
  });

  test('61A: a revoke is recorded exactly when a player fails to follow while holding the suit led', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(12), { minLength: 52, maxLength: 52 }), (seed, choices) => {
        let i = 0;
        const expected: { seat: Seat; trick: number }[] = [];
        const started = startPlay({ deal: dealWith(seededRandom(seed)), contract: '2H', declarer: 'E' });
        if (!started.ok) throw new Error(started.error.message);
        let s = started.value;
        while (s.phase !== 'ended') {
          const hand = s.hands[s.turn];
          const card = hand[(choices[i++] as number) % hand.length] as Card; // any held card, legal or not
          const lead = s.current.cards[0];
          if (lead !== undefined && suitOf(card) !== suitOf(lead.card) && hand.some((c) => suitOf(c) === suitOf(lead.card))) {
            expected.push({ seat: s.turn, trick: s.tricks.length + 1 });
          }
          const r = applyPlayEvent(s, { type: 'play', by: s.turn, card });
          if (!r.ok) throw new Error(r.error.message);
          s = r.value;
        }
        expect(playReport(s).revokes.map(({ seat, trick }) => ({ seat, trick }))).toEqual(expected);
        // Law 63A1: every revoke before the last trick is established by the offending side's next play.
        for (const r of s.revokes) if (r.trick < 13) expect(r.established).toBe(true);
        expect(sideOf('N')).toBe('NS');
      }),
      { numRuns: 40 },
    );
  });
});
