// Card facts the play laws lean on: honours (Law 50B), rank order within a suit (Law 1A).
import type { Card, Seat, Side, Suit } from '@bridge-laws/cards-and-boards';
import { cardIndex, suitOf } from '@bridge-laws/cards-and-boards';

/** Definitions: ace, king, queen, jack and ten are honours; a lower card is "below honour rank". */
export function isHonour(card: Card): boolean {
  const r = card.charAt(1);
  return r === 'A' || r === 'K' || r === 'Q' || r === 'J' || r === 'T';
}

/** Whether `a` outranks `b` (same suit assumed): a lower deck index is a higher card. */
export function outranks(a: Card, b: Card): boolean {
  return cardIndex(a) < cardIndex(b);
}

export function cardsOfSuit(cards: readonly Card[], suit: Suit): Card[] {
  return cards.filter((c) => suitOf(c) === suit);
}

export function holdsSuit(cards: readonly Card[], suit: Suit): boolean {
  for (const c of cards) if (suitOf(c) === suit) return true;
  return false;
}

export function highestOf(cards: readonly Card[]): Card | undefined {
  let best: Card | undefined;
  for (const c of cards) if (best === undefined || outranks(c, best)) best = c;
  return best;
}

export function lowestOf(cards: readonly Card[]): Card | undefined {
  let worst: Card | undefined;
  for (const c of cards) if (worst === undefined || outranks(worst, c)) worst = c;
  return worst;
}

export function without<T>(list: readonly T[], item: T): T[] {
  const out: T[] = [];
  for (const x of list) if (x !== item) out.push(x);
  return out;
}

/** A copy of a per-seat record with one seat replaced (explicit keys keep the object's shape stable). */
export function withSeat<T>(by: { readonly N: T; readonly E: T; readonly S: T; readonly W: T }, seat: Seat, value: T): { N: T; E: T; S: T; W: T } {
  return {
    N: seat === 'N' ? value : by.N,
    E: seat === 'E' ? value : by.E,
    S: seat === 'S' ? value : by.S,
    W: seat === 'W' ? value : by.W,
  };
}

/** A copy of a per-side count with `delta` added to one side. */
export function addToSide(by: { readonly NS: number; readonly EW: number }, side: Side, delta: number): { NS: number; EW: number } {
  return side === 'NS' ? { NS: by.NS + delta, EW: by.EW } : { NS: by.NS, EW: by.EW + delta };
}
