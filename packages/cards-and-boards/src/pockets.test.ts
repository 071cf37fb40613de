import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { checkPockets, pocketFaults, restoreMissingCards } from './pockets.js';
import type { Pockets } from './pockets.js';
import { dealWith } from './shuffle.js';
import { seededRandom } from './random.js';
import { SEATS } from './vocabulary.js';
import type { Card } from './card.js';

const deal = dealWith(seededRandom('pockets'));
const { N, E, S, W } = deal.hands;
const first = (cards: readonly Card[]) => cards[0] as Card;

describe('Laws 13–14 — the cards in the pockets', () => {
  test('13B: a hand over 13 with another short is Law 13, and both hands are faulty', () => {
    const c = checkPockets({ N: [...N, first(E)], E: E.slice(1), S, W });
    expect(c).toMatchObject({ law: '13', over: ['N'], short: ['E'], faulty: ['N', 'E'], missing: [], foreign: [] });
    expect(c.sizes).toEqual({ N: 14, E: 12, S: 13, W: 13 });
  });

  test('13C: a second copy of a card, or something that is no card, is foreign to the deal', () => {
    expect(checkPockets({ N: [...N, first(E)], E, S, W })).toMatchObject({ law: '13C', foreign: [{ card: first(E), in: 'E' }] });
    expect(checkPockets({ N, E, S: [...S, 'JK'], W })).toMatchObject({ law: '13C', foreign: [{ card: 'JK', in: 'S' }] });
  });

  test('14: none over 13 and one short is Law 14, naming the missing card', () => {
    expect(checkPockets({ N, E, S: S.slice(1), W })).toMatchObject({ law: '14', short: ['S'], missing: [first(S)] });
    expect(checkPockets(deal.hands).law).toBeUndefined();
  });

  test('13A1: against the deal as dealt, every fault is named with the hand the card belongs to', () => {
    const pockets: Pockets = { N: [...N.slice(1), first(E)], E: E.slice(1), S: [...S, first(S)], W };
    expect(pocketFaults(pockets, deal)).toEqual([
      { fault: 'misplaced', card: first(E), in: 'N', belongsTo: 'E' },
      { fault: 'missing', card: first(N), belongsTo: 'N' },
      { fault: 'foreign', card: first(S), in: 'S' },
    ]);
    expect(pocketFaults(deal.hands, deal)).toEqual([]);
    // A copy outside its own hand is the foreign one, whichever seat comes first.
    expect(pocketFaults({ N: [...N, first(W)], E, S, W }, deal)).toEqual([{ fault: 'foreign', card: first(W), in: 'N' }]);
  });

  test('14A1: a missing card found before the opening lead goes back to the only short hand; 14A3: the calls stand', () => {
    const r = restoreMissingCards({ N, E, S, W: W.slice(0, 11) }, { openingLeadFaced: false, found: true });
    expect(r.ok && r.value.restored).toEqual(W.slice(11).map((card) => ({ card, to: 'W' })));
    expect(r.ok && r.value.deal).toEqual(deal);
    expect(r.ok && r.value.laws).toEqual(['14A1', '14A3']);
    expect(r.ok && r.value.question).toBeUndefined();
  });

  test('14A3: the corrected hand is deemed to have held the card throughout: the deal is the one dealt', () => {
    const r = restoreMissingCards({ N, E: E.slice(0, 12), S, W }, { openingLeadFaced: false, found: false, record: deal });
    expect(r.ok && r.value.laws).toContain('14A3');
    expect(r.ok && r.value.deal.hands.E).toEqual(E);
    expect(r.ok && r.value.deal.hands).toEqual(deal.hands);
  });

  test('14A2: a card not found is replaced from another pack, to the hand the record names', () => {
    const pockets = { N: N.slice(1), E, S: S.slice(1), W };
    expect(restoreMissingCards(pockets, { openingLeadFaced: false, found: false })).toMatchObject({ ok: false, error: { code: 'holder-unknown', law: '14A1' } });
    const r = restoreMissingCards(pockets, { openingLeadFaced: false, found: false, record: deal });
    expect(r.ok && r.value.restored).toEqual([{ card: first(N), to: 'N' }, { card: first(S), to: 'S' }]);
    expect(r.ok && r.value.laws).toEqual(['14A2', '14A3']);
    expect(r.ok && r.value.deal).toEqual(deal);
  });

  test('14A1: a record that puts a missing card in a full hand is refused', () => {
    const other = dealWith(seededRandom('another board'));
    const r = restoreMissingCards({ N: N.slice(1), E, S: S.slice(1), W }, { openingLeadFaced: false, found: true, record: other });
    expect(r).toMatchObject({ ok: false, error: { code: 'record-disagrees' } });
  });

  test('14B2: found after the opening lead: restored, deemed held throughout (14B4), and the director is asked', () => {
    const r = restoreMissingCards({ N, E: E.slice(1), S, W }, { openingLeadFaced: true, found: true });
    expect(r.ok && r.value.laws).toEqual(['14B2', '14B4', '14C']);
    expect(r.ok && r.value.question).toMatchObject({ id: 'missing-card-rectification', law: '14B2', ask: expect.stringContaining(`${first(E)} was restored to East`) });
  });

  test('14B3: not found after the opening lead: rebuilt from another pack, the director is asked', () => {
    const r = restoreMissingCards({ N, E: E.slice(1), S, W }, { openingLeadFaced: true, found: false });
    expect(r.ok && r.value.laws[0]).toBe('14B3');
    expect(r.ok && r.value.question?.law).toBe('14B3');
  });

  test('14: Law 13 cases and complete pockets are not restorations', () => {
    expect(restoreMissingCards({ N: [...N, first(E)], E: E.slice(1), S, W }, { openingLeadFaced: false, found: true })).toMatchObject({ ok: false, error: { code: 'not-missing-cards', message: /Law 13 applies/ } });
    expect(restoreMissingCards(deal.hands, { openingLeadFaced: false, found: true })).toMatchObject({ ok: false, error: { code: 'not-missing-cards' } });
  });

  test('14A: with the record, any set of missing cards is restored to exactly the deal as dealt', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 8 }), (seed, drop) => {
        const dealt = dealWith(seededRandom(seed));
        const gone = new Set(drop);
        let k = 0;
        const pockets = Object.fromEntries(SEATS.map((s) => [s, dealt.hands[s].filter(() => !gone.has(k++))])) as unknown as Pockets;
        const r = restoreMissingCards(pockets, { openingLeadFaced: false, found: true, record: dealt });
        expect(r.ok && r.value.deal).toEqual(dealt);
        expect(r.ok && r.value.restored).toHaveLength(gone.size);
      }),
    );
  });

  test('13, 14: the counts add up — cards held = 52 − missing + foreign, and each law matches its condition', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 51 })), { maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 4 }), (seed, moves, drops) => {
        const dealt = dealWith(seededRandom(seed));
        const hands = SEATS.map((s) => [...dealt.hands[s]] as string[]);
        for (const [to, card] of moves) (hands[to] as string[]).push(`${'SHDC'[card % 4]}${'AKQJT98765432'[card % 13]}`);
        for (const d of drops) (hands[d % 4] as string[]).splice(d % 13, 1);
        const pockets = { N: hands[0], E: hands[1], S: hands[2], W: hands[3] } as Pockets;
        const c = checkPockets(pockets);
        const held = SEATS.reduce((n, s) => n + c.sizes[s], 0);
        expect(held).toBe(52 - c.missing.length + c.foreign.length);
        if (c.law === '13') expect(c.over.length > 0 && c.foreign.length === 0).toBe(true);
        if (c.law === '14') expect(c.over.length === 0 && c.short.length > 0 && c.foreign.length === 0).toBe(true);
        if (c.law === undefined) expect(c.faulty).toEqual([]);
      }),
    );
  });
});
