// What the table waits for: a choice among options for one seat, or the director's findings — each with its law.
import type { FindingId } from './findings.js';
import type { LawRef } from './law-ref.js';
import type { Seat } from './vocabulary.js';

type WithContext<C> = [C] extends [never] ? unknown : { readonly context: C };

/**
 * A decision the table waits for. A chapter narrows the options and questions it offers and may keep
 * beside it the context it needs to carry on (the irregularity being rectified).
 */
export type Pending<Option extends string = string, Question extends FindingId = FindingId, Context = never> =
  | ({ readonly kind: 'choice'; readonly by: Seat; readonly options: readonly Option[]; readonly law: LawRef } & WithContext<Context>)
  | ({ readonly kind: 'question'; readonly by: 'director'; readonly questions: readonly Question[]; readonly law: LawRef } & WithContext<Context>);

/** The director asked one catalogued finding under one law: every chapter's pending question, built here alone. */
export type DirectorAsked<Question extends FindingId = FindingId> = Extract<Pending<never, Question>, { readonly kind: 'question' }>;

/**
 * The pending decision that asks the director one question: its finding's id, under its law. A workflow's step, the
 * director's chapter at the table and a claim's open question are all asked through it.
 */
export function askDirector<Question extends FindingId>(q: { readonly id: Question; readonly law: LawRef }): DirectorAsked<Question>;
/** The same question with the context a chapter keeps beside it to carry on once the director answers. */
export function askDirector<Question extends FindingId, Context>(
  q: { readonly id: Question; readonly law: LawRef },
  context: Context,
): Extract<Pending<never, Question, Context>, { readonly kind: 'question' }>;
export function askDirector<Question extends FindingId, Context>(q: { readonly id: Question; readonly law: LawRef }, context?: Context) {
  const asked: DirectorAsked<Question> = { kind: 'question', by: 'director', questions: [q.id], law: q.law };
  return context === undefined ? asked : { ...asked, context };
}

/**
 * The pending decision that asks the director the findings one law asks together (21B1's two, 16D3's two): the first
 * as `askDirector` asks it, the further ones beside it, in order.
 */
export function askDirectorTogether<Question extends FindingId>(
  ids: readonly [Question, ...Question[]],
  law: LawRef,
): DirectorAsked<Question> {
  const [id, ...more] = ids;
  const asked = askDirector({ id, law });
  return more.length === 0 ? asked : { ...asked, questions: [...asked.questions, ...more] };
}

/** A pending decision as the case format's `expect` reads it (no context). */
export type PendingView =
  | { readonly by: Seat; readonly options: readonly string[]; readonly law: LawRef }
  | { readonly by: 'director'; readonly questions: readonly string[]; readonly law: LawRef };

export function pendingView(p: Pending<string, FindingId, unknown> | Pending): PendingView {
  return p.kind === 'choice' ? { by: p.by, options: p.options, law: p.law } : { by: 'director', questions: p.questions, law: p.law };
}
