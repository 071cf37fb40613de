// Law 65B3: attention to a played card pointed the wrong way, by edition. The engine credits tricks from the cards
// (Laws 44E, 44F), so only the moment matters: after it, Law 16B may apply to the information the remark gives.
import type { Edition, Seat } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import { cite } from './cite.js';
import { editionRef } from './law-2007.js';
import type { PlayState } from './types.js';

/** Law 65B3 (2017): each player, until his own side has led or played to the next trick. */
function pointedCard2017(state: PlayState, by: Seat): PlayState {
  const late = state.phase !== 'ended' && state.current.cards.some((p) => sideOf(p.seat) === sideOf(by));
  return late ? cite(state, '65B3', '16B') : cite(state, '65B3');
}

/** Law 2007 65B3: declarer may have it turned at any time; dummy and the defenders until anyone leads to the next trick. */
function pointedCard2007(state: PlayState, by: Seat): PlayState {
  const law = editionRef('2007 65B3');
  const late = by !== state.declarer && state.phase !== 'ended' && state.current.cards.length > 0;
  return late ? cite(state, law, editionRef('2007 16B')) : cite(state, law);
}

const POINTED_CARD: Readonly<Record<Edition, (state: PlayState, by: Seat) => PlayState>> = { '2017': pointedCard2017, '2007': pointedCard2007 };

/** Law 65B3: `by` points out a card of the last quitted trick turned the wrong way; the leaf of the play's edition. */
export function attentionToPointedCard(state: PlayState, by: Seat): PlayState {
  return POINTED_CARD[state.edition](state, by);
}
