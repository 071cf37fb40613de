// Law 71: checking an agreed concession with seven or eight cards left in each hand (run on every agreed claim).
import { DECK, SEATS, randomBelow, seededRandom } from '@bridge-laws/cards-and-boards';
import type { Card } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition } from '../src/index.js';
import { cancelConcession } from '../src/index.js';

const random = seededRandom('concession-bench');
const times: number[] = [];
let restored = 0;
for (let i = 0; i < 40; i++) {
  const cards = i % 2 === 0 ? 7 : 8;
  const deck = [...DECK];
  for (let j = deck.length - 1; j > 0; j--) {
    const k = randomBelow(random, j + 1);
    [deck[j], deck[k]] = [deck[k] as Card, deck[j] as Card];
  }
  const hands = Object.fromEntries(SEATS.map((s, n) => [s, deck.slice(n * cards, n * cards + cards)])) as unknown as ClaimPosition['hands'];
  const p: ClaimPosition = {
    hands, trump: i % 4 < 2 ? 'S' : 'NT', declarer: 'S', trick: { leader: 'W', cards: [] },
    tricksWon: { NS: 13 - cards - 2, EW: 2 }, shownOut: [],
  };
  // Declarer keeps a share of the rest and concedes the others, as a recorded claim does.
  const conceded = 1 + (i % (cards - 1));
  const start = performance.now();
  restored += cancelConcession(p, 'S', conceded).restored;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(0);
const total = times.reduce((a, b) => a + b, 0).toFixed(0);
console.log(`Law 71 concession check, 7-8 cards each, ${times.length} deals: median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, worst ${at(1)} ms, total ${total} ms (${restored} tricks restored)`);
