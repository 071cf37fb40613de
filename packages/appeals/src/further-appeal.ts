// Law 93C: after the chief director and the committee — a further appeal, a referral, and who has the last word.
import type { Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';
import type { ScoreEffect } from '@bridge-laws/irregularities';
import type { Appeal, Appellant, Body, FinalAuthority, FurtherDecision } from './types.js';

/** A stage of the appeals process the Regulating Authority may omit or modify (93C3(b)). */
export type AppealStage = 'chief-director-review' | 'committee' | 'further-appeal';

/** The RA's choices for one event beyond its settings: a designated final body, and the stages it omitted with notice. */
export interface FurtherAppealRules {
  /** Law 93C3(a): the body whose decisions are final and binding on the RA and the parties; null when none. */
  readonly designatedBody: string | null;
  /** Law 93C3(b): the stages the RA omitted, with due notice to the contestants. */
  readonly omittedStages: readonly AppealStage[];
  readonly contestantsNotified: boolean;
}

export const FULL_PROCEDURE: FurtherAppealRules = { designatedBody: null, omittedStages: [], contestantsNotified: false };

export type FurtherAppealSettings = Pick<RegulationSettings, 'furtherAppealToRA' | 'appealStages' | 'appealWithoutMeritSanction'>;

export type FurtherProblem = 'no-further-appeal' | 'stage-omitted' | 'stages-fixed' | 'final-decision' | 'not-exhausted' | 'no-right' | 'wrong-stage' | 'change-needs-score';
export type FurtherRefusal = Refusal<FurtherProblem>;

/**
 * Law 93C3(b): the stages in force once the RA's omissions are applied. Omitting a stage needs the
 * RA's permission (the regulation's `appealStages: 'modified'`) and due notice to the contestants.
 */
export function appealStages(settings: Pick<RegulationSettings, 'appealsHeardBy' | 'furtherAppealToRA' | 'appealStages'>, rules: FurtherAppealRules = FULL_PROCEDURE): Result<readonly AppealStage[], FurtherRefusal> {
  if (rules.omittedStages.length > 0) {
    if (settings.appealStages !== 'modified') return err(refusal('stages-fixed', `the regulation keeps the full appeal procedure: ${rules.omittedStages.join(', ')} may not be omitted`, lawRef('93C3(b)')));
    if (!rules.contestantsNotified) return err(refusal('stages-fixed', 'stages of the appeal procedure may be omitted only after due notice to the contestants', lawRef('93C3(b)')));
  }
  const all: AppealStage[] = ['chief-director-review'];
  if (settings.appealsHeardBy !== 'chief-director') all.push('committee'); // Law 93A: without a committee the chief director hears all
  if (settings.furtherAppealToRA) all.push('further-appeal'); // Law 93C1: only where the RA provides one
  return ok(all.filter((s) => !rules.omittedStages.includes(s)));
}

/** Law 93C2 / 93C3(a): the designated body when the RA named one, else the RA itself. */
export function finalAuthority(rules: FurtherAppealRules = FULL_PROCEDURE): FinalAuthority {
  return rules.designatedBody === null ? { kind: 'regulating-authority' } : { kind: 'designated-body', name: rules.designatedBody };
}

function finalRefusal(appeal: Appeal): FurtherRefusal | null {
  if (appeal.further?.status === 'decided') {
    const law = appeal.further.to.kind === 'designated-body' ? '93C3(a)' : '93C2';
    return refusal('final-decision', `appeal ${appeal.id} was finally adjudicated by ${appeal.further.to.kind === 'designated-body' ? appeal.further.to.name : 'the Regulating Authority'}`, lawRef(law));
  }
  if (appeal.further !== undefined) return refusal('wrong-stage', `appeal ${appeal.id} is already before ${appeal.further.to.kind === 'designated-body' ? appeal.further.to.name : 'the Regulating Authority'}`, lawRef('93C'));
  return null;
}

/**
 * Law 93C1: once the chief director and the committee have decided, the contestant may appeal further
 * where the RA provides for it (Law 93B1: the chief director's ruling on law is open to appeal too). Refused when the RA provides none, omitted the stage (93C3(b)), or
 * assigned final adjudication to the body that has just decided (93C3(a)).
 */
export function appealFurther(appeal: Appeal, by: Appellant, settings: FurtherAppealSettings & Pick<RegulationSettings, 'appealsHeardBy'>, rules: FurtherAppealRules = FULL_PROCEDURE): Result<Appeal, FurtherRefusal> {
  const final = finalRefusal(appeal);
  if (final !== null) return err(final);
  if (appeal.status !== 'decided' || appeal.decision === undefined) {
    return err(refusal('not-exhausted', `appeal ${appeal.id} is ${appeal.status}: a further appeal lies only once the procedure of Law 93A/93B is exhausted`, lawRef('93C1')));
  }
  // Law 92A applies again: the contestant whose appeal it was, or the team's captain.
  if (by === 'captain' ? appeal.eventKind !== 'teams' : sideOf(by) !== appeal.side) {
    return err(refusal('no-right', `${by} may not appeal further for ${appeal.side}`, lawRef('92A')));
  }
  if (!settings.furtherAppealToRA) return err(refusal('no-further-appeal', 'the Regulating Authority provides no further appeal: the decision stands', lawRef('93C1')));
  const stages = appealStages(settings, rules);
  if (!stages.ok) return stages;
  if (!stages.value.includes('further-appeal')) return err(refusal('stage-omitted', 'the Regulating Authority omitted the further-appeal stage, with notice to the contestants', lawRef('93C3(b)')));
  if (rules.designatedBody !== null && rules.designatedBody === appeal.decision.by) {
    return err(refusal('final-decision', `the Regulating Authority made the ${appeal.decision.by}'s decisions final and binding`, lawRef('93C3(a)')));
  }
  return ok({ ...appeal, further: { route: 'appeal', by, to: finalAuthority(rules), status: 'pending' } });
}

/**
 * Law 93C2: the chief director or the reviewing body refers the case to the RA (or to the body it
 * designated, 93C3(a)) for further consideration — the Law's own right, whatever the regulation says of
 * further appeals. Only the body that has the appeal may refer it.
 */
export function referToAuthority(appeal: Appeal, by: Body, rules: FurtherAppealRules = FULL_PROCEDURE): Result<Appeal, FurtherRefusal> {
  const final = finalRefusal(appeal);
  if (final !== null) return err(final);
  const holder: Body | undefined =
    appeal.status === 'with-chief-director' ? 'chief-director'
    : appeal.status === 'before-committee' ? 'committee'
    : appeal.status === 'heard' || appeal.status === 'decided' ? (appeal.decision?.by ?? appeal.heardBy)
    : undefined;
  if (holder === undefined) return err(refusal('wrong-stage', `appeal ${appeal.id} is ${appeal.status}: only an appeal under review can be referred`, lawRef('93C2')));
  if (holder !== by) return err(refusal('no-right', `appeal ${appeal.id} is with the ${holder}, not the ${by}`, lawRef('93C2')));
  return ok({ ...appeal, further: { route: 'referral', by, to: finalAuthority(rules), status: 'pending' } });
}

export interface FurtherDecisionInput {
  readonly outcome: 'upheld' | 'changed';
  readonly scoreEffect?: ScoreEffect;
  readonly note?: string;
  readonly merit: boolean;
}

/**
 * The final adjudication (93C2, or the designated body's binding decision, 93C3(a)). A further appeal
 * without merit draws the regulation's sanction (93C1); a referral is the officials' act and draws none.
 */
export function decideFurther(appeal: Appeal, input: FurtherDecisionInput, settings: Pick<FurtherAppealSettings, 'appealWithoutMeritSanction'>): Result<Appeal, FurtherRefusal> {
  const f = appeal.further;
  if (f === undefined) return err(refusal('wrong-stage', `appeal ${appeal.id} is not before the Regulating Authority`, lawRef('93C')));
  if (f.status === 'decided') return err(finalRefusal(appeal) as FurtherRefusal);
  if (input.outcome === 'changed' && input.scoreEffect === undefined) return err(refusal('change-needs-score', 'a changed decision needs its new score effect', lawRef('93C2')));
  const sanctioned = f.route === 'appeal' && !input.merit;
  const decision: FurtherDecision = {
    outcome: input.outcome,
    ...(input.outcome === 'changed' && input.scoreEffect !== undefined ? { scoreEffect: input.scoreEffect } : {}),
    note: input.note ?? '',
    merit: input.merit,
    sanction: sanctioned ? settings.appealWithoutMeritSanction : null,
  };
  return ok({ ...appeal, further: { ...f, status: 'decided', decision } });
}
