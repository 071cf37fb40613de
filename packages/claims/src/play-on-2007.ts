// Law 2007 68D: under the 2007 Laws play ends with a claim or concession; a dispute goes to the director (2007 70),
// never back to play — the 2017 option of playing on by agreement of all four (68D2(b)) does not exist.
import type { Result, Seat } from '@bridge-laws/cards-and-boards';
import { SEATS, err, refusal } from '@bridge-laws/cards-and-boards';
import type { ClaimRefusal, ClaimState, DisputeOption } from './claim-state.js';
import { L2007 } from './law-2007.js';

/** Law 2007 68D: after a dispute any player calls the director; there is nothing else to offer. */
export function disputeOptions2007(s: ClaimState): readonly DisputeOption[] {
  if (s.status !== 'suspended' && s.status !== 'disputed') return [];
  return [{ option: 'call-director', requestedBy: SEATS, needsAgreementOf: [], law: L2007('68D') }];
}

/** Law 2007 68D: play has ended — playing on after a claim is refused. */
export function continuePlay2007(s: ClaimState, _agreeing: readonly Seat[], _requestedBy?: Seat): Result<ClaimState, ClaimRefusal> {
  const law = L2007('68D');
  return err(refusal('not-offered', `the ${s.kind} cannot be followed by further play under the 2007 Laws: play has ended and a dispute goes to the director (Law ${law})`, law));
}
