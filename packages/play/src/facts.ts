// The director's findings are used once: the transition that applies a finding removes it.
import type { PlayState } from './types.js';
import { update } from './update.js';

export function consume(s: PlayState, fact: string): PlayState {
  const facts = { ...s.facts };
  delete facts[fact];
  return update(s, { facts });
}
