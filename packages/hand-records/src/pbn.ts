// Hand records as PBN games, written through the formats package: the deal's tags, then
// OptimumScore and ParContract, then the OptimumResultTable (PBN 2.1 §5.7) in Bridge Composer's
// layout (declarers N, S, E, W; denominations NT, S, H, D, C; right-aligned columns, the result
// column as wide as its widest number).
import type { PbnGame, PbnTable, PbnTag } from '@bridge-laws/formats';
import { writePbn } from '@bridge-laws/formats';
import { makePbnDeal } from '@bridge-laws/cards-and-boards';
import type { DdTable } from '@bridge-laws/double-dummy';
import type { AnalysedBoard } from './analyse.js';
import { GRID_DENOMINATIONS, GRID_SEATS, optimumScore, parContracts } from './optimum.js';

/** The column names with their widths (PBN 2.1 §5): `\2R` is two wide, right-aligned. */
export function optimumResultTableHeader(table: DdTable): string {
  return `Declarer;Denomination\\2R;Result\\${resultWidth(table)}R`;
}

function resultWidth(table: DdTable): number {
  return GRID_SEATS.some((seat) => GRID_DENOMINATIONS.some((d) => table[seat][d] >= 10)) ? 2 : 1;
}

const tag = (name: string, value: string, table?: PbnTable): PbnTag =>
  table === undefined ? { name, value, comments: [] } : { name, value, comments: [], table };

/** The 20 rows of the OptimumResultTable: tricks for each declarer in each denomination. */
export function optimumResultTable(table: DdTable): PbnTable {
  return {
    columns: [
      { name: 'Declarer', order: '', width: null, align: '' },
      { name: 'Denomination', order: '', width: 2, align: 'R' },
      { name: 'Result', order: '', width: resultWidth(table), align: 'R' },
    ],
    rows: GRID_SEATS.flatMap((seat) => GRID_DENOMINATIONS.map((d) => [seat, d, String(table[seat][d])])),
  };
}

export interface HandRecordPbnOptions {
  /** The Event tag of every game (default: none written). */
  readonly event?: string;
  /** Line ends (default CRLF, as PBN export format asks, §2.3). */
  readonly eol?: '\r\n' | '\n';
}

/** One board as a PBN game with its double-dummy tags. */
export function handRecordGame(board: AnalysedBoard, options: HandRecordPbnOptions = {}): PbnGame {
  const deal = makePbnDeal(board.deal, board.dealer);
  const tags: PbnTag[] = [
    ...(options.event === undefined ? [] : [tag('Event', options.event)]),
    tag('Board', String(board.board)),
    tag('Dealer', board.dealer),
    tag('Vulnerable', board.vulnerable),
    tag('Deal', deal),
    tag('OptimumScore', optimumScore(board.par)),
    tag('ParContract', parContracts(board.par, board.table, board.vulnerable)),
    tag('OptimumResultTable', optimumResultTableHeader(board.table), optimumResultTable(board.table)),
  ];
  const values: Record<string, string> = {};
  for (const t of tags) values[t.name] = t.value;
  return {
    escapes: [],
    comments: [],
    tags,
    values,
    facts: { board: board.board, dealer: board.dealer, vulnerable: board.vulnerable, deal: board.deal.hands },
  };
}

/** A whole session's hand record as a PBN file (`% PBN 2.1`, `% EXPORT`). */
export function writeHandRecordPbn(boards: readonly AnalysedBoard[], options: HandRecordPbnOptions = {}): string {
  return writePbn(boards.map((b) => handRecordGame(b, options)), { eol: options.eol ?? '\r\n' });
}
