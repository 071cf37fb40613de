// Law 12A–12C: when the director may adjust, and which kind of adjusted score he must prefer.
import type { LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { AdjustedScore } from './adjusted-score.js';

/**
 * Why the director adjusts. `law-directs` covers every law that sends him to 12C (16B3, 16C3, 21B3,
 * 72C, 73E2, 75, 13, 15, 64C…); the two `rectification-*` grounds are named only to be refused.
 */
export const ADJUSTMENT_GROUNDS = {
  'no-rectification-provided': lawRef('12A1'),
  'no-normal-play': lawRef('12A2'),
  'incorrect-rectification': lawRef('12A3'),
  'law-directs': lawRef('12C1(a)'),
  'director-error': lawRef('82C'),
  'rectification-unduly-severe': lawRef('12B2'),
  'rectification-unduly-advantageous': lawRef('12B2'),
} as const;
export type AdjustmentGround = keyof typeof ADJUSTMENT_GROUNDS;

/** Law 12C1(d) / 12C2(a): why an artificial score replaces an assigned one. */
export const ARTIFICIAL_REASONS = {
  'no-result-obtainable': lawRef('12C2(a)'),
  'results-too-numerous': lawRef('12C1(d)'),
} as const;
export type ArtificialReason = keyof typeof ARTIFICIAL_REASONS;

export type GroundProblem = 'harsh-rectification' | 'assigned-preferred' | 'both-non-offending';

/** Law 12B2: the director may not adjust because the prescribed rectification seems too harsh or too kind. */
export function checkGround(ground: AdjustmentGround): Result<LawRef, Refusal<GroundProblem>> {
  if (ground === 'rectification-unduly-severe' || ground === 'rectification-unduly-advantageous') {
    return err(refusal('harsh-rectification', 'no adjusted score because a rectification seems unduly severe or advantageous', lawRef('12B2')));
  }
  return ok(ADJUSTMENT_GROUNDS[ground]);
}

/**
 * Law 12C1(a): an assigned score whenever one is possible; an artificial one only when no result can
 * be obtained (12C2(a), 12A2) or the possible results are too many or unclear (12C1(d)).
 */
export function checkKind(adjusted: AdjustedScore, artificialReason?: ArtificialReason): Result<readonly LawRef[], Refusal<GroundProblem>> {
  const artificial = adjusted.NS.kind === 'artificial' || adjusted.EW.kind === 'artificial';
  if (!artificial) return ok([lawRef('12C1(a)')]);
  if (artificialReason === undefined) {
    return err(refusal('assigned-preferred', 'an artificial score needs a reason: no result obtainable (12C2(a)) or too many possible results (12C1(d))', lawRef('12C1(a)')));
  }
  return ok([ARTIFICIAL_REASONS[artificialReason]]);
}

/**
 * Law 82C: after the director's own error, when no rectification lets the board be scored normally,
 * both sides are treated as non-offending — neither may receive the grade of a side at fault.
 */
export function checkDirectorError(adjusted: AdjustedScore): Result<LawRef, Refusal<GroundProblem>> {
  for (const side of ['NS', 'EW'] as const) {
    const a = adjusted[side];
    if (a.kind === 'artificial' && (a.grade === 'avg-minus' || a.grade === 'avg')) {
      return err(refusal('both-non-offending', `after a director's error both sides are non-offending: ${side} may not receive ${a.grade}`, lawRef('82C')));
    }
  }
  return ok(lawRef('82C'));
}
