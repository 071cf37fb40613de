// Shared helpers for the auction tests: replay call texts and apply events, failing loudly on a refusal.
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { AuctionEvent, AuctionState, Call } from '@bridge-laws/auction';
import { applyAuctionEvent, parseCall, replayAuction } from '@bridge-laws/auction';

export function replay(dealer: Seat, text: string): AuctionState {
  const r = replayAuction(dealer, text.split(' '));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function step(s: AuctionState, e: AuctionEvent): AuctionState {
  const r = applyAuctionEvent(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function call(text: string): Call {
  const c = parseCall(text);
  if (c === undefined) throw new Error(`not a call: ${text}`);
  return c;
}

/** The texts of the calls that stand. */
export function calls(s: AuctionState): string[] {
  return s.calls.map((c) => c.call.text);
}

/** The laws cited so far, in order. */
export function laws(s: AuctionState): string[] {
  return s.steps.map((x) => x.law);
}
