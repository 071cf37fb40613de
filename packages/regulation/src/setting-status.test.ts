import { describe, expect, test } from 'vitest';
import { SETTING_STATUS, settingStatus } from './setting-status.js';
import { SettingsSchema } from './settings.js';
import { SETTING_SOURCES } from './catalogue.js';

describe('Law 80 — which settings the engine honours', () => {
  test('every setting of the contract has a status, and no status names an unknown setting', () => {
    const keys = Object.keys(SettingsSchema.shape).sort();
    expect(SETTING_STATUS.map((s) => s.key).sort()).toEqual(keys);
  });

  test('an honoured setting names at least one package function; one not yet honoured says why', () => {
    for (const s of SETTING_STATUS) {
      if (s.honoured) {
        expect(s.readBy.length, s.key).toBeGreaterThan(0);
        for (const r of s.readBy) expect(r.package, s.key).toMatch(/^@bridge-laws\/[a-z-]+$/);
      } else expect(s.reason.length, s.key).toBeGreaterThan(10);
    }
  });

  test('92B, 93A, 93C1, 93C3(b): every appeals setting is honoured by the appeals package', () => {
    const appeals = SETTING_SOURCES.filter((s) => s.laws.some((l) => l.startsWith('92') || l.startsWith('93')));
    expect(appeals.map((s) => s.key).sort()).toEqual(
      ['appealDeposit', 'appealPeriodMinutes', 'appealStages', 'appealWithoutMeritSanction', 'appealsHeardBy', 'furtherAppealToRA'],
    );
    for (const s of appeals) {
      const status = settingStatus(s.key);
      expect(status.honoured && status.readBy.every((r) => r.package === '@bridge-laws/appeals'), s.key).toBe(true);
    }
  });

  test('12C2(a), 78A: scoring settings name their reader; 41A: face-up leads are not honoured yet', () => {
    expect(settingStatus('matchpointUnit')).toEqual({ key: 'matchpointUnit', honoured: true, readBy: [{ package: '@bridge-laws/scoring', function: 'matchpointBoard' }] });
    const lead = settingStatus('faceUpOpeningLead');
    expect(lead.honoured).toBe(false);
  });
});
