// Law 89: prohibited conduct — the offences, the evidence that may found them, and the record sent on for sanction.
import type { LawRef, Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';

/** Law 89A: the four offences. */
export const PROHIBITED_CONDUCT = {
  'seeking-information': lawRef('89A1'), // seeking illegal information about this or later boards
  'using-information': lawRef('89A2'), // using such information
  'passing-to-partner': lawRef('89A3'), // passing, or trying to pass, information to partner about this board
  'passing-about-later-boards': lawRef('89A4'), // passing, or trying to pass, information to others about later boards
} as const;
export type ProhibitedConduct = keyof typeof PROHIBITED_CONDUCT;

/**
 * Law 89D: what may found the finding, whatever the results of the boards concerned or partner's later
 * actions: a significant correlation of manner with one's own cards (89D1), of unusual actions with
 * partner's or the opponents' cards (89D2), or holding illegal information about later boards or
 * unpublished results (89D3); other evidence is weighed as usual.
 */
export const MISCONDUCT_GROUNDS = {
  'manner-correlates-with-own-cards': lawRef('89D1'),
  'actions-correlate-with-others-cards': lawRef('89D2'),
  'holds-information-on-later-boards': lawRef('89D3'),
  other: lawRef('89A'),
} as const;
export type MisconductGround = keyof typeof MISCONDUCT_GROUNDS;

export interface MisconductEvidence {
  readonly ground: MisconductGround;
  /** Law 89C: a statistical or probabilistic analysis. */
  readonly statistical: boolean;
  /** Law 89 footnote: evidence from an event outside the Regulating Authority's jurisdiction. */
  readonly external: boolean;
  readonly description: string;
}

/** The director's finding, sent on to the body that applies the disciplinary code (89B). */
export interface MisconductReport {
  readonly offence: ProhibitedConduct;
  readonly against: Side;
  readonly evidence: readonly MisconductEvidence[];
  readonly laws: readonly LawRef[];
  /** Law 89B: sanctions come from the applicable disciplinary code, not from the table's score. */
  readonly sanction: 'disciplinary-code';
}

export type MisconductProblem = 'no-evidence' | 'external-evidence' | 'awaiting-director';

/**
 * Law 89: record a finding of prohibited conduct. The finding is judgment (the director's, or the
 * disciplinary body's): `found` must be given. Evidence from outside the jurisdiction counts only where
 * the regulation admits it (89 footnote); a statistical analysis may bring or support the allegation (89C).
 */
export function recordMisconduct(
  offence: ProhibitedConduct,
  against: Side,
  evidence: readonly MisconductEvidence[],
  found: boolean | undefined,
  settings: Pick<RegulationSettings, 'externalEvidence'>,
): Result<MisconductReport | null, Refusal<MisconductProblem>> {
  if (evidence.length === 0) return err(refusal('no-evidence', 'a finding of prohibited conduct needs its evidence', lawRef('89A')));
  const external = evidence.find((e) => e.external);
  if (external !== undefined && !settings.externalEvidence) {
    return err(refusal('external-evidence', `evidence from outside the jurisdiction ("${external.description}") is not admitted by the regulation`, lawRef('89B')));
  }
  if (found === undefined) return err(refusal('awaiting-director', `on this evidence, was the offence of ${PROHIBITED_CONDUCT[offence]} committed?`, PROHIBITED_CONDUCT[offence]));
  if (!found) return ok(null);
  // Law 89C: statistical evidence is cited as such; Law 89D grounds stand whatever the boards' results.
  const laws = [PROHIBITED_CONDUCT[offence], lawRef('89B'), ...evidence.map((e) => MISCONDUCT_GROUNDS[e.ground]), ...(evidence.some((e) => e.statistical) ? [lawRef('89C')] : [])];
  return ok({ offence, against, evidence, laws: [...new Set(laws)], sanction: 'disciplinary-code' });
}
