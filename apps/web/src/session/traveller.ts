// To the traveller: the table's result or the director's adjusted score as one session entry for that board and those
// pairs — the table result as its result line, an adjusted score as a ruling on that table (Law 12C). A duplicate (a
// pair already has a result on the board) or an impossible entry is refused with a message; the session is never left
// unscorable by it.
import type { Result } from '@bridge-laws/cards-and-boards';
import { boardVulnerability, err, ok } from '@bridge-laws/cards-and-boards';
import { isLegalScore } from '@bridge-laws/scoring';
import type { AssignedResult, WeightedResult } from '@bridge-laws/irregularities';
import { assignedScore, parseResultText, weightedScore } from '@bridge-laws/irregularities';
import type { Movement } from './record.js';
import type { SessionEntry } from './session.js';
import { lineEntry, readEntry } from './session.js';
import type { TravellerKind } from './traveller-text.js';
import type { TravellerProblem } from './refusals.js';

export type { TravellerKind } from './traveller-text.js';
export { TRAVELLER_KINDS, adjustedEntry } from './traveller-text.js';

export interface TravellerEntry {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly kind: TravellerKind;
  /**
   * assigned `4H E 9`; weighted `4H E 9 60; 4H E 10 40` (weights in percent) or, as a scorer's W line, the scores
   * `620@60; -100@40`; artificial `A+`, `A=`, `A60-40`.
   */
  readonly text: string;
  /** Arrow-switch: the Mitchell's East-West pair sat North-South (`ns` names it). */
  readonly switched?: boolean;
}

/** One assigned result written `4H E 9` (contract, declarer, tricks), checked by Law 77. */
function assigned(text: string): Result<AssignedResult, TravellerProblem> {
  const shown = text.trim();
  if (shown.split(/\s+/).length !== 3 && shown !== 'passed-out') return err({ code: 'assigned-form', text: shown });
  const r = parseResultText(text);
  return r.ok ? ok(r.value) : err({ code: 'assigned-bad', text: shown, detail: r.error.message });
}

/** Law 12C1(c): results with weights in percent adding to 100. */
function weighted(text: string): Result<WeightedResult[], TravellerProblem> {
  const parts = text.split(';').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length < 2) return err({ code: 'weighted-count' });
  const out: WeightedResult[] = [];
  let total = 0;
  for (const p of parts) {
    const words = p.split(/\s+/);
    const weight = Number(words.pop());
    if (!Number.isFinite(weight) || weight <= 0) return err({ code: 'weighted-weight', text: p });
    const a = assigned(words.join(' '));
    if (!a.ok) return a;
    total += weight;
    out.push({ ...a.value, weight: weight / 100 });
  }
  if (Math.abs(total - 100) > 1e-9) return err({ code: 'weighted-sum', total });
  return ok(out);
}

/** A W line's scores with weights (`620@60; -100@40`), each a score of this board (Law 77), the weights adding to 100 (12C1(c)). */
function weightedScores(text: string, board: number): Result<{ ns: number; weight: number }[], TravellerProblem> {
  const parts = text.split(';').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length < 2) return err({ code: 'weighted-count' });
  const out: { ns: number; weight: number }[] = [];
  for (const p of parts) {
    const m = /^(-?\d+)\s*@\s*(\d+(?:\.\d+)?)$/.exec(p);
    if (m === null || !(Number(m[2]) > 0)) return err({ code: 'weighted-weight', text: p });
    const ns = Number(m[1]);
    if (!isLegalScore(ns, boardVulnerability(board))) return err({ code: 'weighted-score', score: ns, board });
    out.push({ ns, weight: Number(m[2]) / 100 });
  }
  const total = out.reduce((a, x) => a + x.weight * 100, 0);
  if (Math.abs(total - 100) > 1e-9) return err({ code: 'weighted-sum', total: Math.round(total * 1e6) / 1e6 });
  return ok(out);
}

/** The written form of a weighted score: the scores of a W line when it has an `@`, else results with weights. */
const isWeightedScores = (text: string): boolean => text.includes('@');

/**
 * The entry as it joins the session: the result the finished ruling gives (`given`, from `rulingResult`: the table's,
 * an entered revoke's or claim's), or no table result and the adjusted score as a ruling.
 */
export function travellerEntry(e: TravellerEntry, given: Result<SessionEntry['result'], TravellerProblem> | null, movement: Movement): Result<SessionEntry, TravellerProblem> {
  const ns = e.ns.trim();
  const ew = e.ew.trim();
  if (ns === '' || ew === '') return err({ code: 'pairs-missing' });
  if (ns === ew) return err({ code: 'same-pair', pair: ns });
  const base = { board: e.board, ns, ew, result: { contract: null }, ...(e.switched === true ? { switched: true as const } : {}) };
  switch (e.kind) {
    case 'table': {
      if (given === null) return err({ code: 'no-result' });
      return given.ok ? ok({ ...base, result: given.value }) : given;
    }
    case 'assigned': {
      const a = assigned(e.text);
      return a.ok ? ok({ ...base, adjusted: { score: assignedScore(a.value), decision: `assigned: ${e.text.trim()}` } }) : a;
    }
    case 'weighted': {
      if (isWeightedScores(e.text)) {
        const scores = weightedScores(e.text, e.board);
        if (!scores.ok) return scores;
        const award = { kind: 'weighted-scores' as const, scores: scores.value };
        return ok({ ...base, adjusted: { score: { NS: award, EW: award }, decision: `weighted: W ${e.text.trim()}` } });
      }
      const w = weighted(e.text);
      return w.ok ? ok({ ...base, adjusted: { score: weightedScore(w.value), decision: `weighted: ${e.text.trim()}` } }) : w;
    }
    case 'artificial': {
      const text = e.text.trim().toUpperCase();
      if (!/^A/.test(text)) return err({ code: 'artificial-form', text: e.text.trim() });
      const line = readEntry({ board: e.board, ns, ew, contract: text, declarer: '', tricks: '' }, movement);
      const entry = line.ok ? lineEntry(line.value, `artificial: ${text}`) : line;
      return entry.ok ? entry : err({ code: 'artificial-form', text: e.text.trim(), detail: entry.error });
    }
  }
}
