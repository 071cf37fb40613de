// Law 11: the non-offending side may lose its right to rectification by acting before the director is called.
import type { Side } from '@bridge-laws/cards-and-boards';
import type { AdjustedScore, AssignedResult, Award } from './adjusted-score.js';

/**
 * Law 11A: when a side gained through a later action the other side took in ignorance of the law,
 * only the gaining side's score is adjusted, to the result without that gain; the other side keeps
 * the table result. A split, non-balancing score by design.
 */
export function forfeitureScore(gainingSide: Side, withoutGain: AssignedResult): AdjustedScore {
  const adjusted: Award = { kind: 'assigned', results: [{ ...withoutGain, weight: 1 }] };
  const kept: Award = { kind: 'table' };
  return gainingSide === 'NS' ? { NS: adjusted, EW: kept } : { NS: kept, EW: adjusted };
}
