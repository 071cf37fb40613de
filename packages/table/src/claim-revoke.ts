// Laws 63A3, 63A4, 64 and 69A at the table: a claim ends the play, so revokes are settled over the claimed tricks too
// (64B3 by the claim's edition).
import type { BySide, Side } from '@bridge-laws/cards-and-boards';
import { lawRef, otherSide, sideOf } from '@bridge-laws/cards-and-boards';
import type { ClaimState } from '@bridge-laws/claims';
import { claimedTricks, sidesEstablishedByClaim } from '@bridge-laws/claims';
import type { Revoke, TransferLine, Trick } from '@bridge-laws/play';
import { equityLaw, establishBySide, netTransfer, revokeTransfers, transferLines } from '@bridge-laws/play';

/** The revokes of the board once the claim's ruling is known, and the Law 64 transfer they owe. */
export interface ClaimRevokes {
  readonly revokes: readonly Revoke[];
  /** Board totals after the transfer. */
  readonly tricks: BySide<number>;
  readonly transferred: { readonly to: Side; readonly tricks: number } | null;
  /** Law 64: each established revoke's item and the tricks it moved (the play chapter's `transfers`). */
  readonly transfers: readonly TransferLine[];
  /** Law 64C: the director's equity question (`damaged`) and its law, while it is open. */
  readonly question: { readonly fact: 'damaged'; readonly law: string } | null;
  readonly laws: readonly string[];
}

/**
 * `quitted` are the tricks played before the claim; `tricks` the ruling's totals, of which the claimer's
 * side is credited with the tricks it won before the claim plus those the ruling awards it.
 */
export function settleClaimRevokes(
  s: ClaimState,
  revokes: readonly Revoke[],
  quitted: readonly Trick[],
  wonBefore: BySide<number>,
  tricks: BySide<number>,
  damaged: unknown,
): ClaimRevokes {
  const laws: string[] = [];
  let established = revokes;
  for (const side of sidesEstablishedByClaim(s)) {
    const next = establishBySide(established, side);
    // Law 63A3: the claimer's side's revokes; Law 63A4: the opponents', once their agreement is established.
    if (next.some((r, i) => r !== established[i])) laws.push(lawRef(side === sideOf(s.by) ? '63A3' : '63A4'));
    established = next;
  }
  const none: ClaimRevokes = { revokes: established, tricks, transferred: null, transfers: [], question: null, laws };
  if (!established.some((r) => r.noticed && r.established && !r.corrected)) return none;
  // Law 69A: the remaining tricks count as won in play, so Law 64A reads them like quitted tricks.
  const claimer = sideOf(s.by);
  const awarded = tricks[claimer] - wonBefore[claimer];
  const credited: Trick[] = claimedTricks(s, awarded).map((t) => ({ leader: t.winner, cards: [], winner: t.winner }));
  const all = [...quitted, ...credited];
  const transfers = revokeTransfers(established, all, s.edition);
  const net = netTransfer(transfers, all);
  laws.push(lawRef('69A'), ...new Set(transfers.map((t) => t.law)));
  const moved = net === null ? tricks : { ...tricks, [net.to]: tricks[net.to] + net.tricks, [otherSide(net.to)]: tricks[otherSide(net.to)] - net.tricks } as BySide<number>;
  // Law 64C, as at the end of play: 64C2(a) for repeated revokes in one suit, 64C2(b) when both sides revoked, else 64C1.
  const law = equityLaw(transfers);
  laws.push(law);
  const lines = transferLines(transfers, net);
  if (damaged === undefined) return { revokes: established, tricks: moved, transferred: net, transfers: lines, question: { fact: 'damaged', law }, laws };
  if (damaged === true) laws.push(lawRef('12C1'));
  return { revokes: established, tricks: moved, transferred: net, transfers: lines, question: null, laws };
}

/** Law 61A, 9A2: attention drawn to a revoke after a claim: every revoke not yet noticed is noticed now. */
export function noticeRevokes(revokes: readonly Revoke[], milestones: readonly string[]): readonly Revoke[] | null {
  if (!revokes.some((r) => !r.noticed && !r.corrected)) return null;
  // Laws 64B4, 64B5: noticed after the next board's first call or the end of the round, no tricks move.
  const after = milestones.includes('round-end') ? 'round-end' : milestones.includes('next-board-call') ? 'next-board-call' : null;
  return revokes.map((r) => (!r.noticed && !r.corrected ? { ...r, noticed: true, noticedAfter: after } : r));
}
