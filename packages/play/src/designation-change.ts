// Law 45C4(b): a designation of dummy's card changed, by edition. Whether it was unintended (2017: a slip of the tongue;
// 2007: inadvertent, changed without pause for thought) is the director's finding, asked and never guessed.
import type { Card, Edition, LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lawRef } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { withSeat } from './cards.js';
import { cite } from './cite.js';
import { editionRef } from './law-2007.js';
import { trickNumber } from './position.js';
import { takeBack } from './take-back.js';
import { trickOf } from './trick.js';
import { update } from './update.js';

export interface DesignationChange {
  /** The law the question cites. */
  readonly law: LawRef;
  /** Whether `seat`'s withdrawal of dummy's `card` is still in time, so the director is asked. */
  readonly inTime: (s: PlayState, seat: Seat, card: Card) => boolean;
  /** The card goes back: the designation was unintended. */
  readonly withdraw: (s: PlayState, card: Card) => PlayState;
  /** The law cited when the card stays played (the designation was meant): no other withdrawal. */
  readonly stays: LawRef;
}

/** Law 45C4(b) (2017): declarer's dummy card, with no card played by declarer from either hand since. */
function inTime2017(s: PlayState, seat: Seat, card: Card): boolean {
  if (seat !== s.declarer && seat !== s.dummy) return false;
  const cards = s.current.cards;
  const at = cards.findIndex((p) => p.seat === s.dummy && p.card === card);
  if (at < 0) return false;
  return !cards.slice(at + 1).some((p) => p.seat === s.declarer);
}

/** Law 47C: the card goes back without further rectification; dummy plays again. */
function withdraw2017(s: PlayState, card: Card): PlayState {
  const t: PlayState = update(s, {
    current: trickOf(s.current.leader, s.current.cards.filter((p) => p.card !== card)),
    hands: withSeat(s.hands, s.dummy, [...s.hands[s.dummy], card]),
    turn: s.dummy,
  });
  return cite(t, '45C4(b)', '47C');
}

/**
 * Law 2007 45C4(b): the player who designated the card (declarer, for dummy's) may change it before his partner has
 * played since. Dummy plays once to a trick, so within the trick in progress declarer's own card played after it does
 * not end the change, as it does in 2017.
 */
function inTime2007(s: PlayState, seat: Seat, card: Card): boolean {
  if (seat !== s.declarer && seat !== s.dummy) return false;
  return s.current.cards.some((p) => p.seat === s.dummy && p.card === card);
}

/**
 * Laws 2007 45C4(b), 2007 47C: the card goes back to dummy, who plays the card declarer names in its place; an
 * opponent who played after it may then take his card back and play another (2007 47D, 2007 16D), and after his
 * change a player who played later may too (2007 47D).
 */
function withdraw2007(s: PlayState, card: Card): PlayState {
  const back = takeBack(s, trickNumber(s), s.dummy, card, '2007 45C4(b)');
  return back === null ? cite(s, '2007 45C4(b)') : cite(back, '2007 45C4(b)', '2007 47C');
}

/** Law 45C4(b) per edition. */
export const DESIGNATION_CHANGE: Readonly<Record<Edition, DesignationChange>> = {
  '2017': { law: lawRef('45C4(b)'), inTime: inTime2017, withdraw: withdraw2017, stays: lawRef('47F') },
  '2007': { law: editionRef('2007 45C4(b)'), inTime: inTime2007, withdraw: withdraw2007, stays: editionRef('2007 47F') },
};
