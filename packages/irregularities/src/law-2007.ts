// The one spelling of a 2007 reference in this chapter: recorded with its year (`2007 16C3`), so a ruling cites it as
// it stands beside the 2017 numbers.
import type { LawRef } from '@bridge-laws/cards-and-boards';

/** A reference to the 2007 Laws, e.g. `L2007('16C3')` → `2007 16C3`. */
export const L2007 = (law: string): LawRef => `2007 ${law}` as LawRef;
