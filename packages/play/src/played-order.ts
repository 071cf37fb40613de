// Law 65D: a player who disturbs the order of his played cards before the tricks are agreed puts his side's right to
// claim a revoke at risk; Law 66D: if the director cannot then establish the facts, the other side has the benefit.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { askDirector, isSeat, lawRef, sideOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { consume } from './facts.js';
import { update } from './update.js';

/** What becomes of a revoke claim after play: ruled as usual (`proceed`), or `state` holds the question or the ruling. */
export interface DisturbedClaim {
  readonly proceed: boolean;
  readonly state: PlayState;
}

/**
 * After play, `by` claims a revoke by the other side although a player of his own side had disturbed his played cards
 * (finding `cards-disturbed`: that seat). The director says whether he can still establish the facts
 * (`revoke-facts-established`): yes — the claim is ruled as usual; no — it fails (Laws 65D, 66D), nothing is rectified.
 */
export function disturbedClaim(state: PlayState, by: Seat, offenders: readonly Seat[]): DisturbedClaim {
  const disturbed = state.facts['cards-disturbed'];
  if (state.phase !== 'ended' || !isSeat(disturbed) || sideOf(disturbed) !== sideOf(by)) return { proceed: true, state };
  if (!offenders.some((seat) => sideOf(seat) !== sideOf(by))) return { proceed: true, state: cite(state, '65D') };
  const established = state.facts['revoke-facts-established'];
  if (established === undefined) {
    const pending = askDirector({ id: 'revoke-facts-established', law: lawRef('65D') }, { type: 'disturbed-cards' as const, by });
    return { proceed: false, state: cite(update(state, { pending }), '65D') };
  }
  const s = consume(state, 'revoke-facts-established');
  return established === true ? { proceed: true, state: cite(s, '65D') } : { proceed: false, state: cite(s, '65D', '66D') };
}
