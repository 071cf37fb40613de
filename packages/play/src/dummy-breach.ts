// Law 43B1: a breach of Law 43A1 or 43A2 makes dummy liable to a procedural penalty (Law 90) — the director decides.
import { lawRef } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { update } from './update.js';

/** Record dummy's breach (`43A1(b)`, `43A1(c)`, `43A2`): the director is asked once, after the other end-of-play judgments. */
export function withDummyBreach(state: PlayState, breach: string): PlayState {
  const law = lawRef('43B1');
  const s = state.endQuestions.includes(law) ? state : update(state, { endQuestions: [...state.endQuestions, law] });
  return cite(s, breach, '43B1');
}
