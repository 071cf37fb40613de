// The Law 9–16 and 12 case files, checked against the decisions this package makes. The table package
// runs them event by event; here each case's director-facing outcome is derived directly.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { isRegisteredLaw } from '@bridge-laws/law-registry';
import type { Side } from '@bridge-laws/cards-and-boards';
import type { AdjustedScore, Answers, AssignedResult, Fault, RulingInput, WeightedResult, WorkflowId } from '@bridge-laws/irregularities';
import {
  adjustedText, artificialByFault, assignedScore, cardsFromWrongBoard, forfeitureScore, makeRuling, mayDrawAttention, weightedScore, wrongBoard, wrongNumberOfCards,
} from '@bridge-laws/irregularities';

const dir = join(import.meta.dirname, '..', 'cases');
const files = readdirSync(dir).filter((f) => f.endsWith('.case.yaml')).sort();

interface CaseEvent { readonly [key: string]: unknown }
interface CaseFile { id: string; title: string; laws: string[]; board: number; events: CaseEvent[] }

/** What the director decides in a case: laws cited, adjusted score (null: none), or the refusal code. */
interface Outcome { laws: string[]; adjusted: unknown; error?: string; pending?: string }

function expectedAdjusted(a: AdjustedScore | undefined): unknown {
  if (a === undefined) return null;
  return adjustedText(a);
}

interface SelfInflictedFact {
  'offending-side': Side;
  'without-infraction': AssignedResult;
  'expected-after-infraction': AssignedResult;
  obtained: AssignedResult;
}

function decide(c: CaseFile): Outcome {
  const facts: Record<string, unknown> = {};
  const calls: { by: 'N' | 'E' | 'S' | 'W'; call: string }[] = [];
  let outcome: Outcome = { laws: [], adjusted: null };
  let workflow: WorkflowId | undefined;
  for (const e of c.events) {
    if (e.facts !== undefined) Object.assign(facts, e.facts);
    if (typeof e.call === 'string') calls.push({ by: e.by as 'N', call: e.call });
    if (e.attention === 'unauthorized-information') workflow = 'ui-from-partner';
    if (e.attention === 'misinformation') workflow = 'misinformation';
    if (e.attention === 'forfeiture') workflow = 'forfeiture';
    if (e.attention === 'revoke') {
      const r = mayDrawAttention(e.by as 'N', { period: 'play', dummy: 'N' });
      outcome = { laws: r.ok ? [r.value] : [r.error.law ?? ''], adjusted: null };
    }
    if (e.irregularity === 'cards-from-wrong-board') {
      const r = cardsFromWrongBoard(calls, e.by as 'S');
      outcome = { laws: [...r.procedure.laws], adjusted: null, ...(r.procedure.action === 'adjust' ? { pending: 'fault' } : {}) };
    }
    if (e.irregularity === 'wrong-board') {
      const p = wrongBoard((e.facts as { 'played-before': boolean })['played-before']);
      outcome = { laws: [...p.laws], adjusted: null, ...(p.action === 'adjust' ? { pending: 'fault' } : {}) };
    }
    if (e.irregularity === 'card-count') {
      const p = wrongNumberOfCards({ handSizes: e.hands as Record<'N' | 'E' | 'S' | 'W', number>, when: calls.length === 0 ? 'before-auction' : 'auction', faultyHandCalled: false, cardSeen: facts['card-seen'] === true });
      outcome = { laws: [...p.laws], adjusted: null };
    }
  }
  if (outcome.pending === 'fault' && facts.fault !== undefined) {
    outcome = { laws: [...outcome.laws, '12C2(a)'], adjusted: expectedAdjusted(artificialByFault(facts.fault as { NS: Fault; EW: Fault })) };
  }
  if (workflow !== undefined) {
    const { 'assigned-result': assigned, 'gaining-side': gaining, 'self-inflicted-results': si, ...answers } = facts;
    let adjusted: AdjustedScore | undefined;
    if (Array.isArray(assigned)) adjusted = weightedScore(assigned as WeightedResult[]);
    else if (assigned !== undefined) adjusted = gaining === undefined ? assignedScore(assigned as AssignedResult) : forfeitureScore(gaining as Side, assigned as AssignedResult);
    const sif = si as SelfInflictedFact | undefined;
    const selfInflicted: RulingInput['selfInflicted'] = sif && {
      offendingSide: sif['offending-side'],
      results: { withoutInfraction: sif['without-infraction'], expectedAfterInfraction: sif['expected-after-infraction'], obtained: sif.obtained },
    };
    const r = makeRuling({ id: c.id, board: c.board, table: '1', workflow, facts: answers as Answers, ...(adjusted ? { adjusted } : {}), ...(selfInflicted ? { selfInflicted } : {}) });
    outcome = r.ok
      ? { laws: [...r.value.laws], adjusted: r.value.scoreEffect.kind === 'adjusted' ? expectedAdjusted(r.value.scoreEffect.adjusted) : null }
      : { laws: [], adjusted: null, error: r.error.code };
  }
  return outcome;
}

describe('Laws 9–16 and 12 — case files', () => {
  test('there are case files for Laws 9, 11, 12, 13, 14, 15 and 16', () => {
    const laws = new Set(files.map((f) => /^law(\d+)/.exec(f)?.[1]));
    for (const l of ['9', '11', '12', '13', '14', '15', '16']) expect(laws.has(l)).toBe(true);
  });

  test.each(files)('%s: well formed, laws registered, decision as expected', (file) => {
    const c = parse(readFileSync(join(dir, file), 'utf8')) as CaseFile;
    expect(`${c.id}.case.yaml`).toBe(file);
    for (const l of c.laws) expect(isRegisteredLaw(l)).toBe(true);
    const expects = c.events.filter((e) => e.expect !== undefined).map((e) => e.expect as Record<string, unknown>);
    const last = expects[expects.length - 1] ?? {};
    const out = decide(c);
    if (last.error !== undefined) {
      expect(out.error).toBe(last.error);
      return;
    }
    expect(out.error).toBeUndefined();
    if ('adjusted' in last) expect(out.adjusted).toEqual(last.adjusted);
    // `laws` passes when every listed reference was cited, a listed one matching a more specific citation.
    for (const l of (last.laws as string[] | undefined) ?? []) expect(out.laws.some((x) => x.startsWith(l))).toBe(true);
  });
});
