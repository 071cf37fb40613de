// A conformance suite every regulation package runs on itself (any test runner).
import type { Regulation } from './regulation.js';
import { WBF_REGULATION, defineRegulation, differences, formatIssues } from './regulation.js';
import { SettingsSchema } from './settings.js';
import { SETTING_SOURCES } from './catalogue.js';
import { wbfVictoryPoints } from './victory-points.js';

export interface ConformanceCheck {
  readonly name: string;
  /** Undefined when the check passes, otherwise what is wrong. */
  run(): string | undefined;
}

/**
 * Checks for a regulation package: it validates against the contract, it re-defines to itself, every
 * setting it changes is explained in `notes`, and the Laws' hard limits hold (12C2(a): avg+ at least
 * 60 %, avg− at most 40 %; 78D: a VP scale gives the winner at least the loser's VPs).
 */
export function regulationConformance(regulation: Regulation, base: Regulation = WBF_REGULATION): ConformanceCheck[] {
  return [
    {
      name: 'settings validate against the regulation contract (Law 80)',
      run() {
        const r = SettingsSchema.safeParse(regulation.settings);
        return r.success ? undefined : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      },
    },
    {
      name: 'defining it again from its differences gives the same regulation',
      run() {
        const changed = differences(regulation, base);
        const settings = Object.fromEntries(changed.map((k) => [k, regulation.settings[k]]));
        const again = defineRegulation({ id: regulation.id, name: regulation.name, base, settings, notes: regulation.notes });
        if (!again.ok) return formatIssues(again.error);
        return differences(again.value, regulation).length === 0 ? undefined : 'redefinition differs';
      },
    },
    {
      name: 'every setting that differs from its base has a note saying why',
      run() {
        const missing = differences(regulation, base).filter((k) => !regulation.notes[k]);
        return missing.length === 0 ? undefined : `no note for: ${missing.join(', ')}`;
      },
    },
    {
      name: 'every setting names the law that delegates it',
      run() {
        const keys = Object.keys(regulation.settings);
        const unsourced = keys.filter((k) => !SETTING_SOURCES.some((s) => s.key === k));
        return unsourced.length === 0 ? undefined : `no source for: ${unsourced.join(', ')}`;
      },
    },
    {
      name: '12C2(a): average-plus is at least 60 % and average-minus at most 40 %',
      run() {
        const p = regulation.settings.artificialPercentages;
        return p.avgPlus >= 60 && p.avgMinus <= 40 ? undefined : `got ${p.avgPlus}/${p.avg}/${p.avgMinus}`;
      },
    },
    {
      name: '78D: the VP scale is monotone and the winner never gets less than the loser',
      run() {
        const scale = regulation.settings.victoryPoints;
        const vp = (imps: number, boards: number) => (scale === 'wbf-continuous' ? wbfVictoryPoints(imps, boards) : scale(imps, boards));
        for (const boards of [8, 12, 16, 20, 24, 28, 32]) {
          let last = -Infinity;
          for (let imps = 0; imps <= 120; imps++) {
            const [w, l] = vp(imps, boards);
            if (w < l) return `${imps} IMPs over ${boards} boards: winner ${w} < loser ${l}`;
            if (w < last) return `${imps} IMPs over ${boards} boards: winner's VPs fell`;
            last = w;
          }
        }
        return undefined;
      },
    },
  ];
}
