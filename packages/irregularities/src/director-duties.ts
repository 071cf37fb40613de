// Laws 81C, 84 and 85: when the director may still rectify, waiving a rectification, and ruling on agreed or disputed facts.
import type { LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';

export type DutyProblem = 'period-over' | 'bad-time' | 'awaiting-director' | 'not-non-offending' | 'no-adjustment-power';

/** Law 82B: how the director may put right an error in procedure. */
export const PROCEDURE_REMEDIES = {
  'adjusted-score': lawRef('82B1'),
  'require-play': lawRef('82B2'),
  'postpone-play': lawRef('82B2'),
  'cancel-play': lawRef('82B2'),
  'other-power': lawRef('82B3'),
} as const;
export type ProcedureRemedy = keyof typeof PROCEDURE_REMEDIES;

/**
 * Law 82A: the director must put right errors in procedure and keep the game going within the Laws.
 * Law 82B1: an adjusted score is one of his remedies only where the Laws permit it.
 */
export function procedureRemedy(remedy: ProcedureRemedy, lawsPermitAdjustment: boolean): Result<LawRef, Refusal<DutyProblem>> {
  if (remedy === 'adjusted-score' && !lawsPermitAdjustment) return err(refusal('no-adjustment-power', 'an adjusted score for an error in procedure needs a Law that permits it', lawRef('82B1')));
  return ok(PROCEDURE_REMEDIES[remedy]);
}

/**
 * Law 81C3: the director rectifies an error or irregularity he learns of in any manner, until the
 * period for it ends — the correction period (79C) for a scoring error, the period for requesting a
 * ruling (92B) for an irregularity.
 */
export function directorMayRectify(kind: 'scoring-error' | 'irregularity', now: string, periodEnds: string | null): Result<LawRef, Refusal<DutyProblem>> {
  const law = lawRef(kind === 'scoring-error' ? '79C1' : '92B');
  if (periodEnds === null) return ok(lawRef('81C3'));
  const t = Date.parse(now);
  const end = Date.parse(periodEnds);
  if (Number.isNaN(t) || Number.isNaN(end)) return err(refusal('bad-time', `"${Number.isNaN(t) ? now : periodEnds}" is not an ISO 8601 date-time`, lawRef('81C3')));
  if (t > end) return err(refusal('period-over', `the ${kind === 'scoring-error' ? 'correction period' : 'period for requesting a ruling'} ended at ${periodEnds} (Law ${law})`, lawRef('81C3')));
  return ok(lawRef('81C3'));
}

/**
 * Law 81C5 (and 10A): only the non-offending side may ask for a rectification to be waived, and only the
 * director, at his discretion, waives it. Without his decision the question stays open.
 */
export function waiveRectification(requestedBy: 'non-offending' | 'offending', directorWaives: boolean | undefined): Result<'waived' | 'rectified', Refusal<DutyProblem>> {
  if (requestedBy === 'offending') return err(refusal('not-non-offending', 'only the non-offending side may ask for a rectification to be waived', lawRef('81C5')));
  if (directorWaives === undefined) return err(refusal('awaiting-director', 'the non-offending side asks for the rectification to be waived: does the director waive it, for cause?', lawRef('81C5')));
  return ok(directorWaives ? 'waived' : 'rectified');
}

/** What the Laws provide for the irregularity, once the facts are settled. */
export type Provision = 'none' | 'rectification' | 'player-choice';

export type FactsRuling =
  | { readonly action: 'continue'; readonly law: LawRef }
  | { readonly action: 'apply-rectification'; readonly law: LawRef }
  | { readonly action: 'offer-choice'; readonly law: LawRef }
  | { readonly action: 'adjust'; readonly law: LawRef }
  | { readonly action: 'question'; readonly question: 'damaged'; readonly law: LawRef };

/**
 * Law 84, on agreed facts: no rectification and no occasion for discretion — play continues (84A); a
 * Law that clearly covers the case — its rectification is applied (84B); a Law that gives a player
 * the choice — the director explains the options and sees one chosen (84C, 10C1); no rectification
 * but the non-offending side probably damaged — an adjusted score under Law 12 (84D), the doubt going
 * to the non-offending side. `probablyDamaged` is the director's judgment.
 */
export function rulingOnAgreedFacts(provision: Provision, discretion: boolean, probablyDamaged?: boolean): FactsRuling {
  if (provision === 'rectification') return { action: 'apply-rectification', law: lawRef('84B') };
  if (provision === 'player-choice') return { action: 'offer-choice', law: lawRef('84C') };
  if (!discretion) return { action: 'continue', law: lawRef('84A') };
  if (probablyDamaged === undefined) return { action: 'question', question: 'damaged', law: lawRef('84D') };
  return probablyDamaged ? { action: 'adjust', law: lawRef('84D') } : { action: 'continue', law: lawRef('84D') };
}

/** How a fact came to be known. */
export type FactStatus = 'agreed' | 'found' | 'undetermined';

/**
 * Law 85: on disputed facts the director weighs the evidence and forms his view on the balance of
 * probabilities (85A1); facts he finds sufficiently established are ruled on as agreed ones (85A2,
 * then 84). Facts he cannot establish lead to a ruling that lets play continue (85B).
 */
export function factsBasis(statuses: Readonly<Record<string, FactStatus>>): { readonly laws: readonly LawRef[]; readonly playContinues: boolean; readonly undetermined: readonly string[] } {
  const values = Object.values(statuses);
  const undetermined = Object.keys(statuses).filter((k) => statuses[k] === 'undetermined');
  if (undetermined.length > 0) return { laws: [lawRef('85B')], playContinues: true, undetermined };
  if (values.includes('found')) return { laws: [lawRef('85A1'), lawRef('85A2')], playContinues: false, undetermined };
  return { laws: [lawRef('84')], playContinues: false, undetermined };
}
