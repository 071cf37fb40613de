import { describe, expect, test } from 'vitest';
import { directorRedeal, redealBeforeAuction, resultOnDealStands, DEAL_ORIGINS } from './redeal.js';
import { dealWith } from './shuffle.js';
import { seededRandom } from './random.js';

const deal = dealWith(seededRandom('redeal'));
const shortPockets = { ...deal.hands, N: deal.hands.N.slice(1), E: [...deal.hands.E, deal.hands.N[0] ?? 'SA'] };

describe('Law 6D — a fresh shuffle and deal', () => {
  test('6D1: pockets that fail the count before the auction mean a redeal, naming the fault', () => {
    const r = redealBeforeAuction({ auctionStarted: false, pockets: shortPockets });
    expect(r).toMatchObject({ redeal: true, law: '6D1' });
    expect(r.reason).toMatch(/N holds 12 cards/);
  });

  test('6D1: a card that could have been seen during the deal means a redeal', () => {
    expect(redealBeforeAuction({ auctionStarted: false, pockets: deal.hands, cardCouldHaveBeenSeen: true })).toMatchObject({ redeal: true, law: '6D1' });
    expect(redealBeforeAuction({ auctionStarted: false, dealtIncorrectly: true })).toMatchObject({ redeal: true });
  });

  test('6D1: a correct deal is not redealt', () => {
    expect(redealBeforeAuction({ auctionStarted: false, pockets: deal.hands })).toMatchObject({ redeal: false, law: '6D1' });
  });

  test('6D1: once the auction has begun there is no redeal; counts go to Laws 13–14, a card seen to 16D', () => {
    expect(redealBeforeAuction({ auctionStarted: true, pockets: shortPockets, cardCouldHaveBeenSeen: true })).toEqual({
      redeal: false, law: '6D1', reason: 'the auction has begun: no redeal under 6D1', instead: ['13', '14', '16D'],
    });
    expect(redealBeforeAuction({ auctionStarted: true, cardCouldHaveBeenSeen: true })).toMatchObject({ instead: ['16D'] });
  });

  test('6D2: no result stands on a sorted pack or a deal from another session, unless the event replays deals', () => {
    expect(resultOnDealStands('sorted-pack', false)).toMatchObject({ stands: false, law: '6D2', adjusted: 'artificial' });
    expect(resultOnDealStands('other-session', false)).toMatchObject({ stands: false, reason: /another session/ });
    expect(resultOnDealStands('exchanged-between-tables', false)).toEqual({ stands: true, law: '6D2' });
    expect(resultOnDealStands('shuffled', false).stands).toBe(true);
    for (const origin of DEAL_ORIGINS) expect(resultOnDealStands(origin, true).stands).toBe(true);
  });

  test('6D3: the director is asked, and the answer is recorded', () => {
    const asked = directorRedeal({ passedOut: false });
    expect(asked).toMatchObject({ kind: 'question', question: { id: 'order-redeal', law: '6D3' } });
    expect(directorRedeal({ passedOut: false }, true)).toEqual({ kind: 'decided', redeal: true, law: '6D3' });
    expect(directorRedeal({ passedOut: false, matchTotalCouldBeKnown: false }, false)).toEqual({ kind: 'decided', redeal: false, law: '6D3' });
  });

  test('6D3: never after a pass-out (22B), nor in teams when the match total could be known (86A)', () => {
    expect(directorRedeal({ passedOut: true }, true)).toMatchObject({ kind: 'barred', law: '22B' });
    expect(directorRedeal({ passedOut: false, matchTotalCouldBeKnown: true })).toMatchObject({ kind: 'barred', law: '86A', instead: 'adjusted-score' });
  });
});
