// Laws 48 and 49: cards seen other than by a play — a defender's become penalty cards, declarer's never.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { addPenaltyCards } from './penalty-card.js';
import { isDefender } from './position.js';
import { update } from './update.js';

/** Law 49 (kind by 50B) for a defender; Law 48A (no rectification) for declarer and dummy. */
export function exposeCards(state: PlayState, seat: Seat, cards: readonly Card[], deliberate: boolean, law = '49'): PlayState {
  if (!isDefender(state, seat)) return cite(state, '48A');
  return cite(update(state, { penaltyCards: addPenaltyCards(state.penaltyCards, seat, cards, deliberate, law) }), law, '50B');
}
