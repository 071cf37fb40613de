import { describe, expect, test } from 'vitest';
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { lawRef } from '@bridge-laws/cards-and-boards';
import { askDirector, assess, questionsOf, QUESTIONS, WORKFLOWS, checkAnswer } from '@bridge-laws/irregularities';

const asked = (r: ReturnType<typeof assess>): string | undefined => (r.ok && r.value.status === 'asking' ? r.value.question.id : undefined);
const concluded = (r: ReturnType<typeof assess>) => (r.ok && r.value.status === 'concluded' ? r.value.conclusion : undefined);

describe('Law 16B — unauthorized information from partner', () => {
  test('16B1: the questions come in order, each only once the previous is answered', () => {
    expect(asked(assess('ui-from-partner', {}))).toBe('unauthorized-information');
    expect(asked(assess('ui-from-partner', { 'unauthorized-information': true }))).toBe('demonstrably-suggested');
    expect(asked(assess('ui-from-partner', { 'unauthorized-information': true, 'demonstrably-suggested': true }))).toBe('logical-alternatives');
    expect(asked(assess('ui-from-partner', { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'] }))).toBe('damaged');
  });

  test('16B1(b): with no logical alternative the action stands', () => {
    const c = concluded(assess('ui-from-partner', { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': [] }));
    expect(c).toMatchObject({ adjust: false, laws: ['16B1(b)'] });
  });

  test('16C2: after a withdrawn action, with no logical alternative the action stands', () => {
    const c = concluded(assess('withdrawn-action', { 'demonstrably-suggested': true, 'logical-alternatives': [] }));
    expect(c).toMatchObject({ adjust: false, laws: ['16C2'], finding: 'no logical alternative to the action chosen: no infraction' });
    expect(asked(assess('withdrawn-action', { 'demonstrably-suggested': true, 'logical-alternatives': ['P'] }))).toBe('damaged');
  });

  test('16B1(a): not demonstrably suggested — no infraction', () => {
    expect(concluded(assess('ui-from-partner', { 'unauthorized-information': true, 'demonstrably-suggested': false }))).toMatchObject({ adjust: false, laws: ['16B1(a)'] });
  });

  test('16B3: every answer pointing to damage concludes in an adjustment under 12C1', () => {
    const c = concluded(assess('ui-from-partner', { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': false }));
    expect(c).toMatchObject({ adjust: true, selfInflicted: false });
    expect(c?.laws).toEqual(['16B1(a)', '16B3', '12C1(b)']);
  });

  test('12B1: no damage, no adjustment', () => {
    expect(concluded(assess('ui-from-partner', { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: false }))).toMatchObject({ adjust: false, laws: ['12B1'] });
  });

  test('12C1(e): self-inflicted damage adds the law to the conclusion', () => {
    const c = concluded(assess('ui-from-partner', { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': true }));
    expect(c?.selfInflicted).toBe(true);
    expect(c?.laws).toContain('12C1(e)');
  });

  test('a malformed answer is refused, naming the question and its law', () => {
    const r = assess('ui-from-partner', { 'unauthorized-information': 'yes' });
    expect(!r.ok && r.error).toMatchObject({ code: 'bad-answer', law: '16B1' });
    expect(!r.ok && r.error.message).toMatch(/facts\.unauthorized-information: expected true or false/);
  });
});

describe('Law 16C — withdrawn actions', () => {
  test('16C3: a suggested action over a logical alternative that damaged the other side is adjusted', () => {
    expect(concluded(assess('withdrawn-action', { 'demonstrably-suggested': true, 'logical-alternatives': ['2S'], damaged: true, 'self-inflicted': false }))?.laws).toContain('16C3');
  });
});

describe('Law 75 — misinformation', () => {
  test('75C: explanation right, call wrong: no infraction', () => {
    expect(concluded(assess('misinformation', { 'agreement-was': 'as-explained' }))).toMatchObject({ adjust: false, laws: ['75C'] });
  });
  test('21B1(b): without evidence the director presumes a mistaken explanation and goes on', () => {
    expect(asked(assess('misinformation', { 'agreement-was': 'no-evidence' }))).toBe('could-have-been-influenced');
  });
  test('75D3: misinformation that damaged the other side concludes in an adjustment', () => {
    const c = concluded(assess('misinformation', { 'agreement-was': 'differs', 'could-have-been-influenced': true, damaged: true, 'self-inflicted': false }));
    expect(c?.adjust).toBe(true);
    expect(c?.laws).toEqual(expect.arrayContaining(['75B1', '75D3', '21B3']));
  });
  test('21A: an action not based on the misinformation gets no redress', () => {
    expect(concluded(assess('misinformation', { 'agreement-was': 'differs', 'could-have-been-influenced': false }))).toMatchObject({ adjust: false, laws: ['21A'] });
  });
});

describe('Laws 72C, 73E2, 11A, 16D2 — the other workflows', () => {
  test('73E2: a demonstrable bridge reason makes it legitimate deception (73E1)', () => {
    expect(concluded(assess('misleading-manner', { 'false-inference': true, 'bridge-reason': true }))).toMatchObject({ adjust: false, laws: ['73E1'] });
    expect(concluded(assess('misleading-manner', { 'false-inference': true, 'bridge-reason': false, 'could-have-known': true, damaged: true, 'self-inflicted': false }))?.adjust).toBe(true);
  });
  test('72C: could have known and gained → adjust', () => {
    expect(concluded(assess('awareness-of-damage', { 'could-have-known': true, gained: true, 'self-inflicted': false }))?.laws).toContain('72C');
    expect(concluded(assess('awareness-of-damage', { 'could-have-known': true, gained: false }))?.adjust).toBe(false);
  });
  test('11A: acting before the director was called forfeits rectification; a gain is removed', () => {
    expect(concluded(assess('forfeiture', { 'acted-before-summons': false }))?.adjust).toBe(false);
    expect(concluded(assess('forfeiture', { 'acted-before-summons': true, 'gained-through-ignorance': true }))?.adjust).toBe(true);
  });
  test('16D2(c): adjust only if the extraneous information affected the result', () => {
    expect(concluded(assess('extraneous-information', { 'information-affected-result': false }))?.adjust).toBe(false);
  });
  test('every question of every workflow is in the catalogue with a registered law and stable id', () => {
    for (const id of Object.keys(WORKFLOWS) as (keyof typeof WORKFLOWS)[]) {
      for (const q of questionsOf(id)) expect(QUESTIONS[q.id as keyof typeof QUESTIONS]).toBe(q);
    }
    expect(checkAnswer(QUESTIONS['agreement-was'], 'maybe').ok).toBe(false);
  });
});

describe('Law 75D — the director\'s determination', () => {
  test('75D2: no agreement at all — the explanation is still an infraction and the director goes on under 21B', () => {
    expect(asked(assess('misinformation', { 'agreement-was': 'none' }))).toBe('could-have-been-influenced');
    expect(concluded(assess('misinformation', { 'agreement-was': 'none', 'could-have-been-influenced': true, damaged: true, 'self-inflicted': false }))?.adjust).toBe(true);
  });
});

describe('the workflow\'s next question as the shared pending decision', () => {
  test('16B1: the table waits for the director\'s answer to one finding, under the law that asks it', () => {
    const r = assess('ui-from-partner', { 'unauthorized-information': true });
    expect(r.ok && r.value.status === 'asking' ? r.value.pending : null).toEqual({
      kind: 'question', by: 'director', questions: ['demonstrably-suggested'], law: QUESTIONS['demonstrably-suggested'].law,
    });
  });
});

describe('Law 16D3 — the other-source questions built as every director\'s question', () => {
  const pendingOf = (r: ReturnType<typeof assess>) => (r.ok && r.value.status === 'asking' ? r.value.pending : null);

  test('16D3, 16D2(c), 16D2(d): the two-question step is askDirector\'s question for the first finding, the assigned result beside it', () => {
    const first = askDirector({ id: 'information-affected-result', law: lawRef('16D3') });
    expect(pendingOf(assess('other-source', { 'could-interfere': true }))).toEqual({ ...first, questions: ['information-affected-result', 'assigned-result'] });
    expect(pendingOf(assess('other-source', {}))).toEqual(askDirector({ id: 'could-interfere', law: lawRef('16D3') }));
  });

  test('2007 16C3: the one question after a yes is askDirector\'s, under its 2007 law', () => {
    const law = '2007 16C3' as LawRef;
    expect(pendingOf(assess('other-source', { 'could-interfere': true }, '2007'))).toEqual(askDirector({ id: 'information-affected-result', law }));
  });

  test('16D3, 16D2(c): each other-source conclusion is the one its WORKFLOWS entry states', () => {
    const entry = WORKFLOWS['other-source'];
    const [interfere, affected] = entry.steps;
    expect(concluded(assess('other-source', { 'could-interfere': false }))).toMatchObject({ adjust: false, ...interfere.stop(false) });
    expect(concluded(assess('other-source', { 'could-interfere': true, 'information-affected-result': false }))).toMatchObject({ adjust: false, ...affected.stop(false) });
    expect(concluded(assess('other-source', { 'could-interfere': true, 'information-affected-result': true }))).toMatchObject({ adjust: true, ...entry.adjustment });
  });

  test('16B1, 16D3, 2007 numbers: every workflow\'s first pending question is askDirector\'s for the finding and law its wording shows, in both editions', () => {
    for (const edition of ['2017', '2007'] as const) {
      for (const id of Object.keys(WORKFLOWS) as (keyof typeof WORKFLOWS)[]) {
        const r = assess(id, {}, edition);
        const q = r.ok && r.value.status === 'asking' ? r.value.question : null;
        expect(q, `${id} ${edition}`).not.toBeNull();
        if (q !== null) expect(pendingOf(r), `${id} ${edition}`).toEqual(askDirector({ id: q.id, law: q.law }));
      }
    }
  });
});

describe('Law 21B1(b) — the presumption of a mistaken explanation', () => {
  test('21B1(b): with no evidence of the agreement, "as explained" is refused', () => {
    const r = assess('misinformation', { 'agreement-evidence': 'none', 'agreement-was': 'as-explained' });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'bad-answer', law: '21B1(b)' });
  });

  test('75C: with the system card as evidence, "as explained" ends the workflow, the result stands', () => {
    const r = assess('misinformation', { 'agreement-evidence': 'system-card', 'agreement-was': 'as-explained' });
    expect(r.ok && r.value.status === 'concluded' ? r.value.conclusion.laws : null).toEqual(['75C']);
  });
});
