// Law 12C3: individual events — both members of the offending side bear the rectification and the adjusted score.
import type { BySeat, Refusal, Result, Seat } from '@bridge-laws/cards-and-boards';
import { SEATS, err, lawRef, ok, partnerOf, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { AdjustedScore, Award } from './adjusted-score.js';
import type { Penalty } from './penalties.js';

/**
 * Law 12C3: in an individual event each player is a contestant, yet the adjusted score applies to both
 * members of a side alike, even when only one of them was responsible.
 */
export function individualAwards(adjusted: AdjustedScore): BySeat<Award> {
  const bySeat = {} as Record<Seat, Award>;
  for (const seat of SEATS) bySeat[seat] = adjusted[sideOf(seat)];
  return bySeat;
}

/** A procedural penalty in an individual event, and the players who bear it. */
export interface IndividualPenalty {
  readonly penalty: Penalty;
  readonly players: readonly Seat[];
}

/**
 * Law 12C3: a procedural penalty falls on the offender, and on his partner too unless the director
 * finds the partner in no way at fault (question `partner-blameless`). A disciplinary penalty (91) is
 * the offender's own.
 */
export function individualPenalty(penalty: Penalty, offender: Seat, partnerBlameless: boolean | undefined): Result<IndividualPenalty, Refusal<'awaiting-director' | 'wrong-side'>> {
  if (sideOf(offender) !== penalty.against) {
    return err(refusal('wrong-side', `the penalty is against ${penalty.against}, but the offender ${offender} sits ${sideOf(offender)}`, lawRef('12C3')));
  }
  if (penalty.kind !== 'procedural') return ok({ penalty, players: [offender] });
  if (partnerBlameless === undefined) {
    return err(refusal('awaiting-director', `is ${partnerOf(offender)}, the offender's partner, in no way at fault?`, lawRef('12C3')));
  }
  return ok({ penalty, players: partnerBlameless ? [offender] : [offender, partnerOf(offender)] });
}
