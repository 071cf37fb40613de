// Law 62D2 (both editions): which trick-12 revokes concern the offender's partner — a defender's revoke on trick 12
// made before his partner played to that trick. The editions differ only in what follows (the leaves).
import type { Seat } from '@bridge-laws/cards-and-boards';
import { partnerOf } from '@bridge-laws/cards-and-boards';
import { isDefender } from './position.js';
import type { PlayState, Revoke, Trick } from './types.js';

export interface Trick12Revoke {
  readonly partner: Seat;
  /** Trick 12 as it stood before the correction. */
  readonly trick: Trick;
  /** The partner's place in that trick, -1 when he had not played to it. */
  readonly partnerAt: number;
}

/** The trick-12 revoke's partner, when the revoke came before his turn to that trick; null otherwise. */
export function trick12Revoke(before: PlayState, r: Revoke): Trick12Revoke | null {
  if (r.trick !== 12 || !isDefender(before, r.seat)) return null;
  const trick = before.tricks[11] ?? before.current;
  const partner = partnerOf(r.seat);
  const partnerAt = trick.cards.findIndex((p) => p.seat === partner);
  const revokeAt = trick.cards.findIndex((p) => p.seat === r.seat && p.card === r.card);
  return partnerAt >= 0 && partnerAt < revokeAt ? null : { partner, trick, partnerAt };
}
