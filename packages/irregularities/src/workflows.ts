// Laws 11A, 13A2, 16, 20F6/21B, 72C, 73 and 75 as question sequences: ask in order, stop where the law stops.
import type { DirectorAsked, Edition, LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, askDirectorTogether, err, isFindingId, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { Conclusion } from './conclusion.js';
import type { AnswerProblem, Answers, Question, QuestionId } from './questions.js';
import { QUESTIONS, checkAnswer } from './questions.js';
import { conclusionIn2007, lawIn2007 } from './workflows-2007.js';
import { OTHER_SOURCE_FINDINGS, otherSourceStep } from './other-source.js';

interface Step {
  readonly question: Question;
  /** The conclusion when this answer ends the workflow; undefined to go on. */
  readonly stop: (answer: unknown) => Omit<Conclusion, 'selfInflicted'> | undefined;
}

export interface Workflow {
  readonly id: string;
  readonly title: string;
  readonly laws: readonly LawRef[];
  readonly steps: readonly Step[];
  /** The laws and finding when every question has been answered without a stop. */
  readonly adjustment: { readonly laws: readonly LawRef[]; readonly finding: string };
}

const refs = (...xs: string[]): LawRef[] => xs.map(lawRef);
const stand = (laws: string[], finding: string): Omit<Conclusion, 'selfInflicted'> => ({ adjust: false, laws: refs(...laws), finding });
const ifNo = (laws: string[], finding: string) => (a: unknown) => (a === false ? stand(laws, finding) : undefined);
const step = (id: QuestionId, stop: Step['stop']): Step => ({ question: QUESTIONS[id], stop });

// Law 12B1: damage is a result less favourable than the non-offending side could expect just before the infraction.
const damagedStep = step('damaged', ifNo(['12B1'], 'the non-offending side was not damaged: the table result stands'));
const selfInflictedStep = step('self-inflicted', () => undefined);
// Laws 16B1(b), 16C2: an action is barred only when a logical alternative to it existed.
const logicalAlternativesStep = (law: string) =>
  step('logical-alternatives', (a) => (Array.isArray(a) && a.length === 0 ? stand([law], 'no logical alternative to the action chosen: no infraction') : undefined));

/** Every workflow, by stable id. */
export const WORKFLOWS = {
  'ui-from-partner': {
    id: 'ui-from-partner',
    title: 'Unauthorized information from partner (Laws 16B, 73C)',
    laws: refs('16B1', '16B3', '73C1'),
    steps: [
      step('unauthorized-information', ifNo(['16A1'], 'no unauthorized information: the player used only authorized information')),
      // Law 16B1(a): only an action the information demonstrably suggested is barred.
      step('demonstrably-suggested', ifNo(['16B1(a)'], 'the information did not demonstrably suggest the action chosen: no infraction')),
      // Law 16B1(b): and only when a logical alternative existed.
      logicalAlternativesStep('16B1(b)'),
      damagedStep,
      selfInflictedStep,
    ],
    // Law 16B3: an infraction that gained an advantage is adjusted under 12C1.
    adjustment: { laws: refs('16B1(a)', '16B3', '12C1(b)'), finding: 'a logical alternative was available and the action suggested by the unauthorized information damaged the non-offending side: assigned adjusted score' },
  },
  'withdrawn-action': {
    id: 'withdrawn-action',
    title: 'Information from a withdrawn call or play (Law 16C)',
    laws: refs('16C2', '16C3'),
    steps: [
      step('demonstrably-suggested', ifNo(['16C2'], 'the withdrawn action did not demonstrably suggest the action chosen: no infraction')),
      logicalAlternativesStep('16C2'),
      damagedStep,
      selfInflictedStep,
    ],
    // Law 16C3: a breach of 16C2 that damaged the non-offending side is adjusted.
    adjustment: { laws: refs('16C2', '16C3', '12C1(b)'), finding: 'the offending side chose an action the withdrawn action suggested over a logical alternative and damaged the non-offending side: assigned adjusted score' },
  },
  // Law 75D1: failing to disclose the agreement accurately is misinformation.
  misinformation: {
    id: 'misinformation',
    title: 'Misinformation: a mistaken explanation or a missing alert (Laws 20F, 21B, 75)',
    laws: refs('20F6', '21B3', '75B1', '75D'),
    steps: [
      // Law 75C: the agreement was as explained — a mistaken call, no infraction. Otherwise Law 75B1 (an
      // explanation that differs from the agreement) or Law 75D2 (no agreement at all: 21B applies) goes on.
      step('agreement-was', (a) => (a === 'as-explained' ? stand(['75C'], 'the explanation was right and the call was mistaken: no infraction, the result stands') : undefined)),
      step('could-have-been-influenced', ifNo(['21A'], 'the non-offending action was not based on the misinformation: the result stands')),
      damagedStep,
      selfInflictedStep,
    ],
    // Law 75D3: the adjustment rests on the probable result had the opponents been correctly informed in time.
    adjustment: { laws: refs('21B3', '75B1', '75D3', '12C1(b)'), finding: 'misinformation damaged the non-offending side: assigned adjusted score on the probable result had the correct explanation been given in time' },
  },
  'misleading-manner': {
    id: 'misleading-manner',
    title: 'A false inference from an opponent\'s manner or tempo (Law 73E2)',
    laws: refs('73D2', '73E2'),
    steps: [
      step('false-inference', ifNo(['73E1'], 'no false inference was drawn: the result stands')),
      // Law 73E1: deception with a demonstrable bridge reason is legitimate.
      step('bridge-reason', (a) => (a === true ? stand(['73E1'], 'the opponent had a demonstrable bridge reason: legitimate deception, the result stands') : undefined)),
      step('could-have-known', ifNo(['73E2'], 'the opponent could not have known the action could work to his benefit: the result stands')),
      damagedStep,
      selfInflictedStep,
    ],
    // Law 73E2: a false inference from an action without bridge reason that the opponent could have known would pay.
    adjustment: { laws: refs('73E2', '12C1(b)'), finding: 'an innocent player drew a false inference from an action without bridge reason: assigned adjusted score' },
  },
  'awareness-of-damage': {
    id: 'awareness-of-damage',
    title: 'An offender who could have known his irregularity would damage the other side (Law 72C)',
    laws: refs('72C'),
    steps: [
      step('could-have-known', ifNo(['72C'], 'the offender could not have known the irregularity could damage the other side: the rectification stands')),
      step('gained', ifNo(['72C'], 'the offending side gained nothing through the infraction: the result stands')),
      selfInflictedStep,
    ],
    adjustment: { laws: refs('72C', '12C1(b)'), finding: 'the offender could have known and his side gained through the infraction: assigned adjusted score' },
  },
  'extraneous-information': {
    id: 'extraneous-information',
    title: 'Extraneous information from another source or a misplaced card (Laws 13A2, 16D2(c))',
    laws: refs('13A2', '16D2(c)'),
    steps: [step('information-affected-result', ifNo(['16D2(c)'], 'the information did not affect the result: the result stands'))],
    adjustment: { laws: refs('13A2', '16D2(c)', '12C1(b)'), finding: 'the extraneous information affected the result: assigned adjusted score' },
  },
  // Laws 16D1, 16D3: the questions in order; which options follow a yes is the edition's (`otherSourceStep`).
  'other-source': {
    id: 'other-source',
    title: 'Extraneous information from another source, received after the first call (Laws 16D1, 16D3)',
    laws: refs('16D1', '16D3'),
    steps: [
      step('could-interfere', ifNo(['16D3'], OTHER_SOURCE_FINDINGS.notInterfering)),
      step('information-affected-result', ifNo(['16D3', '16D2(c)'], OTHER_SOURCE_FINDINGS.notAffected)),
    ],
    adjustment: { laws: refs('16D3', '16D2(c)', '12C1(b)'), finding: OTHER_SOURCE_FINDINGS.affected },
  },
  forfeiture: {
    id: 'forfeiture',
    title: 'Forfeiture of the right to rectification (Law 11A)',
    laws: refs('11A'),
    steps: [
      // Law 9B1(c): calling the director is no action that forfeits a right.
      step('acted-before-summons', ifNo(['9B1(c)'], 'the director was called before any action: the right to rectification stands')),
      step('gained-through-ignorance', ifNo(['11A'], 'the right to rectification is forfeited and no side gained: the table result stands')),
    ],
    adjustment: { laws: refs('11A'), finding: 'the right to rectification is forfeited; the side that gained through the other side\'s ignorance of the law has its advantage removed, the other side keeps the table result' },
  },
} as const satisfies Record<string, Workflow>;
export type WorkflowId = keyof typeof WORKFLOWS;

export function isWorkflowId(x: string): x is WorkflowId {
  return Object.hasOwn(WORKFLOWS, x);
}

/**
 * The director's next question in a workflow, as every chapter's pending decision: the shared `Pending`. Law 16D3 may
 * list the assigned result beside a question (the director may award the adjusted score at once instead).
 */
export type WorkflowPending = DirectorAsked<QuestionId | 'assigned-result'>;

/** The state of a workflow after the answers recorded so far: `pending` is what the table waits for, `question` its wording. */
export type Assessment =
  | { readonly status: 'asking'; readonly pending: WorkflowPending; readonly question: Question; readonly answered: readonly QuestionId[] }
  | { readonly status: 'concluded'; readonly conclusion: Conclusion; readonly answered: readonly QuestionId[] };

/**
 * Walk a workflow: each answer is checked, a stop ends it, a missing answer is the next question.
 * The engine decides nothing the director has not answered. Under `edition` 2007 the laws are the 2007 Laws' numbers.
 */
export function assess(id: WorkflowId, answers: Answers, edition: Edition = CURRENT_EDITION): Result<Assessment, Refusal<AnswerProblem>> {
  const a = id === 'other-source' ? otherSource(answers, edition) : assess2017(id, answers);
  if (!a.ok) return a;
  const v = a.value;
  if (v.status === 'asking') return ok(asking(v, edition));
  // The 2007 Laws: the same questions, each law in its 2007 number (with its year), the 2007 conclusion where it differs.
  return ok(edition === '2017' ? v : { ...v, conclusion: conclusionIn2007(id, v.conclusion) });
}

/** The findings a workflow asks next, under one law (Law 16D3 lists the assigned result beside its question), and their wording. */
interface Next {
  readonly status: 'asking';
  readonly ask: readonly [WorkflowQuestion, ...WorkflowQuestion[]];
  readonly law: LawRef;
  readonly question: Question;
  readonly answered: readonly QuestionId[];
}
type WorkflowQuestion = WorkflowPending['questions'][number];
type Walked = Next | Extract<Assessment, { readonly status: 'concluded' }>;

/**
 * The director's pending question for the findings one law asks together (`askDirectorTogether`: the first, the
 * further ones beside it) — every workflow question is built here, under its edition's law.
 */
function asking(next: Next, edition: Edition): Assessment {
  // The 2007 Laws: the same questions, each asked under its law's 2007 number (with its year).
  const law = edition === '2017' ? next.law : (lawIn2007(next.law)[0] ?? next.law);
  const pending: WorkflowPending = askDirectorTogether(next.ask, law);
  const question = law === next.question.law ? next.question : { ...next.question, law };
  return { status: 'asking', pending, question, answered: next.answered };
}

/** Laws 16D3, 16D2(c), 16D2(d): the other-source workflow, whose options after a yes depend on the edition. */
function otherSource(answers: Answers, edition: Edition): Result<Walked, Refusal<AnswerProblem>> {
  const step = otherSourceStep(answers, edition);
  if (!step.ok) return step;
  const v = step.value;
  if ('adjust' in v) return ok({ status: 'concluded', conclusion: { adjust: v.adjust, laws: v.laws, finding: v.finding, selfInflicted: false }, answered: v.answered });
  const first = QUESTIONS[v.ask[0] === 'could-interfere' ? 'could-interfere' : 'information-affected-result'];
  return ok({ status: 'asking', ask: v.ask, law: v.law, question: { ...first, law: v.law }, answered: v.answered });
}

function assess2017(id: WorkflowId, answers: Answers): Result<Walked, Refusal<AnswerProblem>> {
  const workflow: Workflow = WORKFLOWS[id];
  // Law 21B1(b): with no evidence of the agreement the director presumes a mistaken explanation, not a mistaken call.
  if (id === 'misinformation' && answers['agreement-evidence'] === 'none' && answers['agreement-was'] === 'as-explained') {
    return err(refusal('bad-answer', 'facts.agreement-was: as-explained needs evidence of the agreement; with agreement-evidence none the explanation is presumed mistaken', lawRef('21B1(b)')));
  }
  const answered: QuestionId[] = [];
  for (const s of workflow.steps) {
    const qid = s.question.id as QuestionId;
    if (!Object.hasOwn(answers, qid)) return ok({ status: 'asking', ask: [qid], law: s.question.law, question: s.question, answered });
    const a = checkAnswer(s.question, answers[qid]);
    if (!a.ok) return a;
    answered.push(qid);
    const stop = s.stop(a.value);
    if (stop !== undefined) return ok({ status: 'concluded', conclusion: { ...stop, selfInflicted: false }, answered });
  }
  const selfInflicted = answers['self-inflicted'] === true;
  const laws = selfInflicted ? [...workflow.adjustment.laws, lawRef('12C1(e)')] : workflow.adjustment.laws;
  return ok({ status: 'concluded', conclusion: { adjust: true, laws, finding: workflow.adjustment.finding, selfInflicted }, answered });
}

/** The questions a workflow can ask, in order (for a director's form or a case file's pending list), each with its edition's law. */
export function questionsOf(id: WorkflowId, edition: Edition = CURRENT_EDITION): readonly Question[] {
  const qs = WORKFLOWS[id].steps.map((s) => s.question);
  return edition === '2017' ? qs : qs.map((q) => ({ ...q, law: lawIn2007(q.law)[0] ?? q.law }));
}

/** Refuse answers to questions no workflow knows (a typo in a case file or a CLI flag). */
export function unknownAnswers(answers: Answers): Result<true, Refusal<'unknown-question'>> {
  // Case-format findings answered at the table, not by these workflows, are still accepted in a ruling record.
  const unknown = Object.keys(answers).filter((k) => !Object.hasOwn(QUESTIONS, k) && !isFindingId(k));
  if (unknown.length === 0) return ok(true);
  return err(refusal('unknown-question', `facts.${unknown[0]}: not a director's question id (known: ${Object.keys(QUESTIONS).join(', ')})`));
}
