// Law 79: the trick count agreed at the table, and when a recorded score may still be corrected.

/** Law 79A1: the agreed number of tricks; Law 79B: a disagreement is the director's to settle. */
export type TrickRecord =
  | { readonly kind: 'agreed'; readonly tricks: number }
  | { readonly kind: 'disputed'; readonly claimedByDeclarer: number; readonly claimedByDefenders: number };

/** What may happen to a scoring error at a given moment. */
export type CorrectionStatus =
  | { readonly kind: 'open'; readonly until: Date }
  /** Law 79C2: after the period only with the organiser's consent, when the director is convinced beyond doubt. */
  | { readonly kind: 'needs-consent'; readonly question: string }
  | { readonly kind: 'closed' };

export interface CorrectionSettings {
  readonly correctionPeriodMinutes: number;
  readonly lateCorrectionsWithConsent: boolean;
}

export const DEFAULT_CORRECTION_SETTINGS: CorrectionSettings = { correctionPeriodMinutes: 30, lateCorrectionsWithConsent: true };

/**
 * Law 79C1: a scoring error may be corrected until the correction period ends (by default 30
 * minutes after the official scores are available); afterwards Law 79C2 applies.
 */
export function correctionStatus(officialScoresAt: Date, now: Date, settings: CorrectionSettings = DEFAULT_CORRECTION_SETTINGS): CorrectionStatus {
  const until = new Date(officialScoresAt.getTime() + settings.correctionPeriodMinutes * 60_000);
  if (now.getTime() <= until.getTime()) return { kind: 'open', until };
  if (!settings.lateCorrectionsWithConsent) return { kind: 'closed' };
  return {
    kind: 'needs-consent',
    question: 'Has the organiser consented, and is the director convinced beyond doubt that the recorded score is wrong? (Law 79C2)',
  };
}

/** Law 79B: a disputed count is a question for the director, never decided by the engine. */
export function trickQuestion(record: TrickRecord): string | null {
  if (record.kind === 'agreed') return null;
  return `Declarer's side says ${record.claimedByDeclarer} tricks, the defenders say ${record.claimedByDefenders}: what score is to be recorded? (Law 79B)`;
}

