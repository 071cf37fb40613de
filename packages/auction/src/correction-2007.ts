// Law 2007 20F4: a player who realises that his own explanation was wrong or incomplete must call the director at once;
// the director then applies 21B or 40B4 as in 2017. 2007 sets no period to check the correction against (2017 20F4(a)
// allows until the end of the clarification period): whether he called at once is the director's finding
// `corrected-at-once`, never presumed. Not at once, he broke a "must" of the Laws — the strongest duty they state — and
// the director may assess a procedural penalty for the breach of correct procedure (2007 90A).
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { CorrectionDeadline, ExplanationRecord, RecordBreach } from './explanation-record.js';
import { L2007 } from './law-2007.js';

/** Law 2007 20F4 on a correction of `by`'s own explanation `r`: the question while not found, else what he breached. */
export function ownCorrection2007(r: ExplanationRecord, by: Seat): RecordBreach[] {
  const law = L2007('20F4');
  if (r.calledAtOnce === undefined) {
    return [{ law, problem: `whether ${by} called the director at once when he realised his explanation was wrong is the director's finding`, question: 'corrected-at-once' }];
  }
  if (r.calledAtOnce) return [];
  return [
    { law, problem: `${by} did not call the director at once when he realised his explanation was wrong` },
    // Law 2007 90A: a breach of correct procedure the director may penalise beside the rectification.
    { law: L2007('90A'), problem: `the director may assess a procedural penalty for ${by}'s late call` },
  ];
}

/**
 * Law 2007 20F4: by when he corrects his own explanation — at once on realising it. No period to check against, so
 * whether he did is the director's finding `corrected-at-once`.
 */
export const OWN_DEADLINE_2007: CorrectionDeadline = { by: 'at-once', law: L2007('20F4'), question: 'corrected-at-once' };
