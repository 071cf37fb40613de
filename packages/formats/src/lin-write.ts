// BBO LIN output: one board a line (hand records), or a vugraph file (vg, rs, qx rooms) when boards have rooms.
import type { Card, DealSetup, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { SUITS, suitHolding } from '@bridge-laws/cards-and-boards';
import type { LinBoard, LinCall, LinFile } from './lin-parse.js';

// LIN seat digits: 1 South, 2 West, 3 North, 4 East; hands are listed S, W, N, E.
const DEALER_DIGIT: Readonly<Record<Seat, string>> = { S: '1', W: '2', N: '3', E: '4' };
const HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];
const VUL: Readonly<Record<Vulnerability, string>> = { None: 'o', NS: 'n', EW: 'e', All: 'b' };

/** A LIN value cannot hold the `|` that ends it. */
const value = (text: string): string => text.replace(/\|/g, '/');
const cmd = (name: string, text = ''): string => `${name}|${value(text)}|`;

function hand(cards: readonly Card[]): string {
  return SUITS.map((s) => `${s}${suitHolding(cards, s).join('')}`).join('');
}

function md(dealer: Seat | null, deal: DealSetup): string {
  return `${dealer === null ? '0' : DEALER_DIGIT[dealer]}${HAND_ORDER.map((s) => hand(deal[s] ?? [])).join(',')}`;
}

function call(c: LinCall): string {
  const text = c.call === 'Pass' ? 'p' : c.call === 'X' ? 'd' : c.call === 'XX' ? 'r' : c.call.replace('NT', 'N');
  return cmd('mb', `${text}${c.alert ? '!' : ''}`) + (c.explanation === null ? '' : cmd('an', c.explanation));
}

/** The commands of one board: deal (then `afterDeal`), vulnerability, commentary, auction, play by trick, claim. */
function body(b: LinBoard, afterDeal: string): string {
  let out = '';
  if (b.deal !== null) out += cmd('md', md(b.dealer, b.deal));
  out += afterDeal;
  if (b.vulnerable !== null) out += cmd('sv', VUL[b.vulnerable]);
  for (const n of b.commentary) out += cmd('nt', n) + cmd('pg');
  for (const c of b.calls) out += call(c);
  if (b.calls.length > 0) out += cmd('pg');
  for (let k = 0; k < b.play.length; k += 4) {
    for (const card of b.play.slice(k, k + 4)) out += cmd('pc', card);
    out += cmd('pg');
  }
  if (b.claim !== null) out += cmd('mc', String(b.claim)) + cmd('pg');
  return out;
}

function names(b: LinBoard): string | null {
  return b.players === null ? null : HAND_ORDER.map((s) => b.players?.[s] ?? '').join(',');
}

/**
 * LIN text of a file. Boards without rooms are written as BBO hand records, one board a line
 * (`pn`, `md`, `ah|Board N|`, `sv`, `mb`/`an`, `pc`, `mc`); boards with rooms as a vugraph file: `vg`,
 * the `rs` result list, then `qx|oN|` or `qx|cN|` and the room's players before each board.
 */
export function writeLin(file: LinFile): string {
  const vugraph = file.event.length > 0 || file.boards.some((b) => b.room !== null);
  if (!vugraph) {
    return file.boards
      .map((b) => {
        const pn = names(b);
        const ah = cmd('rh') + (b.board === null ? '' : cmd('ah', `Board ${b.board}`));
        return `${pn === null ? '' : cmd('pn', pn)}${cmd('st')}${body(b, ah)}\n`;
      })
      .join('');
  }
  const lines: string[] = [];
  lines.push(cmd('vg', file.event.join(',')));
  if (file.boards.some((b) => b.result !== null)) lines.push(cmd('rs', file.boards.map((b) => b.result ?? '').join(',')));
  for (const b of file.boards) {
    const room = b.room === 'closed' ? 'c' : 'o';
    const pn = names(b);
    lines.push(`${cmd('qx', `${room}${b.board ?? ''}`)}${pn === null ? '' : cmd('pn', pn)}${cmd('st')}${body(b, '')}`);
  }
  return `${lines.join('\n')}\n`;
}
