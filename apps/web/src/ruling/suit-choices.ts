// The suits a player may name with a pending choice, as the play chapter's choice carries them: the penalty
// card's suit (Law 50D2), the suits of several penalty cards (51B2), the suits other than the suit led (57A3,
// 57A4), the suits the offender did not specify (26B). The desk offers these and no other.
import type { Suit } from '@bridge-laws/cards-and-boards';
import type { TableState } from '@bridge-laws/table';

/** The suits the pending choice allows, or null when the choice names no suit. */
export function suitsOffered(state: TableState): readonly Suit[] | null {
  const p = state.play?.pending ?? null;
  if (p === null || p.kind !== 'choice') return null;
  const c = p.context;
  return c.type === 'penalty-card-lead' || c.type === 'premature-play' || c.type === 'lead-right' ? c.suits : null;
}
