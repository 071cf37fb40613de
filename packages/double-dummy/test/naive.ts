// A plain minimax over every legal card, no pruning: the yardstick for small positions. Values of
// whole positions seen before are remembered (exact key: every card, the trick and the leader),
// which keeps it exact while making 5-6 card endings affordable.
import fc from 'fast-check';
import type { BySeat, Card, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { DECK, RANKS, SEATS, seatAfter, sideOf, suitOf, rankOf } from '@bridge-laws/cards-and-boards';

type Hands = Record<Seat, Card[]>;

function power(card: Card): number {
  return 12 - RANKS.indexOf(rankOf(card));
}

function trickWinner(cards: readonly Card[], leader: Seat, trump: Denomination): Seat {
  let w = 0;
  for (let k = 1; k < cards.length; k++) {
    const c = cards[k] as Card;
    const b = cards[w] as Card;
    if (suitOf(c) === suitOf(b) ? power(c) > power(b) : suitOf(c) === trump) w = k;
  }
  return seatAfter(leader, w);
}

function search(hands: Hands, trump: Denomination, leader: Seat, trick: readonly Card[], memo: Map<string, number>): number {
  if (trick.length === 4) {
    const w = trickWinner(trick, leader, trump);
    return (sideOf(w) === 'NS' ? 1 : 0) + search(hands, trump, w, [], memo);
  }
  const seat = seatAfter(leader, trick.length);
  const hand = hands[seat];
  if (hand.length === 0) return 0;
  const key = `${leader}|${trick.join()}|${hands.N.join()}|${hands.E.join()}|${hands.S.join()}|${hands.W.join()}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const lead = trick[0];
  const follow = lead === undefined ? [] : hand.filter((c) => suitOf(c) === suitOf(lead));
  const legal = follow.length > 0 ? follow : hand;
  const ns = sideOf(seat) === 'NS';
  let best = ns ? -1 : 99;
  for (const card of legal) {
    const next = { ...hands, [seat]: hand.filter((c) => c !== card) };
    const v = search(next, trump, leader, [...trick, card], memo);
    best = ns ? Math.max(best, v) : Math.min(best, v);
  }
  memo.set(key, best);
  return best;
}

/** Tricks North-South take from here with best play by everyone. */
export function naiveNs(hands: Hands, trump: Denomination, leader: Seat, trick: readonly Card[]): number {
  return search(hands, trump, leader, trick, new Map());
}

export function asHands(h: BySeat<readonly Card[]>): Hands {
  return { N: [...h.N], E: [...h.E], S: [...h.S], W: [...h.W] };
}

const DENOMS: readonly Denomination[] = ['C', 'D', 'H', 'S', 'NT'];

/** A random ending: `n` cards a hand (1-3) from a shuffled pack, plus 0-3 cards already on the table. */
export const randomEnding = fc
  .record({
    order: fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
    n: fc.integer({ min: 1, max: 3 }),
    trump: fc.constantFrom(...DENOMS),
    leader: fc.constantFrom(...SEATS),
    played: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ order, n, trump, leader, played }) => {
    const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
    SEATS.forEach((s, i) => (hands[s] = order.slice(i * n, i * n + n) as Card[]));
    // Play `played` legal cards (the lowest that follows suit) to start the trick.
    const trick: Card[] = [];
    for (let k = 0; k < played; k++) {
      const seat = seatAfter(leader, k);
      const lead = trick[0];
      const follow = lead === undefined ? [] : hands[seat].filter((c) => suitOf(c) === suitOf(lead));
      const card = (follow.length > 0 ? follow : hands[seat])[0] as Card;
      hands[seat] = hands[seat].filter((c) => c !== card);
      trick.push(card);
    }
    return { hands, trump, leader, trick, n };
  });
