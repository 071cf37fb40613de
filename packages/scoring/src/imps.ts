// Law 78B: the international matchpoint scale, and the ways IMPs are compared (teams, datum, cross).
import type { RegulationSettings } from '@bridge-laws/regulation';
import { LAWS_DEFAULT_SETTINGS } from '@bridge-laws/regulation';

/** Law 78B: the lowest point difference that earns 1, 2, … 24 IMPs. */
export const IMP_THRESHOLDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
];

/**
 * Law 78B: IMPs for a point difference; the sign follows the difference. Differences that are not
 * multiples of ten (a datum, an average) earn the IMPs of the last threshold they reach.
 */
export function imps(difference: number): number {
  const size = Math.abs(difference);
  let n = 0;
  while (n < IMP_THRESHOLDS.length && size >= (IMP_THRESHOLDS[n] as number)) n++;
  return difference < 0 && n > 0 ? -n : n;
}

/** Law 78B at teams: IMPs to the side that sat North-South in room A (room B's NS score is the other team's). */
export function teamImps(roomANs: number, roomBNs: number): number {
  return imps(roomANs - roomBNs);
}

/**
 * The Butler datum setting (Law 78D, conditions of contest): scores dropped at each end before averaging — a count,
 * or a fraction of the results rounded down, never every score — and the multiple the datum is rounded to. The
 * regulation's part (`butlerDatum`) rounds halves away from zero; `rounding: 'half-up'` rounds them up (towards
 * plus), as JFR does. The default drops one top and one bottom and rounds to 10.
 */
export type DatumOptions = RegulationSettings['butlerDatum'] & { readonly rounding?: 'half-away' | 'half-up' };

export const DEFAULT_DATUM: DatumOptions = LAWS_DEFAULT_SETTINGS.butlerDatum;

/**
 * JFR Pary's datum ("średnia rozdania") as its IMP-pairs travellers publish it: the median of the board's
 * North-South scores (every score dropped but the middle one, or the middle two averaged), rounded to 10 with
 * halves up (−95 → −90, 65 → 70). Reproduced on a JFR session (see the scoring README, Checked against published results).
 */
export const JFR_DATUM: DatumOptions = { trim: { fraction: 0.5 }, roundTo: 10, rounding: 'half-up' };

/** Law 78D (conditions of contest): the datum of a board, a trimmed mean of the North-South scores. */
export function datum(scores: readonly number[], options: DatumOptions = DEFAULT_DATUM): number {
  if (scores.length === 0) return 0;
  const sorted = [...scores].sort((a, b) => a - b);
  const wanted = typeof options.trim === 'number' ? options.trim : Math.floor(sorted.length * options.trim.fraction);
  // Never trim away every score: at most the middle one (odd) or two (even) are left, the median.
  const k = Math.max(0, Math.min(wanted, Math.floor((sorted.length - 1) / 2)));
  const kept = sorted.slice(k, sorted.length - k);
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  const units = mean / options.roundTo;
  return (options.rounding === 'half-up' ? Math.floor(units + 0.5) : roundHalfAway(units)) * options.roundTo;
}

function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

/** Butler scoring: each North-South score in IMPs against the board's datum (East-West get the negation). */
export function butlerImps(scores: readonly number[], options: DatumOptions = DEFAULT_DATUM): { datum: number; imps: number[] } {
  const d = datum(scores, options);
  return { datum: d, imps: scores.map((s) => imps(s - d)) };
}

/**
 * Cross-IMPs: each North-South score against every other score on the board. `total` is the sum over
 * the other tables; `average` divides it by their number (conditions of contest choose).
 */
export function crossImps(scores: readonly number[], mode: RegulationSettings['crossImps'] = LAWS_DEFAULT_SETTINGS.crossImps): number[] {
  return scores.map((s, i) => {
    let sum = 0;
    for (let j = 0; j < scores.length; j++) if (j !== i) sum += imps(s - (scores[j] as number));
    return mode === 'average' && scores.length > 1 ? sum / (scores.length - 1) : sum;
  });
}
