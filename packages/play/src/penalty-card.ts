// Laws 49–50B: a defender's exposed cards become penalty cards, major or minor.
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { suitOf } from '@bridge-laws/cards-and-boards';
import type { PenaltyCard, PenaltyKind } from './types.js';
import { isHonour } from './cards.js';
import { ref } from './cite.js';

/**
 * Law 50B: a single card below honour rank exposed inadvertently is minor; an honour or a card exposed
 * through deliberate play is major; when a defender has two or more penalty cards, all are major. A card
 * once major stays major: picking up or playing its companion does not make it minor again (50B speaks of
 * the exposure, and 51B2(c) keeps 50 and 51 in force while the cards remain).
 */
export function withKinds(cards: readonly PenaltyCard[]): PenaltyCard[] {
  const count = new Map<Seat, number>();
  for (const p of cards) count.set(p.seat, (count.get(p.seat) ?? 0) + 1);
  return cards.map((p) => {
    const kind: PenaltyKind = p.kind === 'major' || (count.get(p.seat) ?? 0) > 1 || p.deliberate || isHonour(p.card) ? 'major' : 'minor';
    return kind === p.kind ? p : { ...p, kind };
  });
}

/** Law 49: each card becomes a penalty card (already a penalty card: unchanged). */
export function addPenaltyCards(
  current: readonly PenaltyCard[],
  seat: Seat,
  cards: readonly Card[],
  deliberate: boolean,
  law: string,
): PenaltyCard[] {
  const added = cards
    .filter((c) => !current.some((p) => p.card === c))
    .map((card): PenaltyCard => ({ seat, card, kind: 'minor', deliberate, law: ref(law) }));
  return withKinds([...current, ...added]);
}

/** A penalty card played or picked up; the owner's remaining cards keep their kind (Law 50B). */
export function removePenaltyCards(current: readonly PenaltyCard[], cards: readonly Card[]): PenaltyCard[] {
  return withKinds(current.filter((p) => !cards.includes(p.card)));
}

export function penaltyCardsOf(cards: readonly PenaltyCard[], seat: Seat, kind?: PenaltyKind): PenaltyCard[] {
  return cards.filter((p) => p.seat === seat && (kind === undefined || p.kind === kind));
}

export function isPenaltyCard(cards: readonly PenaltyCard[], card: Card): boolean {
  return cards.some((p) => p.card === card);
}

/** Suits in which `seat` has penalty cards, in suit order of first appearance. */
export function penaltySuits(cards: readonly PenaltyCard[], seat: Seat): Suit[] {
  const suits: Suit[] = [];
  for (const p of cards) {
    const s = suitOf(p.card);
    if (p.seat === seat && !suits.includes(s)) suits.push(s);
  }
  return suits;
}
