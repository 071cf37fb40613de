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

// Two cards each, spades trumps, South on lead in 4S after North-South won 8 tricks and East-West 3.
// The heart two first: West holds only clubs, North ruffs and East must follow with the heart three;
// North's diamond is then ruffed by East's king and overruffed by South's ace. The spade ace first
// fells East's bare king (Law 44C), but East's heart three takes the last trick.
const RUFF = {
  hands: { N: ['S2', 'D2'], E: ['SK', 'H3'], S: ['SA', 'H2'], W: ['C3', 'C2'] },
  trump: 'S',
  leader: 'S',
} as const satisfies Parameters<typeof analyseEnding>[0];
const FOUR_SPADES = { contract: { level: 4, denomination: 'S', risk: '' }, declarer: 'S' } as const;

describe('analyseEnding with the contract: the most the defence can take', () => {
  test('44E: the heart first holds the defence to nothing and makes 4S; the ace first costs a trick', () => {
    const r = analyseEnding({ ...RUFF, tricksWon: { NS: 8, EW: 3 }, contract: FOUR_SPADES });
    expect(r.ok && r.value).toMatchObject({
      best: 2,
      cards: [{ card: 'H2', tricks: 2, cost: 0 }, { card: 'SA', tricks: 1, cost: 1 }],
      contract: { declarer: 'S', defence: 'EW', defenceMost: 0, declarerTricks: 10, overtricks: 0 },
    });
  });

  test('44B: the defence to play; without tricks won, no total and no outcome', () => {
    const r = analyseEnding({ ...RUFF, hands: { ...RUFF.hands, S: ['SA'] }, trick: ['H2'], contract: { ...FOUR_SPADES, declarer: 'N' } });
    expect(r.ok && r.value).toMatchObject({ toPlay: 'W', side: 'EW', best: 0, contract: { declarer: 'N', defence: 'EW', defenceMost: 0 } });
    expect(r.ok && r.value.contract).toEqual({ declarer: 'N', defence: 'EW', defenceMost: 0 });
  });

  test('a contract in another denomination than the trump is refused before any search', () => {
    const r = analyseEnding({ ...RUFF, contract: { contract: { level: 4, denomination: 'H', risk: '' }, declarer: 'S' } });
    expect(!r.ok && r.error).toMatchObject({ code: 'bad-option', message: 'contract: 4H is played in H, not in trump S' });
    const bad = analyseEnding({ ...RUFF, contract: { contract: { level: 9, denomination: 'S', risk: '' }, declarer: 'S' } as never });
    expect(!bad.ok && bad.error.message).toBe('contract.level must be 1 to 7');
  });

  test('defence and declarer always share out the tricks left (any random ending)', () => {
    const solver = createSolver({ ttMegabytes: 8 });
    fc.assert(
      fc.property(randomEnding, fc.constantFrom('N', 'E', 'S', 'W'), ({ hands, trump, leader, trick, n }, declarer) => {
        const r = analyseEnding({ hands, trick, trump, leader, tricksWon: { NS: 13 - n, EW: 0 }, contract: { contract: { level: 1, denomination: trump, risk: '' }, declarer } }, solver);
        expect(r.ok).toBe(true);
        if (!r.ok || r.value.contract === undefined) return;
        const c = r.value.contract;
        expect(c.defenceMost).toBe(r.value.side === c.defence ? r.value.best : r.value.tricksLeft - r.value.best);
        expect((c.declarerTricks as number) + c.defenceMost + (c.defence === 'NS' ? 13 - n : 0)).toBe(13);
        expect(c.overtricks).toBe((c.declarerTricks as number) - 7);
      }),
      { numRuns: 60 },
    );
  });
});
