// Where a director's workflow ends, in either edition: one shape for the workflows and their 2007 numbers.
import type { LawRef } from '@bridge-laws/cards-and-boards';

/** Where a workflow ends: whether the director adjusts, under which laws, and why. */
export interface Conclusion {
  readonly adjust: boolean;
  readonly laws: readonly LawRef[];
  readonly finding: string;
  /** Law 12C1(e): the non-offending side's own share of the damage is not redressed. */
  readonly selfInflicted: boolean;
}
