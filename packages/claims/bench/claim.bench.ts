// Law 70: adjudicating a claim with seven cards left in each hand (goal: under one second each).
import { DECK, SEATS, randomBelow, seededRandom } from '@bridge-laws/cards-and-boards';
import type { Card } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition } from '../src/index.js';
import { adjudicateClaim } from '../src/index.js';

const random = seededRandom('claim-bench');
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const deck = [...DECK];
  for (let j = deck.length - 1; j > 0; j--) {
    const k = randomBelow(random, j + 1);
    [deck[j], deck[k]] = [deck[k] as Card, deck[j] as Card];
  }
  const hands = Object.fromEntries(SEATS.map((s, n) => [s, deck.slice(n * 7, n * 7 + 7)])) as unknown as ClaimPosition['hands'];
  const p: ClaimPosition = { hands, trump: i % 2 === 0 ? 'S' : 'NT', declarer: 'S', trick: { leader: 'W', cards: [] }, tricksWon: { NS: 4, EW: 2 }, shownOut: [] };
  const start = performance.now();
  adjudicateClaim(p, { by: 'S', tricks: 7, statement: null });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(0);
console.log(`claim adjudication, 7 cards each, ${times.length} deals: median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, worst ${at(1)} ms  goal < 1000 ms ${Number(at(1)) < 1000 ? 'met' : 'NOT met'}`);
