// The fast path of PBN deal parsing: a complete, legal deal read into 16 holding masks.
import { RANKS, SEATS, seatIndex } from './vocabulary.js';

/** What `scanCompleteDeal` found. */
export type ScanResult = typeof NOT_A_DEAL | typeof DEAL | typeof SORTED_DEAL;
/** Not a complete, legal deal: the general path explains why. */
export const NOT_A_DEAL = 0;
/** A complete, legal deal, in `masks`. */
export const DEAL = 1;
/** A complete, legal deal whose every suit is written high to low: also in `positions`. */
export const SORTED_DEAL = 2;

/** The scanner and its scratch, which never escapes a call (read it before the next scan). */
export interface DealScanner {
  /** Holding masks, seat × 4 + suit → 13 bits (bit 12 = ace), of the last deal scanned. */
  readonly masks: Int32Array;
  /**
   * After `SORTED_DEAL`: the card indices of each hand, 13 a seat (N E S W), ascending, as
   * `handsFromPositions` takes them.
   */
  readonly positions: Uint8Array;
  /**
   * A complete, legal deal (Laws 1A, 7B2) written into `masks`; with `wantPositions`, also into
   * `positions` if it is sorted (the owner-array path does without that work).
   */
  scanCompleteDeal(text: string, wantPositions: boolean): ScanResult;
}

/**
 * Built once: the tables and scratch live in this function's scope as constants, which the
 * optimiser embeds in the scanner's code (at the top of a module the bundled build makes them
 * mutable bindings, reloaded and checked on every character).
 */
function makeDealScanner(): DealScanner {
  // The text's characters as bytes, one call for the whole text: reading the string a character
  // at a time checks its representation on every read. Room for a deal with spaces and "10"s.
  const sharedBytes = new Uint8Array(new ArrayBuffer(256));
  const encoder = new TextEncoder();
  const sharedMasks = new Int32Array(new ArrayBuffer(64));
  // Card indices in the order written, 13 a seat; room for a hand far too long, refused later.
  const sharedPositions = new Uint8Array(new ArrayBuffer(52 + 256));
  // The bit of a rank character (either case) in a holding mask, 0 for any other byte.
  const sharedRankBits = new Int16Array(new ArrayBuffer(512));
  RANKS.forEach((r, i) => {
    sharedRankBits[r.charCodeAt(0)] = 1 << (12 - i);
    sharedRankBits[r.toLowerCase().charCodeAt(0)] = 1 << (12 - i);
  });
  // Seat index 0–3 of a seat letter (either case), else -1.
  const sharedSeats = new Int8Array(new ArrayBuffer(256)).fill(-1);
  for (const seat of SEATS) {
    sharedSeats[seat.charCodeAt(0)] = seatIndex(seat);
    sharedSeats[seat.toLowerCase().charCodeAt(0)] = seatIndex(seat);
  }
  const TEN_BIT = 1 << 8;
  const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

  /**
   * One pass that only ors each rank's bit into its holding; the deal is checked once, at the end.
   */
  function scanCompleteDeal(text: string, wantPositions: boolean): ScanResult {
    // Locals, not the enclosing scope's bindings, in the loop: only then does the optimiser
    // embed the arrays' addresses there.
    const bytes = sharedBytes;
    const bits = sharedRankBits;
    const masks = sharedMasks;
    const positions = sharedPositions;
    const n = text.length;
    if (n >= bytes.length) return NOT_A_DEAL;
    const { read, written } = encoder.encodeInto(text, bytes);
    // Anything but ASCII (written ≠ read) is not a deal's text: the general path says why.
    if (read !== n || written !== n) return NOT_A_DEAL;
    // A stop byte after the text: no read below needs to check the end.
    bytes[n] = 0;
    let i = skipSpaces(bytes, 0);
    let seat = sharedSeats[bytes[i] as number] as number;
    if (seat < 0 || bytes[i + 1] !== 58 /* : */) return NOT_A_DEAL;
    i += 2;
    // Stays non-negative while every rank is below the one before it in its suit.
    let descending = wantPositions ? 0 : -1;
    for (let k = 0; k < 4; k++, seat = (seat + 1) & 3) {
      i = skipSpaces(bytes, i);
      const from = i;
      let at = seat * 4;
      const clubs = at + 3;
      let mask = 0;
      let tens = 0;
      // Where the hand's next card index goes; the deck index of the suit's ace; the last rank bit.
      let p = seat * 13;
      let ace = 0;
      let last = 1 << 13;
      // Two copies of the loop, so that neither tests `wantPositions` on every character: the
      // owner-array path keeps the plain scan (a test per character cost it 5–12% more instructions).
      if (wantPositions) {
        for (;; i = (i + 1) | 0) {
          const c = bytes[i] as number;
          let bit = bits[c] as number;
          if (bit !== 0) {
            // a rank: handled below
          } else if (c === 46 /* . */ && at !== clubs) {
            masks[at] = mask;
            at = (at + 1) | 0;
            mask = 0;
            ace = (ace + 13) | 0;
            last = 1 << 13;
            continue;
          } else if (c === 49 /* 1 */ && bytes[i + 1] === 48 /* 0 */) {
            bit = TEN_BIT;
            tens++;
            i++;
          } else break;
          mask |= bit;
          // The rank's index, ace 0 … two 12, from its bit (bit 12 = ace).
          positions[p] = ace + Math.clz32(bit) - 19;
          p = (p + 1) | 0;
          descending |= last - bit - 1;
          last = bit;
        }
      } else {
        for (;; i = (i + 1) | 0) {
          const c = bytes[i] as number;
          const bit = bits[c] as number;
          if (bit !== 0) mask |= bit;
          else if (c === 46 /* . */ && at !== clubs) {
            masks[at] = mask;
            at = (at + 1) | 0;
            mask = 0;
          } else if (c === 49 /* 1 */ && bytes[i + 1] === 48 /* 0 */) {
            mask |= TEN_BIT;
            tens++;
            i++;
          } else break;
        }
      }
      // The hand's text is ranks, three dots and any "10"s: 13 cards when it is 16 + tens long.
      if (at !== clubs || i - from !== 16 + tens || (i < n && !isSpace(bytes[i] as number))) return NOT_A_DEAL;
      masks[at] = mask;
    }
    if (skipSpaces(bytes, i) !== n) return NOT_A_DEAL;
    // 52 rank characters were read and every suit is complete: 52 different cards, so none was
    // listed twice (Law 1A) and each hand holds 13 (Law 7B2).
    for (let suit = 0; suit < 4; suit++) {
      if (((masks[suit] as number) | (masks[suit + 4] as number) | (masks[suit + 8] as number) | (masks[suit + 12] as number)) !== 8191) return NOT_A_DEAL;
    }
    // Written high to low, each hand's indices are already ascending: the hands need no sorting.
    return descending >= 0 ? SORTED_DEAL : DEAL;
  }

  /** The first place from `from` that is not a space; the stop byte ends the run. */
  function skipSpaces(bytes: Uint8Array, from: number): number {
    let i = from;
    while (isSpace(bytes[i] as number)) i++;
    return i;
  }

  return { masks: sharedMasks, positions: sharedPositions, scanCompleteDeal };
}

export const DEAL_SCANNER: DealScanner = makeDealScanner();
