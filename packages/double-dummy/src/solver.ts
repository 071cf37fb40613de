// Public solving: one position, every card of a position, and the full double-dummy table.
// Mechanical throughout: double-dummy values follow from the cards alone, no judgment involved.
import type { BySeat, Card, Deal, Denomination, Result, Seat, Side } from '@bridge-laws/cards-and-boards';
import { DECK, ok, seatAfter, seatIndex, sideOf, trickWinner } from '@bridge-laws/cards-and-boards';
import { Engine } from './engine.js';
import type { Position, PositionRefusal, SolveOptions } from './position.js';
import { checkPosition } from './position.js';
import { DEFAULT_TT_MEGABYTES } from './transposition-table.js';

export interface SolveResult {
  /** Tricks still to be won (the current trick included) by the side of the player to play. */
  readonly tricks: number;
  readonly toPlay: Seat;
  readonly side: Side;
}

export interface CardValue {
  readonly card: Card;
  /** Tricks for the side of the player to play if this card is played, then best play by all. */
  readonly tricks: number;
}

/** Tricks each declarer takes in each denomination. */
export type DdTable = BySeat<Readonly<Record<Denomination, number>>>;

export interface SolverOptions {
  /** Ceiling for the transposition table in megabytes (default 64, the issue allows up to 256). */
  readonly ttMegabytes?: number;
}

export interface Solver {
  solve(position: Position, options: SolveOptions): Result<SolveResult, PositionRefusal>;
  solveCards(position: Position, options: SolveOptions): Result<readonly CardValue[], PositionRefusal>;
  ddTable(deal: Deal): Result<DdTable, PositionRefusal>;
}

const TABLE_ORDER: readonly Denomination[] = ['S', 'H', 'D', 'C', 'NT'];
const DECLARER_ORDER: readonly Seat[] = ['W', 'N', 'E', 'S'];

/** A solver with its own transposition table; reuse it for many positions (one thread). */
export function createSolver(options: SolverOptions = {}): Solver {
  let engine: Engine | undefined;
  let lastTrump = -1;
  let lastMasks = '';
  const load = (masks: Int32Array, trump: number, leader = 0, played: readonly number[] = []): Engine => {
    engine ??= new Engine(options.ttMegabytes ?? DEFAULT_TT_MEGABYTES);
    // Stored bounds are facts about positions, valid for any search in the same trump; the table
    // is still cleared for a new deal so that its chains hold only useful entries.
    const whole = masks.slice();
    played.forEach((c, k) => {
      const at = ((leader + k) & 3) * 4 + (c >> 4);
      whole[at] = (whole[at] as number) | (1 << (c & 15));
    });
    const key = whole.join(',');
    const keep = trump === lastTrump && key === lastMasks;
    engine.load(masks, trump, keep);
    lastTrump = trump;
    lastMasks = key;
    return engine;
  };

  const solve = (position: Position, opts: SolveOptions): Result<SolveResult, PositionRefusal> => {
    const checked = checkPosition(position, opts);
    if (!checked.ok) return checked;
    const { masks, trump, leader, played } = checked.value;
    const ns = load(masks, trump, leader, played).nsTricks(leader, played);
    const toPlay = seatAfter(opts.leader, played.length);
    const total = (countCards(masks) + played.length) >> 2;
    const side = sideOf(toPlay);
    return ok({ tricks: side === 'NS' ? ns : total - ns, toPlay, side });
  };

  const solveCards = (position: Position, opts: SolveOptions): Result<readonly CardValue[], PositionRefusal> => {
    const checked = checkPosition(position, opts);
    if (!checked.ok) return checked;
    const { masks, trump, leader, played } = checked.value;
    const toPlay = seatAfter(opts.leader, played.length);
    const seat = seatIndex(toPlay);
    const total = (countCards(masks) + played.length) >> 2;
    const nsToPlay = (seat & 1) === 0;
    const legal = legalCards(masks, seat, played[0]);
    const values: CardValue[] = [];
    let guess = -1;
    let runValue = -1;
    for (let i = 0; i < legal.length; i++) {
      const code = legal[i] as number;
      const card = codeCard(code);
      // Touching cards in one hand (no card between them left in play) have the same value.
      if (i > 0 && isTouching(masks, played, legal[i - 1] as number, code)) {
        values.push({ card, tricks: runValue });
        continue;
      }
      const after = masks.slice();
      const at = seat * 4 + (code >> 4);
      after[at] = (after[at] as number) ^ (1 << (code & 15));
      const next = [...played, code];
      let ns: number;
      if (next.length < 4) ns = load(after, trump, leader, next).nsTricks(leader, next, guess);
      else {
        // This card completes the trick: Law 44's winner (44E, 44F) leads to the next one (44G).
        const winner = seatIndex(trickWinner(opts.leader, next.map(codeCard), opts.trump));
        const won = (winner & 1) === 0 ? 1 : 0;
        ns = won + load(after, trump, leader, next).nsTricks(winner, [], guess < 0 ? -1 : guess - won);
      }
      guess = ns;
      runValue = nsToPlay ? ns : total - ns;
      values.push({ card, tricks: runValue });
    }
    values.sort((a, b) => b.tricks - a.tricks);
    return ok(values);
  };

  const ddTable = (deal: Deal): Result<DdTable, PositionRefusal> => {
    const rows: Record<Seat, Record<Denomination, number>> = {
      N: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
      E: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
      S: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
      W: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    };
    for (const trump of TABLE_ORDER) {
      let guess = -1;
      // Leaders in turn round the table (counted: fewer positions than opposite declarers in
      // turn); each result is the next search's guess.
      for (const declarer of DECLARER_ORDER) {
        const leader = seatAfter(declarer, 1);
        const checked = checkPosition(deal, { trump, leader });
        if (!checked.ok) return checked;
        const { masks, trump: t, leader: l } = checked.value;
        const total = countCards(masks) >> 2;
        const ns = load(masks, t).nsTricks(l, [], guess);
        guess = ns;
        rows[declarer][trump] = sideOf(declarer) === 'NS' ? ns : total - ns;
      }
    }
    return ok(rows);
  };

  return { solve, solveCards, ddTable };
}

function countCards(masks: Int32Array): number {
  let n = 0;
  for (const m of masks) {
    let x = m;
    while (x !== 0) {
      x &= x - 1;
      n++;
    }
  }
  return n;
}

function codeCard(code: number): Card {
  return DECK[(code >> 4) * 13 + 12 - (code & 15)] as Card;
}

/** Every card the player to play may play (Law 44C: follow suit if able), high to low by suit. */
function legalCards(masks: Int32Array, seat: number, lead: number | undefined): number[] {
  const out: number[] = [];
  let suits = [0, 1, 2, 3];
  if (lead !== undefined && (masks[seat * 4 + (lead >> 4)] as number) !== 0) suits = [lead >> 4];
  for (const s of suits) {
    const m = masks[seat * 4 + s] as number;
    for (let b = 12; b >= 0; b--) if (m & (1 << b)) out.push(s * 16 + b);
  }
  return out;
}

/** Two cards of one suit, one hand, with no card between them still held by anyone or on the table. */
function isTouching(masks: Int32Array, played: readonly number[], high: number, low: number): boolean {
  if (high >> 4 !== low >> 4) return false;
  const s = high >> 4;
  let live = 0;
  for (let p = 0; p < 4; p++) live |= masks[p * 4 + s] as number;
  for (const c of played) if (c >> 4 === s) live |= 1 << (c & 15);
  const between = live & ((1 << (high & 15)) - 1) & ~((2 << (low & 15)) - 1);
  return between === 0;
}

let shared: Solver | undefined;

function defaultSolver(): Solver {
  shared ??= createSolver();
  return shared;
}

/** Most tricks the side to play can take from a position (trick in progress allowed). */
export function solve(position: Position, options: SolveOptions): Result<SolveResult, PositionRefusal> {
  return defaultSolver().solve(position, options);
}

/** The double-dummy value of every legal card for the player to play, best first. */
export function solveCards(position: Position, options: SolveOptions): Result<readonly CardValue[], PositionRefusal> {
  return defaultSolver().solveCards(position, options);
}

/** The full table: tricks for each of the four declarers in each of the five denominations. */
export function ddTable(deal: Deal): Result<DdTable, PositionRefusal> {
  return defaultSolver().ddTable(deal);
}

