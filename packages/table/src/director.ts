// The director's laws at the table (Laws 9–16, and 12 for the adjusted score): irregularities found in
// the board itself, the question sequences opened by attention to unauthorized information,
// misinformation or forfeiture, and the adjusted score the director's findings lead to. The decisions
// are the irregularities chapter's; this file feeds it the table's facts and turns its answer into the
// case-file vocabulary.
import type { BySeat, BySide, Edition, Refusal, Result, Seat, Side } from '@bridge-laws/cards-and-boards';
import type { DirectorAsked, FindingId, FindingOf, LawRef } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, SEATS, askDirector, err, findingsOf, isFindingId, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { AdjustedScore, AssignedResult, Fault, MadeCall, Procedure, RulingInput, WeightedResult, WorkflowId } from '@bridge-laws/irregularities';
import {
  AssignedResultSchema, adjustedText, artificialByFault, assess, cardsFromWrongBoard, forfeitureScore, isQuestionId, isWorkflowId, makeRuling, wrongBoard, wrongNumberOfCards,
} from '@bridge-laws/irregularities';
import { z } from 'zod';
import { cardsFromWrongBoard2007 } from './wrong-cards-2007.js';

export const IRREGULARITY_KINDS = ['cards-from-wrong-board', 'wrong-board', 'card-count'] as const;
export type IrregularityKind = (typeof IRREGULARITY_KINDS)[number];

/** Attention kinds that open one of the director's question sequences, by workflow. */
export const DIRECTOR_ATTENTION: Readonly<Record<string, WorkflowId>> = {
  'unauthorized-information': 'ui-from-partner', // Law 16B
  misinformation: 'misinformation', // Laws 20F, 21B, 75
  forfeiture: 'forfeiture', // Law 11A
  'other-source': 'other-source', // Laws 16D1, 16D3: after the first call
};

/** Findings the director's laws ask (Laws 9–16, 12, 72–75): those the catalogue lists for them. */
export const DIRECTOR_FACT_IDS: readonly FindingOf<'director'>[] = findingsOf('director');

/** When in the board the irregularity was found (Laws 13, 14 differ by it). */
export type BoardStage = 'before-auction' | 'auction' | 'play' | 'after-play';

export interface FoundIrregularity {
  readonly kind: IrregularityKind;
  readonly by: Seat;
  readonly stage: BoardStage;
  /** The calls made when it was found (Law 15A cancels some of them). */
  readonly calls: readonly MadeCall[];
  /** Laws 13, 14: how many cards each pocket held. */
  readonly hands: BySeat<number> | null;
}

/** The director's next question, as every chapter's pending decision: the shared `Pending`, asked of the director. */
export type DirectorPending = DirectorAsked;

/** Where the director stands: the next question, the adjusted score (case vocabulary), the laws applied. */
export interface DirectorOutcome {
  readonly pending: DirectorPending | null;
  readonly adjusted: unknown;
  readonly laws: readonly string[];
  /** The ruling the director reached, as a session file records it (Laws 12, 81–91): null until one is reached. */
  readonly ruling: TableRuling | null;
}

/** A ruling reached at the table, ready for the session file: everything but its id, table and time. */
export type TableRuling = Omit<RulingInput, 'id' | 'table' | 'givenAt'>;

export const NO_OUTCOME: DirectorOutcome = { pending: null, adjusted: null, laws: [], ruling: null };

/** The director is asked one finding under one law. */
function asking(id: FindingId, law: LawRef, laws: readonly string[] = []): DirectorOutcome {
  return { ...NO_OUTCOME, pending: askDirector({ id, law }), laws };
}

type DirectorRefusalCode = 'invalid-event' | 'bad-weights' | 'bad-result' | 'bad-answer' | 'no-adjustment-due';
type Outcome = Result<DirectorOutcome, Refusal<DirectorRefusalCode>>;

const Side = z.enum(['NS', 'EW'], { message: 'must be NS or EW' });
const FaultSchema = z.object({ NS: z.enum(['direct', 'partial', 'none']), EW: z.enum(['direct', 'partial', 'none']) }, { message: 'must be {NS, EW}, each direct, partial or none (Law 12C2(a))' }).strict();
const WeightedSchema = z.array(z.object({ weight: z.number().positive('must be above 0') }).passthrough()).min(1);
const SelfInflictedSchema = z.object({
  'offending-side': Side,
  'without-infraction': AssignedResultSchema,
  'expected-after-infraction': AssignedResultSchema,
  obtained: AssignedResultSchema,
}).strict();

const invalid = (fact: string, message: string, law: string): Outcome => err(refusal('invalid-event', `facts.${fact}: ${message} (Law ${law})`));
const first = (e: z.ZodError): string => `${e.issues[0]?.path.map(String).join('.') ?? ''} ${e.issues[0]?.message ?? 'invalid'}`.trim();

/** Law 12C1(b)/(c): the director's assigned result, one result or several with weights. */
function assignedFrom(value: unknown): Result<AssignedResult | WeightedResult[], Refusal<DirectorRefusalCode>> {
  if (Array.isArray(value)) {
    const w = WeightedSchema.safeParse(value);
    if (!w.success) return err(refusal('invalid-event', `facts.assigned-result: ${first(w.error)} (Law 12C1(c))`));
    const out: WeightedResult[] = [];
    for (const [i, item] of w.data.entries()) {
      const { weight, ...result } = item;
      const r = AssignedResultSchema.safeParse(result);
      if (!r.success) return err(refusal('invalid-event', `facts.assigned-result.${i}: ${first(r.error)} (Law 12C1(c))`));
      out.push({ ...r.data, weight } as WeightedResult);
    }
    return ok(out);
  }
  const r = AssignedResultSchema.safeParse(value);
  return r.success ? ok(r.data as AssignedResult) : err(refusal('invalid-event', `facts.assigned-result: ${first(r.error)} (Law 12C1(b))`));
}

/** The procedure Laws 13–15 give for the irregularity, on the findings so far. */
function procedureOf(i: FoundIrregularity, facts: Readonly<Record<string, unknown>>, edition: Edition, now: readonly MadeCall[]): Procedure | { readonly ask: FindingId; readonly law: LawRef } {
  switch (i.kind) {
    case 'cards-from-wrong-board': {
      const p = cardsFromWrongBoard(i.calls, i.by).procedure;
      // Law 2007 17D2: the LHO's repeated call and the offender's new call, which 2017 15A2(b) dropped.
      return edition === '2007' ? cardsFromWrongBoard2007(p, i.calls, i.by, now, facts['call-differs']) : p;
    }
    case 'wrong-board': {
      const before = facts['played-before'];
      return typeof before === 'boolean' ? wrongBoard(before) : { ask: 'played-before', law: lawRef('15B1') };
    }
    case 'card-count': {
      const hands = i.hands ?? { N: 13, E: 13, S: 13, W: 13 };
      const faulty = new Set(SEATS.filter((s) => hands[s] !== 13));
      const correctable = facts['correctable-without-change'];
      const interfere = facts['could-interfere'];
      return wrongNumberOfCards({
        handSizes: hands,
        when: i.stage,
        faultyHandCalled: i.calls.some((c) => faulty.has(c.by)),
        cardSeen: facts['card-seen'] === true,
        ...(typeof correctable === 'boolean' ? { correctableWithoutChange: correctable } : {}),
        // Law 2007 13D2: whether the card seen could interfere decides between play and an artificial score.
        ...(typeof interfere === 'boolean' ? { couldInterfere: interfere } : {}),
      }, edition);
    }
  }
}

/** Laws 13–15: where the irregularity leaves the board, and the adjusted score once the findings allow it. */
function irregularityOutcome(i: FoundIrregularity, facts: Readonly<Record<string, unknown>>, board: number, edition: Edition, now: readonly MadeCall[]): Outcome {
  const p = procedureOf(i, facts, edition, now);
  if ('ask' in p) return ok(asking(p.ask, p.law));
  const laws: LawRef[] = [...p.laws];
  if (p.action === 'continue') return ok({ ...NO_OUTCOME, laws, ruling: { board, laws } });
  if (p.action === 'question') {
    // Law 13A2 and the like: the question is a whole sequence (extraneous information), else one finding.
    if (!isWorkflowId(p.question)) {
      const law = laws[0];
      if (!isFindingId(p.question) || law === undefined) return err(refusal('invalid-event', `the director's question "${p.question}" is not a catalogued finding`));
      return ok(asking(p.question, law, laws));
    }
    const w = workflowOutcome(p.question, facts, board, edition);
    return w.ok ? ok({ ...w.value, laws: [...laws, ...w.value.laws] }) : w;
  }
  if (p.artificial) {
    // Law 12C2(a): no result can be obtained; the grades follow the director's finding of fault.
    if (facts.fault === undefined) return ok(asking('fault', lawRef('12C2(a)'), laws));
    const f = FaultSchema.safeParse(facts.fault);
    if (!f.success) return invalid('fault', first(f.error), '12C2(a)');
    const artificial = artificialByFault(f.data as BySide<Fault>);
    const all = [...laws, '12C2(a)'];
    return ok({ ...NO_OUTCOME, adjusted: adjustedText(artificial), laws: all, ruling: { board, laws: all, adjusted: artificial, artificialReason: 'no-result-obtainable' } });
  }
  if (facts['assigned-result'] === undefined) return ok(asking('assigned-result', lawRef('12C1(b)'), laws));
  const assigned = assignedFrom(facts['assigned-result']);
  if (!assigned.ok) return assigned;
  return ruled({ id: 'table', board, table: '1', laws, adjusted: adjustedScore(assigned.value, facts) });
}

function adjustedScore(assigned: AssignedResult | WeightedResult[], facts: Readonly<Record<string, unknown>>): AdjustedScore {
  if (Array.isArray(assigned)) return { NS: { kind: 'assigned', results: assigned }, EW: { kind: 'assigned', results: assigned } };
  const gaining = Side.safeParse(facts['gaining-side']);
  // Law 11A: only the side that gained through the other's ignorance has its score adjusted.
  if (gaining.success) return forfeitureScore(gaining.data as Side, assigned);
  return { NS: { kind: 'assigned', results: [{ ...assigned, weight: 1 }] }, EW: { kind: 'assigned', results: [{ ...assigned, weight: 1 }] } };
}

function ruled(input: RulingInput): Outcome {
  const r = makeRuling(input);
  if (!r.ok) {
    const code = r.error.code;
    const known: readonly string[] = ['bad-weights', 'bad-result', 'bad-answer', 'no-adjustment-due'];
    return err(refusal(known.includes(code) ? (code as DirectorRefusalCode) : 'invalid-event', r.error.message, r.error.law));
  }
  const e = r.value.scoreEffect;
  const { id: _id, table: _table, ...ruling } = input;
  return ok({ ...NO_OUTCOME, adjusted: e.kind === 'adjusted' ? adjustedText(e.adjusted) : null, laws: [...r.value.laws], ruling });
}

/** A question sequence (Laws 11A, 16, 75…): the next question, or the conclusion and its adjusted score. */
function workflowOutcome(id: WorkflowId, facts: Readonly<Record<string, unknown>>, board: number, edition: Edition = CURRENT_EDITION): Outcome {
  // The workflow's questions, and where the director found the agreement (Law 21B1(b): with no evidence he presumes);
  // Law 16D3: an assigned result given at once is the director's adjusted score under 16D2(d).
  const answers = Object.fromEntries(Object.entries(facts).filter(([k]) => isQuestionId(k) || k === 'agreement-evidence' || (id === 'other-source' && k === 'assigned-result')));
  const a = assess(id, answers, edition);
  if (!a.ok) return err(refusal('bad-answer', a.error.message, a.error.law));
  if (a.value.status === 'asking') return ok({ ...NO_OUTCOME, pending: a.value.pending });
  const c = a.value.conclusion;
  // The workflow ends with the table result standing: still a ruling the session records.
  if (!c.adjust) return ok({ ...NO_OUTCOME, laws: [...c.laws], ruling: { board, workflow: id, facts: answers } });
  const base = { id: 'table', board, table: '1', workflow: id, facts: answers, edition };
  if (c.selfInflicted) {
    // Law 12C1(e): the director's three reference results.
    if (facts['self-inflicted-results'] === undefined) return ok(asking('self-inflicted-results', lawRef('12C1(e)'), c.laws));
    const si = SelfInflictedSchema.safeParse(facts['self-inflicted-results']);
    if (!si.success) return invalid('self-inflicted-results', first(si.error), '12C1(e)');
    const d = si.data;
    return ruled({
      ...base,
      selfInflicted: {
        offendingSide: d['offending-side'],
        results: { withoutInfraction: d['without-infraction'] as AssignedResult, expectedAfterInfraction: d['expected-after-infraction'] as AssignedResult, obtained: d.obtained as AssignedResult },
      },
    });
  }
  if (facts['assigned-result'] === undefined) return ok(asking('assigned-result', lawRef('12C1(b)'), c.laws));
  const assigned = assignedFrom(facts['assigned-result']);
  if (!assigned.ok) return assigned;
  return ruled({ ...base, adjusted: adjustedScore(assigned.value, facts) });
}

/** A judgment the auction deferred to the end of play (Laws 23C, 27D, 21B3): whether the non-offenders were damaged. */
export interface DeferredQuestion {
  readonly law: string;
  readonly question: string;
}

/** A deferred question's law: a 2017 reference, or a 2007 leaf's own (`2007 12A1`), which the citation log reads as it stands. */
function deferredRef(law: string): LawRef {
  return law.startsWith('2007 ') ? (law as LawRef) : lawRef(law);
}

/**
 * Laws 23C, 27D (and 21B3): at the end of play the director is asked whether the non-offending side was damaged; if so,
 * the adjusted score is his assigned result (Law 12C1(b)). `facts` are the findings given since the question was put.
 */
export function deferredOutcome(deferred: readonly DeferredQuestion[], facts: Readonly<Record<string, unknown>>, board: number, damageFound = false): Outcome {
  const laws = [...new Set(deferred.map((d) => d.law))];
  const law = deferredRef(laws[0] ?? '27D');
  // The play's judgments (47E2(b), 50E4, 64C) were answered with damage already: only the assigned result is asked.
  if (!damageFound) {
    // Each deferred finding in turn (`damaged` for 23C, 27D, 21B3; `damaged-by-withheld` for 40B5(b)): one yes is damage.
    let damaged = false;
    for (const id of new Set(deferred.map((d) => d.question))) {
      if (!isFindingId(id)) continue;
      const at = deferredRef(deferred.find((d) => d.question === id)?.law ?? law);
      const v = facts[id];
      if (v === undefined) return ok(asking(id, at));
      if (typeof v !== 'boolean') return invalid(id, 'must be yes or no: whether the non-offending side was damaged', at);
      if (v) {
        damaged = true;
        break;
      }
    }
    // No damage: the table result stands.
    if (!damaged) return ok({ ...NO_OUTCOME, laws, ruling: { board, laws } });
  }
  if (facts['assigned-result'] === undefined) return ok(asking('assigned-result', lawRef('12C1(b)'), laws));
  const assigned = assignedFrom(facts['assigned-result']);
  if (!assigned.ok) return assigned;
  return ruled({ id: 'table', board, table: '1', laws: [...laws, '12C1(b)'], adjusted: adjustedScore(assigned.value, facts) });
}

/**
 * The director's outcome from everything found so far: a workflow's outcome when one is open (it is
 * the later, more specific ruling), else the irregularity's. `now`: the calls made so far (2007 17D2 looks at the
 * offender's new call).
 */
export function directorOutcome(
  irregularity: FoundIrregularity | null,
  workflow: WorkflowId | null,
  facts: Readonly<Record<string, unknown>>,
  board: number,
  edition: Edition = CURRENT_EDITION,
  now: readonly MadeCall[] = [],
): Outcome {
  if (workflow !== null) return workflowOutcome(workflow, facts, board, edition);
  if (irregularity !== null) return irregularityOutcome(irregularity, facts, board, edition, now);
  return ok(NO_OUTCOME);
}
