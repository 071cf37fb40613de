import { describe, expect, test } from 'vitest';
import type { RulingStatement } from '@bridge-laws/table';
import { statementLines } from '../src/ruling/statement-text.js';

const revoke: RulingStatement = {
  board: 1,
  phase: 'ended',
  happened: [{ kind: 'revoke', seat: 'E', trick: 2, established: true, law: '63' }],
  choice: null,
  questions: { ids: ['damaged'], law: '64C1' },
  consequences: [{ kind: 'tricks-transferred', seat: 'E', trick: 2, to: 'NS', tricks: 2, law: '64A1' }],
  result: { contract: '4S', declarer: 'S', tricks: { NS: 7, EW: 6 }, scoreNS: -150 },
  laws: ['63B', '64A1', '64C1'],
};

describe('the ruling statement in the interface language', () => {
  test('80: the regulation applied is named after the board, in the desk\u2019s words for the federations it ships', () => {
    const pzbs = { ...revoke, regulation: { id: 'pzbs', name: 'Polski Związek Brydża Sportowego' } };
    expect(statementLines(pzbs, 'en')[1]).toBe('Regulations applied (Law 80): PZBS (Polish Bridge Union).');
    expect(statementLines(pzbs, 'pl')[1]).toBe('Zastosowany regulamin (przepis 80): PZBS.');
    const club = { ...revoke, regulation: { id: 'club-x', name: 'Club X local rules' } };
    expect(statementLines(club, 'cs')[1]).toBe('Použité předpisy (Pravidlo 80): Club X local rules.');
    expect(statementLines(revoke, 'en')[1]).toBe('East failed to follow suit in trick 2: established (Law 63).');
  });

  test('64A1: in English — what happened, the director\u2019s question, the transfer and the result', () => {
    expect(statementLines(revoke, 'en')).toEqual([
      'Board 1.',
      'East failed to follow suit in trick 2: established (Law 63).',
      'The director must decide (Law 64C1): Was the non-offending side damaged by the irregularity?',
      'Tricks transferred (Law 64): 2 to North-South \u2014 the revoking player won the revoke trick: that trick goes, and one more if his side won a later trick (Law 64A1).',
      'Result: 4♠ by South; Tricks N-S / E-W 7 / 6; Score N-S -150.',
    ]);
  });

  test('64A1: in Polish, in the law book\u2019s words (fałszywy renons uprawomocniony, lewy przekazane)', () => {
    const pl = statementLines(revoke, 'pl');
    expect(pl[1]).toBe('E popełnił fałszywy renons w lewie 2: uprawomocniony (przepis 63).');
    expect(pl[3]).toBe('Lewy przekazane (przepis 64): 2 dla N-S \u2014 wykraczający wziął lewę z fałszywym renonsem: przekazuje się ją oraz jedną z lew wziętych później przez stronę wykraczającą, jeśli taka jest (przepis 64A1).');
    expect(pl.join(' ')).not.toMatch(/[A-Za-z]+ (the|to|of) /);
  });

  test('27A1, 50D2, 12C1(c): a choice, a penalty card with its lead rights, and a weighted score with its reasons', () => {
    const s: RulingStatement = {
      ...revoke,
      happened: [],
      questions: null,
      choice: { by: 'S', options: ['accept', 'reject'], law: '27A1' },
      consequences: [
        { kind: 'penalty-card', seat: 'E', card: 'H2', penalty: 'major', law: '50', leadRights: '50D2' },
        { kind: 'must-pass', seat: 'W', until: 'end-of-auction', law: '27B2' },
        { kind: 'adjusted-score', adjusted: { weighted: [{ contract: '4H', declarer: 'E', tricks: 9, weight: 0.6 }, { contract: '4H', declarer: 'E', tricks: 10, weight: 0.4 }] }, law: '12C1(c)', reasons: ['16B1'] },
      ],
      result: null,
    };
    expect(statementLines(s, 'en').slice(1)).toEqual([
      'South chooses (Law 27A1): Accept or Reject.',
      'East: ♥2 — penalty card major (Law 50); when the owner\u2019s partner is to lead, declarer chooses the lead options (Law 50D2).',
      'West must pass for the rest of the auction (Law 27B2).',
      'Weighted adjusted score (Law 12C1(c)): 4H E 9 60; 4H E 10 40 (Law 12C1(c)); reasons: Law 16B1.',
    ]);
    expect(statementLines(s, 'pl')[2]).toBe('E: ♥2 — karta przygwożdżona normalna (przepis 50); gdy na wyjściu jest partner właściciela, rozgrywający wybiera opcje wyjścia (przepis 50D2).');
  });

  test('64B3: an exempt revoke is stated with no trick and the 64B item that barred the transfer', () => {
    const dummy: RulingStatement = {
      ...revoke,
      happened: [{ kind: 'revoke', seat: 'N', trick: 3, established: true, law: '63' }],
      consequences: [{ kind: 'tricks-transferred', seat: 'N', trick: 3, to: 'EW', tricks: 0, law: '64B3' }],
    };
    expect(statementLines(dummy, 'pl').at(-2)).toBe('Lewy przekazane (przepis 64): 0 dla E-W \u2014 bez przekazania: niezagrana karta była kartą przygwożdżoną lub kartą dziadka (przepis 64B3).');
    // 2007 64B3 exempts any card faced on the table: the reason read out is the 2007 rule's, under the same number.
    expect(statementLines(dummy, 'en', '2007').at(-2)).toBe(
      'Tricks transferred (Law 64): 0 to East-West \u2014 no transfer: the card not played was one faced on the table (a penalty card, dummy\u2019s, or of a faced hand) (Law 64B3).',
    );
    expect(statementLines(dummy, 'cs', '2017').at(-2)).toBe('Převedené zdvihy (Pravidlo 64): 0 pro Východ-Západ \u2014 bez převodu: nezahraná karta byla pokutová karta nebo karta tichého hráče (Pravidlo 64B3).');
  });

  test('64A2, 64B2: two revokes — each transfer says which revoke it is for, and its own item', () => {
    const two: RulingStatement = {
      ...revoke,
      consequences: [
        { kind: 'tricks-transferred', seat: 'E', trick: 2, to: 'NS', tricks: 1, law: '64A2' },
        { kind: 'tricks-transferred', seat: 'E', trick: 3, to: 'NS', tricks: 0, law: '64B2' },
      ],
    };
    expect(statementLines(two, 'en').slice(3, 5)).toEqual([
      'Tricks transferred (Law 64): East, in trick 2: 1 to North-South \u2014 the revoking player did not win the revoke trick, but his side won it or a later trick: one trick goes (Law 64A2).',
      'Tricks transferred (Law 64): East, in trick 3: 0 to North-South \u2014 no transfer: a later revoke by the same player in the same suit (Law 64B2).',
    ]);
  });

  test('67B1: an item the desk has no explanation for is still cited on the transfer', () => {
    const defective: RulingStatement = { ...revoke, consequences: [{ kind: 'tricks-transferred', seat: 'E', trick: 2, to: 'NS', tricks: 1, law: '67B1' }] };
    expect(statementLines(defective, 'en')[3]).toBe('Tricks transferred (Law 64): 1 to North-South (Law 67B1).');
  });
});
