// A USEBIO teams event's matches as scoring's traveller lines: each table's teams, round and result (Laws 77, 78B).
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { LineProblem, TravellerLine } from '@bridge-laws/scoring';
import type { Usebio, UsebioEvent } from './model.js';
import { checkedLine } from './travellers.js';

export interface UsebioTeamsTravellers {
  /** The event read; its `matches` keep what the file publishes (board IMPS, TEAM_SCORE / OPPOSING_TEAM_SCORE). */
  readonly event: UsebioEvent;
  /** Two lines per board of each match, `ns` and `ew` the teams that sat there, `round` the match's ROUND_NUMBER. */
  readonly lines: readonly TravellerLine[];
}

/**
 * The first teams event's tables (or the event given). At each board of a MATCH the TEAM sits North-South at one
 * table and East-West at the other (the TRAVELLER_LINE's DIRECTION), so a board needs one line of each; every result
 * is checked against Law 77. Every problem names the file, the line and the board.
 */
export function usebioTeams(usebio: Usebio, file: string, eventIndex = 0): Result<UsebioTeamsTravellers, LineProblem[]> {
  const event = usebio.events[eventIndex];
  if (event === undefined) return err([{ file, line: 1, message: `USEBIO has no event ${eventIndex + 1}` }]);
  if (event.matches.length === 0) return err([{ file, line: 1, message: `USEBIO event ${event.type || eventIndex + 1} has no MATCH: it is not a teams event` }]);
  if (event.participants.length > 0 && !event.participants.some((p) => p.kind === 'TEAM')) {
    return err([{ file, line: event.matches[0]?.line ?? 1, message: `USEBIO event ${event.type || eventIndex + 1} has MATCHes of pairs (a Swiss pairs event), not of teams: it is not scored as teams here` }]);
  }
  const teams = new Set(event.participants.filter((p) => p.kind === 'TEAM').map((p) => p.number.trim()));
  const problems: LineProblem[] = [];
  const lines: TravellerLine[] = [];
  for (const m of event.matches) {
    const where = `MATCH ${m.team} v ${m.opposingTeam}${m.round === undefined ? '' : ` (round ${m.round.trim()})`}`;
    for (const t of [m.team, m.opposingTeam]) {
      if (teams.size > 0 && !teams.has(t)) problems.push({ file, line: m.line, message: `${where}: team ${t} is not a TEAM of PARTICIPANTS` });
    }
    if (m.team === m.opposingTeam) problems.push({ file, line: m.line, message: `${where}: a team cannot play itself` });
    const round = m.round === undefined ? {} : { round: m.round.trim() };
    for (const b of m.boards) {
      const directions = b.lines.map((l) => l.direction).sort().join(',');
      if (directions !== 'EW,NS') {
        // Law 86B3: a board played at one table of a match is the director's to score, not the reader's.
        problems.push({ file, line: b.line, board: b.number, message: `${where}: a board needs two TRAVELLER_LINEs, the TEAM North-South at one (DIRECTION NS) and East-West at the other (EW); found ${directions === '' ? 'none' : directions}` });
        continue;
      }
      for (const l of b.lines) {
        const sides = l.direction === 'NS' ? { ns: m.team, ew: m.opposingTeam } : { ns: m.opposingTeam, ew: m.team };
        const line = checkedLine(b.number, l, { ...sides, ...round }, file, problems);
        if (line !== undefined) lines.push(line);
      }
    }
  }
  if (problems.length > 0) return err(problems);
  if (lines.length === 0) return err([{ file, line: 1, message: 'USEBIO teams event has no traveller lines' }]);
  return ok({ event, lines });
}
