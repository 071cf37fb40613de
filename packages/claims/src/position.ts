// The position at the moment of a claim or concession: what the director sees when the hands are faced (Law 70B3).
import { z } from 'zod';
import type { BySeat, BySide, Card, Denomination, Refusal, Result, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { DENOMINATIONS, SEATS, SUITS, err, ok, parseCard, refusal, seatAfter, suitOf } from '@bridge-laws/cards-and-boards';

/** The current, unfinished trick: who led it and the cards played to it so far. */
export interface TrickSoFar {
  readonly leader: Seat;
  readonly cards: readonly Card[];
}

/** A failure to follow suit seen before the claim (evidence for the exception of Law 70E1). */
export interface ShownOut {
  readonly seat: Seat;
  readonly suit: Suit;
}

export interface ClaimPosition {
  /** Cards each player still holds (not yet played). */
  readonly hands: BySeat<readonly Card[]>;
  /** The trump suit, or NT. */
  readonly trump: Denomination;
  readonly declarer: Seat;
  readonly trick: TrickSoFar;
  /** Tricks each side has won in completed tricks. */
  readonly tricksWon: BySide<number>;
  readonly shownOut: readonly ShownOut[];
}

export type PositionProblem = 'invalid-position';
export type PositionRefusal = Refusal<PositionProblem>;

const CardText = z.string().transform((t, ctx) => {
  const c = parseCard(t);
  if (c === undefined) {
    ctx.addIssue({ code: 'custom', message: `"${t}" is not a card (suit letter then rank, e.g. SA, HT)` });
    return z.NEVER;
  }
  return c;
});
const SeatSchema = z.enum(SEATS, { message: 'must be a seat: N, E, S or W' });
const Count = z.number().int().min(0).max(13);

/** The boundary schema: a position as a file or a caller gives it. */
export const ClaimPositionSchema = z.object({
  hands: z.object({ N: z.array(CardText), E: z.array(CardText), S: z.array(CardText), W: z.array(CardText) }).strict(),
  trump: z.enum(DENOMINATIONS, { message: 'must be C, D, H, S or NT' }),
  declarer: SeatSchema,
  trick: z.object({ leader: SeatSchema, cards: z.array(CardText).max(3, 'a trick in progress has at most 3 cards') }).strict(),
  tricksWon: z.object({ NS: Count, EW: Count }).strict(),
  shownOut: z.array(z.object({ seat: SeatSchema, suit: z.enum(SUITS) }).strict()).default([]),
}).strict();

/** The seat due to play next. */
export function seatToPlay(p: ClaimPosition): Seat {
  return seatAfter(p.trick.leader, p.trick.cards.length);
}

/** Tricks still to be played, the current one included. */
export function tricksRemaining(p: ClaimPosition): number {
  return p.hands[seatToPlay(p)].length;
}

/**
 * Validate a position given as data: real cards, each at most once, hand sizes that fit the trick in
 * progress (Law 7B2: one card per player per trick), and 13 tricks in all.
 */
export function checkPosition(raw: unknown): Result<ClaimPosition, PositionRefusal> {
  const parsed = ClaimPositionSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return err(refusal('invalid-position', `position.${i?.path.join('.') ?? ''}: ${i?.message ?? 'invalid'}`));
  }
  const p: ClaimPosition = parsed.data;
  const seen = new Set<Card>();
  for (const c of [...SEATS.flatMap((s) => p.hands[s]), ...p.trick.cards]) {
    if (seen.has(c)) return err(refusal('invalid-position', `position: ${c} appears twice (Law 1A: one pack of 52 distinct cards)`));
    seen.add(c);
  }
  const remaining = tricksRemaining(p);
  for (let k = 0; k < 4; k++) {
    const seat = seatAfter(p.trick.leader, k);
    const expected = k < p.trick.cards.length ? remaining - 1 : remaining;
    if (p.hands[seat].length !== expected) {
      return err(refusal('invalid-position', `position.hands.${seat}: holds ${p.hands[seat].length} cards, expected ${expected} with ${p.trick.cards.length} card(s) in the current trick (Law 7B2)`));
    }
  }
  if (remaining === 0) return err(refusal('invalid-position', 'position: no tricks remain to be claimed'));
  if (p.tricksWon.NS + p.tricksWon.EW + remaining !== 13) {
    return err(refusal('invalid-position', `position.tricksWon: ${p.tricksWon.NS} + ${p.tricksWon.EW} won and ${remaining} to play do not make 13 tricks`));
  }
  const led = p.trick.cards[0];
  if (led !== undefined) {
    for (let k = 1; k < p.trick.cards.length; k++) {
      const c = p.trick.cards[k] as Card;
      const seat = seatAfter(p.trick.leader, k);
      if (suitOf(c) !== suitOf(led) && p.hands[seat].some((h) => suitOf(h) === suitOf(led))) {
        return err(refusal('invalid-position', `position.trick: ${seat} played ${c} while holding a ${suitOf(led)} (Law 44C: follow suit)`));
      }
    }
  }
  return ok(p);
}
