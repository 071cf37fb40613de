// An end position as a director or a player meets it: the cards still held, the cards on the table
// in the current trick, the trump, who led, and the tricks each side has already won. One call
// answers what the side to play can still take and what each legal card costs (the facts a claim
// ruling under Laws 69–71 weighs; the ruling itself stays the director's).
import type { BySide, Card, Contract, Denomination, Result, Seat, Side } from '@bridge-laws/cards-and-boards';
import { err, isSeat, lawRef, makeContract, ok, refusal, seatAfter, sideOf, tricksRequired } from '@bridge-laws/cards-and-boards';
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
  /** The contract being played, with its declarer: the answer then speaks of the defence too. */
  readonly contract?: { readonly contract: Contract; readonly declarer: Seat };
}

/** A contract's view of an end position. */
export interface ContractView {
  readonly declarer: Seat;
  readonly defence: Side;
  /** The most the defence can take from here (the current trick included) against best play. */
  readonly defenceMost: number;
  /** Declarer's side's total with best play from here; only when `tricksWon` was given. */
  readonly declarerTricks?: number;
  /** Tricks over the contract (0 made exactly, negative: down); only with `declarerTricks`. */
  readonly overtricks?: number;
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
  /** With `contract`: the most the defence can take, and with `tricksWon` how the contract ends. */
  readonly contract?: ContractView;
}

/** A contract given with an end position: its denomination must be the trump the position is played in. */
function checkContract(given: unknown, trump: Denomination): PositionRefusal | undefined {
  const c = given as { contract?: Partial<Contract>; declarer?: unknown } | null;
  if (typeof c !== 'object' || c === null || typeof c.contract !== 'object' || c.contract === null || !isSeat(c.declarer)) {
    return refusal('bad-option', 'contract must be { contract: { level, denomination, risk }, declarer: N, E, S or W }');
  }
  const { level, denomination } = c.contract;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 7) return refusal('bad-option', 'contract.level must be 1 to 7');
  if (denomination !== trump) return refusal('bad-option', `contract: ${makeContract(c.contract as Contract)} is played in ${String(denomination)}, not in trump ${trump}`);
  return undefined;
}

function contractView(contract: Contract, declarer: Seat, side: Side, best: number, left: number, won: BySide<number> | undefined): ContractView {
  const defence: Side = sideOf(declarer) === 'NS' ? 'EW' : 'NS';
  const defenceMost = side === defence ? best : left - best;
  if (won === undefined) return { declarer, defence, defenceMost };
  const declarerTricks = won[sideOf(declarer)] + left - defenceMost;
  return { declarer, defence, defenceMost, declarerTricks, overtricks: declarerTricks - tricksRequired(contract) };
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
  if (ending.contract !== undefined) {
    const problem = checkContract(ending.contract, ending.trump);
    if (problem) return err(problem);
  }
  const values = (solver?.solveCards ?? defaultSolveCards)(ending, options);
  if (!values.ok) return values;
  const best = values.value[0]?.tricks ?? 0;
  const toPlay = seatAfter(ending.leader, trick.length);
  const side = sideOf(toPlay);
  const cards = values.value.map((v) => ({ card: v.card, tricks: v.tricks, cost: best - v.tricks }));
  const won = ending.tricksWon;
  const final = won === undefined ? undefined : (side === 'NS'
    ? { NS: won.NS + best, EW: won.EW + tricksLeft - best }
    : { NS: won.NS + tricksLeft - best, EW: won.EW + best });
  const c = ending.contract;
  const contract = c === undefined ? undefined : contractView(c.contract, c.declarer, side, best, tricksLeft, won);
  return ok({ toPlay, side, tricksLeft, best, cards, ...(final === undefined ? {} : { final }), ...(contract === undefined ? {} : { contract }) });
}
