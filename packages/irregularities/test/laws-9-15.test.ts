import { describe, expect, test } from 'vitest';
import {
  mayDrawAttention, mayCallDirector, tableMayProceed, playersOwnRectification, chooserOf,
  wrongNumberOfCards, extraCard, missingCardAfterLead, cardsFromWrongBoard, laterPlayOfOtherBoard, wrongBoard,
} from '@bridge-laws/irregularities';

describe('Law 9 — drawing attention to an irregularity', () => {
  test('9A1: any player, during the auction period', () => {
    expect(mayDrawAttention('W', { period: 'auction', dummy: null })).toEqual({ ok: true, value: '9A1' });
  });
  test('9A2: declarer or a defender, during the play', () => {
    expect(mayDrawAttention('E', { period: 'play', dummy: 'N' })).toEqual({ ok: true, value: '9A2' });
  });
  test('9A4: dummy not until play is over', () => {
    const r = mayDrawAttention('N', { period: 'play', dummy: 'N' });
    expect(!r.ok && r.error).toMatchObject({ code: 'dummy-during-play', law: '9A4' });
    expect(mayDrawAttention('N', { period: 'after-play', dummy: 'N' }).ok).toBe(true);
    expect(mayDrawAttention('N', { period: 'play', dummy: 'N' }, true)).toEqual({ ok: true, value: '20F5(b)' });
  });
  test('9B1(a), 9B1(b), 9B2: the director is called once attention is drawn; the table waits for him', () => {
    expect(mayCallDirector(true).ok).toBe(true);
    expect(mayCallDirector(false).ok).toBe(false);
    expect(tableMayProceed(true)).toMatchObject({ ok: false, error: { code: 'awaiting-director', law: '9B2' } });
    expect(tableMayProceed(false).ok).toBe(true);
  });
});

describe('Law 10 — assessment of rectification', () => {
  test('10A, 10B: players\' own rectification waits for the director\'s decision', () => {
    expect(playersOwnRectification(undefined)).toMatchObject({ ok: false, error: { law: '10B' } });
    expect(playersOwnRectification(false)).toEqual({ ok: true, value: 'cancelled' });
  });
  test('10C2: the entitled player chooses alone', () => {
    expect(chooserOf('S', 'N')).toMatchObject({ ok: false, error: { code: 'wrong-chooser', law: '10C2' } });
    expect(chooserOf('S', 'S')).toEqual({ ok: true, value: 'S' });
  });
});

describe('Law 13 — incorrect number of cards', () => {
  const sizes = { N: 14, E: 12, S: 13, W: 13 };
  test('13A1: no faulty hand has called and no card seen: correct and play normally', () => {
    expect(wrongNumberOfCards({ handSizes: sizes, when: 'before-auction', faultyHandCalled: false, cardSeen: false })).toMatchObject({ action: 'continue', laws: ['13A1'] });
  });
  test('13A2: a card was seen: play it, then ask whether the information affected the result', () => {
    expect(wrongNumberOfCards({ handSizes: sizes, when: 'auction', faultyHandCalled: false, cardSeen: true })).toMatchObject({ action: 'question', question: 'extraneous-information', laws: ['13A2'] });
  });

  test('2007 13D2: a card seen before the faulty hand called — asked whether it could interfere; yes: an artificial score (13D2(b)), no: play and adjust if it affected the result (13D2(a))', () => {
    const sizes = { N: 14, E: 12, S: 13, W: 13 } as const;
    const seen = { handSizes: sizes, when: 'auction', faultyHandCalled: false, cardSeen: true } as const;
    expect(wrongNumberOfCards(seen, '2007')).toMatchObject({ action: 'question', question: 'could-interfere', laws: ['2007 13D2'] });
    expect(wrongNumberOfCards({ ...seen, couldInterfere: true }, '2007')).toMatchObject({ action: 'adjust', artificial: true, laws: ['2007 13D2(b)'] });
    expect(wrongNumberOfCards({ ...seen, couldInterfere: false }, '2007')).toMatchObject({ action: 'question', question: 'extraneous-information', laws: ['2007 13D2(a)'] });
    // 13A2: 2017 always has the board played; the finding changes nothing.
    expect(wrongNumberOfCards({ ...seen, couldInterfere: true })).toMatchObject({ action: 'question', question: 'extraneous-information', laws: ['13A2'] });
  });
  test('13B1: a faulty hand has called: the director judges whether it can be corrected without changing a call', () => {
    expect(wrongNumberOfCards({ handSizes: sizes, when: 'auction', faultyHandCalled: true, cardSeen: false })).toMatchObject({ action: 'question', question: 'correctable-without-change' });
    expect(wrongNumberOfCards({ handSizes: sizes, when: 'auction', faultyHandCalled: true, cardSeen: false, correctableWithoutChange: true })).toMatchObject({ action: 'continue', laws: ['13B1'] });
  });
  test('13B2: otherwise an assigned adjusted score, the offender may be penalised', () => {
    expect(wrongNumberOfCards({ handSizes: sizes, when: 'play', faultyHandCalled: true, cardSeen: false, correctableWithoutChange: false })).toMatchObject({ action: 'adjust', artificial: false, proceduralPenalty: 'may' });
  });
  test('13D: found after play: result cancelled, adjusted score, procedural penalty due', () => {
    expect(wrongNumberOfCards({ handSizes: sizes, when: 'after-play', faultyHandCalled: true, cardSeen: false })).toMatchObject({ action: 'adjust', laws: ['13D'], proceduralPenalty: 'due' });
  });
  test('13C: a foreign card is removed; only one played to a quitted trick can lead to adjustment', () => {
    expect(extraCard(false)).toMatchObject({ action: 'continue', laws: ['13C'] });
    expect(extraCard(true)).toMatchObject({ action: 'question' });
  });
});

describe('Law 14 — missing card', () => {
  test('14A: short hand found before the opening lead: restore, calls stand', () => {
    expect(wrongNumberOfCards({ handSizes: { N: 13, E: 13, S: 12, W: 13 }, when: 'auction', faultyHandCalled: true, cardSeen: false })).toMatchObject({ action: 'continue', laws: ['14A1', '14A2', '14A3'] });
  });
  test('14B1: found among the played cards: Law 67', () => {
    expect(missingCardAfterLead('among-played-cards')).toMatchObject({ laws: ['14B1'] });
  });
  test('14B4: a restored card counts as held throughout; 14C: UI for partner', () => {
    expect(missingCardAfterLead('elsewhere').laws).toEqual(['14B2', '14B4', '14C']);
    expect(missingCardAfterLead('not-found').laws[0]).toBe('14B3');
  });
});

describe('Law 15 — wrong board or hand', () => {
  const auction = [
    { by: 'N', call: 'P' }, { by: 'E', call: '1H' }, { by: 'S', call: '1S' }, { by: 'W', call: '2H' }, { by: 'N', call: '2S' },
  ] as const;
  test('15A1: the offender\'s call and all later ones are cancelled', () => {
    const r = cardsFromWrongBoard(auction, 'S');
    expect(r.standing.map((c) => c.call)).toEqual(['P', '1H']);
    expect(r.cancelled.map((c) => c.call)).toEqual(['1S', '2H', '2S']);
  });
  test('15A2(a): partner called after the cancelled call: adjusted score', () => {
    expect(cardsFromWrongBoard(auction, 'S').procedure).toMatchObject({ action: 'adjust', artificial: true });
  });
  test('15A2(b), 15A2(c): partner has not called: the offender calls again; 16C governs the cancelled calls', () => {
    expect(cardsFromWrongBoard(auction.slice(0, 4), 'S').procedure).toMatchObject({ action: 'continue', laws: ['15A1', '15A2(b)', '15A2(c)', '15A4'] });
  });
  test('15A4: the director may add a procedural penalty in every case of 15A, and only there', () => {
    expect(cardsFromWrongBoard(auction, 'S').procedure).toMatchObject({ proceduralPenalty: 'may', laws: expect.arrayContaining(['15A4']) });
    expect(cardsFromWrongBoard(auction.slice(0, 4), 'S').procedure).toMatchObject({ proceduralPenalty: 'may' });
    const noCall = cardsFromWrongBoard(auction.slice(0, 2), 'S').procedure;
    expect(noCall.laws).not.toContain('15A4');
    expect('proceduralPenalty' in noCall).toBe(false);
  });
  test('15A3: a different call on the other board is adjusted', () => {
    expect(laterPlayOfOtherBoard(undefined).action).toBe('question');
    expect(laterPlayOfOtherBoard(true).action).toBe('adjust');
    expect(laterPlayOfOtherBoard(false).action).toBe('continue');
  });
  test('15B1: a board played before by one of the four is cancelled; 15B2: otherwise the result stands', () => {
    expect(wrongBoard(true)).toMatchObject({ action: 'adjust', artificial: true, laws: ['15B', '15B1', '15B3', '12C2(a)'] });
    expect(wrongBoard(false)).toMatchObject({ action: 'continue', laws: ['15B', '15B2'] });
  });
});
