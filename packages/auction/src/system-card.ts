// Laws 20G3 and 40B2(b)–(c): when a player may look at a system card during the auction period.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import { finalContract } from './end-of-auction.js';
import type { AuctionState } from './state.js';

/** Yes, no, or — once the auction period is over — only at his turn to play (which the play knows). */
export type SystemCardAccess = boolean | 'at-his-turn-to-play';

/**
 * The Laws' defaults, which the regulation may change (R13, R20). `answering`: he is explaining
 * partner's call or play to an opponent who asked under Law 20F.
 */
export function mayConsultSystemCard(s: AuctionState, seat: Seat, card: 'own' | 'opponents', answering = false): SystemCardAccess {
  const clarification = s.phase === 'ended' && !s.periodOver;
  if (card === 'own') {
    // Laws 20G3, 40B2(b): never during the auction or play, except the declaring side in the clarification period.
    if (!clarification) return false;
    const fc = finalContract(s.calls, s.lastBidIndex);
    return fc !== null && sideOf(seat) === sideOf(fc.declarer);
  }
  if (answering) return true; // Law 40B2(c)(iv)
  if (s.phase === 'auction' && s.calls.length === 0) return true; // Law 40B2(c)(i): before the auction
  if (clarification) return true; // Law 40B2(c)(ii)
  // Law 40B2(c)(iii): during the auction and play, only at his own turn.
  if (s.phase === 'auction') return s.turn === seat && s.pending === null;
  return s.periodOver && s.phase === 'ended' ? 'at-his-turn-to-play' : false;
}
