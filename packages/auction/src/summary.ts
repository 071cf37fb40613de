// Reading an auction: contract, declarer, opening leader, and a whole auction replayed in rotation.
import type { Contract, Seat } from '@bridge-laws/cards-and-boards';
import { err, ok, refusal, lhoOf } from '@bridge-laws/cards-and-boards';
import type { Result } from '@bridge-laws/cards-and-boards';
import { applyAuctionEvent } from './apply.js';
import { parseCall } from './call.js';
import { finalContract, openingLeader } from './end-of-auction.js';
import type { AuctionRefusal } from './outcome.js';
import type { AuctionState } from './state.js';
import { newAuction } from './state.js';

export type AuctionResult =
  | { readonly kind: 'in-progress' }
  | { readonly kind: 'passed-out' }
  | { readonly kind: 'contract'; readonly contract: Contract; readonly declarer: Seat; readonly openingLeader: Seat };

/** Laws 22A–22B: the outcome of the auction so far. */
export function auctionResult(s: AuctionState): AuctionResult {
  if (s.phase === 'passed-out') return { kind: 'passed-out' };
  if (s.phase !== 'ended') return { kind: 'in-progress' };
  const fc = finalContract(s.calls, s.lastBidIndex);
  if (fc === null) return { kind: 'in-progress' };
  return { kind: 'contract', contract: fc.contract, declarer: fc.declarer, openingLeader: openingLeader(fc.declarer) };
}

/**
 * Replay call texts from `dealer`, each made by the player after the previous caller (a token may
 * name its caller, `E:1S`, to record a call out of rotation). Stops at the first pending choice or
 * question, which the returned state shows.
 */
export function replayAuction(dealer: Seat, tokens: readonly string[]): Result<AuctionState, AuctionRefusal> {
  let s = newAuction(dealer);
  let next: Seat = dealer;
  for (const token of tokens) {
    const m = /^([NESW]):(.+)$/i.exec(token);
    const by = (m ? (m[1] as string).toUpperCase() : next) as Seat;
    const text = m ? (m[2] as string) : token;
    const call = parseCall(text);
    if (call === undefined) return err(refusal('unknown-call', `call "${text}" by ${by}: not a call (Law 18: pass, X, XX or a bid of a level and a denomination C D H S NT)`));
    const r = applyAuctionEvent(s, { type: 'call', by, call });
    if (!r.ok) return r;
    s = r.value;
    next = lhoOf(by);
    if (s.pending !== null) break;
  }
  return ok(s);
}
