// A teams event (round robin or Swiss): each match's boards in IMPs, the match in VPs, the teams ranked (Laws 78B–78D).
import type { Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { PairsLine } from './pairs-event.js';
import type { Ranked } from './ranking.js';
import { rankWithTies } from './ranking.js';
import type { ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';
import { impsWon, scoreTeamBoard } from './teams.js';
import { roundTotal } from './totals.js';
import { victoryPoints } from './victory-points.js';

/** One table of a teams match: `ns` and `ew` are teams; `round` tells apart matches of the same two teams. */
export interface TeamsLine extends PairsLine {
  readonly round?: string;
}

export interface TeamsBoardResult {
  readonly board: number;
  /** The home team's table (it sat North-South there) and the away team's. */
  readonly homeTable: TeamsLine;
  readonly awayTable: TeamsLine;
  readonly impsHome: number;
  readonly impsAway: number;
}

export interface TeamsMatch {
  readonly round: string;
  /** impsHome / impsAway: the IMPs each team won (Law 78C); the boards keep each team's signed figure. */
  /** The team that sat North-South at the first table of the match's first board. */
  readonly home: string;
  readonly away: string;
  readonly boards: readonly TeamsBoardResult[];
  readonly impsHome: number;
  readonly impsAway: number;
  readonly vpHome: number;
  readonly vpAway: number;
}

export interface TeamStanding {
  readonly team: string;
  readonly matches: number;
  readonly impsFor: number;
  readonly impsAgainst: number;
  /** Victory points (Law 78D), summed over the matches (Law 78C). */
  readonly vp: number;
}

export interface TeamsEventResult {
  readonly matches: readonly TeamsMatch[];
  readonly standings: readonly Ranked<TeamStanding>[];
}

export type TeamsProblem = 'incomplete-board';

/**
 * Score a teams event from its tables. Two teams meet on a board at two tables with the seats swapped:
 * each board's IMPs (Law 78B, 12C2(b) for artificial scores, 12C1(c) weighted), a match's IMP totals
 * (78C) become victory points on the regulation's scale (78D: the WBF continuous scale by default, or a
 * federation's), and the teams are ranked by VPs. A board played at only one table of a match is refused (Law 86B3:
 * the director's or the RA's procedure scores it; give both tables, or an artificial score at the other).
 */
export function scoreTeamsEvent(
  lines: readonly TeamsLine[],
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): Result<TeamsEventResult, Refusal<TeamsProblem>> {
  // Group tables by match: its round and its two teams, in the order the file gives them.
  const matchKey = (l: TeamsLine): string => `${l.round ?? ''}\u0000${[l.ns, l.ew].sort().join('\u0000')}`;
  const matches = new Map<string, TeamsLine[]>();
  for (const l of lines) {
    const k = matchKey(l);
    const list = matches.get(k) ?? [];
    list.push(l);
    matches.set(k, list);
  }
  const out: TeamsMatch[] = [];
  for (const tables of matches.values()) {
    const first = tables[0] as TeamsLine;
    const home = first.ns;
    const away = first.ew;
    const byBoard = new Map<number, TeamsLine[]>();
    for (const t of tables) byBoard.set(t.board, [...(byBoard.get(t.board) ?? []), t]);
    const boards: TeamsBoardResult[] = [];
    for (const [board, pair] of [...byBoard.entries()].sort((a, b) => a[0] - b[0])) {
      const homeTable = pair.find((t) => t.ns === home);
      const awayTable = pair.find((t) => t.ns === away);
      if (pair.length !== 2 || homeTable === undefined || awayTable === undefined) {
        const where = `round ${first.round || '-'}, ${home} v ${away}, board ${board}`;
        // Law 86B3: a board played at one table only is scored by the director (86B2) or the RA's procedure, not here.
        return err(refusal('incomplete-board', `${where}: a teams board needs both tables, each team North-South at one (found ${pair.length}); a board played at one table only is scored by the director (Law 86B3)`, lawRef('86B3')));
      }
      const s = scoreTeamBoard({ board, roomA: homeTable.line, roomB: awayTable.line }, {}, settings);
      boards.push({ board, homeTable, awayTable, impsHome: s.a, impsAway: s.b });
    }
    // Law 78C: the IMPs each team won (a board's swing goes to one team).
    const won = impsWon(boards.map((b) => ({ board: b.board, a: b.impsHome, b: b.impsAway })));
    const impsHome = roundTotal(won.a, null);
    const impsAway = roundTotal(won.b, null);
    const vp = victoryPoints(impsHome, impsAway, Math.max(1, boards.length), settings);
    out.push({ round: first.round ?? '', home, away, boards, impsHome, impsAway, vpHome: vp.a, vpAway: vp.b });
  }
  const totals = new Map<string, TeamStanding>();
  const add = (team: string, impsFor: number, impsAgainst: number, vp: number): void => {
    const t = totals.get(team) ?? { team, matches: 0, impsFor: 0, impsAgainst: 0, vp: 0 };
    totals.set(team, { team, matches: t.matches + 1, impsFor: t.impsFor + impsFor, impsAgainst: t.impsAgainst + impsAgainst, vp: t.vp + vp });
  };
  for (const m of out) {
    add(m.home, m.impsHome, m.impsAway, m.vpHome);
    add(m.away, m.impsAway, m.impsHome, m.vpAway);
  }
  const decimals = settings.scoringConventions.totalsDecimals;
  const standings = [...totals.values()].map((t) => ({ ...t, vp: roundTotal(t.vp, decimals ?? 2) }));
  return ok({ matches: out, standings: rankWithTies(standings, (s) => s.vp) });
}
