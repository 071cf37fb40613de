// @bridge-laws/hand-records — a session's hand record: every board with its makeable contracts and par.
export type { AnalysedBoard, AnalyseOptions, AnalyseRefusal } from './analyse.js';
export { analyseBoards } from './analyse.js';
export { GRID_SEATS, GRID_DENOMINATIONS, makeableLevel, optimumScore, parContracts } from './optimum.js';
export type { HandRecordPbnOptions } from './pbn.js';
export { optimumResultTableHeader, optimumResultTable, handRecordGame, writeHandRecordPbn } from './pbn.js';
export type { HandRecordPageOptions } from './text-page.js';
export { BOARDS_PER_PAGE, makeableGrid, parLine, formatBoardRecord, handRecordText } from './text-page.js';
export { escapeHtml, handRecordHtml } from './html-page.js';
