// A scored teams event as a USEBIO 1.2 file: teams with VPs and places, then each MATCH board by board.
import type { TeamsEventResult } from '@bridge-laws/scoring';
import type { Percentages } from './export-line.js';
import { DEFAULT_PERCENTAGES, resultFields } from './export-line.js';
import { attr, fieldsOf } from './fields.js';
import type { Usebio } from './model.js';
import { usebioDocument, usebioElement, usebioField, writeUsebio } from './write.js';
import type { XmlElement, XmlNode } from './xml.js';
import { childElements } from './xml.js';

export interface UsebioTeamsExportOptions {
  readonly clubName?: string;
  readonly eventDescription?: string;
  /** EVENT_TYPE; `SWISS_TEAMS` unless given (or the source file's). */
  readonly eventType?: string;
  /** The file the event was read from: its teams' names, players and masterpoint fields are carried over. */
  readonly source?: Usebio;
  readonly programName?: string;
  /** Law 12C2(a): the percentages an artificial score is written with (`A6040`); 60/50/40 by default. */
  readonly artificialPercentages?: Percentages;
}

/** Fields of a source TEAM kept as they were; totals and places are the new scoring's. */
const KEPT = new Set(['MASTER_POINTS_AWARDED', 'MASTER_POINT_TYPE', 'PLAYER', 'PAIR']);

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/**
 * USEBIO text for a scored teams event (Laws 78B–78D): PARTICIPANTS with each team's VPs (TOTAL_SCORE) and PLACE, and
 * one MATCH per match — ROUND_NUMBER, TEAM (the home team) and OPPOSING_TEAM, their VPs, and per BOARD the home team's
 * IMPS and the two tables, DIRECTION saying where the home team sat.
 */
export function usebioFromTeamsResults(result: TeamsEventResult, options: UsebioTeamsExportOptions = {}): string {
  const pct = options.artificialPercentages ?? DEFAULT_PERCENTAGES;
  const sourceEvent = options.source === undefined ? undefined : childElements(options.source.document.root, 'EVENT')[0];
  const type = options.eventType ?? (sourceEvent === undefined ? undefined : attr(sourceEvent, 'EVENT_TYPE')) ?? 'SWISS_TEAMS';
  const sourceTeams = new Map<string, XmlElement>();
  for (const block of sourceEvent === undefined ? [] : childElements(sourceEvent, 'PARTICIPANTS')) {
    for (const t of childElements(block, 'TEAM')) {
      const number = fieldsOf(t).TEAM_NUMBER ?? attr(t, 'TEAM_ID');
      if (number !== undefined) sourceTeams.set(number.trim(), t);
    }
  }
  const teams = result.standings.map((s) => {
    const source = sourceTeams.get(s.item.team);
    const name = source === undefined ? undefined : (attr(source, 'TEAM_NAME') ?? fieldsOf(source).TEAM_NAME);
    const kept: XmlNode[] = source === undefined ? [] : childElements(source).filter((c) => KEPT.has(c.name));
    return usebioElement('TEAM', [
      usebioField('TOTAL_SCORE', s.item.vp.toFixed(2)),
      usebioField('PLACE', s.label),
      ...kept,
    ], [{ name: 'TEAM_ID', value: s.item.team }, ...(name === undefined ? [] : [{ name: 'TEAM_NAME', value: name }])]);
  });
  const matches = result.matches.map((m) => {
    const numbers = m.boards.map((b) => b.board);
    return usebioElement('MATCH', [
      ...(m.round === '' ? [] : [usebioField('ROUND_NUMBER', m.round)]),
      usebioField('TEAM', m.home),
      usebioField('OPPOSING_TEAM', m.away),
      ...(numbers.length === 0 ? [] : [usebioField('START_BOARD_NUMBER', String(Math.min(...numbers))), usebioField('END_BOARD_NUMBER', String(Math.max(...numbers)))]),
      usebioField('TEAM_SCORE', m.vpHome.toFixed(2)),
      usebioField('OPPOSING_TEAM_SCORE', m.vpAway.toFixed(2)),
      ...m.boards.map((b) => usebioElement('BOARD', [
        usebioField('BOARD_NUMBER', String(b.board)),
        usebioField('IMPS', num(b.impsHome)),
        usebioElement('TRAVELLER_LINE', [usebioField('DIRECTION', 'NS'), ...resultFields(b.homeTable, pct)]),
        usebioElement('TRAVELLER_LINE', [usebioField('DIRECTION', 'EW'), ...resultFields(b.awayTable, pct)]),
      ])),
    ]);
  });
  const clubName = options.clubName ?? options.source?.club.CLUB_NAME ?? '';
  const root = usebioElement('USEBIO', [
    usebioElement('CLUB', [usebioField('CLUB_NAME', clubName)]),
    usebioElement('EVENT', [
      usebioField('EVENT_DESCRIPTION', options.eventDescription ?? options.source?.events[0]?.fields.EVENT_DESCRIPTION ?? ''),
      usebioField('PROGRAM_NAME', options.programName ?? 'bridge-laws'),
      usebioField('BOARD_SCORING_METHOD', 'IMPS'),
      usebioField('MATCH_SCORING_METHOD', 'VPS'),
      usebioElement('PARTICIPANTS', teams, [{ name: 'EVENT_TYPE', value: type }]),
      ...matches,
    ], [{ name: 'EVENT_TYPE', value: type }]),
  ], [{ name: 'Version', value: '1.2' }]);
  return writeUsebio({ document: usebioDocument(root) });
}
