// Law 22 (end of the auction, contract and declarer) and Law 17D3 (a player deprived of his turn).
import type { Contract, Risk, Seat } from '@bridge-laws/cards-and-boards';
import { lhoOf, seatAfter, sideOf } from '@bridge-laws/cards-and-boards';
import type { StandingCall } from './state.js';

export type AuctionEnd =
  | { readonly kind: 'continue' }
  | { readonly kind: 'contract' }
  | { readonly kind: 'passed-out' }
  /** Law 17D3: `skipped` never had his turn; the passes from `from` on are cancelled. */
  | { readonly kind: 'deprived'; readonly skipped: Seat; readonly from: number };

const CONTINUE: AuctionEnd = { kind: 'continue' };
const CONTRACT: AuctionEnd = { kind: 'contract' };
const PASSED_OUT: AuctionEnd = { kind: 'passed-out' };

/** Whether the calls that stand end the auction (22A, 22B), checking that nobody was skipped (17D3). */
export function auctionEnd(calls: readonly StandingCall[], lastBidIndex: number): AuctionEnd {
  const n = calls.length;
  if (lastBidIndex < 0) {
    if (n < 4) return CONTINUE;
    // Law 22B: four passes (fewer never end it); Law 17D3: each in rotation from the first caller.
    const first = (calls[0] as StandingCall).seat;
    for (let i = 1; i < 4; i++) {
      const expected = seatAfter(first, i);
      if ((calls[i] as StandingCall).seat !== expected) return { kind: 'deprived', skipped: expected, from: i };
    }
    return PASSED_OUT;
  }
  if (n < 4) return CONTINUE;
  // Law 22A: three passes after the last bid, double or redouble; Laws 17D3 and 34: each in rotation.
  for (let i = n - 3; i < n; i++) if ((calls[i] as StandingCall).call.type !== 'pass') return CONTINUE;
  const last = calls[n - 4] as StandingCall;
  if (last.call.type === 'pass') return CONTINUE;
  for (let k = 1; k <= 3; k++) {
    const expected = seatAfter(last.seat, k);
    if ((calls[n - 4 + k] as StandingCall).seat !== expected) return { kind: 'deprived', skipped: expected, from: n - 4 + k };
  }
  return CONTRACT;
}

/** Law 22A with 19D: the last bid, doubled or redoubled if no bid followed the double or redouble. */
export function finalContract(calls: readonly StandingCall[], lastBidIndex: number): { contract: Contract; declarer: Seat } | null {
  const last = calls[lastBidIndex];
  // Law 38A: no contract above seven.
  if (last === undefined || last.call.type !== 'bid' || last.call.level > 7) return null;
  const { denomination } = last.call;
  const side = sideOf(last.seat);
  // Law 19C: only calls after the last bid count (a later bid cancels a double or redouble).
  let risk: Risk = '';
  for (let i = lastBidIndex + 1; i < calls.length; i++) {
    const c = calls[i] as StandingCall;
    // Law 36C: a double or redouble Law 19 did not permit, left standing, is scored as not made.
    if (c.call.type === 'double' && risk === '' && sideOf(c.seat) !== side) risk = 'X'; // Law 19D
    else if (c.call.type === 'redouble' && risk === 'X' && sideOf(c.seat) === side) risk = 'XX'; // Law 19D
  }
  // Definitions (declarer): the first of the contracting side to name the final denomination.
  let declarer = last.seat;
  for (const c of calls) {
    if (c.call.type === 'bid' && c.call.denomination === denomination && sideOf(c.seat) === side) {
      declarer = c.seat;
      break;
    }
  }
  return { contract: { level: last.call.level as Contract['level'], denomination, risk }, declarer };
}

/** Law 41A: the opening leader is declarer's left-hand opponent. */
export function openingLeader(declarer: Seat): Seat {
  return lhoOf(declarer);
}
