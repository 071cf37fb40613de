// The hand-off from the auction to the play (Laws 17D, 41): the play set up when the auction ends with a
// contract, kept while the hand-off stands, set up afresh when a change reopens or alters it.
import type { Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, makeContract, ok, refusal, sameData } from '@bridge-laws/cards-and-boards';
import type { AuctionState } from '@bridge-laws/auction';
import { applyAuctionEvent, auctionResult, closeAuctionPeriod, penaltyCardsFromAuction } from '@bridge-laws/auction';
import { startPlay } from '@bridge-laws/play';
import type { PlayHandOff, TableRefusal, TableState } from './state.js';
import { cite, sharedCalls, tableWith, withAuction } from './state.js';

/** The hand-off to the play once the auction has ended with a contract. */
export function playHandOff(s: TableState): PlayHandOff | null {
  const r = auctionResult(s.auction);
  if (r.kind !== 'contract') return null;
  return {
    contract: makeContract(r.contract),
    declarer: r.declarer,
    openingLeader: r.openingLeader,
    leadRestrictions: s.auction.leadRestrictions,
    penaltyCards: penaltyCardsFromAuction(s.auction),
  };
}

/**
 * The play after an auction event in the auction period: kept while the auction's hand-off is unchanged, gone when the
 * auction reopened (Laws 25A5, 21B1(a)), set up afresh when the outcome changed (e.g. a Law 39C lead restriction).
 */
export function afterAuctionEvent(before: TableState, after: TableState): Result<TableState, TableRefusal> {
  if (after.auction.phase === 'ended' && sameData(playHandOff(after), playHandOff(before))) {
    // The play set up again on the way is dropped, and with it what its start cited.
    const kept = after.citations.filter((c, i) => i < before.citations.length || c.chapter !== 'play');
    return ok(tableWith(after, { play: before.play, citations: kept }));
  }
  return startPlayIfDue(after);
}

/** Laws 17D1, 17D2: the auction period is over; no call can be changed from now on. */
export function closePeriod(s: TableState): Result<TableState, TableRefusal> {
  const r = closeAuctionPeriod(s.auction);
  return r.ok ? ok(withAuction(s, r.value)) : r;
}

/** Law 41: when the auction ends with a contract and the deal is known, the play period begins. */
export function startPlayIfDue(s: TableState): Result<TableState, TableRefusal> {
  if (s.play !== null || s.deal === null || s.auction.phase !== 'ended') return ok(s);
  const handOff = playHandOff(s);
  if (handOff === null) return ok(s);
  const started = startPlay({
    deal: s.deal,
    contract: handOff.contract,
    declarer: handOff.declarer,
    edition: s.edition,
    // Law 2007 26A2: the suits declarer may require or forbid travel with the right (26B: any suit).
    leadRights: handOff.leadRestrictions.map((r) => ({ leader: r.leader, law: r.law, ...(r.suits === undefined ? {} : { suits: r.suits }), ...(r.mayRequire === true ? { mayRequire: true } : {}) })),
    penaltyCards: handOff.penaltyCards,
  });
  if (!started.ok) return err(refusal('invalid-event', started.error.message, started.error.law));
  return ok(cite(tableWith(s, { play: started.value }), 'play', started.value.laws));
}

/** The auction's event applied at the table: the one place a call reaches the auction during the auction period. */
export function toAuction(s: TableState, e: Parameters<typeof applyAuctionEvent>[1]): Result<TableState, TableRefusal> {
  const r = applyAuctionEvent(s.auction, e);
  if (!r.ok) return r;
  return startPlayIfDue(withFirstCalls(withAuction(s, r.value), s.auction, e.type === 'call' ? e.by : null));
}

/**
 * Law 15A1: a seat's first call the auction took is noted with the auction as it stood right before it, once: Law 15A
 * cancels it with every later call if he held another board's cards. A call event's: the caller's, legal or not, out of
 * rotation too, and a call it made stand for a seat that made none (a pass he was required to make and was passed over
 * for, Law 28A). A seat with a call in `before` is not noted: his first call is not this one (his record went with
 * calls replaced before it while his call stayed, Law 25A; the rebuild then falls back on `auctionAt`).
 */
function withFirstCalls(s: TableState, before: AuctionState, caller: Seat | null): TableState {
  if (caller === null || s.firstCalls.length === 4) return s;
  const standing = sharedCalls(before, s.auction);
  const seats = [...s.auction.calls.slice(standing).map((c) => c.seat), caller];
  let firstCalls = s.firstCalls;
  for (const seat of seats) {
    if (firstCalls.some((f) => f.seat === seat) || before.calls.some((c) => c.seat === seat)) continue;
    firstCalls = [...firstCalls, { seat, before, standing }];
  }
  return firstCalls === s.firstCalls ? s : tableWith(s, { firstCalls });
}
