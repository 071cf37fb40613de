// The calls the players alerted or explained, as the table tells the auction (Laws 20F, 40B2(a)). The auction keeps no
// meaning for a call made in turn; a disclosed bid is one whose meaning the director, not the bid's name, must read
// where a rule turns on it (2007 26A1: did a bid naming a suit specify it?).
import type { AuctionState } from './state.js';

/** `s` with call number `index` (into `calls`) noted as alerted or explained; unchanged when already noted or no such call. */
export function noteDisclosed(s: AuctionState, index: number): AuctionState {
  const c = s.calls[index];
  if (c === undefined || wasDisclosed(s, index)) return s;
  return { ...s, disclosed: [...s.disclosed, { index, call: c.call.text }] };
}

/** Whether the call standing at `index` was alerted or explained (a call withdrawn and replaced there was another call). */
export function wasDisclosed(s: AuctionState, index: number): boolean {
  const c = s.calls[index];
  return c !== undefined && s.disclosed.some((d) => d.index === index && d.call === c.call.text);
}
