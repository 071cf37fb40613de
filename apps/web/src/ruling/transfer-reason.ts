// Why Law 64 moved the tricks it moved at the table: the table's statement names Law 64 for the transfer; the item the
// play chapter cited for it (64A1, 64A2, or the 64B exemption that barred it) is the reason read out.
import type { RulingStatement, StatementConsequence, StatementEvent } from '@bridge-laws/table';
import { otherSide, sideOf } from '@bridge-laws/cards-and-boards';

/** The one item of Laws 64A/64B cited on the board, or null when none or several (each revoke then has its own). */
export function transferItem(laws: readonly string[]): string | null {
  const items = [...new Set(laws.filter((l) => /^64[AB]\d$/.test(l)))];
  return items.length === 1 ? (items[0] ?? null) : null;
}

/** The statement with the transfer's reason: the item of Law 64 on the transfer, or a 64B exemption as no transfer. */
export function withTransferReason(s: RulingStatement): RulingStatement {
  const item = transferItem(s.laws);
  if (item === null) return s;
  const transfer = s.consequences.some((c) => c.kind === 'tricks-transferred');
  const revoke = s.happened.find((e): e is Extract<StatementEvent, { kind: 'revoke' }> => e.kind === 'revoke' && e.established);
  if (!transfer && (revoke === undefined || !item.startsWith('64B'))) return s;
  const consequences: readonly StatementConsequence[] = transfer
    ? s.consequences.map((c) => (c.kind === 'tricks-transferred' && c.law === '64' ? { ...c, law: item } : c))
    : revoke === undefined
      ? s.consequences
      : [...s.consequences, { kind: 'tricks-transferred', to: otherSide(sideOf(revoke.seat)), tricks: 0, law: item }];
  return { ...s, consequences };
}
