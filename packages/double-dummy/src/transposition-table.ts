// Bounded memory of positions already searched. A stored position names only the cards that
// mattered (per suit, the top k cards and who holds them); lower cards count as small cards, so
// one entry answers for every position with the same shape and the same top cards.
import { topPattern } from './bits.js';

/**
 * Entries of one chain sit together in blocks of eight: a lookup reads many entries of one shape,
 * and reading them side by side is much cheaper than following a link from entry to entry. A block
 * starts with the filters of its entries, two words each (a mask over the holders of each suit's
 * top three cards and the value it must give), so that the scan of a block reads one cache line;
 * then come the entries themselves: shape (2 words), leader and bounds, four suit patterns.
 */
const BLOCK_ENTRIES = 8;
const FILTER_WORDS = 2 * BLOCK_ENTRIES;
const ENTRY_WORDS = 7;
const BLOCK_WORDS = FILTER_WORDS + BLOCK_ENTRIES * ENTRY_WORDS;
/** Entries whose patterns reach deeper than three cards in some suit: compared suit by suit. */
const DEEP = 1 << 17;

/** Default ceiling for one table; the issue allows at most 256 MB unless configured otherwise. */
export const DEFAULT_TT_MEGABYTES = 64;

export class TranspositionTable {
  /** Per bucket: its newest block + 1 (0 = empty). */
  private readonly heads: Int32Array;
  /** Per block: entries in use, and the next (older) block + 1 of the same bucket. */
  private readonly fill: Int32Array;
  private readonly next: Int32Array;
  private readonly entries: Int32Array;
  private readonly blocks: number;
  private readonly mask: number;
  private used = 0;
  /** Blocks freed by `sweep`, linked through `next` (block + 1, 0 = none). */
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
    this.blocks = Math.max(256, Math.floor((bytes - buckets * 4) / (BLOCK_WORDS * 4 + 8)));
    this.fill = new Int32Array(this.blocks);
    this.next = new Int32Array(this.blocks);
    this.entries = new Int32Array(this.blocks * BLOCK_WORDS);
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
    for (let b = 0; b <= this.mask; b++) {
      if ((this.heads[b] as number) === 0) continue;
      perLeft.fill(0);
      this.forEachEntry(b, (w) => {
        const k = this.leftOf(w);
        perLeft[k] = (perLeft[k] as number) + 1;
      });
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
    const e = this.entries;
    for (let b = 0; b <= this.mask; b++) {
      const head = this.heads[b] as number;
      if (head === 0) continue;
      // Survivors move towards the front of their own chain; write never passes read.
      let wb = head;
      let wn = 0;
      for (let blk = head; blk !== 0; blk = this.next[blk - 1] as number) {
        const start = (blk - 1) * BLOCK_WORDS;
        const n = this.fill[blk - 1] as number;
        for (let i = 0; i < n; i++) {
          const w = start + FILTER_WORDS + i * ENTRY_WORDS;
          if (this.leftOf(w) < keep) continue;
          if (wn === BLOCK_ENTRIES) {
            this.fill[wb - 1] = wn;
            wb = this.next[wb - 1] as number;
            wn = 0;
          }
          const to = (wb - 1) * BLOCK_WORDS;
          if (to + FILTER_WORDS + wn * ENTRY_WORDS !== w) {
            e.copyWithin(to + FILTER_WORDS + wn * ENTRY_WORDS, w, w + ENTRY_WORDS);
            e.copyWithin(to + 2 * wn, start + 2 * i, start + 2 * i + 2);
          }
          wn++;
        }
      }
      // Blocks after the last one written go to the free list.
      let rest = this.next[wb - 1] as number;
      if (wn === 0 && wb === head) {
        rest = head;
        this.heads[b] = 0;
      } else {
        this.fill[wb - 1] = wn;
        this.next[wb - 1] = 0;
      }
      while (rest !== 0) {
        const after = this.next[rest - 1] as number;
        this.next[rest - 1] = this.free;
        this.free = rest;
        rest = after;
      }
    }
    this.generation++;
  }

  /** Calls `visit` with the word index of every entry of bucket `b`. */
  private forEachEntry(b: number, visit: (w: number) => void): void {
    for (let blk = this.heads[b] as number; blk !== 0; blk = this.next[blk - 1] as number) {
      const start = (blk - 1) * BLOCK_WORDS + FILTER_WORDS;
      const end = start + (this.fill[blk - 1] as number) * ENTRY_WORDS;
      for (let w = start; w < end; w += ENTRY_WORDS) visit(w);
    }
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
    const head = this.heads[this.bucket(s0, s1, leader)] as number;
    for (let blk = head; blk !== 0; blk = this.next[blk - 1] as number) {
      const start = (blk - 1) * BLOCK_WORDS;
      const end = start + 2 * (this.fill[blk - 1] as number);
      for (let f = start; f < end; f += 2) {
        if ((top3 & (e[f] as number)) !== e[f + 1]) continue;
        const w = start + FILTER_WORDS + ((f - start) >> 1) * ENTRY_WORDS;
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
          const hf = (head - 1) * BLOCK_WORDS;
          const hw = hf + FILTER_WORDS;
          if (hw !== w) {
            for (let i = 0; i < ENTRY_WORDS; i++) {
              const x = e[w + i] as number;
              e[w + i] = e[hw + i] as number;
              e[hw + i] = x;
            }
            for (let i = 0; i < 2; i++) {
              const x = e[f + i] as number;
              e[f + i] = e[hf + i] as number;
              e[hf + i] = x;
            }
          }
          this.hit = hw;
          return lb | (ub << 4) | (move << 8);
        }
        if (this.matched0 === 0) this.matched0 = w + 1;
        else if (this.matched1 === 0) this.matched1 = w + 1;
      }
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
   * position whose top three cards per suit are `top3` and suit lengths `lens[base + s]`.
   */
  store(
    s0: number, s1: number, leader: number, top3: number, lens: Int32Array, base: number, tops: Int32Array, ks: Int32Array,
    lb: number, ub: number, move: number,
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
    const needsBlock = blk === 0 || (this.fill[blk - 1] as number) === BLOCK_ENTRIES;
    if (needsBlock && this.free === 0 && this.used >= this.blocks) {
      // The sweep may leave room in this bucket's newest block, or unlink the bucket.
      this.sweep();
      blk = this.heads[b] as number;
    }
    if (blk === 0 || (this.fill[blk - 1] as number) === BLOCK_ENTRIES) {
      let fresh: number;
      if (this.free !== 0) {
        fresh = this.free - 1;
        this.free = this.next[fresh] as number;
      } else {
        fresh = this.used++;
      }
      this.fill[fresh] = 0;
      this.next[fresh] = blk;
      blk = fresh + 1;
      this.heads[b] = blk;
    }
    const slot = this.fill[blk - 1] as number;
    const f = (blk - 1) * BLOCK_WORDS + 2 * slot;
    const w = (blk - 1) * BLOCK_WORDS + FILTER_WORDS + slot * ENTRY_WORDS;
    this.fill[blk - 1] = slot + 1;
    // The filter covers each suit's top three cards; deeper patterns are compared in full.
    let fm = 0;
    let deep = 0;
    for (let s = 0; s < 4; s++) {
      const k = ks[s] as number;
      if (k > 3) deep = DEEP;
      fm |= topThreeMask(lens[base + s] as number, k > 3 ? 3 : k) << (6 * s);
    }
    e[w] = s0;
    e[w + 1] = s1;
    e[w + 2] = deep | leader | (lb << 2) | (ub << 6) | (move << 10);
    e[w + 3] = c0;
    e[w + 4] = c1;
    e[w + 5] = c2;
    e[w + 6] = c3;
    e[f] = fm;
    e[f + 1] = top3 & fm;
  }
}

/** The bits of `topThree` that name the top `k` (at most 3) of a suit of `len` cards. */
function topThreeMask(len: number, k: number): number {
  const m = len > 3 ? 3 : len;
  const plane = ((1 << m) - 1) ^ ((1 << (m - k)) - 1);
  return plane | (plane << 3);
}
