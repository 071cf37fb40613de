// Laws 92–93: an appeal as a state machine — filed, concurred, reviewed, heard, decided or withdrawn.
import type { Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal, seatsOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';
import type { RulingRecord, ScoreEffect } from '@bridge-laws/irregularities';
import type { Appeal, AppealDecision, Appellant, Body, EventKind, Issue, IssueKind } from './types.js';

export type AppealProblem =
  | 'late-appeal' | 'no-right' | 'needs-concurrence' | 'not-a-partner' | 'point-of-law' | 'wrong-stage' | 'wrong-body' | 'no-issues' | 'bad-time' | 'change-needs-score';

export type AppealRefusal = Refusal<AppealProblem>;

/** The settings appeals read from the regulation. */
export type AppealSettings = Pick<RegulationSettings, 'appealPeriodMinutes' | 'appealDeposit' | 'appealWithoutMeritSanction' | 'appealsHeardBy'>;

export interface FilingInput {
  readonly id: string;
  readonly ruling: RulingRecord;
  /** The table and side of the appellant; Law 92A allows appeals only against a ruling at one's own table. */
  readonly table: string;
  readonly side: Side;
  readonly filedBy: Appellant;
  readonly filedAt: string;
  readonly eventKind: EventKind;
  readonly issues: readonly Issue[];
  /** When official scores were made available (ISO 8601); null while they are not. */
  readonly scoresOfficialAt: string | null;
}

const MINUTE = 60_000;

function time(iso: string, field: string): Result<number, AppealRefusal> {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? err(refusal('bad-time', `${field}: "${iso}" is not an ISO 8601 date-time`)) : ok(t);
}

/**
 * Law 92B: the period ends `appealPeriodMinutes` after official scores are available — or after the
 * ruling was given, when that is later (WBF Commentary). Null while scores are not yet official.
 */
export function appealDeadline(ruling: Pick<RulingRecord, 'givenAt'>, scoresOfficialAt: string | null, settings: Pick<AppealSettings, 'appealPeriodMinutes'>): Result<string | null, AppealRefusal> {
  if (scoresOfficialAt === null) return ok(null);
  const official = time(scoresOfficialAt, 'scoresOfficialAt');
  if (!official.ok) return official;
  let start = official.value;
  if (ruling.givenAt !== undefined) {
    const given = time(ruling.givenAt, 'givenAt');
    if (!given.ok) return given;
    start = Math.max(start, given.value);
  }
  return ok(new Date(start + settings.appealPeriodMinutes * MINUTE).toISOString());
}

/** Law 92D: who must concur for the appeal to be heard. */
export function concurrenceNeeded(eventKind: EventKind, side: Side): readonly Appellant[] {
  if (eventKind === 'individual') return []; // Law 92D1: in an individual event no partner's consent
  if (eventKind === 'teams') return ['captain']; // Law 92D2: the captain concurs
  return seatsOf(side); // Law 92D1: both members of the pair
}

function complete(eventKind: EventKind, side: Side, concurrence: readonly Appellant[]): boolean {
  return concurrenceNeeded(eventKind, side).every((s) => concurrence.includes(s));
}

/** Law 92A–92D: file an appeal through the director. Refused when late, without right, or about nothing. */
export function fileAppeal(input: FilingInput, settings: AppealSettings): Result<Appeal, AppealRefusal> {
  const { ruling } = input;
  // Law 92A: a contestant may ask for review of a ruling made at his own table.
  if (input.table !== ruling.table) {
    return err(refusal('no-right', `ruling ${ruling.id} was made at table ${ruling.table}; a contestant of table ${input.table} may not appeal it`, lawRef('92A')));
  }
  if (input.filedBy === 'captain' ? input.eventKind !== 'teams' : sideOf(input.filedBy) !== input.side) {
    const who = input.filedBy === 'captain' ? 'a captain outside a team event' : `${input.filedBy}, who sat ${sideOf(input.filedBy)}`;
    return err(refusal('no-right', `${who} may not appeal for ${input.side}`, lawRef('92A')));
  }
  if (input.issues.length === 0) return err(refusal('no-issues', 'an appeal must say what it disputes (a point of law, of judgment, or a disciplinary decision)', lawRef('92C')));
  // Law 92B: the deadline.
  const deadline = appealDeadline(ruling, input.scoresOfficialAt, settings);
  if (!deadline.ok) return deadline;
  const filed = time(input.filedAt, 'filedAt');
  if (!filed.ok) return filed;
  if (deadline.value !== null && filed.value > Date.parse(deadline.value)) {
    return err(refusal('late-appeal', `the appeal period of ${settings.appealPeriodMinutes} minutes ended at ${deadline.value}; filed at ${input.filedAt}`, lawRef('92B')));
  }
  const concurrence = [input.filedBy];
  return ok({
    id: input.id,
    rulingId: ruling.id,
    board: ruling.board,
    table: ruling.table,
    eventKind: input.eventKind,
    side: input.side,
    filedBy: input.filedBy,
    filedAt: input.filedAt,
    issues: input.issues,
    concurrence,
    status: complete(input.eventKind, input.side, concurrence) ? 'filed' : 'awaiting-concurrence',
    deposit: settings.appealDeposit,
  });
}

/** Law 92D: a partner (pairs) or the captain (teams) concurs. */
export function concur(appeal: Appeal, who: Appellant): Result<Appeal, AppealRefusal> {
  if (appeal.status !== 'awaiting-concurrence' && appeal.status !== 'filed') return err(refusal('wrong-stage', `appeal ${appeal.id} is ${appeal.status}`, lawRef('92D')));
  if (!concurrenceNeeded(appeal.eventKind, appeal.side).includes(who)) {
    return err(refusal('not-a-partner', `${who} is not among those whose concurrence this ${appeal.eventKind} appeal needs`, lawRef(appeal.eventKind === 'teams' ? '92D2' : '92D1')));
  }
  const concurrence = appeal.concurrence.includes(who) ? appeal.concurrence : [...appeal.concurrence, who];
  return ok({ ...appeal, concurrence, status: complete(appeal.eventKind, appeal.side, concurrence) ? 'filed' : 'awaiting-concurrence' });
}

function needsConcurrence(appeal: Appeal): AppealRefusal {
  const missing = concurrenceNeeded(appeal.eventKind, appeal.side).filter((s) => !appeal.concurrence.includes(s));
  return refusal('needs-concurrence', `the appeal is not heard until ${missing.join(' and ')} concur${missing.length === 1 ? 's' : ''}`, lawRef(appeal.eventKind === 'teams' ? '92D2' : '92D1'));
}

/**
 * Law 93: the chief director reviews. Without an appeals committee he hears everything (93A); with
 * one he rules on the parts that concern only the Laws or regulations (93B1) and refers the rest (93B2).
 */
export function reviewByChiefDirector(appeal: Appeal, settings: Pick<AppealSettings, 'appealsHeardBy'>): Result<Appeal, AppealRefusal> {
  if (appeal.status === 'awaiting-concurrence') return err(needsConcurrence(appeal));
  if (appeal.status !== 'filed') return err(refusal('wrong-stage', `appeal ${appeal.id} is ${appeal.status}, not newly filed`, lawRef('93')));
  const committee = settings.appealsHeardBy !== 'chief-director'; // Law 93A: no committee, the chief director hears all
  const onlyLaw = appeal.issues.every((i) => i.kind === 'law'); // Law 93B1: his own are the parts about law alone
  // Law 93B2: every other appeal is referred to the committee.
  return ok({ ...appeal, status: committee && !onlyLaw ? 'before-committee' : 'with-chief-director' });
}

/** The body hears the appeal; only the body the review sent it to may. */
export function hearAppeal(appeal: Appeal, body: Body): Result<Appeal, AppealRefusal> {
  if (appeal.status === 'awaiting-concurrence') return err(needsConcurrence(appeal));
  const expected: Body | undefined = appeal.status === 'before-committee' ? 'committee' : appeal.status === 'with-chief-director' ? 'chief-director' : undefined;
  if (expected === undefined) return err(refusal('wrong-stage', `appeal ${appeal.id} is ${appeal.status}: the chief director reviews it first`, lawRef('93B1')));
  if (body !== expected) return err(refusal('wrong-body', `appeal ${appeal.id} is for the ${expected}, not the ${body}`, lawRef(expected === 'committee' ? '93B2' : '93B1')));
  return ok({ ...appeal, status: 'heard', heardBy: body });
}

export interface DecisionInput {
  readonly by: Body;
  readonly outcome: 'upheld' | 'changed';
  readonly grounds?: IssueKind;
  readonly scoreEffect?: ScoreEffect;
  readonly laws?: readonly string[];
  readonly note?: string;
  readonly merit: boolean;
}

/**
 * Decide a heard appeal. Law 93B3: the committee has the director's powers but may not overrule him on a
 * point of law or regulation, nor on his disciplinary decision (91) — it may only recommend. An appeal
 * without merit keeps the deposit and draws the regulation's sanction (92A, 93C1).
 */
export function decide(appeal: Appeal, input: DecisionInput, settings: Pick<AppealSettings, 'appealWithoutMeritSanction'>): Result<Appeal, AppealRefusal> {
  if (appeal.status !== 'heard' || appeal.heardBy === undefined) return err(refusal('wrong-stage', `appeal ${appeal.id} is ${appeal.status}: it must be heard before it is decided`, lawRef('93')));
  if (input.by !== appeal.heardBy) return err(refusal('wrong-body', `appeal ${appeal.id} was heard by the ${appeal.heardBy}`, lawRef('93B')));
  if (appeal.further !== undefined) return err(refusal('wrong-stage', `appeal ${appeal.id} was referred for further consideration: the final adjudication decides it`, lawRef('93C2')));
  if (input.outcome === 'changed') {
    if (input.by === 'committee' && (input.grounds === 'law' || input.grounds === 'disciplinary')) {
      return err(refusal('point-of-law', `the committee may not overrule the chief director on ${input.grounds === 'law' ? 'a point of law or regulation' : 'a disciplinary decision'}; it may recommend that he change it`, lawRef('93B3')));
    }
    if (input.scoreEffect === undefined) return err(refusal('change-needs-score', 'a changed ruling needs its new score effect', lawRef('93B3')));
  }
  const decision: AppealDecision = {
    by: input.by,
    outcome: input.outcome,
    ...(input.outcome === 'changed' && input.scoreEffect !== undefined ? { scoreEffect: input.scoreEffect } : {}),
    ...(input.grounds === undefined ? {} : { grounds: input.grounds }),
    laws: input.laws ?? [],
    note: input.note ?? '',
    merit: input.merit,
    depositReturned: appeal.deposit === null ? null : input.merit,
    sanction: input.merit ? null : settings.appealWithoutMeritSanction,
  };
  return ok({ ...appeal, status: 'decided', decision });
}

/** The appellant withdraws before a decision. */
export function withdraw(appeal: Appeal): Result<Appeal, AppealRefusal> {
  if (appeal.status === 'decided' || appeal.status === 'withdrawn') return err(refusal('wrong-stage', `appeal ${appeal.id} is already ${appeal.status}`, lawRef('92')));
  return ok({ ...appeal, status: 'withdrawn' });
}

/**
 * The ruling as the decisions leave it: a changed ruling takes the decision's score effect and laws;
 * a final adjudication (93C2, 93C3(a)) that changes it has the last word.
 */
export function applyDecision(ruling: RulingRecord, appeal: Appeal): Result<RulingRecord, AppealRefusal> {
  if (appeal.rulingId !== ruling.id) return err(refusal('wrong-stage', `appeal ${appeal.id} is about ruling ${appeal.rulingId}, not ${ruling.id}`));
  const d = appeal.decision;
  let out = ruling;
  if (appeal.status === 'decided' && d !== undefined && d.outcome === 'changed' && d.scoreEffect !== undefined) {
    const law = d.by === 'committee' ? '93B2' : '93B1';
    out = {
      ...ruling,
      laws: [...new Set([...ruling.laws, ...d.laws, law])],
      decision: `${ruling.decision} — changed on appeal ${appeal.id}${d.note === '' ? '' : `: ${d.note}`}`,
      scoreEffect: d.scoreEffect,
    };
  }
  const f = appeal.further?.decision;
  if (f === undefined || f.outcome === 'upheld' || f.scoreEffect === undefined) return ok(out);
  const finalLaw = appeal.further?.to.kind === 'designated-body' ? '93C3(a)' : '93C2';
  return ok({
    ...out,
    laws: [...new Set([...out.laws, finalLaw])],
    decision: `${out.decision} — finally adjudicated on appeal ${appeal.id}${f.note === '' ? '' : `: ${f.note}`}`,
    scoreEffect: f.scoreEffect,
  });
}
