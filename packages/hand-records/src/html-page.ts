// The printable hand record as one HTML document: four boards to a printed page (a page break
// after every fourth), each with its compass diagram, the makeable-contracts grid and par.
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { SUITS, hcp, suitHolding } from '@bridge-laws/cards-and-boards';
import type { AnalysedBoard } from './analyse.js';
import { GRID_DENOMINATIONS, GRID_SEATS, makeableLevel, optimumScore, parContracts } from './optimum.js';
import type { HandRecordPageOptions } from './text-page.js';
import { BOARDS_PER_PAGE } from './text-page.js';

const SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const DENOMINATION_TEXT: Readonly<Record<string, string>> = { NT: 'NT', S: '♠', H: '♥', D: '♦', C: '♣' };

/** Text made safe for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function suitClass(suit: Suit | 'NT'): string {
  return suit === 'H' || suit === 'D' ? ' class="red"' : '';
}

function handHtml(board: AnalysedBoard, seat: Seat): string {
  const hand = board.deal.hands[seat] as readonly Card[];
  const suits = SUITS.map((s) => {
    const ranks = suitHolding(hand, s).map((r) => (r === 'T' ? '10' : r));
    return `<div><span${suitClass(s)}>${SYMBOL[s]}</span> ${ranks.length > 0 ? ranks.join(' ') : '—'}</div>`;
  });
  return `<div class="hand"><div class="seat">${seat} ${hcp(hand)}</div>${suits.join('')}</div>`;
}

function gridHtml(board: AnalysedBoard): string {
  const head = GRID_DENOMINATIONS.map((d) => `<th${suitClass(d === 'NT' ? 'NT' : (d as Suit))}>${DENOMINATION_TEXT[d]}</th>`).join('');
  const rows = GRID_SEATS.map((seat) => {
    const cells = GRID_DENOMINATIONS.map((d) => `<td>${makeableLevel(board.table, seat, d) ?? '–'}</td>`).join('');
    return `<tr><th>${seat}</th>${cells}</tr>`;
  });
  return `<table class="makeable"><caption>Makeable</caption><tr><th></th>${head}</tr>${rows.join('')}</table>`;
}

function boardHtml(board: AnalysedBoard): string {
  const head = `<h2>Board ${board.board}</h2><div class="info">Dealer ${board.dealer}<br>Vul ${escapeHtml(board.vulnerable)}</div>`;
  const par = `<p class="par">Par ${escapeHtml(optimumScore(board.par))}: ${escapeHtml(parContracts(board.par, board.table, board.vulnerable))}</p>`;
  return [
    `<section class="board">`,
    `<div class="diagram">`,
    `<div class="nw">${head}</div><div class="n">${handHtml(board, 'N')}</div><div class="ne"></div>`,
    `<div class="w">${handHtml(board, 'W')}</div><div class="c"></div><div class="e">${handHtml(board, 'E')}</div>`,
    `<div class="sw"></div><div class="s">${handHtml(board, 'S')}</div><div class="se">${gridHtml(board)}</div>`,
    `</div>`,
    par,
    `</section>`,
  ].join('\n');
}

const STYLE = `body{font-family:Arial,Helvetica,sans-serif;font-size:11pt;margin:0}
.page{display:grid;grid-template-columns:1fr 1fr;gap:6mm;padding:8mm;break-after:page;page-break-after:always}
.page:last-child{break-after:auto;page-break-after:auto}
h1{grid-column:1/3;font-size:13pt;margin:0}
.board{border:1px solid #999;padding:3mm}
.board h2{font-size:12pt;margin:0}
.diagram{display:grid;grid-template-columns:1fr 1fr 1fr;gap:1mm}
.seat{font-weight:bold}
.red{color:#c00}
.makeable{border-collapse:collapse;font-size:9pt}
.makeable td,.makeable th{padding:0 1.5mm;text-align:center}
.makeable caption{font-size:8pt;text-align:left}
.par{margin:1mm 0 0}
@media print{.board{break-inside:avoid}}`;

/** A complete HTML document: the boards four to a page, ready to print. */
export function handRecordHtml(boards: readonly AnalysedBoard[], options: Pick<HandRecordPageOptions, 'title'> = {}): string {
  const title = escapeHtml(options.title ?? 'Hand record');
  const pages: string[] = [];
  for (let i = 0; i < boards.length; i += BOARDS_PER_PAGE) {
    const sections = boards.slice(i, i + BOARDS_PER_PAGE).map(boardHtml);
    pages.push(`<div class="page">\n<h1>${title}</h1>\n${sections.join('\n')}\n</div>`);
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
${STYLE}
</style>
</head>
<body>
${pages.join('\n')}
</body>
</html>
`;
}
