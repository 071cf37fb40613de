// The adjudication of a case as text: what the director announces, with the laws behind it.
import type { CaseAdjudication } from './case-file.js';

/** Plain-text report of a claim case: the claim, the ruling, its reasons and the line that yields it. */
export function formatAdjudication(c: CaseAdjudication): string {
  const out: string[] = [`Case ${c.id}: ${c.report.contract} by ${c.report.declarer}`];
  if (c.claim !== null) {
    const what = c.claim.kind === 'claim' ? `claims ${c.claim.wins}` : `concedes ${c.claim.remaining - c.claim.wins}`;
    out.push(`${c.claim.by} ${what} of the ${c.claim.remaining} remaining trick(s)${c.claim.statement === null ? ', no statement' : `: "${c.claim.statement}"`} — ${c.claim.status}`);
  }
  const a = c.adjudication;
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
  if (c.concession !== null) out.push(`Law ${c.concession.law}: ${c.concession.text}`);
  if (c.withdrawal !== null) {
    out.push(`Law 69B: ${c.withdrawal.restored} trick(s) restored to the withdrawing side${c.withdrawal.question === null ? '' : `; question for the director: ${c.withdrawal.question}`}`);
  }
  out.push(`Tricks: NS ${c.report.tricks.NS}, EW ${c.report.tricks.EW} (${c.report.phase}). Laws: ${c.report.laws.join(', ')}`);
  for (const k of c.checks) if (!k.pass) out.push(`  expect mismatch at event ${k.event}, ${k.key}: expected ${JSON.stringify(k.expected)}, got ${JSON.stringify(k.actual)}`);
  return out.join('\n');
}
