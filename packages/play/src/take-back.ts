// A card taken back from its trick, the trick brought back to the table if it was just quitted (Laws 47A, 62C).
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, Trick } from './types.js';
import { addToSide, withSeat } from './cards.js';
import { cite } from './cite.js';
import { editionRef } from './law-2007.js';
import { trickOf } from './trick.js';
import { update } from './update.js';

/**
 * A card goes back from its trick (reopened if it was just quitted) to the hand; the player supplies another and
 * the other side may then change the cards they played after it (Laws 62C, 45D1). Null when it is too late.
 */
export function takeBack(state: PlayState, trick: number, seat: Seat, card: Card, law: string): PlayState | null {
  const s = reopen(state, trick);
  if (s === null) return null;
  const position = s.current.cards.findIndex((c) => c.seat === seat && c.card === card);
  if (position < 0) return null;
  const offenders = sideOf(seat);
  const queue = s.current.cards.slice(position + 1).map((c) => c.seat).filter((x) => sideOf(x) !== offenders);
  return update(s, {
    current: trickOf(s.current.leader, s.current.cards.filter((_, i) => i !== position)),
    hands: withSeat(s.hands, seat, [...s.hands[seat], card]),
    correction: { trick, seat, position, law: editionRef(law), queue, after: position, offenders, resume: null },
    turn: seat,
    pending: null,
  });
}

/** Bring the revoke trick back to the table if it was quitted; cards the other side led to the next trick go back (Law 47A). */
export function reopen(state: PlayState, trick: number): PlayState | null {
  const current = state.tricks.length + 1;
  if (trick === current) return state;
  if (trick !== current - 1) return null;
  const last = state.tricks[trick - 1] as Trick;
  const winnerSide = sideOf(last.winner as Seat);
  // Law 47A: cards already played to the next trick are withdrawn to comply with the rectification.
  let hands = state.hands;
  for (const c of state.current.cards) hands = withSeat(hands, c.seat, [...hands[c.seat], c.card]);
  const reopened = update(state, {
    phase: 'play',
    tricks: state.tricks.slice(0, -1),
    current: trickOf(last.leader, last.cards),
    won: addToSide(state.won, winnerSide, -1),
    hands,
    transferred: null,
    transfers: [],
  });
  return state.current.cards.length > 0 ? cite(reopened, '47A') : reopened;
}
