// Law 2007 63A3: a revoke is established as soon as a member of the offending side makes or agrees to a claim or
// concession — the opponents' agreement counts at once, where 2017 (63A4) waits until it stands (69A).
import type { Side } from '@bridge-laws/cards-and-boards';
import { otherSide, sideOf } from '@bridge-laws/cards-and-boards';
import type { ClaimState } from './claim-state.js';

/** Law 2007 63A3: the claimer's side by claiming; the opponents' side as soon as one of them agrees. */
export function sidesEstablishedByClaim2007(s: ClaimState): readonly Side[] {
  if (s.status === 'void') return [];
  const claimer = sideOf(s.by);
  return s.agreedBy.length > 0 || s.status === 'agreed' || s.status === 'established' ? [claimer, otherSide(claimer)] : [claimer];
}
