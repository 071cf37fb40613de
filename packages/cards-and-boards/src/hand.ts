// A hand as cards held, with the evaluation helpers players and hand records use.
import type { Card } from './card.js';
import { rankOf, rankPoints, suitOf, sortCards } from './card.js';
import type { BySuit, Suit, Rank } from './vocabulary.js';
import { SUITS } from './vocabulary.js';

export type Hand = readonly Card[];

/** Cards of one suit, high to low. */
export function suitHolding(hand: Hand, suit: Suit): Rank[] {
  return sortCards(hand.filter((c) => suitOf(c) === suit)).map(rankOf);
}

export function holdings(hand: Hand): BySuit<Rank[]> {
  return { S: suitHolding(hand, 'S'), H: suitHolding(hand, 'H'), D: suitHolding(hand, 'D'), C: suitHolding(hand, 'C') };
}

/** Milton Work high-card points: A 4, K 3, Q 2, J 1. */
export function hcp(hand: Hand): number {
  let total = 0;
  for (const c of hand) total += rankPoints(rankOf(c));
  return total;
}

/** Suit lengths in the order S, H, D, C. */
export function shape(hand: Hand): [number, number, number, number] {
  const n: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of hand) n[SUITS.indexOf(suitOf(c)) as 0 | 1 | 2 | 3] += 1;
  return n;
}

/** Suit lengths longest first, e.g. `5-3-3-2`. */
export function pattern(hand: Hand): string {
  return [...shape(hand)].sort((a, b) => b - a).join('-');
}

/** No singleton or void and at most one doubleton. */
export function isBalanced(hand: Hand): boolean {
  const p = pattern(hand);
  return p === '4-3-3-3' || p === '4-4-3-2' || p === '5-3-3-2';
}

/** Controls: ace 2, king 1. */
export function controls(hand: Hand): number {
  let total = 0;
  for (const c of hand) {
    const r = rankOf(c);
    if (r === 'A') total += 2;
    else if (r === 'K') total += 1;
  }
  return total;
}

/** Losing-trick count: per suit, missing A, K, Q among the top min(length, 3) cards. */
export function losingTrickCount(hand: Hand): number {
  let losers = 0;
  for (const s of SUITS) {
    const ranks = suitHolding(hand, s);
    const top = ranks.slice(0, Math.min(3, ranks.length));
    const honours = ['A', 'K', 'Q'].slice(0, top.length);
    losers += honours.filter((h) => !top.includes(h as Rank)).length;
  }
  return losers;
}
