// Small positions where the search settles a question without playing it out: each answer is
// stated by hand, checked against plain minimax, and paired with a near-identical position where
// the shortcut must not apply.
import { describe, expect, test } from 'vitest';
import type { Card, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { Engine } from '../src/engine.js';
import { createSolver } from '../src/index.js';
import { checkPosition } from '../src/position.js';
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

/**
 * The search's direct answer to "can North-South take `target` tricks from here?", asked at the
 * start of the position, where the bounds under test apply (a whole solve may never ask it there).
 */
function nsReach(hands: Hands, trump: Denomination, leader: Seat, target: number): boolean {
  return askAtStart(hands, trump, leader, target).reached;
}

/** That question on a fresh engine: its answer, and how many positions the search examined. */
function askAtStart(hands: Hands, trump: Denomination, leader: Seat, target: number): { reached: boolean; positions: number } {
  const checked = checkPosition({ hands }, { trump, leader });
  if (!checked.ok) throw new Error(checked.error.message);
  const engine = new Engine(1);
  engine.load(checked.value.masks, checked.value.trump, false);
  const reached = engine.rootSearch(checked.value.leader, [], target) >= target;
  return { reached, positions: engine.nodes };
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

describe('the side on lead needing every trick without trumps (Law 44F)', () => {
  // North-South control spades only (North's ace and king, two rounds); the red suits belong to
  // East-West, so a third trick is out of reach.
  const fewRounds: Hands = {
    N: ['SA', 'SK', 'H2'], E: ['HA', 'HK', 'HQ'], S: ['S2', 'D2', 'D3'], W: ['DA', 'DK', 'DQ'],
  };

  test('it controls fewer rounds than the tricks left: the other side takes a trick', () => {
    expectNsTricks(fewRounds, 'NT', 'N', [], 2);
    expect(nsReach(fewRounds, 'NT', 'N', 3)).toBe(false);
  });

  test('with no trumps left in a suit contract the count is the same', () => {
    expectNsTricks(fewRounds, 'C', 'N', [], 2);
  });

  test('rounds are counted in the longer hand, and as many rounds as tricks left may take them all', () => {
    // South's ace-queen-jack of hearts, three rounds for three tricks: North leads low, South
    // finesses the jack against East's king and drops it with the ace.
    const finesse: Hands = {
      N: ['H3', 'H2', 'S2'], E: ['HK', 'H4', 'D2'], S: ['HA', 'HQ', 'HJ'], W: ['SA', 'SK', 'SQ'],
    };
    expectNsTricks(finesse, 'NT', 'N', [], 3);
    expect(nsReach(finesse, 'NT', 'N', 3)).toBe(true);
  });
});

describe('quick tricks cashed in both hands of one suit', () => {
  // North cashes the ace and queen while South follows low, then leads the three to South's king
  // and jack: four diamond tricks.
  const crossing: Hands = {
    N: ['DA', 'DQ', 'D3', 'C2'], E: ['DT', 'CA', 'CK', 'CQ'], S: ['DK', 'DJ', 'D4', 'D2'], W: ['D9', 'HA', 'HK', 'HQ'],
  };

  test('the leader’s winners first, then a small card to partner’s: every trick', () => {
    expectNsTricks(crossing, 'NT', 'N', [], 4);
    expect(nsReach(crossing, 'NT', 'N', 4)).toBe(true);
  });

  test('partner without small cards must waste an honour on the leader’s: one trick fewer', () => {
    const blocked: Hands = { ...crossing, S: ['DK', 'DJ', 'C4', 'C3'] };
    expectNsTricks(blocked, 'NT', 'N', [], 3);
    expect(nsReach(blocked, 'NT', 'N', 4)).toBe(false);
  });

  test('a leader without a small card cannot reach partner’s winners', () => {
    const stranded: Hands = { ...crossing, N: ['DA', 'DK', 'C3', 'C2'], S: ['DQ', 'DJ', 'D4', 'D2'] };
    expectNsTricks(stranded, 'NT', 'N', [], 2);
    expect(nsReach(stranded, 'NT', 'N', 3)).toBe(false);
  });
});

/** Positions the search examined for that question: 1 when a bound settled it at once. */
function positionsSearched(hands: Hands, trump: Denomination, leader: Seat, target: number): number {
  return askAtStart(hands, trump, leader, target).positions;
}

describe('quick tricks through partner’s entry', () => {
  test('a finesse through the left-hand opponent: two tricks in partner’s suit (Law 44F)', () => {
    // North cashes the heart eight, then leads a diamond through East's queen to South's ace-jack:
    // the jack wins, or the ace does and the jack is then the top diamond.
    const finesse: Hands = {
      N: ['H8', 'DT', 'D3'], E: ['DQ', 'D8', 'CQ'], S: ['DA', 'DJ', 'CJ'], W: ['ST', 'CK', 'CT'],
    };
    expectNsTricks(finesse, 'NT', 'N', [], 3);
    expect(nsReach(finesse, 'NT', 'N', 3)).toBe(true);
    expect(positionsSearched(finesse, 'NT', 'N', 3)).toBe(1);
    // A guarded queen behind South (West plays after the jack) takes a trick.
    const behind: Hands = {
      N: ['H8', 'DT', 'D3'], E: ['ST', 'D8', 'CQ'], S: ['DA', 'DJ', 'CJ'], W: ['DQ', 'D2', 'CK'],
    };
    expectNsTricks(behind, 'NT', 'N', [], 2);
    expect(nsReach(behind, 'NT', 'N', 3)).toBe(false);
  });

  test('after the finesse the others are out of the suit: partner’s small card wins by length (Law 44F)', () => {
    // East leads his only club through South's jack to West's king-ten; West cashes the king
    // and then the five, which nobody can follow: every trick for East-West.
    const length: Hands = { N: ['SA', 'SK', 'SQ'], E: ['C9', 'S3', 'S2'], S: ['CJ', 'C8', 'D2'], W: ['CK', 'CT', 'C5'] };
    expectNsTricks(length, 'NT', 'E', [], 0);
    expect(positionsSearched(length, 'NT', 'E', 1)).toBe(1);
    // South's third club outlasts the five.
    const guarded: Hands = { ...length, S: ['CJ', 'C8', 'C6'] };
    expectNsTricks(guarded, 'NT', 'E', [], 1);
  });

  test('partner discards a spare card on the leader’s winner, then cashes a second suit (Law 44D, 44F)', () => {
    // North cashes the heart four (South throws the spade seven), leads the spade eight to the
    // king and South cashes the club ace: every trick.
    const entry: Hands = { N: ['SJ', 'S8', 'H4'], E: ['SQ', 'S2', 'C9'], S: ['SK', 'S7', 'CA'], W: ['ST', 'S3', 'CK'] };
    expectNsTricks(entry, 'NT', 'N', [], 3);
    expect(positionsSearched(entry, 'NT', 'N', 3)).toBe(1);
    // South's king of clubs under West's ace is no winner: one trick fewer.
    const noWinner: Hands = { N: ['SJ', 'S8', 'H4'], E: ['SQ', 'S2', 'C9'], S: ['SK', 'S7', 'CK'], W: ['ST', 'S3', 'CA'] };
    expectNsTricks(noWinner, 'NT', 'N', [], 2);
    expect(nsReach(noWinner, 'NT', 'N', 3)).toBe(false);
  });
});

describe('the top two trumps in different hands (Law 44E)', () => {
  // Spades are trumps. East's ace and West's king: with West's king guarded, North's queen lead
  // draws only the ace, and the king scores later.
  const guarded: Hands = { N: ['SQ', 'DA', 'DK'], E: ['SA', 'D2', 'H2'], S: ['SJ', 'HA', 'HK'], W: ['SK', 'S3', 'D3'] };

  test('one of them guarded: the side holding them takes two tricks', () => {
    expectNsTricks(guarded, 'S', 'N', [], 1);
    expect(nsReach(guarded, 'S', 'N', 2)).toBe(false);
  });

  test('both bare: a trump lead makes them fall together', () => {
    const bare: Hands = { ...guarded, W: ['SK', 'D3', 'H3'] };
    expectNsTricks(bare, 'S', 'N', [], 2);
    expect(nsReach(bare, 'S', 'N', 2)).toBe(true);
  });
});
