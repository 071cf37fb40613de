// Rulings typed by a director (command line, forms): short texts turned into checked values.
import type { Refusal, Result, Side } from '@bridge-laws/cards-and-boards';
import { err, isSeat, lawRef, ok, parseContract, refusal } from '@bridge-laws/cards-and-boards';
import type { ArtificialGrade } from '@bridge-laws/scoring';
import type { AdjustedScore, AssignedResult, WeightedResult } from './adjusted-score.js';
import { assignedScore, checkWeights, weightedScore } from './adjusted-score.js';
import { QUESTIONS, isQuestionId } from './questions.js';

export type TextProblem = 'bad-text' | 'bad-weights';

/** `4H E 10`, `3NTX N 8` or `passed-out` (Law 12C1(b)). */
export function parseResultText(text: string): Result<AssignedResult, Refusal<TextProblem>> {
  const t = text.trim();
  if (t === 'passed-out') return ok({ contract: 'passed-out' });
  const m = /^(\S+)\s+(\S+)\s+(\d{1,2})$/.exec(t);
  const bad = (why: string): Result<AssignedResult, Refusal<TextProblem>> => err(refusal('bad-text', `"${text}": ${why} (expected e.g. "4H E 10" or "passed-out")`, lawRef('12C1(b)')));
  if (!m) return bad('not a result');
  const contract = parseContract(m[1] as string);
  if (!contract.ok) return bad(contract.error);
  const declarer = (m[2] as string).toUpperCase();
  if (!isSeat(declarer)) return bad(`"${m[2]}" is not a seat`);
  const tricks = Number(m[3]);
  if (tricks > 13) return bad('tricks are 0 to 13');
  return ok({ contract: m[1] as string, declarer, tricks });
}

/** `3H E 10 0.6; 2S S 6 0.4` — results with their weights, which must sum to one (Law 12C1(c)). */
export function parseWeightedText(text: string): Result<AdjustedScore, Refusal<TextProblem>> {
  const parts: WeightedResult[] = [];
  for (const piece of text.split(';').map((s) => s.trim()).filter((s) => s !== '')) {
    const m = /^(.*\S)\s+([0-9.]+)$/.exec(piece);
    if (!m) return err(refusal('bad-text', `"${piece}": expected a result and its weight, e.g. "3H E 10 0.6"`, lawRef('12C1(c)')));
    const r = parseResultText(m[1] as string);
    if (!r.ok) return r;
    parts.push({ ...r.value, weight: Number(m[2]) });
  }
  const w = checkWeights(parts);
  if (!w.ok) return err(refusal('bad-weights', w.error.message, w.error.law));
  return ok(weightedScore(parts));
}

/** `4H E 10` as an assigned score for both sides. */
export function parseAssignedText(text: string): Result<AdjustedScore, Refusal<TextProblem>> {
  const r = parseResultText(text);
  return r.ok ? ok(assignedScore(r.value)) : r;
}

const GRADES = ['avg-plus', 'avg', 'avg-minus'] as const;

/** `NS=avg-plus,EW=avg-minus` — artificial scores by side (Law 12C2(a)). */
export function parseArtificialText(text: string): Result<AdjustedScore, Refusal<TextProblem>> {
  const grades: Partial<Record<Side, ArtificialGrade>> = {};
  for (const piece of text.split(',')) {
    const [side, grade] = piece.split('=').map((s) => s.trim());
    if ((side !== 'NS' && side !== 'EW') || !(GRADES as readonly (string | undefined)[]).includes(grade)) {
      return err(refusal('bad-text', `"${piece}": expected NS=grade or EW=grade, grade one of ${GRADES.join(', ')}`, lawRef('12C2(a)')));
    }
    grades[side] = grade as ArtificialGrade;
  }
  if (grades.NS === undefined || grades.EW === undefined) return err(refusal('bad-text', `"${text}": give a grade for both NS and EW`, lawRef('12C2(a)')));
  return ok({ NS: { kind: 'artificial', grade: grades.NS }, EW: { kind: 'artificial', grade: grades.EW } });
}

/**
 * `id=value` as the director's answer: yes/no questions take true or false, list questions a comma list
 * (empty for none); other case-format facts take JSON or plain text.
 */
export function parseFactText(text: string): Result<{ readonly id: string; readonly value: unknown }, Refusal<TextProblem>> {
  const eq = text.indexOf('=');
  if (eq <= 0) return err(refusal('bad-text', `"${text}": expected id=value, e.g. damaged=true`));
  const id = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  if (isQuestionId(id)) {
    const kind = QUESTIONS[id].answer;
    if (kind === 'yes-no') {
      if (raw !== 'true' && raw !== 'false') return err(refusal('bad-text', `${id}: answer true or false`, QUESTIONS[id].law));
      return ok({ id, value: raw === 'true' });
    }
    if (kind === 'list') return ok({ id, value: raw === '' ? [] : raw.split(',').map((s) => s.trim()) });
    return ok({ id, value: raw });
  }
  try {
    return ok({ id, value: JSON.parse(raw) as unknown });
  } catch {
    return ok({ id, value: raw });
  }
}
