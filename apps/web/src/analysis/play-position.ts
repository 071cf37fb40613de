// The position a double-dummy solver is asked about during the play: the cards each seat still holds
// and the trick in progress, read from the table's play through `claimPosition` (what the director
// sees when a claimer faces his hand, Law 70B3).
import type { Seat } from '@bridge-laws/cards-and-boards';
import { seatAfter } from '@bridge-laws/cards-and-boards';
import type { Position, SolveOptions } from '@bridge-laws/double-dummy';
import type { TableState } from '@bridge-laws/table';
import { claimPosition, tablePhase } from '@bridge-laws/table';

export interface PlayPosition {
  readonly position: Position;
  readonly options: SolveOptions;
  /** The seat whose legal cards are valued. */
  readonly toPlay: Seat;
  /** Tricks not yet complete, the current one included. */
  readonly remaining: number;
}

/** The play's position from the opening lead on; null during the auction and once the play has ended. */
export function playPosition(state: TableState): PlayPosition | null {
  const phase = tablePhase(state);
  if (state.play === null || (phase !== 'lead' && phase !== 'play')) return null;
  const p = claimPosition(state.play);
  const remaining = 13 - p.tricksWon.NS - p.tricksWon.EW;
  if (remaining === 0) return null;
  return {
    position: { hands: p.hands, trick: p.trick.cards },
    options: { trump: p.trump, leader: p.trick.leader },
    toPlay: seatAfter(p.trick.leader, p.trick.cards.length),
    remaining,
  };
}
