// Raw deal setup (anything a file says) vs a validated deal (Laws 1A, 6B, 7B2).
import type { Card } from './card.js';
import { DECK, cardIndex } from './card.js';
import type { Hand } from './hand.js';
import type { LawRef } from './law-ref.js';
import { lawRef } from './law-ref.js';
import type { Result } from './result.js';
import { ok, err } from './result.js';
import type { BySeat, Seat } from './vocabulary.js';
import { SEATS, SEAT_NAMES } from './vocabulary.js';

/** Hands as a file or a person gave them; `null` is a hand not known. Not necessarily legal. */
export type DealSetup = BySeat<readonly Card[] | null>;

/** A legal deal: four hands of 13, 52 distinct cards. Reached only through `dealFromSetup`. */
export interface Deal {
  readonly hands: BySeat<Hand>;
}

export const DEAL_PROBLEMS = ['duplicate-card', 'card-count', 'unknown-hand', 'syntax'] as const;
export type DealProblem = (typeof DEAL_PROBLEMS)[number];

export interface DealRefusal {
  readonly code: 'invalid-deal';
  readonly problem: DealProblem;
  readonly message: string;
  readonly law: LawRef;
}

const LAW_PACK = lawRef('1A');
const LAW_COUNT = lawRef('7B2');

function refuse(problem: DealProblem, message: string, law: LawRef): { ok: false; error: DealRefusal } {
  return err({ code: 'invalid-deal', problem, message, law });
}

/**
 * Law 1A (52 distinct cards) and Law 7B2 (13 per hand): check the known hands. With
 * `allowUnknown`, `null` hands pass and only the known ones are checked.
 */
export function checkSetup(setup: DealSetup, allowUnknown = false): Result<DealSetup, DealRefusal> {
  const holder = new Array<Seat | undefined>(52);
  for (const seat of SEATS) {
    const hand = setup[seat];
    if (hand === null) {
      if (!allowUnknown) return refuse('unknown-hand', `${SEAT_NAMES[seat]}'s hand is not given`, LAW_COUNT);
      continue;
    }
    for (const card of hand) {
      const i = cardIndex(card);
      if (i < 0) return refuse('syntax', `"${String(card)}" is not a card`, LAW_PACK);
      const first = holder[i];
      if (first !== undefined) {
        const where = first === seat ? `twice in ${seat}` : `twice: ${first} and ${seat}`;
        return refuse('duplicate-card', `${card} appears ${where}`, LAW_PACK);
      }
      holder[i] = seat;
    }
  }
  for (const seat of SEATS) {
    const hand = setup[seat];
    if (hand !== null && hand.length !== 13) {
      return refuse('card-count', `${seat} holds ${hand.length} card${hand.length === 1 ? '' : 's'}`, LAW_COUNT);
    }
  }
  return ok(setup);
}

/** The one gate from setup to Deal (Laws 1A, 7B2). */
export function dealFromSetup(setup: DealSetup): Result<Deal, DealRefusal> {
  const checked = checkSetup(completeSetup(setup));
  if (!checked.ok) return checked;
  return ok({ hands: checked.value as BySeat<Hand> });
}

/** Fill the single unknown hand with the cards nobody else holds; otherwise return the setup unchanged. */
export function completeSetup(setup: DealSetup): DealSetup {
  const unknown = SEATS.filter((s) => setup[s] === null);
  if (unknown.length !== 1) return setup;
  const seen = new Set<Card>();
  for (const s of SEATS) for (const c of setup[s] ?? []) seen.add(c);
  const rest = DECK.filter((c) => !seen.has(c));
  if (rest.length !== 13) return setup;
  const seat = unknown[0] as Seat;
  return { ...setup, [seat]: rest };
}

/** Who holds `card` in `deal`. */
export function holderOf(deal: Deal, card: Card): Seat | undefined {
  return SEATS.find((s) => deal.hands[s].includes(card));
}
