import { describe, expect, test } from 'vitest';
import { lawRef } from '@bridge-laws/cards-and-boards';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import {
  directorMayRectify, waiveRectification, rulingOnAgreedFacts, factsBasis, offerChoice, makeChoice, makeRuling, artificialByFault,
  checkGround, checkKind, checkDirectorError, recordMisconduct, assignedScore, procedureRemedy, PROCEDURE_REMEDIES,
} from '@bridge-laws/irregularities';
import type { MisconductEvidence } from '@bridge-laws/irregularities';

describe('Law 10C — choices after an irregularity', () => {
  test('10C1: the director explains every option; a choice needs two or more', () => {
    expect(offerChoice('S', ['accept'], lawRef('29A'))).toMatchObject({ ok: false, error: { code: 'no-options', law: '10C1' } });
    expect(offerChoice('S', ['accept', 'refuse', 'accept'], lawRef('29A'))).toEqual({ ok: true, value: { entitled: 'S', options: ['accept', 'refuse'], law: '29A' } });
  });
  test('10C2: the entitled player chooses alone, without consulting partner', () => {
    const offer = offerChoice('W', ['accept', 'refuse'], lawRef('53A'));
    if (!offer.ok) throw new Error(offer.error.message);
    expect(makeChoice(offer.value, 'E', 'accept')).toMatchObject({ ok: false, error: { code: 'wrong-chooser', law: '10C2' } });
    expect(makeChoice(offer.value, 'W', 'accept', true)).toMatchObject({ ok: false, error: { code: 'consulted-partner', law: '10C2' } });
    expect(makeChoice(offer.value, 'W', 'refuse')).toEqual({ ok: true, value: { by: 'W', option: 'refuse', law: '53A' } });
  });
});

describe('Law 12A–12C — grounds and kinds of adjusted score', () => {
  test('12A1, 12A2, 12A3: no rectification provided, no normal play possible, an incorrect rectification', () => {
    expect(checkGround('no-rectification-provided')).toEqual({ ok: true, value: '12A1' });
    expect(checkGround('no-normal-play')).toEqual({ ok: true, value: '12A2' });
    expect(checkGround('incorrect-rectification')).toEqual({ ok: true, value: '12A3' });
  });
  test('12B2: a rectification that seems too severe or too kind is no ground', () => {
    expect(checkGround('rectification-unduly-severe')).toMatchObject({ ok: false, error: { code: 'harsh-rectification', law: '12B2' } });
    expect(checkGround('rectification-unduly-advantageous')).toMatchObject({ ok: false, error: { law: '12B2' } });
  });
  test('12C1(d): too many possible results justify an artificial score', () => {
    const a = artificialByFault({ NS: 'none', EW: 'partial' });
    expect(checkKind(a)).toMatchObject({ ok: false, error: { code: 'assigned-preferred' } });
    expect(checkKind(a, 'results-too-numerous')).toEqual({ ok: true, value: ['12C1(d)'] });
  });
});

describe('Law 88 — indemnity points', () => {
  test('88: indemnity points are the artificial scores of 12C2 by fault', () => {
    expect(artificialByFault({ NS: 'none', EW: 'direct' })).toEqual({ NS: { kind: 'artificial', grade: 'avg-plus' }, EW: { kind: 'artificial', grade: 'avg-minus' } });
    expect(artificialByFault({ NS: 'partial', EW: 'partial' }).NS).toEqual({ kind: 'artificial', grade: 'avg' });
  });
});

describe('Law 81C — the director\'s duties', () => {
  test('81C3: the director rectifies until the period for it ends', () => {
    expect(directorMayRectify('irregularity', '2025-05-01T21:50:00Z', '2025-05-01T22:00:00Z')).toEqual({ ok: true, value: '81C3' });
    expect(directorMayRectify('scoring-error', '2025-05-01T22:01:00Z', '2025-05-01T22:00:00Z')).toMatchObject({ ok: false, error: { code: 'period-over', law: '81C3' } });
    expect(directorMayRectify('irregularity', '2025-05-01T23:00:00Z', null).ok).toBe(true);
    expect(directorMayRectify('irregularity', 'tonight', null).ok).toBe(true);
    expect(directorMayRectify('irregularity', 'tonight', '2025-05-01T22:00:00Z')).toMatchObject({ ok: false, error: { code: 'bad-time' } });
  });
  test('81C5: only the non-offending side may ask for a waiver, and only the director grants it', () => {
    expect(waiveRectification('offending', true)).toMatchObject({ ok: false, error: { code: 'not-non-offending', law: '81C5' } });
    expect(waiveRectification('non-offending', undefined)).toMatchObject({ ok: false, error: { code: 'awaiting-director', law: '81C5' } });
    expect(waiveRectification('non-offending', true)).toEqual({ ok: true, value: 'waived' });
    expect(waiveRectification('non-offending', false)).toEqual({ ok: true, value: 'rectified' });
  });
});

describe('Law 82C — the director\'s error', () => {
  test('82C: both sides are non-offending: neither may get average or average minus', () => {
    expect(checkDirectorError(artificialByFault({ NS: 'none', EW: 'none' }))).toEqual({ ok: true, value: '82C' });
    expect(checkDirectorError(artificialByFault({ NS: 'none', EW: 'direct' }))).toMatchObject({ ok: false, error: { code: 'both-non-offending', law: '82C' } });
    const r = makeRuling({ id: 'r', board: 3, table: '1', ground: 'director-error', adjusted: artificialByFault({ NS: 'partial', EW: 'none' }), artificialReason: 'no-result-obtainable' });
    expect(!r.ok && r.error).toMatchObject({ code: 'both-non-offending', law: '82C' });
    const good = makeRuling({ id: 'r', board: 3, table: '1', ground: 'director-error', adjusted: assignedScore({ contract: '4S', declarer: 'N', tricks: 10 }) });
    expect(good.ok && good.value.laws).toEqual(expect.arrayContaining(['82C']));
  });
});

describe('Law 84 — rulings on agreed facts', () => {
  test('84A: no rectification and no discretion — play continues', () => {
    expect(rulingOnAgreedFacts('none', false)).toEqual({ action: 'continue', law: '84A' });
  });
  test('84B: a Law that covers the case — its rectification is applied', () => {
    expect(rulingOnAgreedFacts('rectification', true)).toEqual({ action: 'apply-rectification', law: '84B' });
  });
  test('84C: a player\'s choice — the director offers it', () => {
    expect(rulingOnAgreedFacts('player-choice', false)).toEqual({ action: 'offer-choice', law: '84C' });
  });
  test('84D: no rectification but probable damage — the director asks, then adjusts', () => {
    expect(rulingOnAgreedFacts('none', true)).toEqual({ action: 'question', question: 'damaged', law: '84D' });
    expect(rulingOnAgreedFacts('none', true, true)).toEqual({ action: 'adjust', law: '84D' });
    expect(rulingOnAgreedFacts('none', true, false)).toEqual({ action: 'continue', law: '84D' });
  });
});

describe('Law 85 — rulings on disputed facts', () => {
  test('85A1, 85A2: facts found on the balance of probabilities are ruled on as agreed ones', () => {
    expect(factsBasis({ 'unauthorized-information': 'found', damaged: 'agreed' })).toEqual({ laws: ['85A1', '85A2'], playContinues: false, undetermined: [] });
    expect(factsBasis({ damaged: 'agreed' }).laws).toEqual(['84']);
  });
  test('85B: a fact the director cannot determine gives a ruling that lets play continue', () => {
    expect(factsBasis({ 'unauthorized-information': 'undetermined' })).toMatchObject({ laws: ['85B'], playContinues: true, undetermined: ['unauthorized-information'] });
    const r = makeRuling({ id: 'r', board: 1, table: '1', workflow: 'ui-from-partner', factStatus: { 'unauthorized-information': 'undetermined' } });
    expect(r.ok && r.value).toMatchObject({ laws: ['85B'], scoreEffect: { kind: 'result-stands' }, factStatus: { 'unauthorized-information': 'undetermined' } });
    const found = makeRuling({
      id: 'r', board: 1, table: '1', workflow: 'ui-from-partner', factStatus: { 'unauthorized-information': 'found' },
      facts: { 'unauthorized-information': true, 'demonstrably-suggested': false },
    });
    expect(found.ok && found.value.laws).toEqual(expect.arrayContaining(['16B1(a)', '85A2']));
    expect(makeRuling({ id: 'r', board: 1, table: '1', factStatus: { hesitation: 'found' } })).toMatchObject({ ok: false, error: { code: 'unknown-question' } });
  });
});

describe('Law 89 — prohibited conduct', () => {
  test('89D, 89D1: a correlation of manner with one\'s own cards founds a finding whatever the results', () => {
    const manner: MisconductEvidence = { ground: 'manner-correlates-with-own-cards', statistical: true, external: false, description: 'tempo against holdings' };
    const r = recordMisconduct('passing-to-partner', 'NS', [manner], true, WBF_REGULATION.settings);
    expect(r.ok && r.value?.laws).toContain('89D1');
  });
  const stats: MisconductEvidence = { ground: 'actions-correlate-with-others-cards', statistical: true, external: false, description: 'opening leads against 40 boards' };
  test('89A3, 89B, 89C, 89D2: a finding of passing information to partner, on statistical evidence, goes to the disciplinary code', () => {
    const r = recordMisconduct('passing-to-partner', 'EW', [stats], true, WBF_REGULATION.settings);
    expect(r.ok && r.value).toMatchObject({ offence: 'passing-to-partner', sanction: 'disciplinary-code', laws: ['89A3', '89B', '89D2', '89C'] });
  });
  test('89A, 89A1, 89A2: the finding is the director\'s; without evidence there is none', () => {
    expect(recordMisconduct('seeking-information', 'NS', [stats], undefined, WBF_REGULATION.settings)).toMatchObject({ ok: false, error: { code: 'awaiting-director', law: '89A1' } });
    expect(recordMisconduct('seeking-information', 'NS', [], true, WBF_REGULATION.settings)).toMatchObject({ ok: false, error: { code: 'no-evidence' } });
    expect(recordMisconduct('using-information', 'NS', [stats], false, WBF_REGULATION.settings)).toEqual({ ok: true, value: null });
  });
  test('89B, 89A4, 89D3: evidence from outside the jurisdiction counts only where the regulation admits it', () => {
    const ext: MisconductEvidence = { ground: 'holds-information-on-later-boards', statistical: false, external: true, description: 'another federation\'s finding' };
    expect(recordMisconduct('passing-about-later-boards', 'NS', [ext], true, WBF_REGULATION.settings)).toMatchObject({ ok: false, error: { code: 'external-evidence' } });
    const r = recordMisconduct('passing-about-later-boards', 'NS', [ext], true, { externalEvidence: true });
    expect(r.ok && r.value?.laws).toEqual(['89A4', '89B', '89D3']);
  });
});

describe('Law 82 — rectifying errors in procedure', () => {
  test('82A, 82B1: an adjusted score only where the Laws permit one', () => {
    expect(procedureRemedy('adjusted-score', false)).toMatchObject({ ok: false, error: { code: 'no-adjustment-power', law: '82B1' } });
    expect(procedureRemedy('adjusted-score', true)).toEqual({ ok: true, value: '82B1' });
  });
  test('82B2, 82B3: require, postpone or cancel the play of a board, or any other power', () => {
    expect(['require-play', 'postpone-play', 'cancel-play'].map((r) => PROCEDURE_REMEDIES[r as 'require-play'])).toEqual(['82B2', '82B2', '82B2']);
    expect(procedureRemedy('other-power', false)).toEqual({ ok: true, value: '82B3' });
  });
});
