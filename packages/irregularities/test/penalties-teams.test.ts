import { describe, expect, test } from 'vitest';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import { DEFAULT_SCORING_SETTINGS } from '@bridge-laws/scoring';
import {
  proceduralPenalty, disciplinaryPenalty, penaltyDeduction, substituteBoardAllowed, severalResultsImps, fouledBoardGroups,
} from '@bridge-laws/irregularities';

describe('Law 90 — procedural penalties', () => {
  test('90A: without a standard penalty in the regulation the director must name the amount', () => {
    const r = proceduralPenalty('slow-play', 'NS', 'matchpoints', WBF_REGULATION.settings);
    expect(!r.ok && r.error).toMatchObject({ code: 'amount-needed', law: '90A' });
    const p = proceduralPenalty('slow-play', 'NS', 'matchpoints', WBF_REGULATION.settings, { matchpointPercent: 25 });
    expect(p.ok && p.value).toEqual({ kind: 'procedural', offence: 'slow-play', against: 'NS', amount: { matchpointPercent: 25 }, law: '90B2' });
    expect(p.ok && penaltyDeduction(p.value, 8)).toBe(2);
  });
  test('90A: the regulation\'s standard penalty applies in the event\'s unit', () => {
    const reg = defineRegulation({ id: 'club', name: 'Club', settings: { standardProceduralPenalty: { matchpointPercent: 10, imps: 1 } } });
    if (!reg.ok) throw new Error('bad regulation');
    const p = proceduralPenalty('late-arrival', 'EW', 'imps', reg.value.settings);
    expect(p.ok && p.value.kind === 'procedural' && p.value.amount).toEqual({ imps: 1 });
    expect(proceduralPenalty('other', 'EW', 'imps', reg.value.settings, { imps: -3 }).ok).toBe(false);
  });
});

describe('Law 91 — disciplinary penalties', () => {
  test('91B: disqualification needs the organiser\'s approval', () => {
    expect(disciplinaryPenalty('NS', 'disqualification')).toMatchObject({ ok: false, error: { law: '91B' } });
    expect(disciplinaryPenalty('NS', 'disqualification', true)).toMatchObject({ ok: true, value: { kind: 'disqualification' } });
  });
  test('91A: points or suspension', () => {
    const p = disciplinaryPenalty('EW', { imps: 3 });
    expect(p.ok && penaltyDeduction(p.value, undefined)).toBe(3);
    expect(disciplinaryPenalty('EW', 'suspension')).toMatchObject({ ok: true, value: { law: '91A' } });
  });
});

describe('Laws 86–87 — team play and fouled boards', () => {
  test('86A: no substitute board when the match result could be known', () => {
    expect(substituteBoardAllowed(true)).toMatchObject({ ok: false, error: { law: '86A' } });
  });
  test('86B2(b): the non-offending team gets the better of average plus and the assigned score', () => {
    expect(severalResultsImps('one', 1, DEFAULT_SCORING_SETTINGS)).toEqual({ ok: true, value: { nos: 3, os: -3 } });
    expect(severalResultsImps('one', 7, DEFAULT_SCORING_SETTINGS)).toEqual({ ok: true, value: { nos: 7, os: -7 } });
    expect(severalResultsImps('both', undefined, DEFAULT_SCORING_SETTINGS)).toEqual({ ok: true, value: { nos: -3, os: -3 } });
    expect(severalResultsImps('neither', undefined, DEFAULT_SCORING_SETTINGS)).toEqual({ ok: true, value: { nos: 3, os: 3 } });
    expect(severalResultsImps('one', undefined, DEFAULT_SCORING_SETTINGS).ok).toBe(false);
  });
  test('87B: tables are grouped by the form of the board they played', () => {
    const a = 'N:AKQJ.T98.765.432 T987.654.432.AKQ 6543.AKQJ.KQJ.JT 2.732.AT98.98765';
    const b = 'N:AKQJ.T98.765.43 T987.654.432.AKQ2 6543.AKQJ.KQJ.JT 2.732.AT98.98765';
    expect(fouledBoardGroups([
      { table: '1', deal: a, dealer: 'N', vulnerable: 'None' },
      { table: '2', deal: b, dealer: 'N', vulnerable: 'None' },
      { table: '3', deal: a, dealer: 'N', vulnerable: 'None' },
    ])).toEqual([['1', '3'], ['2']]);
  });
});
