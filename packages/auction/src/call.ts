// Law 18: calls — pass, double, redouble and bids — and the order of bids.
import type { Denomination } from '@bridge-laws/cards-and-boards';
import { DENOMINATIONS } from '@bridge-laws/cards-and-boards';

/** Law 18A: a bid as made, a level and a denomination; levels above seven are kept so that Law 38 can be applied. */
export interface Bid {
  readonly type: 'bid';
  readonly level: number;
  readonly denomination: Denomination;
  /** Laws 18B, 18E order: (level − 1) · 5 + denomination index (clubs 0 … notrump 4). */
  readonly rank: number;
  readonly text: string;
}

export type Call =
  | { readonly type: 'pass'; readonly text: 'P' }
  | { readonly type: 'double'; readonly text: 'X' }
  | { readonly type: 'redouble'; readonly text: 'XX' }
  | Bid;

export const PASS: Call = { type: 'pass', text: 'P' };
// Laws 19A2–19A3, 19B2–19B3: a double or redouble names no bid; recorded as made, it applies to the bid as made.
export const DOUBLE: Call = { type: 'double', text: 'X' };
export const REDOUBLE: Call = { type: 'redouble', text: 'XX' };

const BIDS = new Map<string, Bid>();

/** The one shared object for a bid, so that parsing never allocates twice (calls still compare by value: `sameCall`). */
export function bid(level: number, denomination: Denomination): Bid {
  const text = `${level}${denomination}`;
  let b = BIDS.get(text);
  if (b === undefined) {
    b = { type: 'bid', level, denomination, rank: (level - 1) * 5 + DENOMINATIONS.indexOf(denomination), text };
    BIDS.set(text, b);
  }
  return b;
}

/** Law 18: two calls are the same call when they say the same thing — by value, so a call read back from JSON compares too. */
export function sameCall(a: Call, b: Call): boolean {
  return a.text === b.text;
}

const ALIASES: Readonly<Record<string, Call>> = { P: PASS, PASS, X: DOUBLE, D: DOUBLE, XX: REDOUBLE, R: REDOUBLE };
const BID_TEXT = /^([1-9][0-9]?)(NT|N|S|H|D|C)$/;
const PARSED = new Map<string, Call>();

/**
 * Parse a call: `P`, `X`, `XX` or a bid `1C`…`7NT` (case-insensitive, `N` for `NT`). Bids above seven
 * (`8S`) are accepted so that Law 38 can rectify them; anything else is `undefined`.
 */
export function parseCall(text: string): Call | undefined {
  const cached = PARSED.get(text);
  if (cached !== undefined) return cached;
  const t = text.trim().toUpperCase();
  let call: Call | undefined = ALIASES[t];
  if (call === undefined) {
    const m = BID_TEXT.exec(t);
    if (m === null) return undefined;
    const den = m[2] === 'N' ? 'NT' : (m[2] as Denomination);
    call = bid(Number(m[1]), den);
  }
  if (PARSED.size < 10_000) PARSED.set(text, call);
  return call;
}

export function formatCall(call: Call): string {
  return call.text;
}

export function isBid(call: Call): call is Bid {
  return call.type === 'bid';
}

/** Laws 18C–18D: a bid is sufficient when it supersedes the last bid (a first bid always is). */
export function isSufficient(b: Bid, lastBid: Bid | null): boolean {
  return lastBid === null || b.rank > lastBid.rank;
}

/** Law 18D: the lowest sufficient bid in a denomination, or null above seven. */
export function lowestSufficient(denomination: Denomination, lastBid: Bid | null): Bid | null {
  for (let level = 1; level <= 7; level++) {
    const b = bid(level, denomination);
    if (isSufficient(b, lastBid)) return b;
  }
  return null;
}
