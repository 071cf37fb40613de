import { describe, expect, test } from 'vitest';
import type { AgreementRules, PartnershipAgreement } from '@bridge-laws/auction';
import { checkAgreements } from '@bridge-laws/auction';

// Issue 33: the settings the auction chapter reads (specialUnderstandings R15, systemPolicy R16, Law 40B), under
// the WBF baseline and under a regulation that lists special understandings and what it permits (as the PZBS
// system policy and the EBU Blue Book do). This package does not depend on the regulation contract: the
// caller passes the regulation's two settings, with the regulation's lists, as `AgreementRules`.
const WBF: AgreementRules = { specialUnderstandings: 'every-artificial-call', systemPolicy: 'all-permitted' };
const LISTING: AgreementRules = {
  specialUnderstandings: 'as-listed-by-regulation', listedSpecial: ['Multi 2D'],
  systemPolicy: 'as-listed-by-regulation', permitted: [],
};

const stayman: PartnershipAgreement = { side: 'NS', madeBy: null, sequence: ['1NT', 'P'], call: '2C', meaning: 'Stayman', artificial: true, specifies: [], disclosed: true };
const multi: PartnershipAgreement = { ...stayman, sequence: [], call: '2D', meaning: 'Multi 2D' };
const laws = (rules: AgreementRules, agreements: readonly PartnershipAgreement[]) => checkAgreements(agreements, rules).map((f) => [f.law, f.call]);

describe('systemPolicy (Law 40B2(a)(i)) — checkAgreements', () => {
  test('40B2(a)(i): under the WBF baseline every special understanding is permitted: the Multi raises nothing', () => {
    expect(laws(WBF, [multi])).toEqual([]);
  });
  test('40B4: under a regulation that lists the Multi as special and does not permit it, it is found and damage is asked', () => {
    expect(laws(LISTING, [multi])).toEqual([['40B4', '2D']]);
    expect(checkAgreements([multi], LISTING)).toMatchObject([{ question: 'damaged', onYes: 'adjusted-score' }]);
  });
});

describe('specialUnderstandings (Law 40B1) — checkAgreements', () => {
  // Both regulations below restrict special understandings to a permitted list (empty); only R15 differs.
  const everyArtificial: AgreementRules = { ...LISTING, specialUnderstandings: 'every-artificial-call' };
  test('40B1(c): where every artificial call is a special understanding, unpermitted Stayman is found', () => {
    expect(laws(everyArtificial, [stayman])).toEqual([['40B4', '2C']]);
  });
  test('40B1(b): where the regulation lists the special understandings (Multi only), Stayman is not one: nothing found', () => {
    expect(laws(LISTING, [stayman])).toEqual([]);
  });
});
