// Law 63: when a revoke becomes established and can no longer be corrected.
import type { Seat, Side } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import type { Revoke, Trick } from './types.js';

/**
 * Law 63A: establishment. Law 63A1: the offender or his partner plays to the following trick. Law 62C3: when both sides revoked
 * in the same trick, neither is established until both sides have played to the next trick.
 */
export function establishByPlay(revokes: readonly Revoke[], seat: Seat, trick: number, current: Trick): readonly Revoke[] {
  if (revokes.length === 0) return revokes;
  const side = sideOf(seat);
  let changed = false;
  const out = revokes.map((r) => {
    if (r.established || r.corrected || r.trick >= trick) return r;
    const both = r.trick === trick - 1 && bothSidesRevoked(revokes, r.trick);
    if (both ? !bothSidesIn(current) : sideOf(r.seat) !== side) return r;
    changed = true;
    return { ...r, established: true };
  });
  return changed ? out : revokes;
}

/** Law 63A3: a member of the offending side claims or concedes — every revoke of that side is established. */
export function establishBySide(revokes: readonly Revoke[], side: Side): readonly Revoke[] {
  return revokes.map((r) => (!r.established && !r.corrected && sideOf(r.seat) === side ? { ...r, established: true } : r));
}

export function bothSidesRevoked(revokes: readonly Revoke[], trick: number): boolean {
  let ns = false;
  let ew = false;
  for (const r of revokes) {
    if (r.trick !== trick || r.corrected) continue;
    if (sideOf(r.seat) === 'NS') ns = true;
    else ew = true;
  }
  return ns && ew;
}

function bothSidesIn(trick: Trick): boolean {
  const sides = new Set(trick.cards.map((c) => sideOf(c.seat)));
  return sides.size === 2;
}
