// One test per regulation setting of Laws 92–93: the same appeal under two regulations, both outcomes asserted.
import { describe, expect, test } from 'vitest';
import type { RegulationSettings } from '@bridge-laws/regulation';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import type { RulingRecord } from '@bridge-laws/irregularities';
import { assignedScore, makeRuling } from '@bridge-laws/irregularities';
import type { Appeal, FilingInput, FurtherAppealRules } from '@bridge-laws/appeals';
import { appealFurther, appealStages, concur, decide, decideFurther, fileAppeal, hearAppeal, reviewByChiefDirector } from '@bridge-laws/appeals';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A regulation that differs from the WBF baseline in the given settings only. */
function regulation(settings: Partial<RegulationSettings>): RegulationSettings {
  const notes = Object.fromEntries(Object.keys(settings).map((k) => [k, 'test regulation']));
  return must(defineRegulation({ id: 'other', name: 'Other', settings, notes })).settings;
}

const wbf = WBF_REGULATION.settings;

const ruling: RulingRecord = must(makeRuling({
  id: 'r1', board: 1, table: '2', workflow: 'ui-from-partner', givenAt: '2025-05-01T21:00:00Z',
  facts: { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': false },
  adjusted: assignedScore({ contract: '3H', declarer: 'E', tricks: 10 }),
}));

// Filed 15 minutes after official scores, about a point of judgment.
const filing: FilingInput = {
  id: 'a1', ruling, table: '2', side: 'EW', filedBy: 'E', filedAt: '2025-05-01T21:45:00Z', eventKind: 'pairs',
  issues: [{ kind: 'judgment', text: 'pass was not a logical alternative' }], scoresOfficialAt: '2025-05-01T21:30:00Z',
};

/** File, concur, review and hear under `settings`; the body is whichever the review sent it to. */
function heard(settings: RegulationSettings): Appeal {
  const reviewed = must(reviewByChiefDirector(must(concur(must(fileAppeal(filing, settings)), 'W')), settings));
  return must(hearAppeal(reviewed, reviewed.status === 'before-committee' ? 'committee' : 'chief-director'));
}

function decided(settings: RegulationSettings, merit: boolean): Appeal {
  const a = heard(settings);
  return must(decide(a, { by: a.heardBy ?? 'committee', outcome: 'upheld', merit }, settings));
}

describe('Laws 92–93 — each appeals setting changes the outcome', () => {
  test('92B: a 30-minute period (WBF) admits an appeal 15 minutes after scores; a 10-minute period refuses it', () => {
    expect(fileAppeal(filing, wbf)).toMatchObject({ ok: true, value: { status: 'awaiting-concurrence' } });
    const short = regulation({ appealPeriodMinutes: 10 });
    expect(fileAppeal(filing, short)).toMatchObject({
      ok: false,
      error: { code: 'late-appeal', law: '92B', message: expect.stringMatching(/period of 10 minutes ended at 2025-05-01T21:40:00.000Z/) },
    });
  });

  test('93C1: with no deposit (WBF) nothing is kept; with a deposit, an appeal without merit forfeits it', () => {
    const none = decided(wbf, false);
    expect(none.deposit).toBeNull();
    expect(none.decision?.depositReturned).toBeNull();
    const paying = regulation({ appealDeposit: { amount: 100, currency: 'PLN' } });
    expect(decided(paying, false)).toMatchObject({ deposit: { amount: 100, currency: 'PLN' }, decision: { depositReturned: false } });
    expect(decided(paying, true).decision?.depositReturned).toBe(true);
  });

  test('92A: without a sanction (WBF) an appeal without merit costs nothing; with one it draws the regulation\'s sanction', () => {
    expect(decided(wbf, false).decision?.sanction).toBeNull();
    const strict = regulation({ appealWithoutMeritSanction: { matchpointPercent: 5, imps: 1 } });
    expect(decided(strict, false).decision?.sanction).toEqual({ matchpointPercent: 5, imps: 1 });
    expect(decided(strict, true).decision?.sanction).toBeNull();
  });

  test('93A: a point of judgment goes to the committee (WBF), or stays with the chief director where he hears all appeals', () => {
    expect(heard(wbf).heardBy).toBe('committee');
    expect(must(appealStages(wbf))).toEqual(['chief-director-review', 'committee']);
    const noCommittee = regulation({ appealsHeardBy: 'chief-director' });
    expect(heard(noCommittee).heardBy).toBe('chief-director');
    expect(must(appealStages(noCommittee))).toEqual(['chief-director-review']);
    // Law 80B2(k): an alternative body stands where the committee would.
    expect(heard(regulation({ appealsHeardBy: 'alternative-body' })).heardBy).toBe('committee');
  });

  test('93C1: no further appeal under the WBF baseline; where the RA provides one it goes to the RA and is decided there', () => {
    expect(appealFurther(decided(wbf, true), 'E', wbf)).toMatchObject({ ok: false, error: { code: 'no-further-appeal', law: '93C1' } });
    const withRA = regulation({ furtherAppealToRA: true, appealWithoutMeritSanction: { matchpointPercent: 10, imps: 2 } });
    const further = must(appealFurther(decided(withRA, true), 'E', withRA));
    expect(further.further).toEqual({ route: 'appeal', by: 'E', to: { kind: 'regulating-authority' }, status: 'pending' });
    const final = must(decideFurther(further, { outcome: 'upheld', merit: false }, withRA));
    expect(final.further?.decision?.sanction).toEqual({ matchpointPercent: 10, imps: 2 });
  });

  test('93C3(b): omitting the further-appeal stage is refused under the full procedure and applied where stages may be modified', () => {
    const omit: FurtherAppealRules = { designatedBody: null, omittedStages: ['further-appeal'], contestantsNotified: true };
    const full = regulation({ furtherAppealToRA: true });
    expect(appealStages(full, omit)).toMatchObject({ ok: false, error: { code: 'stages-fixed', law: '93C3(b)' } });
    expect(appealFurther(decided(full, true), 'E', full, omit)).toMatchObject({ ok: false, error: { code: 'stages-fixed' } });
    const modified = regulation({ furtherAppealToRA: true, appealStages: 'modified' });
    expect(must(appealStages(modified, omit))).toEqual(['chief-director-review', 'committee']);
    expect(appealFurther(decided(modified, true), 'E', modified, omit)).toMatchObject({ ok: false, error: { code: 'stage-omitted', law: '93C3(b)' } });
  });
});
