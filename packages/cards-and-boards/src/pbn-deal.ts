// PBN deal notation: `N:AKQ.JT9.876.5432 …`, hands clockwise from the first seat, suits S.H.D.C.
import type { Card } from './card.js';
import { DECK, rankCodeIndex } from './card.js';
import type { Deal, DealSetup, DealRefusal } from './deal.js';
import { checkSetup, dealFromSetup } from './deal.js';
import type { Result } from './result.js';
import { ok, err } from './result.js';
import type { Seat } from './vocabulary.js';
import { RANKS, SEATS, seatAfter, seatIndex } from './vocabulary.js';
import { lawRef } from './law-ref.js';
import { addHandMasks, handsFromMasks, handsFromPositions, ownersFromMasks } from './hands-codec.js';
import { DEAL, DEAL_SCANNER, NOT_A_DEAL, SORTED_DEAL } from './pbn-scan.js';

const LAW_PACK = lawRef('1A');
const SEAT_BY_CODE: Record<number, Seat> = { 78: 'N', 69: 'E', 83: 'S', 87: 'W', 110: 'N', 101: 'E', 115: 'S', 119: 'W' };

function syntax(message: string): { ok: false; error: DealRefusal } {
  return err({ code: 'invalid-deal', problem: 'syntax', message, law: LAW_PACK });
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

interface Scanned {
  readonly first: Seat;
  /** Card indices of each hand, clockwise from `first`; null for `-`. */
  readonly hands: readonly (number[] | null)[];
}

/** One pass over the characters: no regular expressions or splitting on the hot path. */
function scan(text: string): Result<Scanned, DealRefusal> {
  const n = text.length;
  let i = 0;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  const first = SEAT_BY_CODE[text.charCodeAt(i)];
  let j = i + 1;
  while (j < n && isSpace(text.charCodeAt(j))) j++;
  if (first === undefined || text.charCodeAt(j) !== 58 /* : */) {
    return syntax(`deal "${text}" must start with the first seat and a colon, e.g. "N:"`);
  }
  i = j + 1;
  const hands: (number[] | null)[] = [];
  for (;;) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    if (hands.length === 4) {
      hands.push(null);
      continue;
    }
    const seat = seatAfter(first, hands.length);
    if (i - start === 1 && text.charCodeAt(start) === 45 /* - */) {
      hands.push(null);
      continue;
    }
    const cards: number[] = [];
    let suit = 0;
    for (let k = start; k < i; k++) {
      const c = text.charCodeAt(k);
      if (c === 46 /* . */) {
        suit++;
        if (suit > 3) return syntax(`${seat}'s hand "${text.slice(start, i)}" must have four suits separated by dots`);
        continue;
      }
      let rank = rankCodeIndex(c >= 97 && c <= 122 ? c - 32 : c);
      if (c === 49 /* 1 */ && text.charCodeAt(k + 1) === 48 /* 0 */) {
        rank = 4;
        k++;
      }
      if (rank < 0) return syntax(`${seat}'s hand "${text.slice(start, i)}": "${text.charAt(k)}" is not a rank`);
      cards.push(suit * 13 + rank);
    }
    if (suit !== 3) return syntax(`${seat}'s hand "${text.slice(start, i)}" must have four suits separated by dots`);
    hands.push(cards);
  }
  if (hands.length !== 4) return syntax(`deal must list four hands, found ${hands.length}`);
  return ok({ first, hands });
}

function toSetup(s: Scanned): DealSetup {
  const hands: Partial<Record<Seat, readonly Card[] | null>> = {};
  s.hands.forEach((h, k) => {
    hands[seatAfter(s.first, k)] = h === null ? null : h.map((i) => DECK[i] as Card);
  });
  return hands as DealSetup;
}

/** Parse PBN deal text into a raw setup (not yet checked against Laws 1A and 7B2). */
export function parsePbnDealSetup(text: string): Result<DealSetup, DealRefusal> {
  const s = scan(text);
  return s.ok ? ok(toSetup(s.value)) : s;
}

// Scratch for formatting, never escaping a call (the functions stay pure): holding masks,
// seat × 4 + suit → 13 bits, bit 12 = ace.
const MASKS = new Int32Array(16);

/**
 * Parse and validate a complete PBN deal (Laws 1A, 7B2); one `-` hand is filled with the remaining
 * 13 cards. Hands come back sorted, spades first, high to low.
 */
export function parsePbnDeal(text: string): Result<Deal, DealRefusal> {
  const scanned = DEAL_SCANNER.scanCompleteDeal(text, true);
  // Hands written high to low (as PBN files write them) are taken as read; others are sorted.
  if (scanned === SORTED_DEAL) return ok({ hands: handsFromPositions(DEAL_SCANNER.positions) });
  if (scanned === DEAL) return ok({ hands: handsFromMasks(DEAL_SCANNER.masks) });
  // Anything unusual (a missing hand, a duplicate, a wrong count, bad syntax) takes the general path.
  const s = scan(text);
  if (!s.ok) return s;
  return dealFromSetup(toSetup(s.value));
}

/**
 * Bulk path: parse a complete, legal PBN deal into an owner array (card index → seat 0–3, N E S W)
 * without building hands. Returns undefined for anything `parsePbnDeal` would refuse or complete.
 */
export function parsePbnDealOwners(text: string, out: Uint8Array = new Uint8Array(52)): Uint8Array | undefined {
  if (DEAL_SCANNER.scanCompleteDeal(text, false) === NOT_A_DEAL) return undefined;
  ownersFromMasks(DEAL_SCANNER.masks, out);
  return out;
}

/** Bulk path: PBN text of a deal given as an owner array (card index → seat 0–3). */
export function makePbnDealFromOwners(owners: Uint8Array, first: Seat = 'N'): string {
  const masks = MASKS;
  for (let suit = 0, i = 0; suit < 4; suit++) {
    // A suit's four holdings in two registers: North and East in the low and high halves of one,
    // South and West of the other; no memory round trip or branch per card.
    let northEast = 0;
    let southWest = 0;
    for (let bit = 1 << 12; bit !== 0; bit >>>= 1, i++) {
      const seat = owners[i] as number;
      if (seat > 3) continue; // not a seat: the card is left out, as it always was
      const placed = bit << ((seat & 1) << 4);
      const second = -(seat >> 1);
      southWest |= placed & second;
      northEast |= placed & ~second;
    }
    masks[suit] = northEast & 8191;
    masks[4 + suit] = northEast >>> 16;
    masks[8 + suit] = southWest & 8191;
    masks[12 + suit] = southWest >>> 16;
  }
  return formatMasks(first, undefined);
}

/** Parse a PBN deal whose hands may be unknown (`-`); the known hands are checked. */
export function parsePbnPartialDeal(text: string): Result<DealSetup, DealRefusal> {
  const setup = parsePbnDealSetup(text);
  if (!setup.ok) return setup;
  return checkSetup(setup.value, true);
}

// Every 13-bit holding (bit 12 = ace) as its PBN text, and the same followed by the suit
// separator or by the hand separator: a deal's text is then 16 lookups.
const HOLDING_TEXT: readonly string[] = Array.from({ length: 8192 }, (_, mask) =>
  RANKS.filter((_r, r) => mask & (1 << (12 - r))).join(''),
);
const HOLDING_DOT: readonly string[] = HOLDING_TEXT.map((t) => `${t}.`);
const HOLDING_SPACE: readonly string[] = HOLDING_TEXT.map((t) => `${t} `);
const FIRST_SEAT: readonly string[] = SEATS.map((seat) => `${seat}:`);

/** Format a deal or setup in PBN, starting from `first` (export format starts with the dealer). */
export function makePbnDeal(deal: Deal | DealSetup, first: Seat = 'N'): string {
  const hands: DealSetup = 'hands' in deal ? (deal as Deal).hands : (deal as DealSetup);
  if (hands.N !== null) addHandMasks(hands.N, 0, MASKS);
  if (hands.E !== null) addHandMasks(hands.E, 1, MASKS);
  if (hands.S !== null) addHandMasks(hands.S, 2, MASKS);
  if (hands.W !== null) addHandMasks(hands.W, 3, MASKS);
  return formatMasks(first, hands);
}

/** The deal text from MASKS, hands clockwise from `first`; a hand `null` in `hands` is `-`. */
function formatMasks(first: Seat, hands: DealSetup | undefined): string {
  const f = seatIndex(first);
  if (hands === undefined || (hands.N !== null && hands.E !== null && hands.S !== null && hands.W !== null)) {
    return completeDealText(f);
  }
  const text = (seat: number) => (hands[SEATS[seat] as Seat] === null ? '-' : handText(seat));
  return `${first}:${text(f)} ${text((f + 1) & 3)} ${text((f + 2) & 3)} ${text((f + 3) & 3)}`;
}

/** The text of a complete deal from MASKS, starting with seat `f`: one concatenation of 17 pieces. */
function completeDealText(f: number): string {
  const a = f * 4;
  const b = ((f + 1) & 3) * 4;
  const c = ((f + 2) & 3) * 4;
  const d = ((f + 3) & 3) * 4;
  return (
    (FIRST_SEAT[f] as string) +
    holding(HOLDING_DOT, a) + holding(HOLDING_DOT, a + 1) + holding(HOLDING_DOT, a + 2) + holding(HOLDING_SPACE, a + 3) +
    holding(HOLDING_DOT, b) + holding(HOLDING_DOT, b + 1) + holding(HOLDING_DOT, b + 2) + holding(HOLDING_SPACE, b + 3) +
    holding(HOLDING_DOT, c) + holding(HOLDING_DOT, c + 1) + holding(HOLDING_DOT, c + 2) + holding(HOLDING_SPACE, c + 3) +
    holding(HOLDING_DOT, d) + holding(HOLDING_DOT, d + 1) + holding(HOLDING_DOT, d + 2) + holding(HOLDING_TEXT, d + 3)
  );
}

/** The entry of `table` for holding mask MASKS[at]. */
function holding(table: readonly string[], at: number): string {
  return table[MASKS[at] as number] as string;
}

/** One hand's PBN text from MASKS. */
function handText(seat: number): string {
  const b = seat * 4;
  return holding(HOLDING_DOT, b) + holding(HOLDING_DOT, b + 1) + holding(HOLDING_DOT, b + 2) + holding(HOLDING_TEXT, b + 3);
}
