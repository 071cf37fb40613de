// Law references cited by a transition, checked against the reference grammar.
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { lawRef } from '@bridge-laws/cards-and-boards';
import { editionRef } from './law-2007.js';
import type { PlayState } from './types.js';
import { update } from './update.js';

// Each reference text is checked against the grammar once.
const checked = new Map<string, LawRef>();
function checkedRef(text: string): LawRef {
  let ref = checked.get(text);
  if (ref === undefined) {
    ref = editionRef(text); // a 2007 reference keeps its year
    checked.set(text, ref);
  }
  return ref;
}

/** Add law references to those the current transition cites (each once). */
export function cite(state: PlayState, ...refs: readonly string[]): PlayState {
  const added = refs.filter((r, i) => !state.laws.includes(r as LawRef) && refs.indexOf(r) === i).map(checkedRef);
  return added.length === 0 ? state : update(state, { laws: [...state.laws, ...added] });
}

/** Start a transition: the laws cited by the previous one, and its card kept for Law 58A, are cleared. */
export function fresh(state: PlayState): PlayState {
  return state.laws.length === 0 && state.previous === null ? state : update(state, { laws: [], previous: null });
}

export function ref(text: string): LawRef {
  return lawRef(text);
}
