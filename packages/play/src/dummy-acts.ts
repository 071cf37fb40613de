// Laws 42A1, 42A2, 43A1(a) and 43A2(a)–(c): what dummy does at the table — his absolute rights, and the limitations
// whose breach costs him a procedural penalty (43B1) and, after a 43A2 breach, some of his rights (43B2, 43B3).
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { update } from './update.js';
import { noteDummyBreach } from './settlement.js';

/** What dummy does, each named after what happened (the engine decides whether it breaches Law 43). */
export const DUMMY_ACTS = [
  'states-fact', 'counts-tricks', 'calls-director', 'exchanges-hands', 'leaves-seat-to-watch', 'looks-at-defender-hand',
] as const;
export type DummyAct = (typeof DUMMY_ACTS)[number];

export function isDummyAct(x: string): x is DummyAct {
  return (DUMMY_ACTS as readonly string[]).includes(x);
}

/** Law 43A2: each act is a limitation of its own sub-law. */
const LIMITATION_43A2: Readonly<Partial<Record<DummyAct, string>>> = {
  'exchanges-hands': '43A2(a)',
  'leaves-seat-to-watch': '43A2(b)',
  'looks-at-defender-hand': '43A2(c)',
};

/**
 * Law 42A1: dummy gives information on fact or law in the director's presence — his right. Law 42A2: he keeps count
 * of the tricks won and lost — his right. Law 43A1(a): he may not be first to call the director during the play
 * unless another player has drawn attention to an irregularity (after play, or after such attention, he may).
 * Law 43A2(a)–(c): he may not exchange hands with declarer, leave his seat to watch declarer play, or look at a
 * defender's hand; a breach is recorded (the finding `dummy-limitation-breached` follows from it, so 43B2 and 43B3
 * apply from then on). Every breach of 43A1 or 43A2 asks the director 43B1's procedural penalty at the end of play.
 */
export function dummyAct(state: PlayState, by: Seat, act: DummyAct): PlayState {
  switch (act) {
    case 'states-fact':
      return cite(state, '42A1');
    case 'counts-tricks':
      return cite(state, '42A2');
    case 'calls-director':
      if (state.phase === 'ended' || state.attentionDrawn.some((seat) => seat !== by)) return cite(state, '43A1(a)');
      return noteDummyBreach(state, '43A1(a)');
    default: {
      const law = LIMITATION_43A2[act] as string;
      // Law 43A2 limits dummy during the play; once it is over there is nothing left to breach.
      if (state.phase === 'ended') return state;
      const breached = state.facts['dummy-limitation-breached'] === true ? state : update(state, { facts: { ...state.facts, 'dummy-limitation-breached': true } });
      return cite(noteDummyBreach(breached, law), '43A2');
    }
  }
}
