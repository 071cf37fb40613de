// A case file run to its claim: the same reader and runner as `case run`, then the claims chapter's ruling as the
// table holds it. `bridge-laws claim` prints this; the ruling itself is the claims chapter's (Laws 68–71).
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { Adjudication, ClaimPosition, ClaimState, ConcessionRuling, TricksRuling, WithdrawalRuling } from '@bridge-laws/claims';
import { describeClaimRuling } from '@bridge-laws/claims';
import type { ExpectResult, RunOptions } from './case-run.js';
import { checkCaseText } from './case-files.js';
import { claimLaws } from './claim.js';
import type { Report } from './report.js';

export interface ClaimCase {
  readonly id: string;
  /** The position when the claim was made (Law 70B3), or null when the claim was void (68B2, 68D2(b)(ii)). */
  readonly position: ClaimPosition | null;
  readonly claim: ClaimState | null;
  /** Law 70: the adjudication of a disputed claim, with its reasons and the line that yields it. */
  readonly adjudication: Adjudication | null;
  /** Law 71: an agreed concession checked for tricks that could not be lost. */
  readonly concession: ConcessionRuling | null;
  /** Law 69B: an agreement withdrawn. */
  readonly withdrawal: WithdrawalRuling | null;
  /** Every law the claim and its ruling cite, Law 64 over a revoke included. */
  readonly laws: readonly string[];
  /** The table's report after the last event, as `case run` prints it (Law 64 transfers included). */
  readonly report: Report;
  readonly expectations: readonly ExpectResult[];
  /** The first expectation that differs, as `case check` prints it, or null. */
  readonly failure: string | null;
}

/**
 * Read and run a case file's text to its claim or concession. A file `case run` refuses (unreadable, malformed,
 * a refused setup or event) is refused with the same message; so is a case with no claim or concession in it.
 */
export function claimCaseText(text: string, file: string, options: RunOptions = {}): Result<ClaimCase, string> {
  // What `case run` does: the bounded reader, the case schema, the table's runner.
  const checked = checkCaseText(text, file, options);
  if (checked.run === null) return err(checked.failure ?? `${file}: cannot run`);
  const { run } = checked;
  if (run.stopped !== null) return err(`${file}: ${run.stopped}`);
  // The table forgets a void claim (68B2, 68D2(b)(ii): play went on); the laws it cited still show it was made.
  const c = run.state?.claim ?? null;
  const claimLawsCited = run.report.laws.filter(isClaimLaw);
  if (c === null && claimLawsCited.length === 0) return err(`${file}: nothing to rule on: the case has no claim or concession (Law 68)`);
  const chapter: TricksRuling | null = c?.ruling?.chapter ?? null;
  return ok({
    id: run.id,
    position: c?.position ?? null,
    claim: c?.state ?? null,
    adjudication: chapter?.adjudication ?? null,
    concession: chapter?.concession ?? null,
    withdrawal: chapter?.withdrawal ?? null,
    laws: c === null ? claimLawsCited : [...new Set(claimLaws(c))],
    report: run.report,
    expectations: run.results,
    failure: run.failure,
  });
}

/** Laws 68–71, the claims chapter's. */
const isClaimLaw = (law: string): boolean => /^(6[89]|7[01])(?![0-9])/.test(law);

/** The ruling as the director announces it: the case, the claim, the ruling with its reasons, the totals. */
export function formatClaimCase(c: ClaimCase): string {
  const r = c.report;
  const out: string[] = [`Case ${c.id}: ${r.contract ?? 'no contract'}${r.declarer === null ? '' : ` by ${r.declarer}`}`];
  out.push(...describeClaimRuling(c.claim, c));
  if (r.transferred !== null) out.push(`Law 64: ${r.transferred.tricks} trick(s) transferred to ${r.transferred.to}`);
  if (r.pending !== null) {
    out.push(r.pending.by === 'director'
      ? `Question for the director (Law ${r.pending.law}): ${r.pending.questions.join(', ')}`
      : `${r.pending.by} to choose (Law ${r.pending.law}): ${r.pending.options.join(', ')}`);
  }
  out.push(`Tricks: NS ${r.tricks.NS}, EW ${r.tricks.EW} (${r.phase}). Laws: ${c.laws.join(', ')}`);
  for (const e of c.expectations) if (!e.passed) out.push(`  expect mismatch at event ${e.index}: ${e.difference ?? 'differs'}`);
  return out.join('\n');
}
