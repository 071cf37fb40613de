// Which cards a player may play now: follow suit first (44C), then any rectification (59), then penalty cards (50).
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, PlayRequirement, LeadRestriction, RevokeKind } from './types.js';
import { cardsOfSuit, highestOf, isHonour, lowestOf } from './cards.js';
import { ledSuit } from './trick.js';
import { penaltyCardsOf } from './penalty-card.js';

export interface Obligations {
  /** Laws 44A, 44C, 44D: any card to lead; the suit led if held, otherwise any card. */
  readonly followSuit: readonly Card[];
  /** After lead and play rectifications; a requirement that cannot be met is dropped (Law 59). */
  readonly rectified: readonly Card[];
  /** After penalty-card duties (Laws 45C5, 50C, 50D, 50D1); these give way to the two above (Law 50D1(b)). */
  readonly legal: readonly Card[];
}

/** The rectifications that bind `seat` at this turn. */
export function requirementsFor(state: PlayState, seat: Seat): (LeadRestriction | PlayRequirement)[] {
  const leading = state.current.cards.length === 0;
  const out: (LeadRestriction | PlayRequirement)[] = [];
  if (leading) for (const r of state.restrictions) if (r.leader === seat) out.push(r);
  if (state.requirement !== null && state.requirement.seat === seat) out.push(state.requirement);
  return out;
}

export function obligations(state: PlayState, seat: Seat): Obligations {
  const hand = state.hands[seat];
  const led = ledSuit(state.current);
  const follow = led === null ? hand : cardsOfSuit(hand, led);
  const followSuit = follow.length > 0 ? follow : hand;

  let rectified: readonly Card[] = followSuit;
  for (const r of requirementsFor(state, seat)) rectified = comply(rectified, r, led);

  let legal: readonly Card[] = rectified;
  const majors = penaltyCardsOf(state.penaltyCards, seat, 'major').map((p) => p.card).filter((c) => rectified.includes(c));
  if (majors.length > 0) {
    legal = majors; // Law 50D1(a): at the first legal opportunity
  } else {
    for (const minor of penaltyCardsOf(state.penaltyCards, seat, 'minor')) {
      if (!legal.includes(minor.card)) continue;
      const s = suitOf(minor.card);
      // Law 50C: no other card of that suit below honour rank before the minor penalty card.
      const kept = legal.filter((c) => c === minor.card || suitOf(c) !== s || isHonour(c));
      if (kept.length > 0) legal = kept;
    }
  }
  return { followSuit, rectified, legal };
}

/** Laws 57B, 59: a requirement the player cannot meet leaves the cards as they were. */
function comply(cards: readonly Card[], r: LeadRestriction | PlayRequirement, led: Suit | null): readonly Card[] {
  let next: readonly Card[] = cards;
  if ('mode' in r) {
    next = r.mode === 'require' ? cardsOfSuit(cards, r.suit) : cards.filter((c) => suitOf(c) !== r.suit);
  } else if (r.kind === 'require-suit') {
    next = cardsOfSuit(cards, r.suit);
  } else if (r.kind === 'forbid-suit') {
    next = cards.filter((c) => suitOf(c) !== r.suit);
  } else if (r.kind === 'card') {
    next = cards.includes(r.card) ? [r.card] : [];
  } else {
    const ofLed = led === null ? [] : cardsOfSuit(cards, led);
    const pick = r.kind === 'highest' ? highestOf(ofLed) : lowestOf(ofLed);
    next = pick === undefined ? [] : [pick];
  }
  return next.length > 0 ? next : cards;
}

export interface Breach {
  readonly kind: RevokeKind;
  readonly suit: Suit | null;
}

/**
 * Law 61A: the card breaks a duty the player was able to meet — a revoke. Null when the card is legal. Law 42A3: dummy's cards
 * must follow suit too; his failure is a dummy revoke (no transfer, Law 64B3).
 */
export function breachOf(state: PlayState, seat: Seat, card: Card): Breach | null {
  const breach = breachInHand(state, seat, card);
  // Law 64B3: from a hand faced on the table (not dummy's, not a penalty card) the card failed to play was a faced card.
  if (breach !== null && (breach.kind === 'follow-suit' || breach.kind === 'requirement') && state.facedHands.includes(seat)) return { ...breach, kind: 'faced-hand' };
  return breach;
}

function breachInHand(state: PlayState, seat: Seat, card: Card): Breach | null {
  const led = ledSuit(state.current);
  const quiet = state.restrictions.length === 0 && state.requirement === null && state.penaltyCards.length === 0;
  if (quiet) {
    if (led === null || suitOf(card) === led) return null;
    for (const c of state.hands[seat]) if (suitOf(c) === led) return { kind: seat === state.dummy ? 'dummy' : 'follow-suit', suit: led };
    return null;
  }
  const o = obligations(state, seat);
  if (!o.followSuit.includes(card)) return { kind: seat === state.dummy ? 'dummy' : 'follow-suit', suit: led };
  if (!o.rectified.includes(card)) {
    const r = requirementsFor(state, seat)[0];
    const suit = r === undefined ? null : 'suit' in r ? r.suit : led;
    return { kind: 'requirement', suit };
  }
  if (!o.legal.includes(card)) return { kind: 'penalty-card', suit: suitOf(card) };
  return null;
}
