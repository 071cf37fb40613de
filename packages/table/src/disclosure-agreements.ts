// Laws 40B3, 40B4 and 40B5 at the table: the disclosures the director found wanting, checked by the auction chapter's
// library functions (`checkAgreements`, `checkExplanationContent`), and the damage questions they put at the end of play.
import type { Side } from '@bridge-laws/cards-and-boards';
import { sideOf } from '@bridge-laws/cards-and-boards';
import type { AgreementFinding, PartnershipAgreement } from '@bridge-laws/auction';
import { checkAgreements, checkExplanationContent } from '@bridge-laws/auction';
import type { DeferredQuestion } from './director.js';
import type { Disclosure } from './disclosure-record.js';
import type { TableState } from './state.js';

/** The agreement behind a disclosure, as the director found it: only the two findings Law 40B3 and 40B4 turn on. */
function agreementOf(s: TableState, d: Disclosure): PartnershipAgreement | null {
  // Law 15A1: what was said of a cancelled call is not said of the call that later stands in its place.
  if ((d.kind === 'alert' || d.kind === 'explanation') && d.cancelled === true) return null;
  const index = d.kind === 'alert' ? d.callIndex : d.kind === 'explanation' ? d.record.callIndex : -1;
  const made = s.auction.calls[index];
  if (made === undefined) return null;
  const base = { side: sideOf(made.seat), madeBy: made.seat, sequence: s.auction.calls.slice(0, index).map((c) => c.call.text), call: made.call.text, specifies: [] };
  // Law 40B3(a): an alert the regulation required (the director's finding) that was not made — the agreement was not disclosed.
  if (d.kind === 'alert' && d.required === true && !d.made) return { ...base, meaning: `call ${index + 1}`, artificial: false, disclosed: false };
  // Law 40B4: an explained agreement the director found a special partnership agreement the regulation does not permit.
  if (d.kind === 'explanation' && d.permitted === false) return { ...base, meaning: d.record.text, artificial: true };
  return null;
}

/**
 * Laws 40B3(a), 40B3(b), 40B4: what `checkAgreements` finds in the side's agreements the director found wanting. An
 * unpermitted agreement is listed as special and permitted by none (40B1(b), 40B2(a)(i)); two undisclosed agreements
 * of one side are the repeated failure 40B3(b) lets the director penalise.
 */
export function agreementFindings(s: TableState, side: Side): readonly AgreementFinding[] {
  const agreements: PartnershipAgreement[] = [];
  for (const d of s.director.disclosures) {
    const a = agreementOf(s, d);
    if (a !== null && a.side === side) agreements.push(a);
  }
  if (agreements.length === 0) return [];
  const special = agreements.filter((a) => a.artificial).map((a) => a.meaning);
  return checkAgreements(agreements, { specialUnderstandings: 'as-listed-by-regulation', listedSpecial: special, systemPolicy: 'as-listed-by-regulation', permitted: [] });
}

/** The laws a disclosure engages beyond Laws 20 and 40B2: the findings its side's agreements now give that they did not before. */
export function newAgreementLaws(before: TableState, after: TableState, side: Side): readonly string[] {
  const had = new Set(agreementFindings(before, side).map((f) => `${f.law}|${f.call}`));
  // In the laws' order: 40B3(a) before 40B3(b) before 40B4.
  return agreementFindings(after, side).filter((f) => !had.has(`${f.law}|${f.call}`)).map((f) => f.law).sort();
}

/**
 * The end-of-play questions of Law 40B: whether the non-offenders were damaged by an undisclosed agreement (40B3(a))
 * or an unpermitted special one (40B4) — `damaged` — and by what an explanation left out (40B5(b),
 * `damaged-by-withheld`). A yes asks the Law 12C1 assigned result. Law 40B3(b)'s penalty is the director's own.
 */
export function disclosureDamage(s: TableState): readonly DeferredQuestion[] {
  const out: DeferredQuestion[] = [];
  for (const side of ['NS', 'EW'] as const) {
    for (const f of agreementFindings(s, side)) {
      if (f.onYes === 'adjusted-score' && f.question !== null && !out.some((q) => q.law === f.law)) out.push({ law: f.law, question: f.question });
    }
  }
  const withheld = s.director.disclosures.some((d) => d.kind === 'explanation' && d.cancelled !== true && d.withheld !== undefined && checkExplanationContent([d.withheld]).length > 0);
  if (withheld) out.push({ law: '40B5(b)', question: 'damaged-by-withheld' });
  return out;
}
