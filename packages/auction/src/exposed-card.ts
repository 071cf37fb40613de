// Law 24: a card exposed or led during the auction.
import type { Card, LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { partnerOf, rankOf, sideOf } from '@bridge-laws/cards-and-boards';
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
