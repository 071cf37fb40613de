// Law 45D: dummy puts in the played position a card declarer did not name.
import type { Card } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import type { MisplacedCard, PlayState } from './types.js';
import { cite } from './cite.js';
import { trickNumber } from './position.js';
import { playFromDummy } from './designation.js';
import { takeBack } from './take-back.js';
import { update } from './update.js';

/** The card counts as played until attention is drawn to it; the engine remembers that nobody named it. */
export function placeByDummy(state: PlayState, card: Card): PlayState {
  const m: MisplacedCard = { trick: trickNumber(state), card };
  const played = playFromDummy(state, card);
  return update(played, { misplaced: [...played.misplaced, m] });
}

/**
 * Law 45D1: attention drawn before both sides have played to the next trick — the card goes back and dummy
 * plays the card declarer names; each defender who played after it may change his card, and declarer may
 * change his after his right-hand opponent did. Law 45D2: later, every card stays as played.
 */
export function attentionToMisplaced(state: PlayState): PlayState {
  const m = state.misplaced[state.misplaced.length - 1];
  if (m === undefined) return cite(state, '45D');
  const rest = state.misplaced.slice(0, -1);
  const now = trickNumber(state);
  const sidesOnNext = new Set(state.current.cards.map((p) => sideOf(p.seat))).size;
  const inTime = m.trick === now || (m.trick === now - 1 && sidesOnNext < 2);
  const back = inTime ? takeBack(state, m.trick, state.dummy, m.card, '45D1') : null;
  if (back === null) {
    // Law 45D2: a failure to follow a misplaced lead is a revoke, dummy's own a dummy revoke (64B3) — both recorded as played.
    return cite(update(state, { misplaced: rest }), '45D2');
  }
  // The misplaced card was never dummy's play: a revoke it seemed to make goes with it.
  const revokes = back.revokes.filter((r) => !(r.trick === m.trick && r.card === m.card && !r.established));
  return cite(update(back, { misplaced: rest, revokes }), '45D1');
}
