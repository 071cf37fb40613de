// Laws 63A3, 63A4, 64A and 69A: a claim ends the play, so established revokes are settled over the claimed tricks too.
import type { Edition, LawRef, Seat, Side } from '@bridge-laws/cards-and-boards';
import { lawRef, lhoOf, otherSide, sideOf } from '@bridge-laws/cards-and-boards';
import type { ClaimState } from './claim-state.js';
import { sidesEstablishedByClaim2007 } from './revoke-2007.js';

/** One of the tricks still to play when the claim was made, credited to a side by the ruling. */
export interface ClaimedTrick {
  /** A seat of the side credited with the trick: the claimer for his side's, his left-hand opponent for the rest. */
  readonly winner: Seat;
  readonly law: LawRef;
}

/**
 * Law 69A (and 70, 71 for a ruled claim): the board is scored as if the claimed tricks had been won,
 * and the conceded ones lost, in play. So Law 64A, applied "at the end of play", counts them among the
 * tricks won after the revoke: these are the remaining tricks, `awarded` of them to the claimer's side,
 * in the order the transfer count reads them (it looks only at which side won each).
 */
export function claimedTricks(s: ClaimState, awarded: number): readonly ClaimedTrick[] {
  const n = Math.max(0, Math.min(s.remaining, awarded));
  const law = lawRef('69A');
  return [
    ...Array.from({ length: n }, () => ({ winner: s.by, law })),
    ...Array.from({ length: s.remaining - n }, () => ({ winner: lhoOf(s.by), law })),
  ];
}

/**
 * Law 63A3: a claim or concession by a member of the offending side establishes its revokes. Law 63A4:
 * the opponents' agreement to it, once established (69A) without objection, establishes theirs.
 */
export function sidesEstablishedByClaim(s: ClaimState): readonly Side[] {
  return ESTABLISHED_BY_CLAIM[s.edition](s);
}

function sidesEstablishedByClaim2017(s: ClaimState): readonly Side[] {
  if (s.status === 'void') return []; // Law 68B2 / 68D2(b): nothing was claimed, play goes on
  const claimer = sideOf(s.by);
  return s.status === 'established' ? [claimer, otherSide(claimer)] : [claimer];
}

/** Laws 63A3–63A4 (2017) and 2007 63A3: the sides whose revokes the claim establishes, the leaf of the claim's edition. */
const ESTABLISHED_BY_CLAIM: Readonly<Record<Edition, (s: ClaimState) => readonly Side[]>> = {
  '2017': sidesEstablishedByClaim2017,
  '2007': sidesEstablishedByClaim2007,
};
