// Law 80: a regulation is a named, validated set of settings; federations extend the WBF baseline.
import { z } from 'zod';
import type { Result } from '@bridge-laws/cards-and-boards';
import { ok, err } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings, SettingKey } from './settings.js';
import { SettingsSchema } from './settings.js';
import { SETTING_SOURCES } from './catalogue.js';

export interface Regulation {
  /** Kebab-case id used by case files (`regulation: wbf`). */
  readonly id: string;
  readonly name: string;
  /** The id of the regulation this one extends; null for the baseline. */
  readonly extends: string | null;
  readonly settings: RegulationSettings;
  /** Why each setting differs from the regulation it extends (a document, a footnote). */
  readonly notes: Readonly<Partial<Record<SettingKey, string>>>;
}

/** The Laws' own defaults, where no Regulating Authority has said otherwise. */
export const LAWS_DEFAULT_SETTINGS: RegulationSettings = {
  alerts: { regulated: false, announcements: false, missingAlertIsMisinformation: false },
  symmetricalCardFaces: false,
  dealingMethod: 'at-the-table',
  replayEvent: false,
  boardMover: 'N',
  artificialPercentages: { avgPlus: 60, avg: 50, avgMinus: 40 }, // Law 12C2(a)
  artificialImps: { avgPlus: 3, avg: 0, avgMinus: -3 }, // Law 12C2(b)
  impEquivalentOfPercentage: null,
  severalBoardsWithoutResult: null,
  mayReserveRights: true, // Law 16B2
  callMethod: 'spoken', // Law 18F
  writtenExplanations: false,
  mayConsultOwnSystem: false, // Law 20G3
  systemDisclosure: 'none-prescribed',
  specialUnderstandings: 'every-artificial-call', // Law 40B1(b)
  systemPolicy: 'all-permitted',
  systemCardsMandatory: false,
  forbidAgreementsAfterIrregularity: false,
  restrictArtificialPsychics: false,
  opponentsCardAccess: 'laws-default',
  memoryAidsAllowed: false, // Law 40B2(d)
  faceUpOpeningLead: false, // Law 41A
  claimSuitOrder: null,
  mandatoryPauses: { afterSkipBid: false, firstTrick: false },
  spectatorsMayViewMoreThanOneHand: false,
  matchpointUnit: 2, // Law 78A
  victoryPoints: 'wbf-continuous',
  butlerDatum: { trim: 1, roundTo: 10 }, // conditions of contest; the usual convention
  crossImps: 'total',
  scoringConventions: { shortBoards: 'neuberg', missedBoards: 'as-played', crossImpsArtificial: 'grade-per-comparison', totalsDecimals: null, travellerDecimals: null },
  correctionPeriodMinutes: 30, // Law 79C1
  lateCorrectionsWithConsent: true, // Law 79C2
  powers: 'retained',
  screens: false,
  supplementaryRegulations: [],
  clearlyFavourableImps: null,
  oneTableOnlyProcedure: '86B2',
  fouledBoardScoring: 'director-chooses', // Law 87B
  externalEvidence: false,
  standardProceduralPenalty: null,
  appealWithoutMeritSanction: null,
  appealPeriodMinutes: 30, // Law 92B
  appealsHeardBy: 'appeals-committee', // Law 93A
  furtherAppealToRA: false,
  appealStages: 'full',
  maxTeamMembers: 4,
  contestPermitsRedealOrSwitch: true,
  appealDeposit: null,
};

/** The WBF baseline: the Laws' defaults as WBF championships apply them. */
export const WBF_REGULATION: Regulation = {
  id: 'wbf',
  name: 'WBF baseline (Laws of Duplicate Bridge 2017 defaults)',
  extends: null,
  settings: LAWS_DEFAULT_SETTINGS,
  notes: {},
};

export interface RegulationIssue {
  /** Dot path of the setting, e.g. `settings.artificialPercentages.avgPlus`. */
  readonly path: string;
  readonly message: string;
  /** The law(s) that delegate the setting. */
  readonly laws: readonly string[];
}

export interface RegulationDefinition {
  readonly id: string;
  readonly name: string;
  /** The regulation to extend; WBF_REGULATION when absent. */
  readonly base?: Regulation;
  /** Only what differs from the base. Nested objects replace the base's value whole. */
  readonly settings: Partial<RegulationSettings>;
  readonly notes?: Partial<Record<SettingKey, string>>;
}

const Definition = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case, e.g. pzbs'),
  name: z.string().min(1, 'must not be empty'),
});

/** Define a regulation: validated against the settings schema, so a federation's mistake is reported, not run. */
export function defineRegulation(def: RegulationDefinition): Result<Regulation, RegulationIssue[]> {
  const issues: RegulationIssue[] = [];
  const head = Definition.safeParse({ id: def.id, name: def.name });
  if (!head.success) for (const i of head.error.issues) issues.push({ path: i.path.join('.'), message: i.message, laws: ['80'] });
  const base = def.base ?? WBF_REGULATION;
  for (const key of Object.keys(def.settings)) {
    if (!(key in SettingsSchema.shape)) issues.push({ path: `settings.${key}`, message: 'is not a regulation setting', laws: ['80'] });
  }
  const merged = SettingsSchema.safeParse({ ...base.settings, ...def.settings });
  if (!merged.success) {
    for (const i of merged.error.issues) {
      const key = String(i.path[0]);
      const laws = SETTING_SOURCES.find((s) => s.key === key)?.laws ?? [];
      issues.push({ path: ['settings', ...i.path.map(String)].join('.'), message: i.message, laws });
    }
  }
  if (issues.length > 0 || !merged.success) return err(issues);
  return ok({ id: def.id, name: def.name, extends: base.id, settings: merged.data, notes: def.notes ?? {} });
}

/** The settings in which a regulation differs from its base (compared as data; hooks by identity). */
export function differences(regulation: Regulation, base: Regulation = WBF_REGULATION): SettingKey[] {
  return (Object.keys(regulation.settings) as SettingKey[]).filter((k) => {
    const a: unknown = regulation.settings[k];
    const b: unknown = base.settings[k];
    if (typeof a === 'function' || typeof b === 'function') return a !== b;
    return JSON.stringify(a) !== JSON.stringify(b);
  });
}

/** Format issues one per line: `settings.x: message (Law 12C2(a))`. */
export function formatIssues(issues: readonly RegulationIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}${i.laws.length ? ` (Law ${i.laws.join(', ')})` : ''}`).join('\n');
}
