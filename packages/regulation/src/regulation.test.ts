import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, defineRegulation, differences, formatIssues, LAWS_DEFAULT_SETTINGS } from './regulation.js';
import { SETTING_SOURCES, settingsForLaw } from './catalogue.js';
import { SettingsSchema } from './settings.js';
import { resolveRegulation } from './registry.js';
import { wbfVictoryPoints } from './victory-points.js';
import { regulationConformance } from './testing.js';

describe('Law 80 — the regulation contract', () => {
  test('the WBF baseline validates and passes the conformance suite', () => {
    expect(SettingsSchema.safeParse(WBF_REGULATION.settings).success).toBe(true);
    for (const check of regulationConformance(WBF_REGULATION)) expect([check.name, check.run()]).toEqual([check.name, undefined]);
  });

  test('every setting has exactly one source, and R1–R44 are all present', () => {
    const keys = Object.keys(SettingsSchema.shape).sort();
    expect(SETTING_SOURCES.map((s) => s.key).sort()).toEqual(keys);
    const ids = new Set(SETTING_SOURCES.map((s) => s.id));
    for (let n = 1; n <= 44; n++) expect(ids.has(`R${n}`)).toBe(true);
  });

  test('settings are found by the law that delegates them', () => {
    expect(settingsForLaw('78A').map((s) => s.key)).toEqual(['matchpointUnit', 'scoringConventions']);
    expect(settingsForLaw('12C2').map((s) => s.key)).toEqual(['artificialPercentages', 'artificialImps', 'impEquivalentOfPercentage', 'severalBoardsWithoutResult']);
    expect(settingsForLaw('70E2').map((s) => s.key)).toEqual(['claimSuitOrder']);
  });

  test('12C2(a), 12C2(b), 78A, 79C1, 92B: the Laws\' defaults', () => {
    expect(LAWS_DEFAULT_SETTINGS.artificialPercentages).toEqual({ avgPlus: 60, avg: 50, avgMinus: 40 });
    expect(LAWS_DEFAULT_SETTINGS.artificialImps).toEqual({ avgPlus: 3, avg: 0, avgMinus: -3 });
    expect(LAWS_DEFAULT_SETTINGS.matchpointUnit).toBe(2);
    expect(LAWS_DEFAULT_SETTINGS.correctionPeriodMinutes).toBe(30);
    expect(LAWS_DEFAULT_SETTINGS.appealPeriodMinutes).toBe(30);
  });

  test('a federation changes only what differs, and differences() lists exactly that', () => {
    const r = defineRegulation({ id: 'club', name: 'Club', settings: { matchpointUnit: 1, appealPeriodMinutes: 15 }, notes: { matchpointUnit: 'club rule', appealPeriodMinutes: 'club rule' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.extends).toBe('wbf');
    expect(differences(r.value).sort()).toEqual(['appealPeriodMinutes', 'matchpointUnit']);
    expect(r.value.settings.artificialPercentages).toEqual(WBF_REGULATION.settings.artificialPercentages);
  });

  test('an invalid setting is reported with its path and the law that delegates it', () => {
    const r = defineRegulation({ id: 'bad', name: 'Bad', settings: { artificialPercentages: { avgPlus: 40, avg: 50, avgMinus: 60 } } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatIssues(r.error)).toBe('settings.artificialPercentages: must satisfy avgMinus ≤ avg ≤ avgPlus (Law 12C2(a))');
  });

  test('bad ids, unknown settings and wrong types are all reported', () => {
    const r = defineRegulation({
      id: 'Bad Id',
      name: '',
      settings: { matchpointUnit: 3, nonsense: true } as never,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.error.map((i) => i.path);
    expect(paths).toContain('id');
    expect(paths).toContain('name');
    expect(paths).toContain('settings.nonsense');
    expect(paths).toContain('settings.matchpointUnit');
    expect(r.error.find((i) => i.path === 'settings.matchpointUnit')?.laws).toEqual(['78A']);
  });

  test('a regulation is looked up among those supplied; unknown ids are refused', () => {
    expect(resolveRegulation('wbf')).toEqual({ ok: true, value: WBF_REGULATION });
    expect(resolveRegulation('xyz')).toEqual({ ok: false, error: 'unknown regulation "xyz" (known: wbf)' });
  });

  test('the conformance suite catches an unexplained change', () => {
    const r = defineRegulation({ id: 'silent', name: 'Silent', settings: { screens: true } });
    if (!r.ok) throw new Error('define');
    const failing = regulationConformance(r.value).filter((c) => c.run() !== undefined).map((c) => c.name);
    expect(failing).toEqual(['every setting that differs from its base has a note saying why']);
  });
});

describe('Law 78D — WBF continuous VP scale', () => {
  test.each([
    [9, 28, 11.98],
    [23, 28, 14.48], // the published table, smoothed: the formula rounds to 14.47
    [54, 28, 18.19],
    [80, 28, 20],
    [0, 28, 10],
  ])('78D: %i IMPs over %i boards gives the winner %f VP', (imps, boards, vp) => {
    const [w, l] = wbfVictoryPoints(imps, boards);
    expect(w).toBe(vp);
    expect(Math.round((w + l) * 100)).toBe(2000);
  });

  test('78D: the whole-IMP table never takes a larger step than the one before', () => {
    for (const boards of [8, 12, 16, 20, 24, 28, 32, 48]) {
      let lastStep = Infinity;
      for (let m = 1; m < 15 * Math.sqrt(boards); m++) {
        const step = Math.round((wbfVictoryPoints(m, boards)[0] - wbfVictoryPoints(m - 1, boards)[0]) * 100);
        expect(step).toBeLessThanOrEqual(lastStep);
        lastStep = step;
      }
    }
  });
});
