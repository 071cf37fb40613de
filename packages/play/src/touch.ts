// Law 45C3: a card of dummy's that declarer touches.
import type { Card } from '@bridge-laws/cards-and-boards';
import { askDirector, lawRef } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { playFromDummy } from './designation.js';
import { update } from './update.js';

/**
 * Law 45C3: dummy's card deliberately touched by declarer is played, unless he touched it to arrange dummy's cards or
 * to reach a card next to it. The director finds which (`touched-to-play`); until then the engine asks.
 */
export function touchDummyCard(state: PlayState, card: Card): PlayState {
  const found = state.facts['touched-to-play'];
  if (found === undefined) {
    return cite(
      update(state, {
        pending: askDirector({ id: 'touched-to-play', law: lawRef('45C3') }, { type: 'dummy-touch' as const, card }),
      }),
      '45C3',
    );
  }
  const facts = { ...state.facts };
  delete facts['touched-to-play'];
  const s = cite(update(state, { facts }), '45C3');
  return found === true ? playFromDummy(s, card) : s;
}
