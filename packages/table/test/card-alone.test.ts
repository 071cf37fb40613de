// The table's shortcut for a plain card (`cardAlone` in src/table.ts) against the general path every other event takes:
// for random plays — cards that follow suit, revokes, cards out of turn, cards not held — both give the same state,
// or the same refusal.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { SEATS, dealWith, makePbnDeal, seatAfter, seededRandom } from '@bridge-laws/cards-and-boards';
import { parseCall } from '@bridge-laws/auction';
import type { TableEvent, TableState } from '../src/index.js';
import { applyTableEvent, createTable } from '../src/index.js';
import { applyGeneral } from '../src/table.js';

const CALLS = ['1NT', 'P', '3NT', 'P', 'P', 'P'].map((c) => parseCall(c));

function afterAuction(seed: number): TableState {
  const created = createTable({ board: 1, deal: makePbnDeal(dealWith(seededRandom(`card-alone-${seed}`))) });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (const [k, call] of CALLS.entries()) {
    const r = applyTableEvent(s, { type: 'call', by: seatAfter('N', k), call: call as NonNullable<typeof call> });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

/** One step of a random play: mostly a card of the seat to play (any suit, so revokes happen), else any seat's card. */
const step = fc.record({ other: fc.integer({ min: 0, max: 9 }), seat: fc.constantFrom(...SEATS), pick: fc.nat() });

describe('the plain-card shortcut and the general path agree', () => {
  test('44, 61, 53, 64: for random plays both give the same state, or the same refusal, at every card', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(step, { minLength: 20, maxLength: 70 }), (seed, steps) => {
        let s = afterAuction(seed);
        for (const x of steps) {
          const play = s.play;
          if (play === null) return;
          const by: Seat = x.other === 0 ? x.seat : play.turn;
          const hand = play.hands[by];
          const card = (hand.length === 0 ? 'SA' : hand[x.pick % hand.length]) as Card;
          const e: TableEvent = { type: 'play', by, card };
          const fast = applyTableEvent(s, e);
          const general = applyGeneral(s, e);
          expect(fast).toEqual(general);
          if (!fast.ok) continue;
          s = fast.value;
          // A decision the card opened (a lead out of turn, Law 53) is waived by its chooser so the play goes on.
          const p = s.play?.pending;
          if (p !== undefined && p !== null && p.kind === 'choice') {
            const decided = applyTableEvent(s, { type: 'decide', by: p.by, option: p.options[0] as string });
            if (decided.ok) s = decided.value;
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
