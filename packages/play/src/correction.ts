// Laws 62, 52B, 62D: correcting a revoke before it is established, and the changes it allows others.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { lawRef, lhoOf, seatAfter, sideOf } from '@bridge-laws/cards-and-boards';
import type { Correction, PlayState, Trick, Revoke } from './types.js';
import { withSeat, without } from './cards.js';
import { cite } from './cite.js';
import { addPenaltyCards, isPenaltyCard, removePenaltyCards } from './penalty-card.js';
import { emptyTrick, nextToPlay, trickOf, trickWinner } from './trick.js';
import { breachOf } from './obligations.js';
import { atTurn, quitTrick } from './play-card.js';
import { isDefender } from './position.js';
import { takeBack } from './take-back.js';
import { completeDefectiveTrick } from './defective-trick.js';
import { settle } from './settlement.js';
import { update } from './update.js';
import { withTrick12Information2007 } from './revoke-2007.js';
import { trick12Revoke } from './trick-12-revoke.js';
import { editionRef } from './law-2007.js';

const CHANGED_DESIGNATION_2007 = editionRef('2007 45C4(b)');
const CHANGE_AFTER_OPPONENT_2007 = editionRef('2007 47D');

/**
 * Laws 47B, 62B: the revoke card is withdrawn and the offender substitutes a legal card. A defender's card
 * from his unfaced hand becomes a major penalty card (Law 62B1); declarer's, dummy's or a faced card just
 * goes back (Law 62B2).
 */
export function startCorrection(state: PlayState, index: number, law = '62B'): PlayState {
  const r = state.revokes[index] as Revoke;
  const defender = isDefender(state, r.seat);
  const faced = isPenaltyCard(state.penaltyCards, r.card);
  const s = takeBack(state, r.trick, r.seat, r.card, law);
  if (s === null) return cite(state, '63B');
  const corrected: PlayState = update(s, {
    // Law 62B1: a defender's card from his unfaced hand becomes a major penalty card (52B2 likewise).
    penaltyCards: defender ? addPenaltyCards(s.penaltyCards, r.seat, [r.card], true, law === '52B2' ? '52B2' : '62B1') : s.penaltyCards,
    revokes: s.revokes.map((o, i) => (i === index ? { ...o, noticed: true, corrected: true } : o)),
  });
  const how = law === '52B2' ? '52B2' : defender && !faced ? '62B1' : '62B2';
  return withTrick12Information(state, cite(corrected, '62A', law, how), r);
}

/** Law 62D2 (2017) and 2007 62D2: a trick-12 revoke card and the partner still to play, the leaf of the play's edition. */
function withTrick12Information(before: PlayState, after: PlayState, r: Revoke): PlayState {
  return TRICK_12_REVOKE[before.edition](before, after, r);
}

/** Law 62D2: a defender revoked on trick 12 before his partner's turn — the revoke card is unauthorized for the partner (16C). */
function withTrick12Information2017(before: PlayState, after: PlayState, r: Revoke): PlayState {
  const concerned = trick12Revoke(before, r);
  if (concerned === null) return after;
  const entry = { law: lawRef('62D2'), card: r.card, owner: r.seat, unauthorizedFor: [concerned.partner], trick: 12 };
  return cite(update(after, { information: [...after.information, entry] }), '62D2', '16C');
}

const TRICK_12_REVOKE: Readonly<Record<PlayState['edition'], typeof withTrick12Information2017>> = {
  '2017': withTrick12Information2017,
  '2007': withTrick12Information2007,
};

/** The offender (or a player who took back his card under 62C) faces the replacement. */
export function substitute(state: PlayState, seat: Seat, card: Card): PlayState {
  const c = state.correction as Correction;
  if (c.resume !== null) return completeDefectiveTrick(state, seat, card, c, c.resume);
  const probe: PlayState = c.position === 0 ? update(state, { current: emptyTrick(state.current.leader) }) : state;
  const breach = breachOf(probe, seat, card);
  const cards = [...state.current.cards];
  cards.splice(c.position, 0, { seat, card });
  let s: PlayState = update(state, {
    current: trickOf(state.current.leader, cards),
    hands: withSeat(state.hands, seat, without(state.hands[seat], card)),
    penaltyCards: isPenaltyCard(state.penaltyCards, card) ? removePenaltyCards(state.penaltyCards, [card]) : state.penaltyCards,
    correction: null,
  });
  if (breach !== null) {
    s = update(s, {
      revokes: [...s.revokes, { seat, trick: c.trick, card, suit: breach.suit, kind: breach.kind, established: false, noticed: false, corrected: false, noticedAfter: null }],
    });
  }
  return offerChange(s, c);
}

/** Laws 62C1-62C2: each player who played after the revoke may, in turn, take his card back. */
function offerChange(state: PlayState, c: Correction): PlayState {
  const [next, ...rest] = c.queue;
  if (next === undefined) {
    if (state.current.cards.length === 4) return quitTrick(state);
    return atTurn(update(state, { turn: nextToPlay(state.current) }));
  }
  const law = editionRef(changeLaw(c, sideOf(next) !== c.offenders));
  return cite(
    update(state, {
      pending: { kind: 'choice', by: next, options: ['keep', 'withdraw'], law, context: { type: 'change-after-revoke', seat: next, correction: { ...c, queue: rest } } },
    }),
    law,
  );
}

/**
 * Laws 62C1, 62C2 after a revoke; Law 45D1 after dummy's misplaced card (a defender, then declarer after his RHO);
 * 2007 47D after a 2007 45C4(b) change of designation.
 */
function changeLaw(c: Correction, nonOffending: boolean): string {
  if (c.law === '45D1') return '45D1';
  if (c.law === CHANGED_DESIGNATION_2007 || c.law === CHANGE_AFTER_OPPONENT_2007) return CHANGE_AFTER_OPPONENT_2007;
  return nonOffending ? '62C1' : '62C2';
}

/** Nobody else takes his card back: the corrected trick goes on (or is quitted). */
export function finishCorrection(state: PlayState, c: Correction): PlayState {
  return offerChange(state, { ...c, queue: [] });
}

export function keepCard(state: PlayState, c: Correction): PlayState {
  return offerChange(update(state, { pending: null }), c);
}

/** Laws 47D, 62C: the card goes back to hand (an offending defender's becomes a penalty card, Law 62C2); he plays again. */
export function withdrawAfterRevoke(state: PlayState, seat: Seat, c: Correction): PlayState {
  const position = state.current.cards.findIndex((p) => p.seat === seat);
  const played = state.current.cards[position];
  if (played === undefined) return state;
  const nonOffending = sideOf(seat) !== c.offenders;
  let queue = c.queue;
  const os = lhoOf(seat);
  const osIndex = state.current.cards.findIndex((p) => p.seat === os);
  if (nonOffending && osIndex > c.after && !queue.includes(os)) queue = [os, ...queue];
  const law = changeLaw(c, nonOffending);
  const s: PlayState = update(state, {
    pending: null,
    current: trickOf(state.current.leader, state.current.cards.filter((_, i) => i !== position)),
    hands: withSeat(state.hands, seat, [...state.hands[seat], played.card]),
    penaltyCards: !nonOffending && isDefender(state, seat) ? addPenaltyCards(state.penaltyCards, seat, [played.card], true, '62C2') : state.penaltyCards,
    correction: { ...c, seat, position, law: editionRef(law), queue },
    turn: seat,
  });
  // Law 16C (2007 16D): information from the withdrawn card is authorized for the non-offending side only.
  return cite(s, law, law.startsWith('2007 ') ? '2007 16D' : '16C');
}

/** Law 62D1: a trick-12 revoke, even established, is corrected until the hands go back into the board. */
export function correctTrick12(state: PlayState, index: number): PlayState {
  const r = state.revokes[index] as Revoke;
  const t12 = state.tricks[11] as Trick;
  const t13 = state.tricks[12] as Trick;
  const last = t13.cards.find((p) => p.seat === r.seat)?.card;
  if (last === undefined) return state;
  const cards12 = t12.cards.map((p) => (p.seat === r.seat ? { seat: p.seat, card: last } : p));
  const w12 = trickWinner(cards12, state.trump);
  const cards13 = [0, 1, 2, 3].map((k) => {
    const seat = seatAfter(w12, k);
    return { seat, card: seat === r.seat ? r.card : ((t13.cards.find((p) => p.seat === seat)?.card ?? r.card) as Card) };
  });
  const tricks = [...state.tricks.slice(0, 11), { leader: t12.leader, cards: cards12, winner: w12 }, { leader: w12, cards: cards13, winner: trickWinner(cards13, state.trump) }];
  const won = { NS: 0, EW: 0 };
  for (const t of tricks) won[sideOf(t.winner as Seat)] += 1;
  const s: PlayState = update(state, {
    tricks,
    won,
    revokes: state.revokes.map((o, i) => (i === index ? { ...o, noticed: true, corrected: true } : o)),
  });
  return settle(withTrick12Information(state, cite(s, '62D1'), r));
}
