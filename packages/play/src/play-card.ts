// Laws 44 and 63A1: a card played in turn joins the trick; a complete trick is quitted and won.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, Revoke, Trick } from './types.js';
import { addToSide, withSeat, without } from './cards.js';
import { cite } from './cite.js';
import { breachOf } from './obligations.js';
import { isPenaltyCard, removePenaltyCards } from './penalty-card.js';
import { emptyTrick, nextToPlay, trickOf, trickWinner } from './trick.js';
import { establishByPlay } from './establishment.js';
import { offersAtTurn } from './offers.js';
import { trickNumber } from './position.js';
import { settle } from './settlement.js';
import { update, withCardPlayed, withTrickQuitted } from './update.js';

/** A card faced in turn (or treated as in turn after acceptance): revoke check (61A), establishment (63A1). */
export function playInTurn(state: PlayState, seat: Seat, card: Card): PlayState {
  const trick = trickNumber(state);
  const breach = breachOf(state, seat, card);
  let s = state;
  let revokes: readonly Revoke[] = s.revokes;
  if (breach !== null) {
    // Law 61A: recorded whether or not anybody notices.
    revokes = [
      ...revokes,
      { seat, trick, card, suit: breach.suit, kind: breach.kind, established: false, noticed: false, corrected: false, noticedAfter: null },
    ];
  }
  const current: Trick = trickOf(s.current.leader, [...s.current.cards, { seat, card }]);
  const established = establishByPlay(revokes, seat, trick, current);
  if (established !== revokes) s = cite(s, '63A1');
  const leading = s.current.cards.length === 0;
  // Law 41C-D: the opening lead is faced; the play period begins and dummy is spread.
  if (s.phase === 'lead') s = cite(s, '41C', '41D');
  const quiet = s.penaltyCards.length === 0 && s.restrictions.length === 0 && s.requirement === null && s.deferred.length === 0;
  s = withCardPlayed(s, withSeat(s.hands, seat, without(s.hands[seat], card)), current, current.cards.length === 4 ? s.turn : nextToPlay(current), established);
  if (!quiet) {
    s = update(s, {
      penaltyCards: isPenaltyCard(s.penaltyCards, card) ? removePenaltyCards(s.penaltyCards, [card]) : s.penaltyCards,
      restrictions: leading ? s.restrictions.filter((r) => !(r.leader === seat && r.lasts === 'this-lead')) : s.restrictions,
      requirement: s.requirement !== null && s.requirement.seat === seat ? null : s.requirement,
      deferred: s.deferred.filter((d) => d.seat !== seat),
    });
  }
  return s.current.cards.length === 4 ? quitTrick(s) : atTurn(s);
}

/** Laws 44B, 44G: the next player in rotation, or the winner of a complete trick, is to play. */
export function afterCard(state: PlayState): PlayState {
  if (state.current.cards.length === 4) return quitTrick(state);
  return atTurn(update(state, { turn: nextToPlay(state.current) }));
}

/**
 * Laws 44E, 44F, 44G, 65A: the trick is won and turned; its winner leads next. Laws 65B1, 65B2: the side that won it is
 * read from the cards, never from the way the players point them.
 */
export function quitTrick(state: PlayState): PlayState {
  const winner = trickWinner(state.current.cards, state.trump);
  const side = sideOf(winner);
  const done: Trick = trickOf(state.current.leader, state.current.cards, winner);
  // Laws 26B, 50D2(a): a prohibition lasts while that defender retains the lead.
  const restrictions = state.restrictions.length === 0 ? state.restrictions : state.restrictions.filter((r) => r.lasts === 'while-retains-lead' && r.leader === winner);
  const s = withTrickQuitted(state, [...state.tricks, done], emptyTrick(winner), winner, addToSide(state.won, side, 1), restrictions);
  if (s.tricks.length === 13) return settle(update(s, { phase: 'ended' }));
  return atTurn(s);
}

/**
 * Run whatever the turn brings: a card played early and held is faced now (Laws 57C3, 57D), else declarer's
 * options at this turn (Laws 26B, 50D2, 51).
 */
export function atTurn(state: PlayState): PlayState {
  if (state.phase !== 'ended' && state.pending === null && state.correction === null) {
    const held = state.deferred.find((d) => d.seat === state.turn);
    if (held !== undefined) return playInTurn(cite(state, '57'), state.turn, held.card);
  }
  return offersAtTurn(state);
}
