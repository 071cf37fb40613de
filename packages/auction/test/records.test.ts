import { describe, expect, test } from 'vitest';
import type { ExplanationRecord, PartnershipAgreement, WithheldInformation } from '@bridge-laws/auction';
import {
  auctionPeriodBegun, checkAgreements, checkDeviations, checkExplanation, checkExplanationContent, checkReview, closeAuctionPeriod, isSpecialUnderstanding, mayAskWhetherOnLead,
  mayChangeAfterCorrection, mayConsultSystemCard, newAuction,
} from '@bridge-laws/auction';
import { replay, step } from './helpers.js';

const lawsOf = (xs: readonly { law: string }[]) => xs.map((x) => x.law);

describe('Law 20 — reviews', () => {
  test('20B: a review during the auction at one\'s own turn is in order', () => {
    expect(checkReview(replay('N', '1C'), { requestedBy: 'E', givenBy: 'S', afterFinalPass: false })).toEqual([]);
    expect(lawsOf(checkReview(replay('N', '1C'), { requestedBy: 'W', givenBy: 'N', afterFinalPass: false }))).toEqual(['20B']);
  });
  test('20C, 20C1: after the final pass a defender may ask whether the opening lead is his; declarer\'s side may not', () => {
    const s = replay('N', '1S P P P');
    expect(mayAskWhetherOnLead(s, 'E')).toBe(true);
    expect(mayAskWhetherOnLead(s, 'W')).toBe(true);
    expect(mayAskWhetherOnLead(s, 'S')).toBe(false);
    expect(mayAskWhetherOnLead(replay('N', '1S P'), 'E')).toBe(false);
  });
  test('20C2: after the final pass declarer or a defender asks at his first turn to play; dummy does not', () => {
    const s = replay('N', '1S P P P');
    expect(checkReview(s, { requestedBy: 'E', givenBy: 'N', afterFinalPass: true, atFirstTurnToPlay: true })).toEqual([]);
    expect(lawsOf(checkReview(s, { requestedBy: 'S', givenBy: 'E', afterFinalPass: true, atFirstTurnToPlay: true }))).toEqual(['20C2']);
    expect(lawsOf(checkReview(s, { requestedBy: 'E', givenBy: 'N', afterFinalPass: true, atFirstTurnToPlay: false }))).toEqual(['20C2']);
  });
  test('20E: an uncorrected error in a review is found, and its damage asked about', () => {
    const found = checkReview(replay('N', '1C'), { requestedBy: 'E', givenBy: 'S', afterFinalPass: false, uncorrectedError: true });
    expect(found).toEqual([{ law: '20E', problem: 'an error in the review was not corrected', question: 'damaged' }]);
  });
  test('20D: only an opponent of the requester gives the review', () => {
    expect(lawsOf(checkReview(replay('N', '1C'), { requestedBy: 'E', givenBy: 'W', afterFinalPass: false }))).toEqual(['20D']);
  });
});

describe('Law 20F — explanations', () => {
  const asked: ExplanationRecord = { askedBy: 'W', callIndex: 2, givenBy: 'N', text: 'transfer to hearts', alerted: true, correctedAt: null };
  const auction = () => replay('N', '1NT P 2D');
  test('20F1: at his turn, about an opponent\'s call, explained by the caller\'s partner', () => {
    expect(checkExplanation(auction(), asked)).toEqual([]);
    expect(lawsOf(checkExplanation(auction(), { ...asked, givenBy: 'S' }))).toEqual(['20F1']);
    expect(lawsOf(checkExplanation(auction(), { ...asked, askedBy: 'E' }))).toEqual(['20F1']);
    expect(lawsOf(checkExplanation(auction(), { ...asked, askedBy: 'N', givenBy: 'N' }))).toEqual(['20F1', '20F1']);
  });
  test('20F2: after the final pass a defender asks; dummy does not', () => {
    const s = replay('N', '1NT P 2D P 2H P P P');
    expect(checkExplanation(s, { ...asked, askedBy: 'E' })).toEqual([]);
    expect(checkExplanation(s, { ...asked, askedBy: 'N', callIndex: 1, givenBy: 'W' })).toEqual([]);
    expect(lawsOf(checkExplanation(s, { ...asked, askedBy: 'S', callIndex: 1, givenBy: 'W' }))).toEqual(['20F2']);
  });
  test('20F4, 20F4(a): the giver corrects his own explanation by the end of the clarification period', () => {
    const s = replay('N', '1NT P 2D P 2H P P P');
    expect(checkExplanation(s, { ...asked, correctedAt: 'clarification-period' })).toEqual([]);
    expect(lawsOf(checkExplanation(s, { ...asked, correctedAt: 'after-play' }))).toEqual(['20F4(a)']);
  });
  test('20F5, 20F5(a): the caller may not correct partner\'s explanation during the auction', () => {
    expect(lawsOf(checkExplanation(auction(), { ...asked, correctedAt: 'auction', correctedBy: 'S' }))).toEqual(['20F5(a)']);
  });
  test('20F5(b), 20F5(b)(i), 20F5(b)(ii): a defender corrects partner after the play; declarer or dummy after the final pass', () => {
    const declaring = replay('N', '1NT P 2D P 2H P P P');
    expect(checkExplanation(declaring, { ...asked, correctedAt: 'clarification-period', correctedBy: 'S' })).toEqual([]);
    expect(lawsOf(checkExplanation(declaring, { ...asked, correctedAt: 'after-play', correctedBy: 'S' }))).toEqual(['20F5(b)(ii)']);
    const defending = replay('N', '1NT P 2D P 2H P P 3C P P P');
    expect(checkExplanation(defending, { ...asked, correctedAt: 'after-play', correctedBy: 'S' })).toEqual([]);
    expect(lawsOf(checkExplanation(defending, { ...asked, correctedAt: 'clarification-period', correctedBy: 'S' }))).toEqual(['20F5(b)(i)']);
  });
  test('20F4(b): after a correction, the opponents whose partner has not called since may still change a call (Law 21B1(a))', () => {
    expect(mayChangeAfterCorrection(replay('N', '1NT P 2D P 2H'), 'N')).toEqual(['W']);
    const ended = replay('N', '1NT P 2D P 2H P P P');
    expect(mayChangeAfterCorrection(ended, 'N')).toEqual(['W']);
    const over = closeAuctionPeriod(ended);
    expect(over.ok && mayChangeAfterCorrection(over.value, 'N')).toEqual([]);
    const s = step(replay('N', '1NT P 2D P 2H'), { type: 'change', by: 'W', call: { type: 'double', text: 'X' }, misinformedBy: 'N', facts: { 'agreement-was': 'differs', 'could-have-been-influenced': true } });
    expect(s.pending).toMatchObject({ law: '21B2' });
  });
});

describe('Law 40 — partnership understandings', () => {
  const stayman: PartnershipAgreement = { side: 'NS', madeBy: null, sequence: ['1NT', 'P'], call: '2C', meaning: 'Stayman', artificial: true, specifies: [], disclosed: true };
  const natural: PartnershipAgreement = { ...stayman, call: '2S', meaning: 'natural, weak', artificial: false };
  const allPermitted = { specialUnderstandings: 'every-artificial-call', systemPolicy: 'all-permitted' } as const;
  test('40B1(c): unless the regulation says otherwise every artificial call is a special understanding', () => {
    expect(isSpecialUnderstanding(stayman, 'every-artificial-call')).toBe(true);
    expect(isSpecialUnderstanding(natural, 'every-artificial-call')).toBe(false);
  });
  test('40B1(b): the regulation may list the special understandings instead', () => {
    expect(isSpecialUnderstanding(stayman, 'as-listed-by-regulation', ['Multi 2D'])).toBe(false);
  });
  test('40A1(b), 40B3(a): an undisclosed agreement is found; whether it damaged anyone is asked', () => {
    expect(checkAgreements([stayman, natural], allPermitted)).toEqual([]);
    expect(checkAgreements([{ ...natural, disclosed: false }], allPermitted)).toEqual([
      { law: '40B3(a)', call: '2S', problem: '2S (natural, weak) was not disclosed as the regulation requires (Law 40A1(b))', question: 'damaged', onYes: 'adjusted-score' },
    ]);
  });
  test('40B2(a)(i), 40B4: a special understanding the regulation does not permit is found', () => {
    const rules = { specialUnderstandings: 'every-artificial-call', systemPolicy: 'as-listed-by-regulation', permitted: ['Stayman'] } as const;
    const multi = { ...stayman, sequence: [], call: '2D', meaning: 'Multi 2D' };
    expect(lawsOf(checkAgreements([stayman, natural, multi], rules))).toEqual(['40B4']);
  });
  test('40A4: the same call meaning different things for the two partners is found', () => {
    const found = checkAgreements([{ ...stayman, madeBy: 'N' }, { ...stayman, madeBy: 'S', meaning: 'natural' }], allPermitted);
    expect(lawsOf(found)).toEqual(['40A4']);
  });
  test('40B3(b): repeated failures to disclose are found for the director', () => {
    const found = checkAgreements([{ ...natural, disclosed: false }, { ...stayman, disclosed: false }], allPermitted);
    expect(lawsOf(found)).toEqual(['40B3(b)', '40B3(a)', '40B3(a)']);
  });
  test('40B3: a side damaged by an undisclosed meaning is owed an adjusted score; a disclosed one raises nothing', () => {
    const found = checkAgreements([stayman, { ...stayman, call: '2D', meaning: 'transfer to hearts', disclosed: false }], allPermitted);
    expect(found.map((f) => [f.law, f.call, f.question, f.onYes])).toEqual([['40B3(a)', '2D', 'damaged', 'adjusted-score']]);
  });
  test('40B4: damage from a special understanding the regulation forbids leads to an adjusted score', () => {
    const rules = { specialUnderstandings: 'every-artificial-call', systemPolicy: 'as-listed-by-regulation', permitted: [] } as const;
    expect(checkAgreements([stayman], rules)).toMatchObject([{ law: '40B4', question: 'damaged', onYes: 'adjusted-score' }]);
  });
  const withheld: WithheldInformation = { side: 'NS', call: '2C', withheld: 'that it may be a weak hand with clubs', source: 'agreement' };
  test('40B5, 40B5(a): what the partnership knows from agreement or experience must be given; general bridge knowledge need not be', () => {
    expect(checkExplanationContent([{ ...withheld, source: 'general-knowledge' }])).toEqual([]);
    expect(lawsOf(checkExplanationContent([withheld, { ...withheld, call: '2D', source: 'partnership-experience' }]))).toEqual(['40B5(b)', '40B5(b)']);
  });
  test('40B5(b): the director is asked whether the withheld information was crucial and damaged the opponent; yes means an adjusted score', () => {
    expect(checkExplanationContent([withheld])).toEqual([{
      law: '40B5(b)', call: '2C', question: 'damaged-by-withheld', onYes: 'adjusted-score',
      problem: "NS's explanation of 2C left out that it may be a weak hand with clubs, known from partnership agreement (Law 40B5(a))",
    }]);
  });
  test('40C1: a deviation repeated by the partnership is asked about as a possible implicit agreement', () => {
    const d = { side: 'EW', by: 'E', call: '1NT', agreed: '15-17', actual: '10-12' } as const;
    expect(checkDeviations([d])).toEqual([]);
    expect(checkDeviations([d, { ...d, by: 'W' }])).toMatchObject([{ law: '40C1', question: 'agreement-was' }]);
  });
});

describe('Laws 20G3, 40B2 — system cards during the auction period', () => {
  test('20G3, 40B2(b): one\'s own card is closed, except to the declaring side in the clarification period', () => {
    expect(mayConsultSystemCard(replay('N', '1C'), 'E', 'own')).toBe(false);
    const ended = replay('N', '1S P P P');
    expect(mayConsultSystemCard(ended, 'S', 'own')).toBe(true);
    expect(mayConsultSystemCard(ended, 'E', 'own')).toBe(false);
    const over = closeAuctionPeriod(ended);
    expect(over.ok && mayConsultSystemCard(over.value, 'N', 'own')).toBe(false);
  });
  test('40B2(c), 40B2(c)(i), 40B2(c)(ii): the opponents\' card before the auction and in the clarification period', () => {
    expect(mayConsultSystemCard(newAuction('N'), 'W', 'opponents')).toBe(true);
    expect(mayConsultSystemCard(replay('N', '1S P P P'), 'N', 'opponents')).toBe(true);
  });
  test('40B2(c)(iii): during the auction only at one\'s own turn; in the play at one\'s turn to play', () => {
    const s = replay('N', '1C');
    expect(mayConsultSystemCard(s, 'E', 'opponents')).toBe(true);
    expect(mayConsultSystemCard(s, 'W', 'opponents')).toBe(false);
    const over = closeAuctionPeriod(replay('N', '1S P P P'));
    expect(over.ok && mayConsultSystemCard(over.value, 'E', 'opponents')).toBe('at-his-turn-to-play');
  });
  test('40B2(c)(iv): to answer an opponent\'s question about partner\'s call', () => {
    expect(mayConsultSystemCard(replay('N', '1C'), 'W', 'opponents', true)).toBe(true);
  });
});

describe('Law 17A — the start of the auction period', () => {
  test('17A: a side\'s auction period begins when either of its players takes his cards from the board', () => {
    expect(auctionPeriodBegun('NS', [])).toBe(false);
    expect(auctionPeriodBegun('NS', ['E'])).toBe(false);
    expect(auctionPeriodBegun('NS', ['E', 'S'])).toBe(true);
    expect(auctionPeriodBegun('EW', ['N'])).toBe(false);
    expect(auctionPeriodBegun('EW', ['N', 'W'])).toBe(true);
  });
});

describe('Law 17A — the auction period begins', () => {
  test('17A: the first player of a side to take his cards out begins its auction period; his partner adds nothing', () => {
    let s = newAuction('N');
    s = step(s, { type: 'take-out', by: 'E' });
    expect(s.steps).toEqual([{ law: '17A', note: 'E takes his cards out of the board: the auction period of EW begins' }]);
    s = step(s, { type: 'take-out', by: 'W' });
    s = step(s, { type: 'take-out', by: 'W' });
    expect(s.steps.map((x) => x.law)).toEqual(['17A']);
    s = step(s, { type: 'take-out', by: 'S' });
    expect(s.steps.map((x) => x.note)).toEqual([
      'E takes his cards out of the board: the auction period of EW begins',
      'S takes his cards out of the board: the auction period of NS begins',
    ]);
    expect(s.cardsOut).toEqual(['E', 'W', 'S']);
    expect(s.calls).toEqual([]);
    expect(s.turn).toBe('N');
  });
});
