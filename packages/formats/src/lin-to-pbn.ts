// LIN → PBN: each LIN board becomes a PBN game in export format (alerts become notes, other explanations
// comments after the call, claims end the play).
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { makeContract, makePbnDeal, seatAfter, sideOf, trickWinner } from '@bridge-laws/cards-and-boards';
import type { LinBoard, LinFile } from './lin-parse.js';
import { finalContract } from './trick.js';

/** Comment text cannot hold braces (PBN §3.8). */
const braceFree = (s: string): string => s.replace(/[{}]/g, (b) => (b === '{' ? '(' : ')'));
const quote = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The PBN text of one LIN board (tags, auction with notes, play by trick and seat). */
export function linBoardToPbn(board: LinBoard, event = ''): string {
  const lines: string[] = [];
  for (const c of board.commentary) lines.push(`{${braceFree(c)}}`);
  const tag = (name: string, value: string): void => {
    lines.push(`[${name} ${quote(value)}]`);
  };
  const dealer = board.dealer;
  const end = dealer === null ? null : finalContract(board.calls.map((c) => c.call), dealer);
  const contract = end?.kind === 'contract' ? end : null;
  tag('Event', event);
  tag('Site', '');
  tag('Date', '');
  tag('Board', board.board === null ? '' : String(board.board));
  for (const seat of ['W', 'N', 'E', 'S'] as const) tag({ W: 'West', N: 'North', E: 'East', S: 'South' }[seat], board.players?.[seat] ?? '');
  tag('Dealer', dealer ?? '');
  tag('Vulnerable', board.vulnerable ?? '');
  tag('Deal', board.deal === null ? '' : makePbnDeal(board.deal, dealer ?? 'N'));
  tag('Scoring', '');
  tag('Declarer', contract === null ? '' : contract.declarer);
  tag('Contract', contract !== null ? makeContract(contract.contract) : end?.kind === 'passed-out' ? 'Pass' : '');
  tag('Result', contract === null ? '' : resultOf(board, contract.declarer, contract.contract.denomination));
  if (board.room !== null) tag('Room', board.room === 'open' ? 'Open' : 'Closed');
  if (dealer !== null && board.calls.length > 0) {
    tag('Auction', dealer);
    const notes: string[] = [];
    const row: string[] = [];
    board.calls.forEach((c, k) => {
      let text = c.call as string;
      // PBN notes are alerts (§3.5.4): an alerted call gets a note (empty when not explained); an
      // explanation of a call that was not alerted is a comment after it, so LIN written back keeps both.
      if (c.alert) {
        notes.push(c.explanation ?? '');
        text += ` =${notes.length}=`;
      } else if (c.explanation !== null) text += ` {${braceFree(c.explanation)}}`;
      row.push(text);
      if (k % 4 === 3) lines.push(row.splice(0).join(' '));
    });
    if (end?.kind === 'open') row.push('*');
    if (row.length > 0) lines.push(row.join(' '));
    notes.forEach((n, k) => tag('Note', `${k + 1}:${n}`));
  }
  if (contract !== null && board.play.length > 0) {
    const leader0 = seatAfter(contract.declarer); // Law 41A: declarer's left-hand opponent leads
    tag('Play', leader0);
    let leader: Seat = leader0;
    for (let t = 0; t * 4 < board.play.length; t++) {
      const cards = board.play.slice(t * 4, t * 4 + 4);
      const cols: string[] = ['-', '-', '-', '-'];
      cards.forEach((card, i) => {
        const seat = seatAfter(leader, i);
        cols[(seatIndexFrom(leader0, seat) + 4) % 4] = card;
      });
      lines.push(cols.join(' '));
      if (cards.length === 4) leader = trickWinner(leader, cards, contract.contract.denomination);
    }
    if (board.play.length < 52) lines.push('*');
  }
  return lines.join('\r\n');
}

function seatIndexFrom(from: Seat, seat: Seat): number {
  for (let k = 0; k < 4; k++) if (seatAfter(from, k) === seat) return k;
  return 0;
}

/** Declarer's tricks: the claim if any, else the tricks won when all 13 were played, else the rs entry. */
function resultOf(board: LinBoard, declarer: Seat, trump: Parameters<typeof trickWinner>[2]): string {
  if (board.claim !== null) return String(board.claim);
  if (board.play.length === 52) {
    let leader = seatAfter(declarer);
    let won = 0;
    for (let t = 0; t < 13; t++) {
      leader = trickWinner(leader, board.play.slice(t * 4, t * 4 + 4) as Card[], trump);
      if (sideOf(leader) === sideOf(declarer)) won++;
    }
    return String(won);
  }
  const m = board.result === null ? null : /^([1-7])[CDHSN][NESW]x{0,2}(=|[+-]\d+)$/i.exec(board.result);
  if (m === null) return '';
  const level = Number(m[1]);
  const diff = m[2] === '=' ? 0 : Number(m[2]);
  return String(level + 6 + diff);
}

/** A whole LIN file as PBN export text. */
export function linToPbnText(file: LinFile): string {
  const event = file.event[0] ?? '';
  const games = file.boards.map((b) => linBoardToPbn(b, event));
  return ['% PBN 2.1', '% EXPORT', ...games.map((g, i) => (i === 0 ? g : `\r\n${g}`))].join('\r\n') + '\r\n';
}
