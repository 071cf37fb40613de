// Replaying whole boards — an auction and all 52 cards — through the table engine, boards per second.
// Warmed up until steady; the rate per wall second and per CPU-second, with the load average beside.
import { availableParallelism, loadavg } from 'node:os';
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
const replay = (i: number): unknown => {
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
};

/** Boards per CPU-second (this process's user + system time) of a run of `seconds`. */
function cpuRate(seconds: number): { result: ReturnType<typeof measure>; cpuSeconds: number; perCpuSecond: number } {
  const before = process.cpuUsage();
  // Batches of 256 boards: every run covers the whole set of boards, each board as often.
  const result = measure('whole boards (6 calls + 52 cards) through the table', replay, { batch: 256, seconds });
  const cpu = process.cpuUsage(before);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { result, cpuSeconds, perCpuSecond: result.operations / cpuSeconds };
}

// Warm up until the rate is steady: half-second runs until two in a row agree within 3% per
// CPU-second (the optimiser has settled), at most 20; a single warm-up batch left the optimiser
// still compiling, which charged its work to the measured run.
let rounds = 0;
let last = 0;
let steady = false;
while (rounds < 20 && !steady) {
  const { perCpuSecond } = cpuRate(0.5);
  rounds++;
  steady = last > 0 && Math.abs(perCpuSecond - last) <= 0.03 * last;
  last = perCpuSecond;
}
console.log(`warm-up: ${steady ? 'steady' : 'NOT steady'} after ${rounds} half-second runs (${Math.round(last).toLocaleString('en-US')} boards per CPU-second)`);
const loadBefore = loadavg()[0] ?? 0;
const { result, cpuSeconds } = cpuRate(3);
report(result, 'boards', 20_000);
console.log(`${'  the same per CPU-second'.padEnd(40)} ${Math.round(result.operations / cpuSeconds).toLocaleString('en-US').padStart(14)} boards/s (${cpuSeconds.toFixed(2)} s CPU in ${result.seconds.toFixed(2)} s wall)`);
console.log(`  load average (1 minute) ${loadBefore.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)} on ${availableParallelism()} cores`);
if (failures > 0) console.log(`refused boards: ${failures} (the bench's plays must be legal)`);
