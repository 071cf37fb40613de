// The ruling statement of a revoke ruled from an entered position, as the same language-neutral data the table's
// statement is (`RulingStatement` of @bridge-laws/table), so the statement view reads it out in each language.
import type { Seat } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, otherSide, sideOf } from '@bridge-laws/cards-and-boards';
import type { Regulation } from '@bridge-laws/regulation';
import type { RulingStatement, StatementConsequence } from '@bridge-laws/table';
import { lawInEdition } from '@bridge-laws/table';
import type { RevokePositionEntry, RevokeRuling } from './revoke-position.js';

/** The director's Law 64C finding: null while unanswered; true when the transfer left the damage uncompensated. */
export type EquityFinding = boolean | null;

export function revokeStatement(e: RevokePositionEntry, r: RevokeRuling, finding: EquityFinding, regulation: Regulation): RulingStatement {
  // The ruling's own laws are already in the edition's numbering; these are the statement's.
  const cited = (law: string) => lawInEdition(law, e.edition ?? CURRENT_EDITION);
  // Laws 61A, 62, 63: each revoke as it happened, established or to be corrected.
  const happened = e.revokes.map((v) => ({ kind: 'revoke' as const, seat: v.seat, trick: v.trick, established: v.established, law: cited(v.established ? '63' : '62') }));
  // Laws 64A, 64B: each established revoke's transfer with the item of Law 64 that decided it.
  const consequences: StatementConsequence[] = r.transfers.map((t) => ({ kind: 'tricks-transferred', seat: t.seat, trick: t.trick, to: otherSide(sideOf(t.seat)), tricks: t.tricks, law: t.law }));
  const declarer: Seat = e.declarer;
  return {
    board: e.board,
    phase: r.playEnded ? 'ended' : 'play',
    happened,
    choice: null,
    // Law 64C: the director's judgment, asked until he answers it.
    questions: r.equity !== null && finding === null ? { ids: ['damaged'], law: r.equity } : null,
    consequences,
    result: r.playEnded ? { contract: r.contract, declarer, tricks: r.tricks, scoreNS: r.scoreNS } : null,
    laws: finding === true ? [...r.laws, cited('12C1')] : r.laws,
    regulation: { id: regulation.id, name: regulation.name },
  };
}
