import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { SEATS } from '@bridge-laws/cards-and-boards';
import type { AuctionState } from '@bridge-laws/auction';
import { DOUBLE, PASS, REDOUBLE, applyAuctionEvent, bid, newAuction } from '@bridge-laws/auction';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const seat = fc.constantFrom(...(SEATS as readonly Seat[]));
const aCall = fc.oneof(
  fc.constant(PASS), fc.constant(PASS), fc.constant(DOUBLE), fc.constant(REDOUBLE),
  fc.tuple(fc.integer({ min: 1, max: 8 }), fc.constantFrom('C', 'D', 'H', 'S', 'NT' as const)).map(([l, d]) => bid(l, d)),
);

describe('the reducer never changes a state it was given', () => {
  test('property — frozen states stay valid inputs; every result is a new state or a refusal', () => {
    fc.assert(fc.property(seat, fc.array(fc.tuple(seat, aCall), { maxLength: 40 }), (dealer, moves) => {
      let s: AuctionState = deepFreeze(newAuction(dealer));
      for (const [by, call] of moves) {
        const before = s.calls.length;
        const r = applyAuctionEvent(s, { type: 'call', by: s.pending === null && s.turn !== null && by === dealer ? s.turn : by, call });
        expect(s.calls.length).toBe(before);
        if (r.ok) s = deepFreeze(r.value);
      }
    }), { numRuns: 300 });
  });
});
