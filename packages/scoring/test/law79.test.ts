import { describe, expect, test } from 'vitest';
import type { ContractResult } from '@bridge-laws/cards-and-boards';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { TrickCountInput } from '../src/index.js';
import { correctionStatus, mayCorrectScore, settleTrickCount, splitLine, tableLine } from '../src/index.js';

// 4♠ by South, North-South vulnerable: 10 tricks +620, 9 tricks -100, 11 tricks +650.
const FOUR_SPADES: ContractResult = { kind: 'contract', contract: { level: 4, denomination: 'S', risk: '' }, declarer: 'S' };
const board = (over: Partial<TrickCountInput> = {}): TrickCountInput => ({
  result: FOUR_SPADES, vulnerability: 'NS', statements: { declarerSide: 10, defenders: 9 }, directorCalledBeforeRoundEnd: true, ...over,
});

describe('Law 79A–B — the number of tricks', () => {
  test('79A1: the same count from both sides is the agreed result, scored for both', () => {
    const r = settleTrickCount(board({ statements: { declarerSide: 10, defenders: 10 } }));
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ kind: 'settled', tricks: 10, line: tableLine(620), laws: ['79A1'] }) });
  });

  test('79A1: a count outside 0–13 is refused with the field named', () => {
    const r = settleTrickCount(board({ statements: { declarerSide: 14, defenders: 9 } }));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'bad-tricks', message: expect.stringContaining('statements.declarerSide') });
    const passed = settleTrickCount(board({ result: { kind: 'passed-out' } }));
    expect(passed.ok ? null : passed.error.code).toBe('passed-out');
  });

  test('79B1: a disagreement first asks whether there was a claim or concession; if so Laws 69B/71 decide', () => {
    const q = settleTrickCount(board());
    expect(q.ok && q.value).toMatchObject({ kind: 'question', fact: 'claimOrConcession', law: '79B1' });
    const c = settleTrickCount(board(), { claimOrConcession: true });
    expect(c.ok && c.value.kind === 'claim-laws' ? c.value.laws : null).toEqual(['79B1', '69B', '71']);
  });

  test('79B2: otherwise the director rules one result, for both sides', () => {
    const q = settleTrickCount(board(), { claimOrConcession: false });
    expect(q.ok && q.value).toMatchObject({ kind: 'question', fact: 'tricksWon', law: '79B2' });
    const r = settleTrickCount(board(), { claimOrConcession: false, tricksWon: 9 });
    expect(r.ok && r.value).toMatchObject({ kind: 'settled', tricks: 9, line: tableLine(-100), laws: ['79B2'] });
    const bad = settleTrickCount(board(), { claimOrConcession: false, tricksWon: 9.5 });
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'bad-finding', law: '79B2' });
  });

  test('79B3: called after the round, a fully convinced director changes the score for both sides', () => {
    const late = board({ directorCalledBeforeRoundEnd: false, recordedTricks: 10 });
    const q = settleTrickCount(late, { claimOrConcession: false });
    expect(q.ok && q.value).toMatchObject({ kind: 'question', fact: 'fullyConvinced', law: '79B3' });
    const r = settleTrickCount(late, { claimOrConcession: false, fullyConvinced: true, tricksWon: 9 });
    expect(r.ok && r.value).toMatchObject({ kind: 'settled', tricks: 9, line: tableLine(-100) });
  });

  test('79B3: not convinced, he keeps the recorded score or lowers one side only (a split score)', () => {
    const late = board({ directorCalledBeforeRoundEnd: false, recordedTricks: 10 });
    const open = settleTrickCount(late, { claimOrConcession: false, fullyConvinced: false });
    expect(open.ok && open.value).toMatchObject({ kind: 'question', fact: 'unconvinced' });
    const kept = settleTrickCount(late, { claimOrConcession: false, fullyConvinced: false, unconvinced: { kind: 'keep-recorded' } });
    expect(kept.ok && kept.value).toMatchObject({ kind: 'settled', tricks: 10, line: tableLine(620) });
    // North-South lowered to 9 tricks (-100); East-West keep the recorded +620 against them.
    const split = settleTrickCount(late, { claimOrConcession: false, fullyConvinced: false, unconvinced: { kind: 'reduce', side: 'NS', tricks: 9 } });
    expect(split.ok && split.value).toMatchObject({ kind: 'settled', tricks: null, line: splitLine({ kind: 'score', ns: -100 }, { kind: 'score', ns: 620 }) });
    // East-West lowered: declarer given 11 tricks against them, North-South keep +620.
    const ew = settleTrickCount(late, { claimOrConcession: false, fullyConvinced: false, unconvinced: { kind: 'reduce', side: 'EW', tricks: 11 } });
    expect(ew.ok && ew.value).toMatchObject({ line: splitLine({ kind: 'score', ns: 620 }, { kind: 'score', ns: 650 }) });
  });

  test('79B3: a "reduction" that would raise the side, or no recorded score, is refused', () => {
    const late = board({ directorCalledBeforeRoundEnd: false, recordedTricks: 10 });
    const up = settleTrickCount(late, { claimOrConcession: false, fullyConvinced: false, unconvinced: { kind: 'reduce', side: 'NS', tricks: 11 } });
    expect(up.ok ? null : up.error).toMatchObject({ code: 'bad-finding', law: '79B3' });
    const noRecord = settleTrickCount(board({ directorCalledBeforeRoundEnd: false }), { claimOrConcession: false });
    expect(noRecord.ok ? null : noRecord.error.message).toMatch(/recordedTricks/);
  });
});

describe('Law 79C — correcting a scoring error', () => {
  const at = new Date('2024-05-01T20:00:00Z');
  const after = new Date('2024-05-01T20:31:00Z');

  test('79C1: corrections are open for the regulation\'s period (30 minutes by default)', () => {
    const open = correctionStatus(at, new Date('2024-05-01T20:29:00Z'), WBF_REGULATION.settings);
    expect(open).toEqual({ kind: 'open', until: new Date('2024-05-01T20:30:00Z') });
    expect(mayCorrectScore(open)).toEqual({ ok: true, value: '79C1' });
    const longer = correctionStatus(at, after, { ...WBF_REGULATION.settings, correctionPeriodMinutes: 60 });
    expect(longer.kind).toBe('open');
  });

  test('79C2: afterwards only with the organiser\'s consent and the director convinced beyond doubt', () => {
    const late = correctionStatus(at, after);
    expect(late.kind).toBe('needs-consent');
    expect(mayCorrectScore(late).ok ? null : 'refused').toBe('refused');
    const noConsent = mayCorrectScore(late, { organiserConsents: false, directorConvincedBeyondDoubt: true });
    expect(noConsent.ok ? null : noConsent.error.code).toBe('needs-consent');
    const doubt = mayCorrectScore(late, { organiserConsents: true, directorConvincedBeyondDoubt: false });
    expect(doubt.ok ? null : doubt.error.code).toBe('not-convinced');
    expect(mayCorrectScore(late, { organiserConsents: true, directorConvincedBeyondDoubt: true })).toEqual({ ok: true, value: '79C2' });
  });

  test('79C2: a regulation without late corrections closes the record', () => {
    const closed = correctionStatus(at, after, { correctionPeriodMinutes: 30, lateCorrectionsWithConsent: false });
    expect(closed.kind).toBe('closed');
    const r = mayCorrectScore(closed, { organiserConsents: true, directorConvincedBeyondDoubt: true });
    expect(r.ok ? null : r.error.code).toBe('period-closed');
  });
});
