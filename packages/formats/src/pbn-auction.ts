// The auction section as the model holds it: when every call is plain, its calls are read from the
// text that holds them the first time they are asked for (most readers of a file never look at them).
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { AuctionEntry, PbnAuction, PbnNote } from './pbn-model.js';
import { Held } from './pbn-held.js';
import { PLAIN_CALLS } from './pbn-plain.js';
import { exactCallIndex } from './pbn-tokens.js';

/**
 * The calls as read when every one is a plain shared entry written as a word of its own in export
 * spelling: the text that holds them (white space between). Once asked for, the calls take its place.
 */
type HeldCalls = string | readonly AuctionEntry[];

function callsOf(this: object): readonly AuctionEntry[] {
  const held = Held.of(this) as HeldCalls;
  if (typeof held !== 'string') return held;
  const calls = entries(held);
  Held.replace(this, calls);
  return calls;
}

/** The calls of a held text. */
function entries(text: string): AuctionEntry[] {
  const calls: AuctionEntry[] = [];
  for (let k = 0; k < text.length; ) {
    if (text.charCodeAt(k) <= 32) {
      k++;
      continue;
    }
    let end = k + 1;
    while (end < text.length && text.charCodeAt(end) > 32) end++;
    calls.push(PLAIN_CALLS[exactCallIndex(text, k, end)] as unknown as AuctionEntry);
    k = end;
  }
  return calls;
}

// One getter for every auction object, properties added in the same order each time: one shape, and
// `calls` an own enumerable property like that of the plain object it stands for.
const CALLS: PropertyDescriptor = { get: callsOf, enumerable: true, configurable: true };

/** A `PbnAuction` whose `calls` are the entries, or the text that holds them when every one is plain (see `HeldCalls`). */
export function auctionSection(first: Seat, calls: readonly AuctionEntry[] | string, ended: boolean, notes: readonly PbnNote[]): PbnAuction {
  // Made from `{}`, which has room for four fields inside the object: no separate property store.
  const auction = {} as { first: Seat; calls: readonly AuctionEntry[]; ended: boolean; notes: readonly PbnNote[] };
  auction.first = first;
  Object.defineProperty(auction, 'calls', CALLS);
  auction.ended = ended;
  auction.notes = notes;
  Held.attach(auction, calls);
  return auction;
}
