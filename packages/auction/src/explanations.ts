// Laws 20–21: reviews and explanations as data, with the mechanical "who may, when" rules.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { partnerOf } from '@bridge-laws/cards-and-boards';
import { mustPassNow } from './record.js';
import type { AuctionState } from './state.js';

/** A request to review the auction (20B, 20C2); given by an opponent of the requester (20D). */
export interface ReviewRecord {
  readonly requestedBy: Seat;
  readonly givenBy: Seat;
  readonly afterFinalPass: boolean;
}

/** An explanation of a call (20F); `correctedAt` set when its giver corrected it (20F4/20F5). */
export interface ExplanationRecord {
  readonly askedBy: Seat;
  /** Index into the standing calls of the call explained. */
  readonly callIndex: number;
  readonly givenBy: Seat;
  readonly text: string;
  readonly alerted: boolean;
  readonly correctedAt: 'auction' | 'clarification-period' | 'after-play' | null;
}

/** Law 20B: a player may ask for a review at his turn, unless he is required to pass. */
export function mayRequestReview(s: AuctionState, seat: Seat): boolean {
  return s.phase === 'auction' && s.pending === null && s.turn === seat && !mustPassNow(s, seat);
}

/** Law 20F1: the same condition for asking about the opponents' calls during the auction. */
export function mayAskForExplanation(s: AuctionState, seat: Seat): boolean {
  return mayRequestReview(s, seat);
}

/** Law 20F1: the partner of the player who made the call explains it. */
export function explainer(caller: Seat): Seat {
  return partnerOf(caller);
}

/**
 * Laws 20F4–20F5: by when a mistaken explanation must be corrected. A player correcting his own
 * explanation: before the end of the clarification period. His partner: after the final pass as
 * declarer or dummy, after the play as a defender.
 */
export function correctionDeadline(whose: 'own' | 'partner', role: 'declaring-side' | 'defender'): { readonly by: 'clarification-period' | 'after-play'; readonly law: LawRef } {
  if (whose === 'own') return { by: 'clarification-period', law: '20F4' as LawRef };
  return role === 'defender' ? { by: 'after-play', law: '20F5(b)' as LawRef } : { by: 'clarification-period', law: '20F5(b)' as LawRef };
}
