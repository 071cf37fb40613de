// Laws 69, 70 and 71: the ruling on a claim or concession once it is agreed or disputed — the one place that
// chooses between them. The table (or any caller) brings the position, the claim's state and the findings.
import type { BySide, LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import { z } from 'zod';
import type { Adjudication } from './adjudicate.js';
import { adjudicateClaim } from './adjudicate.js';
import type { ClaimState } from './claim-state.js';
import type { ConcessionRuling, WithdrawalRuling } from './concession.js';
import { PROBABLY_WON, applyWithdrawalFinding, cancelConcession, withdrawAgreement } from './concession.js';
import type { ClaimPosition } from './position.js';

export interface ClaimRulingOptions {
  /** Law 70E2: the regulation's order for an unstated suit. */
  readonly claimSuitOrder: 'from-the-top' | 'from-the-bottom' | null;
  /** Laws 69B and 71 apply only until the correction period ends (Law 79C). */
  readonly correctionPeriodOpen: boolean;
}

/** The tricks the claim or concession gives, why, and the director's question if one is open. */
export interface TricksRuling {
  /** Board totals: tricks won before the claim plus the remaining tricks as ruled. */
  readonly tricks: BySide<number>;
  /** Laws the ruling cites (the claim's own laws are on its state). */
  readonly laws: readonly LawRef[];
  /** The finding the director is asked for (`probably-won`, Law 69B2), with its law. */
  readonly question: { readonly fact: typeof PROBABLY_WON; readonly law: LawRef } | null;
  /** Law 70: the adjudication of a disputed claim or concession, with its reasons and line. */
  readonly adjudication: Adjudication | null;
  /** Law 71: a concession agreed to, checked for tricks that could not be lost. */
  readonly concession: ConcessionRuling | null;
  /** Law 69B: an agreement withdrawn. */
  readonly withdrawal: WithdrawalRuling | null;
}

export type TricksRulingRefusal = Refusal<'invalid-claim' | 'invalid-normal-line' | 'bad-finding'>;

const NormalLines = z.array(z.string(), { message: 'must be a list of lines of play, each in the claim-statement grammar (Law 70D1)' });

/**
 * Law 69B2, finding `probably-won`: yes or no to the director's question (all the doubtful tricks, or none),
 * or how many of them the side would probably have won.
 */
function yesOrCount(finding: unknown, doubtful: number): unknown {
  return finding === true ? doubtful : finding === false ? 0 : finding;
}

/**
 * The ruling for the claim's current status, or null while the play is suspended (68D) or the claim void (68B2,
 * 68D2(b)). `findings` are the director's: `normal-lines` (70D1), `claimer-aware-of-trump` (70C2), `probably-won` (69B2),
 * `unstated-line-irrational` (2007 70E1, read under 2007 only).
 */
export function ruleOnClaim(
  position: ClaimPosition,
  s: ClaimState,
  findings: Readonly<Record<string, unknown>>,
  options: ClaimRulingOptions,
): Result<TricksRuling | null, TricksRulingRefusal> {
  if (s.status === 'suspended' || s.status === 'void') return ok(null);
  const side = sideOf(s.by);
  const won = position.tricksWon;
  const total = (wins: number): BySide<number> => side === 'NS'
    ? { NS: won.NS + wins, EW: won.EW + s.remaining - wins }
    : { EW: won.EW + wins, NS: won.NS + s.remaining - wins };
  const none = { question: null, adjudication: null, concession: null, withdrawal: null };
  const withdrawn = s.laws.includes(lawRef('69B'));
  if (s.status === 'disputed' && !withdrawn) {
    // Law 70: a disputed claim or concession is adjudicated.
    const lines = findings['normal-lines'];
    const normal = lines === undefined ? undefined : NormalLines.safeParse(lines);
    if (normal !== undefined && !normal.success) {
      return err(refusal('invalid-normal-line', `facts.normal-lines: ${normal.error.issues[0]?.message ?? 'invalid'}`, lawRef('70')));
    }
    const aware = findings['claimer-aware-of-trump'];
    // Law 2007 70E1: read only under 2007 (the adjudicator ignores it under 2017, which dropped the exception).
    const irrational = findings['unstated-line-irrational'];
    const a = adjudicateClaim(position, { by: s.by, tricks: s.wins, statement: s.statement }, {
      claimSuitOrder: options.claimSuitOrder,
      correctionPeriodOpen: options.correctionPeriodOpen,
      edition: s.edition, // Law 70E1 (2017) or 2007 70E1
      ...(typeof aware === 'boolean' ? { claimerAwareOfTrump: aware } : {}),
      ...(typeof irrational === 'boolean' ? { unstatedLineIrrational: irrational } : {}),
      ...(normal?.success === true ? { normalLines: normal.data } : {}),
    });
    if (!a.ok) return a;
    return ok({ ...none, adjudication: a.value, tricks: a.value.tricks, laws: [lawRef('70'), ...a.value.laws] });
  }
  if (s.status === 'disputed') {
    // Law 69B: agreement withdrawn; what no normal line loses is restored, the rest asked of the director (69B2).
    const asked = withdrawAgreement(position, s.by, s.wins, options.correctionPeriodOpen);
    const finding = findings[PROBABLY_WON];
    const found = finding === undefined ? ok(asked) : applyWithdrawalFinding(asked, yesOrCount(finding, asked.doubtful));
    if (!found.ok) return found;
    const w = found.value;
    const question = w.fact === null ? null : { fact: w.fact, law: lawRef('69B2') };
    return ok({ ...none, withdrawal: w, question, tricks: total(s.wins - w.restored), laws: [...w.laws] });
  }
  // Law 69A: agreed — scored as if played; Law 71 gives back a conceded trick that could not be lost.
  const conceded = s.remaining - s.wins;
  const k = conceded > 0 ? cancelConcession(position, s.by, conceded, options.correctionPeriodOpen) : null;
  return ok({ ...none, concession: k, tricks: total(s.wins + (k?.restored ?? 0)), laws: [lawRef('69A'), ...(k === null ? [] : [k.law])] });
}
