// Law 6D: when a board must be, may be, or may not be shuffled and dealt again, and when no
// result obtained on it can stand.
import type { DealSetup } from './deal.js';
import { checkSetup } from './deal.js';
import type { DirectorQuestion } from './director-question.js';
import type { LawRef } from './law-ref.js';
import { lawRef } from './law-ref.js';

/** What is known about a board before or at the start of its auction. */
export interface RedealFacts {
  /** Whether any player has called on the board. */
  readonly auctionStarted: boolean;
  /** The hands as found in the pockets, when they were counted. */
  readonly pockets?: DealSetup;
  /** Whether the cards were found to be dealt wrongly in some way the pockets do not show. */
  readonly dealtIncorrectly?: boolean;
  /** Whether a player could have seen the face of a card of another hand during the shuffle and deal. */
  readonly cardCouldHaveBeenSeen?: boolean;
}

export type RedealDecision =
  | { readonly redeal: true; readonly law: LawRef; readonly reason: string }
  | { readonly redeal: false; readonly law: LawRef; readonly reason: string; readonly instead?: readonly LawRef[] };

/**
 * Law 6D1, mechanical: before the auction begins, a wrong deal (pockets that fail Laws 1A/7B2, or
 * a dealing fault found otherwise) or a card that could have been seen while dealing means a fresh
 * shuffle and deal. Once the auction has begun 6D1 is over: wrong counts go to Laws 13–14 and a
 * card seen to Law 16D.
 */
export function redealBeforeAuction(facts: RedealFacts): RedealDecision {
  const law = lawRef('6D1');
  const pocketsWrong = facts.pockets === undefined ? undefined : checkSetup(facts.pockets);
  const misdealt = facts.dealtIncorrectly === true || (pocketsWrong !== undefined && !pocketsWrong.ok);
  const seen = facts.cardCouldHaveBeenSeen === true;
  if (facts.auctionStarted) {
    const instead: LawRef[] = [];
    if (misdealt) instead.push(lawRef('13'), lawRef('14'));
    if (seen) instead.push(lawRef('16D'));
    return { redeal: false, law, reason: 'the auction has begun: no redeal under 6D1', instead };
  }
  if (misdealt) {
    const why = pocketsWrong !== undefined && !pocketsWrong.ok ? pocketsWrong.error.message : 'the cards were dealt incorrectly';
    return { redeal: true, law, reason: `before the auction: ${why}` };
  }
  if (seen) return { redeal: true, law, reason: 'before the auction: a player could have seen a card of another hand during the deal' };
  return { redeal: false, law, reason: 'the board was dealt correctly and no card could have been seen' };
}

/** Where the deal of a board came from. */
export const DEAL_ORIGINS = ['shuffled', 'exchanged-between-tables', 'sorted-pack', 'other-session'] as const;
export type DealOrigin = (typeof DEAL_ORIGINS)[number];

export type ResultValidity =
  | { readonly stands: true; readonly law: LawRef }
  | { readonly stands: false; readonly law: LawRef; readonly adjusted: 'artificial'; readonly reason: string };

/**
 * Law 6D2, mechanical: unless the event exists to replay deals (a tournament setting), no result
 * stands on a board dealt from a sorted pack without shuffling or taken from another session; each
 * side then gets an artificial adjusted score (Law 12C2). Boards exchanged between tables are fine.
 */
export function resultOnDealStands(origin: DealOrigin, replayEvent: boolean): ResultValidity {
  const law = lawRef('6D2');
  if (replayEvent || origin === 'shuffled' || origin === 'exchanged-between-tables') return { stands: true, law };
  const reason = origin === 'sorted-pack' ? 'dealt from a sorted pack without shuffling' : 'the deal comes from another session';
  return { stands: false, law, adjusted: 'artificial', reason };
}

export interface DirectorRedealFacts {
  /** Law 22B: all four players passed. */
  readonly passedOut: boolean;
  /** Law 86A (teams): whether any contestant could know the match total without this board. */
  readonly matchTotalCouldBeKnown?: boolean;
}

export const ORDER_REDEAL: DirectorQuestion = {
  id: 'order-redeal',
  law: lawRef('6D3'),
  ask: 'Do you order a fresh shuffle and deal of this board for a reason the Laws allow? Record the reason with the answer.',
};

export type DirectorRedeal =
  | { readonly kind: 'barred'; readonly law: LawRef; readonly reason: string; readonly instead?: 'adjusted-score' }
  | { readonly kind: 'question'; readonly question: DirectorQuestion }
  | { readonly kind: 'decided'; readonly redeal: boolean; readonly law: LawRef };

/**
 * Law 6D3, judgment: the director may order a redeal for any lawful reason, so the engine only
 * asks and records the answer, after two mechanical bars: never after a pass-out (Law 22B), and
 * in team play not when the match total without the board could be known (Law 86A: he adjusts).
 */
export function directorRedeal(facts: DirectorRedealFacts, answer?: boolean): DirectorRedeal {
  if (facts.passedOut) return { kind: 'barred', law: lawRef('22B'), reason: 'a passed-out board is not redealt' };
  if (facts.matchTotalCouldBeKnown === true) {
    return { kind: 'barred', law: lawRef('86A'), reason: 'the match total without this board could be known: no redeal', instead: 'adjusted-score' };
  }
  if (answer === undefined) return { kind: 'question', question: ORDER_REDEAL };
  return { kind: 'decided', redeal: answer, law: lawRef('6D3') };
}
