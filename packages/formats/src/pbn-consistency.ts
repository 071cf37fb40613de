// The PBN Verifier's consistency checks: does the file agree with itself? (auction, play, result).
// These check the *record*, not a ruling: an irregularity the file marks (^I ^S ^R ^L) is accepted.
import type { Card, Contract, Denomination, Risk, Seat } from '@bridge-laws/cards-and-boards';
import { cardIndex, DENOMINATIONS, makeContract, partnerOf, seatAfter, seatIndex, sideOf, suitOf, SEATS, trickWinner } from '@bridge-laws/cards-and-boards';
import type { AuctionEntry, PbnGame, PbnTag, PlayEntry } from './pbn-model.js';

export interface EntryPositions {
  readonly lines: readonly number[];
  readonly columns: readonly number[];
}

export interface ConsistencyContext {
  readonly tagLine: (name: string) => number;
  readonly positions: (name: string) => EntryPositions;
  readonly report: (code: string, message: string, line: number, column: number, tag?: string) => void;
}

interface AuctionOutcome {
  readonly complete: boolean;
  readonly contract: string;
  readonly declarer: Seat | null;
}

export function checkGameConsistency(game: PbnGame, ctx: ConsistencyContext): void {
  const auctionTag = game.tags.find((t) => t.auction !== undefined);
  const playTag = game.tags.find((t) => t.play !== undefined);
  const v = game.values;
  const atTag = (name: string, code: string, message: string): void => ctx.report(code, message, ctx.tagLine(name), 1, name);

  let outcome: AuctionOutcome | null = null;
  if (auctionTag !== undefined) {
    if (game.facts.dealer === undefined) atTag('Auction', 'auction-without-dealer', 'an auction needs a Dealer tag before it (§3.1)');
    else outcome = checkAuction(auctionTag, game.facts.dealer, ctx);
  }
  if (outcome !== null && outcome.complete) {
    const contract = v.Contract;
    if (contract !== undefined && contract !== '?' && contractText(game) !== outcome.contract) {
      atTag('Contract', 'contract-mismatch', `Contract "${contract}" differs from the auction's final contract ${outcome.contract}`);
    }
    const decl = v.Declarer;
    if (decl !== undefined && decl !== '?') {
      const expected = outcome.declarer;
      const written = game.facts.declarer;
      const ok = game.facts.declarerIrregular === true ? expected !== null && written === partnerOf(expected) : written === expected;
      if (!ok) atTag('Declarer', 'declarer-mismatch', `Declarer "${decl}" does not match the auction (declarer ${expected ?? 'none: passed out'})`);
    }
  }
  if (playTag !== undefined) {
    const endPosition = SEATS.some((s) => (game.facts.deal?.[s]?.length ?? 13) < 13);
    for (const name of ['Deal', 'Declarer', 'Contract'] as const) {
      if (v[name] === undefined && !(endPosition && name === 'Declarer')) atTag('Play', 'play-without-' + name.toLowerCase(), `a play section needs the ${name} tag before it (§3.1)`);
    }
  }
  const tricks = playTag !== undefined ? checkPlay(game, playTag, ctx) : null;
  checkResult(game, tricks, ctx);
  checkRubberHistory(game, ctx);
}

function contractText(game: PbnGame): string {
  const c = game.facts.contract;
  if (c === undefined) return game.values.Contract ?? '';
  return c === 'Pass' ? 'Pass' : makeContract(c);
}

const DENOM_RANK: Readonly<Record<string, number>> = Object.fromEntries(DENOMINATIONS.map((d, i) => [d, i]));

function checkAuction(tag: PbnTag, dealer: Seat, ctx: ConsistencyContext): AuctionOutcome {
  const auction = tag.auction;
  const pos = ctx.positions('Auction');
  const calls: readonly AuctionEntry[] = auction?.calls ?? [];
  const first = auction?.first ?? dealer;
  const at = (k: number, code: string, message: string): void => ctx.report(code, message, pos.lines[k] ?? ctx.tagLine('Auction'), pos.columns[k] ?? 1, 'Auction');
  const skip = (seatIndex(dealer) - seatIndex(first) + 4) % 4;
  let k = 0;
  while (k < calls.length && calls[k]?.call === '-' && k < skip) k++;
  if (k !== skip || calls[k]?.call === '-') {
    at(k, 'auction-start', `the dealer (${dealer}) must make the first call: ${skip} "-" expected before it when the first column is ${first}`);
    return { complete: false, contract: '', declarer: null };
  }
  let seat = dealer;
  let lastRank = -1;
  let lastSide: 'NS' | 'EW' | null = null;
  let risk = '';
  let passes = 0;
  let over = false;
  const firstNamer = new Map<string, Seat>();
  let lastDenom = '';
  for (; k < calls.length; k++) {
    const e = calls[k] as AuctionEntry;
    const call = e.call;
    if (call === '+') return { complete: false, contract: '', declarer: null };
    if (over) {
      if (call !== '-') at(k, 'call-after-auction', `"${call}" after the auction has ended`);
      continue;
    }
    if (call === '^S') {
      seat = seatAfter(seat);
      continue;
    }
    if (call === '-') {
      at(k, 'auction-start', '"-" may only stand before the dealer\'s first call');
      seat = seatAfter(seat);
      continue;
    }
    if (call === 'AP') {
      over = true;
      continue;
    }
    if (call === 'Pass') {
      passes++;
      if ((lastRank >= 0 && passes === 3) || passes === 4) over = true; // Law 22A, 22B
    } else if (call === 'X') {
      // Law 19A1: only the last bid, made by an opponent, not yet doubled.
      if (lastRank < 0 || lastSide === sideOf(seat) || risk !== '') at(k, 'bad-double', `${seat} may not double here: a double needs an undoubled bid by an opponent`);
      risk = 'X';
      passes = 0;
    } else if (call === 'XX') {
      // Law 19B1: only an opponent's double of one's own side's bid.
      if (risk !== 'X' || lastSide !== sideOf(seat)) at(k, 'bad-redouble', `${seat} may not redouble here: a redouble needs the opponents' double of this side's bid`);
      risk = 'XX';
      passes = 0;
    } else {
      const level = Number(call.charAt(0));
      const denom = call.slice(1);
      // Law 18D: a bid must be higher than the last one (level, then C < D < H < S < NT).
      const rank = (level - 1) * 5 + (DENOM_RANK[denom] ?? 0);
      if (rank <= lastRank && !e.insufficient) at(k, 'insufficient-bid', `${call} is insufficient after a higher or equal bid, and is not marked ^I`);
      if (rank > lastRank && e.insufficient) at(k, 'bad-irregularity', `${call} is sufficient but marked ^I`);
      lastRank = Math.max(lastRank, rank);
      lastSide = sideOf(seat);
      lastDenom = denom;
      risk = '';
      passes = 0;
      const key = `${sideOf(seat)}${denom}`;
      if (!firstNamer.has(key)) firstNamer.set(key, seat);
    }
    seat = seatAfter(seat);
  }
  if (!over) return { complete: false, contract: '', declarer: null };
  if (lastRank < 0) return { complete: true, contract: 'Pass', declarer: null };
  const level = Math.floor(lastRank / 5) + 1;
  const declarer = firstNamer.get(`${lastSide}${lastDenom}`) ?? null;
  return { complete: true, contract: makeContract({ level: level as Contract['level'], denomination: lastDenom as Denomination, risk: risk as Risk }), declarer };
}

/** Tricks won so far by declarer's side and the defenders, and whether all 13 are known. */
interface TrickCount {
  readonly declarer: number;
  readonly defenders: number;
  readonly complete: boolean;
}

function trumpOf(game: PbnGame): Denomination | null {
  const c = game.facts.contract;
  if (c !== undefined) return c === 'Pass' ? null : c.denomination;
  const v = (game.values.Contract ?? '').toUpperCase();
  return /^(NT|S|H|D|C)$/.test(v) ? (v as Denomination) : null; // end position: denomination only (§3.10)
}

function checkPlay(game: PbnGame, tag: PbnTag, ctx: ConsistencyContext): TrickCount | null {
  const play = tag.play;
  const { deal, declarer } = game.facts;
  const trump = trumpOf(game);
  if (play === undefined || deal === undefined || trump === null) return null;
  const hands = new Map<Seat, Set<number>>();
  let size = -1;
  for (const s of SEATS) {
    const h = deal[s];
    if (h === null) return null;
    if (size >= 0 && h.length !== size) return null;
    size = h.length;
    hands.set(s, new Set(h.map((c) => cardIndex(c))));
  }
  const endPosition = size < 13;
  if (!endPosition && (declarer === undefined || declarer === null)) return null;
  const pos = ctx.positions('Play');
  const at = (k: number, code: string, message: string): void => ctx.report(code, message, pos.lines[k] ?? ctx.tagLine('Play'), pos.columns[k] ?? 1, 'Play');
  // The opening leader is declarer's left-hand opponent; in an end position, the Play tag's seat.
  let leader = endPosition || declarer === undefined || declarer === null ? play.first : seatAfter(declarer);
  let won = 0;
  let lost = 0;
  for (let t = 0; t < play.tricks.length; t++) {
    const row = play.tricks[t] as readonly PlayEntry[];
    const base = t * 4;
    const bySeat = new Map<Seat, { e: PlayEntry; k: number }>();
    row.forEach((e, c) => bySeat.set(seatAfter(play.first, c), { e, k: base + c }));
    const leads = [...bySeat.entries()].filter(([, x]) => x.e.irregularity === 'L');
    let trickLeader = leader;
    if (leads.length > 1) at(base, 'bad-irregularity', 'two leads out of turn (^L) in one trick');
    const marked = leads[0];
    if (marked !== undefined) {
      if (marked[0] === leader) at(marked[1].k, 'bad-irregularity', `^L: ${leader} was on lead, so the lead is not out of turn`);
      trickLeader = marked[0];
    }
    if (row.some((e) => e.card === '+')) {
      // `+` marks the next card to be played: nobody after it may have played (§3.6).
      let after = false;
      for (let i = 0; i < 4; i++) {
        const x = bySeat.get(seatAfter(trickLeader, i));
        if (x === undefined) continue;
        if (after && x.e.card !== '-') at(x.k, 'after-plus', `${x.e.card} is played after the + that marks the next card`);
        if (x.e.card === '+') after = true;
      }
      play.tricks.slice(t + 1).forEach((r, j) => r.forEach((e, c) => {
        if (e.card !== '-') at((t + 1 + j) * 4 + c, 'after-plus', `${e.card} is played after the + that marks the next card`);
      }));
      return { declarer: won, defenders: lost, complete: false };
    }
    let led: string | null = null;
    const cards: Card[] = [];
    let known = row.length === 4;
    for (let i = 0; i < 4; i++) {
      const seat = seatAfter(trickLeader, i);
      const x = bySeat.get(seat);
      if (x === undefined || x.e.card === '-') {
        known = false;
        continue;
      }
      const card = x.e.card as Card;
      const hand = hands.get(seat) as Set<number>;
      const idx = cardIndex(card);
      if (!hand.has(idx)) {
        at(x.k, 'card-not-held', `${seat} does not hold ${card} at trick ${t + 1}`);
        known = false;
        continue;
      }
      const suit = suitOf(card);
      if (i === 0) led = suit;
      const ledIndex = led === null ? -1 : 'SHDC'.indexOf(led);
      // Law 44C: follow suit if able; a failure not marked ^R is an unrecorded revoke (Law 61A).
      const revoke = i > 0 && led !== null && suit !== led && [...hand].some((h) => Math.floor(h / 13) === ledIndex);
      if (revoke && x.e.irregularity !== 'R') at(x.k, 'revoke', `${seat} plays ${card} at trick ${t + 1} while holding a ${led} (not marked ^R)`);
      if (!revoke && x.e.irregularity === 'R') at(x.k, 'bad-irregularity', `^R: ${card} by ${seat} at trick ${t + 1} is not a revoke`);
      hand.delete(idx);
      cards.push(card);
    }
    if (!known || cards.length !== 4 || led === null) {
      // The order of play is lost here; the cards recorded in later rows must still be in their seat's hand.
      for (let u = t + 1; u < play.tricks.length; u++) {
        (play.tricks[u] as readonly PlayEntry[]).forEach((e, c) => {
          if (e.card === '-' || e.card === '+') return;
          const seat = seatAfter(play.first, c);
          const hand = hands.get(seat) as Set<number>;
          const idx = cardIndex(e.card);
          if (!hand.delete(idx)) at(u * 4 + c, 'card-not-held', `${seat} does not hold ${e.card} at trick ${u + 1} (recorded after an unknown card)`);
        });
      }
      return { declarer: won, defenders: lost, complete: false };
    }
    const winner = trickWinner(trickLeader, cards, trump); // Law 44E, 44F
    if (declarer !== undefined && declarer !== null && sideOf(winner) === sideOf(declarer)) won++;
    else lost++;
    leader = winner; // Law 44G
  }
  return { declarer: won, defenders: lost, complete: won + lost === size };
}

function checkResult(game: PbnGame, tricks: TrickCount | null, ctx: ConsistencyContext): void {
  const { result, resultIrregular, declarer, contract } = game.facts;
  const value = game.values.Result;
  if (value === undefined || value === '' || value === '?') return;
  const line = ctx.tagLine('Result');
  if (declarer === null || contract === 'Pass') {
    ctx.report('result-without-contract', `Result "${value}" but the deal was passed out (Result must be empty)`, line, 1, 'Result');
    return;
  }
  if (result === undefined || tricks === null) return;
  const fits = tricks.complete ? result === tricks.declarer : result >= tricks.declarer && result <= 13 - tricks.defenders;
  if (resultIrregular === true ? tricks.complete && fits : !fits) {
    const played = `${tricks.declarer} trick${tricks.declarer === 1 ? '' : 's'} to declarer, ${tricks.defenders} to the defenders`;
    ctx.report('result-mismatch', `Result "${value}" does not fit the play (${played}${tricks.complete ? '' : ' so far'})`, line, 1, 'Result');
  }
}

/** PBN §4.2.6: the games already won in the rubber decide the vulnerability. */
function checkRubberHistory(game: PbnGame, ctx: ConsistencyContext): void {
  const h = game.values.ScoreRubberHistory;
  const vul = game.facts.vulnerable;
  if (h === undefined || vul === undefined) return;
  const m = /^NS (.*) EW (.*)$/.exec(h);
  if (m === null) return;
  const below = (part: string): number[] | null => {
    const slash = part.split('/');
    if (slash.length !== 2) return null;
    const nums = (slash[1] as string).trim().split(/\s+/).filter((x) => x !== '').map(Number);
    return nums.some((x) => Number.isNaN(x)) ? null : nums;
  };
  const ns = below(m[1] as string);
  const ew = below(m[2] as string);
  if (ns === null || ew === null || ns.length !== ew.length) return;
  let nsWon = false;
  let ewWon = false;
  for (let g = 0; g < ns.length - 1; g++) {
    if ((ns[g] as number) >= 100) nsWon = true;
    if ((ew[g] as number) >= 100) ewWon = true;
  }
  const expected = nsWon && ewWon ? 'All' : nsWon ? 'NS' : ewWon ? 'EW' : 'None';
  if (expected !== vul) ctx.report('rubber-vulnerability', `Vulnerable "${vul}" but ScoreRubberHistory gives ${expected}`, ctx.tagLine('ScoreRubberHistory'), 1, 'ScoreRubberHistory');
}
