// The one spelling of a 2007 reference in the claims chapter: with its year, so the table cites it as it stands.
import type { LawRef } from '@bridge-laws/cards-and-boards';

/** A reference to the 2007 Laws, e.g. `L2007('70E1')` → `2007 70E1`. */
export const L2007 = (law: string): LawRef => `2007 ${law}` as LawRef;
