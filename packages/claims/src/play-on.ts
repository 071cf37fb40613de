// Law 68D2 (2017) and 2007 68D: what may follow a disputed claim or concession — the router and the 2017 leaf.
import type { Edition, Result, Seat } from '@bridge-laws/cards-and-boards';
import { SEATS, err, lawRef, ok, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { ClaimRefusal, ClaimState, DisputeOption } from './claim-state.js';
import { CONTINUATION } from './claim-state.js';
import { continuePlay2007, disputeOptions2007 } from './play-on-2007.js';

/**
 * Law 68D2: once a claim or concession is disputed, any player may call the director (a); the
 * claimer's opponents may instead ask to play on, which needs all four players' agreement (b)(i).
 */
export function disputeOptions(s: ClaimState): readonly DisputeOption[] {
  return PLAY_ON[s.edition].disputeOptions(s);
}

function disputeOptions2017(s: ClaimState): readonly DisputeOption[] {
  if (s.status !== 'suspended' && s.status !== 'disputed') return [];
  const opponents = SEATS.filter((seat) => sideOf(seat) !== sideOf(s.by));
  const callDirector: DisputeOption = { option: 'call-director', requestedBy: SEATS, needsAgreementOf: [], law: lawRef('68D2(a)') };
  return [callDirector, { option: 'continue-play', requestedBy: opponents, needsAgreementOf: SEATS, law: lawRef('68D2(b)') }];
}

/**
 * Law 68D2(b): at the request of the claimer's opponents, and with all four players agreeing, play
 * continues and the claim is void (b)(ii), with `CONTINUATION`'s consequences; without all four the
 * director is called and 68D2(a) applies (b)(i). `requestedBy`, when given, must be an opponent.
 */
export function continuePlay(s: ClaimState, agreeing: readonly Seat[], requestedBy?: Seat): Result<ClaimState, ClaimRefusal> {
  return PLAY_ON[s.edition].continuePlay(s, agreeing, requestedBy);
}

function continuePlay2017(s: ClaimState, agreeing: readonly Seat[], requestedBy?: Seat): Result<ClaimState, ClaimRefusal> {
  if (s.status !== 'suspended' && s.status !== 'disputed') return err(refusal('not-offered', `the ${s.kind} is ${s.status}: play cannot be resumed under Law 68D2(b)`, lawRef('68D2(b)')));
  if (requestedBy !== undefined && sideOf(requestedBy) === sideOf(s.by)) {
    return err(refusal('not-offered', `${requestedBy} may not ask to play on: only the opponents of the ${s.kind === 'claim' ? 'claimer' : 'conceding player'} may`, lawRef('68D2(b)')));
  }
  const all = new Set(agreeing);
  if (all.size < 4) return ok({ ...s, status: 'disputed', laws: [...s.laws, lawRef('68D2(b)(i)'), lawRef('68D2(a)')] });
  return ok({ ...s, status: 'void', laws: [...s.laws, lawRef('68D2(b)(ii)')], continuation: CONTINUATION });
}

/** Law 68D2 (2017) and 2007 68D: what may follow a disputed claim, the leaf of the claim's edition. */
const PLAY_ON: Readonly<Record<Edition, { readonly disputeOptions: typeof disputeOptions2017; readonly continuePlay: typeof continuePlay2017 }>> = {
  '2017': { disputeOptions: disputeOptions2017, continuePlay: continuePlay2017 },
  '2007': { disputeOptions: disputeOptions2007, continuePlay: continuePlay2007 },
};

