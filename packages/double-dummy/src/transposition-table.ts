// Bounded memory of positions already searched. A stored position names only the cards that
// mattered (per suit, the top k cards and who holds them); lower cards count as small cards, so
// one entry answers for every position with the same shape and the same top cards.
import { topPattern } from './bits.js';

/**
 * Entries of one chain sit together in blocks: a lookup reads many entries of one shape, and
 * reading them side by side is much cheaper than following a link from entry to entry. A block is
 * four cache lines. Its first line holds everything a scan reads before a match: the block's
 * header (entries in use, the next older block of the bucket) and one filter word per entry (the
 * holders of each suit's top three cards that the entry names, and how many it names); then come
 * the entries themselves, one per half line: shape (2 words), leader and bounds, four suit
 * patterns and a spare word.
 */
const BLOCK_ENTRIES = 7;
const BLOCK_SHIFT = 6;
const ENTRY_SHIFT = 3;
/** Words of an entry in use (the eighth is spare). */
const ENTRY_WORDS = 7;
/** Entries whose patterns reach deeper than three cards in some suit: compared suit by suit. */
const DEEP = 1 << 17;

/** Default ceiling for one table; the issue allows at most 256 MB unless configured otherwise. */
export const DEFAULT_TT_MEGABYTES = 64;

/**
 * Per filter code (two bits per suit: how many of its top three cards an entry names), the bits
 * of `topThree` those cards occupy.
 */
function filterMasks(): Int32Array {
  const masks = new Int32Array(256);
  for (let code = 0; code < 256; code++) {
    let mask = 0;
    for (let s = 0; s < 4; s++) {
      const k = (code >> (2 * s)) & 3;
      const plane = ((1 << k) - 1) << (3 - k);
      mask |= (plane | (plane << 3)) << (6 * s);
    }
    masks[code] = mask;
  }
  return masks;
}

export class TranspositionTable {
  /** Per bucket: its newest block + 1 (0 = empty). */
  private readonly heads: Int32Array;
  /** Blocks of `1 << BLOCK_SHIFT` words; word 0 of each: entries in use | (next older block + 1) << 3. */
  private readonly entries: Int32Array;
  private readonly masks = filterMasks();
  private readonly blocks: number;
  private readonly mask: number;
  private used = 0;
  /** Blocks freed by `sweep`, linked through their headers (block + 1, 0 = none). */
  private free = 0;
  /** Scratch of `sweep`: per k, the blocks needed to keep the positions with at least k tricks left. */
  private readonly keptBlocks = new Float64Array(15);
  private readonly perLeft = new Int32Array(15);
  /** Set by a successful `probe`: the entry whose bounds decided, as a word index. */
  hit = -1;
  /**
   * Entries the last `probe` matched without deciding (word index + 1, 0 = none): a pattern stored
   * for the same position can only equal one of them, so `store` looks there instead of rescanning.
   */
  private matched0 = 0;
  private matched1 = 0;
  /** Counts clears and sweeps (which move entries), so that entries remembered before are not trusted. */
  private generation = 0;
  private matchedGeneration = 0;

  constructor(megabytes: number = DEFAULT_TT_MEGABYTES) {
    const bytes = Math.max(1, megabytes) * 1024 * 1024;
    let buckets = 1024;
    while (buckets * 4 * 8 <= bytes / 8) buckets *= 2;
    this.heads = new Int32Array(buckets);
    this.mask = buckets - 1;
    this.blocks = Math.max(256, Math.floor((bytes - buckets * 4) / (4 << BLOCK_SHIFT)));
    this.entries = new Int32Array(this.blocks << BLOCK_SHIFT);
  }

  /** Forget everything (new trump suit or new deal). */
  clear(): void {
    if (this.used === 0) return;
    this.heads.fill(0);
    this.used = 0;
    this.free = 0;
    this.generation++;
  }

  /**
   * Every block is in use: keep the positions with the most tricks left (each one saves a large
   * search, and they are few) in at most a quarter of the blocks, and free the rest. Emptying the
   * whole table instead made the hardest deals search the same positions again and again.
   */
  private sweep(): void {
    const kept = this.keptBlocks;
    kept.fill(0);
    const perLeft = this.perLeft;
    const e = this.entries;
    for (let b = 0; b <= this.mask; b++) {
      if ((this.heads[b] as number) === 0) continue;
      perLeft.fill(0);
      for (let blk = this.heads[b] as number; blk !== 0; blk = (e[(blk - 1) << BLOCK_SHIFT] as number) >>> 3) {
        const start = (blk - 1) << BLOCK_SHIFT;
        const n = (e[start] as number) & 7;
        for (let i = 1; i <= n; i++) {
          const k = this.leftOf(start + (i << ENTRY_SHIFT));
          perLeft[k] = (perLeft[k] as number) + 1;
        }
      }
      // Blocks this bucket needs when positions with at least `k` tricks left are kept.
      let atLeast = 0;
      for (let k = 14; k >= 0; k--) {
        atLeast += perLeft[k] as number;
        kept[k] = (kept[k] as number) + Math.ceil(atLeast / BLOCK_ENTRIES);
      }
    }
    let keep = 15;
    while (keep > 0 && (kept[keep - 1] as number) <= this.blocks / 4) keep--;
    // Keeping only positions with 14 or more tricks left keeps nothing: start again empty.
    if (keep >= 14) {
      this.clear();
      return;
    }
    for (let b = 0; b <= this.mask; b++) {
      const head = this.heads[b] as number;
      if (head === 0) continue;
      // Survivors move towards the front of their own chain; write never passes read.
      let wb = head;
      let wn = 0;
      for (let blk = head; blk !== 0; blk = (e[(blk - 1) << BLOCK_SHIFT] as number) >>> 3) {
        const start = (blk - 1) << BLOCK_SHIFT;
        const n = (e[start] as number) & 7;
        for (let i = 1; i <= n; i++) {
          const w = start + (i << ENTRY_SHIFT);
          if (this.leftOf(w) < keep) continue;
          if (wn === BLOCK_ENTRIES) {
            const wh = (wb - 1) << BLOCK_SHIFT;
            e[wh] = ((e[wh] as number) & ~7) | wn;
            wb = (e[wh] as number) >>> 3;
            wn = 0;
          }
          const to = (wb - 1) << BLOCK_SHIFT;
          wn++;
          if (to + (wn << ENTRY_SHIFT) !== w) {
            e.copyWithin(to + (wn << ENTRY_SHIFT), w, w + (1 << ENTRY_SHIFT));
            e[to + wn] = e[start + i] as number;
          }
        }
      }
      // Blocks after the last one written go to the free list.
      const wh = (wb - 1) << BLOCK_SHIFT;
      let rest = (e[wh] as number) >>> 3;
      if (wn === 0 && wb === head) {
        rest = head;
        this.heads[b] = 0;
      } else {
        e[wh] = wn;
      }
      while (rest !== 0) {
        const rh = (rest - 1) << BLOCK_SHIFT;
        const after = (e[rh] as number) >>> 3;
        e[rh] = this.free << 3;
        this.free = rest;
        rest = after;
      }
    }
    this.generation++;
  }

  /** Tricks left in the position of the entry at word `w`: North's cards, from its shape. */
  private leftOf(w: number): number {
    const s0 = this.entries[w] as number;
    const s1 = this.entries[w + 1] as number;
    return (s0 & 15) + ((s0 >> 16) & 15) + (s1 & 15) + ((s1 >> 16) & 15);
  }

  private bucket(s0: number, s1: number, leader: number): number {
    let x = Math.imul(s0 ^ 0x2545f491, 0x9e3779b1);
    x = Math.imul(x ^ s1 ^ (x >>> 15), 0x85ebca77);
    x = Math.imul(x ^ leader ^ (x >>> 13), 0xc2b2ae3d);
    return (x ^ (x >>> 16)) & this.mask;
  }

  /**
   * Bounds on North-South's tricks for a position given by shape, leader, the holders of each
   * suit's top three cards (`top3`, see `topThree` in bits.ts) and the full holder code of each suit
   * (`codes[base + s]`, two bits per card from the top, `lens[base + s]` cards). Returns
   * `lb | ub << 4 | (move + 1) << 8` merged over all matching entries; a cutoff entry for `target`
   * is remembered in `hit`.
   */
  probe(
    s0: number, s1: number, leader: number, top3: number, codes: Int32Array, lens: Int32Array, base: number, left: number,
    target: number,
  ): number {
    const e = this.entries;
    let lb = 0;
    let ub = left;
    let move = 0;
    this.hit = -1;
    this.matched0 = 0;
    this.matched1 = 0;
    this.matchedGeneration = this.generation;
    const masks = this.masks;
    const head = this.heads[this.bucket(s0, s1, leader)] as number;
    for (let blk = head; blk !== 0; ) {
      const start = (blk - 1) << BLOCK_SHIFT;
      const header = e[start] as number;
      const n = header & 7;
      for (let i = 1; i <= n; i++) {
        const f = e[start + i] as number;
        if ((top3 & (masks[f >>> 24] as number)) !== (f & 0xffffff)) continue;
        const w = start + (i << ENTRY_SHIFT);
        if (e[w] !== s0 || e[w + 1] !== s1) continue;
        const meta = e[w + 2] as number;
        if ((meta & 3) !== leader) continue;
        if ((meta & DEEP) !== 0 && !this.deepMatch(w, codes, lens, base)) continue;
        const elb = (meta >> 2) & 15;
        const eub = (meta >> 6) & 15;
        const em = (meta >> 10) & 127;
        if (em !== 0) move = em;
        if (elb > lb) lb = elb;
        if (eub < ub) ub = eub;
        if (elb >= target || eub < target) {
          // Move the deciding entry to the front of its chain: entries that decide tend to decide again.
          const hs = (head - 1) << BLOCK_SHIFT;
          const hw = hs + (1 << ENTRY_SHIFT);
          if (hw !== w) {
            for (let j = 0; j < ENTRY_WORDS; j++) {
              const x = e[w + j] as number;
              e[w + j] = e[hw + j] as number;
              e[hw + j] = x;
            }
            e[start + i] = e[hs + 1] as number;
            e[hs + 1] = f;
          }
          this.hit = hw;
          return lb | (ub << 4) | (move << 8);
        }
        if (this.matched0 === 0) this.matched0 = w + 1;
        else if (this.matched1 === 0) this.matched1 = w + 1;
      }
      blk = header >>> 3;
    }
    return lb | (ub << 4) | (move << 8);
  }

  /** The suits whose patterns go deeper than the filter's three cards, compared in full. */
  private deepMatch(w: number, codes: Int32Array, lens: Int32Array, base: number): boolean {
    const e = this.entries;
    for (let s = 0; s < 4; s++) {
      const c = e[w + 3 + s] as number;
      const k = c >>> 26;
      if (k > 3 && topPattern(codes[base + s] as number, (lens[base + s] as number) - k) !== (c & 0x3ffffff)) return false;
    }
    return true;
  }

  /** How many top cards of suit `s` the entry found by the last probe specifies. */
  hitDepth(s: number): number {
    return (this.entries[this.hit + 3 + s] as number) >>> 26;
  }

  /**
   * Record bounds for the pattern `tops[s]` (top `ks[s]` cards' holder code of each suit) of a
   * position whose top three cards per suit are `top3`.
   */
  store(
    s0: number, s1: number, leader: number, top3: number, tops: Int32Array, ks: Int32Array, lb: number, ub: number, move: number,
  ): void {
    const e = this.entries;
    const b = this.bucket(s0, s1, leader);
    const c0 = (tops[0] as number) | ((ks[0] as number) << 26);
    const c1 = (tops[1] as number) | ((ks[1] as number) << 26);
    const c2 = (tops[2] as number) | ((ks[2] as number) << 26);
    const c3 = (tops[3] as number) | ((ks[3] as number) << 26);
    // Entries move only when a search below meets the same bucket (another shape); then the
    // check fails and the pattern is stored twice, which costs a little room but no accuracy.
    for (let i = 0; i < 2 && this.matchedGeneration === this.generation; i++) {
      const w = (i === 0 ? this.matched0 : this.matched1) - 1;
      if (w < 0) break;
      if (e[w + 3] === c0 && e[w + 4] === c1 && e[w + 5] === c2 && e[w + 6] === c3 && e[w] === s0 && e[w + 1] === s1 &&
          ((e[w + 2] as number) & 3) === leader) {
        const meta = e[w + 2] as number;
        const elb = Math.max((meta >> 2) & 15, lb);
        const eub = Math.min((meta >> 6) & 15, ub);
        const em = move !== 0 ? move : (meta >> 10) & 127;
        e[w + 2] = (meta & DEEP) | leader | (elb << 2) | (eub << 6) | (em << 10);
        return;
      }
    }
    let blk = this.heads[b] as number;
    const needsBlock = blk === 0 || ((e[(blk - 1) << BLOCK_SHIFT] as number) & 7) === BLOCK_ENTRIES;
    if (needsBlock && this.free === 0 && this.used >= this.blocks) {
      // The sweep may leave room in this bucket's newest block, or unlink the bucket.
      this.sweep();
      blk = this.heads[b] as number;
    }
    if (blk === 0 || ((e[(blk - 1) << BLOCK_SHIFT] as number) & 7) === BLOCK_ENTRIES) {
      let fresh: number;
      if (this.free !== 0) {
        fresh = this.free - 1;
        this.free = (e[fresh << BLOCK_SHIFT] as number) >>> 3;
      } else {
        fresh = this.used++;
      }
      e[fresh << BLOCK_SHIFT] = blk << 3;
      blk = fresh + 1;
      this.heads[b] = blk;
    }
    const start = (blk - 1) << BLOCK_SHIFT;
    const slot = ((e[start] as number) & 7) + 1;
    e[start] = (e[start] as number) + 1;
    const w = start + (slot << ENTRY_SHIFT);
    // The filter covers each suit's top three cards; deeper patterns are compared in full.
    let code = 0;
    let deep = 0;
    for (let s = 0; s < 4; s++) {
      const k = ks[s] as number;
      if (k > 3) deep = DEEP;
      code |= (k > 3 ? 3 : k) << (2 * s);
    }
    e[w] = s0;
    e[w + 1] = s1;
    e[w + 2] = deep | leader | (lb << 2) | (ub << 6) | (move << 10);
    e[w + 3] = c0;
    e[w + 4] = c1;
    e[w + 5] = c2;
    e[w + 6] = c3;
    e[start + slot] = (top3 & (this.masks[code] as number)) | (code << 24);
  }
}
