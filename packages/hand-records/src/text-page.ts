// The printable hand record as plain text: four boards to a page (pages split by a form feed),
// each with its diagram, the makeable-contracts grid and par.
import { formatHandRecord } from '@bridge-laws/cards-and-boards';
import type { AnalysedBoard } from './analyse.js';
import { GRID_DENOMINATIONS, GRID_SEATS, makeableLevel, optimumScore, parContracts } from './optimum.js';

export const BOARDS_PER_PAGE = 4;

export interface HandRecordPageOptions {
  /** A title printed at the head of every page, e.g. the event and date. */
  readonly title?: string;
  /** `♠♥♦♣` (default) or the letters `S H D C` in the diagrams. */
  readonly symbols?: 'unicode' | 'letters';
}

/** The grid of makeable contracts: the highest level each declarer makes, `-` below one. */
export function makeableGrid(board: AnalysedBoard): string {
  const lines = [`Makeable  ${GRID_DENOMINATIONS.map((d) => d.padStart(2)).join(' ')}`];
  for (const seat of GRID_SEATS) {
    const cells = GRID_DENOMINATIONS.map((d) => String(makeableLevel(board.table, seat, d) ?? '-').padStart(2));
    lines.push(`${seat.padEnd(8)}  ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

/** `Par NS 420: NS 4S=` — the par score from its side's view and the par contracts. */
export function parLine(board: AnalysedBoard): string {
  return `Par ${optimumScore(board.par)}: ${parContracts(board.par, board.table, board.vulnerable)}`;
}

/** One board: the diagram, then the grid and par. */
export function formatBoardRecord(board: AnalysedBoard, options: HandRecordPageOptions = {}): string {
  const diagram = formatHandRecord(board, options.symbols === undefined ? {} : { symbols: options.symbols });
  return `${diagram}\n\n${makeableGrid(board)}\n${parLine(board)}`;
}

/** Every board, four to a page; pages are separated by a form feed. */
export function handRecordText(boards: readonly AnalysedBoard[], options: HandRecordPageOptions = {}): string {
  const pages: string[] = [];
  for (let i = 0; i < boards.length; i += BOARDS_PER_PAGE) {
    const records = boards.slice(i, i + BOARDS_PER_PAGE).map((b) => formatBoardRecord(b, options));
    const head = options.title === undefined ? [] : [options.title, ''];
    pages.push([...head, records.join('\n\n')].join('\n'));
  }
  return pages.join('\n\f\n');
}
