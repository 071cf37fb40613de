// The state as the case format's `expect` keys read it, and the outcome scoring needs.
import type { BySide, Contract, Seat, Side } from '@bridge-laws/cards-and-boards';
import { makeContract, sideOf } from '@bridge-laws/cards-and-boards';
import { addToSide } from './cards.js';
import type { PenaltyKind, PlayPhase, PlayState, TransferLine } from './types.js';

export interface PlayReport {
  readonly phase: PlayPhase;
  readonly turn: Seat;
  readonly pending: null | { readonly by: Seat; readonly options: readonly string[] } | { readonly by: 'director'; readonly questions: readonly string[] };
  readonly penaltyCards: readonly { readonly seat: Seat; readonly card: string; readonly kind: PenaltyKind }[];
  readonly leadRestrictions: readonly { readonly leader: Seat; readonly law: string }[];
  readonly contract: string;
  readonly declarer: Seat;
  readonly tricks: BySide<number>;
  readonly transferred: { readonly to: Side; readonly tricks: number } | null;
  /** Law 64: per established revoke, the item that decided it (64A1, 64A2, or the 64B item that barred it) and the tricks it moved. */
  readonly transfers: readonly TransferLine[];
  readonly revokes: readonly { readonly seat: Seat; readonly trick: number; readonly established: boolean }[];
  readonly laws: readonly string[];
}

/** Tricks credited to each side: as won at the table, then after any Law 64 transfer. */
export function creditedTricks(state: PlayState): BySide<number> {
  const t = state.transferred;
  if (t === null) return state.won;
  const from: Side = t.to === 'NS' ? 'EW' : 'NS';
  return addToSide(addToSide(state.won, t.to, t.tricks), from, -t.tricks);
}

export function playReport(state: PlayState): PlayReport {
  const p = state.pending;
  return {
    phase: state.phase,
    turn: state.turn,
    pending: p === null ? null : p.kind === 'choice' ? { by: p.by, options: p.options } : { by: 'director', questions: p.questions },
    penaltyCards: state.penaltyCards.map(({ seat, card, kind }) => ({ seat, card, kind })),
    leadRestrictions: state.leadRights.map(({ leader, law }) => ({ leader, law })),
    contract: makeContract(state.contract),
    declarer: state.declarer,
    tricks: creditedTricks(state),
    transferred: state.transferred,
    transfers: state.transfers,
    revokes: state.revokes.map(({ seat, trick, established }) => ({ seat, trick, established })),
    laws: state.laws,
  };
}

/** What Law 77 scoring needs once play has ended: the contract, declarer, and declarer's tricks after transfers. */
export interface PlayOutcome {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
}

export function playOutcome(state: PlayState): PlayOutcome | null {
  if (state.phase !== 'ended') return null;
  return { contract: state.contract, declarer: state.declarer, tricks: creditedTricks(state)[sideOf(state.declarer)] };
}
