// The score of a contract for par purposes: made undoubled, or defeated and doubled (Law 77 via scoring).
import type { Denomination } from '@bridge-laws/cards-and-boards';
import { declarerScore } from '@bridge-laws/scoring';

/** Declarer's score for `level` in `denomination` taking `tricks`; a defeated contract is doubled. */
export function parContractScore(level: number, denomination: Denomination, tricks: number, vulnerable: boolean): number {
  const risk = tricks < level + 6 ? 'X' : '';
  return declarerScore({ level: level as 1 | 2 | 3 | 4 | 5 | 6 | 7, denomination, risk }, vulnerable, tricks);
}
