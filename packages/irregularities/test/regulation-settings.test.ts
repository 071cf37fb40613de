import { describe, expect, test } from 'vitest';
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import type { MisconductEvidence } from '@bridge-laws/irregularities';
import type { AuctionState, PartnershipAgreement } from '@bridge-laws/auction';
import { replayAuction } from '@bridge-laws/auction';
import {
  agreementFindings, dealOriginProcedure, missingSystemCardProcedure, omittedAlertProcedure, systemCardAccess, extraneousInformationOptions, pauseRequired, proceduralPenalty, recordMisconduct, reserveRights, severalResultsImps,
} from '@bridge-laws/irregularities';

// Issue 33: every setting this chapter reads, run under the WBF baseline and under a second regulation that
// sets it otherwise, with both outcomes asserted. Test regulations are built only with the public contract.
function regulation(id: string, settings: Parameters<typeof defineRegulation>[0]['settings']): Regulation {
  const r = defineRegulation({ id, name: `test regulation ${id}`, settings });
  if (!r.ok) throw new Error(`test regulation ${id} is invalid`);
  return r.value;
}
const WBF = WBF_REGULATION.settings;

describe('mayReserveRights (Law 16B2) — reserveRights', () => {
  const mustCall = regulation('test-no-reserving', { mayReserveRights: false }).settings;
  test('16B2: under the WBF baseline a player may reserve the right to call the director later', () => {
    expect(reserveRights(WBF)).toEqual({ ok: true, value: 'reserved' });
  });
  test('16B2: under a regulation that forbids it the player must call the director now', () => {
    const r = reserveRights(mustCall);
    expect(r.ok ? null : r.error.code).toBe('must-call-now');
    expect(r.ok ? null : r.error.message).toMatch(/regulation forbids/);
  });
});

describe('contestPermitsRedealOrSwitch (Law 16D2) — extraneousInformationOptions', () => {
  const noRedeal = regulation('test-no-redeal', { contestPermitsRedealOrSwitch: false }).settings;
  const options = (s: typeof WBF) => {
    const r = extraneousInformationOptions('before-any-call', s, true);
    return r.ok ? r.value.map((o) => o.option) : r.error.code;
  };
  test('16D2: under the WBF baseline the director may switch seats or redeal before any call', () => {
    expect(options(WBF)).toEqual(['switch-seats', 'redeal', 'play-and-adjust-if-affected', 'adjusted-score']);
  });
  test('16D2: where the conditions of contest do not permit it only 16D2(c) and (d) remain', () => {
    expect(options(noRedeal)).toEqual(['play-and-adjust-if-affected', 'adjusted-score']);
  });
});

describe('standardProceduralPenalty (Law 90A) — proceduralPenalty', () => {
  const standard = regulation('test-standard-penalty', { standardProceduralPenalty: { matchpointPercent: 25, imps: 3 } }).settings;
  test('90A: under the WBF baseline (no standard penalty) the director must name the amount', () => {
    const r = proceduralPenalty('slow-play', 'NS', 'imps', WBF);
    expect(r.ok ? null : r.error.code).toBe('amount-needed');
  });
  test('90A: under a regulation with a standard penalty it applies in the event\'s scoring unit', () => {
    const imps = proceduralPenalty('slow-play', 'NS', 'imps', standard);
    expect(imps.ok && imps.value.kind === 'procedural' ? imps.value.amount : null).toEqual({ imps: 3 });
    const mp = proceduralPenalty('slow-play', 'EW', 'matchpoints', standard);
    expect(mp.ok && mp.value.kind === 'procedural' ? mp.value.amount : null).toEqual({ matchpointPercent: 25 });
  });
});

describe('mandatoryPauses (Law 73D) — pauseRequired', () => {
  // As the PZBS STOP procedure and the EBU skip-bid warning set it.
  const stop = regulation('test-stop-card', { mandatoryPauses: { afterSkipBid: true, firstTrick: false } }).settings;
  test('73D: under the WBF baseline no pause after a skip bid is prescribed', () => {
    expect(pauseRequired('after-skip-bid', WBF)).toBe(false);
  });
  test('73D: under a regulation with a STOP procedure the pause after a skip bid is prescribed (no hesitation)', () => {
    expect(pauseRequired('after-skip-bid', stop)).toBe(true);
    expect(pauseRequired('first-trick', stop)).toBe(false);
  });
});

describe('externalEvidence (Law 89 footnote) — recordMisconduct', () => {
  const admits = regulation('test-external-evidence', { externalEvidence: true }).settings;
  const evidence: MisconductEvidence[] = [{ ground: 'actions-correlate-with-others-cards', statistical: true, external: true, description: 'records from a foreign event' }];
  test('89B: under the WBF baseline evidence from outside the jurisdiction is not admitted', () => {
    const r = recordMisconduct('using-information', 'EW', evidence, true, WBF);
    expect(r.ok ? null : r.error.code).toBe('external-evidence');
  });
  test('89B: under a regulation that admits it the finding is recorded with its grounds', () => {
    const r = recordMisconduct('using-information', 'EW', evidence, true, admits);
    expect(r.ok ? r.value?.laws : null).toEqual(['89A2', '89B', '89D2', '89C']);
  });
});

describe('artificialImps (Law 12C2(b)) — severalResultsImps', () => {
  const wider = regulation('test-wider-artificial-imps', { artificialImps: { avgPlus: 4, avg: 0, avgMinus: -4 } }).settings;
  test('86B2(a): under the WBF baseline both teams get average plus, 3 IMPs', () => {
    expect(severalResultsImps('neither', undefined, WBF)).toEqual({ ok: true, value: { nos: 3, os: 3 } });
  });
  test('86B2(a), 12C2(b): under a regulation whose average plus is 4 IMPs both teams get 4', () => {
    expect(severalResultsImps('neither', undefined, wider)).toEqual({ ok: true, value: { nos: 4, os: 4 } });
    expect(severalResultsImps('both', undefined, wider)).toEqual({ ok: true, value: { nos: -4, os: -4 } });
  });
});

describe('replayEvent (Law 6D2) — dealOriginProcedure', () => {
  const replays = regulation('test-replay-event', { replayEvent: true }).settings;
  test('6D2: under the WBF baseline a board dealt from a sorted pack gives no result: artificial adjusted scores', () => {
    expect(dealOriginProcedure('sorted-pack', WBF)).toMatchObject({ action: 'adjust', artificial: true, laws: ['6D2', '12C2(a)'], proceduralPenalty: 'none' });
    expect(dealOriginProcedure('other-session', WBF)).toMatchObject({ action: 'adjust', note: /another session/ });
  });
  test('6D2: in an event the regulation says replays past deals, the same boards keep their results', () => {
    expect(dealOriginProcedure('sorted-pack', replays)).toEqual({ action: 'continue', laws: ['6D2'], note: 'the event replays past deals (conditions of contest): the result stands' });
    expect(dealOriginProcedure('other-session', replays).action).toBe('continue');
  });
  test('6D2: a shuffled deal, or one exchanged between tables, stands under either regulation', () => {
    for (const settings of [WBF, replays]) {
      expect(dealOriginProcedure('shuffled', settings).action).toBe('continue');
      expect(dealOriginProcedure('exchanged-between-tables', settings).action).toBe('continue');
    }
  });
});

describe('specialUnderstandings and systemPolicy (Laws 40B1, 40B2(a)(i)) — agreementFindings', () => {
  // A regulation that lists special understandings and what it permits, as a system policy does (PZBS, EBU).
  const listing = regulation('test-listing-policy', { specialUnderstandings: 'as-listed-by-regulation', systemPolicy: 'as-listed-by-regulation' }).settings;
  const restricting = regulation('test-restricting-policy', { systemPolicy: 'as-listed-by-regulation' }).settings;
  const stayman: PartnershipAgreement = { side: 'NS', madeBy: null, sequence: ['1NT', 'P'], call: '2C', meaning: 'Stayman', artificial: true, specifies: [], disclosed: true };
  const multi: PartnershipAgreement = { ...stayman, sequence: [], call: '2D', meaning: 'Multi 2D' };
  const found = (r: ReturnType<typeof agreementFindings>) => (r.ok ? r.value.map((f) => [f.law, f.call]) : r.error.code);

  test('40B2(a)(i): under the WBF baseline every special understanding is permitted: the Multi raises nothing', () => {
    expect(found(agreementFindings([multi, stayman], WBF))).toEqual([]);
  });
  test('40B4: under a regulation listing the Multi as special and not permitting it, the Multi is found and damage is asked', () => {
    const r = agreementFindings([multi, stayman], listing, { special: ['Multi 2D'], permitted: [] });
    expect(found(r)).toEqual([['40B4', '2D']]);
    expect(r.ok ? r.value[0] : null).toMatchObject({ question: 'damaged', onYes: 'adjusted-score' });
  });
  test('40B1(c): where every artificial call is special and the regulation permits only the Multi, Stayman is found instead', () => {
    expect(found(agreementFindings([multi, stayman], restricting, { permitted: ['Multi 2D'] }))).toEqual([['40B4', '2C']]);
  });
  test('40B1(b), 40B2(a)(i): a regulation that lists understandings needs its lists — refused rather than guessed', () => {
    expect(found(agreementFindings([multi], listing))).toBe('special-list-needed');
    expect(found(agreementFindings([multi], listing, { special: ['Multi 2D'] }))).toBe('permitted-list-needed');
    expect(found(agreementFindings([multi], restricting))).toBe('permitted-list-needed');
  });
});

describe('alerts (Laws 40B2(a)(iii), 21B1(a)) — omittedAlertProcedure', () => {
  // As PZBS and the EBU set it: alerts and announcements regulated, an omitted one is misinformation.
  const regulated = regulation('test-alerting', { alerts: { regulated: true, announcements: true, missingAlertIsMisinformation: true } }).settings;
  const alertsOnly = regulation('test-alerts-only', { alerts: { regulated: true, announcements: false, missingAlertIsMisinformation: true } }).settings;
  test('40B2(a)(iii): under the WBF baseline no alert procedure is prescribed: an omitted alert is not misinformation in itself', () => {
    expect(omittedAlertProcedure(WBF)).toMatchObject({ action: 'continue', laws: ['40B2(a)(iii)'], note: /no alert procedure/ });
  });
  test('21B1(a): under a regulation that requires alerts the director is asked, through the misinformation workflow', () => {
    expect(omittedAlertProcedure(regulated)).toEqual({
      action: 'question', question: 'misinformation', laws: ['40B2(a)(iii)', '21B1(a)'],
      note: 'did the regulation require an alert of this call? If so its omission is misinformation: rule it in the misinformation workflow',
    });
  });
  test('21B1(a): an omitted announcement counts only where the regulation has announcements', () => {
    expect(omittedAlertProcedure(regulated, 'announcement').action).toBe('question');
    expect(omittedAlertProcedure(alertsOnly, 'announcement')).toMatchObject({ action: 'continue', note: /no announcement procedure/ });
  });
  test('40B2(a)(iii): a regulation that alerts but does not treat an omission as misinformation leaves it procedural', () => {
    const procedural = regulation('test-procedural-alerts', { alerts: { regulated: true, announcements: false, missingAlertIsMisinformation: false } }).settings;
    expect(omittedAlertProcedure(procedural)).toMatchObject({ action: 'continue', note: /not treat an omitted alert as misinformation/ });
  });
});

describe('systemCardsMandatory (Law 40B2(a)(ii)) — missingSystemCardProcedure', () => {
  // As PZBS and the EBU set it: a system card is a condition of play.
  const mandatory = regulation('test-system-cards', { systemCardsMandatory: true }).settings;
  test('40B2(a)(ii): under the WBF baseline a pair without a system card commits no infraction', () => {
    expect(missingSystemCardProcedure(WBF)).toEqual({ action: 'continue', laws: ['40B2(a)(ii)'], note: 'the regulation does not require a system card: the partnership discloses its agreements otherwise (Law 40A1(b))' });
  });
  test('40B2(a)(ii), 90A: under a regulation that requires one, a card is to be filed and a procedural penalty may be given', () => {
    expect(missingSystemCardProcedure(mandatory)).toMatchObject({ action: 'continue', laws: ['40B2(a)(ii)', '90A'], proceduralPenalty: 'may' });
  });
});

describe('mayConsultOwnSystem and opponentsCardAccess (Laws 20G3, 40B2(b), 40B2(c)) — systemCardAccess', () => {
  const replay = (text: string): AuctionState => {
    const r = replayAuction('N', text.split(' '));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  // North opened 1C; it is South's turn, so East (not to call) would look out of turn.
  const midAuction = replay('1C P');
  test('20G3: under the WBF baseline East may not look at his own card during the auction', () => {
    expect(systemCardAccess(midAuction, 'E', 'own', WBF)).toEqual({ access: false, law: '20G3' });
  });
  test('40B2(b): under a regulation that lets a player consult his own system description, he may', () => {
    const ownAllowed = regulation('test-own-card', { mayConsultOwnSystem: true }).settings;
    expect(systemCardAccess(midAuction, 'E', 'own', ownAllowed)).toEqual({ access: true, law: '40B2(b)' });
  });
  test('40B2(c)(iii): under the WBF baseline the opponents\u2019 card only at his own turn; at any time where the regulation says so', () => {
    expect(systemCardAccess(midAuction, 'E', 'opponents', WBF)).toEqual({ access: false, law: '40B2(c)' });
    expect(systemCardAccess(midAuction, 'S', 'opponents', WBF)).toEqual({ access: true, law: '40B2(c)' });
    const anyTime = regulation('test-any-time-card', { opponentsCardAccess: 'any-time' }).settings;
    expect(systemCardAccess(midAuction, 'E', 'opponents', anyTime)).toEqual({ access: true, law: '40B2(c)' });
  });
  test('40B2(c): where the regulation has its own terms and the Laws would not allow it, the director is asked', () => {
    const ownTerms = regulation('test-regulated-card', { opponentsCardAccess: 'as-regulated' }).settings;
    expect(systemCardAccess(midAuction, 'E', 'opponents', ownTerms)).toEqual({ access: 'ask-director', law: '40B2(c)' });
    expect(systemCardAccess(midAuction, 'S', 'opponents', ownTerms).access).toBe(true);
  });
});
