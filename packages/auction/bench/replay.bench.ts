// Replaying recorded auctions through the reducer: calls per second on one core.
import { measure, report } from '@bridge-laws/config/bench';
import { seededRandom, randomBelow, SEATS } from '@bridge-laws/cards-and-boards';
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { AuctionEvent, AuctionState, Call } from '../src/index.js';
import { PASS, DOUBLE, applyAuctionEvent, bid, lowestSufficient, newAuction } from '../src/index.js';

/** Legal auctions of realistic length, recorded once as events. */
function record(count: number): { dealer: Seat; events: AuctionEvent[] }[] {
  const random = seededRandom('auction-bench');
  const out: { dealer: Seat; events: AuctionEvent[] }[] = [];
  for (let n = 0; n < count; n++) {
    const dealer = SEATS[n % 4] as Seat;
    let s: AuctionState = newAuction(dealer);
    const events: AuctionEvent[] = [];
    while (s.phase === 'auction') {
      const by = s.turn as Seat;
      const last = s.calls[s.lastBidIndex];
      const r = randomBelow(random, 10);
      const dens = ['C', 'D', 'H', 'S', 'NT'] as const;
      const next = lowestSufficient(dens[randomBelow(random, 5)] ?? 'NT', last?.call.type === 'bid' ? last.call : null);
      let call: Call = r < 5 || next === null ? PASS : next;
      if (r === 9 && last !== undefined && s.calls.length - 1 === s.lastBidIndex && last.seat !== by && (SEATS.indexOf(last.seat) - SEATS.indexOf(by)) % 2 !== 0) call = DOUBLE;
      const e: AuctionEvent = { type: 'call', by, call: call.type === 'bid' && call.level > 7 ? bid(7, 'NT') : call };
      const res = applyAuctionEvent(s, e);
      if (!res.ok) throw new Error(res.error.message);
      s = res.value;
      events.push(e);
      if (s.pending !== null) throw new Error('recorded auctions must be legal');
    }
    out.push({ dealer, events });
  }
  return out;
}

const auctions = record(1024);
const calls = auctions.reduce((n, a) => n + a.events.length, 0);
const perAuction = calls / auctions.length;
console.log(`${auctions.length} recorded auctions, ${perAuction.toFixed(1)} calls each on average`);

const result = measure('replay recorded auctions', (i) => {
  const a = auctions[i & 1023] as { dealer: Seat; events: AuctionEvent[] };
  let s = newAuction(a.dealer);
  for (const e of a.events) {
    const r = applyAuctionEvent(s, e);
    if (r.ok) s = r.value;
  }
  return s.phase === 'ended';
}, { seconds: 2, batch: 256 });
report({ ...result, name: 'auction replay (calls)', opsPerSecond: result.opsPerSecond * perAuction }, 'calls', 1_000_000);
report(result, 'auctions');
