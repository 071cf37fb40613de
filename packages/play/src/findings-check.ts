// The play's findings checked against the catalogue: a finding's value is data, so the reducer reads none unchecked.
import { findingProblem, findingsOf } from '@bridge-laws/cards-and-boards';
import type { Facts } from './events.js';

/** The law under which the play asks a finding that one id names under several laws (Law 53B: a lead or a play). */
const ASKED_UNDER: Readonly<Record<string, string>> = { 'intent-lead-or-play': '53B' };
const PLAY_FACTS: ReadonlySet<string> = new Set(findingsOf('play'));

/** The first of the play's findings whose value does not fit its catalogued answer, as `facts.<id>: <problem>`. */
export function badFinding(f: Facts): string | null {
  for (const [id, value] of Object.entries(f)) {
    if (!PLAY_FACTS.has(id)) continue;
    const problem = findingProblem(id, value, ASKED_UNDER[id]);
    if (problem !== null) return `facts.${id}: ${problem}`;
  }
  return null;
}
