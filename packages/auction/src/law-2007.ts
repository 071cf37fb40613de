// The one spelling of a 2007 reference in the auction: recorded with its year, so the table cites it as it stands
// (never translated from a 2017 number).
import type { LawRef } from '@bridge-laws/cards-and-boards';

/** A reference to the 2007 Laws, e.g. `L2007('30B2(a)')` → `2007 30B2(a)`. */
export const L2007 = (law: string): LawRef => `2007 ${law}` as LawRef;
