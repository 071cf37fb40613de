// A played board as a replay needs it: who called what in turn, which card each seat played in order.
import type { Card, Contract, Deal, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { boardDealer, boardVulnerability, dealFromSetup, err, ok, SEATS, seatAfter, trickWinner } from '@bridge-laws/cards-and-boards';
import type { Call, PbnComment, PbnGame, PlayEntry } from './pbn-model.js';

export interface PlayedCall {
  readonly seat: Seat;
  /** `^S`: this seat was skipped by a call out of rotation (PBN §3.9 B). */
  readonly call: Call | '^S';
  /** Marked insufficient and accepted (`^I`). */
  readonly insufficient: boolean;
  /** Index of the note explaining the call (alert), if any. */
  readonly note: number | null;
  /** Comments written after the call (descriptions that are not alerts). */
  readonly comments: readonly PbnComment[];
}

const NO_COMMENTS: readonly PbnComment[] = [];

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly irregularity: '' | 'R' | 'L';
}

/** One board of a file, ready to be fed call by call and card by card to an engine. */
export interface PlayedBoard {
  readonly board: number | null;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  readonly deal: Deal;
  readonly calls: readonly PlayedCall[];
  /** Cards in the order played, as far as they are known (an unknown card stops the list). */
  readonly cards: readonly PlayedCard[];
  /** The record's own outcome (tags), to compare a replay with. */
  readonly recorded: {
    readonly declarer: Seat | null | undefined;
    readonly contract: Contract | 'Pass' | undefined;
    readonly result: number | undefined;
  };
  /** Notes of the auction, by index (alert explanations). */
  readonly notes: Readonly<Record<number, string>>;
  /**
   * Cards recorded after the first unknown one that their seat cannot play (not dealt to it, or
   * played before): they are not in `cards`, whose order is lost there, but they are reported.
   */
  readonly problems: readonly string[];
}

/**
 * Turn a PBN game into a played board. Dealer and vulnerability fall back on the board number
 * (Law 2); the deal must be complete (Laws 1A, 7B1). The card order follows trick winners (Law 44E–44G)
 * from the opening leader, declarer's left-hand opponent (Law 41A), or a `^L` lead (Law 53A).
 */
export function playedBoard(game: PbnGame): Result<PlayedBoard, string> {
  const f = game.facts;
  const dealer = f.dealer ?? (f.board === undefined ? undefined : boardDealer(f.board));
  const vulnerable = f.vulnerable ?? (f.board === undefined ? undefined : boardVulnerability(f.board));
  if (dealer === undefined || vulnerable === undefined) return err('the game has no Dealer/Vulnerable and no Board number to derive them from');
  if (f.deal === undefined) return err('the game has no Deal');
  const deal = dealFromSetup(f.deal);
  if (!deal.ok) return err(deal.error.message);

  const auctionTag = game.tags.find((t) => t.auction !== undefined)?.auction;
  const calls: PlayedCall[] = [];
  if (auctionTag !== undefined) {
    let seat = auctionTag.first;
    let bid = false;
    let passes = 0;
    for (const e of auctionTag.calls) {
      if (e.call === '+') break;
      if (e.call === '-') {
        seat = seatAfter(seat);
        continue;
      }
      if (e.call === 'AP') {
        // All pass: passes until three follow a bid, or four in all.
        while (bid ? passes < 3 : passes < 4) {
          calls.push({ seat, call: 'Pass', insufficient: false, note: null, comments: NO_COMMENTS });
          seat = seatAfter(seat);
          passes++;
        }
        break;
      }
      calls.push({ seat, call: e.call, insufficient: e.insufficient, note: e.note, comments: e.comments });
      if (e.call === 'Pass') passes++;
      else if (e.call !== '^S') {
        passes = 0;
        if (e.call !== 'X' && e.call !== 'XX') bid = true;
      }
      seat = seatAfter(seat);
    }
  }

  const cards: PlayedCard[] = [];
  const problems: string[] = [];
  const play = game.tags.find((t) => t.play !== undefined)?.play;
  const trump = f.contract === undefined || f.contract === 'Pass' ? undefined : f.contract.denomination;
  if (play !== undefined && trump !== undefined && f.declarer !== undefined && f.declarer !== null) {
    let leader: Seat = seatAfter(f.declarer); // Law 41A
    const tricks = play.tricks;
    for (let t = 0; t < tricks.length; t++) {
      const bySeat = new Map<Seat, PlayEntry>();
      (tricks[t] as readonly PlayEntry[]).forEach((e, c) => bySeat.set(seatAfter(play.first, c), e));
      for (const [seat, e] of bySeat) if (e.irregularity === 'L') leader = seat;
      const trick: Card[] = [];
      for (let i = 0; i < 4; i++) {
        const seat = seatAfter(leader, i);
        const e = bySeat.get(seat);
        if (e === undefined || e.card === '-' || e.card === '+') break;
        trick.push(e.card);
        cards.push({ seat, card: e.card, irregularity: e.irregularity });
      }
      if (trick.length < 4) {
        // The order of play is lost at an unknown card; what is recorded after it must still be possible.
        impossibleAfter(tricks, t, leader, trick.length, play.first, deal.value, cards, problems);
        break;
      }
      leader = trickWinner(leader, trick, trump); // Law 44G: the winner leads next
    }
  }
  const notes: Record<number, string> = {};
  for (const n of auctionTag?.notes ?? []) notes[n.index] = n.text;
  return ok({
    board: f.board ?? null,
    dealer,
    vulnerable,
    deal: deal.value,
    calls,
    cards,
    recorded: { declarer: f.declarer, contract: f.contract, result: f.result },
    notes,
    problems,
  });
}

/**
 * The impossible cards among those recorded after the first unknown one (the rest of trick `t` from
 * its `known`th card in playing order, then every later row): a card its seat was not dealt (Law
 * 7B1), or one already played. They cannot be put in playing order, but they can be checked.
 */
function impossibleAfter(tricks: readonly (readonly PlayEntry[])[], t: number, leader: Seat, known: number, first: Seat, deal: Deal, played: readonly PlayedCard[], out: string[]): void {
  const seen = new Set<Card>(played.map((c) => c.card));
  const check = (trick: number, seat: Seat, e: PlayEntry | undefined): string | null => {
    if (e === undefined || e.card === '-' || e.card === '+') return null;
    const card = e.card;
    if (!deal.hands[seat].includes(card)) {
      const holder = SEATS.find((s) => deal.hands[s].includes(card));
      return `trick ${trick}: ${seat} cannot play ${card}, which was dealt to ${holder ?? 'nobody'} (recorded after an unknown card)`;
    }
    if (seen.has(card)) return `trick ${trick}: ${seat} plays ${card} a second time (recorded after an unknown card)`;
    seen.add(card);
    return null;
  };
  const row = tricks[t] as readonly PlayEntry[];
  const column = (seat: Seat): number => (SEATS.indexOf(seat) - SEATS.indexOf(first) + 4) % 4;
  for (let i = known + 1; i < 4; i++) {
    const seat = seatAfter(leader, i);
    const problem = check(t + 1, seat, row[column(seat)]);
    if (problem !== null) out.push(problem);
  }
  for (let u = t + 1; u < tricks.length; u++) {
    const later = tricks[u] as readonly PlayEntry[];
    for (let c = 0; c < later.length; c++) {
      const problem = check(u + 1, seatAfter(first, c), later[c]);
      if (problem !== null) out.push(problem);
    }
  }
}
