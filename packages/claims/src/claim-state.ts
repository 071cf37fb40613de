// Laws 68 and 69A: what a claim or concession is, the responses to it, and when agreement stands.
import type { Edition, LawRef, Refusal, Result, Seat } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, err, lawRef, ok, partnerOf, refusal, sideOf } from '@bridge-laws/cards-and-boards';

export type ClaimKind = 'claim' | 'concession';

/** What the player said or did. */
export type ClaimAct =
  | { readonly act: 'claim'; readonly by: Seat; readonly tricks: number; readonly statement: string | null }
  | { readonly act: 'concede'; readonly by: Seat; readonly tricks: number }
  | { readonly act: 'face-hand'; readonly by: Seat; readonly statement: string | null }
  | { readonly act: 'abandon-hand'; readonly by: Seat };

export type ClaimStatus =
  | 'suspended' // Law 68D: play stops until the claim is agreed or disputed
  | 'agreed' // Law 68D1: agreed; Law 69 applies
  | 'established' // Law 69A: agreement stands (next-board call or end of the round)
  | 'disputed' // Law 68D2(a): the director adjudicates under Law 70
  | 'void'; // Law 68B2 or 68D2(b): play continues, nothing to adjudicate

export interface ClaimState {
  /** The edition of the Laws the claim is dealt with under (2007 has no playing on after a dispute). */
  readonly edition: Edition;
  readonly kind: ClaimKind;
  readonly by: Seat;
  /** Tricks the claimer's side wins of the remaining tricks (for a concession, the rest after those conceded). */
  readonly wins: number;
  readonly remaining: number;
  readonly statement: string | null;
  readonly status: ClaimStatus;
  readonly agreedBy: readonly Seat[];
  readonly disputedBy: Seat | null;
  readonly laws: readonly LawRef[];
  /** Law 68D2(b)(ii): set when play continued by agreement of all four — what the void claim leaves behind. */
  readonly continuation?: ContinuationConsequences;
}

/**
 * Law 68D2(b)(ii): after play continues by agreement the claim is void and never adjudicated; Laws 16
 * and 50 do not apply to it (no unauthorized information, no penalty cards from the cards shown), and
 * the result then obtained stands.
 */
export interface ContinuationConsequences {
  readonly adjudicated: false;
  readonly unauthorizedInformation: false;
  readonly penaltyCards: false;
  readonly resultStands: true;
}

export const CONTINUATION: ContinuationConsequences = { adjudicated: false, unauthorizedInformation: false, penaltyCards: false, resultStands: true };

/** Law 68D2: what may follow a disputed claim, who may ask for it, and whose agreement it needs. */
export interface DisputeOption {
  readonly option: 'call-director' | 'continue-play';
  /** Seats that may ask for it. */
  readonly requestedBy: readonly Seat[];
  /** Seats that must all agree. */
  readonly needsAgreementOf: readonly Seat[];
  readonly law: LawRef;
}

export type ClaimRefusal = Refusal<'invalid-claim' | 'not-offered'>;

/**
 * Laws 68A and 68B1: a claim of tricks is also a concession of the rest; facing the hand is a claim of
 * all the remaining tricks and abandoning it a concession of them all. Play is suspended (68D).
 */
export function makeClaim(act: ClaimAct, remaining: number, edition: Edition = CURRENT_EDITION): Result<ClaimState, ClaimRefusal> {
  const count = act.act === 'claim' || act.act === 'concede' ? act.tricks : remaining;
  if (!Number.isInteger(count) || count < 0 || count > remaining) {
    return err(refusal('invalid-claim', `${act.act} by ${act.by}: ${count} is not a number of the ${remaining} remaining tricks (Law 68)`, lawRef('68')));
  }
  const base = { edition, by: act.by, remaining, status: 'suspended' as const, agreedBy: [], disputedBy: null };
  switch (act.act) {
    case 'claim':
      return ok({ ...base, kind: 'claim', wins: count, statement: act.statement, laws: [lawRef('68A'), lawRef('68B1'), lawRef('68D')] });
    case 'face-hand':
      return ok({ ...base, kind: 'claim', wins: remaining, statement: act.statement, laws: [lawRef('68A'), lawRef('68D')] });
    case 'concede':
      return ok({ ...base, kind: 'concession', wins: remaining - count, statement: null, laws: [lawRef('68B1'), lawRef('68D')] });
    case 'abandon-hand':
      return ok({ ...base, kind: 'concession', wins: 0, statement: null, laws: [lawRef('68B1'), lawRef('68D')] });
  }
}

/**
 * A player's answer to a suspended claim. A defender's partner objecting at once to his concession
 * cancels it (68B2); any player's dispute, dummy's included, sends it to the director (68D2(a));
 * the opponents' assent makes it agreed (68D1).
 */
export function respondToClaim(s: ClaimState, seat: Seat, answer: 'agree' | 'dispute', declarer: Seat): Result<ClaimState, ClaimRefusal> {
  if (s.status !== 'suspended' && !(s.status === 'agreed' && answer === 'dispute')) {
    return err(refusal('not-offered', `${answer} by ${seat}: the ${s.kind} is already ${s.status}`));
  }
  const defender = sideOf(s.by) !== sideOf(declarer);
  if (answer === 'dispute') {
    if (s.kind === 'concession' && defender && seat === partnerOf(s.by) && s.status === 'suspended' && s.agreedBy.length === 0) {
      return ok({ ...s, status: 'void', disputedBy: seat, laws: [...s.laws, lawRef('68B2')] });
    }
    if (s.status === 'agreed') return err(refusal('not-offered', `dispute by ${seat}: an agreed claim is withdrawn under Law 69B, not disputed`, lawRef('69B')));
    return ok({ ...s, status: 'disputed', disputedBy: seat, laws: [...s.laws, lawRef('68D2(a)')] });
  }
  if (sideOf(seat) === sideOf(s.by)) return err(refusal('not-offered', `agree by ${seat}: only the claimer's opponents agree to a claim (Law 69A)`, lawRef('69A')));
  return ok({ ...s, status: 'agreed', agreedBy: [...s.agreedBy, seat], laws: [...s.laws, lawRef('68D1')] });
}

/** Law 69A: agreement stands at the first call on the next board or at the end of the round. */
export function establishAgreement(s: ClaimState, _milestone: 'next-board-call' | 'round-end'): ClaimState {
  return s.status === 'agreed' ? { ...s, status: 'established', laws: [...s.laws, lawRef('69A')] } : s;
}
