// Law 2007 16C: information about a board a player receives by accident before the auction begins (2017 16D). The
// director's choices are the same as 2017's but for the last: an artificial adjusted score (2007 16C2(d)), where 2017
// awards an adjusted score of any kind.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { ok } from '@bridge-laws/cards-and-boards';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { L2007 } from './law-2007.js';
import type { Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { cite } from './record.js';
import { seenByBothSides } from './exposed-card.js';
import type { AuctionState } from './state.js';

/** Laws 2007 16C1, 16C2: a card seen before the first call — extraneous, unauthorized for both sides. */
export function cardSeenBeforeAuction2007(s: AuctionState, by: Seat, cards: readonly Card[], facts: Facts): Outcome {
  // Law 2007 16C2: whether the information could interfere with normal bidding or play is the director's judgment.
  const couldInterfere = finding(facts, 'could-interfere');
  if (couldInterfere === undefined) return ask(['could-interfere'], L2007('16C2'));
  const seen = cards.join(' ');
  let st = seenByBothSides(s, by, cards, L2007('16C1'));
  // Law 2007 16C1: received before the auction begins — the director must be told at once.
  st = cite(st, L2007('16C1'), `${seen} of ${by} was seen before the auction began: the director is told; no card stays face up and nobody must pass`);
  return ok(cite(st, L2007('16C2'), couldInterfere
    ? 'the director finds the information could interfere with normal bidding or play: he switches seats, redeals, lets the board be played and adjusts if it affected the result (16C2(c)), or awards an artificial adjusted score (16C2(d))'
    : 'the director finds the information could not interfere with normal bidding or play: the board is played normally'));
}
