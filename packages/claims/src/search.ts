// The adjudicator's search: the claimer's side over its *normal* plays (those consistent with the
// statement, careless or inferior but never irrational), the opponents playing their best against it.
// Both minimise the claimer's tricks (Law 70A: doubt against the claimer), except where Law 70E1
// lets the claimer use what an opponent's failure to follow has shown: there he chooses well.
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { SEATS, SUITS, RANKS } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition } from './position.js';
import type { LineStep } from './statement.js';

const SEAT_INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };
const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

export const bitOfCard = (c: Card): number => 1 << (12 - RANKS.indexOf(c.charAt(1) as (typeof RANKS)[number]));
export const suitIndexOf = (c: Card): number => SUIT_INDEX[c.charAt(0) as Suit];
export const cardOf = (suit: number, bit: number): Card => `${SUITS[suit] as Suit}${RANKS[12 - (31 - Math.clz32(bit))] as string}` as Card;
const top = (x: number): number => (x === 0 ? 0 : 1 << (31 - Math.clz32(x)));
const low = (x: number): number => x & -x;
const above = (bit: number): number => ~((bit << 1) - 1);

/** How the claimer's side chooses in the search. */
export interface SearchRules {
  /** Side index of the claimer: 0 = NS, 1 = EW. */
  readonly claimerSide: number;
  /** false: plain double dummy — the claimer's side plays its best too (for reference figures). */
  readonly normal: boolean;
  /** Law 70C: the claimer may carelessly lead side suits while an opponent holds a trump. */
  readonly careless: boolean;
  /** Law 70E2: the regulation's order for a suit the statement does not order. */
  readonly suitOrder: 'top' | 'bottom' | null;
  readonly steps: readonly LineStep[];
  /** Law 69B2: the claimer's best normal line instead of his worst. */
  readonly best?: boolean;
  /** Law 2007 70E1: the director found it irrational not to take the unstated finesse or drop — every suit counts as known. */
  readonly unstatedLinesKnown?: boolean;
}

/** One candidate play. */
interface Move {
  readonly suit: number;
  readonly bit: number;
}
/** A set of the claimer's candidate plays: 'max' where the choice is informed (Law 70E1 exception). */
interface Group {
  readonly kind: 'min' | 'max';
  readonly moves: Move[];
}
export interface Choice {
  readonly seat: number;
  readonly groups: Group[];
  /** Whose decision it is: the claimer's side or the opponents. */
  readonly claimer: boolean;
  readonly lead: boolean;
}

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** The search over one position; mutable inside, pure from outside (`value`, `line`). */
export class ClaimSearch {
  private readonly hands = new Int32Array(16);
  private readonly trump: number;
  private readonly declarer: number;
  private leader: number;
  private count: number;
  private readonly tSeat = new Int32Array(4);
  private readonly tSuit = new Int32Array(4);
  private readonly tBit = new Int32Array(4);
  private step = 0;
  private aux = 0;
  private voids = 0;
  private readonly protectedBits = new Int32Array(4);
  private readonly tt = new Map<string, number>();
  nodes = 0;

  private readonly rules: SearchRules;

  constructor(p: ClaimPosition, rules: SearchRules) {
    this.rules = rules;
    for (const seat of SEATS) {
      for (const c of p.hands[seat]) {
        const i = SEAT_INDEX[seat] * 4 + suitIndexOf(c);
        this.hands[i] = (this.hands[i] as number) | bitOfCard(c);
      }
    }
    this.trump = p.trump === 'NT' ? -1 : SUIT_INDEX[p.trump];
    this.declarer = SEAT_INDEX[p.declarer];
    this.leader = SEAT_INDEX[p.trick.leader];
    this.count = p.trick.cards.length;
    p.trick.cards.forEach((c, k) => {
      this.tSeat[k] = (this.leader + k) & 3;
      this.tSuit[k] = suitIndexOf(c);
      this.tBit[k] = bitOfCard(c);
      if (k > 0 && this.tSuit[k] !== this.tSuit[0]) this.voids |= 1 << (((this.leader + k) & 3) * 4 + (this.tSuit[0] as number));
    });
    for (const s of p.shownOut) this.voids |= 1 << (SEAT_INDEX[s.seat] * 4 + SUIT_INDEX[s.suit]);
    for (const st of rules.steps) {
      if (st.kind === 'cash-card' || st.kind === 'finesse') {
        const i = suitIndexOf(st.card);
        this.protectedBits[i] = (this.protectedBits[i] as number) | bitOfCard(st.card);
      }
    }
  }

  private side(seat: number): number {
    return seat & 1;
  }
  private mine(seat: number): boolean {
    return (seat & 1) === this.rules.claimerSide;
  }
  private held(seat: number, suit: number): number {
    return this.hands[seat * 4 + suit] as number;
  }
  private ours(suit: number): number {
    const a = this.rules.claimerSide;
    return this.held(a, suit) | this.held(a + 2, suit);
  }
  private theirs(suit: number): number {
    const b = 1 - this.rules.claimerSide;
    return this.held(b, suit) | this.held(b + 2, suit);
  }
  private cardsLeft(seat: number): number {
    let n = 0;
    for (let s = 0; s < 4; s++) n += popcount(this.held(seat, s));
    return n;
  }

  /**
   * Index in the current trick of the card winning it so far (Laws 44E, 44F), on the search's bit encoding of the
   * cards: the search's own form of `winningCardIndex`, kept for speed in its inner loop (no card values are built).
   */
  private winningIndex(): number {
    let w = 0;
    for (let k = 1; k < this.count; k++) {
      const s = this.tSuit[k] as number;
      const ws = this.tSuit[w] as number;
      if (s === ws ? (this.tBit[k] as number) > (this.tBit[w] as number) : s === this.trump) w = k;
    }
    return w;
  }
  private beats(suit: number, bit: number, w: number): boolean {
    const ws = this.tSuit[w] as number;
    return suit === ws ? bit > (this.tBit[w] as number) : suit === this.trump;
  }

  /** Would this card win the trick whatever the players still to play hold? */
  private sureToWin(m: Move, w: number): boolean {
    return this.beats(m.suit, m.bit, w) && this.safeFromLater(m.suit, m.bit);
  }

  /** No opponent still to play to this trick can beat this card (by following higher or by ruffing). */
  private safeFromLater(suit: number, bit: number): boolean {
    const led = this.tSuit[0] as number;
    for (let k = this.count + 1; k < 4; k++) {
      const o = (this.leader + k) & 3;
      if (this.mine(o)) continue;
      const follow = this.held(o, led);
      if (follow !== 0) {
        if (suit === led && (follow & above(bit)) !== 0) return false;
        continue;
      }
      if (this.trump < 0 || led === this.trump) continue;
      const t = this.held(o, this.trump);
      if (suit === this.trump ? (t & above(bit)) !== 0 : t !== 0) return false;
    }
    return true;
  }

  /** Is the location of the opponents' cards in `suit` known to the claimer (Law 70E1: someone showed out)? */
  private known(suit: number): boolean {
    if (this.rules.unstatedLinesKnown === true) return true;
    const b = 1 - this.rules.claimerSide;
    return (this.voids & ((1 << (b * 4 + suit)) | (1 << ((b + 2) * 4 + suit)))) !== 0 || this.theirs(suit) === 0;
  }

  private trumpOut(): boolean {
    return this.trump >= 0 && this.theirs(this.trump) !== 0;
  }

  // ---- the stated line -----------------------------------------------------------------------
  private current(): LineStep | undefined {
    return this.rules.normal ? this.rules.steps[this.step] : undefined;
  }
  private holderOf(suit: number, bit: number): number {
    for (let seat = 0; seat < 4; seat++) if ((this.held(seat, suit) & bit) !== 0) return seat;
    return -1;
  }
  private ruffHands(st: LineStep & { kind: 'ruff' }, leader: number): number[] {
    const dummy = (this.declarer + 2) & 3;
    if (st.where === 'dummy' && this.mine(this.declarer)) return [dummy];
    if (st.where === 'hand' && this.mine(this.declarer)) return [this.declarer];
    return [(leader + 2) & 3];
  }
  private done(st: LineStep): boolean {
    switch (st.kind) {
      case 'draw-trumps':
        return !this.trumpOut() || this.ours(this.trump) === 0;
      case 'cash-suit': {
        const o = this.ours(SUIT_INDEX[st.suit]);
        return o === 0 || top(o) < top(this.theirs(SUIT_INDEX[st.suit]));
      }
      case 'cash-card':
      case 'finesse': {
        const h = this.holderOf(suitIndexOf(st.card), bitOfCard(st.card));
        return h < 0 || !this.mine(h);
      }
      case 'ruff': {
        if (st.times === 'one' && this.aux > 0) return true;
        const s = SUIT_INDEX[st.suit];
        return this.trump < 0 || this.ours(this.trump) === 0 || this.ours(s) === 0;
      }
      case 'concede':
        return this.aux > 0 || (st.suit !== null && this.ours(SUIT_INDEX[st.suit]) === 0);
      case 'crossruff':
        return this.crossruffLeads(this.leader) === null;
      case 'all-tricks':
        return true;
    }
  }
  private crossruffLeads(seat: number): Move[] | null {
    const partner = (seat + 2) & 3;
    if (this.trump < 0 || this.held(partner, this.trump) === 0) return null;
    const moves: Move[] = [];
    for (let s = 0; s < 4; s++) {
      if (s === this.trump || this.held(partner, s) !== 0) continue;
      for (let x = this.held(seat, s); x !== 0; x &= x - 1) moves.push({ suit: s, bit: low(x) });
    }
    return moves.length === 0 ? null : moves;
  }
  private suitMoves(seat: number, suit: number, order: 'top' | 'bottom' | null): Move[] {
    const h = this.held(seat, suit);
    if (h === 0) return [];
    if (order === 'top') return [{ suit, bit: top(h) }];
    if (order === 'bottom') return [{ suit, bit: low(h) }];
    const moves: Move[] = [];
    for (let x = h; x !== 0; x &= x - 1) moves.push({ suit, bit: low(x) });
    return moves;
  }
  /** The stated line's lead from `seat`, or null when it says nothing here (a free, normal lead). */
  private stepLead(st: LineStep, seat: number): Move[] | null {
    switch (st.kind) {
      case 'draw-trumps':
        return this.held(seat, this.trump) === 0 ? null : this.suitMoves(seat, this.trump, null);
      case 'cash-suit': {
        const m = this.suitMoves(seat, SUIT_INDEX[st.suit], st.order);
        return m.length === 0 ? null : m;
      }
      case 'cash-card': {
        const s = suitIndexOf(st.card);
        const b = bitOfCard(st.card);
        return (this.held(seat, s) & b) === 0 ? null : [{ suit: s, bit: b }];
      }
      case 'ruff': {
        const s = SUIT_INDEX[st.suit];
        if (this.ruffHands(st, seat).includes(seat)) return null;
        const r = (seat + 2) & 3;
        if (!this.ruffHands(st, seat).includes(r) || this.held(r, s) !== 0 || this.held(r, this.trump) === 0) return null;
        const m = this.suitMoves(seat, s, null);
        return m.length === 0 ? null : m;
      }
      case 'finesse': {
        const s = suitIndexOf(st.card);
        if ((this.held(seat, s) & bitOfCard(st.card)) !== 0) return null;
        const m = this.suitMoves(seat, s, null);
        return m.length === 0 ? null : m;
      }
      case 'concede': {
        if (st.suit === null) return null;
        const m = this.suitMoves(seat, SUIT_INDEX[st.suit], null);
        return m.length === 0 ? null : m;
      }
      case 'crossruff':
        return this.crossruffLeads(seat);
      case 'all-tricks':
        return null;
    }
  }
  /** The stated line's play from `seat` to a trick its partner or an opponent led, or null. */
  private stepFollow(st: LineStep, seat: number): Move[] | null {
    const led = this.tSuit[0] as number;
    const partnerLed = this.tSeat[0] === ((seat + 2) & 3);
    const canFollow = this.held(seat, led) !== 0;
    switch (st.kind) {
      case 'cash-suit':
        return led === SUIT_INDEX[st.suit] && canFollow && st.order !== null ? this.suitMoves(seat, led, st.order) : null;
      case 'ruff':
        if (led !== SUIT_INDEX[st.suit] || !partnerLed || canFollow || !this.ruffHands(st, this.tSeat[0] as number).includes(seat)) return null;
        return this.trump < 0 || this.held(seat, this.trump) === 0 ? null : this.suitMoves(seat, this.trump, null);
      case 'crossruff':
        if (!partnerLed || canFollow || led === this.trump || this.trump < 0 || this.held(seat, this.trump) === 0) return null;
        return this.suitMoves(seat, this.trump, null);
      case 'finesse': {
        const s = suitIndexOf(st.card);
        const b = bitOfCard(st.card);
        if (led !== s || !partnerLed || (this.held(seat, s) & b) === 0) return null;
        // Once an opponent has covered with a higher card the finesse is moot.
        for (let k = 1; k < this.count; k++) if (this.tSuit[k] === s && (this.tBit[k] as number) > b) return null;
        return [{ suit: s, bit: b }];
      }
      default:
        return null;
    }
  }

  // ---- candidate plays -------------------------------------------------------------------------
  /** Drop cards equal to a higher card of the same hand (no other card of the suit lies between). */
  private reduce(seat: number, moves: Move[]): Move[] {
    const out: Move[] = [];
    for (const m of moves) {
      const own = this.held(seat, m.suit);
      let all = 0;
      for (let s = 0; s < 4; s++) all |= this.held(s, m.suit);
      for (let k = 0; k < this.count; k++) if (this.tSuit[k] === m.suit) all |= this.tBit[k] as number;
      const next = low(all & above(m.bit));
      const prot = this.protectedBits[m.suit] as number;
      const equal = next !== 0 && (own & next) !== 0 && moves.some((o) => o.suit === m.suit && o.bit === next)
        && ((prot & (next | m.bit)) === 0);
      if (!equal) out.push(m);
    }
    return out;
  }

  /** Search order: the mover's likely best first (winning the trick cheaply, else the lowest card). */
  private order(c: Choice): Choice {
    const wantsTrick = !c.claimer || !this.rules.normal;
    const w = c.lead ? -1 : this.winningIndex();
    const partnerWins = w >= 0 && ((this.tSeat[w] as number) & 1) === (c.seat & 1);
    const score = (m: Move): number => {
      if (c.lead) return wantsTrick ? -m.bit : m.bit;
      const wins = !partnerWins && this.beats(m.suit, m.bit, w);
      const trumpCost = m.suit === this.trump ? 1 << 13 : 0;
      if (!wantsTrick) return (wins ? 1 << 14 : 0) + m.bit;
      return (wins ? 0 : 1 << 15) + trumpCost + m.bit;
    };
    for (const g of c.groups) g.moves.sort((a, b) => score(a) - score(b));
    return c;
  }

  /** Every candidate play of the seat to move, grouped as the claimer decides it. */
  choice(): Choice {
    return this.order(this.candidates());
  }

  private candidates(): Choice {
    const seat = (this.leader + this.count) & 3;
    const lead = this.count === 0;
    const legal: Move[] = [];
    const led = this.tSuit[0] as number;
    if (!lead && this.held(seat, led) !== 0) legal.push(...this.suitMoves(seat, led, null));
    else for (let s = 0; s < 4; s++) legal.push(...this.suitMoves(seat, s, null));
    if (!this.mine(seat) || !this.rules.normal) {
      return { seat, claimer: this.mine(seat), lead, groups: [{ kind: this.mine(seat) ? 'max' : 'min', moves: this.reduce(seat, legal) }] };
    }
    // The stated line first (Law 70D1: it is followed where it says something).
    const st = this.current();
    const stated = st === undefined ? null : lead ? this.stepLead(st, seat) : this.stepFollow(st, seat);
    if (stated !== null && stated.length > 0) {
      return { seat, claimer: true, lead, groups: this.bySuit(seat, stated, lead) };
    }
    return { seat, claimer: true, lead, groups: this.bySuit(seat, this.normalPlays(seat, legal, lead), lead) };
  }

  private bySuit(seat: number, moves: Move[], lead: boolean): Group[] {
    const reduced = this.reduce(seat, moves);
    if (this.rules.best === true) return [{ kind: 'max', moves: reduced }];
    const following = !lead && this.held(seat, this.tSuit[0] as number) !== 0;
    if (!lead && !following) return [{ kind: 'min', moves: reduced }];
    const groups: Group[] = [];
    for (let s = 0; s < 4; s++) {
      const ms = reduced.filter((m) => m.suit === s);
      if (ms.length > 0) groups.push({ kind: this.known(s) ? 'max' : 'min', moves: ms });
    }
    return groups;
  }

  /** The claimer's normal plays where the statement is silent (categories in normal-play.ts). */
  private normalPlays(seat: number, legal: Move[], lead: boolean): Move[] {
    let moves = legal;
    const order = this.rules.suitOrder;
    if (lead) {
      // ignore-known-trump: aware of the outstanding trump, he draws it when the leading hand can (Law 70C).
      if (!this.rules.careless && this.trumpOut() && this.held(seat, this.trump) !== 0) moves = moves.filter((m) => m.suit === this.trump);
      // underlead-winner: a hand holding the top card of a suit does not lead a lower one an opponent can beat.
      moves = prefer(moves, (m) => {
        const theirTop = top(this.theirs(m.suit));
        return !(top(this.held(seat, m.suit)) > theirTop && m.bit < theirTop);
      });
      // Law 70E2: the regulation's order within each suit.
      if (order !== null) moves = moves.filter((m) => m.bit === (order === 'top' ? top : low)(this.held(seat, m.suit)));
      return moves;
    }
    const led = this.tSuit[0] as number;
    const w = this.winningIndex();
    const partnerWins = this.mine(this.tSeat[w] as number);
    const last = this.count === 3;
    const partnerSure = partnerWins && this.safeFromLater(this.tSuit[w] as number, this.tBit[w] as number);
    if (this.held(seat, led) !== 0) {
      if (order !== null) moves = moves.filter((m) => m.bit === (order === 'top' ? top : low)(this.held(seat, m.suit)));
      if (!partnerWins) moves = prefer(moves, (m) => this.sureToWin(m, w)); // refuse-sure-trick
      if (partnerSure) moves = prefer(moves, (m) => !this.beats(m.suit, m.bit, w)); // overtake-partners-trick
      return moves;
    }
    if ((last && partnerWins) || partnerSure) moves = prefer(moves, (m) => m.suit !== this.trump); // ruff-partners-trick
    if (!partnerWins) moves = prefer(moves, (m) => this.sureToWin(m, w)); // refuse-sure-trick
    // discard-winner: a sure winner is kept while a loser can be discarded; among winners, one that
    // partner's remaining cards of its suit still need is kept while another can go.
    const partner = (seat + 2) & 3;
    moves = prefer(moves, (m) => m.suit === this.trump || this.beats(m.suit, m.bit, w) || top(this.theirs(m.suit)) > m.bit);
    return prefer(moves, (m) => m.suit === this.trump || top(this.theirs(m.suit)) > m.bit || this.held(partner, m.suit) === 0);
  }

  // ---- search ---------------------------------------------------------------------------------
  /**
   * Transposition key at a trick boundary. Cards are keyed by rank *among the cards still out*, so
   * positions that differ only in which low cards are gone share one entry; cards the statement
   * names keep their identity.
   */
  private key(): string {
    const b = 1 - this.rules.claimerSide;
    const theirVoids = this.voids & ((0xf << (b * 4)) | (0xf << ((b + 2) * 4)));
    let k = `${this.leader}.${this.step}.${this.aux}.${theirVoids}`;
    for (let s = 0; s < 4; s++) {
      const h0 = this.hands[s] as number;
      const h1 = this.hands[4 + s] as number;
      const h2 = this.hands[8 + s] as number;
      const h3 = this.hands[12 + s] as number;
      const prot = this.protectedBits[s] as number;
      // Two bits per remaining card, in rank order: its holder; a named card also marks its place.
      let code = 1;
      for (let bit = 1 << 12; bit !== 0; bit >>= 1) {
        if ((prot & bit) !== 0) code = code * 5 + 4;
        if (((h0 | h1 | h2 | h3) & bit) === 0) continue;
        code = code * 4 + ((h1 & bit) !== 0 ? 1 : (h2 & bit) !== 0 ? 2 : (h3 & bit) !== 0 ? 3 : 0);
      }
      k += `,${code}`;
    }
    return k;
  }

  private advance(): void {
    for (let st = this.current(); st !== undefined && this.done(st); st = this.current()) {
      this.step++;
      this.aux = 0;
    }
  }

  /** Apply a play; returns the undo record. */
  play(seat: number, m: Move): [number, number, number, number, number] {
    const undo: [number, number, number, number, number] = [this.leader, this.count, this.step, this.aux, this.voids];
    this.hands[seat * 4 + m.suit] = (this.hands[seat * 4 + m.suit] as number) & ~m.bit;
    if (this.count > 0 && m.suit !== this.tSuit[0]) this.voids |= 1 << (seat * 4 + (this.tSuit[0] as number));
    this.tSeat[this.count] = seat;
    this.tSuit[this.count] = m.suit;
    this.tBit[this.count] = m.bit;
    this.count++;
    return undo;
  }
  undo(seat: number, m: Move, u: readonly number[]): void {
    this.hands[seat * 4 + m.suit] = (this.hands[seat * 4 + m.suit] as number) | m.bit;
    [this.leader, this.count, this.step, this.aux, this.voids] = u as [number, number, number, number, number];
  }
  /** After the fourth card: the trick's winner leads; returns 1 if the claimer's side won it. */
  private closeTrick(): number {
    const w = this.tSeat[this.winningIndex()] as number;
    const won = this.side(w) === this.rules.claimerSide ? 1 : 0;
    const st = this.current();
    if (st?.kind === 'concede' && won === 0) this.aux++;
    if (st?.kind === 'ruff' && this.tSuit[0] === SUIT_INDEX[st.suit]) {
      for (let k = 1; k < 4; k++) if (this.tSuit[k] === this.trump && this.mine(this.tSeat[k] as number)) this.aux++;
    }
    this.leader = w;
    this.count = 0;
    return won;
  }

  /** Tricks the claimer's side wins from here, the current trick included. */
  value(alpha = -1, beta = 99): number {
    this.nodes++;
    if (this.count === 4) {
      // The next trick reuses the trick slots: keep this one's cards for the way back.
      const seats = this.tSeat.slice();
      const suits = this.tSuit.slice();
      const bits = this.tBit.slice();
      const { leader, step, aux } = this;
      const won = this.closeTrick();
      const v = won + this.value(alpha - won, beta - won);
      this.leader = leader;
      this.count = 4;
      this.step = step;
      this.aux = aux;
      this.tSeat.set(seats);
      this.tSuit.set(suits);
      this.tBit.set(bits);
      return v;
    }
    const left = this.cardsLeft((this.leader + this.count) & 3);
    if (left === 0) return 0;
    if (alpha >= left) return left;
    if (beta <= 0) return 0;
    let key = '';
    let lo = 0;
    let hi = left;
    if (this.count === 0) {
      this.advance();
      key = this.key();
      const b = this.tt.get(key);
      if (b !== undefined) {
        lo = b >> 5;
        hi = b & 31;
        if (lo === hi || lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
      }
    }
    const a0 = alpha;
    const b0 = beta;
    const c = this.choice();
    let best = 99;
    for (const g of c.groups) {
      const bound = Math.min(beta, best);
      let gv = g.kind === 'max' ? -1 : 99;
      for (const m of g.moves) {
        const u = this.play(c.seat, m);
        const v = g.kind === 'max' ? this.value(Math.max(alpha, gv), bound) : this.value(alpha, Math.min(bound, gv));
        this.undo(c.seat, m, u);
        if (g.kind === 'max') {
          if (v > gv) gv = v;
          if (gv >= bound) break;
        } else {
          if (v < gv) gv = v;
          if (gv <= alpha) break;
        }
      }
      if (gv < best) best = gv;
      if (best <= alpha) break;
    }
    if (this.count === 0) {
      if (best <= a0) hi = Math.min(hi, best);
      else if (best >= b0) lo = Math.max(lo, best);
      else lo = hi = best;
      this.tt.set(key, (lo << 5) | hi);
    }
    return best;
  }

  /**
   * The exact value by null-window tests from an upper bound down (each test asks "at least k?"),
   * which prunes far more than one wide search when both sides mostly minimise.
   */
  exact(upper: number): number {
    for (let k = upper; k > 0; k--) {
      if (this.value(k - 1, k) >= k) return k;
    }
    return 0;
  }

  /**
   * How far the value rises above `floor`, up to `upper`: null-window tests upward ("at least
   * floor + 1?", then + 2 …), stopping at the first that fails. When the value is at or below the
   * floor this is a single test that only has to find one line falling short.
   */
  above(floor: number, upper: number): number {
    let k = floor;
    while (k < upper && this.value(k, k + 1) > k) k++;
    return k - floor;
  }

  /**
   * The line that yields `total` (the value at the root): at each turn the play that keeps the value,
   * and where the claimer's side had a better choice in the same group (a choice that cost a trick).
   * Walks forward: the search is left at the end of the line.
   */
  line(total: number): { plays: PlayedCard[]; costly: Costly[] } {
    const plays: PlayedCard[] = [];
    const costly: Costly[] = [];
    let v = total;
    for (;;) {
      if (this.count === 4) v -= this.closeTrick();
      if (this.cardsLeft((this.leader + this.count) & 3) === 0) break;
      if (this.count === 0) this.advance();
      const c = this.choice();
      let pick: Move | null = null;
      let better: Move | null = null;
      let informed = false;
      for (const g of c.groups) {
        let eq: Move | null = null;
        let hi: Move | null = null;
        for (const m of g.moves) {
          const u = this.play(c.seat, m);
          if (this.value(v, v + 1) > v) hi ??= m;
          else if (eq === null && this.value(v - 1, v) >= v) eq = m;
          this.undo(c.seat, m, u);
        }
        if (eq !== null && (g.kind === 'min' || hi === null)) {
          pick = eq;
          better = g.kind === 'min' ? hi : null;
          informed = g.kind === 'max';
          break;
        }
      }
      if (pick === null) break;
      const seat = SEATS[c.seat] as Seat;
      if (c.claimer && this.rules.normal && better !== null) {
        costly.push({ seat, card: cardOf(pick.suit, pick.bit), better: cardOf(better.suit, better.bit), lead: c.lead, informed });
      }
      plays.push({ seat, card: cardOf(pick.suit, pick.bit) });
      this.play(c.seat, pick);
    }
    return { plays, costly };
  }
}

/** A claimer's choice on the adjudicated line where another card of the same group would have done better. */
export interface Costly {
  readonly seat: Seat;
  readonly card: Card;
  readonly better: Card;
  readonly lead: boolean;
  readonly informed: boolean;
}

function popcount(x: number): number {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
}

/** Keep the moves that pass `test`, unless none does (then every move stays normal). */
function prefer(moves: Move[], test: (m: Move) => boolean): Move[] {
  const kept = moves.filter(test);
  return kept.length > 0 ? kept : moves;
}
