// A board played at a table, carried into the session as it was ruled: its result and the director's ruling, with
// the adjusted score (Law 12C) the ruling gives — nothing typed again.
import type { Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { RulingInput } from '@bridge-laws/irregularities';
import type { OperationRefusal } from './operations.js';
import { addRuling } from './operations.js';
import type { Session } from './session.js';
import { resultAt } from './session.js';

/** The board as the table recorded it (the table package's `boardRecord`), for one table of the session. */
export interface PlayedBoard {
  readonly board: number;
  readonly table: string;
  readonly result: { readonly contract: string; readonly declarer?: Seat; readonly tricks?: number };
  /** The director's ruling, without its id, table and time; null when there was none. */
  readonly ruling: Omit<RulingInput, 'id' | 'table' | 'givenAt'> | null;
  /** ISO 8601 time the ruling was given (Law 92B). */
  readonly givenAt?: string;
}

const same = (line: NonNullable<ReturnType<typeof resultAt>>, r: PlayedBoard['result']): boolean =>
  line.contract === r.contract && line.declarer === r.declarer && line.tricks === r.tricks;

/**
 * Record a board played at a table: the result line of that table (it must exist, naming the pairs) gets the table
 * result when it has none yet and must agree with it otherwise; the ruling, if any, is added as the session's next
 * ruling, so the standings (`computeResults`) score the adjusted score in place of the table result (Law 12C).
 */
export function recordBoard(session: Session, played: PlayedBoard): Result<Session, OperationRefusal> {
  const line = resultAt(session, played.board, played.table);
  if (line === undefined) return err(refusal('unknown-table', `board ${played.board} has no result line at table ${played.table}: add the pairs who played it first`));
  if (line.contract !== null && !same(line, played.result)) {
    const had = line.contract === 'passed-out' ? 'passed-out' : `${line.contract} ${line.declarer ?? '?'} ${line.tricks ?? '?'}`;
    const got = played.result.contract === 'passed-out' ? 'passed-out' : `${played.result.contract} ${played.result.declarer ?? '?'} ${played.result.tricks ?? '?'}`;
    return err(refusal('result-differs', `board ${played.board} table ${played.table}: the session has ${had}, the table recorded ${got}`));
  }
  const { contract, declarer, tricks } = played.result;
  const withResult: Session = {
    ...session,
    results: session.results.map((r) => (r === line ? { ...r, contract, ...(declarer === undefined ? {} : { declarer }), ...(tricks === undefined ? {} : { tricks }) } : r)),
  };
  if (played.ruling === null) return ok(withResult);
  return addRuling(withResult, { ...played.ruling, board: played.board, table: played.table, ...(played.givenAt === undefined ? {} : { givenAt: played.givenAt }) });
}
