// What a scored traveller line prints: the file's own facts and the figure each side is shown.
import type { PairsLine, ScoredLine } from './pairs-event.js';
import type { TravellerLine } from './travellers.js';
import { weightedText } from './adjusted.js';
import { sameData } from '@bridge-laws/cards-and-boards';

export const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** What the traveller said: contract, declarer, tricks, lead and the North-South score of a table result. */
export function lineFacts(l: PairsLine): { contract: string; declarer: string; tricks: string; score: string; lead: string } {
  const t = 'lineNumber' in l ? (l as TravellerLine) : undefined;
  const score = l.line.ns.kind === 'score' && l.line.ew.kind === 'score' && l.line.ns.ns === l.line.ew.ns ? String(l.line.ns.ns) : '';
  // Law 12C1(c): one weighted score for both sides is written as the travellers CSV writes it (`W`, `420@30;-50@70`).
  if (l.line.ns.kind === 'weighted' && sameData(l.line.ns, l.line.ew)) return { contract: 'W', declarer: '', tricks: '', score: weightedText(l.line.ns.parts), lead: '' };
  return { contract: t?.contract ?? '', declarer: t?.declarer ?? '', tricks: t?.tricks === null || t === undefined ? '' : String(t.tricks), score, lead: t?.lead ?? '' };
}

/** The figure a traveller prints for a side: the raw one under the 'raw-on-traveller' convention, else the scored one. */
export function shown(l: ScoredLine, side: 'NS' | 'EW'): number {
  return side === 'NS' ? l.nsTraveller ?? l.nsResult : l.ewTraveller ?? l.ewResult;
}
