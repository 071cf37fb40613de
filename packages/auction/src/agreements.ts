// Law 40: partnership understandings and their disclosure as data. Whether one was disclosed or permitted is checked
// mechanically; whether anyone was damaged, or a habit became an agreement, is the director's question.
import type { LawRef, Seat, Side } from '@bridge-laws/cards-and-boards';
import type { FactId } from './facts.js';

const L = (law: string) => law as LawRef;

/** One partnership understanding about a call in a given auction context (40A1). */
export interface PartnershipAgreement {
  readonly side: Side;
  /** The partner the record was taken from (null: both). */
  readonly madeBy: Seat | null;
  /** The auction so far, as call texts, and the call the agreement is about. */
  readonly sequence: readonly string[];
  readonly call: string;
  readonly meaning: string;
  /** Law 40B1: an artificial meaning is a special understanding unless the regulation says otherwise. */
  readonly artificial: boolean;
  /** The denominations the call specifies (used by Laws 26B and 27B1(a) questions to the director). */
  readonly specifies: readonly string[];
  /** Law 40A1(b): whether the opponents could know it the way the regulation prescribes (system card, alert). */
  readonly disclosed?: boolean;
}

/** The regulation's choices Law 40 leaves open: which understandings are special (R15), which are permitted (R16). */
export interface AgreementRules {
  readonly specialUnderstandings: 'every-artificial-call' | 'as-listed-by-regulation';
  /** Meanings the regulation lists as special, when it lists them. */
  readonly listedSpecial?: readonly string[];
  readonly systemPolicy: 'all-permitted' | 'as-listed-by-regulation';
  /** Special understandings the regulation permits, when it lists them. */
  readonly permitted?: readonly string[];
}

/** A call whose meaning departed from the recorded agreement (Law 40C1). */
export interface Deviation {
  readonly side: Side;
  readonly by: Seat;
  readonly call: string;
  readonly agreed: string;
  readonly actual: string;
}

/** Information an explanation of partner's call left out (Law 40B5(a)), and where the explainer knew it from. */
export interface WithheldInformation {
  /** The explaining side. */
  readonly side: Side;
  readonly call: string;
  readonly withheld: string;
  /** Law 40B5(a): agreement and partnership experience must be disclosed; general bridge knowledge need not be. */
  readonly source: 'agreement' | 'partnership-experience' | 'general-knowledge';
}

/**
 * What a check found: the law, the record, the problem, and the director's question when one follows.
 * `onYes` is the hand-off when the director answers the question yes (Law 12C1: an adjusted score).
 */
export interface AgreementFinding {
  readonly law: LawRef;
  readonly call: string;
  readonly problem: string;
  readonly question: FactId | null;
  readonly onYes?: 'adjusted-score';
}

/** Laws 40B1(b)–(c): every artificial call is a special understanding, unless the regulation lists them. */
export function isSpecialUnderstanding(a: PartnershipAgreement, rule: 'every-artificial-call' | 'as-listed-by-regulation', listed: readonly string[] = []): boolean {
  return rule === 'every-artificial-call' ? a.artificial : listed.includes(a.meaning);
}

/** Law 40A4: the agreed meaning of a call may not depend on which partner makes it. */
export function sameMethodsForBoth(agreements: readonly PartnershipAgreement[]): boolean {
  return methodsThatDiffer(agreements).length === 0;
}

function methodsThatDiffer(agreements: readonly PartnershipAgreement[]): PartnershipAgreement[] {
  const meanings = new Map<string, string>();
  const out: PartnershipAgreement[] = [];
  for (const a of agreements) {
    const key = `${a.side}|${a.sequence.join(' ')}|${a.call}`;
    const other = meanings.get(key);
    if (other !== undefined && other !== a.meaning) out.push(a);
    meanings.set(key, a.meaning);
  }
  return out;
}

/** Laws 40A1(b), 40A4, 40B2(a)(i): a partnership's recorded agreements checked against the Laws and the regulation. */
export function checkAgreements(agreements: readonly PartnershipAgreement[], rules: AgreementRules): AgreementFinding[] {
  const out: AgreementFinding[] = [];
  for (const a of methodsThatDiffer(agreements)) {
    out.push({ law: L('40A4'), call: a.call, problem: `${a.call} means something else when ${a.madeBy ?? 'the other partner'} makes it`, question: null });
  }
  const undisclosed = agreements.filter((a) => a.disclosed === false).length;
  // Law 40B3(b): repeated failures to disclose may be penalised — the director decides.
  if (undisclosed >= 2) out.push({ law: L('40B3(b)'), call: '', problem: `${undisclosed} agreements were not disclosed: the director may give a procedural penalty`, question: null });
  for (const a of agreements) {
    // Laws 40A1(b), 40B3, 40B3(a): an undisclosed agreement; damage is the director's question.
    if (a.disclosed === false) out.push({ law: L('40B3(a)'), call: a.call, problem: `${a.call} (${a.meaning}) was not disclosed as the regulation requires (Law 40A1(b))`, question: 'damaged', onYes: 'adjusted-score' });
    const special = isSpecialUnderstanding(a, rules.specialUnderstandings, rules.listedSpecial);
    // Laws 40B2(a)(i), 40B4: a special understanding the regulation does not permit; damage is asked.
    if (special && rules.systemPolicy === 'as-listed-by-regulation' && !(rules.permitted ?? []).includes(a.meaning)) {
      out.push({ law: L('40B4'), call: a.call, problem: `${a.call} (${a.meaning}) is a special understanding the regulation does not permit (Law 40B2(a)(i))`, question: 'damaged', onYes: 'adjusted-score' });
    }
  }
  return out;
}

/**
 * Law 40C1: a deviation is allowed, but the same deviation repeated by a partnership may have become
 * an implicit agreement that had to be disclosed; the director finds what the agreement was.
 */
export function checkDeviations(deviations: readonly Deviation[]): AgreementFinding[] {
  const seen = new Map<string, number>();
  const out: AgreementFinding[] = [];
  for (const d of deviations) {
    const key = `${d.side}|${d.call}|${d.actual}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n === 2) out.push({ law: L('40C1'), call: d.call, problem: `${d.side} has repeated ${d.call} as ${d.actual} instead of ${d.agreed}: it may have become an implicit agreement`, question: 'agreement-was' });
  }
  return out;
}

/**
 * Laws 40B5, 40B5(a): an explanation must give what the partnership knows from its agreements or
 * experience, not inferences from general bridge knowledge. Law 40B5(b): whether what was left out was
 * crucial to the opponent's action and damaged him is the director's question; yes means an adjusted score.
 */
export function checkExplanationContent(items: readonly WithheldInformation[]): AgreementFinding[] {
  return items
    .filter((w) => w.source !== 'general-knowledge')
    .map((w) => ({
      law: L('40B5(b)'),
      call: w.call,
      problem: `${w.side}'s explanation of ${w.call} left out ${w.withheld}, known from partnership ${w.source === 'agreement' ? 'agreement' : 'experience'} (Law 40B5(a))`,
      question: 'damaged-by-withheld',
      onYes: 'adjusted-score',
    }));
}
