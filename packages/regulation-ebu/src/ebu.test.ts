import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, defineRegulation, differences, resolveRegulation, settingStatus } from '@bridge-laws/regulation';
import { regulationConformance } from '@bridge-laws/regulation/testing';
import { EBU_REGULATION } from './ebu.js';

describe('EBU regulation', () => {
  test.each(regulationConformance(EBU_REGULATION).map((c) => [c.name, c] as const))('conformance: %s', (_name, check) => {
    expect(check.run()).toBeUndefined();
  });

  test('it changes exactly the settings its sources name; everything else stays WBF', () => {
    expect(differences(EBU_REGULATION).sort()).toEqual([
      'alerts', 'appealDeposit', 'appealPeriodMinutes', 'appealWithoutMeritSanction', 'callMethod', 'furtherAppealToRA', 'mandatoryPauses',
      'powers', 'specialUnderstandings', 'standardProceduralPenalty', 'supplementaryRegulations', 'systemCardsMandatory', 'systemPolicy',
    ]);
    expect(EBU_REGULATION.settings.matchpointUnit).toBe(WBF_REGULATION.settings.matchpointUnit);
    expect(EBU_REGULATION.extends).toBe('wbf');
  });

  test('every note names the EBU book or committee it comes from', () => {
    for (const key of differences(EBU_REGULATION)) expect(EBU_REGULATION.notes[key], key).toMatch(/EBU (White Book|Blue Book|Laws & Ethics)/);
    // The values researched and kept at the Laws' own say where they were looked for, and which are assumed.
    for (const key of ['artificialPercentages', 'artificialImps', 'correctionPeriodMinutes', 'victoryPoints'] as const) {
      expect(differences(EBU_REGULATION), key).not.toContain(key);
      expect(EBU_REGULATION.notes[key], key).toMatch(/EBU White Book/);
    }
    for (const key of ['artificialImps', 'correctionPeriodMinutes', 'victoryPoints'] as const) expect(EBU_REGULATION.notes[key], key).toMatch(/assumed/);
  });

  test('90: the standard procedural penalty is 25 % of a top or 6 IMPs, where the WBF baseline leaves the amount to the director', () => {
    expect(EBU_REGULATION.settings.standardProceduralPenalty).toEqual({ matchpointPercent: 25, imps: 6 });
    expect(WBF_REGULATION.settings.standardProceduralPenalty).toBeNull();
    expect(settingStatus('standardProceduralPenalty').honoured).toBe(true);
  });

  test('92B: twenty minutes to appeal, where the WBF baseline gives thirty', () => {
    expect(EBU_REGULATION.settings.appealPeriodMinutes).toBe(20);
    expect(WBF_REGULATION.settings.appealPeriodMinutes).toBe(30);
    expect(settingStatus('appealPeriodMinutes').honoured).toBe(true);
  });

  test('92A, 93C1: a £20 deposit, a sanction for an appeal without merit, and a further appeal to the National Authority', () => {
    expect(EBU_REGULATION.settings.appealDeposit).toEqual({ amount: 20, currency: 'GBP' });
    expect(EBU_REGULATION.settings.appealWithoutMeritSanction).toEqual({ matchpointPercent: 25, imps: 6 });
    expect(EBU_REGULATION.settings.furtherAppealToRA).toBe(true);
    for (const key of ['appealDeposit', 'appealWithoutMeritSanction', 'furtherAppealToRA'] as const) expect(settingStatus(key).honoured, key).toBe(true);
  });

  test('73D: the STOP-card pause after a skip bid', () => {
    expect(EBU_REGULATION.settings.mandatoryPauses).toEqual({ afterSkipBid: true, firstTrick: false });
  });

  test('a club extends the EBU regulation with its own shorter appeal period, through the same public contract', () => {
    const club = defineRegulation({ id: 'ebu-club', name: 'An EBU club', base: EBU_REGULATION, settings: { appealPeriodMinutes: 10 }, notes: { appealPeriodMinutes: 'club conditions' } });
    expect(club.ok).toBe(true);
    if (!club.ok) return;
    expect(club.value.extends).toBe('ebu');
    expect(differences(club.value, EBU_REGULATION)).toEqual(['appealPeriodMinutes']);
    for (const check of regulationConformance(club.value, EBU_REGULATION)) expect([check.name, check.run()]).toEqual([check.name, undefined]);
  });

  test('it is resolved by id when supplied', () => {
    expect(resolveRegulation('ebu', [EBU_REGULATION])).toEqual({ ok: true, value: EBU_REGULATION });
  });
});
