import { describe, expect, test } from 'vitest';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { RulingRecord } from '@bridge-laws/irregularities';
import { assignedScore, makeRuling } from '@bridge-laws/irregularities';
import type { Appeal, FurtherAppealRules } from '@bridge-laws/appeals';
import {
  AppealSchema, FULL_PROCEDURE, appealFurther, appealStages, applyDecision, concur, decide, decideFurther, fileAppeal, finalAuthority,
  hearAppeal, referToAuthority, reviewByChiefDirector,
} from '@bridge-laws/appeals';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const wbf = WBF_REGULATION.settings;
const withRA = { ...wbf, furtherAppealToRA: true };
const sanctioning = { ...withRA, appealWithoutMeritSanction: { matchpointPercent: 10, imps: 1 } };

const ruling: RulingRecord = must(makeRuling({
  id: 'r1', board: 1, table: '2', workflow: 'ui-from-partner', givenAt: '2025-05-01T21:00:00Z',
  facts: { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': false },
  adjusted: assignedScore({ contract: '3H', declarer: 'E', tricks: 10 }),
}));

function committeeDecided(settings = wbf): Appeal {
  const filed = must(fileAppeal({
    id: 'a1', ruling, table: '2', side: 'EW', filedBy: 'E', filedAt: '2025-05-01T21:40:00Z', eventKind: 'pairs',
    issues: [{ kind: 'judgment', text: 'pass was not a logical alternative' }], scoresOfficialAt: '2025-05-01T21:30:00Z',
  }, settings));
  const heard = must(hearAppeal(must(reviewByChiefDirector(must(concur(filed, 'W')), settings)), 'committee'));
  return must(decide(heard, { by: 'committee', outcome: 'upheld', merit: true }, settings));
}

const fourHearts = { kind: 'adjusted' as const, adjusted: assignedScore({ contract: '4H', declarer: 'E', tricks: 10 }) };

describe('Law 93C — further appeals', () => {
  test('93C1: without the RA\'s provision there is no further appeal; with it the contestant appeals to the RA', () => {
    expect(appealFurther(committeeDecided(), 'E', wbf)).toMatchObject({ ok: false, error: { code: 'no-further-appeal', law: '93C1' } });
    const a = must(appealFurther(committeeDecided(), 'W', withRA));
    expect(a.further).toEqual({ route: 'appeal', by: 'W', to: { kind: 'regulating-authority' }, status: 'pending' });
    expect(AppealSchema.safeParse(JSON.parse(JSON.stringify(a))).success).toBe(true);
  });

  test('93C1: a further appeal lies only once the 93A/93B procedure is exhausted, and only for the appellant\'s side (92A)', () => {
    const heard = must(hearAppeal(must(reviewByChiefDirector(must(concur(must(fileAppeal({
      id: 'a2', ruling, table: '2', side: 'EW', filedBy: 'E', filedAt: '2025-05-01T21:40:00Z', eventKind: 'pairs',
      issues: [{ kind: 'judgment', text: 'x' }], scoresOfficialAt: null,
    }, wbf)), 'W')), wbf)), 'committee'));
    expect(appealFurther(heard, 'E', withRA)).toMatchObject({ ok: false, error: { code: 'not-exhausted', law: '93C1' } });
    expect(appealFurther(committeeDecided(), 'N', withRA)).toMatchObject({ ok: false, error: { code: 'no-right', law: '92A' } });
  });

  test('93C1: a further appeal without merit draws the regulation\'s sanction and leaves the ruling as decided', () => {
    const pending = must(appealFurther(committeeDecided(sanctioning), 'E', sanctioning));
    const d = must(decideFurther(pending, { outcome: 'upheld', merit: false }, sanctioning));
    expect(d.further).toMatchObject({ status: 'decided', decision: { outcome: 'upheld', merit: false, sanction: { matchpointPercent: 10, imps: 1 } } });
    expect(must(applyDecision(ruling, d))).toBe(ruling);
  });

  test('93C2: the chief director or the reviewing body may refer the case; the RA\'s decision is final', () => {
    const before = must(reviewByChiefDirector(must(concur(must(fileAppeal({
      id: 'a3', ruling, table: '2', side: 'EW', filedBy: 'E', filedAt: '2025-05-01T21:40:00Z', eventKind: 'pairs',
      issues: [{ kind: 'judgment', text: 'x' }], scoresOfficialAt: null,
    }, wbf)), 'W')), wbf));
    expect(referToAuthority(before, 'chief-director')).toMatchObject({ ok: false, error: { code: 'no-right', law: '93C2' } });
    const referred = must(referToAuthority(before, 'committee'));
    expect(referred.further).toMatchObject({ route: 'referral', by: 'committee', to: { kind: 'regulating-authority' } });
    // The referral is the Law's own right: it needs no regulation providing further appeals.
    expect(wbf.furtherAppealToRA).toBe(false);
    const final = must(decideFurther(referred, { outcome: 'changed', scoreEffect: fourHearts, merit: false, note: '4H makes' }, wbf));
    expect(final.further?.decision?.sanction).toBeNull();
    const changed = must(applyDecision(ruling, final));
    expect(changed.scoreEffect).toEqual(fourHearts);
    expect(changed.laws).toContain('93C2');
    expect(appealFurther(final, 'E', withRA)).toMatchObject({ ok: false, error: { code: 'final-decision', law: '93C2' } });
    expect(decideFurther(final, { outcome: 'upheld', merit: true }, wbf)).toMatchObject({ ok: false, error: { code: 'final-decision' } });
  });

  test('93C2: a referred appeal is not decided again at the lower stage; a change needs its score', () => {
    const heard = must(hearAppeal(must(reviewByChiefDirector(must(concur(must(fileAppeal({
      id: 'a4', ruling, table: '2', side: 'EW', filedBy: 'E', filedAt: '2025-05-01T21:40:00Z', eventKind: 'pairs',
      issues: [{ kind: 'judgment', text: 'x' }], scoresOfficialAt: null,
    }, wbf)), 'W')), wbf)), 'committee'));
    const referred = must(referToAuthority(heard, 'committee'));
    expect(decide(referred, { by: 'committee', outcome: 'upheld', merit: true }, wbf)).toMatchObject({ ok: false, error: { code: 'wrong-stage', law: '93C2' } });
    expect(decideFurther(referred, { outcome: 'changed', merit: true }, wbf)).toMatchObject({ ok: false, error: { code: 'change-needs-score' } });
  });

  test('93C3, 93C3(a): the RA may make a designated body\'s decisions final and binding', () => {
    const rules: FurtherAppealRules = { ...FULL_PROCEDURE, designatedBody: 'committee' };
    expect(finalAuthority(rules)).toEqual({ kind: 'designated-body', name: 'committee' });
    expect(appealFurther(committeeDecided(withRA), 'E', withRA, rules)).toMatchObject({ ok: false, error: { code: 'final-decision', law: '93C3(a)' } });
    const national: FurtherAppealRules = { ...FULL_PROCEDURE, designatedBody: 'National Appeals Committee' };
    const a = must(appealFurther(committeeDecided(withRA), 'E', withRA, national));
    const d = must(decideFurther(a, { outcome: 'changed', scoreEffect: fourHearts, merit: true }, withRA));
    expect(must(applyDecision(ruling, d)).laws).toContain('93C3(a)');
    expect(appealFurther(d, 'E', withRA, national)).toMatchObject({ ok: false, error: { code: 'final-decision', law: '93C3(a)' } });
  });

  test('93C3(b): stages are omitted only where the regulation allows it and the contestants were told', () => {
    const omitFurther: FurtherAppealRules = { designatedBody: null, omittedStages: ['further-appeal'], contestantsNotified: true };
    expect(must(appealStages(withRA))).toEqual(['chief-director-review', 'committee', 'further-appeal']);
    expect(must(appealStages({ ...withRA, appealsHeardBy: 'chief-director' }))).toEqual(['chief-director-review', 'further-appeal']);
    expect(appealStages(withRA, omitFurther)).toMatchObject({ ok: false, error: { code: 'stages-fixed', law: '93C3(b)' } });
    const modified = { ...withRA, appealStages: 'modified' as const };
    expect(appealStages(modified, { ...omitFurther, contestantsNotified: false })).toMatchObject({ ok: false, error: { code: 'stages-fixed' } });
    expect(must(appealStages(modified, omitFurther))).toEqual(['chief-director-review', 'committee']);
    expect(appealFurther(committeeDecided(modified), 'E', modified, omitFurther)).toMatchObject({ ok: false, error: { code: 'stage-omitted', law: '93C3(b)' } });
  });
});
