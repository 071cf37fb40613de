// An adjusted score in the case-file vocabulary (`expect: {adjusted}`), as the table reports it.
import { sameData } from '@bridge-laws/cards-and-boards';
import type { AdjustedScore, Award } from './adjusted-score.js';

/** One side's award: a grade, a result, `table`, `{points}`, `{weighted: […]}` or `{weightedScores: […]}`. */
function awardText(a: Award): unknown {
  switch (a.kind) {
    case 'artificial':
      return a.grade;
    case 'table':
      return 'table';
    case 'points':
      return { points: a.ns };
    case 'weighted-scores':
      return { weightedScores: a.scores };
    case 'assigned': {
      const [only] = a.results;
      if (a.results.length === 1 && only !== undefined) {
        const { weight: _weight, ...result } = only;
        return result;
      }
      return { weighted: a.results };
    }
  }
}

/** Both sides' awards; one assigned score common to both sides is written once. */
export function adjustedText(a: AdjustedScore): unknown {
  if (a.NS.kind === 'assigned' && sameData(a.NS, a.EW)) return awardText(a.NS);
  return { NS: awardText(a.NS), EW: awardText(a.EW) };
}
