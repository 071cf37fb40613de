// Laws 16D1 and 16D3 (2007 16C1 and 16C3): extraneous information about the board from another source, received after
// the first call (a remark overheard, a result or a hand seen at another table). The director judges whether it could
// interfere with normal play; if it could, the options after the first call are his edition's (`extraneousInformationOptions`):
// 2017 lets him award an adjusted score at once (16D2(d)) or let play go on and adjust if the information affected the
// result (16D2(c)); 2007 16C3 leaves only letting play go on.
import type { Edition, LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { lawRef, ok } from '@bridge-laws/cards-and-boards';
import { extraneousInformationOptions } from './information.js';
import type { AnswerProblem, Answers } from './questions.js';
import { QUESTIONS, checkAnswer } from './questions.js';

/** The other-source findings, worded once for the steps here and the workflow's entry in `WORKFLOWS`. */
export const OTHER_SOURCE_FINDINGS = {
  notInterfering: 'the information could not interfere with normal play: the board is played and its result stands',
  notAffected: 'the board was played and the information did not affect the result: the result stands',
  affected: 'the information affected the result: assigned adjusted score',
} as const;

type OtherSourceQuestion = 'could-interfere' | 'information-affected-result' | 'assigned-result';

/** What the director is asked next (either finding answers `assigned-result`: the adjusted score at once), or the conclusion. */
export type OtherSourceStep =
  | { readonly ask: readonly [OtherSourceQuestion, ...OtherSourceQuestion[]]; readonly law: LawRef; readonly answered: readonly ('could-interfere')[] }
  | { readonly adjust: boolean; readonly laws: readonly LawRef[]; readonly finding: string; readonly answered: readonly ('could-interfere' | 'information-affected-result')[] };

/** Laws 16D3, 16D2(c), 16D2(d) (2007 16C3, 16C2(c)): the director's next question, or where his findings lead. */
export function otherSourceStep(answers: Answers, edition: Edition): Result<OtherSourceStep, Refusal<AnswerProblem>> {
  // Law 16D3: after the first call the director still judges first whether the information could interfere.
  if (!Object.hasOwn(answers, 'could-interfere')) return ok({ ask: ['could-interfere'], law: lawRef('16D3'), answered: [] });
  const interfere = checkAnswer(QUESTIONS['could-interfere'], answers['could-interfere']);
  if (!interfere.ok) return interfere;
  const options = extraneousInformationOptions('after-first-call', { contestPermitsRedealOrSwitch: false }, interfere.value === true, edition);
  const open = options.ok ? options.value : [];
  if (open.length === 0) {
    return ok({ adjust: false, laws: [lawRef('16D3')], finding: OTHER_SOURCE_FINDINGS.notInterfering, answered: ['could-interfere'] });
  }
  const c = open.find((o) => o.option === 'play-and-adjust-if-affected');
  const d = open.find((o) => o.option === 'adjusted-score');
  // Law 16D3 (2017 only): the director may award the adjusted score at once (16D2(d)), his assigned result given now.
  if (d !== undefined && answers['assigned-result'] !== undefined) {
    return ok({ adjust: true, laws: [lawRef('16D3'), lawRef('16D2(d)'), lawRef('12C1(b)')], finding: 'the information could interfere with normal play: the director awards an adjusted score at once', answered: ['could-interfere'] });
  }
  // Law 16D2(c) (2007 16C3 sending to 16C2(c)): play goes on; was the result affected?
  if (!Object.hasOwn(answers, 'information-affected-result')) {
    return ok({ ask: d === undefined ? ['information-affected-result'] : ['information-affected-result', 'assigned-result'], law: c?.law ?? lawRef('16D3'), answered: ['could-interfere'] });
  }
  const affected = checkAnswer(QUESTIONS['information-affected-result'], answers['information-affected-result']);
  if (!affected.ok) return affected;
  const laws = [lawRef('16D3'), lawRef('16D2(c)')];
  const answered = ['could-interfere', 'information-affected-result'] as const;
  if (affected.value !== true) return ok({ adjust: false, laws, finding: OTHER_SOURCE_FINDINGS.notAffected, answered });
  return ok({ adjust: true, laws: [...laws, lawRef('12C1(b)')], finding: OTHER_SOURCE_FINDINGS.affected, answered });
}
