import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import type { RulingRecord } from '@bridge-laws/irregularities';
import { makeRuling, weightedScore, assignedScore } from '@bridge-laws/irregularities';
import type { Appeal, FilingInput } from '@bridge-laws/appeals';
import { AppealSchema, appealDeadline, applyDecision, concur, decide, fileAppeal, hearAppeal, reviewByChiefDirector, withdraw } from '@bridge-laws/appeals';

const settings = WBF_REGULATION.settings;
const ruling: RulingRecord = (() => {
  const r = makeRuling({
    id: 'r1', board: 1, table: '2', workflow: 'ui-from-partner', givenAt: '2025-05-01T21:00:00Z',
    facts: { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P'], damaged: true, 'self-inflicted': false },
    adjusted: assignedScore({ contract: '3H', declarer: 'E', tricks: 10 }),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

const filing: FilingInput = {
  id: 'a1', ruling, table: '2', side: 'EW', filedBy: 'E', filedAt: '2025-05-01T21:40:00Z', eventKind: 'pairs',
  issues: [{ kind: 'judgment', text: 'pass was not a logical alternative' }], scoresOfficialAt: '2025-05-01T21:30:00Z',
};

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('Law 92 — the right to appeal', () => {
  test('92B: the period runs 30 minutes from official scores (WBF default)', () => {
    expect(appealDeadline(ruling, '2025-05-01T21:30:00Z', settings)).toEqual({ ok: true, value: '2025-05-01T22:00:00.000Z' });
    expect(appealDeadline(ruling, null, settings)).toEqual({ ok: true, value: null });
  });

  test('92B: a ruling given after the scores were official starts its own period', () => {
    expect(appealDeadline({ givenAt: '2025-05-01T22:10:00Z' }, '2025-05-01T21:30:00Z', settings)).toEqual({ ok: true, value: '2025-05-01T22:40:00.000Z' });
  });

  test('92B: a late appeal is refused with the regulation\'s period', () => {
    const r = fileAppeal({ ...filing, filedAt: '2025-05-01T22:00:01Z' }, settings);
    expect(!r.ok && r.error).toMatchObject({ code: 'late-appeal', law: '92B' });
    const club = must(defineRegulation({ id: 'club', name: 'Club', settings: { appealPeriodMinutes: 60 } }));
    expect(fileAppeal({ ...filing, filedAt: '2025-05-01T22:00:01Z' }, club.settings).ok).toBe(true);
  });

  test('92A: only a contestant at the ruling\'s table, for his own side, may appeal', () => {
    expect(fileAppeal({ ...filing, table: '3' }, settings)).toMatchObject({ ok: false, error: { code: 'no-right', law: '92A' } });
    expect(fileAppeal({ ...filing, filedBy: 'N' }, settings)).toMatchObject({ ok: false, error: { code: 'no-right' } });
    expect(fileAppeal({ ...filing, filedBy: 'captain' }, settings)).toMatchObject({ ok: false, error: { code: 'no-right' } });
    expect(fileAppeal({ ...filing, eventKind: 'teams', filedBy: 'captain' }, settings)).toMatchObject({ ok: true, value: { status: 'filed' } });
  });

  test('92C: an appeal names what it disputes', () => {
    expect(fileAppeal({ ...filing, issues: [] }, settings)).toMatchObject({ ok: false, error: { code: 'no-issues' } });
  });

  test('92D1: in a pairs event both members must concur before it is heard', () => {
    const a = must(fileAppeal(filing, settings));
    expect(a.status).toBe('awaiting-concurrence');
    expect(reviewByChiefDirector(a, settings)).toMatchObject({ ok: false, error: { code: 'needs-concurrence', law: '92D1' } });
    expect(concur(a, 'N')).toMatchObject({ ok: false, error: { code: 'not-a-partner' } });
    expect(must(concur(a, 'W')).status).toBe('filed');
  });

  test('92D2: in a team event the captain\'s concurrence is needed, and a partner\'s does not replace it', () => {
    const t = must(fileAppeal({ ...filing, eventKind: 'teams' }, settings));
    expect(t.status).toBe('awaiting-concurrence');
    expect(concur(t, 'W')).toMatchObject({ ok: false, error: { code: 'not-a-partner', law: '92D2' } });
    expect(hearAppeal(t, 'committee')).toMatchObject({ ok: false, error: { code: 'needs-concurrence', law: '92D2' } });
  });

  test('92D: an individual appellant needs no concurrence; in teams the captain must concur (92D2)', () => {
    expect(must(fileAppeal({ ...filing, eventKind: 'individual' }, settings)).status).toBe('filed');
    const t = must(fileAppeal({ ...filing, eventKind: 'teams' }, settings));
    expect(reviewByChiefDirector(t, settings)).toMatchObject({ ok: false, error: { law: '92D2' } });
    expect(must(concur(t, 'captain')).status).toBe('filed');
  });
});

describe('Law 93 — the appeal procedure', () => {
  const ready = (): Appeal => must(concur(must(fileAppeal(filing, settings)), 'W'));

  test('93B2: with a committee, judgment is referred to it; 93B1: pure law stays with the chief director', () => {
    expect(must(reviewByChiefDirector(ready(), settings)).status).toBe('before-committee');
    const lawOnly = must(concur(must(fileAppeal({ ...filing, issues: [{ kind: 'law', text: 'wrong law applied' }] }, settings)), 'W'));
    expect(must(reviewByChiefDirector(lawOnly, settings)).status).toBe('with-chief-director');
  });

  test('93B1: the chief director rules on a law-only appeal himself; the committee may not take it', () => {
    const lawOnly = must(concur(must(fileAppeal({ ...filing, issues: [{ kind: 'law', text: 'wrong law applied' }] }, settings)), 'W'));
    const withDirector = must(reviewByChiefDirector(lawOnly, settings));
    expect(hearAppeal(withDirector, 'committee')).toMatchObject({ ok: false, error: { code: 'wrong-body', law: '93B1' } });
    const heard = must(hearAppeal(withDirector, 'chief-director'));
    const d = must(decide(heard, { by: 'chief-director', outcome: 'changed', grounds: 'law', scoreEffect: { kind: 'result-stands' }, merit: true }, settings));
    expect(must(applyDecision(ruling, d))).toMatchObject({ scoreEffect: { kind: 'result-stands' }, laws: expect.arrayContaining(['93B1']) });
  });

  test('93B: a mixed appeal goes to the committee, and only the body that heard it decides', () => {
    const mixed = must(concur(must(fileAppeal({ ...filing, issues: [{ kind: 'law', text: 'a' }, { kind: 'judgment', text: 'b' }] }, settings)), 'W'));
    const heard = must(hearAppeal(must(reviewByChiefDirector(mixed, settings)), 'committee'));
    expect(decide(heard, { by: 'chief-director', outcome: 'upheld', merit: true }, settings)).toMatchObject({ ok: false, error: { code: 'wrong-body', law: '93B' } });
  });

  test('93A: without a committee the chief director hears everything', () => {
    const noCommittee = { ...settings, appealsHeardBy: 'chief-director' as const };
    const a = must(reviewByChiefDirector(ready(), noCommittee));
    expect(a.status).toBe('with-chief-director');
    expect(hearAppeal(a, 'committee')).toMatchObject({ ok: false, error: { code: 'wrong-body' } });
  });

  test('93B3: the committee may not overrule the director on a point of law', () => {
    const heard = must(hearAppeal(must(reviewByChiefDirector(ready(), settings)), 'committee'));
    const r = decide(heard, { by: 'committee', outcome: 'changed', grounds: 'law', scoreEffect: { kind: 'result-stands' }, merit: true }, settings);
    expect(!r.ok && r.error).toMatchObject({ code: 'point-of-law', law: '93B3' });
    const d = decide(heard, { by: 'committee', outcome: 'changed', grounds: 'disciplinary', scoreEffect: { kind: 'result-stands' }, merit: true }, settings);
    expect(!d.ok && d.error.code).toBe('point-of-law');
  });

  test('93B3: the committee changes a judgment; the ruling takes the new score effect', () => {
    const heard = must(hearAppeal(must(reviewByChiefDirector(ready(), settings)), 'committee'));
    const newEffect = { kind: 'adjusted' as const, adjusted: weightedScore([{ contract: '3H', declarer: 'E', tricks: 10, weight: 0.5 }, { contract: '4H', declarer: 'E', tricks: 10, weight: 0.5 }]) };
    const decided = must(decide(heard, { by: 'committee', outcome: 'changed', grounds: 'judgment', scoreEffect: newEffect, merit: true, laws: ['12C1(c)'] }, settings));
    expect(decided.decision).toMatchObject({ outcome: 'changed', merit: true, depositReturned: null, sanction: null });
    const changed = must(applyDecision(ruling, decided));
    expect(changed.scoreEffect).toEqual(newEffect);
    expect(changed.laws).toEqual(expect.arrayContaining(['12C1(c)', '93B2']));
    expect(AppealSchema.safeParse(JSON.parse(JSON.stringify(decided))).success).toBe(true);
  });

  test('92A: an appeal without merit keeps the deposit and draws the regulation\'s sanction', () => {
    const reg = must(defineRegulation({ id: 'club', name: 'Club', settings: { appealDeposit: { amount: 50, currency: 'PLN' }, appealWithoutMeritSanction: { matchpointPercent: 10, imps: 1 } } }));
    const a = must(concur(must(fileAppeal(filing, reg.settings)), 'W'));
    expect(a.deposit).toEqual({ amount: 50, currency: 'PLN' });
    const heard = must(hearAppeal(must(reviewByChiefDirector(a, reg.settings)), 'committee'));
    const d = must(decide(heard, { by: 'committee', outcome: 'upheld', merit: false }, reg.settings));
    expect(d.decision).toMatchObject({ depositReturned: false, sanction: { matchpointPercent: 10, imps: 1 } });
    expect(must(applyDecision(ruling, d))).toBe(ruling);
  });

  test('92: an appeal is decided only once heard, and withdrawn only before its decision', () => {
    expect(decide(ready(), { by: 'committee', outcome: 'upheld', merit: true }, settings)).toMatchObject({ ok: false, error: { code: 'wrong-stage' } });
    const w = must(withdraw(ready()));
    expect(w.status).toBe('withdrawn');
    expect(withdraw(w).ok).toBe(false);
  });
});
