import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, differences, resolveRegulation, settingStatus } from '@bridge-laws/regulation';
import { regulationConformance } from '@bridge-laws/regulation/testing';
import { PZBS_REGULATION } from './pzbs.js';

describe('PZBS regulation', () => {
  test.each(regulationConformance(PZBS_REGULATION).map((c) => [c.name, c] as const))('conformance: %s', (_name, check) => {
    expect(check.run()).toBeUndefined();
  });

  test('it changes exactly the settings its sources name; everything else stays WBF', () => {
    expect(differences(PZBS_REGULATION).sort()).toEqual([
      'alerts', 'appealDeposit', 'appealsHeardBy', 'callMethod', 'correctionPeriodMinutes', 'mandatoryPauses', 'matchpointUnit', 'maxTeamMembers',
      'specialUnderstandings', 'supplementaryRegulations', 'systemCardsMandatory', 'systemPolicy',
    ]);
    expect(PZBS_REGULATION.settings.artificialPercentages).toEqual(WBF_REGULATION.settings.artificialPercentages);
    expect(PZBS_REGULATION.settings.appealPeriodMinutes).toBe(30);
    expect(PZBS_REGULATION.extends).toBe('wbf');
  });

  test('every note names its source document, and says where a value is assumed', () => {
    for (const key of differences(PZBS_REGULATION)) {
      expect(PZBS_REGULATION.notes[key], key).toMatch(/PZBS|pzbs\.pl/);
    }
    // The values researched and left at the Laws' own say so, and why.
    for (const key of ['artificialPercentages', 'artificialImps', 'impEquivalentOfPercentage', 'standardProceduralPenalty', 'victoryPoints', 'appealWithoutMeritSanction'] as const) {
      expect(differences(PZBS_REGULATION), key).not.toContain(key);
      expect(PZBS_REGULATION.notes[key], key).toMatch(/assumed/);
    }
    expect(PZBS_REGULATION.notes.correctionPeriodMinutes).toMatch(/Mistrzostw Polski Teamów.*assumed/);
    expect(PZBS_REGULATION.notes.maxTeamMembers).toMatch(/assumed/);
    expect(PZBS_REGULATION.notes.matchpointUnit).toMatch(/assumed/);
    expect(PZBS_REGULATION.notes.appealsHeardBy).toMatch(/assumed/);
  });

  test('78A: matchpoints are 1/½/0, and the scoring chapter honours the setting', () => {
    expect(PZBS_REGULATION.settings.matchpointUnit).toBe(1);
    expect(WBF_REGULATION.settings.matchpointUnit).toBe(2);
    expect(settingStatus('matchpointUnit').honoured).toBe(true);
  });

  test('93A, 80B2(k): appeals go to an arbiter with a 100 zł deposit, both honoured by the appeals chapter', () => {
    expect(PZBS_REGULATION.settings.appealsHeardBy).toBe('alternative-body');
    expect(PZBS_REGULATION.settings.appealDeposit).toEqual({ amount: 100, currency: 'PLN' });
    expect(settingStatus('appealsHeardBy').honoured && settingStatus('appealDeposit').honoured).toBe(true);
  });

  test('79C1: the correction period is 15 minutes (the footnote allows a shorter one), and 79C2 late corrections stay allowed', () => {
    expect(PZBS_REGULATION.settings.correctionPeriodMinutes).toBe(15);
    expect(WBF_REGULATION.settings.correctionPeriodMinutes).toBe(30);
    expect(PZBS_REGULATION.settings.lateCorrectionsWithConsent).toBe(true);
    expect(settingStatus('correctionPeriodMinutes').honoured).toBe(true);
  });

  test('73D: a pause after a skip bid is required, and none at the first trick', () => {
    expect(PZBS_REGULATION.settings.mandatoryPauses).toEqual({ afterSkipBid: true, firstTrick: false });
  });

  test('80B2(f): the supplementary documents are listed in PZBS\'s order of priority', () => {
    expect(PZBS_REGULATION.settings.supplementaryRegulations[0]).toMatch(/^Decyzje PZBS dotyczące MPB 2017/);
    expect(PZBS_REGULATION.settings.supplementaryRegulations).toHaveLength(4);
  });

  test('it is resolved by id when supplied, and unknown without it', () => {
    expect(resolveRegulation('pzbs', [PZBS_REGULATION])).toEqual({ ok: true, value: PZBS_REGULATION });
    expect(resolveRegulation('pzbs').ok).toBe(false);
  });
});
