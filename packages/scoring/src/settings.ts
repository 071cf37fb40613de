// The Regulating Authority's settings that scoring reads (Law 80), taken as a value with the Laws' defaults.
import type { RegulationSettings } from '@bridge-laws/regulation';
import { LAWS_DEFAULT_SETTINGS } from '@bridge-laws/regulation';

/** The part of a `Regulation`'s settings that scoring uses; pass `regulation.settings` whole if you like. */
export type ScoringSettings = Pick<
  RegulationSettings,
  'matchpointUnit' | 'artificialPercentages' | 'artificialImps' | 'victoryPoints' | 'severalBoardsWithoutResult' | 'clearlyFavourableImps' | 'butlerDatum' | 'crossImps' | 'scoringConventions'
>;

/** The conventions a scoring program chooses where the Laws leave the presentation open (see README, "Conventions"). */
export type ScoringConventions = RegulationSettings['scoringConventions'];

/** The Laws' defaults: 2/1/0 matchpoints, 60/50/40 %, ±3 IMPs, the WBF continuous VP scale. */
export const DEFAULT_SCORING_SETTINGS: ScoringSettings = LAWS_DEFAULT_SETTINGS;
