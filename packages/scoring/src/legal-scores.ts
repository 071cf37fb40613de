// Law 77: the scores a board can produce — every contract, doubled or not, by either side, with any number of tricks,
// at the board's vulnerability. A weighted adjusted score (Law 12C1(c)) is made of such scores.
import type { Vulnerability } from '@bridge-laws/cards-and-boards';
import { DENOMINATIONS, RISKS, isVulnerable } from '@bridge-laws/cards-and-boards';
import { declarerScore } from './contract-score.js';

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
const known = new Map<string, ReadonlySet<number>>();

/** North-South scores one side's vulnerability allows, and their negatives for the other side declaring. */
function scoresFor(nsVulnerable: boolean, ewVulnerable: boolean): ReadonlySet<number> {
  const key = `${nsVulnerable}/${ewVulnerable}`;
  const had = known.get(key);
  if (had !== undefined) return had;
  const out = new Set<number>([0]); // a passed-out board (Law 22B)
  for (const level of LEVELS) {
    for (const denomination of DENOMINATIONS) {
      for (const risk of RISKS) {
        for (let tricks = 0; tricks <= 13; tricks++) {
          out.add(declarerScore({ level, denomination, risk }, nsVulnerable, tricks));
          out.add(-declarerScore({ level, denomination, risk }, ewVulnerable, tricks) || 0);
        }
      }
    }
  }
  known.set(key, out);
  return out;
}

/** Whether a North-South score can arise on a board of this vulnerability (Law 77). */
export function isLegalScore(ns: number, vulnerability: Vulnerability): boolean {
  return scoresFor(isVulnerable(vulnerability, 'N'), isVulnerable(vulnerability, 'E')).has(ns);
}
