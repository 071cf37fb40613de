// Laws 90–91: procedural and disciplinary penalties as records that scoring subtracts, never as rectification.
import type { LawRef, Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';

/** Law 90B: offences the director may penalise (the list is not closed: the 74C violations, 73C2, `other`). */
export const PROCEDURAL_OFFENCES = {
  'late-arrival': lawRef('90B1'),
  'slow-play': lawRef('90B2'),
  'audible-discussion': lawRef('90B3'),
  'comparing-scores': lawRef('90B4'),
  'touching-others-cards': lawRef('90B5'),
  'wrong-pocket': lawRef('90B6'),
  'procedure-error-needing-adjustment': lawRef('90B7'),
  'ignoring-instructions': lawRef('90B8'),
  // Law 74C: violations of correct procedure, penalised under 90A.
  'different-designations': lawRef('74C1'),
  'approval-or-disapproval': lawRef('74C2'),
  'expectation-of-trick': lawRef('74C3'),
  'drawing-attention-to-occurrence': lawRef('74C4'),
  'watching-another-player': lawRef('74C5'),
  'showing-lack-of-interest': lawRef('74C6'),
  'varying-tempo-to-disconcert': lawRef('74C7'),
  'leaving-table-needlessly': lawRef('74C8'),
  // Law 73C2: taking advantage of partner's unintended unauthorized information.
  'using-partners-unauthorized-information': lawRef('73C2'),
  other: lawRef('90A'),
} as const;
export type ProceduralOffence = keyof typeof PROCEDURAL_OFFENCES;

/** A penalty in points: a percentage of a top on the board at matchpoints, or IMPs. */
export type PenaltyAmount = { readonly matchpointPercent: number } | { readonly imps: number };

export type Penalty =
  | { readonly kind: 'procedural'; readonly offence: ProceduralOffence; readonly against: Side; readonly amount: PenaltyAmount; readonly law: LawRef }
  | { readonly kind: 'disciplinary'; readonly against: Side; readonly amount: PenaltyAmount; readonly law: LawRef }
  | { readonly kind: 'suspension' | 'disqualification'; readonly against: Side; readonly law: LawRef };

export type PenaltyProblem = 'amount-needed' | 'bad-amount' | 'needs-organiser-approval';

function checkAmount(amount: PenaltyAmount): Result<PenaltyAmount, Refusal<PenaltyProblem>> {
  const v = 'imps' in amount ? amount.imps : amount.matchpointPercent;
  return Number.isFinite(v) && v > 0 ? ok(amount) : err(refusal('bad-amount', `a penalty must be a positive amount, got ${v}`, lawRef('90A')));
}

/**
 * Law 90A: a procedural penalty, in addition to any rectification. Without an explicit amount the
 * regulation's standard penalty applies (R37); where it sets none the director must name one.
 */
export function proceduralPenalty(
  offence: ProceduralOffence,
  against: Side,
  scoring: 'matchpoints' | 'imps',
  settings: Pick<RegulationSettings, 'standardProceduralPenalty'>,
  amount?: PenaltyAmount,
): Result<Penalty, Refusal<PenaltyProblem>> {
  let chosen = amount;
  if (chosen === undefined) {
    const std = settings.standardProceduralPenalty;
    if (std === null) return err(refusal('amount-needed', 'the regulation sets no standard procedural penalty: the director must name the amount', lawRef('90A')));
    chosen = scoring === 'imps' ? { imps: std.imps } : { matchpointPercent: std.matchpointPercent };
  }
  const a = checkAmount(chosen);
  if (!a.ok) return a;
  return ok({ kind: 'procedural', offence, against, amount: a.value, law: PROCEDURAL_OFFENCES[offence] });
}

/**
 * Law 91: a disciplinary penalty in points or a suspension for the session (91A, final — 93B3), or a
 * disqualification, which needs the organiser's approval (91B).
 */
export function disciplinaryPenalty(
  against: Side,
  measure: PenaltyAmount | 'suspension' | 'disqualification',
  organiserApproved = false,
): Result<Penalty, Refusal<PenaltyProblem>> {
  if (measure === 'disqualification') {
    if (!organiserApproved) return err(refusal('needs-organiser-approval', 'a disqualification needs the tournament organiser\'s approval', lawRef('91B')));
    return ok({ kind: 'disqualification', against, law: lawRef('91B') });
  }
  if (measure === 'suspension') return ok({ kind: 'suspension', against, law: lawRef('91A') });
  const a = checkAmount(measure);
  if (!a.ok) return a;
  return ok({ kind: 'disciplinary', against, amount: a.value, law: lawRef('91A') });
}

/** What a penalty takes from a side's board figure: matchpoints on this board's top, or IMPs. */
export function penaltyDeduction(penalty: Penalty, top: number | undefined): number {
  if (!('amount' in penalty)) return 0;
  const a = penalty.amount;
  if ('imps' in a) return a.imps;
  return ((top ?? 0) * a.matchpointPercent) / 100;
}
