// Any scored event as PBN 2.1 §5 tables: a ScoreTable per board, and a TotalScoreTable in the first game.
// Pairs: `formatResultsPbn`. Teams and individuals use the standard's columns where it has them (PairId_NS/_EW,
// Contract, Declarer, Result, Score_NS, IMP_NS/_EW, MP_NS/_EW, Percentage_NS/_EW; Rank, PairId, NrBoards,
// TotalIMP, TotalScore, TotalMP, TotalPercentage) and named columns (§5.2) where it has none: `Round` (which match
// a teams table belongs to) and, as Ruter writes them, `PlayerId_North` … `PlayerId_West` and `PlayerId`.
import type { EventResults } from './event-results.js';
import type { IndividualEventResult } from './individual-event.js';
import type { PairsLine } from './pairs-event.js';
import { formatResultsPbn } from './results-report.js';
import type { TeamsEventResult } from './teams-event.js';
import { fmt, lineFacts } from './traveller-facts.js';
import type { TablePlayers } from './travellers.js';

const q = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const cell = (s: string): string => (s === '' ? '-' : s);

/** Contract, Declarer, Result and Score_NS of a table; an artificial score (Law 12C2) keeps its marker as the contract. */
function resultCells(l: PairsLine): string[] {
  const f = lineFacts(l);
  return [q(cell(f.contract)), cell(f.declarer), cell(f.tricks), cell(f.score)];
}

function file(games: readonly string[]): string {
  return `% PBN 2.1\n% EXPORT\n\n${games.join('\n\n')}\n`;
}

/**
 * A teams event (Laws 78B–78D): per board number, every table of every match — `Round`, the teams at North-South
 * and East-West (PairId_NS / PairId_EW), the result, and the board's IMPs of each side in that match (IMP_NS /
 * IMP_EW, Law 78B; the same swing at the match's two tables). TotalScoreTable: each team's rank, boards played,
 * net IMPs (TotalIMP) and victory points (TotalScore, Law 78D).
 */
export function formatTeamsPbn(result: TeamsEventResult): string {
  const rounds = result.matches.some((m) => m.round !== '');
  const rows = new Map<number, string[]>();
  const boardsPlayed = new Map<string, number>();
  for (const m of result.matches) {
    for (const b of m.boards) {
      const list = rows.get(b.board) ?? [];
      for (const [table, impsNs, impsEw] of [[b.homeTable, b.impsHome, b.impsAway], [b.awayTable, b.impsAway, b.impsHome]] as const) {
        list.push([...(rounds ? [cell(m.round)] : []), q(table.ns), q(table.ew), ...resultCells(table), fmt(impsNs), fmt(impsEw)].join(' '));
      }
      rows.set(b.board, list);
    }
    for (const t of [m.home, m.away]) boardsPlayed.set(t, (boardsPlayed.get(t) ?? 0) + m.boards.length);
  }
  const total = [
    '[TotalScoreTable "Rank\\3R;PairId\\4R;NrBoards\\3R;TotalIMP\\5R;TotalScore\\6R"]',
    ...result.standings.map((s) => [q(s.label), q(s.item.team), String(boardsPlayed.get(s.item.team) ?? 0), fmt(s.item.impsFor - s.item.impsAgainst), fmt(s.item.vp)].join(' ')),
  ];
  const games = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([board, list], i) => [
    '[Event ""]',
    `[Board "${board}"]`,
    '[Scoring "IMP"]',
    '[Competition "Teams"]',
    ...(i === 0 ? total : []),
    `[ScoreTable "${rounds ? 'Round\\2R;' : ''}PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;IMP_NS\\4R;IMP_EW\\4R"]`,
    ...list,
  ].join('\n'));
  return file(games);
}

/**
 * An individual event (Laws 78A, 78C): per board, each table's four players (PlayerId_North … PlayerId_West), the
 * result and the matchpoints and percentages of each side (MP_NS / MP_EW, Percentage_NS / Percentage_EW: each
 * player is credited with their side's). TotalScoreTable: each player's rank, boards, total and percentage.
 */
export function formatIndividualsPbn(result: IndividualEventResult): string {
  const total = [
    '[TotalScoreTable "Rank\\3R;PlayerId\\4R;NrBoards\\3R;TotalMP\\8R;TotalPercentage\\6R"]',
    ...result.standings.map((s) => [q(s.label), q(s.item.player), String(s.item.boards), fmt(s.item.total), fmt(s.item.percent)].join(' ')),
  ];
  const games = result.boards.map((b, i) => [
    '[Event ""]',
    `[Board "${b.board}"]`,
    '[Scoring "MP"]',
    '[Competition "Individuals"]',
    ...(i === 0 ? total : []),
    '[ScoreTable "PlayerId_North\\4R;PlayerId_South\\4R;PlayerId_East\\4R;PlayerId_West\\4R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;MP_NS\\6R;MP_EW\\6R;Percentage_NS\\6R;Percentage_EW\\6R"]',
    ...b.lines.map((l) => {
      const p = (l as PairsLine & { players?: TablePlayers }).players ?? { north: l.ns, south: l.ns, east: l.ew, west: l.ew };
      return [q(p.north), q(p.south), q(p.east), q(p.west), ...resultCells(l), fmt(l.nsTraveller ?? l.nsResult), fmt(l.ewTraveller ?? l.ewResult), fmt(l.nsPercent ?? 0), fmt(l.ewPercent ?? 0)].join(' ');
    }),
  ].join('\n'));
  return file(games);
}

/** PBN for any scored event: pairs (`formatResultsPbn`), teams (`formatTeamsPbn`) or individuals (`formatIndividualsPbn`). */
export function formatEventPbn(e: EventResults): string {
  if (e.kind === 'teams') return formatTeamsPbn(e.result);
  if (e.kind === 'individuals') return formatIndividualsPbn(e.result);
  return formatResultsPbn(e.result);
}
