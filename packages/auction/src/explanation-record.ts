// The records of Law 20 as data: a review of the auction, an explanation and its correction, and a rule one breaks.
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import type { FactId } from './facts.js';

/** A request to review the auction (20B, 20C2); given by an opponent of the requester (20D). */
export interface ReviewRecord {
  readonly requestedBy: Seat;
  readonly givenBy: Seat;
  readonly afterFinalPass: boolean;
  /** After the final pass: whether it was the requester's first turn to play (Law 20C2). */
  readonly atFirstTurnToPlay?: boolean;
  /** An error in the review that nobody corrected (Law 20E). */
  readonly uncorrectedError?: boolean;
}

/** An explanation of a call (20F); `correctedAt` set when it was corrected (20F4/20F5). */
export interface ExplanationRecord {
  readonly askedBy: Seat;
  /** Index into the standing calls of the call explained. */
  readonly callIndex: number;
  readonly givenBy: Seat;
  readonly text: string;
  readonly alerted: boolean;
  readonly correctedAt: 'auction' | 'clarification-period' | 'play' | 'after-play' | null;
  /** Who corrected it: its giver (20F4) or his partner, the caller (20F5); the giver when absent. */
  readonly correctedBy?: Seat;
  /**
   * Law 2007 20F4: whether the giver, correcting his own explanation, called the director at once when he realised it
   * was wrong — the director's finding `corrected-at-once`; absent while not given. 2017 does not read it.
   */
  readonly calledAtOnce?: boolean;
}

/** A rule of Law 20 a record breaks: the law, what went wrong, and the director's question if one follows. */
export interface RecordBreach {
  readonly law: LawRef;
  readonly problem: string;
  readonly question?: FactId;
}

/**
 * When a mistaken explanation must be corrected: `by` is the last moment the Laws allow, or `at-once` when they set
 * no period and whether the player acted at once is the director's finding named in `question`.
 */
export interface CorrectionDeadline {
  readonly by: 'at-once' | 'clarification-period' | 'after-play';
  readonly law: LawRef;
  readonly question?: FactId;
}
