// A judgment the engine never makes: the director's precise question, answered yes or no and recorded.
import type { LawRef } from './law-ref.js';

export interface DirectorQuestion {
  /** Stable id: the key under which the director's answer is recorded. */
  readonly id: string;
  readonly law: LawRef;
  readonly ask: string;
}
