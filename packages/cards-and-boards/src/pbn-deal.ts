// PBN deal notation: `N:AKQ.JT9.876.5432 …`, hands clockwise from the first seat, suits S.H.D.C.
import type { Card } from './card.js';
import { DECK, cardIndex, rankCodeIndex } from './card.js';
import type { Deal, DealSetup, DealRefusal } from './deal.js';
import { checkSetup, dealFromSetup } from './deal.js';
import type { Hand } from './hand.js';
import type { Result } from './result.js';
import { ok, err } from './result.js';
import type { Seat } from './vocabulary.js';
import { SEATS, seatAfter, seatIndex } from './vocabulary.js';
import { lawRef } from './law-ref.js';
import { dealFromOwners } from './shuffle.js';

const LAW_PACK = lawRef('1A');
const RANK_TEXT = 'AKQJT98765432';
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

// Scratch owner table for the fast path; never escapes a call, so functions stay pure.
const OWNERS = new Int8Array(52);

// One lookup per character: 0–12 a rank (either case), DOT, SPACE, ONE (of "10"), else -1.
const DOT = 13;
const SPACE = 14;
const ONE = 15;
const CHAR_CLASS = new Int8Array(65536).fill(-1);
[...RANK_TEXT].forEach((r, i) => {
  CHAR_CLASS[r.charCodeAt(0)] = i;
  CHAR_CLASS[r.toLowerCase().charCodeAt(0)] = i;
});
CHAR_CLASS[46] = DOT;
for (const c of [32, 9, 10, 13]) CHAR_CLASS[c] = SPACE;
CHAR_CLASS[49] = ONE;

/** Fast path: a complete, legal deal written straight into OWNERS; false for anything else. */
function scanCompleteDeal(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n && CHAR_CLASS[text.charCodeAt(i)] === SPACE) i++;
  const first = SEAT_BY_CODE[text.charCodeAt(i)];
  if (first === undefined || text.charCodeAt(i + 1) !== 58) return false;
  i += 2;
  OWNERS.fill(-1);
  let seat = seatIndex(first);
  for (let k = 0; k < 4; k++, seat = (seat + 1) & 3) {
    while (i < n && CHAR_CLASS[text.charCodeAt(i)] === SPACE) i++;
    let base = 0;
    let count = 0;
    for (; i < n; i++) {
      let cls = CHAR_CLASS[text.charCodeAt(i)] as number;
      if (cls === DOT) {
        base += 13;
        if (base > 39) return false;
        continue;
      }
      if (cls === SPACE) break;
      if (cls === ONE && text.charCodeAt(i + 1) === 48) {
        cls = 4;
        i++;
      }
      if (cls < 0 || cls > 12) return false;
      const idx = base + cls;
      if (OWNERS[idx] !== -1) return false;
      OWNERS[idx] = seat;
      count++;
    }
    if (base !== 39 || count !== 13) return false;
  }
  while (i < n && CHAR_CLASS[text.charCodeAt(i)] === SPACE) i++;
  return i === n;
}

/**
 * Parse and validate a complete PBN deal (Laws 1A, 7B2); one `-` hand is filled with the remaining
 * 13 cards. Hands come back sorted, spades first, high to low.
 */
export function parsePbnDeal(text: string): Result<Deal, DealRefusal> {
  if (scanCompleteDeal(text)) return ok(dealFromOwners(OWNERS));
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
  if (!scanCompleteDeal(text)) return undefined;
  out.set(OWNERS);
  return out;
}

/** Bulk path: PBN text of a deal given as an owner array (card index → seat 0–3). */
export function makePbnDealFromOwners(owners: Uint8Array, first: Seat = 'N'): string {
  MASKS.fill(0);
  for (let i = 0; i < 52; i++) {
    const suit = (i / 13) | 0;
    const at = (owners[i] as number) * 4 + suit;
    MASKS[at] = (MASKS[at] as number) | (1 << (12 - (i - suit * 13)));
  }
  return formatMasks(first, () => true);
}

/** Parse a PBN deal whose hands may be unknown (`-`); the known hands are checked. */
export function parsePbnPartialDeal(text: string): Result<DealSetup, DealRefusal> {
  const setup = parsePbnDealSetup(text);
  if (!setup.ok) return setup;
  return checkSetup(setup.value, true);
}

// Every 13-bit holding (bit 12 = ace) as its PBN text, flattened once.
const HOLDING_TEXT: readonly string[] = Array.from({ length: 8192 }, (_, mask) =>
  [...RANK_TEXT].filter((_r, r) => mask & (1 << (12 - r))).join(''),
);
const MASKS = new Int32Array(16);

/** Format a deal or setup in PBN, starting from `first` (export format starts with the dealer). */
export function makePbnDeal(deal: Deal | DealSetup, first: Seat = 'N'): string {
  const hands: DealSetup = 'hands' in deal ? (deal as Deal).hands : (deal as DealSetup);
  MASKS.fill(0);
  for (const seat of SEATS) {
    const hand: Hand | null = hands[seat];
    if (hand === null) continue;
    const base = seatIndex(seat) * 4;
    for (const c of hand) {
      const i = cardIndex(c);
      if (i < 0) continue;
      const suit = (i / 13) | 0;
      MASKS[base + suit] = (MASKS[base + suit] as number) | (1 << (12 - (i - suit * 13)));
    }
  }
  return formatMasks(first, (seat) => hands[SEATS[seat] as Seat] !== null);
}

/** The deal text from MASKS (seat × suit → 13-bit holding), hands clockwise from `first`. */
function formatMasks(first: Seat, known: (seat: number) => boolean): string {
  let out = `${first}:`;
  const f = seatIndex(first);
  for (let k = 0; k < 4; k++) {
    const seat = (f + k) & 3;
    if (k > 0) out += ' ';
    if (!known(seat)) {
      out += '-';
      continue;
    }
    const b = seat * 4;
    out += `${HOLDING_TEXT[MASKS[b] as number]}.${HOLDING_TEXT[MASKS[b + 1] as number]}.${HOLDING_TEXT[MASKS[b + 2] as number]}.${HOLDING_TEXT[MASKS[b + 3] as number]}`;
  }
  return out;
}
