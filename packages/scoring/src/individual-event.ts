// An individual event: each board matchpointed as for pairs, then every player credited with the side they sat (Laws 78A, 78C).
import type { Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { MatchpointProblem } from './matchpoints.js';
import type { PairsEventOptions, PairsLine, ScoredBoard } from './pairs-event.js';
import { scorePairsEvent } from './pairs-event.js';
import type { Ranked } from './ranking.js';
import { rankWithTies } from './ranking.js';
import type { ScoringSettings } from './settings.js';
import { DEFAULT_SCORING_SETTINGS } from './settings.js';
import type { TablePlayers } from './travellers.js';
import { roundTotal } from './totals.js';

export interface IndividualLine extends PairsLine {
  readonly players: TablePlayers;
}

export interface PlayerStanding {
  readonly player: string;
  readonly boards: number;
  readonly total: number;
  readonly percent: number;
}

export interface IndividualEventResult {
  readonly scoring: 'matchpoints';
  readonly boards: readonly ScoredBoard[];
  readonly standings: readonly Ranked<PlayerStanding>[];
}

/**
 * Score an individual: a board's sides are matchpointed like pairs (North-South and East-West fields,
 * Neuberg on short boards as the conventions say), and each player's total is the sum of their side's
 * matchpoints (Law 78C), their percentage that total over the tops of the boards they played.
 */
export function scoreIndividualEvent(
  lines: readonly IndividualLine[],
  options: Pick<PairsEventOptions, 'neuberg'> = {},
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): Result<IndividualEventResult, Refusal<MatchpointProblem>> {
  const scored = scorePairsEvent(lines, { scoring: 'matchpoints', movement: 'howell', ...options }, settings);
  if (!scored.ok) return err(scored.error);
  const totals = new Map<string, { boards: number; total: number; top: number }>();
  const add = (player: string, mp: number, top: number): void => {
    const t = totals.get(player) ?? { boards: 0, total: 0, top: 0 };
    totals.set(player, { boards: t.boards + 1, total: t.total + mp, top: t.top + top });
  };
  for (const board of scored.value.boards) {
    for (const l of board.lines) {
      const p = (l as PairsLine & { players?: TablePlayers }).players;
      if (p === undefined) continue;
      add(p.north, l.nsResult, board.top ?? 0);
      add(p.south, l.nsResult, board.top ?? 0);
      add(p.east, l.ewResult, board.top ?? 0);
      add(p.west, l.ewResult, board.top ?? 0);
    }
  }
  const fullTop = Math.max(0, ...[...totals.values()].map((t) => t.top));
  const c = settings.scoringConventions;
  const standings: PlayerStanding[] = [...totals.entries()].map(([player, t]) => ({
    player,
    boards: t.boards,
    total: roundTotal(c.missedBoards === 'scaled' && t.top > 0 ? (t.total * fullTop) / t.top : t.total, c.totalsDecimals),
    percent: t.top === 0 ? 50 : roundTotal((t.total / t.top) * 100, c.totalsDecimals),
  }));
  return ok({ scoring: 'matchpoints', boards: scored.value.boards, standings: rankWithTies(standings, (s) => s.percent) });
}
