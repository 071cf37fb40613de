// Law 8B–8C: when a round ends at a table, and when the last round and the session end.
// The end of a round closes several rights (Laws 63A4, 64B5, 69A, 79B3), so it is computed, not guessed.
import type { LawRef } from './law-ref.js';
import { lawRef } from './law-ref.js';

/**
 * Where one board of the round stands at the table: `recorded` means the score was agreed and
 * recorded without objection, `disputed` recorded with an objection, `cancelled` by the director.
 */
export const BOARD_STAGES = ['not-started', 'in-play', 'played', 'recorded', 'disputed', 'cancelled'] as const;
export type BoardStage = (typeof BOARD_STAGES)[number];

export interface RoundBoard {
  readonly board: number;
  readonly stage: BoardStage;
  /** Law 8B2: the director postponed this board for these players. */
  readonly postponed?: boolean;
}

export interface TableRound {
  /** The boards of this round at this table; for the last round, every board still due at the table. */
  readonly boards: readonly RoundBoard[];
  /** Law 8C: the last round of the session. */
  readonly lastRound: boolean;
  /** Law 8B1: the director has signalled the start of the next round. */
  readonly nextRoundCalled: boolean;
  /** Law 8B1: the players of this table have changed seats (moved) for the next round. */
  readonly playersMoved: boolean;
}

export type RoundEnd =
  | { readonly ended: true; readonly law: LawRef }
  | { readonly ended: false; readonly law: LawRef; readonly waitingFor: string };

const playedOut = (b: RoundBoard) => b.stage !== 'not-started' && b.stage !== 'in-play';
const settled = (b: RoundBoard) => b.stage === 'recorded' || b.stage === 'cancelled';
const list = (boards: readonly RoundBoard[]) => boards.map((b) => b.board).join(', ');

/**
 * Laws 8B1, 8B2, 8C, mechanical. A postponed board keeps the round open for its players until it
 * is played and its score agreed and recorded, or cancelled (8B2). The last round ends when every
 * board of the table is played and recorded without objection (8C). Otherwise the round ends at the
 * director's signal, except at a table still playing, where it ends when the players move (8B1).
 */
export function roundEnd(table: TableRound): RoundEnd {
  const postponed = table.boards.filter((b) => b.postponed === true && !settled(b));
  if (postponed.length > 0) {
    return { ended: false, law: lawRef('8B2'), waitingFor: `postponed board ${list(postponed)}: play it and agree and record its score, or the director cancels it` };
  }
  if (table.lastRound) {
    const open = table.boards.filter((b) => !settled(b));
    if (open.length > 0) return { ended: false, law: lawRef('8C'), waitingFor: `board ${list(open)}: played and its score recorded without objection` };
    return { ended: true, law: lawRef('8C') };
  }
  if (!table.nextRoundCalled) return { ended: false, law: lawRef('8B1'), waitingFor: "the director's signal for the next round" };
  const stillPlaying = table.boards.filter((b) => b.postponed !== true && !playedOut(b));
  if (stillPlaying.length > 0 && !table.playersMoved) {
    return { ended: false, law: lawRef('8B1'), waitingFor: `the table is still playing board ${list(stillPlaying)}: the round ends when the players change seats` };
  }
  return { ended: true, law: lawRef('8B1') };
}
