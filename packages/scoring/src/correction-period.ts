// Law 79C: when a scoring error may still be corrected.
import type { Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';

/** What may happen to a scoring error at a given moment. */
export type CorrectionStatus =
  | { readonly kind: 'open'; readonly until: Date }
  /** Law 79C2: after the period only with the organiser's consent, when the director is convinced beyond doubt. */
  | { readonly kind: 'needs-consent'; readonly question: string }
  | { readonly kind: 'closed' };

/** The two settings of Law 79C (regulation R28 and R29; a `Regulation`'s settings fit). */
export interface CorrectionSettings {
  readonly correctionPeriodMinutes: number;
  readonly lateCorrectionsWithConsent: boolean;
}

export const DEFAULT_CORRECTION_SETTINGS: CorrectionSettings = { correctionPeriodMinutes: 30, lateCorrectionsWithConsent: true };

const LATE_QUESTION = 'Has the organiser consented, and is the director convinced beyond doubt that the recorded score is wrong? (Law 79C2)';

/**
 * Law 79C1: an error in entering or computing an agreed score may be corrected until the period the
 * organiser sets ends — by default 30 minutes after the official scores are available; afterwards
 * Law 79C2 applies, where the regulation allows late corrections at all.
 */
export function correctionStatus(officialScoresAt: Date, now: Date, settings: CorrectionSettings = DEFAULT_CORRECTION_SETTINGS): CorrectionStatus {
  const until = new Date(officialScoresAt.getTime() + settings.correctionPeriodMinutes * 60_000);
  if (now.getTime() <= until.getTime()) return { kind: 'open', until };
  if (!settings.lateCorrectionsWithConsent) return { kind: 'closed' };
  return { kind: 'needs-consent', question: LATE_QUESTION };
}

/** Law 79C2: the two recorded answers a late correction needs. */
export interface LateCorrectionFindings {
  readonly organiserConsents: boolean;
  readonly directorConvincedBeyondDoubt: boolean;
}

export type CorrectionProblem = 'period-closed' | 'needs-consent' | 'not-convinced';

/**
 * Law 79C1/79C2: may this scoring error be corrected now? Within the period, yes. After it, only with
 * the organiser's consent and the director convinced beyond doubt (both recorded, never assumed).
 */
export function mayCorrectScore(status: CorrectionStatus, findings?: LateCorrectionFindings): Result<'79C1' | '79C2', Refusal<CorrectionProblem>> {
  if (status.kind === 'open') return ok('79C1');
  if (status.kind === 'closed') return err(refusal('period-closed', 'the correction period has ended and the regulation allows no later correction', lawRef('79C1')));
  if (findings === undefined) return err(refusal('needs-consent', LATE_QUESTION, lawRef('79C2')));
  if (!findings.organiserConsents) return err(refusal('needs-consent', 'the organiser has not consented to a correction after the correction period', lawRef('79C2')));
  if (!findings.directorConvincedBeyondDoubt) return err(refusal('not-convinced', 'the director is not convinced beyond doubt that the recorded score is wrong', lawRef('79C2')));
  return ok('79C2');
}
