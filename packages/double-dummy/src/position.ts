// A position to solve: the cards still held, the cards already on the table in the current
// trick, the trump and the player who led (or leads) that trick. Checked before any search.
import type { BySeat, Card, Denomination, Refusal, Result, Seat } from '@bridge-laws/cards-and-boards';
import {
  DENOMINATIONS, SEATS, SEAT_NAMES, cardIndex, err, isCard, isDenomination, isSeat, lawRef, ok, refusal, seatAfter, seatIndex, suitOf,
} from '@bridge-laws/cards-and-boards';

/** Hands still held (a `Deal` fits) plus the cards already played to the current trick, in order. */
export interface Position {
  readonly hands: BySeat<readonly Card[]>;
  readonly trick?: readonly Card[];
}

export interface SolveOptions {
  readonly trump: Denomination;
  /** The seat that led, or is to lead, the current trick. */
  readonly leader: Seat;
}

export const POSITION_PROBLEMS = [
  'bad-card', 'duplicate-card', 'unequal-hands', 'empty-position', 'bad-trick', 'revoke-in-trick', 'bad-option',
] as const;
export type PositionProblem = (typeof POSITION_PROBLEMS)[number];
export type PositionRefusal = Refusal<PositionProblem>;

/** The engine's form: masks per seat and suit, trump code, leader code, trick cards as codes. */
export interface EnginePosition {
  readonly masks: Int32Array;
  readonly trump: number;
  readonly leader: number;
  readonly played: readonly number[];
}

const TRUMP_CODE: Readonly<Record<Denomination, number>> = { S: 0, H: 1, D: 2, C: 3, NT: 4 };

/** Engine code of a card: suit (0 = spades) * 16 + rank bit (12 = ace). */
export function cardCode(card: Card): number {
  const i = cardIndex(card);
  return Math.floor(i / 13) * 16 + (12 - (i % 13));
}

export function trumpCode(trump: Denomination): number {
  return TRUMP_CODE[trump];
}

function refuse(problem: PositionProblem, message: string, law?: string): { ok: false; error: PositionRefusal } {
  return err(refusal(problem, message, law === undefined ? undefined : lawRef(law)));
}

/** Check a position (Law 1A cards, Law 44B order, Law 44C within the trick) and convert it for the engine. */
export function checkPosition(position: Position, options: SolveOptions): Result<EnginePosition, PositionRefusal> {
  if (!isDenomination(options.trump)) {
    return refuse('bad-option', `trump must be one of ${DENOMINATIONS.join(', ')}`);
  }
  if (!isSeat(options.leader)) return refuse('bad-option', 'leader must be one of N, E, S, W');
  // Typed input may still arrive as anything from a worker message or a batch file.
  const given = position as { hands?: unknown; trick?: unknown } | null;
  if (typeof given !== 'object' || given === null || typeof given.hands !== 'object' || given.hands === null) {
    return refuse('bad-card', 'the position has no hands (one list of cards for each seat)');
  }
  if (given.trick !== undefined && !Array.isArray(given.trick)) return refuse('bad-trick', 'the current trick must be a list of cards');
  const trick = position.trick ?? [];
  if (trick.length > 3) return refuse('bad-trick', 'at most three cards can be on the table before the trick is complete', '44B');
  const masks = new Int32Array(16);
  const seen = new Set<number>();
  const take = (card: unknown, where: string): PositionRefusal | undefined => {
    if (!isCard(card)) return refusal('bad-card', `${where}: ${String(card)} is not a card`, lawRef('1A'));
    const i = cardIndex(card);
    if (seen.has(i)) return refusal('duplicate-card', `${where}: ${card} appears twice`, lawRef('1A'));
    seen.add(i);
    return undefined;
  };
  for (const seat of SEATS) {
    const hand = position.hands[seat];
    if (!Array.isArray(hand)) return refuse('bad-card', `${SEAT_NAMES[seat]}'s hand is missing`);
    for (const card of hand as readonly unknown[]) {
      const problem = take(card, `${SEAT_NAMES[seat]}'s hand`);
      if (problem) return err(problem);
      const code = cardCode(card as Card);
      const at = seatIndex(seat) * 4 + (code >> 4);
      masks[at] = (masks[at] as number) | (1 << (code & 15));
    }
  }
  for (const card of trick) {
    const problem = take(card, 'current trick');
    if (problem) return err(problem);
  }
  // Law 44B: one card from each player in turn; those who have played hold one card fewer.
  const leaderCards = position.hands[options.leader].length + (trick.length > 0 ? 1 : 0);
  for (let k = 0; k < 4; k++) {
    const seat = seatAfter(options.leader, k);
    const expected = leaderCards - (k < trick.length ? 1 : 0);
    if (position.hands[seat].length !== expected) {
      return refuse(
        'unequal-hands',
        `${SEAT_NAMES[seat]} holds ${position.hands[seat].length} cards, expected ${expected} with ${trick.length} played to this trick`,
        '44B',
      );
    }
  }
  if (leaderCards === 0) return refuse('empty-position', 'there are no cards left to play');
  // Law 44C: a player who followed with another suit must not still hold the suit led.
  const played = trick.map(cardCode);
  const lead = trick[0];
  for (let k = 1; k < trick.length; k++) {
    const card = trick[k] as Card;
    const seat = seatAfter(options.leader, k);
    if (lead !== undefined && suitOf(card) !== suitOf(lead) && position.hands[seat].some((c) => suitOf(c) === suitOf(lead))) {
      return refuse('revoke-in-trick', `${SEAT_NAMES[seat]} played ${card} while holding the suit led`, '44C');
    }
  }
  return ok({ masks, trump: TRUMP_CODE[options.trump], leader: seatIndex(options.leader), played });
}
