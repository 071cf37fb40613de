// A claim's ruling as text: what the director announces, with the laws behind it.
import type { ClaimState } from './claim-state.js';
import type { TricksRuling } from './ruling.js';

/** The claim, the ruling, its reasons and the line that yields it, one line each (Laws 68–71). */
export function describeClaimRuling(
  claim: ClaimState | null,
  ruling: Pick<TricksRuling, 'adjudication' | 'concession' | 'withdrawal'> | null,
): string[] {
  const out: string[] = [];
  if (claim !== null) {
    const what = claim.kind === 'claim' ? `claims ${claim.wins}` : `concedes ${claim.remaining - claim.wins}`;
    out.push(`${claim.by} ${what} of the ${claim.remaining} remaining trick(s)${claim.statement === null ? ', no statement' : `: "${claim.statement}"`} — ${claim.status}`);
  }
  const a = ruling?.adjudication ?? null;
  if (a !== null) {
    out.push(`Ruling (Law 70): ${a.side} is awarded ${a.awarded} of ${a.remaining} (claimed ${a.claimed}; double dummy ${a.doubleDummy}).`);
    if (a.statement !== null) {
      const steps = a.statement.steps.length;
      out.push(`Statement read as ${steps} step(s)${a.statement.unparsed.length > 0 ? `; not understood: ${a.statement.unparsed.map((u) => `"${u}"`).join(', ')}` : ''}.`);
    }
    for (const r of a.reasons) out.push(`  Law ${r.law}: ${r.text}`);
    for (const q of a.assumptions) out.push(`  Assumed (Law ${q.law}): ${q.question} — ${q.assumed}`);
    out.push(`  Line: ${a.line.map((p) => `${p.seat}:${p.card}`).join(' ')}`);
  }
  const k = ruling?.concession ?? null;
  if (k !== null) out.push(`Law ${k.law}: ${k.text}`);
  const w = ruling?.withdrawal ?? null;
  if (w !== null) {
    out.push(`Law 69B: ${w.restored} trick(s) restored to the withdrawing side${w.question === null ? '' : `; question for the director: ${w.question}`}`);
  }
  return out;
}
