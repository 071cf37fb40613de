import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, differences, resolveRegulation } from '@bridge-laws/regulation';
import { regulationConformance } from '@bridge-laws/regulation/testing';
import { PZBS_REGULATION } from './pzbs.js';

describe('PZBS regulation', () => {
  test.each(regulationConformance(PZBS_REGULATION).map((c) => [c.name, c] as const))('conformance: %s', (_name, check) => {
    expect(check.run()).toBeUndefined();
  });

  test('78A: matchpoints are scored 1/½/0; everything else not listed stays WBF', () => {
    expect(PZBS_REGULATION.settings.matchpointUnit).toBe(1);
    expect(differences(PZBS_REGULATION).sort()).toEqual(['alerts', 'callMethod', 'matchpointUnit', 'systemCardsMandatory']);
    expect(PZBS_REGULATION.settings.artificialPercentages).toEqual(WBF_REGULATION.settings.artificialPercentages);
    expect(PZBS_REGULATION.extends).toBe('wbf');
  });

  test('it is resolved by id when supplied', () => {
    expect(resolveRegulation('pzbs', [PZBS_REGULATION])).toEqual({ ok: true, value: PZBS_REGULATION });
  });
});
