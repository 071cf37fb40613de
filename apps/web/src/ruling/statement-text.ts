// The ruling statement (`rulingStatement` of @bridge-laws/table: ids and values) as sentences in the interface
// language, ready to read out at the table. The laws stay references: their summaries are shown beside them.
import type { Edition } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION } from '@bridge-laws/cards-and-boards';
import type { RulingStatement, StatementConsequence, StatementEvent } from '@bridge-laws/table';
import type { Language } from '../i18n/messages.js';
import { translate, translateId } from '../i18n/messages.js';
import { adjustedEntry } from '../session/traveller.js';
import { callText, cardText } from '../views/symbols.js';

type Words = (key: Parameters<typeof translate>[1]) => string;

const seat = (w: Words, s: string) => w(`seat.${s}` as Parameters<Words>[0]);
/** A citation inside a sentence: (Law 64), (przepis 64). */
const law = (w: Words, ref: string) => `(${w('statement.law')} ${ref})`;

const DESK_REGULATIONS = new Set(['wbf', 'pzbs', 'ebu']);

function regulationName(w: Words, r: { readonly id: string; readonly name: string }): string {
  return DESK_REGULATIONS.has(r.id) ? w(`reg.${r.id}` as Parameters<Words>[0]) : r.name;
}

function eventText(w: Words, language: Language, e: StatementEvent): string {
  switch (e.kind) {
    case 'revoke':
      return `${seat(w, e.seat)} ${w('statement.revoked')} ${e.trick}: ${w(e.established ? 'revoke.established' : 'revoke.not-established')}.`;
    case 'director-irregularity':
      return `${w('statement.irregularity')}: ${translateId(language, 'irregularity', e.irregularity)}, ${seat(w, e.by)} ${law(w, e.law)}.`;
    case 'director-workflow':
      return `${w('statement.workflow')}: ${translateId(language, 'workflow', e.workflow)} ${law(w, e.law)}.`;
    case 'claim': {
      const what = e.claim === 'claim' ? `${w('claim.claim')} ${e.wins}` : `${w('claim.concede')} ${e.remaining - e.wins}`;
      const line = e.statement === null ? ` — ${w('claim.no-statement')}` : `: \u201e${e.statement}\u201d`;
      return `${seat(w, e.by)} ${what} ${w('claim.of')} ${e.remaining} ${law(w, e.law)}${line}; ${translateId(language, 'claim-status', e.status)}.`;
    }
  }
}

/**
 * Laws 64A, 64B: why one revoke moved the tricks it moved, by the item of Law 64 that decided it — the edition's own
 * wording first where its rule differs (2007 64B3: any card faced on the table); null for an item with no explanation.
 */
export function transferWhy(language: Language, law: string, edition: Edition = CURRENT_EDITION): string | null {
  for (const id of [`${edition} ${law}`, law]) {
    const why = translateId(language, 'revpos.why', id);
    if (why !== id) return why;
  }
  return null;
}

/** Which revoke a transfer is for, when the statement has more than one: `East, in trick 2: `. */
const revokeOf = (w: Words, c: { readonly seat: string; readonly trick: number }) => `${seat(w, c.seat)}, ${w('revpos.in-trick')} ${c.trick}: `;

function consequenceText(w: Words, language: Language, c: StatementConsequence, edition: Edition, several: boolean): string {
  switch (c.kind) {
    case 'must-pass':
      return `${seat(w, c.seat)} ${w('ruling.must-pass')} ${c.until === 'next-turn' || c.until === 'end-of-auction' ? w(`until.${c.until}`) : c.until} ${law(w, c.law)}.`;
    case 'lead-restriction':
      return `${w('statement.lead-restriction')} ${seat(w, c.leader)} ${law(w, c.law)}.`;
    case 'penalty-card':
      return `${seat(w, c.seat)}: ${cardText(c.card)} — ${w('ruling.penalty-card')} ${w(`kind.${c.penalty}`)} ${law(w, c.law)}; ${w(c.penalty === 'major' ? 'statement.major-rights' : 'statement.minor-rights')} ${law(w, c.leadRights)}.`;
    case 'tricks-transferred': {
      // Laws 64A, 64B: each revoke's transfer and why, by the item of Law 64 that decided it.
      const why = transferWhy(language, c.law, edition);
      return `${w('revoke.transferred')}: ${several ? revokeOf(w, c) : ''}${c.tricks} ${w('revoke.to')} ${w(`vul.${c.to}`)}${why === null ? ` ${law(w, c.law)}` : ` — ${why} ${law(w, c.law)}`}.`;
    }
    case 'claim-award': {
      const reasons = c.reasons.length === 0 ? '' : `; ${w('statement.reasons')}: ${c.reasons.map((r) => `${w('statement.law')} ${r}`).join(', ')}`;
      return `${w('claim.award')} ${law(w, c.law)}: ${w(`vul.${c.side}`)} ${c.awarded} ${w('claim.of')} ${c.remaining}${reasons}.`;
    }
    case 'adjusted-score': {
      const entry = adjustedEntry(c.adjusted);
      const what = entry === null ? JSON.stringify(c.adjusted) : `${translateId(language, 'traveller', entry.kind)}: ${entry.text}`;
      const reasons = c.reasons.length === 0 ? '' : `; ${w('statement.reasons')}: ${c.reasons.map((r) => `${w('statement.law')} ${r}`).join(', ')}`;
      return `${what} ${law(w, c.law)}${reasons}.`;
    }
  }
}

/**
 * The statement's sentences, in order: the board (and, when given, the edition of the Laws it was ruled under), the
 * regulation applied, what happened, who chooses, the director's questions, consequences, result.
 */
export function statementLines(s: RulingStatement, language: Language, edition?: Edition): string[] {
  const w: Words = (k) => translate(language, k);
  const lines: string[] = [`${w('board.heading')} ${s.board}.${edition === undefined ? '' : ` ${w('statement.edition')} ${edition}.`}`];
  // Law 80: whose regulations the ruling applied — the desk's own name for the federations it ships, else the package's.
  if (s.regulation !== undefined) lines.push(`${w('statement.regulation')}: ${regulationName(w, s.regulation)}.`);
  lines.push(...s.happened.map((e) => eventText(w, language, e)));
  if (s.choice !== null) {
    const options = s.choice.options.map((o) => (translateId(language, 'option', o) === o ? cardText(o) : translateId(language, 'option', o)));
    lines.push(`${seat(w, s.choice.by)} ${w('ruling.chooses')} ${law(w, s.choice.law)}: ${options.join(` ${w('statement.or')} `)}.`);
  }
  if (s.questions !== null) {
    lines.push(`${w('ruling.director')} ${law(w, s.questions.law)}: ${s.questions.ids.map((q) => translateId(language, 'fact', q)).join(' ')}`);
  }
  const several = s.consequences.filter((c) => c.kind === 'tricks-transferred').length > 1;
  lines.push(...s.consequences.map((c) => consequenceText(w, language, c, edition ?? CURRENT_EDITION, several)));
  if (s.result !== null) {
    const r = s.result;
    lines.push(
      r.contract === 'passed-out'
        ? `${w('statement.result')}: ${w('phase.passed-out')}.`
        : `${w('statement.result')}: ${callText(r.contract)} ${w('table.declarer')} ${r.declarer === null ? '' : seat(w, r.declarer)}; ${w('table.tricks')} ${r.tricks.NS} / ${r.tricks.EW}${r.scoreNS === null ? '' : `; ${w('table.score')} ${r.scoreNS}`}.`,
    );
  }
  return lines;
}
