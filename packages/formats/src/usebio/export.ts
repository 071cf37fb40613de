// A scored pairs session as a USEBIO 1.2 file: club, event, participants with totals and places, every traveller.
import type { PairsEventResult, ScoredLine } from '@bridge-laws/scoring';
import type { Percentages } from './export-line.js';
import { DEFAULT_PERCENTAGES, resultFields } from './export-line.js';
import type { Usebio } from './model.js';
import { usebioDocument, usebioElement, usebioField, writeUsebio } from './write.js';
import type { XmlElement, XmlNode } from './xml.js';
import { childElements } from './xml.js';

export interface UsebioExportOptions {
  readonly clubName?: string;
  readonly eventDescription?: string;
  /** The file the session was read from: its pairs' players and masterpoint fields are carried over. */
  readonly source?: Usebio;
  readonly programName?: string;
  /** Law 12C2(a): the percentages of average plus, average and average minus (the regulation's; 60/50/40 by default). */
  readonly artificialPercentages?: Percentages;
}

const EVENT_TYPE = { matchpoints: 'MP_PAIRS', butler: 'BUTLER_PAIRS', 'cross-imps': 'CROSS_IMP_PAIRS' } as const;
const POINTS = { matchpoints: 'MATCH', butler: 'BUTLER', 'cross-imps': 'CROSS_IMP' } as const;
/** Fields of a source PAIR kept as they were (masterpoints, players) — totals and places are the new scoring's. */
const KEPT = new Set(['MASTER_POINTS_AWARDED', 'MASTER_POINT_TYPE', 'PLAYER']);

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** USEBIO text for a scored pairs session (Howell or Mitchell; matchpoints, Butler or cross-IMPs). */
export function usebioFromResults(result: PairsEventResult, options: UsebioExportOptions = {}): string {
  const type = EVENT_TYPE[result.scoring];
  const mitchell = result.standings.some((s) => s.item.direction !== null);
  const id = (pair: string, side: 'NS' | 'EW'): string => (mitchell ? `${pair}${side}` : pair);
  const sourcePairs = new Map<string, XmlElement>();
  const sourceEvent = options.source === undefined ? undefined : childElements(options.source.document.root, 'EVENT')[0];
  for (const block of sourceEvent === undefined ? [] : childElements(sourceEvent, 'PARTICIPANTS')) {
    for (const p of childElements(block, 'PAIR')) {
      const n = childElements(p, 'PAIR_NUMBER')[0];
      const text = n?.children.map((c) => (c.kind === 'text' ? c.text : '')).join('').trim();
      if (text !== undefined) sourcePairs.set(text, p);
    }
  }
  const pairs = result.standings.map((s) => {
    const number = s.item.direction === null ? s.item.pair : id(s.item.pair, s.item.direction);
    const kept: XmlNode[] = childElements(sourcePairs.get(number) ?? usebioElement('PAIR')).filter((c) => KEPT.has(c.name));
    return usebioElement('PAIR', [
      usebioField('PAIR_NUMBER', number),
      usebioField('DIRECTION', s.item.direction ?? ''),
      usebioField('TOTAL_SCORE', s.item.total.toFixed(2)),
      ...(s.item.percent === undefined ? [] : [usebioField('PERCENTAGE', s.item.percent.toFixed(2))]),
      usebioField('PLACE', s.label),
      ...kept,
    ]);
  });
  const boards = result.boards.map((b) =>
    usebioElement('BOARD', [
      usebioField('BOARD_NUMBER', String(b.board)),
      ...(b.datum === undefined ? [] : [usebioField('BOARD_AVERAGE', String(b.datum))]),
      ...b.lines.map((l) => travellerLine(l, result.scoring, (p, side) => id(p, side), options.artificialPercentages ?? DEFAULT_PERCENTAGES)),
    ], [{ name: 'EVENT_TYPE', value: type }]),
  );
  const root = usebioElement('USEBIO', [
    usebioElement('CLUB', [usebioField('CLUB_NAME', options.clubName ?? options.source?.club.CLUB_NAME ?? '')]),
    usebioElement('EVENT', [
      usebioField('EVENT_DESCRIPTION', options.eventDescription ?? options.source?.events[0]?.fields.EVENT_DESCRIPTION ?? ''),
      usebioField('PROGRAM_NAME', options.programName ?? 'bridge-laws'),
      ...(result.scoring === 'matchpoints' ? [] : [usebioField('SCORING_METHOD', 'IMPS')]),
      usebioElement('PARTICIPANTS', pairs, [{ name: 'EVENT_TYPE', value: type }]),
      ...boards,
    ], [{ name: 'EVENT_TYPE', value: type }]),
  ], [{ name: 'Version', value: '1.2' }]);
  return writeUsebio({ document: usebioDocument(root) });
}

function travellerLine(l: ScoredLine, scoring: PairsEventResult['scoring'], id: (pair: string, side: 'NS' | 'EW') => string, pct: Percentages): XmlElement {
  const kind = POINTS[scoring];
  return usebioElement('TRAVELLER_LINE', [
    usebioField('NS_PAIR_NUMBER', id(l.ns, 'NS')),
    usebioField('EW_PAIR_NUMBER', id(l.ew, 'EW')),
    ...resultFields(l, pct),
    usebioField(`NS_${kind}_POINTS`, num(l.nsTraveller ?? l.nsResult)),
    usebioField(`EW_${kind}_POINTS`, num(l.ewTraveller ?? l.ewResult)),
  ]);
}
