// Small positions where the search settles a question without playing it out: each answer is
// stated by hand, checked against plain minimax, and paired with a near-identical position where
// the shortcut must not apply.
import { describe, expect, test } from 'vitest';
import type { Card, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { createSolver } from '../src/index.js';
import { naiveNs } from './naive.js';

type Hands = Record<Seat, Card[]>;

/** North-South's tricks by the solver and by plain minimax, both expected to be `ns`. */
function expectNsTricks(hands: Hands, trump: Denomination, leader: Seat, trick: Card[], ns: number): void {
  const r = createSolver({ ttMegabytes: 1 }).solve({ hands, trick }, { trump, leader });
  if (!r.ok) throw new Error(r.error.message);
  const total = (hands.N.length + hands.E.length + hands.S.length + hands.W.length + trick.length) / 4;
  expect(r.value.side === 'NS' ? r.value.tricks : total - r.value.tricks).toBe(ns);
  expect(naiveNs(hands, trump, leader, trick)).toBe(ns);
}

describe('a guarded second-best trump while the other side needs every trick (Law 44E, 44G)', () => {
  test('the king of trumps with a guard, sitting just after the ace, takes a trick', () => {
    const hands: Hands = { N: ['SA', 'HA', 'HK'], E: ['SK', 'S3', 'D2'], S: ['SQ', 'SJ', 'H2'], W: ['DA', 'DK', 'DQ'] };
    expectNsTricks(hands, 'S', 'N', [], 2);
  });

  test('a bare second-best trump just after the top one falls under it: North-South take every trick', () => {
    // Hearts are trumps; East's eight of hearts is bare behind North's queen.
    const hands: Hands = { N: ['HQ', 'H7', 'SA'], E: ['H8', 'S7', 'S3'], S: ['H3', 'S8', 'S4'], W: ['H5', 'H4', 'S2'] };
    expectNsTricks(hands, 'H', 'E', [], 3);
  });

  test('a guarded king sitting before the ace is finessed when the ace hand plays last', () => {
    const before: Hands = { N: ['SA', 'SQ', 'HA'], E: ['DA', 'DK', 'DQ'], S: ['S2', 'HK', 'HQ'], W: ['SK', 'S3', 'D2'] };
    expectNsTricks(before, 'S', 'S', [], 3);
    // The same king moved behind the ace stands.
    const behind: Hands = { N: ['SA', 'SQ', 'HA'], E: ['SK', 'S3', 'D2'], S: ['S2', 'HK', 'HQ'], W: ['DA', 'DK', 'DQ'] };
    expectNsTricks(behind, 'S', 'S', [], 2);
  });
});

describe('second hand surely winning the trick led', () => {
  test('second hand holds a card above the card led and all of third hand’s (Law 44F)', () => {
    // West led the heart queen; North wins with the ace and the club three is then the top club.
    const hands: Hands = { N: ['HA', 'C3'], E: ['H4', 'C2'], S: ['D3', 'D2'], W: ['S2'] };
    expectNsTricks(hands, 'NT', 'W', ['HQ'], 2);
    // Third hand holds the ace over North's king: the trick is lost.
    const covered: Hands = { N: ['HK', 'C3'], E: ['HA', 'C2'], S: ['D3', 'D2'], W: ['S2'] };
    expectNsTricks(covered, 'NT', 'W', ['HQ'], 1);
  });

  test('second hand ruffs and third hand, following suit, cannot overruff (Law 44E)', () => {
    const hands: Hands = { N: ['H2', 'D5'], E: ['SK', 'D2'], S: ['C3', 'C2'], W: ['D4'] };
    expectNsTricks(hands, 'H', 'W', ['S2'], 2);
    const overruffed: Hands = { N: ['H2', 'D5'], E: ['H3', 'D2'], S: ['C3', 'C2'], W: ['D4'] };
    expectNsTricks(overruffed, 'H', 'W', ['S2'], 1);
  });
});
