// PBN deal notation: `N:AKQ.JT9.876.5432 …`, hands clockwise from the first seat, suits S.H.D.C.
import type { Card } from './card.js';
import { DECK, rankCodeIndex } from './card.js';
import type { Deal, DealSetup, DealRefusal } from './deal.js';
import { checkSetup, dealFromSetup } from './deal.js';
import type { Result } from './result.js';
import { ok, err } from './result.js';
import type { Seat } from './vocabulary.js';
import { SEATS, seatAfter, seatIndex } from './vocabulary.js';
import { lawRef } from './law-ref.js';
import { addHandMasks, handsFromMasks, handsFromPositions } from './hands-codec.js';

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

// Scratch for the fast paths, never escaping a call (the functions stay pure): holding masks
// (seat × 4 + suit → 13 bits, bit 12 = ace), and card indices grouped by seat as the text lists them.
const MASKS = new Int32Array(16);
const POSITIONS = new Uint8Array(52);
// Whether the last scan listed every holding high to low, so that POSITIONS holds sorted hands.
let scannedInOrder = false;

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

/**
 * Fast path: a complete, legal deal (Laws 1A, 7B2) written into MASKS and POSITIONS; false for
 * anything else, which the general path then explains. One pass, one table lookup per character.
 */
function scanCompleteDeal(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n && CHAR_CLASS[text.charCodeAt(i)] === SPACE) i++;
  const first = SEAT_BY_CODE[text.charCodeAt(i)];
  if (first === undefined || text.charCodeAt(i + 1) !== 58 /* : */) return false;
  i += 2;
  let seat = seatIndex(first);
  let inOrder = true;
  for (let k = 0; k < 4; k++, seat = (seat + 1) & 3) {
    while (i < n && CHAR_CLASS[text.charCodeAt(i)] === SPACE) i++;
    let at = seat * 4;
    const clubs = at + 3;
    let mask = 0;
    let count = 0;
    let p = seat * 13;
    let previous = -1;
    for (; i < n; i++) {
      let cls = CHAR_CLASS[text.charCodeAt(i)] as number;
      if (cls === ONE && text.charCodeAt(i + 1) === 48 /* 0 */) {
        cls = 4;
        i++;
      }
      if (cls >= 0 && cls <= 12) {
        const bit = 1 << (12 - cls);
        if ((mask & bit) !== 0) return false;
        mask |= bit;
        count++;
        const card = (at & 3) * 13 + cls;
        if (card < previous) inOrder = false;
        previous = card;
        POSITIONS[p++] = card;
      } else if (cls === DOT && at < clubs) {
        MASKS[at++] = mask;
        mask = 0;
      } else break;
    }
    if (at !== clubs || count !== 13 || (i < n && CHAR_CLASS[text.charCodeAt(i)] !== SPACE)) return false;
    MASKS[at] = mask;
  }
  while (i < n && CHAR_CLASS[text.charCodeAt(i)] === SPACE) i++;
  if (i !== n) return false;
  // Four hands of 13 distinct cards are 52 cards: a legal deal exactly when every suit is complete.
  for (let suit = 0; suit < 4; suit++) {
    if (((MASKS[suit] as number) | (MASKS[suit + 4] as number) | (MASKS[suit + 8] as number) | (MASKS[suit + 12] as number)) !== 8191) return false;
  }
  scannedInOrder = inOrder;
  return true;
}

/**
 * Parse and validate a complete PBN deal (Laws 1A, 7B2); one `-` hand is filled with the remaining
 * 13 cards. Hands come back sorted, spades first, high to low.
 */
export function parsePbnDeal(text: string): Result<Deal, DealRefusal> {
  if (scanCompleteDeal(text)) return ok({ hands: scannedInOrder ? handsFromPositions(POSITIONS) : handsFromMasks(MASKS) });
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
  // POSITIONS holds each seat's 13 cards (in the text's order), seat by seat.
  for (let seat = 0, p = 0; seat < 4; seat++) for (let k = 0; k < 13; k++) out[POSITIONS[p++] as number] = seat;
  return out;
}

/** Bulk path: PBN text of a deal given as an owner array (card index → seat 0–3). */
export function makePbnDealFromOwners(owners: Uint8Array, first: Seat = 'N'): string {
  MASKS.fill(0);
  for (let suit = 0, i = 0; suit < 4; suit++) {
    for (let bit = 1 << 12; bit !== 0; bit >>>= 1, i++) {
      const at = (owners[i] as number) * 4 + suit;
      MASKS[at] = (MASKS[at] as number) | bit;
    }
  }
  return formatMasks(first, undefined);
}

/** Parse a PBN deal whose hands may be unknown (`-`); the known hands are checked. */
export function parsePbnPartialDeal(text: string): Result<DealSetup, DealRefusal> {
  const setup = parsePbnDealSetup(text);
  if (!setup.ok) return setup;
  return checkSetup(setup.value, true);
}

// Every 13-bit holding (bit 12 = ace) as its PBN text, and the same followed by the suit separator.
const HOLDING_TEXT: readonly string[] = Array.from({ length: 8192 }, (_, mask) =>
  [...RANK_TEXT].filter((_r, r) => mask & (1 << (12 - r))).join(''),
);
const HOLDING_DOT: readonly string[] = HOLDING_TEXT.map((t) => `${t}.`);

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
  const e = (f + 1) & 3;
  const s = (f + 2) & 3;
  const w = (f + 3) & 3;
  if (hands === undefined || (hands.N !== null && hands.E !== null && hands.S !== null && hands.W !== null)) {
    return `${first}:${handText(f)} ${handText(e)} ${handText(s)} ${handText(w)}`;
  }
  const text = (seat: number) => (hands[SEATS[seat] as Seat] === null ? '-' : handText(seat));
  return `${first}:${text(f)} ${text(e)} ${text(s)} ${text(w)}`;
}

/** One hand's PBN text from MASKS; three lookups carry their own dot. */
function handText(seat: number): string {
  const b = seat * 4;
  return (
    (HOLDING_DOT[MASKS[b] as number] as string) +
    (HOLDING_DOT[MASKS[b + 1] as number] as string) +
    (HOLDING_DOT[MASKS[b + 2] as number] as string) +
    (HOLDING_TEXT[MASKS[b + 3] as number] as string)
  );
}
