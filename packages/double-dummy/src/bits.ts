// Bit helpers for 13-bit suit masks (bit 12 = ace).

// Cards in every 13-bit suit mask: one load where the search counts cards (shapes, lengths,
// quick tricks), cheaper than the arithmetic count.
const COUNT13 = new Uint8Array(1 << 13);
for (let m = 1; m < 1 << 13; m++) COUNT13[m] = (COUNT13[m >> 1] as number) + (m & 1);

/** The number of cards in a 13-bit suit mask. */
export function count13(x: number): number {
  return COUNT13[x] as number;
}

// `REVERSE13[m]`: the suit mask with its ranks in reverse order (the ace in bit 0).
const REVERSE13 = new Uint16Array(1 << 13);
for (let m = 1; m < 1 << 13; m++) REVERSE13[m] = ((REVERSE13[m >> 1] as number) >> 1) | ((m & 1) << 12);

/** The suit mask with its ranks in reverse order (bit 12 to bit 0 and back). */
export function reverse13(x: number): number {
  return REVERSE13[x] as number;
}

export function highBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** The rank bit of the lowest card of a non-empty suit mask. */
export function lowBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * The cards of `m` that stand for their run of equal cards: those whose next higher card still in
 * play (`a`) is not in `m` too. The search plays one card per run.
 *
 * All runs at once, with the ranks reversed (ace lowest): a carry started just below each card of
 * `a` outside `m`, and one at the bottom, runs up through the ranks no longer in play and stops on
 * the next card in play; the cards of `m` it stops on are the tops of their runs.
 */
export function runTops(m: number, a: number): number {
  const ra = reverse13(a);
  const rm = reverse13(m);
  return reverse13(((~ra & 0x1fff) + (((ra & ~rm) << 1) | 1)) & rm);
}

// `PACK[m << 7 | x]`: the bits of `x` selected by the 7-bit mask `m`, packed to the bottom.
const PACK = new Uint8Array(1 << 14);
for (let m = 0; m < 128; m++) {
  for (let x = 0; x < 128; x++) {
    let out = 0;
    let k = 0;
    for (let b = 0; b < 7; b++) {
      if ((m & (1 << b)) === 0) continue;
      if (x & (1 << b)) out |= 1 << k;
      k++;
    }
    PACK[(m << 7) | x] = out;
  }
}

/** The bits of `x` at the positions set in `m` (13 bits), packed to the bottom in order. */
export function pack13(x: number, m: number): number {
  const lo = m & 127;
  const hi = m >>> 7;
  return (PACK[(lo << 7) | (x & 127)] as number) | ((PACK[(hi << 7) | (x >>> 7)] as number) << (COUNT13[lo] as number));
}

/** The holder planes of a suit's top cards: both 13-bit planes shifted down by `drop` cards. */
export function topPattern(code: number, drop: number): number {
  return ((code & 0x1fff) >>> drop) | (((code >>> 13) >>> drop) << 13);
}

/**
 * The holders of a suit's top three cards, six bits: the low holder plane in bits 0-2 and the high
 * plane in bits 3-5, the top card at bits 2 and 5 whatever the suit's length (a shorter suit leaves
 * the low bits empty), so that the same bits always name the same card from the top.
 */
export function topThree(code: number, len: number): number {
  if (len >= 3) return ((code & 0x1fff) >>> (len - 3)) | (((code >>> 13) >>> (len - 3)) << 3);
  return ((code & 0x1fff) << (3 - len)) | ((code >>> 13) << (6 - len));
}
