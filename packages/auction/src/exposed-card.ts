// Law 24: a card exposed or led during the auction; Law 16D: a card seen before its first call.
import type { Card, LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { ok, partnerOf, rankOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import type { Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { cite, obligePass } from './record.js';
import type { AuctionState } from './state.js';

const L = (law: string) => law as LawRef;
const HONOURS = new Set(['A', 'K', 'Q', 'J', 'T']);

export function isHonour(card: Card): boolean {
  return HONOURS.has(rankOf(card));
}

/**
 * Law 24: the cards stay face up until the auction ends; their information is unauthorized for the
 * offender's side. A single low card costs nothing now (24A); an honour or a premature lead (24B), or
 * two or more cards (24C), make partner pass at his next turn.
 */
export function exposeDuringAuction(s: AuctionState, by: Seat, cards: readonly Card[], led: boolean, deliberate: boolean): AuctionState {
  const fresh = cards.filter((c) => !s.exposed.some((e) => e.card === c));
  let st: AuctionState = {
    ...s,
    exposed: [...s.exposed, ...fresh.map((card) => ({ seat: by, card, major: led || deliberate || isHonour(card) }))],
    information: [...s.information, ...fresh.map((card) => ({ seat: by, what: `card ${card}`, law: L('24'), unauthorizedFor: sideOf(by) }))],
  };
  const count = st.exposed.filter((e) => e.seat === by).length;
  const partner = partnerOf(by);
  let law: LawRef;
  if (led) law = L('24B'); // Law 24B: any card led prematurely
  else if (count >= 2) law = L('24C'); // Law 24C: two or more cards
  else if (fresh.some(isHonour)) law = L('24B'); // Law 24B: a single honour
  // Law 24A: a single low card, not led: nothing more now.
  else return cite(st, L('24A'), `${fresh.join(' ')} of ${by} stays face up; no further rectification now (see 24E)`);
  st = cite(st, law, `${fresh.join(' ')} of ${by} stays face up; ${partner} must pass at his next turn`);
  return obligePass(st, partner, 'next-turn', law);
}

/**
 * Law 17B: the auction begins with its first call — one still standing, or one made and since cancelled or
 * withdrawn (its rectification is on the record). The Law 16D steps of a card seen earlier do not begin it.
 */
export function auctionBegun(s: AuctionState): boolean {
  // The steps of a card seen before the first call: 16D (2017), 2007 16C.
  return s.calls.length > 0 || s.steps.some((x) => !x.law.startsWith('16D') && !x.law.startsWith('2007 16C'));
}

/** Cards seen before the auction (2017 16D1, 2007 16C1): no call may be based on them, so unauthorized for both sides. */
export function seenByBothSides(s: AuctionState, by: Seat, cards: readonly Card[], law: LawRef): AuctionState {
  const seen = cards.flatMap((card) => (['NS', 'EW'] as const).map((side) => ({ seat: by, what: `card ${card}`, law, unauthorizedFor: side })));
  return { ...s, information: [...s.information, ...seen] };
}

/**
 * Law 24 governs only the auction, which begins with its first call (17B); a card seen before that is
 * extraneous information (Law 16D1): the director is told and judges whether it could interfere with
 * normal play (16D2, a judgment: `could-interfere`). No card stays face up, nobody must pass, and the
 * card never becomes a penalty card (24E); no call may be based on it (16A3), so it is unauthorized
 * for both sides.
 */
export function cardSeenBeforeAuction(s: AuctionState, by: Seat, cards: readonly Card[], facts: Facts): Outcome {
  const couldInterfere = finding(facts, 'could-interfere');
  if (couldInterfere === undefined) return ask(['could-interfere'], L('16D2'));
  const seen = cards.join(' ');
  let st = seenByBothSides(s, by, cards, L('16D1'));
  st = cite(st, L('16D1'), `${seen} of ${by} was seen before the first call: extraneous information, not Law 24 — no card stays face up and nobody must pass`);
  // Law 16D2: the director's choice (switch seats, redeal, play and adjust, adjusted score) only if it could interfere.
  return ok(cite(st, L('16D2'), couldInterfere
    ? 'the director finds the information could interfere with normal play: he switches seats, redeals, lets the board be played and adjusts if it affected the result (16D2(c)), or awards an adjusted score'
    : 'the director finds the information could not interfere with normal play: the board is played normally'));
}
