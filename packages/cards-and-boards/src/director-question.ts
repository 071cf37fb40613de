// A judgment the engine never makes: the director's precise question, recorded under a catalogued finding.
import type { FindingId } from './findings.js';
import type { LawRef } from './law-ref.js';

export interface DirectorQuestion<Id extends FindingId = FindingId> {
  /** The finding the director's answer is recorded under (see `FINDINGS` for its kind of answer). */
  readonly id: Id;
  readonly law: LawRef;
  readonly ask: string;
}
