import { describe, expect, test } from 'vitest';
import { FINDING_IDS, answersOf } from '@bridge-laws/cards-and-boards';
import { TABLE_FACT_IDS, TABLE_YES_NO_FACTS } from '@bridge-laws/table';
import { answersFor, typedFinding } from '../src/ruling/answers.js';
import { MESSAGES } from '../src/i18n/messages.js';
import { claimAnswer, claimEvent } from '../src/ruling/claim-answers.js';

/** The law under which a finding named under several laws takes a one-of answer. */
const FINDINGS_LAW: Readonly<Record<string, string>> = { 'intent-lead-or-play': '53B' };

describe('the director\u2019s answers and the claim flow\u2019s events', () => {
  test('70D1: the normal lines typed as one text become a list, one line per item', () => {
    expect(typedFinding('normal-lines', ' cash the spades ; then the hearts;')).toEqual(['cash the spades', 'then the hearts']);
    expect(typedFinding('damaged', ' yes ')).toBe('yes');
  });

  test('16B1(b): the logical alternatives are a list too, as the director\u2019s workflow reads them', () => {
    expect(typedFinding('logical-alternatives', ' pass ; 4S')).toEqual(['pass', '4S']);
  });

  test('70C, 69B2: claimer-aware-of-trump and probably-won are answered yes or no', () => {
    expect(answersFor('claimer-aware-of-trump', '70C')?.map((a) => a.value)).toEqual([true, false]);
    expect(answersFor('probably-won', '69B2')?.map((a) => a.value)).toEqual([true, false]);
  });

  test('every finding the table engine can ask for has its question in English and Polish', () => {
    for (const language of ['en', 'pl', 'cs'] as const) {
      const missing = TABLE_FACT_IDS.filter((id) => !(`fact.${id}` in MESSAGES[language]));
      expect(missing, language).toEqual([]);
    }
    expect(MESSAGES.pl['fact.procedural-penalty']).not.toBe(MESSAGES.en['fact.procedural-penalty']);
  });

  test('the engine\u2019s yes-or-no findings get yes and no buttons, as the case format types them', () => {
    for (const id of TABLE_YES_NO_FACTS) expect(answersFor(id, '')?.map((a) => a.value), id).toEqual([true, false]);
    expect(answersFor('procedural-penalty', '43B1')?.map((a) => a.label)).toEqual(['answer.yes', 'answer.no']);
  });

  test('65D, 45C2: cards-disturbed names a seat; declarer-card-position one of the three places', () => {
    expect(answersFor('cards-disturbed', '65D')?.map((a) => a.value)).toEqual(['N', 'E', 'S', 'W']);
    expect(answersFor('declarer-card-position', '45C2')?.map((a) => a.value)).toEqual(['face-up-at-table', 'played-position', 'neither']);
    expect(answersFor('logical-alternatives', '16B1')).toBeNull();
  });

  test('28B, 53B: the intent question is own turn or over in the auction, a lead or a play in the play', () => {
    expect(answersFor('intent-lead-or-play', '28B')?.map((a) => [a.label, a.value])).toEqual([['answer.own-turn', true], ['answer.over', false]]);
    expect(answersFor('intent-lead-or-play', '53B')?.map((a) => [a.label, a.value])).toEqual([['answer.lead', 'lead'], ['answer.play', 'play']]);
  });

  test('75, 23A: every finding answered by one of several values has words for each value on the desk', () => {
    for (const id of FINDING_IDS) {
      for (const a of answersOf(id)) if (a.kind === 'one-of') expect(answersFor(id, FINDINGS_LAW[id] ?? '')?.map((b) => b.value), id).toEqual(a.values);
    }
    expect(answersFor('agreement-was', '75D')?.map((a) => a.label)).toEqual(['answer.as-explained', 'answer.differs', 'answer.none', 'answer.no-evidence']);
  });

  test('68D, 68D2(b): agree, dispute and play on are their own events; other options stay decisions', () => {
    expect(claimAnswer('E', 'agree')).toEqual({ kind: 'table', event: { by: 'E', action: 'agree', value: true } });
    expect(claimAnswer('W', 'continue-play')).toEqual({ kind: 'table', event: { by: 'W', action: 'continue-play', value: true } });
    expect(claimAnswer('E', 'call-director')).toBeNull();
    expect(claimAnswer('S', 'accept')).toBeNull();
  });

  test('68A, 68B: a claim keeps a stated line; a concession has none', () => {
    expect(claimEvent('S', 'claim', 4, ' all top ')).toEqual({ kind: 'table', event: { by: 'S', action: 'claim', value: { tricks: 4, line: 'all top' } } });
    expect(claimEvent('S', 'claim', 4, '  ')).toEqual({ kind: 'table', event: { by: 'S', action: 'claim', value: { tricks: 4 } } });
    expect(claimEvent('W', 'concede', 2, 'ignored')).toEqual({ kind: 'table', event: { by: 'W', action: 'concede', value: { tricks: 2 } } });
  });
});
