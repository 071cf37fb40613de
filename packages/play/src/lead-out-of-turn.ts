// Laws 53–56: accepting or rejecting a lead out of turn, and the correct lead after one (53B).
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { lawRef, partnerOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { emptyTrick } from './trick.js';
import { exposeCards } from './exposure.js';
import { atTurn, playInTurn } from './play-card.js';
import { isDefender } from './position.js';
import { update } from './update.js';

/** The irregular lead becomes the lead to the trick; the player on its left plays next (53A). */
function leadStands(state: PlayState, seat: Seat, card: Card): PlayState {
  return playInTurn(update(state, { pending: null, current: emptyTrick(seat), turn: seat }), seat, card);
}

/** Law 54B (or 54C): declarer accepts the opening lead out of turn; dummy is spread, declarer plays second (Law 54B1). */
export function acceptOpeningLead(state: PlayState, seat: Seat, card: Card): PlayState {
  return leadStands(cite(state, '54B', '53A'), seat, card);
}

/** Law 54A: the presumed declarer spreads his hand and becomes dummy; his partner declares. */
export function acceptAsDummy(state: PlayState, seat: Seat, card: Card): PlayState {
  const declarer = partnerOf(state.declarer);
  return leadStands(cite(update(state, { declarer, dummy: state.declarer }), '54A'), seat, card);
}

/** Law 54D: the card becomes a major penalty card and 50D applies to the correct leader. */
export function rejectOpeningLead(state: PlayState, seat: Seat, card: Card): PlayState {
  const s = exposeCards(cite(update(state, { pending: null }), '54D'), seat, [card], true, '54D');
  return atTurn(s);
}

/** Laws 53A, 55A, 56A: the lead out of turn is treated as a correct lead. */
export function acceptLead(state: PlayState, seat: Seat, card: Card): PlayState {
  return leadStands(cite(state, '53A', isDefender(state, seat) ? '56A' : '55A'), seat, card);
}

/** Law 56B (defender: major penalty card, 50D) or Law 55B (declarer's card goes back; lead from the right hand). */
export function rejectLead(state: PlayState, seat: Seat, card: Card, correctLeader: Seat): PlayState {
  const s: PlayState = update(state, { pending: null });
  if (isDefender(s, seat)) return atTurn(exposeCards(cite(s, '56B'), seat, [card], true, '56B'));
  // Law 55B1 (a defender was on lead: the card goes back) or Law 55B2 (lead from declarer's right hand; until he
  // does, a defender's card is a major penalty card, Law 60B).
  // Law 55C: the withdrawn card may have told declarer something; at the end the director judges whether he used it (Law 16).
  const asked: PlayState = cite(update(s, { endQuestions: [...s.endQuestions, lawRef('55C')] }), '55C');
  if (isDefender(s, correctLeader)) return atTurn(cite(asked, '55B1'));
  return atTurn(cite(update(asked, { retractedLead: correctLeader }), '55B2'));
}

/** Laws 53B, 47F1: the player whose turn it was leads; the irregular card is withdrawn (16C). */
export function correctLeadAfterIrregular(state: PlayState, leader: Seat, card: Card): PlayState {
  return playInTurn(cite(update(state, { pending: null }), '53B', '16C'), leader, card);
}
