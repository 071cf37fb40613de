// PBN deal notation: `N:AKQ.JT9.876.5432 …`, hands clockwise from the first seat, suits S.H.D.C.
import type { Card } from './card.js';
import type { Deal, DealSetup, DealRefusal } from './deal.js';
import { checkSetup, dealFromSetup } from './deal.js';
import type { Result } from './result.js';
import { ok, err } from './result.js';
import type { Seat, Suit } from './vocabulary.js';
import { SUITS, seatAfter, isSeat } from './vocabulary.js';
import { lawRef } from './law-ref.js';
import { sortCards, suitOf, rankOf } from './card.js';

const RANK_CHARS = 'AKQJT98765432';
const LAW_PACK = lawRef('1A');

function syntax(message: string): { ok: false; error: DealRefusal } {
  return err({ code: 'invalid-deal', problem: 'syntax', message, law: LAW_PACK });
}

function parseHand(text: string, seat: Seat): Result<readonly Card[] | null, DealRefusal> {
  if (text === '-') return ok(null);
  const suits = text.split('.');
  if (suits.length !== 4) return syntax(`${seat}'s hand "${text}" must have four suits separated by dots`);
  const cards: Card[] = [];
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i] as Suit;
    const ranks = (suits[i] as string).toUpperCase().replace(/10/g, 'T');
    for (const r of ranks) {
      if (!RANK_CHARS.includes(r)) return syntax(`${seat}'s hand "${text}": "${r}" is not a rank`);
      cards.push(`${suit}${r}` as Card);
    }
  }
  return ok(cards);
}

/** Parse PBN deal text into a raw setup (not yet checked against Laws 1A and 7B1). */
export function parsePbnDealSetup(text: string): Result<DealSetup, DealRefusal> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/.exec(text);
  if (!m) return syntax(`deal "${text}" must start with the first seat and a colon, e.g. "N:"`);
  const first = (m[1] as string).toUpperCase();
  if (!isSeat(first)) return syntax(`"${first}" is not a seat`);
  const parts = (m[2] as string).split(/\s+/).filter((p) => p.length > 0);
  if (parts.length !== 4) return syntax(`deal must list four hands, found ${parts.length}`);
  const hands: Partial<Record<Seat, readonly Card[] | null>> = {};
  for (let i = 0; i < 4; i++) {
    const seat = seatAfter(first, i);
    const hand = parseHand(parts[i] as string, seat);
    if (!hand.ok) return hand;
    hands[seat] = hand.value;
  }
  return ok(hands as DealSetup);
}

/** Parse and validate a complete PBN deal (one `-` hand is filled with the remaining 13 cards). */
export function parsePbnDeal(text: string): Result<Deal, DealRefusal> {
  const setup = parsePbnDealSetup(text);
  if (!setup.ok) return setup;
  return dealFromSetup(setup.value);
}

/** Parse a PBN deal whose hands may be unknown (`-`); the known hands are checked. */
export function parsePbnPartialDeal(text: string): Result<DealSetup, DealRefusal> {
  const setup = parsePbnDealSetup(text);
  if (!setup.ok) return setup;
  return checkSetup(setup.value, true);
}

function formatHand(hand: readonly Card[] | null): string {
  if (hand === null) return '-';
  const bySuit: Record<Suit, string> = { S: '', H: '', D: '', C: '' };
  for (const c of sortCards(hand)) bySuit[suitOf(c)] += rankOf(c);
  return `${bySuit.S}.${bySuit.H}.${bySuit.D}.${bySuit.C}`;
}

/** Format a deal or setup in PBN, starting from `first` (export format uses the dealer). */
export function makePbnDeal(deal: Deal | DealSetup, first: Seat = 'N'): string {
  const hands: DealSetup = 'hands' in deal ? (deal as Deal).hands : (deal as DealSetup);
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) parts.push(formatHand(hands[seatAfter(first, i)]));
  return `${first}:${parts.join(' ')}`;
}
