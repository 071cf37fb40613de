// Named conventions: the default, and the settings that reproduce the published output of particular programs.
import type { ScoringConventions, ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';

/** The default conventions (the regulation's Laws default): Neuberg on short boards, totals as played, unrounded. */
export const DEFAULT_CONVENTIONS: ScoringConventions = DEFAULT_SCORING_SETTINGS.scoringConventions;

/**
 * Conventions that reproduce a program's published results (each checked against its real output in the tests):
 * - `compscore`: raw matchpoints on the traveller of a short board, factored totals, a pair that missed boards
 *   scaled up to the full session, totals to 2 decimals, traveller figures to 1 decimal with halves to even
 *   (Compscore3's USEBIO exports).
 * - `ruter`: Neuberg, artificial scores at cross-IMPs worth ±1 per comparison (Ruter i Norge).
 * - `laws`: the default.
 */
export const SCORING_PRESETS = {
  laws: DEFAULT_CONVENTIONS,
  compscore: { shortBoards: 'raw-on-traveller', missedBoards: 'scaled', crossImpsArtificial: 'grade-per-comparison', totalsDecimals: 2, travellerDecimals: 1 },
  ruter: { shortBoards: 'neuberg', missedBoards: 'as-played', crossImpsArtificial: 'one-per-comparison', totalsDecimals: null, travellerDecimals: null },
} as const satisfies Readonly<Record<string, ScoringConventions>>;

export type ScoringPreset = keyof typeof SCORING_PRESETS;

/** Settings with some conventions replaced (the rest of the regulation's settings kept). */
export function withConventions(settings: ScoringSettings, conventions: Partial<ScoringConventions>): ScoringSettings {
  return { ...settings, scoringConventions: { ...settings.scoringConventions, ...conventions } };
}
