// Small positions where the search settles a question without playing it out: each answer is
// stated by hand, checked against plain minimax, and paired with a near-identical position where
// the shortcut must not apply.
import { describe, expect, test } from 'vitest';
import type { Card, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { createSolver } from '../src/index.js';
import { naiveNs } from './naive.js';

type Hands = Record<Seat, Card[]>;

function nsTricks(hands: Hands, trump: Denomination, leader: Seat, trick: Card[] = []): number {
  const r = createSolver({ ttMegabytes: 1 }).solve({ hands, trick }, { trump, leader });
  if (!r.ok) throw new Error(r.error.message);
  const total = (hands.N.length + hands.E.length + hands.S.length + hands.W.length + trick.length) / 4;
  return r.value.side === 'NS' ? r.value.tricks : total - r.value.tricks;
}

describe('a guarded second-best trump while the other side needs every trick', () => {
  test('the king of trumps with a guard, sitting just after the ace, takes a trick (Law 44E)', () => {
    const hands: Hands = { N: ['SA', 'HA', 'HK'], E: ['SK', 'S3', 'D2'], S: ['SQ', 'SJ', 'H2'], W: ['DA', 'DK', 'DQ'] };
    expect(nsTricks(hands, 'S', 'N')).toBe(2);
    expect(naiveNs(hands, 'S', 'N', [])).toBe(2);
  });

  test('a bare second-best trump just after the top one falls under it: North-South take every trick', () => {
    // Hearts are trumps; East's eight of hearts is bare behind North's queen.
    const hands: Hands = { N: ['HQ', 'H7', 'SA'], E: ['H8', 'S7', 'S3'], S: ['H3', 'S8', 'S4'], W: ['H5', 'H4', 'S2'] };
    expect(nsTricks(hands, 'H', 'E')).toBe(3);
    expect(naiveNs(hands, 'H', 'E', [])).toBe(3);
  });

  test('a guarded king sitting before the ace is finessed when the ace hand plays last', () => {
    const hands: Hands = { N: ['SA', 'SQ', 'HA'], E: ['DA', 'DK', 'DQ'], S: ['S2', 'HK', 'HQ'], W: ['SK', 'S3', 'D2'] };
    expect(nsTricks(hands, 'S', 'S')).toBe(3);
    expect(naiveNs(hands, 'S', 'S', [])).toBe(3);
    // The same king moved behind the ace stands.
    const behind: Hands = { N: ['SA', 'SQ', 'HA'], E: ['SK', 'S3', 'D2'], S: ['S2', 'HK', 'HQ'], W: ['DA', 'DK', 'DQ'] };
    expect(nsTricks(behind, 'S', 'S')).toBe(2);
    expect(naiveNs(behind, 'S', 'S', [])).toBe(2);
  });
});

describe('second hand surely winning the trick led', () => {
  test('second hand holds a card above the card led and all of third hand’s (Law 44E)', () => {
    const hands: Hands = { N: ['HA', 'C3'], E: ['H4', 'C2'], S: ['D3', 'D2'], W: ['S2'] };
    // West led the heart queen; North wins with the ace and the club three is then the top club.
    expect(nsTricks(hands, 'NT', 'W', ['HQ'])).toBe(2);
    expect(naiveNs(hands, 'NT', 'W', ['HQ'])).toBe(2);
    // Third hand holds the ace over North's king: the trick is lost.
    const covered: Hands = { N: ['HK', 'C3'], E: ['HA', 'C2'], S: ['D3', 'D2'], W: ['S2'] };
    expect(nsTricks(covered, 'NT', 'W', ['HQ'])).toBe(1);
    expect(naiveNs(covered, 'NT', 'W', ['HQ'])).toBe(1);
  });

  test('second hand ruffs and third hand, following suit, cannot overruff (Law 44E)', () => {
    const hands: Hands = { N: ['H2', 'D5'], E: ['SK', 'D2'], S: ['C3', 'C2'], W: ['D4'] };
    expect(nsTricks(hands, 'H', 'W', ['S2'])).toBe(2);
    expect(naiveNs(hands, 'H', 'W', ['S2'])).toBe(2);
    const overruffed: Hands = { N: ['H2', 'D5'], E: ['H3', 'D2'], S: ['C3', 'C2'], W: ['D4'] };
    expect(nsTricks(overruffed, 'H', 'W', ['S2'])).toBe(1);
    expect(naiveNs(overruffed, 'H', 'W', ['S2'])).toBe(1);
  });
});
