// Law 45E: a player adds a card to a trick he has already played to — a fifth card, or a lead to the next trick?
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { askDirector, lawRef } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { consume } from './facts.js';
import { exposeCards } from './exposure.js';
import { isDefender, partnerHasPlayed } from './position.js';
import { premature } from './premature.js';
import { update } from './update.js';

/**
 * The director judges whether the card was a lead to the next trick (finding `lead-to-next-trick`); the engine asks
 * until he says. Not a lead: a defender's card is a penalty card (Laws 45E1, 50), a card from declarer's hand or
 * dummy goes back to that hand with no other rectification (Law 45E2). A lead: Law 57A if the defender's partner
 * has yet to play to this trick; otherwise it is held (`earlyLead`) and faced as the lead once this trick is quitted, where
 * Laws 53 and 56 (a defender) or 55 (declarer) deal with it if it is out of turn.
 */
export function fifthCard(s: PlayState, seat: Seat, card: Card): PlayState {
  const law = isDefender(s, seat) ? '45E1' : '45E2';
  const lead = s.facts['lead-to-next-trick'];
  if (lead === undefined) {
    const pending = askDirector({ id: 'lead-to-next-trick', law: lawRef('45E') }, { type: 'fifth-card' as const, seat, card });
    return cite(update(s, { pending }), '45E', law);
  }
  const t = cite(consume(s, 'lead-to-next-trick'), '45E', law);
  if (lead !== true) return isDefender(t, seat) ? exposeCards(t, seat, [card], true, '45E1') : t;
  if (isDefender(t, seat) && !partnerHasPlayed(t, seat)) return premature(t, seat, card);
  return update(t, { earlyLead: { seat, card } });
}
