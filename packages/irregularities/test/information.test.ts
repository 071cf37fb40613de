import { describe, expect, test } from 'vitest';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { isRegisteredLaw } from '@bridge-laws/law-registry';
import type { InformationSource } from '@bridge-laws/irregularities';
import { informationStatus, reserveRights, extraneousInformationOptions } from '@bridge-laws/irregularities';

const wbf = WBF_REGULATION.settings;

describe('Law 16A — authorized information', () => {
  test('16A1(a): the legal calls and plays of the board are authorized, unless tainted by unauthorized information', () => {
    expect(informationStatus('legal-calls-and-plays')).toMatchObject({ authorized: true, law: '16A1(a)' });
    expect(informationStatus('legal-calls-and-plays', 'non-offending', true)).toMatchObject({ authorized: false, law: '16A1(a)' });
  });
  test('16A1(b): information from a withdrawn action is authorized for the non-offending side (16C1)', () => {
    expect(informationStatus('withdrawn-action', 'non-offending')).toMatchObject({ authorized: true, law: '16C1' });
  });
  test('16A1(c): what a Law or regulation declares authorized', () => {
    expect(informationStatus('declared-authorized')).toMatchObject({ authorized: true, law: '16A1(c)' });
  });
  test('16A1(d): what the player knew before taking his hand from the board', () => {
    expect(informationStatus('known-before-taking-hand')).toMatchObject({ authorized: true, law: '16A1(d)' });
  });
  test('16A2: his own score, the opponents\' traits, the event\'s requirements', () => {
    expect(informationStatus('own-score-and-opponents')).toMatchObject({ authorized: true, law: '16A2' });
  });
  test('16A1: every source has exactly one status, with a registered law and a note', () => {
    const sources: InformationSource[] = ['legal-calls-and-plays', 'withdrawn-action', 'declared-authorized', 'known-before-taking-hand', 'own-score-and-opponents', 'partner-extraneous', 'partner-explanation', 'opponent-tempo-or-manner', 'restored-card', 'other-source'];
    for (const s of sources) {
      const st = informationStatus(s, 'offending');
      expect(isRegisteredLaw(st.law)).toBe(true);
      expect(st.note.length).toBeGreaterThan(0);
    }
    const unauthorized = sources.filter((s) => !informationStatus(s, 'offending').authorized);
    expect(unauthorized).toEqual(['withdrawn-action', 'partner-extraneous', 'partner-explanation', 'restored-card', 'other-source']);
  });
});

describe('Law 16B — unauthorized information from partner', () => {
  test('16B1: partner\'s extraneous information is unauthorized', () => {
    expect(informationStatus('partner-extraneous')).toMatchObject({ authorized: false, law: '16B1' });
  });
  test('16B2: the right to call the director later may be reserved unless the regulation forbids it', () => {
    expect(reserveRights(wbf)).toEqual({ ok: true, value: 'reserved' });
    expect(reserveRights({ mayReserveRights: false })).toMatchObject({ ok: false, error: { code: 'must-call-now', law: '16B2' } });
    expect(reserveRights(wbf, true)).toMatchObject({ ok: false, error: { code: 'must-call-now', law: '16B2' } });
  });
});

describe('Law 16C — withdrawn actions', () => {
  test('16C1, 16C2: authorized for the non-offending side, unauthorized for the offending side', () => {
    expect(informationStatus('withdrawn-action', 'non-offending').authorized).toBe(true);
    expect(informationStatus('withdrawn-action', 'offending')).toMatchObject({ authorized: false, law: '16C2' });
  });
});

describe('Laws 73D1, 75A, 14C — information the other laws classify', () => {
  test('73D1: an opponent\'s tempo is for the other side to use, at its own risk', () => {
    expect(informationStatus('opponent-tempo-or-manner')).toMatchObject({ authorized: true, law: '73D1' });
  });
  test('75A: learning from partner\'s explanation that one\'s call was misunderstood is unauthorized', () => {
    expect(informationStatus('partner-explanation')).toMatchObject({ authorized: false, law: '75A' });
  });
  test('14C: a restored card is unauthorized for partner', () => {
    expect(informationStatus('restored-card')).toMatchObject({ authorized: false, law: '14C' });
  });
});

describe('Law 16D — extraneous information from other sources', () => {
  test('16D1: the director must be told; the information is not for use', () => {
    expect(informationStatus('other-source')).toMatchObject({ authorized: false, law: '16D1' });
  });
  test('16D2, 16D2(c), 16D2(d): before any call the director asks whether it could interfere, then chooses among the options', () => {
    expect(extraneousInformationOptions('before-any-call', wbf, undefined)).toMatchObject({ ok: false, error: { code: 'awaiting-director', law: '16D2' } });
    expect(extraneousInformationOptions('before-any-call', wbf, false)).toEqual({ ok: true, value: [] });
    const r = extraneousInformationOptions('before-any-call', wbf, true);
    expect(r.ok && r.value.map((o) => o.law)).toEqual(['16D2(a)', '16D2(b)', '16D2(c)', '16D2(d)']);
  });
  test('16D2(a), 16D2(b): switching seats and a redeal only where the contest allows them', () => {
    const r = extraneousInformationOptions('before-any-call', { contestPermitsRedealOrSwitch: false }, true);
    expect(r.ok && r.value.map((o) => o.option)).toEqual(['play-and-adjust-if-affected', 'adjusted-score']);
  });
  test('16D3: after the first call only play-and-adjust or an adjusted score remain', () => {
    const r = extraneousInformationOptions('after-first-call', wbf, true);
    expect(r.ok && r.value).toEqual([{ option: 'play-and-adjust-if-affected', law: '16D3' }, { option: 'adjusted-score', law: '16D3' }]);
  });
  test('2007 16C3: after the first call the 2007 Laws leave only letting the board be played, ready to adjust', () => {
    const r = extraneousInformationOptions('after-first-call', wbf, true, '2007');
    expect(r.ok && r.value).toEqual([{ option: 'play-and-adjust-if-affected', law: '2007 16C3' }]);
  });
  test('2007 16C2: before any call the same four options under their 2007 numbers, the last an artificial adjusted score', () => {
    const r = extraneousInformationOptions('before-any-call', wbf, true, '2007');
    expect(r.ok && r.value.map((o) => o.law)).toEqual(['2007 16C2(a)', '2007 16C2(b)', '2007 16C2(c)', '2007 16C2(d)']);
    const narrow = extraneousInformationOptions('before-any-call', { contestPermitsRedealOrSwitch: false }, true, '2007');
    expect(narrow.ok && narrow.value.map((o) => o.option)).toEqual(['play-and-adjust-if-affected', 'adjusted-score']);
    expect(extraneousInformationOptions('after-first-call', wbf, undefined, '2007')).toMatchObject({ ok: false, error: { code: 'awaiting-director', law: '2007 16C2' } });
    expect(extraneousInformationOptions('after-first-call', wbf, false, '2007')).toEqual({ ok: true, value: [] });
  });
});
