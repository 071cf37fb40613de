// Law 22: the end of the auction and the final contract of a recorded auction, to lay out and check records when
// converting formats (not to rule on anything). Who wins a trick (Law 44) is `trickWinner` of cards-and-boards.
import type { Contract, Denomination, Seat } from '@bridge-laws/cards-and-boards';
import { seatAfter, sideOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './pbn-model.js';

export type AuctionEnd =
  | { readonly kind: 'open' }
  | { readonly kind: 'passed-out' }
  | { readonly kind: 'contract'; readonly contract: Contract; readonly declarer: Seat };

/**
 * Law 22: after a bid, three passes in rotation end the auction (22A); four passes pass the board
 * out (22B). The contract is the last bid, doubled or redoubled if the last call after it was X/XX,
 * declared by the first player of that side to name its denomination (Definitions).
 */
export function finalContract(calls: readonly Call[], dealer: Seat): AuctionEnd {
  let last: { level: number; denomination: Denomination; side: 'NS' | 'EW' } | null = null;
  let risk: Contract['risk'] = '';
  let passes = 0;
  const firstNamer = new Map<string, Seat>();
  let seat = dealer;
  let ended = false;
  for (const call of calls) {
    if (ended) break;
    if (call === 'Pass') {
      passes++;
      if ((last !== null && passes === 3) || passes === 4) ended = true; // Law 22A, 22B
    } else {
      passes = 0;
      if (call === 'X') risk = 'X';
      else if (call === 'XX') risk = 'XX';
      else {
        const denomination = call.slice(1) as Denomination;
        last = { level: Number(call.charAt(0)), denomination, side: sideOf(seat) };
        risk = '';
        const key = `${sideOf(seat)}${denomination}`;
        if (!firstNamer.has(key)) firstNamer.set(key, seat);
      }
    }
    seat = seatAfter(seat);
  }
  if (!ended) return { kind: 'open' };
  if (last === null) return { kind: 'passed-out' };
  const declarer = firstNamer.get(`${last.side}${last.denomination}`) as Seat;
  return { kind: 'contract', contract: { level: last.level as Contract['level'], denomination: last.denomination, risk }, declarer };
}

