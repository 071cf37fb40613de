// The director's workflows under the 2007 Laws: the same questions, the 2007 numbers, the 2007 conclusion where it differs.
import { describe, expect, test } from 'vitest';
import { isKnownRef } from '@bridge-laws/law-registry';
import type { Answers, WorkflowId } from '@bridge-laws/irregularities';
import { WORKFLOWS, assess, makeRuling, weightedScore } from '@bridge-laws/irregularities';

const concluded = (r: ReturnType<typeof assess>) => (r.ok && r.value.status === 'concluded' ? r.value.conclusion : undefined);
const weighted = weightedScore([{ contract: '3H', declarer: 'E', tricks: 10, weight: 1 }]);

/** Answers that walk each workflow to its adjustment. */
const TO_ADJUSTMENT: Readonly<Record<WorkflowId, Answers>> = {
  'ui-from-partner': { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': false },
  'withdrawn-action': { 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': false },
  misinformation: { 'agreement-was': 'differs', 'could-have-been-influenced': true, damaged: true, 'self-inflicted': false },
  'misleading-manner': { 'false-inference': true, 'bridge-reason': false, 'could-have-known': true, damaged: true, 'self-inflicted': false },
  'awareness-of-damage': { 'could-have-known': true, gained: true, 'self-inflicted': false },
  'extraneous-information': { 'information-affected-result': true },
  forfeiture: { 'acted-before-summons': true, 'gained-through-ignorance': true },
  'other-source': { 'could-interfere': true, 'information-affected-result': true },
};

describe('Law 2007 16 — the workflows cite the 2007 numbers', () => {
  test('2007 16D2: information from a withdrawn call — 2017 cites 16C2 and 16C3, 2007 its 16D2 and 16A4', () => {
    const now = concluded(assess('withdrawn-action', TO_ADJUSTMENT['withdrawn-action']));
    const old = concluded(assess('withdrawn-action', TO_ADJUSTMENT['withdrawn-action'], '2007'));
    expect(now?.laws).toEqual(['16C2', '16C3', '12C1(b)']);
    expect(old?.laws).toEqual(['2007 16D2', '2007 16A4', '2007 12C1(e)']);
    expect([old?.adjust, old?.finding]).toEqual([now?.adjust, now?.finding]);
  });

  test('2007 16C2(c): extraneous information that affected the result — the 2007 number of the same option', () => {
    expect(concluded(assess('extraneous-information', { 'information-affected-result': false }, '2007'))?.laws).toEqual(['2007 16C2(c)']);
    expect(concluded(assess('extraneous-information', { 'information-affected-result': false }))?.laws).toEqual(['16D2(c)']);
  });

  test('2007 23: the offender who could have known (2017 72C) — a stop cites the 2007 law too', () => {
    expect(concluded(assess('awareness-of-damage', { 'could-have-known': false }, '2007'))?.laws).toEqual(['2007 23']);
    expect(concluded(assess('awareness-of-damage', { 'could-have-known': false }))?.laws).toEqual(['72C']);
  });

  test('2007 73C: the next question carries its 2007 law; the questions themselves are the same', () => {
    const now = assess('misleading-manner', {});
    const old = assess('misleading-manner', {}, '2007');
    expect(now.ok && now.value.status === 'asking' ? [now.value.question.id, now.value.pending.law] : null).toEqual(['false-inference', '73E2']);
    expect(old.ok && old.value.status === 'asking' ? [old.value.question.id, old.value.pending.law, old.value.question.law] : null).toEqual(['false-inference', '2007 73F', '2007 73F']);
  });

  test('16D3: information from another source after the first call — 2017 asks whether it affected the result or lets the director award an adjusted score at once', () => {
    const asked = assess('other-source', { 'could-interfere': true });
    expect(asked.ok && asked.value.status === 'asking' ? [asked.value.pending.questions, asked.value.pending.law] : null).toEqual([['information-affected-result', 'assigned-result'], '16D3']);
    const now = concluded(assess('other-source', { 'could-interfere': true, 'assigned-result': { contract: '3H', declarer: 'E', tricks: 9 } }));
    expect([now?.adjust, now?.laws]).toEqual([true, ['16D3', '16D2(d)', '12C1(b)']]);
  });

  test('2007 16C3: after the first call only letting play go on — no adjusted score at once, whatever the director gives', () => {
    const given = { 'could-interfere': true, 'assigned-result': { contract: '3H', declarer: 'E', tricks: 9 } };
    const old = assess('other-source', given, '2007');
    expect(old.ok && old.value.status === 'asking' ? [old.value.pending.questions, old.value.pending.law] : null).toEqual([['information-affected-result'], '2007 16C3']);
    const affected = concluded(assess('other-source', { ...given, 'information-affected-result': true }, '2007'));
    expect([affected?.adjust, affected?.laws]).toEqual([true, ['2007 16C3', '2007 16C2(c)', '2007 12C1(e)']]);
    const not = concluded(assess('other-source', { 'could-interfere': true, 'information-affected-result': false }, '2007'));
    expect([not?.adjust, not?.laws]).toEqual([false, ['2007 16C3', '2007 16C2(c)']]);
  });

  test('16D3, 2007 16C3: information that could not interfere — the board is played, nothing asked after it, in both', () => {
    for (const edition of ['2017', '2007'] as const) expect(concluded(assess('other-source', { 'could-interfere': false }, edition))?.adjust, edition).toBe(false);
    expect(concluded(assess('other-source', { 'could-interfere': false }))?.laws).toEqual(['16D3']);
    expect(assess('other-source', { 'could-interfere': 'maybe' }).ok).toBe(false);
  });

  test('2007 11A: forfeiture where the non-offenders gained — the right is lost and the result stands; 2017 adjusts the gaining side', () => {
    const now = concluded(assess('forfeiture', TO_ADJUSTMENT.forfeiture));
    const old = concluded(assess('forfeiture', TO_ADJUSTMENT.forfeiture, '2007'));
    expect([now?.adjust, now?.laws]).toEqual([true, ['11A']]);
    expect([old?.adjust, old?.laws]).toEqual([false, ['2007 11A']]);
  });

  test('every law a 2007 workflow cites, at any stop or adjustment, is a 2007 reference', () => {
    for (const id of Object.keys(WORKFLOWS) as WorkflowId[]) {
      const answers = TO_ADJUSTMENT[id];
      // Each prefix of the answers: every question asked and every stop reached on the way.
      const keys = Object.keys(answers);
      for (let n = 0; n <= keys.length; n++) {
        const r = assess(id, Object.fromEntries(keys.slice(0, n).map((k) => [k, answers[k]])), '2007');
        if (!r.ok) throw new Error(r.error.message);
        const laws = r.value.status === 'asking' ? [r.value.pending.law] : r.value.conclusion.laws;
        for (const law of laws) expect(law.startsWith('2007 ') && isKnownRef(law.slice(5), '2007'), `${id}: ${law}`).toBe(true);
      }
      // The stops: each "no" answer that ends the workflow.
      for (const k of keys) {
        const r = assess(id, { ...answers, [k]: answers[k] === true ? false : answers[k] }, '2007');
        const c = concluded(r);
        for (const law of c?.laws ?? []) expect(law.startsWith('2007 ') && isKnownRef(law.slice(5), '2007'), `${id} ${k}: ${law}`).toBe(true);
      }
    }
  });
});

describe('Law 2007 12 — the ruling record under the 2007 Laws', () => {
  test('2007 16B3: a UI ruling in a 2007 session records every law in its 2007 number, the director\'s own as given', () => {
    const input = { id: 'r1', board: 1, table: '3', workflow: 'ui-from-partner' as const, facts: TO_ADJUSTMENT['ui-from-partner'], adjusted: weighted };
    const now = makeRuling(input);
    const old = makeRuling({ ...input, edition: '2007', laws: ['2007 16A4', '73C1'] });
    expect(now.ok && now.value.laws).toEqual(['16B1(a)', '16B3', '12C1(b)', '12C1(a)']);
    expect(old.ok && old.value.laws).toEqual(['2007 16B1(a)', '2007 16B3', '2007 12C1(e)', '2007 16A4', '2007 73C', '2007 12C1(a)']);
  });

  test('2007 11A: an adjusted score for a forfeiture is refused under 2007 (no adjustment due), given under 2017', () => {
    const input = { id: 'r1', board: 1, table: '3', workflow: 'forfeiture' as const, facts: TO_ADJUSTMENT.forfeiture, adjusted: weighted };
    expect(makeRuling(input).ok).toBe(true);
    const old = makeRuling({ ...input, edition: '2007' });
    expect(old.ok ? null : [old.error.code, old.error.law]).toEqual(['no-adjustment-due', '2007 11A']);
    const stands = makeRuling({ id: 'r1', board: 1, table: '3', workflow: 'forfeiture', facts: TO_ADJUSTMENT.forfeiture, edition: '2007' });
    expect(stands.ok && [stands.value.laws, stands.value.scoreEffect]).toEqual([['2007 11A'], { kind: 'result-stands' }]);
  });
});
