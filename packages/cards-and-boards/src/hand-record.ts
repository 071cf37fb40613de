// A printed hand record: the usual compass diagram with each hand's points.
import type { DealtBoard } from './shuffle.js';
import type { Deal } from './deal.js';
import { suitHolding, hcp } from './hand.js';
import type { Hand } from './hand.js';
import type { Seat, Suit } from './vocabulary.js';
import { SUITS } from './vocabulary.js';

const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export interface HandRecordOptions {
  /** `♠♥♦♣` (default) or the letters `S H D C`. */
  readonly symbols?: 'unicode' | 'letters';
}

function suitLines(hand: Hand, options: HandRecordOptions): string[] {
  return SUITS.map((s) => {
    const mark = options.symbols === 'letters' ? s : SUIT_SYMBOLS[s];
    const ranks = suitHolding(hand, s).map((r) => (r === 'T' ? '10' : r));
    return `${mark} ${ranks.length ? ranks.join(' ') : '—'}`;
  });
}

function hcpLine(seat: Seat, hand: Hand): string {
  return `${seat} ${hcp(hand)} HCP`;
}

/** The deal as a diagram: North on top, West left, East right, South below. */
export function formatDiagram(deal: Deal, options: HandRecordOptions = {}): string {
  const width = 24;
  const pad = (s: string) => s.padEnd(width);
  const lines: string[] = [];
  const north = [hcpLine('N', deal.hands.N), ...suitLines(deal.hands.N, options)];
  const south = [hcpLine('S', deal.hands.S), ...suitLines(deal.hands.S, options)];
  const west = [hcpLine('W', deal.hands.W), ...suitLines(deal.hands.W, options)];
  const east = [hcpLine('E', deal.hands.E), ...suitLines(deal.hands.E, options)];
  for (const l of north) lines.push(pad('') + l);
  for (let i = 0; i < west.length; i++) lines.push((pad(west[i] ?? '') + pad('') + (east[i] ?? '')).trimEnd());
  for (const l of south) lines.push(pad('') + l);
  return lines.join('\n');
}

/** A board's hand record: number, dealer, vulnerability, then the diagram. */
export function formatHandRecord(board: DealtBoard, options: HandRecordOptions = {}): string {
  const head = `Board ${board.board}  Dealer ${board.dealer}  Vulnerable ${board.vulnerable}`;
  return `${head}\n${formatDiagram(board.deal, options)}`;
}
