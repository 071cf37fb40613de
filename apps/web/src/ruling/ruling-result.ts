// What a finished ruling writes to the traveller, whatever screen it was ruled on: the table's result after Law 64,
// a revoke ruled from an entered position (the contract and the tricks after the transfer), a claim ruled from an
// entered end position (the contract and the award's totals) — or why it gives no result to write (yet). The score
// itself is the session's (Law 77 at the board's vulnerability); the director's adjusted score (12C) goes beside it.
import type { Denomination, Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, ok, sideOf } from '@bridge-laws/cards-and-boards';
import type { Adjudication } from '@bridge-laws/claims';
import type { Report } from '@bridge-laws/table';
import type { SessionEntry } from '../session/session.js';
import type { TravellerProblem } from '../session/refusals.js';
import type { TravellerKind } from '../session/traveller-text.js';
import { adjustedEntry } from '../session/traveller-text.js';
import type { RevokeRuling } from './revoke-position.js';
import type { EquityFinding } from './revoke-statement.js';

/** The contract an entered position was played in: what the traveller needs beside the tricks. */
export interface EnteredContract {
  readonly level: number;
  readonly denomination: Denomination;
  readonly risk: '' | 'X' | 'XX';
  readonly declarer: Seat;
}

export type FinishedRuling =
  | { readonly kind: 'table'; readonly report: Report }
  | { readonly kind: 'revoke'; readonly contract: EnteredContract; readonly ruling: RevokeRuling; readonly finding: EquityFinding }
  | { readonly kind: 'claim'; readonly contract: EnteredContract; readonly award: Adjudication };

/** The table result a ruling gives: the contract (or passed out), the declarer and his side's tricks. */
export type RulingResult = SessionEntry['result'];

const contractText = (c: EnteredContract): string => `${c.level}${c.denomination}${c.risk}`;

/** The result the ruling gives, or the refusal naming the rule that stops it. */
export function rulingResult(r: FinishedRuling): Result<RulingResult, TravellerProblem> {
  switch (r.kind) {
    case 'table': {
      const t = r.report;
      if (t.contract === 'passed-out') return ok({ contract: 'passed-out' });
      if (t.contract === null || t.declarer === null || t.phase !== 'ended' || t.score === null) return err({ code: 'no-result' });
      return ok({ contract: t.contract, declarer: t.declarer as Seat, tricks: t.tricks[sideOf(t.declarer)] });
    }
    case 'revoke': {
      // Law 64A: the tricks are transferred once the play has ended; before that there is no result.
      if (!r.ruling.playEnded) return err({ code: 'no-result' });
      // Law 64C: the director first says whether the transfer makes up for the damage …
      if (r.ruling.equity !== null && r.finding === null) return err({ code: 'equity-open', law: r.ruling.equity });
      // … and when it does not, the table result is replaced by an adjusted score (Laws 64C, 12C1).
      if (r.finding === true) return err({ code: 'equity-adjust', law: r.ruling.equity ?? '64C' });
      return ok({ contract: contractText(r.contract), declarer: r.contract.declarer, tricks: r.ruling.tricks[sideOf(r.contract.declarer)] });
    }
    case 'claim': {
      // Law 70: the award settles every remaining trick; the totals then make the board's 13 tricks.
      const a = r.award;
      if (a.tricks.NS + a.tricks.EW !== 13) return err({ code: 'no-result' });
      return ok({ contract: contractText(r.contract), declarer: r.contract.declarer, tricks: a.tricks[sideOf(r.contract.declarer)] });
    }
  }
}

/**
 * What the traveller form offers first for this ruling: the director's adjusted score the table already carries, an
 * assigned adjusted score when Law 64C found the transfer short of the damage, else the result itself.
 */
export function suggestedEntry(r: FinishedRuling): { readonly kind: TravellerKind; readonly text: string } {
  if (r.kind === 'table') return adjustedEntry(r.report.adjusted) ?? { kind: 'table', text: '' };
  if (r.kind === 'revoke' && r.finding === true) return { kind: 'assigned', text: '' };
  return { kind: 'table', text: '' };
}
