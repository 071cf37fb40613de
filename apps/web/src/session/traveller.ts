// To the traveller: the table's result or the director's adjusted score as one session row for that board and those
// pairs. A duplicate (a pair already has a result on the board) or an impossible row is refused with a message; the
// session is never left unscorable by it.
import type { Result } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, ok, sideOf } from '@bridge-laws/cards-and-boards';
import { readTableEntry } from '@bridge-laws/scoring';
import type { Report } from '@bridge-laws/table';
import type { SessionRecord, SessionRow } from '../store/desk-state.js';
import { checkRow } from './session.js';

/** What goes to the traveller: the table's result, or an adjusted score (Law 12C1(a), 12C1(c), 12C2). */
export const TRAVELLER_KINDS = ['table', 'assigned', 'weighted', 'artificial'] as const;
export type TravellerKind = (typeof TRAVELLER_KINDS)[number];

export interface TravellerEntry {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly kind: TravellerKind;
  /** assigned `4H E 9`; weighted `4H E 9 60; 4H E 10 40` (weights in percent); artificial `A+`, `A=`, `A60-40`. */
  readonly text: string;
}

const row = (e: TravellerEntry, fields: Partial<SessionRow>): SessionRow => ({
  board: e.board, ns: e.ns.trim(), ew: e.ew.trim(), contract: '', declarer: '', tricks: '', score: '', vulnerable: '', ...fields,
});

/** The table's own result, from the table's report: contract, declarer and the tricks credited after Law 64. */
export function tableResult(r: Report): Result<Pick<SessionRow, 'contract' | 'declarer' | 'tricks'>, string> {
  if (r.contract === 'passed-out') return ok({ contract: 'P', declarer: '', tricks: '' });
  if (r.contract === null || r.declarer === null || r.phase !== 'ended' || r.score === null) return err('the board has no result yet: the play has not ended');
  return ok({ contract: r.contract, declarer: r.declarer, tricks: String(r.tricks[sideOf(r.declarer)]) });
}

/** One assigned result written `4H E 9` (contract, declarer, tricks). */
function assigned(text: string): Result<{ contract: string; declarer: string; tricks: string }, string> {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 3) return err(`"${text.trim()}": an assigned result is contract, declarer and tricks, e.g. 4H E 9 (Law 12C1(a))`);
  const [contract = '', declarer = '', tricks = ''] = parts;
  return ok({ contract, declarer: declarer.toUpperCase(), tricks });
}

/** Law 12C1(c): results with weights in percent adding to 100, written as the travellers' `W` line (NS points @ percent). */
function weighted(board: number, text: string): Result<string, string> {
  const parts = text.split(';').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length < 2) return err('a weighted score needs at least two results, e.g. 4H E 9 60; 4H E 10 40 (Law 12C1(c))');
  const out: string[] = [];
  let total = 0;
  for (const p of parts) {
    const words = p.split(/\s+/);
    const weight = Number(words.pop());
    if (!Number.isFinite(weight) || weight <= 0) return err(`"${p}": each result ends with its weight in percent (Law 12C1(c))`);
    const a = assigned(words.join(' '));
    if (!a.ok) return a;
    const entry = readTableEntry({ ...a.value, vulnerable: boardVulnerability(board) });
    if (!entry.ok) return err(`"${p}": ${entry.error}`);
    total += weight;
    out.push(`${entry.value.scoreNs}@${weight}`);
  }
  if (Math.abs(total - 100) > 1e-9) return err(`the weights add to ${total}, not 100 (Law 12C1(c))`);
  return ok(out.join(';'));
}

/** The entry as a session row, checked as the scorer would check it. */
export function travellerRow(e: TravellerEntry, report: Report | null): Result<SessionRow, string> {
  if (e.ns.trim() === '' || e.ew.trim() === '') return err('both pairs are needed: the N-S pair and the E-W pair');
  if (e.ns.trim() === e.ew.trim()) return err(`pair ${e.ns.trim()} cannot play against itself`);
  let r: SessionRow;
  switch (e.kind) {
    case 'table': {
      if (report === null) return err('the board has no result yet: the play has not ended');
      const t = tableResult(report);
      if (!t.ok) return t;
      r = row(e, t.value);
      break;
    }
    case 'assigned': {
      const a = assigned(e.text);
      if (!a.ok) return a;
      r = row(e, a.value);
      break;
    }
    case 'weighted': {
      const w = weighted(e.board, e.text);
      if (!w.ok) return w;
      r = row(e, { contract: 'W', score: w.value });
      break;
    }
    case 'artificial':
      if (!/^A/i.test(e.text.trim())) return err(`"${e.text.trim()}": an artificial score is A+, A=, A-, A+- … or A60-40 (Law 12C2)`);
      r = row(e, { contract: e.text.trim().toUpperCase() });
      break;
  }
  return checkRow(r);
}

/** The adjusted score the table's director gave (report `adjusted`), as an entry's kind and text; null when none. */
export function adjustedEntry(adjusted: unknown): { kind: TravellerKind; text: string } | null {
  if (typeof adjusted !== 'object' || adjusted === null) return null;
  const a = adjusted as Record<string, unknown>;
  const resultText = (x: unknown): string | null => {
    if (typeof x !== 'object' || x === null) return null;
    const r = x as { contract?: unknown; declarer?: unknown; tricks?: unknown };
    if (r.contract === 'passed-out') return 'P';
    return typeof r.contract === 'string' && typeof r.declarer === 'string' && typeof r.tricks === 'number' ? `${r.contract} ${r.declarer} ${r.tricks}` : null;
  };
  if (Array.isArray(a.weighted)) {
    const parts = a.weighted.map((w: unknown) => {
      const text = resultText(w);
      const weight = (w as { weight?: unknown }).weight;
      return text === null || typeof weight !== 'number' ? null : `${text} ${Math.round(weight * 10000) / 100}`;
    });
    return parts.every((p) => p !== null) ? { kind: 'weighted', text: parts.join('; ') } : null;
  }
  const single = resultText(a);
  if (single !== null) return { kind: 'assigned', text: single };
  const grade: Record<string, string> = { 'avg-plus': '+', avg: '=', 'avg-minus': '-' };
  const ns = grade[String(a.NS)];
  const ew = grade[String(a.EW)];
  if (ns !== undefined && ew !== undefined) return { kind: 'artificial', text: `A${ns}${ew}` };
  return null;
}

/** The same pair on the same board: in a Howell the pairs form one field, so a pair's number may sit either way. */
const sameRow = (howell: boolean) => (a: SessionRow, b: SessionRow) =>
  a.board === b.board && (a.ns === b.ns || a.ew === b.ew || (howell && (a.ns === b.ew || a.ew === b.ns)));

/** Add rows to the session; a pair with a result on that board already (a pair plays a board once) is refused. */
export function addRows(session: SessionRecord, rows: readonly SessionRow[]): Result<SessionRecord, string[]> {
  const problems: string[] = [];
  const kept: SessionRow[] = [...session.rows];
  const same = sameRow(session.movement === 'howell');
  for (const r of rows) {
    const twin = kept.find((k) => same(k, r));
    if (twin !== undefined) problems.push(`board ${r.board}: pairs ${r.ns} v ${r.ew} — a result for board ${twin.board}, ${twin.ns} v ${twin.ew} is already in the session (remove it first to replace it)`);
    else kept.push(r);
  }
  // New rows leave an imported file behind (they are no longer the file's); the ruling log stays.
  return problems.length > 0 ? err(problems) : ok({ scoring: session.scoring, movement: session.movement, rows: kept, rulings: session.rulings });
}

