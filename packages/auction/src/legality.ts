// Laws 18–19: sufficiency of bids and when a double or redouble is permitted.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { areOpponents } from '@bridge-laws/cards-and-boards';
import type { Bid, Call } from './call.js';
import { isSufficient } from './call.js';
import type { AuctionState, StandingCall } from './state.js';

/** The last bid that stands, or null before the first bid. */
export function lastBid(state: AuctionState): Bid | null {
  const c = state.calls[state.lastBidIndex];
  return c !== undefined && c.call.type === 'bid' ? c.call : null;
}

function lastNonPass(calls: readonly StandingCall[]): StandingCall | undefined {
  for (let i = calls.length - 1; i >= 0; i--) {
    const c = calls[i] as StandingCall;
    if (c.call.type !== 'pass') return c;
  }
  return undefined;
}

/** Laws 19A, 19A1: only the last bid, made by an opponent, with nothing but passes since. */
export function mayDouble(state: AuctionState, seat: Seat): boolean {
  const c = lastNonPass(state.calls);
  return c !== undefined && c.call.type === 'bid' && areOpponents(c.seat, seat);
}

/** Laws 19B, 19B1: only the last double, made by an opponent, with nothing but passes since. */
export function mayRedouble(state: AuctionState, seat: Seat): boolean {
  const c = lastNonPass(state.calls);
  return c !== undefined && c.call.type === 'double' && areOpponents(c.seat, seat);
}

/** How a call stands against the auction so far, ignoring whose turn it is. */
export type CallStatus = 'legal' | 'insufficient' | 'inadmissible-double' | 'above-seven';

export function callStatus(state: AuctionState, seat: Seat, call: Call): CallStatus {
  switch (call.type) {
    case 'pass':
      return 'legal';
    case 'double':
      return mayDouble(state, seat) ? 'legal' : 'inadmissible-double'; // Law 19A1 → 36
    case 'redouble':
      return mayRedouble(state, seat) ? 'legal' : 'inadmissible-double'; // Law 19B1 → 36
    case 'bid':
      if (call.level > 7) return 'above-seven'; // Law 38
      return isSufficient(call, lastBid(state)) ? 'legal' : 'insufficient'; // Law 18D → 27
  }
}
