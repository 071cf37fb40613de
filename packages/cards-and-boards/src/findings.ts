// The director's findings: one catalogue of every judgment the chapters ask for, by the stable id the
// case format records it under, with its law and the kind of answer it takes. Every list and schema of
// findings (the chapters' ids, the case-file vocabulary, the desk's answer buttons) is derived from it.
import type { Card } from './card.js';
import { isCard } from './card.js';
import { lawCovers } from './law-ref.js';
import type { Seat, Side } from './vocabulary.js';
import { isSeat } from './vocabulary.js';

/** The kind of answer a finding takes, whatever the law that asks it. */
export type PlainAnswer =
  /** Yes or no; `yes`/`no` name the two answers when a plain yes or no reads oddly (Law 28B: own turn or over). */
  | { readonly kind: 'yes-no'; readonly yes?: string; readonly no?: string }
  | { readonly kind: 'one-of'; readonly values: readonly string[] }
  | { readonly kind: 'seat' }
  | { readonly kind: 'side' }
  | { readonly kind: 'card' }
  | { readonly kind: 'text' }
  | { readonly kind: 'list' }
  /** Law 69B2: yes or no for all the doubtful tricks, or how many of them. */
  | { readonly kind: 'yes-no-or-count' }
  /** A structured answer (a result, the grades of fault); the chapter that reads it checks its shape. */
  | { readonly kind: 'record'; readonly shape: string };

/** A finding one id names under several laws, whose answer depends on the law asking it. */
export type AnswerKind = PlainAnswer | { readonly kind: 'by-law'; readonly answers: Readonly<Record<string, PlainAnswer>> };

/** The chapter that asks a finding (a finding may be asked by several). */
export type Chapter = 'board' | 'auction' | 'play' | 'claims' | 'director';

export interface FindingSpec {
  /** The laws that ask it, as the case format lists them. */
  readonly laws: readonly string[];
  readonly answer: AnswerKind;
  readonly askedIn: readonly Chapter[];
}

const yesNo = { kind: 'yes-no' } as const;
const f = <const L extends readonly string[], const A extends AnswerKind, const C extends readonly Chapter[]>(laws: L, answer: A, askedIn: C) =>
  ({ laws, answer, askedIn }) as const;

/** Law 75C/75D: what the partnership agreement was, beside the explanation given. */
export const AGREEMENTS = ['as-explained', 'differs', 'none', 'no-evidence'] as const;
/** Laws 21B1(b), 75: where the director finds the partnership agreement (the system card, partner's testimony…). */
export const AGREEMENT_EVIDENCE = ['system-card', 'partner-testimony', 'other-evidence', 'none'] as const;
/** Law 23A1–23A3: the ground on which a replacement call is comparable. */
export const COMPARABLE_GROUNDS = ['same-meaning', 'subset', 'same-purpose'] as const;
/** Law 45C2: where declarer's card was held. */
export const CARD_POSITIONS = ['face-up-at-table', 'played-position', 'neither'] as const;

/** Every finding, by stable id. The ids of the case format's own table keep the meaning it gives them. */
export const FINDINGS = {
  // Laws 1–15: the board and its cards.
  'order-redeal': f(['6D3'], yesNo, ['board']),
  'play-correct-board-later': f(['15B2'], yesNo, ['board']),
  'missing-card-rectification': f(['14B2', '14B3'], { kind: 'text' }, ['board']),
  // The auction.
  unintended: f(['25A'], yesNo, ['auction', 'play']),
  'same-denominations': f(['27B1(a)'], yesNo, ['auction']),
  comparable: f(['23A'], yesNo, ['auction']),
  // The 2007 Laws' own tests for replacing an insufficient bid (2007 27B1(a), 27B1(b)); 2017 asks the two above instead.
  'incontrovertibly-not-conventional': f(['27B1(a)'], yesNo, ['auction']),
  'same-or-more-precise-meaning': f(['27B1(b)'], yesNo, ['auction']),
  'comparable-because': f(['23A1', '23A2', '23A3'], { kind: 'one-of', values: COMPARABLE_GROUNDS }, ['auction']),
  artificial: f(['29C', '30C'], yesNo, ['auction']),
  // Law 2007 26A: the suit or suits (and no other) a withdrawn call related to — an empty list when none.
  'withdrawn-call-suits': f(['26A'], { kind: 'list' }, ['auction']),
  // Law 2007 26A1: the suits the offender specified legally by calls other than bids naming them — an empty list when none.
  'specified-suits': f(['26A'], { kind: 'list' }, ['auction']),
  // Law 2007 26A1: of the suits the offender named only by bids that were alerted or explained (a transfer, Stayman…),
  // those the bids specified — an empty list when none; a bid nobody alerted or explained is read as specifying its suit.
  'named-suits-specified': f(['26A'], { kind: 'list' }, ['auction']),
  'could-have-been-influenced': f(['21B1(a)'], yesNo, ['auction', 'director']),
  // Law 2007 20F4: the player who found his own explanation wrong or incomplete called the director at once (2017
  // 20F4(a) gives him until the end of the clarification period instead, and asks nothing).
  'corrected-at-once': f(['20F4'], yesNo, ['auction']),
  'own-misunderstanding': f(['21A'], yesNo, ['auction']),
  'damaged-by-withheld': f(['40B5(b)'], yesNo, ['auction']),
  'agreement-was': f(['75'], { kind: 'one-of', values: AGREEMENTS }, ['auction', 'director']),
  // Laws 21B1(b), 75: what the director found the agreement from; with no evidence he presumes a mistaken explanation.
  'agreement-evidence': f(['21B1(b)', '75'], { kind: 'one-of', values: AGREEMENT_EVIDENCE }, ['director']),
  // Law 28B: the correct caller meant his call in his own turn (yes) or over the call out of rotation;
  // Law 53B: a card played after a lead out of turn was meant as a lead or as a play to it.
  'intent-lead-or-play': f(['28B', '53B'], {
    kind: 'by-law',
    answers: { '28B': { kind: 'yes-no', yes: 'own-turn', no: 'over' }, '53B': { kind: 'one-of', values: ['lead', 'play'] } },
  }, ['auction', 'play']),
  'declarer-could-have-seen-dummy': f(['54C'], yesNo, ['auction', 'play']),
  // The play.
  'lead-to-next-trick': f(['45E'], yesNo, ['auction', 'play']),
  'could-be-seen-by-partner': f(['45C1'], yesNo, ['auction', 'play']),
  'declarer-card-position': f(['45C2'], { kind: 'one-of', values: CARD_POSITIONS }, ['play']),
  'touched-to-play': f(['45C3'], yesNo, ['play']),
  'misinformed-turn': f(['47E1'], yesNo, ['play']),
  'mistaken-explanation': f(['47E2'], yesNo, ['play']),
  'dummy-limitation-breached': f(['43A2', '43B'], yesNo, ['play']),
  'defenders-gained': f(['43B3'], yesNo, ['play']),
  'procedural-penalty': f(['43B1', '90'], yesNo, ['play']),
  'card-played': f(['67B3'], { kind: 'card' }, ['play']),
  'cards-disturbed': f(['65D'], { kind: 'seat' }, ['play']),
  'revoke-facts-established': f(['65D'], yesNo, ['play']),
  // Claims and concessions.
  'normal-lines': f(['69B', '70', '71'], { kind: 'list' }, ['auction', 'claims']),
  'claimer-aware-of-trump': f(['70C'], yesNo, ['claims']),
  // Law 2007 70E1: it would be irrational for the claimer not to adopt the unstated line (2017 dropped the exception).
  'unstated-line-irrational': f(['70E1'], yesNo, ['claims']),
  'probably-won': f(['69B2'], { kind: 'yes-no-or-count' }, ['claims']),
  // The director's laws and the adjusted score.
  damaged: f(['12B', '23C', '27D', '64C'], yesNo, ['auction', 'play', 'claims', 'director']),
  'could-have-known': f(['72C', '73E2'], yesNo, ['auction', 'director']),
  'demonstrably-suggested': f(['16B1'], yesNo, ['auction', 'director']),
  'logical-alternatives': f(['16B1(b)'], { kind: 'list' }, ['auction', 'director']),
  fault: f(['12C2'], { kind: 'record', shape: '{NS, EW}, each direct, partial or none' }, ['auction', 'director']),
  'unauthorized-information': f(['16B1'], yesNo, ['director']),
  'self-inflicted': f(['12C1(e)'], yesNo, ['director']),
  gained: f(['72C'], yesNo, ['director']),
  'false-inference': f(['73E2'], yesNo, ['director']),
  'bridge-reason': f(['73E2'], yesNo, ['director']),
  'acted-before-summons': f(['11A'], yesNo, ['director']),
  'gained-through-ignorance': f(['11A'], yesNo, ['director']),
  'information-affected-result': f(['16D2(c)'], yesNo, ['director']),
  'could-interfere': f(['16D2'], yesNo, ['auction', 'director']),
  'partner-blameless': f(['12C3'], yesNo, ['director']),
  'board-fouled': f(['87A'], yesNo, ['director']),
  'card-seen': f(['13A2'], yesNo, ['director']),
  'correctable-without-change': f(['13B1'], yesNo, ['director']),
  'call-differs': f(['15A3'], yesNo, ['director']),
  'played-before': f(['15B1'], yesNo, ['director']),
  'assigned-result': f(['12C1(b)', '12C1(c)'], { kind: 'record', shape: '{contract, declarer, tricks}, or a list of them with weights' }, ['director']),
  'gaining-side': f(['11A'], { kind: 'side' }, ['director']),
  'self-inflicted-results': f(['12C1(e)'], {
    kind: 'record', shape: '{offending-side, without-infraction, expected-after-infraction, obtained}',
  }, ['director']),
} as const satisfies Readonly<Record<string, FindingSpec>>;

export type FindingId = keyof typeof FINDINGS;
/** The findings a chapter asks. */
export type FindingOf<C extends Chapter> = { [K in FindingId]: C extends (typeof FINDINGS)[K]['askedIn'][number] ? K : never }[FindingId];

type ValueOfPlain<A> = A extends { readonly kind: 'yes-no' } ? boolean
  : A extends { readonly kind: 'one-of'; readonly values: readonly (infer V)[] } ? V
  : A extends { readonly kind: 'seat' } ? Seat
  : A extends { readonly kind: 'side' } ? Side
  : A extends { readonly kind: 'card' } ? Card
  : A extends { readonly kind: 'text' } ? string
  : A extends { readonly kind: 'list' } ? readonly string[]
  : A extends { readonly kind: 'yes-no-or-count' } ? boolean | number
  : unknown;
type ValueOf<A> = A extends { readonly kind: 'by-law'; readonly answers: infer R } ? ValueOfPlain<R[keyof R]> : ValueOfPlain<A>;
/** The value a finding is recorded with. */
export type FindingValue<K extends FindingId> = ValueOf<(typeof FINDINGS)[K]['answer']>;
/** Findings as recorded: some of them, each with its typed value. */
export type FindingValues<K extends FindingId = FindingId> = { readonly [I in K]?: FindingValue<I> };

/** Every finding id, in catalogue order. */
export const FINDING_IDS: readonly FindingId[] = Object.keys(FINDINGS) as FindingId[];

export function isFindingId(x: string): x is FindingId {
  return Object.hasOwn(FINDINGS, x);
}

/** The ids of the findings a chapter asks, in catalogue order. */
export function findingsOf<C extends Chapter>(chapter: C): readonly FindingOf<C>[] {
  return FINDING_IDS.filter((id) => (FINDINGS[id].askedIn as readonly Chapter[]).includes(chapter)) as FindingOf<C>[];
}

/**
 * The answer a finding takes when `law` asks it: for a finding named under several laws with different
 * answers, the one whose law covers `law` (null when none does).
 */
export function answerFor(id: FindingId, law: string): PlainAnswer | null {
  const a: AnswerKind = FINDINGS[id].answer;
  if (a.kind !== 'by-law') return a;
  const key = Object.keys(a.answers).find((k) => lawCovers(k, law) || lawCovers(law, k));
  return key === undefined ? null : a.answers[key] ?? null;
}

/** The answers a finding takes under any of its laws. */
export function answersOf(id: FindingId): readonly PlainAnswer[] {
  const a: AnswerKind = FINDINGS[id].answer;
  return a.kind === 'by-law' ? Object.values(a.answers) : [a];
}

/** Why a value does not answer a plain kind, in words naming what is expected; null when it does. */
function problem(a: PlainAnswer, value: unknown): string | null {
  switch (a.kind) {
    case 'yes-no':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'one-of':
      return typeof value === 'string' && a.values.includes(value) ? null : `must be one of ${a.values.join(', ')}`;
    case 'seat':
      return isSeat(value) ? null : 'must be a seat: N, E, S or W';
    case 'side':
      return value === 'NS' || value === 'EW' ? null : 'must be a side: NS or EW';
    case 'card':
      return typeof value === 'string' && isCard(value) ? null : 'is not a card (e.g. HT)';
    case 'text':
      return typeof value === 'string' ? null : 'must be text';
    case 'list':
      return (Array.isArray(value) && value.every((v) => typeof v === 'string')) || typeof value === 'string' ? null : 'must be a list of texts';
    case 'yes-no-or-count':
      return typeof value === 'boolean' || (Number.isInteger(value) && (value as number) >= 0) ? null : 'must be true or false, or a whole number of tricks';
    case 'record':
      return typeof value === 'object' && value !== null ? null : `must be ${a.shape}`;
  }
}

/**
 * Check a recorded finding against its catalogue entry (under `law` when the asking law is known): null
 * when it is well formed, else a message naming what the finding takes and its law. An unknown id is a problem too.
 */
export function findingProblem(id: string, value: unknown, law?: string): string | null {
  if (!isFindingId(id)) return `unknown fact (known: ${FINDING_IDS.join(', ')})`;
  // Asked under one law, a finding takes that law's answer; recorded without one, any of its answers.
  const under = law === undefined ? null : answerFor(id, law);
  const answers = under === null ? answersOf(id) : [under];
  const problems = answers.map((a) => problem(a, value));
  if (problems.some((p) => p === null)) return null;
  // A plain yes-or-no needs no law to explain it; any other kind names the law that shapes the answer.
  const plainYesNo = answers.length === 1 && answers[0]?.kind === 'yes-no';
  return plainYesNo ? problems.join('') : `${problems.join(', or ')} (Law ${FINDINGS[id].laws.join(', ')})`;
}
