// Law 78D: a match's IMP margin as victory points, on the regulation's scale.
import { wbfVictoryPoints } from '@bridge-laws/regulation';
import type { ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';

/**
 * Victory points for both teams of a match: `impsA − impsB` is team A's margin over `boards` boards.
 * The scale is the regulation's: the WBF continuous 20-VP scale by default, or the RA's own function.
 */
export function victoryPoints(
  impsA: number,
  impsB: number,
  boards: number,
  settings: Pick<ScoringSettings, 'victoryPoints'> = DEFAULT_SCORING_SETTINGS,
): { a: number; b: number } {
  const scale = settings.victoryPoints === 'wbf-continuous' ? wbfVictoryPoints : settings.victoryPoints;
  // The scale takes the winning margin: [winner's VP, loser's VP].
  const [winner, loser] = scale(Math.abs(impsA - impsB), boards);
  return impsA >= impsB ? { a: winner, b: loser } : { a: loser, b: winner };
}
