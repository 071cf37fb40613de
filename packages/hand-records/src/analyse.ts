// A session's boards with their double-dummy tables and par, the tables computed in parallel.
import type { DealtBoard, Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, ok, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { BatchJob, DdTable, ParResult } from '@bridge-laws/double-dummy';
import { par, solveBatch } from '@bridge-laws/double-dummy';

/** A board of the hand record: number, dealer, vulnerability, deal, its table and par. */
export interface AnalysedBoard extends DealtBoard {
  readonly table: DdTable;
  /** Par for the board's vulnerability, the dealer's side bidding first. */
  readonly par: ParResult;
}

export interface AnalyseOptions {
  /** Worker threads for the tables (1: the calling thread). */
  readonly threads?: number;
  /** Called as each board's table is done, e.g. for a progress line. */
  readonly onProgress?: (done: number, total: number) => void;
}

export type AnalyseRefusal = Refusal<'bad-table'>;

/** Tables and par for every board; the first board whose table cannot be made is named in the refusal. */
export async function analyseBoards(
  boards: readonly DealtBoard[],
  options: AnalyseOptions = {},
): Promise<Result<AnalysedBoard[], AnalyseRefusal>> {
  const jobs: BatchJob[] = boards.map((b) => ({ kind: 'table', deal: b.deal }));
  const answers = await solveBatch(jobs, {
    threads: options.threads ?? 1,
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
  const out: AnalysedBoard[] = [];
  for (let i = 0; i < boards.length; i++) {
    const board = boards[i] as DealtBoard;
    const answer = answers[i];
    if (answer === undefined || !answer.ok) {
      const why = answer === undefined ? 'no answer' : answer.error.message;
      return err(refusal('bad-table', `board ${board.board}: ${why}`));
    }
    const table = answer.value as DdTable;
    const firstSide: Side = sideOf(board.dealer);
    const p = par(table, board.vulnerable, { firstSide });
    if (!p.ok) return err(refusal('bad-table', `board ${board.board}: ${p.error.message}`));
    out.push({ ...board, table, par: p.value });
  }
  return ok(out);
}
