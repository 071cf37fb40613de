// Law 17D at the table: the auction period runs from the final pass until a defender faces the opening lead.
import type { AuctionState } from '@bridge-laws/auction';
import type { PlayState } from '@bridge-laws/play';
import type { TableEvent } from './events.js';

/**
 * Laws 17D1, 25A5, 21B1(a): the auction has ended with a contract but its period has not, so a call
 * may still be changed and the auction reopened.
 */
export function inClarificationPeriod(auction: AuctionState): boolean {
  return auction.phase === 'ended' && !auction.periodOver;
}

/**
 * Law 17D1: the event faces the opening lead — a card led by a defender before any card of trick one.
 * A lead out of turn by the wrong defender counts (Law 54); one by the declaring side does not (54E).
 */
export function facesOpeningLead(play: PlayState, e: TableEvent): boolean {
  return e.type === 'play' && play.tricks.length === 0 && play.current.cards.length === 0 && e.by !== play.declarer && e.by !== play.dummy;
}

/** Laws 36A, 36C, 38B: the attention kind that names an inadmissible call of the auction that passed unnoticed. */
export const AUCTION_ATTENTION = 'inadmissible-call';

/** An event that draws attention to an inadmissible call of the auction (Laws 36A, 36C, 38B). */
export function drawsAuctionAttention(e: TableEvent): e is Extract<TableEvent, { readonly type: 'attention' }> {
  return e.type === 'attention' && e.kind === AUCTION_ATTENTION;
}

/** Events the auction answers in its period: a call or change, answers to its own question or choice, attention to an inadmissible call. */
export function forAuction(auction: AuctionState, e: TableEvent): boolean {
  return e.type === 'call' || e.type === 'change' || drawsAuctionAttention(e) || (auction.pending !== null && (e.type === 'facts' || e.type === 'decide'));
}
