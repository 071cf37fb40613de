// The 2007 Laws on a correction of one's own explanation (2007 20F4): the director's finding, never a period.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { AuctionState, ExplanationRecord } from '@bridge-laws/auction';
import { checkExplanation, correctionBreaches, correctionDeadline, newAuction, parseCall } from '@bridge-laws/auction';
import { step } from './helpers.js';

/** The auction 1NT P 2D P 2H P P P by N, under the edition given. */
function ended(edition: '2007' | '2017'): AuctionState {
  let s = newAuction('N', edition);
  const seats = ['N', 'E', 'S', 'W'] as const;
  for (const [i, text] of ['1NT', 'P', '2D', 'P', '2H', 'P', 'P', 'P'].entries()) {
    const c = parseCall(text);
    if (c === undefined) throw new Error(text);
    s = step(s, { type: 'call', by: seats[i % 4] as 'N', call: c });
  }
  return s;
}

const asked: ExplanationRecord = { askedBy: 'W', callIndex: 2, givenBy: 'N', text: 'transfer to hearts', alerted: true, correctedAt: null };
const lawsOf = (xs: readonly { law: string }[]) => xs.map((x) => x.law);
const STAGES = ['auction', 'clarification-period', 'play', 'after-play'] as const;

describe('Law 2007 20F4 — a player corrects his own explanation', () => {
  test('2007 20F4: without the finding the director is asked corrected-at-once, whenever the correction comes (2017 20F4(a) checks a period instead)', () => {
    for (const at of STAGES) {
      const found = correctionBreaches(ended('2007'), { ...asked, correctedAt: at });
      expect(found).toEqual([{ law: '2007 20F4', problem: 'whether N called the director at once when he realised his explanation was wrong is the director\'s finding', question: 'corrected-at-once' }]);
    }
  });

  test('2007 20F4: called at once, the correction breaks nothing even during or after the play (the director applies 21B or 40B4)', () => {
    for (const at of STAGES) expect(correctionBreaches(ended('2007'), { ...asked, correctedAt: at, calledAtOnce: true })).toEqual([]);
  });

  test('2007 20F4, 2007 90A: not at once, the breach is recorded and the director may assess a procedural penalty', () => {
    const found = checkExplanation(ended('2007'), { ...asked, askedBy: 'E', correctedAt: 'clarification-period', calledAtOnce: false });
    expect(lawsOf(found)).toEqual(['2007 20F4', '2007 90A']);
    expect(found[0]?.problem).toBe('N did not call the director at once when he realised his explanation was wrong');
    expect(found.every((b) => b.question === undefined)).toBe(true);
  });

  test('20F4(a): under 2017 the finding is not read; the period decides as before', () => {
    const s = ended('2017');
    expect(lawsOf(correctionBreaches(s, { ...asked, correctedAt: 'play', calledAtOnce: true }))).toEqual(['20F4(a)']);
    expect(correctionBreaches(s, { ...asked, correctedAt: 'clarification-period', calledAtOnce: false })).toEqual([]);
    expect(correctionBreaches(s, { ...asked, correctedAt: 'auction' })).toEqual([]);
  });

  test('2007 20F5: a correction of partner\'s explanation is timed as under 2017, never asked corrected-at-once', () => {
    const s = ended('2007');
    expect(lawsOf(correctionBreaches(s, { ...asked, correctedAt: 'after-play', correctedBy: 'S' }))).toEqual(['20F5(b)(ii)']);
    expect(correctionBreaches(s, { ...asked, correctedAt: 'clarification-period', correctedBy: 'S' })).toEqual([]);
  });

  test('2007 20F4: an own correction is asked about exactly when the finding is missing, at any stage', () => {
    fc.assert(fc.property(fc.constantFrom(...STAGES), fc.constantFrom(true, false, undefined), (at, once) => {
      const r: ExplanationRecord = once === undefined ? { ...asked, correctedAt: at } : { ...asked, correctedAt: at, calledAtOnce: once };
      const found = correctionBreaches(ended('2007'), r);
      expect(found.some((b) => b.question === 'corrected-at-once')).toBe(once === undefined);
      expect(found.length).toBe(once === undefined ? 1 : once ? 0 : 2);
    }));
  });
});

describe('Law 2007 20F — by when a mistaken explanation is corrected', () => {
  test('2007 20F4: his own explanation is corrected at once, a moment the director finds (corrected-at-once), for either side', () => {
    for (const role of ['declaring-side', 'defender'] as const) {
      expect(correctionDeadline('2007', 'own', role)).toEqual({ by: 'at-once', law: '2007 20F4', question: 'corrected-at-once' });
    }
  });

  test('20F4(a): under 2017 his own explanation is corrected by the end of the clarification period, with no question', () => {
    expect(correctionDeadline('2017', 'own', 'declaring-side')).toEqual({ by: 'clarification-period', law: '20F4(a)' });
  });

  test('2007 20F5(b): partner\'s explanation is corrected as under 2017 — a defender after the play, declarer or dummy after the final pass', () => {
    for (const edition of ['2007', '2017'] as const) {
      expect(correctionDeadline(edition, 'partner', 'defender')).toEqual({ by: 'after-play', law: '20F5(b)(i)' });
      expect(correctionDeadline(edition, 'partner', 'declaring-side')).toEqual({ by: 'clarification-period', law: '20F5(b)(ii)' });
    }
  });

  test('2007 20F4: the deadline asks the same finding the correction check asks while it is missing', () => {
    const asks = correctionBreaches(ended('2007'), { ...asked, correctedAt: 'play' }).map((b) => b.question);
    expect(asks).toEqual([correctionDeadline('2007', 'own', 'defender').question]);
  });
});
