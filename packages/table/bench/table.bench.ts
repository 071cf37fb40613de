// Replaying whole boards — an auction and all 52 cards — through the table engine, boards per second.
import { measure, report } from '@bridge-laws/config/bench';
import type { Card, Deal, Seat } from '@bridge-laws/cards-and-boards';
import { dealWith, makePbnDeal, seatAfter, seededRandom, suitOf, rankOf, compareRank } from '@bridge-laws/cards-and-boards';
import { parseCall } from '@bridge-laws/auction';
import type { TableEvent } from '../src/index.js';
import { applyTableEvent, createTable } from '../src/index.js';

/** A legal play of all 52 cards at notrump: each seat plays its first card of the suit led, or its first card. */
function legalPlay(deal: Deal, leader: Seat): TableEvent[] {
  const hands = { N: [...deal.hands.N], E: [...deal.hands.E], S: [...deal.hands.S], W: [...deal.hands.W] };
  const events: TableEvent[] = [];
  let lead = leader;
  for (let trick = 0; trick < 13; trick++) {
    let best: { seat: Seat; card: Card } | null = null;
    for (let k = 0; k < 4; k++) {
      const seat = seatAfter(lead, k);
      const hand = hands[seat];
      const card = (best === null ? hand[0] : hand.find((c) => suitOf(c) === suitOf(best?.card as Card)) ?? hand[0]) as Card;
      hand.splice(hand.indexOf(card), 1);
      events.push({ type: 'play', by: seat, card });
      if (best === null || (suitOf(card) === suitOf(best.card) && compareRank(rankOf(card), rankOf(best.card)) > 0)) best = { seat, card };
    }
    lead = (best as { seat: Seat }).seat;
  }
  return events;
}

const CALLS = ['1NT', 'P', '3NT', 'P', 'P', 'P'].map((c) => parseCall(c));
const boards = Array.from({ length: 256 }, (_, i) => {
  const deal = dealWith(seededRandom(`table-bench-${i}`));
  const calls: TableEvent[] = CALLS.map((call, k) => ({ type: 'call', by: seatAfter('N', k), call: call as NonNullable<typeof call> }));
  return { deal: makePbnDeal(deal), events: [...calls, ...legalPlay(deal, 'E')] };
});

let failures = 0;
// The machine may be shared: boards per CPU-second (this process's user + system time) beside the wall-clock rate.
const cpuBefore = process.cpuUsage();
const result = measure(
  'whole boards (6 calls + 52 cards) through the table',
  (i) => {
    const b = boards[i & 255] as (typeof boards)[number];
    const created = createTable({ board: 1, deal: b.deal });
    if (!created.ok) return failures++;
    let s = created.value;
    for (const e of b.events) {
      const r = applyTableEvent(s, e);
      if (!r.ok) return failures++;
      s = r.value;
    }
    return s;
  },
  { batch: 64, seconds: 3 },
);
const cpu = process.cpuUsage(cpuBefore);
report(result, 'boards', 20_000);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(`${'  the same per CPU-second'.padEnd(40)} ${Math.round(result.operations / cpuSeconds).toLocaleString('en-US').padStart(14)} boards/s (${cpuSeconds.toFixed(2)} s CPU in ${result.seconds.toFixed(2)} s wall)`);
if (failures > 0) console.log(`refused boards: ${failures} (the bench's plays must be legal)`);
