// What a written TRAVELLER_LINE says about the table: the contract and tricks of a table result, its SCORE, or an
// artificial score (`A6040`), shared by the pairs and the teams writers.
import type { PairsLine, TravellerLine } from '@bridge-laws/scoring';
import { usebioField } from './write.js';
import type { XmlElement } from './xml.js';

/** Law 12C2(a): the percentages of average plus, average and average minus (the regulation's). */
export interface Percentages {
  readonly avgPlus: number;
  readonly avg: number;
  readonly avgMinus: number;
}

export const DEFAULT_PERCENTAGES: Percentages = { avgPlus: 60, avg: 50, avgMinus: 40 };

/** CONTRACT, PLAYED_BY, LEAD, TRICKS (a table result read from a file) and SCORE: points, or `A6040`. */
export function resultFields(l: PairsLine, pct: Percentages): XmlElement[] {
  const t = 'lineNumber' in l ? (l as TravellerLine) : undefined;
  const real = l.line.ns.kind === 'score' && l.line.ew.kind === 'score' && l.line.ns.ns === l.line.ew.ns;
  const artificial = l.line.ns.kind === 'artificial' && l.line.ew.kind === 'artificial' ? artificialScore(l, pct) : undefined;
  const passed = t !== undefined && /^(P|PASS|PASSED|PASSED-OUT|PASSOUT)$/i.test(t.contract);
  return [
    ...(real && t !== undefined ? [usebioField('CONTRACT', passed ? 'PASS' : t.contract), ...(passed ? [] : [usebioField('PLAYED_BY', t.declarer)]), ...(t.lead === '' ? [] : [usebioField('LEAD', t.lead)]), usebioField('TRICKS', t.tricks === null ? '0' : String(t.tricks))] : []),
    usebioField('SCORE', real && l.line.ns.kind === 'score' ? String(l.line.ns.ns) : artificial ?? ''),
  ];
}

/** USEBIO writes artificial scores as `A` and the two percentages (`A6040`) when both are whole percentages. */
function artificialScore(l: PairsLine, pct: Percentages): string | undefined {
  const p = (s: PairsLine['line']['ns']): number | undefined => {
    if (s.kind !== 'artificial') return undefined;
    const g = s.grade;
    if (g === 'avg-plus') return pct.avgPlus;
    if (g === 'avg') return pct.avg;
    if (g === 'avg-minus') return pct.avgMinus;
    return 'percent' in g ? g.percent : undefined;
  };
  const ns = p(l.line.ns);
  const ew = p(l.line.ew);
  if (ns === undefined || ew === undefined || !Number.isInteger(ns) || !Number.isInteger(ew) || ns > 99 || ew > 99) return undefined;
  return `A${String(ns).padStart(2, '0')}${String(ew).padStart(2, '0')}`;
}
