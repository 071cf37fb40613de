// The director's workflows under the 2007 Laws: the same questions, each conclusion cited by its 2007 numbers. Where the
// 2007 Laws put a rule under another reference than the comparison's first, or had no such rule, the workflow says so
// here; where the 2007 rule itself differs (11A), its own conclusion replaces 2017's.
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { numberIn2007 } from '@bridge-laws/law-registry';
import type { Conclusion } from './conclusion.js';
import { L2007 } from './law-2007.js';

/**
 * 2017 references a 2007 workflow cites otherwise: 2017's own sentence for an adjustment after a breach of 16C2 (16C3)
 * was 2007's general one for any breach of Law 16 (2007 16A4); 2017's rules on the director's findings about an
 * agreement (75D) were 2007's examples in Law 75 as a whole; its rule on adjusting after misinformation (75D3) did not
 * exist, the 2007 adjustment resting on 75B and 21B3.
 */
const OWN_2007: Readonly<Record<string, readonly string[]>> = {
  '16C3': ['16A4'], // Law 2007 16A4
  '75D': ['75'], // Law 2007 75: its examples B and C (with the presumption of a mistaken explanation) stand for 2017's findings
  '75D3': [],
};

/** A 2017 reference in the 2007 numbers a ruling records (a rule new in 2017 keeps its 2017 number, as at the table). */
export function lawIn2007(law: string): readonly LawRef[] {
  if (law.startsWith('2007 ')) return [law as LawRef];
  const own = OWN_2007[law];
  if (own !== undefined) return own.map(L2007);
  const n = numberIn2007(law);
  return [n === null ? (law as LawRef) : L2007(n)];
}

/** References in the 2007 numbers, each once, in order. */
export function lawsIn2007(laws: readonly string[]): LawRef[] {
  return [...new Set(laws.flatMap(lawIn2007))];
}

/**
 * A workflow's conclusion under the 2007 Laws. Law 2007 11A: the right to rectification may be lost when the
 * non-offending side acted before summoning the director — for instance when it may have gained through the opponents'
 * later action taken in ignorance of the Laws; the 2007 Laws give no adjustment of the gaining side's score alone (the
 * 2017 11A remedy), so the table result stands.
 */
export function conclusionIn2007(workflow: string, c: Conclusion): Conclusion {
  if (workflow === 'forfeiture' && c.adjust) {
    return {
      adjust: false,
      laws: [L2007('11A')],
      finding: 'the right to rectification is lost: the non-offending side acted before summoning the director and may have gained through the opponents\' ignorance of the Laws; the table result stands',
      selfInflicted: false,
    };
  }
  return { ...c, laws: lawsIn2007(c.laws) };
}
