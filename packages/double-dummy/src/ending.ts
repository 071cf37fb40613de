// An end position as a director or a player meets it: the cards still held, the cards on the table
// in the current trick, the trump, who led, and the tricks each side has already won. One call
// answers what the side to play can still take and what each legal card costs (the facts a claim
// ruling under Laws 69–71 weighs; the ruling itself stays the director's).
import type { BySide, Card, Denomination, Result, Seat, Side } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal, seatAfter, sideOf } from '@bridge-laws/cards-and-boards';
import type { Position, PositionRefusal } from './position.js';
import { checkPosition } from './position.js';
import type { Solver } from './solver.js';
import { solveCards as defaultSolveCards } from './solver.js';

export interface Ending extends Position {
  readonly trump: Denomination;
  /** The seat that led, or is to lead, the current trick. */
  readonly leader: Seat;
  /** Tricks each side has already won; absent means "not known", and totals are not given. */
  readonly tricksWon?: BySide<number>;
}

export interface PlayCost {
  readonly card: Card;
  /** Tricks still to come (the current trick included) for the side to play after this card. */
  readonly tricks: number;
  /** Tricks this card loses against the best card (0 for every best card). */
  readonly cost: number;
}

export interface EndingAnalysis {
  readonly toPlay: Seat;
  readonly side: Side;
  /** Tricks still to be played, the current one included. */
  readonly tricksLeft: number;
  /** The most the side to play can still take (the current trick included). */
  readonly best: number;
  /** Each side's final total with best play from here; only when `tricksWon` was given. */
  readonly final?: BySide<number>;
  /** Every legal card of the player to play, best first. */
  readonly cards: readonly PlayCost[];
}

/** Law 79A: tricks won are counted trick by trick, so they add up to the tricks already played. */
function checkTricksWon(won: unknown, played: number): PositionRefusal | undefined {
  if (typeof won !== 'object' || won === null) return refusal('bad-option', 'tricksWon must be { NS, EW }');
  for (const side of ['NS', 'EW'] as const) {
    const n = (won as Record<string, unknown>)[side];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 13) {
      return refusal('bad-option', `tricksWon.${side} must be a whole number from 0 to 13`, lawRef('79A'));
    }
  }
  const { NS, EW } = won as BySide<number>;
  if (NS + EW !== played) {
    return refusal(
      'bad-option',
      `tricksWon: NS ${NS} + EW ${EW} must equal the ${played} trick${played === 1 ? '' : 's'} already played (13 less the ${13 - played} still to play)`,
      lawRef('79A'),
    );
  }
  return undefined;
}

/**
 * What the side to play can take from an end position, and what each legal card costs.
 * Pass a solver (`createSolver`) to keep its transposition table; the shared one is used otherwise.
 */
export function analyseEnding(ending: Ending, solver?: Pick<Solver, 'solveCards'>): Result<EndingAnalysis, PositionRefusal> {
  const options = { trump: ending.trump, leader: ending.leader };
  // Checked before any search: bad input costs nothing.
  const checked = checkPosition(ending, options);
  if (!checked.ok) return checked;
  const trick = ending.trick ?? [];
  const tricksLeft = ending.hands[ending.leader].length + (trick.length > 0 ? 1 : 0);
  if (ending.tricksWon !== undefined) {
    const problem = checkTricksWon(ending.tricksWon, 13 - tricksLeft);
    if (problem) return err(problem);
  }
  const values = (solver?.solveCards ?? defaultSolveCards)(ending, options);
  if (!values.ok) return values;
  const best = values.value[0]?.tricks ?? 0;
  const toPlay = seatAfter(ending.leader, trick.length);
  const side = sideOf(toPlay);
  const cards = values.value.map((v) => ({ card: v.card, tricks: v.tricks, cost: best - v.tricks }));
  const won = ending.tricksWon;
  if (won === undefined) return ok({ toPlay, side, tricksLeft, best, cards });
  const final = (side === 'NS'
    ? { NS: won.NS + best, EW: won.EW + tricksLeft - best }
    : { NS: won.NS + tricksLeft - best, EW: won.EW + best });
  return ok({ toPlay, side, tricksLeft, best, final, cards });
}
