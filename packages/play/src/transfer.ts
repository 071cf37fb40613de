// Law 64: tricks transferred after established revokes, and the exemptions of 64B.
import type { Edition, LawRef, Side } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, lawRef, otherSide, sideOf } from '@bridge-laws/cards-and-boards';
import { editionRef } from './law-2007.js';
import type { Revoke, RevokeKind, TransferLine, Trick } from './types.js';

/**
 * Law 64B3: the revokes made by failing to play a faced card, which move no trick, per edition — 2017 names a penalty
 * card and dummy's card; 2007 any card faced on the table or of a hand faced on it, dummy's included, so a hand faced
 * without a claim (48B2) too.
 */
export const FACED_CARD_EXEMPTION: Readonly<Record<Edition, { readonly kinds: readonly RevokeKind[]; readonly law: LawRef }>> = {
  '2017': { kinds: ['penalty-card', 'dummy'], law: lawRef('64B3') },
  // Law 2007 64B3: any faced card, or a card of a hand faced on the table.
  '2007': { kinds: ['penalty-card', 'dummy', 'faced-hand'], law: editionRef('2007 64B3') },
};

export interface RevokeTransfer {
  readonly revoke: Revoke;
  readonly tricks: number;
  /** 64A1 or 64A2 when tricks move, otherwise the 64B item that bars the transfer. */
  readonly law: LawRef;
}

/** Laws 64A, 64B: the transfer owed for each noticed, established revoke, given the quitted tricks, under `edition`. */
export function revokeTransfers(revokes: readonly Revoke[], tricks: readonly Trick[], edition: Edition = CURRENT_EDITION): RevokeTransfer[] {
  const counted = revokes.filter((r) => r.noticed && r.established && !r.corrected);
  const established = revokes.filter((r) => r.established && !r.corrected);
  const bothSides = new Set(established.map((r) => sideOf(r.seat))).size === 2;
  return counted.map((r) => ({ revoke: r, ...transferFor(r, revokes, tricks, bothSides, FACED_CARD_EXEMPTION[edition]) }));
}

// Laws 64B1, 64B2, 64B3, 64B4, 64B5, 64B6, 64B7 bar the transfer (Law 64B8: a corrected revoke is not counted);
// otherwise Law 64A1 (the offender won the revoke trick) or Law 64A2.
function transferFor(
  r: Revoke, all: readonly Revoke[], tricks: readonly Trick[], bothSides: boolean, faced: (typeof FACED_CARD_EXEMPTION)[Edition],
): { tricks: number; law: LawRef } {
  const side = sideOf(r.seat);
  const none = (law: string) => ({ tricks: 0, law: lawRef(law) });
  const earlier = all.find((o) => o !== r && o.seat === r.seat && o.suit === r.suit && o.established && o.trick < r.trick);
  if (earlier !== undefined && r.kind !== 'defective-trick') return none('64B2'); // a later revoke in the same suit
  if (faced.kinds.includes(r.kind)) return { tricks: 0, law: faced.law }; // a card faced on the table
  if (r.noticedAfter === 'next-board-call') return none('64B4');
  if (r.noticedAfter === 'round-end') return none('64B5');
  if (r.trick === 12 && r.kind !== 'defective-trick') return none('64B6');
  if (bothSides) return none('64B7');
  const revokeTrick = tricks[r.trick - 1];
  const later = tricks.slice(r.trick).filter((t) => t.winner !== null && sideOf(t.winner) === side).length;
  const wonRevokeTrick = revokeTrick?.winner !== undefined && revokeTrick.winner !== null && sideOf(revokeTrick.winner) === side;
  // Footnote to 64A: a trick won by dummy is not a trick won by declarer (and vice versa).
  if (r.kind !== 'defective-trick' && revokeTrick?.winner === r.seat) return { tricks: 1 + (later > 0 ? 1 : 0), law: lawRef('64A1') };
  if (wonRevokeTrick || later > 0) return { tricks: 1, law: lawRef(r.kind === 'defective-trick' ? '67B1' : '64A2') };
  return none('64B1');
}

/**
 * Each transfer as the play's result carries it: the revoke's seat and trick, the tricks it moved, and the item that
 * decided it. The lines add up to the net transfer: when the offenders won fewer tricks than the revokes owe, the
 * earlier revokes are served first and a later one moves only what is left.
 */
export function transferLines(transfers: readonly RevokeTransfer[], net: { readonly tricks: number } | null): TransferLine[] {
  let left = net?.tricks ?? 0;
  return [...transfers]
    .sort((a, b) => a.revoke.trick - b.revoke.trick)
    .map((t) => {
      const tricks = Math.min(t.tricks, left);
      left -= tricks;
      return { seat: t.revoke.seat, trick: t.revoke.trick, tricks, law: t.law };
    });
}

/**
 * Law 64C: which equity question follows the transfers. Law 64C2 where Law 64B left the transfer out: Law 64C2(b) when both sides revoked (64B7: the probable result
 * had no revoke occurred), Law 64C2(a) after a repeated revoke in one suit (64B2: had the later revokes not occurred),
 * otherwise Law 64C1 (was the non-offending side compensated enough?).
 */
export function equityLaw(transfers: readonly RevokeTransfer[]): LawRef {
  if (transfers.some((t) => t.law === '64B7')) return lawRef('64C2(b)');
  if (transfers.some((t) => t.law === '64B2')) return lawRef('64C2(a)');
  return lawRef('64C1');
}

/** Total tricks moving to each side; never more than the offending side won from its first revoke trick on. */
export function netTransfer(transfers: readonly RevokeTransfer[], tricks: readonly Trick[]): { to: Side; tricks: number } | null {
  let total = 0;
  let to: Side | null = null;
  let first = 14;
  for (const t of transfers) {
    if (t.tricks === 0) continue;
    to = otherSide(sideOf(t.revoke.seat));
    total += t.tricks;
    first = Math.min(first, t.revoke.trick);
  }
  if (to === null) return null;
  const offenders = otherSide(to);
  const available = tricks.slice(first - 1).filter((t) => t.winner !== null && sideOf(t.winner) === offenders).length;
  const n = Math.min(total, available);
  return n > 0 ? { to, tricks: n } : null;
}
