import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { seatAfter, sideOf } from '@bridge-laws/cards-and-boards';
import { analyseEnding, createSolver } from '@bridge-laws/double-dummy';
import { asHands, naiveNs, randomEnding } from './naive.js';

// North to lead at notrump with two tricks left: the spade ace drops East's bare king (Law 44C, East
// must follow) and the queen wins the next; the queen first loses to the king, and East's heart
// then makes a trick for West as well.
const TWO_LEFT = {
  hands: { N: ['SA', 'SQ'], E: ['SK', 'H2'], S: ['S2', 'S3'], W: ['H3', 'H4'] },
  trump: 'NT',
  leader: 'N',
} as const satisfies Parameters<typeof analyseEnding>[0];

describe('analyseEnding: what each card costs in an end position', () => {
  test('44E: the ace first takes both tricks; the queen first costs two', () => {
    const r = analyseEnding({ ...TWO_LEFT, tricksWon: { NS: 6, EW: 5 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ toPlay: 'N', side: 'NS', tricksLeft: 2, best: 2, final: { NS: 8, EW: 5 } });
    expect(r.value.cards).toEqual([
      { card: 'SA', tricks: 2, cost: 0 },
      { card: 'SQ', tricks: 0, cost: 2 },
    ]);
  });

  test('44B: with a trick in progress the player to play is the next in turn', () => {
    // North led the spade ace; East must follow with the king (Law 44C): one legal card, no trick.
    const r = analyseEnding({ ...TWO_LEFT, hands: { ...TWO_LEFT.hands, N: ['SQ'] }, trick: ['SA'] });
    expect(r.ok && r.value).toMatchObject({ toPlay: 'E', side: 'EW', tricksLeft: 2, best: 0, cards: [{ card: 'SK', tricks: 0, cost: 0 }] });
  });

  test('79A: tricks won must add up to the tricks already played, and the message names the field', () => {
    const r = analyseEnding({ ...TWO_LEFT, tricksWon: { NS: 6, EW: 6 } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-option');
    expect(r.error.message).toMatch(/^tricksWon: NS 6 \+ EW 6 must equal the 11 tricks already played/);
    const neg = analyseEnding({ ...TWO_LEFT, tricksWon: { NS: -1, EW: 12 } });
    expect(!neg.ok && neg.error.message).toMatch(/^tricksWon\.NS must be a whole number/);
  });

  test('44B: unequal hands are refused before any search', () => {
    const r = analyseEnding({ ...TWO_LEFT, hands: { ...TWO_LEFT.hands, N: ['SA'] } });
    expect(!r.ok && r.error.code).toBe('unequal-hands');
  });

  test('44C: every card and its cost agree with plain minimax, and the totals make 13', () => {
    const solver = createSolver({ ttMegabytes: 8 });
    fc.assert(
      fc.property(randomEnding, ({ hands, trump, leader, trick, n }) => {
        const won = { NS: 13 - n, EW: 0 };
        const r = analyseEnding({ hands, trick, trump, leader, tricksWon: won }, solver);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const toPlay = seatAfter(leader, trick.length);
        for (const { card, tricks, cost } of r.value.cards) {
          const after = asHands(hands);
          after[toPlay] = after[toPlay].filter((c) => c !== card);
          const ns = naiveNs(after, trump, leader, [...trick, card]);
          expect(tricks).toBe(sideOf(toPlay) === 'NS' ? ns : n - ns);
          expect(cost).toBe(r.value.best - tricks);
        }
        expect(r.value.final && r.value.final.NS + r.value.final.EW).toBe(13);
      }),
      { numRuns: 150 },
    );
  });
});
