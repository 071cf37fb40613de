// The board as a session file records it: the table result and the director's ruling (Laws 12, 77, 81–91), taken from
// the table's state so that nobody types them again.
import type { Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { TableRuling } from './director.js';
import { report } from './report.js';
import type { TableRefusal, TableState } from './state.js';

/** The table result: a contract with its declarer and tricks, or a passed-out board. */
export type TableResult =
  | { readonly contract: string; readonly declarer: Seat; readonly tricks: number }
  | { readonly contract: 'passed-out' };

export interface BoardRecord {
  readonly board: number;
  readonly result: TableResult;
  /** The director's ruling, with its adjusted score (Law 12C) when he gave one; null when nothing was ruled. */
  readonly ruling: TableRuling | null;
}

/**
 * The board's result and ruling once the board is over: refused while the play goes on (`wrong-phase`) or while the
 * director still has a question to answer (`awaiting-director`, naming it) — a ruling half made is never recorded.
 */
export function boardRecord(s: TableState): Result<BoardRecord, TableRefusal> {
  const r = report(s);
  if (r.pending !== null) {
    const what = r.pending.by === 'director' ? `the director's finding ${r.pending.questions.join(', ')}` : `${r.pending.by}'s choice`;
    return err(refusal(r.pending.by === 'director' ? 'awaiting-director' : 'awaiting-choice', `the board waits for ${what} (Law ${r.pending.law})`, lawRef(r.pending.law)));
  }
  if (r.phase === 'passed-out') return ok({ board: s.board, result: { contract: 'passed-out' }, ruling: s.director.outcome.ruling });
  if (r.phase !== 'ended' || r.contract === null || r.declarer === null) {
    return err(refusal('wrong-phase', `the board is not over (phase ${r.phase}): its result is known once the play has ended (Law 77)`));
  }
  const tricks = r.tricks[sideOf(r.declarer)];
  return ok({ board: s.board, result: { contract: r.contract, declarer: r.declarer, tricks }, ruling: s.director.outcome.ruling });
}
