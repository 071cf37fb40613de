// The ruling record: board, table, facts found, laws applied, decision and score effect — one serialisable value.
import type { Edition, LawRef, Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { boardDealer, boardVulnerability, err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { BoardLine } from '@bridge-laws/scoring';
import type { AdjustedScore, SelfInflictedResults } from './adjusted-score.js';
import { adjustedLine, selfInflictedScore } from './adjusted-score.js';
import type { AdjustmentGround, ArtificialReason } from './adjustment-grounds.js';
import { checkDirectorError, checkGround, checkKind } from './adjustment-grounds.js';
import type { FactStatus } from './director-duties.js';
import { factsBasis } from './director-duties.js';
import type { Penalty } from './penalties.js';
import type { Answers } from './questions.js';
import { QUESTIONS, checkAnswer, isQuestionId } from './questions.js';
import { RulingSchema, isRulingLaw } from './schemas.js';
import type { WorkflowId } from './workflows.js';
import { assess, unknownAnswers } from './workflows.js';
import { lawsIn2007 } from './workflows-2007.js';

/** What the ruling does to the board's score. */
export type ScoreEffect =
  | { readonly kind: 'result-stands' }
  | { readonly kind: 'adjusted'; readonly adjusted: AdjustedScore; readonly artificialReason?: ArtificialReason };

export interface RulingRecord {
  readonly id: string;
  readonly board: number;
  readonly table: string;
  /** The question sequence the director went through, if any. */
  readonly workflow?: WorkflowId;
  /** Facts found: question id → the director's answer. */
  readonly facts: Answers;
  /** Law 85: how each fact was settled — agreed, found on the balance of probabilities, or undetermined. */
  readonly factStatus?: Readonly<Record<string, FactStatus>>;
  readonly laws: readonly string[];
  /** The decision in the director's words. */
  readonly decision: string;
  readonly scoreEffect: ScoreEffect;
  readonly penalties: readonly Penalty[];
  /** ISO 8601 time the ruling was given (Law 92B). */
  readonly givenAt?: string;
}

export interface RulingInput {
  readonly id: string;
  readonly board: number;
  readonly table: string;
  readonly workflow?: WorkflowId;
  readonly facts?: Answers;
  /** Law 85: how each fact was settled; an undetermined one the workflow needs gives a ruling that lets play continue (85B). */
  readonly factStatus?: Readonly<Record<string, FactStatus>>;
  /** Laws the director applied beyond those the workflow cites. */
  readonly laws?: readonly string[];
  readonly decision?: string;
  /** Why the director adjusts without a workflow (Law 12A); refused for 12B2 grounds. */
  readonly ground?: AdjustmentGround;
  readonly adjusted?: AdjustedScore;
  readonly artificialReason?: ArtificialReason;
  /** Law 12C1(e): the offending side and the director's three reference results. */
  readonly selfInflicted?: { readonly offendingSide: Side; readonly results: SelfInflictedResults };
  readonly penalties?: readonly Penalty[];
  readonly givenAt?: string;
  /**
   * The edition of the Laws the ruling follows (2017 when absent). Under 2007 the workflow asks the same questions and
   * every law the ruling records is a 2007 number with its year (`2007 16D2`); one given with its year stays as given.
   */
  readonly edition?: Edition;
}

export type RulingProblem =
  | 'awaiting-director' | 'adjusted-score-needed' | 'no-adjustment-due' | 'unknown-law' | 'bad-answer' | 'unknown-question'
  | 'bad-weights' | 'bad-result' | 'needs-table-result' | 'harsh-rectification' | 'assigned-preferred' | 'self-inflicted-results-needed'
  | 'invalid-ruling' | 'both-non-offending';

export type RulingRefusal = Refusal<RulingProblem>;

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

/** Law 12C: every award must score — weights summing to one (12C1(c)), real contracts and tricks. */
export function checkAdjusted(adjusted: AdjustedScore, board: number, artificialReason?: ArtificialReason): Result<readonly LawRef[], RulingRefusal> {
  const kind = checkKind(adjusted, artificialReason);
  if (!kind.ok) return kind;
  // The table result is not known here; 0 stands in for it only to check the other side's award.
  const line = adjustedLine(adjusted, boardVulnerability(board), 0);
  if (!line.ok) return line;
  const weighted = [adjusted.NS, adjusted.EW].some((a) => (a.kind === 'assigned' && a.results.length > 1) || (a.kind === 'weighted-scores' && a.scores.length > 1));
  return weighted ? ok([...kind.value, lawRef('12C1(c)')]) : kind;
}

/**
 * Make a ruling record. With a workflow, its answers decide whether to adjust (the engine asks the
 * next question rather than guessing); the adjustment itself is the director's assigned score, or
 * the 12C1(e) split computed from his three reference results.
 */
export function makeRuling(input: RulingInput): Result<RulingRecord, RulingRefusal> {
  const facts = input.facts ?? {};
  const known = unknownAnswers({ ...facts, ...input.factStatus });
  if (!known.ok) return known;
  let laws = union([], input.laws ?? []);
  let adjust = input.adjusted !== undefined || input.selfInflicted !== undefined;
  let decision = input.decision ?? '';
  if (input.workflow !== undefined) {
    const a = assess(input.workflow, facts, input.edition);
    if (!a.ok) return a;
    if (a.value.status === 'asking') {
      const q = a.value.question;
      // Law 85B: a fact the director cannot determine: his ruling lets play continue and the result stands.
      if (input.factStatus?.[q.id] === 'undetermined' && !adjust) return record(input, facts, union([lawRef('85B')], laws), decision === '' ? `"${q.id}" could not be determined: play continues and the result stands` : decision, { kind: 'result-stands' });
      return err(refusal('awaiting-director', `the director must answer "${q.id}": ${q.ask}`, q.law));
    }
    const c = a.value.conclusion;
    laws = union(c.laws, laws);
    if (decision === '') decision = c.finding;
    if (!c.adjust && adjust) return err(refusal('no-adjustment-due', `no adjusted score: ${c.finding}`, c.laws[0]));
    if (c.adjust && c.selfInflicted && input.selfInflicted === undefined) {
      return err(refusal('self-inflicted-results-needed', 'self-inflicted damage: give the result without the infraction, the result expected after it, and the result obtained', lawRef('12C1(e)')));
    }
    if (c.adjust && !adjust) return err(refusal('adjusted-score-needed', 'the workflow concludes in an adjusted score: give the assigned (or weighted) result', lawRef('12C1(a)')));
    adjust = c.adjust;
  } else if (input.ground !== undefined) {
    const g = checkGround(input.ground);
    if (!g.ok) return g;
    laws = union([g.value], laws);
    if (input.ground === 'director-error' && input.adjusted !== undefined) {
      const e = checkDirectorError(input.adjusted);
      if (!e.ok) return e;
    }
  }
  let scoreEffect: ScoreEffect = { kind: 'result-stands' };
  if (adjust) {
    let adjusted = input.adjusted;
    if (input.selfInflicted !== undefined) {
      const s = selfInflictedScore(input.selfInflicted.offendingSide, input.selfInflicted.results, boardVulnerability(input.board));
      if (!s.ok) return s;
      adjusted = s.value;
      laws = union(laws, ['12C1(e)']);
    }
    if (adjusted === undefined) return err(refusal('adjusted-score-needed', 'give the adjusted score', lawRef('12C1(a)')));
    const checked = checkAdjusted(adjusted, input.board, input.artificialReason);
    if (!checked.ok) return checked;
    laws = union(laws, checked.value);
    scoreEffect = input.artificialReason === undefined ? { kind: 'adjusted', adjusted } : { kind: 'adjusted', adjusted, artificialReason: input.artificialReason };
  }
  if (input.factStatus !== undefined) {
    // Law 85A2: facts found on the balance of probabilities are ruled on as agreed ones (an undetermined one the ruling did not need is left out).
    const settled = Object.fromEntries(Object.entries(input.factStatus).filter(([, v]) => v !== 'undetermined'));
    laws = union(laws, factsBasis(settled).laws);
  }
  return record(input, facts, laws, decision, scoreEffect);
}

function record(input: RulingInput, facts: Answers, given: readonly string[], decision: string, scoreEffect: ScoreEffect): Result<RulingRecord, RulingRefusal> {
  // The 2007 Laws: every law in its 2007 number (the workflow's already are; 12C, 85 and the director's own translated here).
  const laws = input.edition === '2007' ? lawsIn2007(given) : given;
  const unknownLaw = laws.find((l) => !isRulingLaw(l));
  if (unknownLaw !== undefined) return err(refusal('unknown-law', `laws: "${unknownLaw}" is not a reference of the 2017 Laws (nor of the 2007 Laws with its year)`));
  const ruling: RulingRecord = {
    id: input.id,
    board: input.board,
    table: input.table,
    ...(input.workflow === undefined ? {} : { workflow: input.workflow }),
    facts,
    ...(input.factStatus === undefined ? {} : { factStatus: input.factStatus }),
    laws,
    decision,
    scoreEffect,
    // Law 11B: a procedural penalty stands even where the right to rectification was forfeited (90).
    penalties: input.penalties ?? [],
    ...(input.givenAt === undefined ? {} : { givenAt: input.givenAt }),
  };
  return parseRuling(ruling);
}

/** Validate a ruling read from a file; the message names the field path. */
export function parseRuling(data: unknown): Result<RulingRecord, RulingRefusal> {
  const r = RulingSchema.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0];
    return err(refusal('invalid-ruling', `${i && i.path.length > 0 ? i.path.join('.') : 'ruling'}: ${i?.message ?? 'invalid'}`));
  }
  const v = r.data as RulingRecord;
  const known = unknownAnswers(v.facts);
  if (!known.ok) return known;
  for (const [id, answer] of Object.entries(v.facts)) {
    if (!isQuestionId(id)) continue;
    const a = checkAnswer(QUESTIONS[id], answer);
    if (!a.ok) return a;
  }
  if (v.scoreEffect.kind === 'adjusted') {
    const c = checkAdjusted(v.scoreEffect.adjusted, v.board, v.scoreEffect.artificialReason);
    if (!c.ok) return err({ ...c.error, message: `scoreEffect.adjusted: ${c.error.message}` });
  }
  return ok(v);
}

/**
 * The board line scoring consumes for this table: the table result when it stands, else the adjusted
 * score (a side that keeps its table result needs `tableNs`).
 */
export function rulingLine(ruling: RulingRecord, tableNs: number | undefined): Result<BoardLine, RulingRefusal> {
  if (ruling.scoreEffect.kind === 'result-stands') {
    if (tableNs === undefined) return err(refusal('needs-table-result', `ruling ${ruling.id}: the result stands but board ${ruling.board} at table ${ruling.table} has none`));
    const s = { kind: 'score', ns: tableNs } as const;
    return ok({ ns: s, ew: s });
  }
  return adjustedLine(ruling.scoreEffect.adjusted, boardVulnerability(ruling.board), tableNs);
}

/** A ruling exported with its board (Law 2 dealer and vulnerability, and the deal when known). */
export interface RulingExport {
  readonly board: { readonly number: number; readonly dealer: string; readonly vulnerable: string; readonly deal?: string };
  readonly ruling: RulingRecord;
}

export function exportRuling(ruling: RulingRecord, deal?: string): RulingExport {
  const board = { number: ruling.board, dealer: boardDealer(ruling.board), vulnerable: boardVulnerability(ruling.board) };
  return { board: deal === undefined ? board : { ...board, deal }, ruling };
}
