// Laws 68–71 at the desk: how the claim flow's options are sent, and the director's findings once
// called. A thin mapping of the table engine's vocabulary: the engine rules on every answer.
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { CaseEvent } from '@bridge-laws/table';

/** Options the claim flow offers that are their own table events, not a `decide`. */
const CLAIM_ANSWERS = new Set(['agree', 'dispute', 'continue-play']);

/** The option that calls the director after a dispute (Law 68D2(a)): no table event, the findings follow. */
export const CALL_DIRECTOR = 'call-director';

/** The findings the director may give on a disputed claim (Law 70): the case-file facts the engine reads. */
export const CLAIM_FINDINGS = ['normal-lines', 'claimer-aware-of-trump'] as const;

/**
 * The event that answers a claim option for `by`: `agree`/`dispute` (Law 68D), `continue-play` with all
 * four agreeing (Law 68D2(b)); null when the option is not a claim answer (then it is a `decide`).
 */
export function claimAnswer(by: Seat, option: string): CaseEvent | null {
  if (!CLAIM_ANSWERS.has(option)) return null;
  return { kind: 'table', event: { by, action: option as 'agree' | 'dispute' | 'continue-play', value: true } };
}

/** A claim (`line`: the stated line of play, Law 68C) or a concession of `tricks` of the remaining tricks. */
export function claimEvent(by: Seat, kind: 'claim' | 'concede', tricks: number, line: string): CaseEvent {
  const stated = line.trim();
  const value = kind === 'concede' ? { tricks } : stated === '' ? { tricks } : { tricks, line: stated };
  return { kind: 'table', event: { by, action: kind, value } };
}
