// Where the play stands for a seat: the trick number, defender or not, partner already played.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { partnerOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';

/** 1-based number of the trick in progress. */
export function trickNumber(state: PlayState): number {
  return state.tricks.length + 1;
}

export function isDefender(state: PlayState, seat: Seat): boolean {
  return seat !== state.declarer && seat !== state.dummy;
}

/** Whether the seat's partner has already played to the trick in progress. */
export function partnerHasPlayed(state: PlayState, seat: Seat): boolean {
  const p = partnerOf(seat);
  return state.current.cards.some((c) => c.seat === p);
}
