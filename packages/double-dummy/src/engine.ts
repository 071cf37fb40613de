// The search core: bit-board hands, null-window alpha-beta over whole tricks, with a
// transposition table at trick boundaries, quick-trick bounds and move ordering.
// Internal codes: seats 0..3 = N,E,S,W; suits 0..3 = S,H,D,C; 4 = notrump; rank bit 12 = ace.
import { count13, highBit, lowBit, pack13, runTops, topPattern, topThree } from './bits.js';
import { TranspositionTable } from './transposition-table.js';

export const NOTRUMP = 4;

// From this many tricks left, the table is looked up before the bounds of `trickStart`.
const TABLE_FIRST = 5;

// The trick so far in one word: bits 0-1 the suit led, 2-3 the suit of the card winning so far,
// 4-7 its rank bit, 8-9 its seat, and bit 10 set when it beat a card of its own suit, so that its
// rank decided the trick. The shifts are written as numbers: the search reads these fields in its
// innermost loops, and a module-level constant is reloaded and checked at each use.

/** The trick word after `seat` plays bit `b` of suit `s` to the trick `before` (ignored for a lead). */
function playToTrick(before: number, pos: number, seat: number, s: number, b: number, trump: number): number {
  if (pos === 0) return s | (s << 2) | (b << 4) | (seat << 8);
  // Law 44E/44F: the highest trump, else the highest card of the suit led, wins.
  if (s === ((before >> 2) & 3)) {
    if (b > ((before >> 4) & 15)) return (before & 15) | (b << 4) | (seat << 8) | (1 << 10);
    return before | (1 << 10);
  }
  if (s === trump) return (before & 3) | (s << 2) | (b << 4) | (seat << 8);
  return before;
}

// Move-ordering weights (higher is tried first). Ordering never changes a result, only how soon
// a refutation is found; the weights were chosen by counting the positions searched for DDS's deals.
// Scores are written `0 - b` rather than `-b`: minus zero would make the optimiser treat them as doubles.
//
// Leads. A suit's cost is the choice it gives the opponents: their cards in it, a void counting as
// one more card than there are tricks left (a void hand may play anything). Then each card is
// scored by whether our side takes the trick and by who holds the suit's top cards.
const LEAD_CHOICE_NT = 19; // divides 128 per opponent card: a card costs about 6.7
const LEAD_CHOICE_TRUMPS = 13; // with trumps in play, about 9.8 per card
const LEAD_PARTNER_VOID_NT = -9;
// Leads that take the trick (our top card, or partner above both opponents).
const NT_WIN = 45;
const NT_WIN_SECOND_GUARDED = 18; // an opponent holds the second card, not bare
const NT_WIN_RHO_SECOND = -1;
const NT_WIN_LHO_SECOND = 22; // the left-hand opponent's second card must fall under ours
const NT_WIN_LHO_SECOND_BARE = 16;
const NT_WIN_KILLER = 126;
const NT_WIN_STORED = 32;
// Leads that lose the trick.
const NT_RHO_HIGH = -10; // the right-hand opponent holds the top or second card, not bare
const NT_UP_TO_PARTNER = 31; // left-hand opponent's top card, partner's second (not bare)
const NT_PARTNER_SECOND_THIRD = 35;
const NT_SIDE_SECOND_THIRD = 25; // second and third split between the leader and partner
const NT_BARE_TOP = 28; // an opponent's top card is bare
const NT_LOW_UNDER_OWN_TOP = -17;
const NT_LOW = 12;
const NT_SEQUENCE_SECOND = 48; // the top of a sequence headed by the suit's second card
const NT_SEQUENCE = 29;
const NT_LOSE_KILLER = 47;
const NT_LOSE_STORED = 19;
// The same with trumps in play (any suit led).
const TRUMP_OPPONENT_RUFFS = -12;
const TRUMP_PARTNER_RUFFS = 17; // partner ruffs, the right-hand opponent still follows
const TRUMP_RHO_HIGH = -12;
const TRUMP_UP_TO_PARTNER = 27;
const TRUMP_SINGLETON_FOR_RUFF = 19; // a singleton to partner's top card, the leader has trumps
const TRUMP_WIN_BARE_TOP = 35; // an opponent's bare top card falls (or is ruffed)
const TRUMP_WIN_TWO_TOPS = 48; // the leader holds the top card, partner the second
const TRUMP_WIN_CASH = 31;
const TRUMP_WIN_UNDER_OWN_TOP = -3;
const TRUMP_WIN_TO_PARTNER_TWO = 42; // partner holds the top card, the leader the second
const TRUMP_WIN_TO_PARTNER = 28;
const TRUMP_WIN_SEQUENCE_SECOND = 40;
const TRUMP_WIN_SEQUENCE = 22;
const TRUMP_WIN_LOW = 11;
const TRUMP_WIN_KILLER = 55;
const TRUMP_WIN_STORED = 18;
const TRUMP_PARTNER_SECOND_THIRD = 20;
const TRUMP_SIDE_SECOND_THIRD = 13;
const TRUMP_BARE_TOP = 2;
const TRUMP_RUFFED_TWO_TOPS = 33; // our top cards, but an opponent ruffs
const TRUMP_RUFFED_CASH = 38;
const TRUMP_LOW_UNDER_OWN_TOP = -14;
const TRUMP_RUFFED_TO_PARTNER = 34;
const TRUMP_SEQUENCE_SECOND = 35;
const TRUMP_LOW = 15; // less the rank of the card
const TRUMP_LOSE_KILLER = 18;
// Follows with no trumps in play, and discards then.
const NT_SECOND_WINS = 81; // second hand beats the card led and all third hand holds
const NT_SECOND_NO_MATTER = -3; // below all of third hand's or of partner's cards
const NT_SECOND_UNDER_LEAD = -11;
const NT_SECOND_SEQUENCE = 10;
const NT_SECOND_HIGH = 13;
const NT_DISCARD_LENGTH = 64; // per card kept, divided by the divisor below
// By who discards: second hand when partner beats everything, second hand otherwise, third, fourth.
const NT_DISCARD_DIVISOR = [23, 33, 24, 27];
// Discarding from a guarded second-best card, or a bare top card.
const NT_DISCARD_GUARD = [-2, -6, -4, -6];
const NT_DISCARD_BARE_TOP = [-3, -8, -4, -8];
// Follows and discards with trumps in play. A player following suit has his cards put in the order
// these weights gave, by groups (see `followsTrumps`): second hand a card the opponent after him
// cannot beat first (WIN_SAFE), then one he can (SECOND_UNSAFE), then low cards (and a winner every
// card of third hand's or partner's beats), and with partner beating everything (last to play) his
// winners only after those; third hand the same, a card below fourth hand's second-best after the
// others that win (it does not even force out the top card), and with partner winning, overtaking
// partner's card only when fourth hand could beat it.
const DISCARD_OWN_CARD = 8; // per card kept in the suit discarded from
// Per card partner holds there, subtracted: a negative weight times no cards is minus zero, a
// double, which would make every score of the function a double.
const DISCARD_PARTNER_CARD = 6;
const DISCARD_GUARD = -4; // discarding from a doubleton that holds the second-best card
const DISCARD_TOP = -10; // discarding the suit's top card
const UNDERRUFF = 50;
const OVERTAKE_SAFE = 60; // partner is winning; our card beats it and the opponent after us
const OVERTAKE_UNSAFE = 30;
const OVERTAKE_NEEDLESS = -20; // partner's card already beats fourth hand
const THIRD_UNSAFE = 35; // third hand, a card fourth hand can beat
const SECOND_UNSAFE = 60; // second hand, a card third hand can beat
const SECOND_UNDER_PARTNER = -20; // second hand when partner, fourth, wins anyway
const WIN_SAFE = 80; // second or third hand, a card the opponent after us cannot beat
const FOURTH_WINS = 100; // fourth hand, a card that takes the trick from the opponents

/** The `k` highest cards of a suit mask. */
function topCards(all: number, k: number): number {
  let out = 0;
  for (let i = 0; i < k; i++) {
    const bit = 1 << highBit(all);
    out |= bit;
    all ^= bit;
  }
  return out;
}

/** Mutable scratch state for one thread; the public functions wrap it in pure calls. */
export class Engine {
  /** Remaining cards: `hands[seat * 4 + suit]`, a 13-bit mask. */
  readonly hands = new Int32Array(16);
  trump = NOTRUMP;
  nodes = 0;
  readonly tt: TranspositionTable;
  private remaining = 0;
  // Per trick depth: every card still in play at the start of that trick, and the trick so far.
  private readonly agg = new Int32Array(15 * 4);
  /**
   * Per trick depth, the trick so far in one word (see `playToTrick`): the suit led, the suit, rank
   * and seat of the card winning so far, and whether it beat a card of its own suit.
   */
  private readonly trick = new Int32Array(15);
  /** Per trick depth: the rank bit of the card led. */
  private readonly leadBit = new Int32Array(15);
  // Per ply: candidate moves (suit * 16 + bit) and their ordering scores.
  private readonly moveBuf = new Int32Array(60 * 16);
  private readonly scoreBuf = new Int32Array(60 * 16);
  private readonly cutMove = new Int32Array(60);
  private readonly killer = new Int32Array(60);
  // Per ply: the cards whose ranks decided the result (absolute masks per suit).
  private readonly rel = new Int32Array(60 * 4);
  private readonly qtRel = new Int32Array(4);
  private readonly qtGain = new Int32Array(4);
  // Set by `entryTricks`: the lowest card its count relies on, and partner's cards it does not need.
  private entryLow = 0;
  private entrySpare = 0;
  private sureRel = 0;
  // The key of the position last looked up: shape (two words) and the holders of the top cards.
  private keyS0 = 0;
  private keyS1 = 0;
  private keyTop3 = 0;
  // Per trick depth: holder code and length of each suit (children overwrite deeper rows only).
  private readonly codes = new Int32Array(15 * 4);
  private readonly lens = new Int32Array(15 * 4);
  private readonly suitShapes = new Int32Array(15 * 4);
  private readonly suitTops = new Int32Array(15 * 4);
  /** Per trick depth: 1 when the rows above hold that trick's codes (a suit no one played to keeps its row). */
  private readonly coded = new Int32Array(15);
  private readonly tops = new Int32Array(4);
  private readonly ks = new Int32Array(4);

  constructor(ttMegabytes?: number) {
    this.tt = new TranspositionTable(ttMegabytes);
  }

  /** Load a position; the table is kept when only the leader changes, cleared for a new trump. */
  load(hands: Int32Array, trump: number, keepTable: boolean): void {
    this.hands.set(hands);
    this.trump = trump;
    if (!keepTable) this.tt.clear();
    let n = 0;
    for (let i = 0; i < 16; i++) n += count13(hands[i] as number);
    this.remaining = n;
  }

  /**
   * Exact number of the remaining tricks (the current one included) that North-South take.
   * `played` are the cards already on the table in this trick (suit * 16 + bit), led by `leader`:
   * at most three (a completed trick is scored by the caller with `trickWinner`, Law 44).
   */
  nsTricks(leader: number, played: readonly number[], guess = -1): number {
    if (this.remaining === 0) return 0;
    const tricks = (this.remaining + played.length) >> 2;
    let lo = 0;
    let hi = tricks;
    let t = guess >= 0 ? guess : this.estimate(tricks, (((leader + played.length) & 3) & 1) === 0);
    // Test from the guess: each search answers "at least t?" and returns a bound beyond t when it
    // can, so the next test starts from that bound (the answer is usually next to the guess).
    while (lo < hi) {
      if (t <= lo) t = lo + 1;
      if (t > hi) t = hi;
      const v = this.rootSearch(leader, played, t);
      if (v >= t) {
        lo = v;
        t = v + 1;
      } else {
        hi = v;
        t = v;
      }
    }
    return lo;
  }

  /**
   * A first guess at North-South's tricks: half the tricks, moved by the difference in high-card
   * points and in trump length (weights fitted on DDS's list1000 answers), less a little for the lead.
   */
  private estimate(tricks: number, nsLeads: boolean): number {
    const h = this.hands;
    let diff = 0;
    for (let seat = 0; seat < 4; seat++) {
      for (let s = 0; s < 4; s++) {
        const m = h[seat * 4 + s] as number;
        // Ace 4, king 3, queen 2, jack 1: bits 12..9.
        const hcp = 4 * ((m >> 12) & 1) + 3 * ((m >> 11) & 1) + 2 * ((m >> 10) & 1) + ((m >> 9) & 1);
        diff += (seat & 1) === 0 ? hcp : -hcp;
      }
    }
    const t = this.trump;
    let fit = 0;
    if (t !== NOTRUMP) {
      fit = count13(h[t] as number) + count13(h[8 + t] as number) - count13(h[4 + t] as number) - count13(h[12 + t] as number);
    }
    const guess = tricks / 2 + ((0.2 * diff + 0.53 * fit) * tricks) / 13 + (nsLeads ? 0.26 : -0.26);
    return Math.round(guess);
  }

  /**
   * Can North-South take at least `target` of the remaining tricks? Returns a bound on their
   * tricks: a value `v >= target` means at least `v`, a value below `target` means at most `v`.
   */
  rootSearch(leader: number, played: readonly number[], target: number): number {
    this.coded[0] = 0;
    if (played.length === 0) return this.trickStart(leader, 0, 0, target);
    const a = this.agg;
    for (let s = 0; s < 4; s++) {
      const h = this.hands;
      a[s] = (h[s] as number) | (h[4 + s] as number) | (h[8 + s] as number) | (h[12 + s] as number);
    }
    let trick = 0;
    for (let i = 0; i < played.length; i++) {
      const mv = played[i] as number;
      const s = mv >> 4;
      const b = mv & 15;
      a[s] = (a[s] as number) | (1 << b);
      trick = playToTrick(trick, i, (leader + i) & 3, s, b, this.trump);
    }
    this.trick[0] = trick;
    this.leadBit[0] = (played[0] as number) & 15;
    return this.playNode((leader + played.length) & 3, played.length, 0, 0, target);
  }

  /** North-South's tricks from this trick on, as a bound against `target` (see `rootSearch`). */
  private trickStart(leader: number, td: number, ply: number, target: number): number {
    const left = this.remaining >> 2;
    const rb = ply * 4;
    const rel = this.rel;
    this.clearRel(rb);
    this.coded[td] = 0;
    if (target <= 0) return 0;
    if (target > left) return left;
    this.nodes++;
    const h = this.hands;
    const a = this.agg;
    const base = td * 4;
    for (let s = 0; s < 4; s++) {
      a[base + s] = (h[s] as number) | (h[4 + s] as number) | (h[8 + s] as number) | (h[12 + s] as number);
    }
    if (left === 1) return this.lastTrick(leader, rb);
    // From TABLE_FIRST tricks left a table lookup comes before the bounds below: it decides most
    // positions there, and the bounds would be computed for nothing.
    let e = 0;
    const probed = left >= TABLE_FIRST;
    if (probed) {
      e = this.lookUp(leader, td, base, left, target);
      if (this.tt.hit >= 0) return this.tableBound(e, base, rb, target);
    }
    const nsLeads = (leader & 1) === 0;
    // Quick tricks for the side on lead, sure trump tricks for the other side.
    // The leader's side needs `need` tricks to settle the question its way.
    const need = nsLeads ? target : left - target + 1;
    const own = this.topTrumpTricks(leader, base, need);
    if (own >= need) {
      rel[rb + this.trump] = this.sureRel;
      return nsLeads ? own : left - own;
    }
    if (this.quickTricks(leader, base, need) >= need) {
      // Record only the cards behind the tricks counted: they show `need` tricks, not more.
      for (let s = 0; s < 4; s++) rel[rb + s] = this.qtRel[s] as number;
      return nsLeads ? need : left - need;
    }
    const sure = this.topTrumpTricks((leader + 1) & 3, base, nsLeads ? left - target + 1 : target);
    if (nsLeads ? left - sure < target : sure >= target) {
      if (this.trump !== NOTRUMP) rel[rb + this.trump] = this.sureRel;
      return nsLeads ? left - sure : sure;
    }
    // The side on lead needs every trick, so the other side never leads: a guarded second-best
    // trump behind the top one, or the second and third best, still takes a trick; with no trumps
    // in play, so does running out of suits whose top card the side on lead holds.
    if (need === left) {
      if (this.trump !== NOTRUMP && (a[base + this.trump] as number) !== 0) {
        if (this.secondTrumpStands(leader, base, rb)) return nsLeads ? left - 1 : 1;
      } else if (this.controlledRounds(leader, base, rb) < left) return nsLeads ? left - 1 : 1;
    }
    if (this.trump === NOTRUMP) {
      const slow = this.opponentsTopTricks(leader, base, rb);
      if (nsLeads ? left - slow < target : slow >= target) return nsLeads ? left - slow : slow;
    }
    // Two-trick endings are cheaper to search than to look up.
    if (left === 2) return this.playNode(leader, 0, td, ply, target, 0);
    if (!probed) {
      e = this.lookUp(leader, td, base, left, target);
      if (this.tt.hit >= 0) return this.tableBound(e, base, rb, target);
    }
    const best = (e >> 8) & 127;
    // The searches below look up positions of their own: keep this one's key.
    const s0 = this.keyS0;
    const s1 = this.keyS1;
    const top3 = this.keyTop3;
    const result = this.playNode(leader, 0, td, ply, target, best);
    // Store the pattern: in each suit, every card from the lowest one that mattered upwards.
    const codes = this.codes;
    const lens = this.lens;
    const tops = this.tops;
    const ks = this.ks;
    for (let s = 0; s < 4; s++) {
      const all = a[base + s] as number;
      const r = (rel[rb + s] as number) & all;
      const k = r === 0 ? 0 : count13(all & ~((r & -r) - 1));
      ks[s] = k;
      tops[s] = k === 0 ? 0 : topPattern(codes[base + s] as number, (lens[base + s] as number) - k);
    }
    const cut = this.cutMove[ply] as number;
    const reached = result >= target;
    this.tt.store(s0, s1, leader, top3, tops, ks, reached ? result : 0, reached ? left : result, cut >= 0 ? cut + 1 : 0);
    return result;
  }

  /**
   * Shape, and the holders of each suit's cards from the top, of the position at trick depth
   * `td` (rows at `base`); then the table's bounds for it (see `TranspositionTable.probe`).
   */
  private lookUp(leader: number, td: number, base: number, left: number, target: number): number {
    // Shape, and the holders of each suit's cards from the top in two bit planes: `lo` marks
    // East and West, `hi` South and West.
    const codes = this.codes;
    const lens = this.lens;
    const shapes = this.suitShapes;
    const suitTops = this.suitTops;
    const prev = td > 0 && this.coded[td - 1] === 1 ? base - 4 : -1;
    const h = this.hands;
    const a = this.agg;
    let s0 = 0;
    let s1 = 0;
    let top3 = 0;
    for (let s = 0; s < 4; s++) {
      const all = a[base + s] as number;
      if (prev >= 0 && (a[prev + s] as number) === all) {
        codes[base + s] = codes[prev + s] as number;
        lens[base + s] = lens[prev + s] as number;
        shapes[base + s] = shapes[prev + s] as number;
        suitTops[base + s] = suitTops[prev + s] as number;
      } else {
        const h1 = h[4 + s] as number;
        const h2 = h[8 + s] as number;
        const h3 = h[12 + s] as number;
        const code = pack13(h1 | h3, all) | (pack13(h2 | h3, all) << 13);
        const len = count13(all);
        codes[base + s] = code;
        lens[base + s] = len;
        shapes[base + s] = count13(h[s] as number) | (count13(h1) << 4) | (count13(h2) << 8) | (count13(h3) << 12);
        suitTops[base + s] = topThree(code, len);
      }
      top3 |= (suitTops[base + s] as number) << (6 * s);
      const shape = shapes[base + s] as number;
      if (s < 2) s0 |= shape << (16 * s);
      else s1 |= shape << (16 * (s - 2));
    }
    this.coded[td] = 1;
    this.keyS0 = s0;
    this.keyS1 = s1;
    this.keyTop3 = top3;
    return this.tt.probe(s0, s1, leader, top3, codes, lens, base, left, target);
  }

  /** The bound from the table entry that decided (`tt.hit`), with the cards it relied on in `rel`. */
  private tableBound(e: number, base: number, rb: number, target: number): number {
    for (let s = 0; s < 4; s++) this.rel[rb + s] = topCards(this.agg[base + s] as number, this.tt.hitDepth(s));
    const lb = e & 15;
    return lb >= target ? lb : (e >> 4) & 15;
  }

  /** Forget the cards relied on at ply `rb / 4`. */
  private clearRel(rb: number): void {
    const rel = this.rel;
    rel[rb] = 0;
    rel[rb + 1] = 0;
    rel[rb + 2] = 0;
    rel[rb + 3] = 0;
  }

  /**
   * In notrump, when the opponents hold the top card of every suit the leader holds, whatever is
   * led they can win it: one trick, or one per such suit when a single opponent holds them all
   * (he wins the first and cashes the rest). Leaves those top cards in `rel` when it counts.
   */
  private opponentsTopTricks(leader: number, base: number, rb: number): number {
    const h = this.hands;
    const lho = ((leader + 1) & 3) * 4;
    const rho = ((leader + 3) & 3) * 4;
    let tops = 0;
    let suits = 0;
    let lhoAll = true;
    let rhoAll = true;
    for (let s = 0; s < 4; s++) {
      if ((h[leader * 4 + s] as number) === 0) continue;
      const top = 1 << highBit(this.agg[base + s] as number);
      if (((h[lho + s] as number) & top) !== 0) rhoAll = false;
      else if (((h[rho + s] as number) & top) !== 0) lhoAll = false;
      else return 0;
      tops |= 1 << s;
      suits++;
    }
    for (let s = 0; s < 4; s++) {
      this.rel[rb + s] = (tops & (1 << s)) !== 0 ? 1 << highBit(this.agg[base + s] as number) : 0;
    }
    return lhoAll || rhoAll ? suits : 1;
  }

  /**
   * With the side on lead taking every trick, the other side wins a trump trick when it holds the
   * second-best trump guarded in the hand sitting just after the top trump (the top's holder
   * always plays first, so the second-best is never wasted under it), or holds the second and third
   * best with the second guarded. Leaves those trumps in `rel` when it counts.
   */
  private secondTrumpStands(leader: number, base: number, rb: number): boolean {
    const t = this.trump;
    const h = this.hands;
    // The caller checks that trumps are still in play.
    const all = this.agg[base + t] as number;
    const top = 1 << highBit(all);
    const rest = all ^ top;
    if (rest === 0) return false;
    const second = 1 << highBit(rest);
    let holder = 0;
    while (((h[holder * 4 + t] as number) & second) === 0) holder++;
    const held = h[holder * 4 + t] as number;
    // The holder must be on the side not on lead, with at least one more trump.
    if (((holder ^ leader) & 1) === 0 || count13(held) < 2) return false;
    let relied = top | second;
    // Law 44E: only the top trump beats the second; Law 44G: the side winning every trick keeps the lead.
    if (((h[((holder + 3) & 3) * 4 + t] as number) & top) === 0) {
      const third = rest ^ second;
      if (third === 0) return false;
      const thirdBit = 1 << highBit(third);
      if (((held | (h[((holder + 2) & 3) * 4 + t] as number)) & thirdBit) === 0) return false;
      relied |= thirdBit;
    }
    this.clearRel(rb);
    this.rel[rb + t] = relied;
    return true;
  }

  /**
   * With no trumps in play, the side on lead keeps the lead only by leading suits whose top card it
   * holds (Law 44F: the holder of the top card of the suit led can win the trick), and it can lead
   * such a suit no more often than its longer hand holds cards there: the sum over those suits. When
   * that is less than the tricks left, the other side takes a trick. Leaves in `rel` the top cards
   * the other side holds (a suit changing hands the other way only lowers the sum).
   */
  private controlledRounds(leader: number, base: number, rb: number): number {
    const h = this.hands;
    const pd = ((leader + 2) & 3) * 4;
    const me = leader * 4;
    let rounds = 0;
    this.clearRel(rb);
    for (let s = 0; s < 4; s++) {
      const all = this.agg[base + s] as number;
      if (all === 0) continue;
      const top = 1 << highBit(all);
      const mine = h[me + s] as number;
      const partner = h[pd + s] as number;
      if (((mine | partner) & top) !== 0) {
        const lm = count13(mine);
        const lp = count13(partner);
        rounds += lm > lp ? lm : lp;
      } else if (all !== (h[((leader + 1) & 3) * 4 + s] as number) && all !== (h[((leader + 3) & 3) * 4 + s] as number)) {
        this.rel[rb + s] = top;
      }
    }
    return rounds;
  }

  private lastTrick(leader: number, rb: number): number {
    const h = this.hands;
    let ls = 0;
    while ((h[leader * 4 + ls] as number) === 0) ls++;
    let winSeat = leader;
    let winSuit = ls;
    let winBit = highBit(h[leader * 4 + ls] as number);
    let byRank = false;
    for (let i = 1; i < 4; i++) {
      const seat = (leader + i) & 3;
      let s = 0;
      while ((h[seat * 4 + s] as number) === 0) s++;
      const b = highBit(h[seat * 4 + s] as number);
      if (s === winSuit) {
        byRank = true;
        if (b > winBit) {
          winSeat = seat;
          winBit = b;
        }
      } else if (s === this.trump) {
        winSeat = seat;
        winSuit = s;
        winBit = b;
        byRank = false;
      }
    }
    // The winner's rank matters only when it beat a card of its own suit.
    if (byRank) this.rel[rb + winSuit] = 1 << winBit;
    return (winSeat & 1) === 0 ? 1 : 0;
  }

  /**
   * A lower bound on the tricks the leader can cash from the top. A suit where partner might
   * be forced to overtake (and so take the lead away) counts one trick, and only as the last suit.
   * When the bound reaches `need`, leaves in `qtRel` the cards whose ranks it relied on, in the
   * fewest suits that reach `need` (so that stored positions stay as general as possible).
   */
  private quickTricks(leader: number, base: number, need: number): number {
    const h = this.hands;
    const lho = (leader + 1) & 3;
    const pd = (leader + 2) & 3;
    const rho = (leader + 3) & 3;
    const t = this.trump;
    const lhoTrumps = t !== NOTRUMP && (h[lho * 4 + t] as number) !== 0;
    const rhoTrumps = t !== NOTRUMP && (h[rho * 4 + t] as number) !== 0;
    const oppTrumps = lhoTrumps || rhoTrumps;
    if (this.cashCeiling(leader, pd, base) < need) return 0;
    let safeSum = 0;
    let lastSuit = 0;
    let trumpWinners = 0;
    let trumpSafe = false;
    let bestSingle = 0;
    let bestEntry = 0;
    let entrySuit = 0;
    let entryRel = 0;
    let entrySpare = 0;
    // Suits counted by each kind of bound, and what each suit adds.
    const gain = this.qtGain;
    let safeMask = 0;
    let cashMask = 0;
    let unsafeSuit = -1;
    let singleSuit = -1;
    for (let s = 0; s < 4; s++) {
      this.qtRel[s] = 0;
      gain[s] = 0;
      const m = h[leader * 4 + s] as number;
      if (m === 0) continue;
      const l = h[lho * 4 + s] as number;
      const r = h[rho * 4 + s] as number;
      const p = h[pd * 4 + s] as number;
      const opp = l | r;
      const all = this.agg[base + s] as number;
      let w: number;
      let safe: boolean;
      const lowLeader = m & -m;
      const others = all & ~m;
      const rounds = Math.max(count13(l), count13(r), count13(p));
      if (count13(others === 0 ? m : m & ~((2 << highBit(others)) - 1)) >= rounds) {
        // The leader wins every round anyone else can follow with his top cards, and his other
        // cards by length: only the ranks of those top cards matter.
        safe = true;
        w = count13(m);
        this.qtRel[s] = topCards(m, rounds);
      } else if (p === 0 || p < lowLeader) {
        // Partner can never overtake: every leader card above the opponents' cards wins.
        safe = true;
        if (opp === 0) {
          w = count13(m);
          if (p !== 0) this.qtRel[s] = all & ~(lowLeader - 1);
        } else {
          const top = m & ~((2 << highBit(opp)) - 1);
          w = count13(top);
          // The winners' ranks matter; the small cards' only when they win by length with
          // partner still holding cards they must stay above.
          const lowWinner = top & -top;
          if (w >= count13(l) && w >= count13(r)) {
            w = count13(m);
            this.qtRel[s] = all & ~((p === 0 ? lowWinner : lowLeader) - 1);
          } else if (w > 0) this.qtRel[s] = all & ~(lowWinner - 1);
        }
      } else if (opp === 0) {
        w = 1;
        safe = false;
      } else {
        const above = ~((2 << highBit(opp)) - 1);
        const top = m & above;
        w = count13(top);
        // Safe when partner's highest card is below the lowest winner the leader cashes.
        safe = w > 0 && highBit(p) < lowBit(top);
        if (safe) this.qtRel[s] = all & ~((top & -top) - 1);
        else if (w > 0) {
          // One trick: the side holds the top card and the leader has a card to lead.
          w = 1;
          this.qtRel[s] = 1 << highBit(all);
        }
      }
      // Partner's winners reached with a low card (see `entryTricks`): the lead then stays with
      // partner, so it is the last suit counted.
      let entry = this.entryTricks(m, l, r, p, all);
      if (entry > 0) {
        if (oppTrumps && s !== t) entry = this.runsBeforeRuff(entry, l, r, lhoTrumps, rhoTrumps);
        if (entry > bestEntry) {
          bestEntry = entry;
          entrySuit = s;
          entryRel = all & ~(this.entryLow - 1);
          entrySpare = this.entrySpare;
        }
      }
      if (w === 0) continue;
      // Safe side suits the leader may cash before crossing to partner (see `viaPartner`).
      if (safe && s !== t) cashMask |= 1 << s;
      if (s === t) {
        trumpWinners = w;
        trumpSafe = safe;
        gain[s] = w;
        continue;
      }
      if (safe) {
        safeSum += w;
        safeMask |= 1 << s;
        gain[s] = w;
      } else if (unsafeSuit < 0) {
        lastSuit = 1;
        unsafeSuit = s;
        gain[s] = 1;
      }
      if (oppTrumps) {
        // Before trumps are drawn, a suit runs only until an opponent with trumps is void.
        const limit = this.runsBeforeRuff(w, l, r, lhoTrumps, rhoTrumps);
        if (limit > bestSingle) {
          bestSingle = limit;
          singleSuit = s;
        }
      }
    }
    const cashable = safeMask | (unsafeSuit >= 0 ? 1 << unsafeSuit : 0);
    let qt: number;
    let use: number;
    const trumpBit = t === NOTRUMP || trumpWinners === 0 ? 0 : 1 << t;
    if (!oppTrumps) {
      qt = safeSum + lastSuit + trumpWinners;
      use = this.fewestSuits(need, cashable | trumpBit);
    } else {
      const lt = count13(h[lho * 4 + t] as number);
      const rt = count13(h[rho * 4 + t] as number);
      // Trumps drawn from the top leave the side suits safe to run.
      if (trumpSafe && trumpWinners >= lt && trumpWinners >= rt) {
        qt = safeSum + lastSuit + trumpWinners;
        use = trumpBit | this.fewestSuits(need - trumpWinners, cashable);
      } else if (trumpWinners >= bestSingle) {
        qt = trumpWinners;
        use = trumpBit;
      } else {
        qt = bestSingle;
        use = 1 << singleSuit;
      }
    }
    // Through partner: the entry suit counts once, in its entry tricks (both loops below skip it).
    let viaMask = 0;
    let viaPartner = bestEntry;
    if (bestEntry > 0 && qt < need && !oppTrumps) {
      // The leader first cashes safe suits of his own, then crosses to partner, who cashes the
      // entry and then his cards above everyone else's in the other suits. Partner follows to
      // the leader's suits or discards: only cards that none of this needs. (With trumps out
      // against us the same count, each suit cut to the rounds before a ruff, cost more time
      // than the positions it saved.)
      let spare = entrySpare;
      for (let s = 0; s < 4; s++) {
        if (s === entrySuit || (cashMask & (1 << s)) !== 0) continue;
        const p = h[pd * 4 + s] as number;
        if (p === 0) continue;
        const all = this.agg[base + s] as number;
        const others = all & ~p;
        const won = others === 0 ? p : p & ~((2 << highBit(others)) - 1);
        const k = count13(won);
        spare += count13(p) - k;
        if (k === 0) continue;
        gain[s] = k;
        this.qtRel[s] = others === 0 ? 0 : all & ~((won & -won) - 1);
        viaMask |= 1 << s;
        viaPartner += k;
      }
      for (let s = 0; s < 4; s++) {
        if (s === entrySuit || (cashMask & (1 << s)) === 0) continue;
        const short = (gain[s] as number) - count13(h[pd * 4 + s] as number);
        if (short > spare) continue;
        if (short > 0) spare -= short;
        viaMask |= 1 << s;
        viaPartner += gain[s] as number;
      }
    }
    if (bestEntry > 0 && qt < need && viaPartner > qt) {
      qt = viaPartner;
      use = (1 << entrySuit) | (viaMask === 0 ? 0 : this.fewestSuits(need - bestEntry, viaMask));
      this.qtRel[entrySuit] = (this.qtRel[entrySuit] as number) | entryRel;
    }
    if (qt >= need) for (let s = 0; s < 4; s++) if ((use & (1 << s)) === 0) this.qtRel[s] = 0;
    return qt;
  }

  /**
   * Tricks the leader's side takes in one suit by leading a low card to partner's winners (0 when
   * it cannot): the leader's cards must all lie below them (no overtaking), or the leader first
   * cashes his own winners while partner follows low. Leaves in `entryLow` the lowest card the
   * count relies on and in `entrySpare` partner's cards there that it does not need.
   */
  private entryTricks(m: number, l: number, r: number, p: number, all: number): number {
    const opp = l | r;
    const pw = p & (opp === 0 ? p : ~((2 << highBit(opp)) - 1));
    this.entryLow = 0;
    this.entrySpare = 0;
    if (pw === 0) return 0;
    if (highBit(m) < lowBit(pw)) {
      let entry = count13(pw);
      let entryLow = pw & -pw;
      if (entry === 1) {
        // A finesse: partner holds the top and third cards, the left-hand opponent the second.
        // A low card led through him wins with the third card or, when he plays the second,
        // with the top card, after which the third is the top: two tricks either way.
        const rest = all ^ pw;
        const second = 1 << highBit(rest);
        const third = rest ^ second;
        if ((l & second) !== 0 && third !== 0 && (p & (1 << highBit(third))) !== 0) {
          entry = 2;
          entryLow = 1 << highBit(third);
        }
      }
      this.entryLow = entryLow;
      if (entry >= count13(l) && entry >= count13(r)) {
        // Everyone else is out of the suit by then: partner's other cards win by length,
        // whatever their ranks, and none is spare.
        if (count13(m) <= entry) return count13(p);
        if (highBit(m) < lowBit(p)) {
          entry = count13(p);
          this.entryLow = p & -p;
        }
      }
      // Partner's cards in the suit that the entry does not need (free to discard).
      this.entrySpare = count13(p & (this.entryLow - 1));
      return entry;
    }
    if (opp === 0) return 0;
    // The leader cashes his own winners while partner follows with cards below them, then
    // leads a small card to partner's winners: partner needs a small card for each of the
    // leader's winners, and the leader one card below them all.
    const mw = m & ~((2 << highBit(opp)) - 1);
    const wa = count13(mw);
    if (m === mw || count13(p) - count13(pw) < wa) return 0;
    this.entryLow = 1 << highBit(opp);
    const entry = wa + count13(pw);
    // Once the opponents are out of the suit and the leader is too, partner's small cards win.
    if (entry >= count13(l) && entry >= count13(r) && count13(m) <= entry && count13(p) > entry) return count13(p);
    return entry;
  }

  /** Rounds of a side suit (at most `k`) cashed before an opponent holding trumps can ruff. */
  private runsBeforeRuff(k: number, l: number, r: number, lhoTrumps: boolean, rhoTrumps: boolean): number {
    if (lhoTrumps && count13(l) < k) k = count13(l);
    if (rhoTrumps && count13(r) < k) k = count13(r);
    return k;
  }

  /**
   * A cheap ceiling on `quickTricks`: every trick it counts is cashed in a suit whose top card the
   * side holds, at most one per card of the longer of the two hands in that suit.
   */
  private cashCeiling(leader: number, pd: number, base: number): number {
    const h = this.hands;
    let ceiling = 0;
    for (let s = 0; s < 4; s++) {
      const all = this.agg[base + s] as number;
      const m = h[leader * 4 + s] as number;
      const p = h[pd * 4 + s] as number;
      if (all === 0 || ((m | p) & (1 << highBit(all))) === 0) continue;
      const lm = count13(m);
      const lp = count13(p);
      ceiling += lm > lp ? lm : lp;
    }
    return ceiling;
  }

  /** The fewest suits of `mask` whose quick tricks (`qtGain`) add up to `need`, biggest first. */
  private fewestSuits(need: number, mask: number): number {
    const gain = this.qtGain;
    let chosen = 0;
    let sum = 0;
    while (sum < need && mask !== 0) {
      let best = -1;
      for (let s = 0; s < 4; s++) {
        if ((mask & (1 << s)) !== 0 && (best < 0 || (gain[s] as number) > (gain[best] as number))) best = s;
      }
      mask ^= 1 << best;
      chosen |= 1 << best;
      sum += gain[best] as number;
    }
    return chosen;
  }

  /**
   * Tricks the side of `seat` surely wins with the top trumps (each always wins when played),
   * counted up to `limit`. Leaves in `sureRel` the trumps counted.
   */
  private topTrumpTricks(seat: number, base: number, limit: number): number {
    const t = this.trump;
    this.sureRel = 0;
    if (t === NOTRUMP) return 0;
    const h = this.hands;
    const mine = h[seat * 4 + t] as number;
    const partner = h[((seat + 2) & 3) * 4 + t] as number;
    const ours = mine | partner;
    let all = this.agg[base + t] as number;
    let a = 0;
    let b = 0;
    let counted = 0;
    while (all !== 0 && a < limit && b < limit) {
      const bit = 1 << highBit(all);
      if ((ours & bit) === 0) break;
      if (mine & bit) a++;
      else b++;
      counted |= bit;
      all ^= bit;
    }
    this.sureRel = counted;
    // The top two trumps in different hands, either with a guard: the guarded hand never has to
    // play its top trump under the other's, so each takes a trick of its own (Law 44E).
    if (a === 1 && b === 1 && (count13(mine) > 1 || count13(partner) > 1)) return 2;
    return a > b ? a : b;
  }

  /**
   * Second hand's side surely wins the trick led when one of its hands can ruff and third hand (the
   * only opponent still to play) cannot, or when it holds a card above the card led and all of third
   * hand's cards, and third hand cannot ruff. When that settles the question (the side needs one
   * trick; in notrump, counting the winner's further top cards), returns the bound and leaves the
   * cards relied on in `rel`; otherwise returns -1.
   */
  private secondHandTricks(seat: number, td: number, ply: number, target: number): number {
    const left = (this.remaining + 1) >> 2;
    const ns = (seat & 1) === 0;
    const need = ns ? target : left - target + 1;
    // Only in notrump does winning this trick promise more (the winner's further top cards).
    if (need > 1 && this.trump !== NOTRUMP) return -1;
    const h = this.hands;
    const t = this.trump;
    const trick = this.trick[td] as number;
    const ss = trick & 3;
    const me = seat * 4;
    const pd = ((seat + 2) & 3) * 4;
    const third = ((seat + 1) & 3) * 4;
    const mine = h[me + ss] as number;
    const partner = h[pd + ss] as number;
    const thirdLed = h[third + ss] as number;
    const thirdRuffs = t !== NOTRUMP && thirdLed === 0 && (h[third + t] as number) !== 0;
    const rb = ply * 4;
    const rel = this.rel;
    this.clearRel(rb);
    if (t !== NOTRUMP && ss !== t && ((mine === 0 && (h[me + t] as number) !== 0) || (partner === 0 && (h[pd + t] as number) !== 0))) {
      // Law 44E: a ruff wins unless third hand ruffs too; only voids and trump holdings matter.
      if (thirdRuffs) return -1;
      return ns ? 1 : left - 1;
    }
    const ours = mine | partner;
    // Law 44F (44E when trumps are led): the highest card of the suit led wins. Rank bits order
    // the cards, so a larger mask holds a higher card.
    if (ours <= ((1 << ((trick >> 4) & 15)) | thirdLed) || thirdRuffs) return -1;
    const top = highBit(ours);
    rel[rb + ss] = 1 << top;
    // Notrump: the hand winning the trick keeps the lead and cashes its further top cards.
    const hh = (mine & (1 << top)) !== 0 ? me : pd;
    const base = td * 4;
    let won = 1;
    for (let s = 0; s < 4 && won < need; s++) {
      const m = h[hh + s] as number;
      if (m === 0) continue;
      const all = (this.agg[base + s] as number) & ~(s === ss ? 1 << top : 0);
      if (s !== ss && m === all) {
        // No one else holds the suit: every card of it wins.
        won += count13(m);
      } else if ((m & (1 << highBit(all))) !== 0) {
        rel[rb + s] = (rel[rb + s] as number) | (1 << highBit(all));
        won++;
      }
    }
    if (won < need) return -1;
    return ns ? need : left - need;
  }

  /** North-South's tricks from the current trick on, with `seat` to play (see `rootSearch`). */
  private playNode(seat: number, pos: number, td: number, ply: number, target: number, hint = 0): number {
    if (pos === 1) {
      const sure = this.secondHandTricks(seat, td, ply, target);
      if (sure >= 0) return sure;
    }
    const n = this.generate(seat, pos, td, ply, hint);
    const h = this.hands;
    const ns = (seat & 1) === 0;
    const mb = ply * 16;
    const rel = this.rel;
    const rb = ply * 4;
    const cb = rb + 4;
    const trickAt = this.trick;
    const moves = this.moveBuf;
    const trump = this.trump;
    const before = trickAt[td] as number;
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    let r3 = 0;
    // Per suit, five bits: moves below this bit are skipped (their rank proved irrelevant).
    let floors = 0;
    // North-South keep the best of their cards, East-West the worst for North-South.
    let bound = ns ? 0 : 13;
    this.cutMove[ply] = -1;
    for (let i = 0; i < n; i++) {
      const mv = moves[mb + i] as number;
      const s = mv >> 4;
      const b = mv & 15;
      if (b < ((floors >> (5 * s)) & 31)) continue;
      const idx = seat * 4 + s;
      h[idx] = (h[idx] as number) ^ (1 << b);
      this.remaining--;
      const after = playToTrick(before, pos, seat, s, b, trump);
      trickAt[td] = after;
      if (pos === 0) this.leadBit[td] = b;
      let r: number;
      if (pos === 3) {
        // Law 44G: the winner of the trick leads to the next.
        const w = (after >> 8) & 3;
        const won = (w & 1) === 0 ? 1 : 0;
        r = won + this.trickStart(w, td + 1, ply + 1, target - won);
        // The winner's rank matters only when it beat a card of its own suit.
        if ((after & (1 << 10)) !== 0) {
          const ws = (after >> 2) & 3;
          rel[cb + ws] = (rel[cb + ws] as number) | (1 << ((after >> 4) & 15));
        }
      } else {
        r = this.playNode((seat + 1) & 3, pos + 1, td, ply + 1, target);
      }
      h[idx] = (h[idx] as number) ^ (1 << b);
      this.remaining++;
      this.widenRun(seat, s, b, td, cb + s);
      if (ns ? r >= target : r < target) {
        trickAt[td] = before;
        this.cutMove[ply] = mv;
        this.killer[ply] = mv + 1;
        rel[rb] = rel[cb] as number;
        rel[rb + 1] = rel[cb + 1] as number;
        rel[rb + 2] = rel[cb + 2] as number;
        rel[rb + 3] = rel[cb + 3] as number;
        return r;
      }
      if (ns ? r > bound : r < bound) bound = r;
      // A card below every card whose rank mattered stands for all such cards of its suit in this
      // hand: the positions after them differ only in small cards, so they fail the same way.
      const low = (rel[cb + s] as number) & -(rel[cb + s] as number);
      const shift = 5 * s;
      if (low === 0) floors = (floors & ~(31 << shift)) | (16 << shift);
      else if (1 << b < low && highBit(low) > ((floors >> shift) & 31)) floors = (floors & ~(31 << shift)) | (highBit(low) << shift);
      r0 |= rel[cb] as number;
      r1 |= rel[cb + 1] as number;
      r2 |= rel[cb + 2] as number;
      r3 |= rel[cb + 3] as number;
    }
    trickAt[td] = before;
    rel[rb] = r0;
    rel[rb + 1] = r1;
    rel[rb + 2] = r2;
    rel[rb + 3] = r3;
    return bound;
  }

  /**
   * `b` stood for its run of equal cards (generate skips the lower ones). When the result relied on
   * the rank of `b`, it relied on the whole run being equal, so the run's lowest card matters too.
   */
  private widenRun(seat: number, s: number, b: number, td: number, at: number): void {
    const r = this.rel[at] as number;
    if (r === 0 || (r & -r) > 1 << b) return;
    const mine = this.hands[seat * 4 + s] as number;
    let below = (this.agg[td * 4 + s] as number) & ((1 << b) - 1);
    let low = b;
    while (below !== 0) {
      const nb = highBit(below);
      if ((mine & (1 << nb)) === 0) break;
      low = nb;
      below ^= 1 << nb;
    }
    if (low !== b) this.rel[at] = r | (1 << low);
  }

  /**
   * Legal moves, one per run of equivalent cards, best first. Returns how many. `hint` (a stored
   * best move + 1) exists only at trick starts, so only leads use it.
   */
  private generate(seat: number, pos: number, td: number, ply: number, hint: number): number {
    const h = this.hands;
    const lead = (this.trick[td] as number) & 3;
    // Law 44C: follow suit when able; Law 44D: otherwise any card.
    if (pos === 0) return this.generateLeads(seat, td, ply, hint);
    if (pos === 3 && (h[seat * 4 + lead] as number) !== 0) return this.fourthFollows(seat, td, ply, lead);
    const t = this.trump;
    if (t === NOTRUMP || (this.agg[td * 4 + t] as number) === 0) return this.followsNoTrumps(seat, pos, td, ply, lead);
    if ((h[seat * 4 + lead] as number) !== 0) return this.followsTrumps(seat, pos, td, ply, lead);
    return this.ruffsAndDiscards(seat, pos, td, ply);
  }

  /**
   * Fourth hand following suit, in the order the scored generators gave it without scoring: when
   * the opponents are winning with a card of the suit led, the cards that beat it, cheapest first
   * (Law 44F: the highest card of the suit led wins), then the others lowest first; otherwise
   * (partner winning, or the trick ruffed) every card lowest first.
   */
  private fourthFollows(seat: number, td: number, ply: number, lead: number): number {
    const trick = this.trick[td] as number;
    const tops = runTops(this.hands[seat * 4 + lead] as number, this.agg[td * 4 + lead] as number);
    const moves = this.moveBuf;
    const mb = ply * 16;
    let n = 0;
    let low = tops;
    if ((((trick >> 8) ^ seat) & 1) !== 0 && ((trick >> 2) & 3) === lead) {
      const win = tops & ~((2 << ((trick >> 4) & 15)) - 1);
      low = tops ^ win;
      for (let rest = win; rest !== 0; rest &= rest - 1) moves[mb + n++] = lead * 16 + lowBit(rest);
    }
    for (let rest = low; rest !== 0; rest &= rest - 1) moves[mb + n++] = lead * 16 + lowBit(rest);
    return n;
  }

  /**
   * Second or third hand following suit with trumps in play, in the order the weights of
   * `generateFollows` gave (`SECOND_*`, `THIRD_*`, `OVERTAKE_*`, `WIN_SAFE`), built from masks
   * instead of scoring each card: each group of cards goes lowest first.
   */
  private followsTrumps(seat: number, pos: number, td: number, ply: number, lead: number): number {
    const h = this.hands;
    const trick = this.trick[td] as number;
    const winBit = (trick >> 4) & 15;
    const tops = runTops(h[seat * 4 + lead] as number, this.agg[td * 4 + lead] as number);
    const lho = ((seat + 1) & 3) * 4;
    const lhoLead = h[lho + lead] as number;
    const lhoLow = lhoLead & -lhoLead;
    // Law 44E: a void left-hand opponent holding trumps ruffs a side suit.
    const lhoRuffs = lhoLead === 0 && lead !== this.trump && (h[lho + this.trump] as number) !== 0;
    // Cards that beat the card winning so far (none once the trick is ruffed: Law 44E, 44F).
    const win = ((trick >> 2) & 3) === lead ? tops & ~((2 << winBit) - 1) : 0;
    const low = tops ^ win;
    // Winners the left-hand opponent cannot beat.
    const safe = lhoRuffs ? 0 : lhoLead === 0 ? win : win & ~((2 << highBit(lhoLead)) - 1);
    let g0 = 0;
    let g1 = 0;
    let g2 = 0;
    let g3 = 0;
    if (pos === 1) {
      const partnerLead = h[((seat + 2) & 3) * 4 + lead] as number;
      if (partnerLead !== 0 && !lhoRuffs && highBit(partnerLead) > highBit(lhoLead | (1 << winBit))) {
        // Partner, last to play, beats everything: our winners only after the low cards.
        g0 = low;
        g1 = win;
      } else {
        // A winner every card of third hand's (or partner's) beats decides nothing: a low card.
        const under = lhoLow > (partnerLead & -partnerLead) ? lhoLow : partnerLead & -partnerLead;
        const none = under === 0 ? 0 : win & (under - 1);
        g0 = safe & ~none;
        g1 = win & ~none & ~safe;
        g2 = low | none;
      }
    } else if ((((trick >> 8) ^ seat) & 1) === 0) {
      // Partner is winning: overtake only when fourth hand could beat partner's card.
      if (lhoLead >> (winBit + 1) === 0 && !lhoRuffs) {
        g0 = low;
        g1 = win;
      } else {
        g0 = safe;
        g1 = win ^ safe;
        g2 = low;
      }
    } else {
      const none = lhoLow === 0 ? 0 : win & (lhoLow - 1);
      const unsafe = win & ~none & ~safe;
      // Below fourth hand's second-best card, our card does not even force out its top one.
      const second = lhoLead & ~(1 << highBit(lhoLead));
      const cheap = second === 0 ? 0 : unsafe & ((1 << highBit(second)) - 1);
      g0 = safe & ~none;
      g1 = unsafe ^ cheap;
      g2 = cheap;
      g3 = low | none;
    }
    const moves = this.moveBuf;
    const mb = ply * 16;
    const code = lead * 16;
    let n = 0;
    for (let r = g0; r !== 0; r &= r - 1) moves[mb + n++] = code + lowBit(r);
    for (let r = g1; r !== 0; r &= r - 1) moves[mb + n++] = code + lowBit(r);
    for (let r = g2; r !== 0; r &= r - 1) moves[mb + n++] = code + lowBit(r);
    for (let r = g3; r !== 0; r &= r - 1) moves[mb + n++] = code + lowBit(r);
    return n;
  }

  /**
   * Insert `mv` with `score` into the sorted list of ply `mb / 16` holding `n` moves, before any of
   * equal score. The generators go from the last suit to the first and from low cards to high, so
   * among equals the first suit and the higher card come first, and most moves (low cards first)
   * are appended without shifting.
   */
  private insertMove(mb: number, n: number, mv: number, score: number): void {
    const moves = this.moveBuf;
    const scores = this.scoreBuf;
    let j = mb + n;
    while (j > mb && (scores[j - 1] as number) <= score) {
      moves[j] = moves[j - 1] as number;
      scores[j] = scores[j - 1] as number;
      j--;
    }
    moves[j] = mv;
    scores[j] = score;
  }

  /**
   * Leads, best first. Per suit: the opponents' choice of cards (the tree grows with it), ruffs,
   * and who holds the top cards; per card: whether our side takes the trick, and the card's place
   * in the suit (`place`: 1 for the top card still in play, 2 for the next, ...). The lead that
   * last refuted a sibling (`killer`) and the table's stored best lead (`hint`) score extra.
   */
  private generateLeads(seat: number, td: number, ply: number, hint: number): number {
    const h = this.hands;
    const t = this.trump;
    // Once trumps are gone the play is as in notrump.
    const trumps = t !== NOTRUMP && (this.agg[td * 4 + t] as number) !== 0;
    const mb = ply * 16;
    const killer = this.killer[ply] as number;
    const me = seat * 4;
    const lho = ((seat + 1) & 3) * 4;
    const pd = ((seat + 2) & 3) * 4;
    const rho = ((seat + 3) & 3) * 4;
    const voidCounts = (this.remaining >> 2) + 1;
    const myTrumps = trumps ? (h[me + t] as number) : 0;
    const lhoTrumps = trumps ? (h[lho + t] as number) : 0;
    const rhoTrumps = trumps ? (h[rho + t] as number) : 0;
    const pdTrumps = trumps ? (h[pd + t] as number) : 0;
    let n = 0;
    for (let s = 3; s >= 0; s--) {
      const m = h[me + s] as number;
      if (m === 0) continue;
      const a = this.agg[td * 4 + s] as number;
      const partner = h[pd + s] as number;
      const lhoSuit = h[lho + s] as number;
      const rhoSuit = h[rho + s] as number;
      const lhoLen = count13(lhoSuit);
      const rhoLen = count13(rhoSuit);
      const pdLen = count13(partner);
      const choice = (lhoLen === 0 ? voidCounts : lhoLen) + (rhoLen === 0 ? voidCounts : rhoLen);
      const topBit = 1 << highBit(a);
      const rest1 = a & ~topBit;
      const secondBit = rest1 === 0 ? 0 : 1 << highBit(rest1);
      const rest2 = rest1 & ~secondBit;
      const thirdBit = rest2 === 0 ? 0 : 1 << highBit(rest2);
      const bareTop = (lhoLen === 1 && (lhoSuit & topBit) !== 0) || (rhoLen === 1 && (rhoSuit & topBit) !== 0);
      // Rank bits order the cards: the larger mask holds the higher card.
      const partnerAbove = partner > (lhoSuit | rhoSuit);
      // Our side holds the second and third cards (so it leads the next round's top card).
      const secondThird = (partner & secondBit) !== 0 && (partner & thirdBit) !== 0 ? 2 :
        (((m & secondBit) !== 0 && (partner & thirdBit) !== 0) || ((partner & secondBit) !== 0 && (m & thirdBit) !== 0)) && pdLen > 1 ? 1 : 0;
      const side = trumps && s !== t;
      let suitScore: number;
      if (!trumps) {
        suitScore = 0 - (((choice << 7) / LEAD_CHOICE_NT) | 0) + (partner === 0 ? LEAD_PARTNER_VOID_NT : 0);
      } else {
        suitScore = 0 - (((choice << 7) / LEAD_CHOICE_TRUMPS) | 0);
        if (side && ((lhoSuit === 0 && lhoTrumps !== 0) || (rhoSuit === 0 && rhoTrumps !== 0))) suitScore += TRUMP_OPPONENT_RUFFS;
        if (side && partner === 0 && pdTrumps !== 0 && rhoLen > 0) suitScore += TRUMP_PARTNER_RUFFS;
        if ((rhoSuit & (topBit | secondBit)) !== 0) {
          if (rhoLen !== 1) suitScore += TRUMP_RHO_HIGH;
        } else if ((lhoSuit & topBit) !== 0 && (partner & secondBit) !== 0 && pdLen !== 1) suitScore += TRUMP_UP_TO_PARTNER;
        if (side && (m & (m - 1)) === 0 && myTrumps !== 0 && pdLen > 1 && (partner & topBit) !== 0) suitScore += TRUMP_SINGLETON_FOR_RUFF;
      }
      // Trumps: our top card or partner's stands only if no opponent can ruff it (or partner,
      // ruffing, over-ruffs them); with partner void and ruffing, every card of ours does.
      const lhoRuffs = side && lhoSuit === 0 && lhoTrumps !== 0;
      const rhoRuffs = side && rhoSuit === 0 && rhoTrumps !== 0;
      const partnerRuffs = side && partner === 0 && pdTrumps !== 0;
      const noRuff = !lhoRuffs && !rhoRuffs;
      const partnerOverruffs = (!lhoRuffs || pdTrumps > lhoTrumps) && (!rhoRuffs || pdTrumps > rhoTrumps);
      let rest = runTops(m, a);
      while (rest !== 0) {
        const b = lowBit(rest);
        rest ^= 1 << b;
        const bit = 1 << b;
        const mv = s * 16 + b;
        const place = count13(a & ~(bit - 1));
        const below = a & (bit - 1);
        const sequence = below !== 0 && (m & (1 << highBit(below))) !== 0;
        let score: number;
        if (!trumps) {
          // Our side takes the trick: our top card, or partner above both opponents.
          const wins = bit === topBit || partnerAbove;
          score = suitScore + this.leadScoreNoTrumps(m, partner, lhoSuit, rhoSuit, lhoLen, rhoLen, pdLen, bit, topBit,
            secondBit, wins, secondThird, sequence, place);
          if (mv + 1 === killer) score += wins ? NT_WIN_KILLER : NT_LOSE_KILLER;
          else if (mv + 1 === hint) score += wins ? NT_WIN_STORED : NT_LOSE_STORED;
        } else {
          let wins: boolean;
          if (bit === topBit) wins = !side || (partnerRuffs ? partnerOverruffs : noRuff);
          else if (partnerAbove) wins = !side || noRuff;
          else wins = partnerRuffs && partnerOverruffs;
          let cardScore: number;
          if (wins) {
            if (bareTop) cardScore = TRUMP_WIN_BARE_TOP + place;
            else if ((m & topBit) !== 0) {
              cardScore = (partner & secondBit) !== 0 ? TRUMP_WIN_TWO_TOPS + place : bit === topBit ? TRUMP_WIN_CASH : TRUMP_WIN_UNDER_OWN_TOP + place;
            } else if ((partner & topBit) !== 0) cardScore = ((m & secondBit) !== 0 ? TRUMP_WIN_TO_PARTNER_TWO : TRUMP_WIN_TO_PARTNER) + place;
            else if (sequence) cardScore = bit === secondBit ? TRUMP_WIN_SEQUENCE_SECOND : TRUMP_WIN_SEQUENCE + place;
            else cardScore = TRUMP_WIN_LOW + place;
            if (mv + 1 === killer) cardScore += TRUMP_WIN_KILLER;
            else if (mv + 1 === hint) cardScore += TRUMP_WIN_STORED;
          } else {
            cardScore = secondThird === 2 ? TRUMP_PARTNER_SECOND_THIRD : secondThird === 1 ? TRUMP_SIDE_SECOND_THIRD : 0;
            if (bareTop) cardScore += TRUMP_BARE_TOP + place;
            else if ((m & topBit) !== 0) {
              cardScore += (partner & secondBit) !== 0 ? TRUMP_RUFFED_TWO_TOPS + place : bit === topBit ? TRUMP_RUFFED_CASH : TRUMP_LOW_UNDER_OWN_TOP + place;
            } else if ((partner & topBit) !== 0) cardScore += TRUMP_RUFFED_TO_PARTNER + place;
            else if (sequence && bit === secondBit) cardScore += TRUMP_SEQUENCE_SECOND;
            else cardScore += TRUMP_LOW - b;
            if (mv + 1 === killer) cardScore += TRUMP_LOSE_KILLER;
          }
          score = suitScore + cardScore;
        }
        this.insertMove(mb, n, mv, score);
        n++;
      }
    }
    return n;
  }

  /** A lead's score with no trumps in play, before the killer and stored-move bonuses (see `generateLeads`). */
  private leadScoreNoTrumps(
    m: number, partner: number, lhoSuit: number, rhoSuit: number, lhoLen: number, rhoLen: number, pdLen: number,
    bit: number, topBit: number, secondBit: number, wins: boolean, secondThird: number, sequence: boolean,
    place: number,
  ): number {
    if (wins) {
      // Our side takes the trick; best when no guarded second card of an opponent's survives it.
      const lhoGuards = (lhoSuit & secondBit) !== 0 && lhoLen !== 1;
      const rhoGuards = (rhoSuit & secondBit) !== 0 && rhoLen !== 1;
      let score = rhoGuards ? NT_WIN_RHO_SECOND : (lhoSuit & secondBit) !== 0 ? (lhoLen !== 1 ? NT_WIN_LHO_SECOND : NT_WIN_LHO_SECOND_BARE) : 0;
      score += (lhoGuards || rhoGuards ? NT_WIN_SECOND_GUARDED : NT_WIN) + place;
      return score;
    }
    let score = 0;
    if ((rhoSuit & (topBit | secondBit)) !== 0) {
      if (rhoLen !== 1) score += NT_RHO_HIGH;
    } else if ((lhoSuit & topBit) !== 0 && (partner & secondBit) !== 0 && pdLen !== 1) score += NT_UP_TO_PARTNER;
    score += secondThird === 2 ? NT_PARTNER_SECOND_THIRD : secondThird === 1 ? NT_SIDE_SECOND_THIRD : 0;
    if ((lhoLen === 1 && (lhoSuit & topBit) !== 0) || (rhoLen === 1 && (rhoSuit & topBit) !== 0)) return score + NT_BARE_TOP + place;
    if ((m & topBit) !== 0) return score + NT_LOW_UNDER_OWN_TOP + place;
    if (!sequence) return score + NT_LOW + place;
    return score + (bit === secondBit ? NT_SEQUENCE_SECOND : NT_SEQUENCE - place);
  }

  /**
   * Third hand's cards to try first with no trumps in play (the rest follow lowest first): none
   * when partner's lead already beats fourth hand or when no card of ours can matter; the card
   * that forces out fourth hand's top card when that top card beats all of ours; otherwise every
   * card above both the card winning so far and fourth hand's cards.
   */
  private thirdWinners(
    mine: number, next: number, tops: number, a: number, winBit: number, partnerWins: boolean, leadBit: number,
  ): number {
    const top4 = next === 0 ? -1 : highBit(next);
    const myTop = highBit(mine);
    if (partnerWins && leadBit > top4) return 0;
    if ((1 << myTop) < (next & -next) || myTop < winBit) return 0;
    if (top4 > myTop && top4 > winBit) {
      // Force out fourth hand's top card (and the cards touching it) with our cheapest card above
      // its next card, or, when second hand is winning, above second hand's card.
      const rest4 = runTops(next, a) ^ (1 << top4);
      const floor = rest4 === 0 ? -1 : highBit(rest4) > winBit ? highBit(rest4) : partnerWins ? -1 : winBit;
      if (floor < 0) return 0;
      const over = tops & ~((2 << floor) - 1);
      return over & -over;
    }
    return tops & ~((2 << (top4 > winBit ? top4 : winBit)) - 1);
  }

  /**
   * Cards to a trick with no trumps in play (Law 44F: the highest card of the suit led wins).
   * Following: second hand plays low under partner's winner and wins cheaply when nobody after
   * can beat it; third hand wins cheaply, or forces out fourth hand's top card as cheaply as it can;
   * fourth hand wins cheaply or plays low. Discards: low cards of long suits first, keeping a
   * guarded second-best card and a bare top card.
   */
  private followsNoTrumps(seat: number, pos: number, td: number, ply: number, lead: number): number {
    const h = this.hands;
    const mb = ply * 16;
    const trick = this.trick[td] as number;
    const winBit = (trick >> 4) & 15;
    const leadBit = this.leadBit[td] as number;
    const next = h[((seat + 1) & 3) * 4 + lead] as number;
    const partner = h[((seat + 2) & 3) * 4 + lead] as number;
    const mine = h[seat * 4 + lead] as number;
    let n = 0;
    if (mine !== 0) {
      const a = this.agg[td * 4 + lead] as number;
      const tops = runTops(mine, a);
      if (pos === 2) {
        // Third hand: `next` is fourth hand. Its winners cheapest first, or the card that forces
        // out fourth hand's top card, then the others lowest first.
        const win = this.thirdWinners(mine, next, tops, a, winBit, (((trick >> 8) ^ seat) & 1) === 0, leadBit);
        const moves = this.moveBuf;
        for (let r = win; r !== 0; r &= r - 1) moves[mb + n++] = lead * 16 + lowBit(r);
        for (let r = tops ^ win; r !== 0; r &= r - 1) moves[mb + n++] = lead * 16 + lowBit(r);
        return n;
      }
      // Second hand (fourth hand's follows: `fourthFollows`): `next` is third hand, `partner` fourth.
      const lowOnly = partner > (next | (1 << leadBit));
      const nextLow = next & -next;
      const partnerLow = partner & -partner;
      let rest = tops;
      while (rest !== 0) {
        const b = lowBit(rest);
        rest ^= 1 << b;
        const bit = 1 << b;
        let score: number;
        if (lowOnly) score = 0 - b;
        else {
          const place = count13(a & ~(bit - 1));
          if (b > leadBit && bit > next) score = NT_SECOND_WINS - b;
          else if (nextLow > bit || partnerLow > bit) score = NT_SECOND_NO_MATTER + place;
          else if (b < leadBit) score = NT_SECOND_UNDER_LEAD + place;
          else {
            const below = a & (bit - 1);
            score = below !== 0 && (mine & (1 << highBit(below))) !== 0 ? NT_SECOND_SEQUENCE + place : NT_SECOND_HIGH - b;
          }
        }
        this.insertMove(mb, n, lead * 16 + b, score);
        n++;
      }
      return n;
    }
    // Second hand discards more freely from long suits when partner, fourth, beats everything.
    const kind = pos === 1 && partner > (next | (1 << leadBit)) ? 0 : pos;
    const divisor = NT_DISCARD_DIVISOR[kind] as number;
    for (let s = 3; s >= 0; s--) {
      const m = h[seat * 4 + s] as number;
      if (m === 0) continue;
      const a = this.agg[td * 4 + s] as number;
      const len = count13(m);
      const topBit = 1 << highBit(a);
      const rest1 = a & ~topBit;
      const guard = len === 2 && rest1 !== 0 && (m & (1 << highBit(rest1))) !== 0;
      const bareTop = len === 1 && m === topBit;
      const suitScore = ((len * NT_DISCARD_LENGTH) / divisor | 0) + (guard ? NT_DISCARD_GUARD[kind] as number : bareTop ? NT_DISCARD_BARE_TOP[kind] as number : 0);
      let rest = runTops(m, a);
      while (rest !== 0) {
        const b = lowBit(rest);
        rest ^= 1 << b;
        this.insertMove(mb, n, s * 16 + b, suitScore - b);
        n++;
      }
    }
    return n;
  }

  /**
   * A player void in the suit led with trumps still in play (see `followsTrumps` for one who
   * follows, `followsNoTrumps` with no trumps in play): discards lowest first from long suits,
   * ruffs by whether the opponent still to play can over-ruff, an underruff last.
   */
  private ruffsAndDiscards(seat: number, pos: number, td: number, ply: number): number {
    const h = this.hands;
    const t = this.trump;
    const mb = ply * 16;
    const trick = this.trick[td] as number;
    const lead = trick & 3;
    const winSuit = (trick >> 2) & 3;
    const winBit = (trick >> 4) & 15;
    const partnerWins = (((trick >> 8) ^ seat) & 1) === 0;
    const pd = ((seat + 2) & 3) * 4;
    // The only opponent still to play after second or third hand is the left-hand opponent.
    const lho = ((seat + 1) & 3) * 4;
    const lhoLead = h[lho + lead] as number;
    const lhoRuffs = lhoLead === 0 && lead !== t && (h[lho + t] as number) !== 0;
    const lhoOverruffs = lhoLead === 0 ? (h[lho + t] as number) : 0;
    // Third hand: partner's lead, still winning, already beats everything fourth hand can play.
    const partnerSafe = pos === 2 && partnerWins && lhoLead >> (winBit + 1) === 0 && !lhoRuffs;
    // Second hand ruffs last when partner, last to play, beats the card led and all third hand holds.
    let partnerBeatsAll = false;
    if (pos === 1) {
      const partnerLead = h[pd + lead] as number;
      partnerBeatsAll = partnerLead !== 0 && !lhoRuffs && highBit(partnerLead) > highBit(lhoLead | (1 << winBit));
    }
    let n = 0;
    for (let s = 3; s >= 0; s--) {
      const m = h[seat * 4 + s] as number;
      if (m === 0) continue;
      const a = this.agg[td * 4 + s] as number;
      const discard = s !== t;
      const topOfSuit = highBit(a);
      let discardBase = 0;
      if (discard) {
        const len = count13(m);
        discardBase = DISCARD_OWN_CARD * len - DISCARD_PARTNER_CARD * count13(h[pd + s] as number);
        // Keep a guarded second-best card (Kx under the ace).
        if (len === 2 && (m & (1 << highBit(a & ~(1 << topOfSuit)))) !== 0) discardBase += DISCARD_GUARD;
      }
      let rest = runTops(m, a);
      while (rest !== 0) {
        const b = lowBit(rest);
        rest ^= 1 << b;
        const mv = s * 16 + b;
        let score: number;
        if (discard) {
          // Discard: the lowest card of a long suit with no top card.
          score = (b === topOfSuit ? DISCARD_TOP : 0) - b + discardBase;
        } else if (winSuit === t && b <= winBit) {
          // An underruff cannot beat the ruff winning so far (Law 44E): last.
          score = 0 - b - UNDERRUFF;
        } else if (pos === 3) {
          score = partnerWins ? 0 - b : FOURTH_WINS - b;
        } else {
          // Does the opponent after us over-ruff?
          const safe = lhoOverruffs >> (b + 1) === 0;
          if (partnerWins) score = (partnerSafe ? OVERTAKE_NEEDLESS : safe ? OVERTAKE_SAFE : OVERTAKE_UNSAFE) - b;
          else if (partnerBeatsAll) score = SECOND_UNDER_PARTNER - b;
          else if (safe) score = WIN_SAFE - b;
          else score = (pos === 2 ? THIRD_UNSAFE : SECOND_UNSAFE) - b;
        }
        this.insertMove(mb, n, mv, score);
        n++;
      }
    }
    return n;
  }
}
