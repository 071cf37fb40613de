// Bounded memory of positions already searched. A stored position names only the cards that
// mattered (per suit, the top k cards and who holds them); lower cards count as small cards, so
// one entry answers for every position with the same shape and the same top cards.
import { topPattern } from './bits.js';

/** Words per entry: shape (2), leader and bounds, four suit patterns, chain link. */
const ENTRY_WORDS = 8;
const ENTRY_BYTES = ENTRY_WORDS * 4;

/** Default ceiling for one table; the issue allows at most 256 MB unless configured otherwise. */
export const DEFAULT_TT_MEGABYTES = 64;

export class TranspositionTable {
  private readonly heads: Int32Array;
  private readonly entries: Int32Array;
  private readonly capacity: number;
  private readonly mask: number;
  private used = 0;
  /** Set by a successful `probe`: the entry whose bounds decided, as a word index. */
  hit = -1;
  /** Bounds found by the last `probe` (lb in bits 0-3, ub in bits 4-7, best lead + 1 from bit 8). */
  found = 0;

  constructor(megabytes: number = DEFAULT_TT_MEGABYTES) {
    const bytes = Math.max(1, megabytes) * 1024 * 1024;
    let buckets = 1024;
    while (buckets * 4 * 8 <= bytes / 4) buckets *= 2;
    this.heads = new Int32Array(buckets);
    this.mask = buckets - 1;
    this.capacity = Math.max(1024, Math.floor((bytes - buckets * 4) / ENTRY_BYTES));
    this.entries = new Int32Array(this.capacity * ENTRY_WORDS);
  }

  /** Forget everything (new trump suit or new deal). */
  clear(): void {
    if (this.used === 0) return;
    this.heads.fill(0);
    this.used = 0;
  }

  private bucket(s0: number, s1: number, leader: number): number {
    let x = Math.imul(s0 ^ 0x2545f491, 0x9e3779b1);
    x = Math.imul(x ^ s1 ^ (x >>> 15), 0x85ebca77);
    x = Math.imul(x ^ leader ^ (x >>> 13), 0xc2b2ae3d);
    return (x ^ (x >>> 16)) & this.mask;
  }

  /**
   * Bounds on North-South's tricks for a position given by shape, leader and the full holder code
   * of each suit (`codes[s]`, two bits per card from the top, `lens[s]` cards). Returns
   * (`codes[base + s]`, `lens[base + s]`) `lb | ub << 4 | (move + 1) << 8` merged over all matching entries; a cutoff entry for
   * `target` is remembered in `hit`.
   */
  probe(
    s0: number, s1: number, leader: number, codes: Int32Array, lens: Int32Array, base: number, left: number, target: number,
  ): number {
    const e = this.entries;
    let lb = 0;
    let ub = left;
    let move = 0;
    this.hit = -1;
    const head = this.heads[this.bucket(s0, s1, leader)] as number;
    let p = head;
    while (p !== 0) {
      const w = (p - 1) * ENTRY_WORDS;
      p = e[w + 7] as number;
      if (e[w] !== s0 || e[w + 1] !== s1) continue;
      const meta = e[w + 2] as number;
      if ((meta & 3) !== leader) continue;
      let same = true;
      for (let s = 0; s < 4; s++) {
        const c = e[w + 3 + s] as number;
        const k = c >>> 26;
        if (k !== 0 && topPattern(codes[base + s] as number, (lens[base + s] as number) - k) !== (c & 0x3ffffff)) {
          same = false;
          break;
        }
      }
      if (!same) continue;
      const elb = (meta >> 2) & 15;
      const eub = (meta >> 6) & 15;
      const em = (meta >> 10) & 127;
      if (em !== 0) move = em;
      if (elb > lb) lb = elb;
      if (eub < ub) ub = eub;
      if (elb >= target || eub < target) {
        // Move the deciding entry to the head of its chain: entries that decide tend to decide again.
        const hw = (head - 1) * ENTRY_WORDS;
        if (hw !== w) {
          for (let i = 0; i < 7; i++) {
            const x = e[w + i] as number;
            e[w + i] = e[hw + i] as number;
            e[hw + i] = x;
          }
        }
        this.hit = hw;
        break;
      }
    }
    this.found = lb | (ub << 4) | (move << 8);
    return this.found;
  }

  /** How many top cards of suit `s` the entry found by the last probe specifies. */
  hitDepth(s: number): number {
    return (this.entries[this.hit + 3 + s] as number) >>> 26;
  }

  /** Record bounds for the pattern `tops[s]` (top `ks[s]` cards' holder code of each suit). */
  store(s0: number, s1: number, leader: number, tops: Int32Array, ks: Int32Array, lb: number, ub: number, move: number): void {
    const e = this.entries;
    const b = this.bucket(s0, s1, leader);
    const c0 = (tops[0] as number) | ((ks[0] as number) << 26);
    const c1 = (tops[1] as number) | ((ks[1] as number) << 26);
    const c2 = (tops[2] as number) | ((ks[2] as number) << 26);
    const c3 = (tops[3] as number) | ((ks[3] as number) << 26);
    let p = this.heads[b] as number;
    while (p !== 0) {
      const w = (p - 1) * ENTRY_WORDS;
      if (e[w] === s0 && e[w + 1] === s1 && ((e[w + 2] as number) & 3) === leader &&
          e[w + 3] === c0 && e[w + 4] === c1 && e[w + 5] === c2 && e[w + 6] === c3) {
        const meta = e[w + 2] as number;
        const elb = Math.max((meta >> 2) & 15, lb);
        const eub = Math.min((meta >> 6) & 15, ub);
        const em = move !== 0 ? move : (meta >> 10) & 127;
        e[w + 2] = leader | (elb << 2) | (eub << 6) | (em << 10);
        return;
      }
      p = e[w + 7] as number;
    }
    if (this.used >= this.capacity) this.clear();
    const w = this.used * ENTRY_WORDS;
    this.used++;
    e[w] = s0;
    e[w + 1] = s1;
    e[w + 2] = leader | (lb << 2) | (ub << 6) | (move << 10);
    e[w + 3] = c0;
    e[w + 4] = c1;
    e[w + 5] = c2;
    e[w + 6] = c3;
    e[w + 7] = this.heads[b] as number;
    this.heads[b] = this.used;
  }
}
