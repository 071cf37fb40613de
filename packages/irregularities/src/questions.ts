// The director's questions: judgment the engine never makes, asked precisely and answered by stable id.
// Each id, and the kind of answer it takes, is a finding of the catalogue; the words asked and the law
// the workflow asks it under are this chapter's own.
import type { FindingId, LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { AGREEMENTS, FINDINGS, err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';

/** Law 75C/75D: what the partnership agreement was, compared with the explanation given. */
export { AGREEMENTS };
export type Agreement = (typeof AGREEMENTS)[number];

/** How the director's answer is typed: the catalogue's kind, with Law 75's agreement named as such. */
export type AnswerKind = 'yes-no' | 'list' | 'agreement';

export interface Question {
  /** Stable id, shared with the case format's `facts`. */
  readonly id: FindingId;
  readonly law: LawRef;
  readonly ask: string;
  readonly answer: AnswerKind;
}

/** The answer kind of a catalogued finding, in this chapter's words. */
function answerOf(id: FindingId): AnswerKind {
  const a = FINDINGS[id].answer;
  if (a.kind === 'list') return 'list';
  if (a.kind === 'one-of' && a.values === AGREEMENTS) return 'agreement';
  if (a.kind === 'yes-no') return 'yes-no';
  throw new Error(`${id}: the workflows ask only yes-no, list and agreement findings`);
}

const q = (id: FindingId, law: string, ask: string): Question => ({ id, law: lawRef(law), ask, answer: answerOf(id) });

/** Every question the workflows ask, by id. The first six ids are the case format's own. */
export const QUESTIONS = {
  damaged: q('damaged', '12B1', 'Because of the infraction, did the non-offending side obtain a result less favourable than it could expect just before it?'),
  'could-have-known': q('could-have-known', '72C', 'Could the offender have known, at the time, that the infraction could well damage the non-offending side?'),
  'demonstrably-suggested': q('demonstrably-suggested', '16B1(a)', 'Did the information demonstrably suggest the call or play chosen over another?'),
  'logical-alternatives': q('logical-alternatives', '16B1(b)', 'Which calls or plays, other than the one chosen, would a significant part of the player\'s peers using the same methods seriously consider, some of them choosing it? (empty: none)'),
  'could-have-been-influenced': q('could-have-been-influenced', '21B1(a)', 'Could the non-offending player\'s action well have been influenced by the misinformation?'),
  'agreement-was': q('agreement-was', '75D', 'What was the partnership agreement: as explained (the call was wrong), different from the explanation, none at all, or no evidence either way?'),
  'unauthorized-information': q('unauthorized-information', '16B1', 'Did the player have extraneous information from partner (remark, question, alert or its absence, hesitation, haste, emphasis, gesture) that could suggest a call or play?'),
  'self-inflicted': q('self-inflicted', '12C1(e)', 'After the infraction, did the non-offending side add to its own damage by an extremely serious error unrelated to the infraction, or by a gambling action it hoped to have redressed if it failed?'),
  gained: q('gained', '72C', 'Did the offending side gain an advantage through the infraction?'),
  'false-inference': q('false-inference', '73E2', 'Did an innocent player draw a false inference from an opponent\'s question, remark, manner or tempo?'),
  'bridge-reason': q('bridge-reason', '73E2', 'Did that opponent have a demonstrable bridge reason for the action?'),
  'acted-before-summons': q('acted-before-summons', '11A', 'Did a member of the non-offending side take any action after the irregularity before the director was called?'),
  'gained-through-ignorance': q('gained-through-ignorance', '11A', 'Did a side gain through a later action of an opponent taken in ignorance of the law?'),
  'card-seen': q('card-seen', '13A2', 'With a wrong number of cards in a pocket, did any player see a card of another player?'),
  'correctable-without-change': q('correctable-without-change', '13B1', 'Can the deal be corrected and played normally without any call being changed?'),
  'call-differs': q('call-differs', '15A3', 'On the board whose cards he took, does the offender\'s call differ from the cancelled one (a substantially different meaning, or psychic)?'),
  'played-before': q('played-before', '15B1', 'Had any of the four players already played this board, against these or other opponents?'),
  'could-interfere': q('could-interfere', '16D2', 'Could the extraneous information interfere with normal play of the board?'),
  'partner-blameless': q('partner-blameless', '12C3', 'In this individual event, is the offender\'s partner in no way at fault for the irregularity?'),
  'board-fouled': q('board-fouled', '87A', 'Did contestants whose scores are compared play the board in different forms (a card displaced, or dealer or vulnerability differing between copies)?'),
  'information-affected-result': q('information-affected-result', '16D2(c)', 'Did the extraneous information (a card seen, a remark overheard) affect the result of the board?'),
} as const satisfies Record<string, Question>;
export type QuestionId = keyof typeof QUESTIONS;

export function isQuestionId(x: string): x is QuestionId {
  return Object.hasOwn(QUESTIONS, x);
}

/** The director's answers, by question id, as recorded (serialisable). */
export type Answers = Readonly<Record<string, unknown>>;

export type AnswerProblem = 'bad-answer';

/** Check one recorded answer against its question's kind; the message names the question and its law. */
export function checkAnswer(question: Question, value: unknown): Result<unknown, Refusal<AnswerProblem>> {
  const bad = (want: string): Result<unknown, Refusal<AnswerProblem>> =>
    err(refusal('bad-answer', `facts.${question.id}: expected ${want}, got ${JSON.stringify(value)}`, question.law));
  switch (question.answer) {
    case 'yes-no':
      return typeof value === 'boolean' ? ok(value) : bad('true or false');
    case 'list':
      return Array.isArray(value) && value.every((v) => typeof v === 'string') ? ok(value) : bad('a list of calls or plays');
    case 'agreement':
      return typeof value === 'string' && (AGREEMENTS as readonly string[]).includes(value) ? ok(value) : bad(AGREEMENTS.join(', '));
  }
}
