// The state of the table in case-file vocabulary: every key present, as `case run` prints it.
import type { Seat, Side } from '@bridge-laws/cards-and-boards';
import { auctionResult, penaltyCardsFromAuction } from '@bridge-laws/auction';
import type { TablePhase, TableState } from './table.js';
import { tablePhase } from './table.js';

export interface Report {
  readonly phase: TablePhase;
  readonly turn: Seat | null;
  readonly pending: null | { readonly by: Seat; readonly options: readonly string[]; readonly law: string } | { readonly by: 'director'; readonly questions: readonly string[]; readonly law: string };
  readonly auction: readonly string[];
  readonly mustPass: readonly { readonly seat: Seat; readonly until: string }[];
  readonly leadRestrictions: readonly { readonly leader: Seat; readonly law: string }[];
  readonly penaltyCards: readonly { readonly seat: Seat; readonly card: string; readonly kind: 'major' | 'minor' }[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: Readonly<Record<Side, number>>;
  readonly transferred: null | { readonly to: Side; readonly tricks: number };
  readonly revokes: readonly { readonly seat: Seat; readonly trick: number; readonly established: boolean }[];
  readonly score: null | { readonly NS: number };
  readonly adjusted: unknown;
  /** Laws cited since `sinceStep` (for `case run`, since the start). */
  readonly laws: readonly string[];
  /** The refusal code of the previous event, if it was refused. */
  readonly error: string | null;
}

export function report(s: TableState, options: { sinceStep?: number; error?: string | null } = {}): Report {
  const a = s.auction;
  const phase = tablePhase(s);
  const result = auctionResult(a);
  const p = a.pending;
  const pending: Report['pending'] =
    p === null ? null : p.kind === 'choice' ? { by: p.by, options: p.options, law: p.law } : { by: 'director', questions: p.questions, law: p.law };
  const laws: string[] = [];
  for (const step of a.steps.slice(options.sinceStep ?? 0)) if (!laws.includes(step.law)) laws.push(step.law);
  return {
    phase,
    turn: result.kind === 'contract' ? result.openingLeader : a.turn,
    pending,
    auction: a.calls.map((c) => c.call.text),
    mustPass: a.mustPass.map((o) => ({ seat: o.seat, until: o.until })),
    leadRestrictions: a.leadRestrictions.map((r) => ({ leader: r.leader, law: r.law })),
    penaltyCards: penaltyCardsFromAuction(a).map((c) => ({ seat: c.seat, card: c.card, kind: c.kind })),
    contract: result.kind === 'contract'
      ? `${result.contract.level}${result.contract.denomination}${result.contract.risk}`
      : result.kind === 'passed-out' ? 'passed-out' : null,
    declarer: result.kind === 'contract' ? result.declarer : null,
    tricks: { NS: 0, EW: 0 },
    transferred: null,
    revokes: [],
    score: result.kind === 'passed-out' ? { NS: 0 } : null, // Law 22B: a passed-out board scores zero
    adjusted: null,
    laws,
    error: options.error ?? null,
  };
}
