import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { DEFAULT_SCORING_SETTINGS } from '@bridge-laws/scoring';
import type { ProceduralOffence } from '@bridge-laws/irregularities';
import {
  PROCEDURAL_OFFENCES, proceduralPenalty, disciplinaryPenalty, makeRuling, individualAwards, individualPenalty, artificialByFault, forfeitureScore,
  pauseRequired, explanationCorrection, fouledBoardProcedure, severalResultsImps, assess, checkDirectorError,
} from '@bridge-laws/irregularities';

const std = { standardProceduralPenalty: { matchpointPercent: 10, imps: 1 } };

describe('Law 90B — the offences', () => {
  test('90B1, 90B2, 90B3, 90B4, 90B5, 90B6, 90B7, 90B8: each listed offence records its own sub-law', () => {
    const listed: ProceduralOffence[] = ['late-arrival', 'slow-play', 'audible-discussion', 'comparing-scores', 'touching-others-cards', 'wrong-pocket', 'procedure-error-needing-adjustment', 'ignoring-instructions'];
    expect(listed.map((o) => PROCEDURAL_OFFENCES[o])).toEqual(['90B1', '90B2', '90B3', '90B4', '90B5', '90B6', '90B7', '90B8']);
    const p = proceduralPenalty('wrong-pocket', 'NS', 'imps', std);
    expect(p.ok && p.value).toEqual({ kind: 'procedural', offence: 'wrong-pocket', against: 'NS', amount: { imps: 1 }, law: '90B6' });
  });
});

describe('Law 74C — violations of procedure', () => {
  test('74C1, 74C2, 74C3, 74C4, 74C5, 74C6, 74C7, 74C8: a violation of procedure is penalised under 90A and records its 74C item', () => {
    expect(PROCEDURAL_OFFENCES['approval-or-disapproval']).toBe('74C2');
    expect(PROCEDURAL_OFFENCES['leaving-table-needlessly']).toBe('74C8');
    const p = proceduralPenalty('varying-tempo-to-disconcert', 'EW', 'matchpoints', WBF_REGULATION.settings, { matchpointPercent: 25 });
    expect(p.ok && p.value.law).toBe('74C7');
    const items = Object.values(PROCEDURAL_OFFENCES).filter((l) => l.startsWith('74C'));
    expect(items).toEqual(['74C1', '74C2', '74C3', '74C4', '74C5', '74C6', '74C7', '74C8']);
  });
});

describe('Law 73 — communication, tempo and deception', () => {
  test('73C2: a player who took advantage of partner\'s unintended unauthorized information may be penalised', () => {
    const p = proceduralPenalty('using-partners-unauthorized-information', 'NS', 'imps', std);
    expect(p.ok && p.value.law).toBe('73C2');
  });
  test('73D3: a pause the regulation prescribes', () => {
    expect(pauseRequired('after-skip-bid', WBF_REGULATION.settings)).toBe(false);
    const withPauses = { mandatoryPauses: { afterSkipBid: true, firstTrick: false } };
    expect(pauseRequired('after-skip-bid', withPauses)).toBe(true);
    expect(pauseRequired('first-trick', withPauses)).toBe(false);
  });
});

describe('Law 75 — mistaken explanation or mistaken call', () => {
  test('75B2: the explainer may correct during the auction and must from the final pass on', () => {
    expect(explanationCorrection('explainer', 'auction', 'defender')).toMatchObject({ now: 'may', law: '75B2' });
    expect(explanationCorrection('explainer', 'after-final-pass', 'defender')).toMatchObject({ now: 'must', law: '75B2' });
    expect(explanationCorrection('explainer', 'play', 'declarer')).toMatchObject({ now: 'must', law: '75B2' });
  });
  test('75B3: partner stays silent in the auction; as declarer or dummy he corrects after the final pass, as a defender after play', () => {
    expect(explanationCorrection('partner', 'auction', 'declarer')).toMatchObject({ now: 'may-not', law: '75B3' });
    expect(explanationCorrection('partner', 'after-final-pass', 'dummy')).toMatchObject({ now: 'must', law: '75B3' });
    expect(explanationCorrection('partner', 'after-final-pass', 'defender')).toMatchObject({ now: 'may-not', law: '75B3' });
    expect(explanationCorrection('partner', 'play', 'defender')).toMatchObject({ now: 'may-not' });
    expect(explanationCorrection('partner', 'after-play', 'defender')).toMatchObject({ now: 'must', law: '75B3' });
  });
  test('75B1, 75C: the director finds the agreement as explained — a mistaken call, the result stands; 75B1 otherwise goes on', () => {
    const call = assess('misinformation', { 'agreement-was': 'as-explained' });
    expect(call.ok && call.value.status === 'concluded' && call.value.conclusion).toMatchObject({ adjust: false, laws: ['75C'] });
    const explanation = assess('misinformation', { 'agreement-was': 'differs' });
    expect(explanation.ok && explanation.value.status === 'asking' && explanation.value.question.id).toBe('could-have-been-influenced');
  });
});

describe('Law 12C3 — individual events', () => {
  test('12C3: the adjusted score binds both members of a side alike', () => {
    const a = individualAwards(forfeitureScore('NS', { contract: '3NT', declarer: 'S', tricks: 9 }));
    expect(a.N).toEqual(a.S);
    expect(a.E).toEqual({ kind: 'table' });
    expect(a.W).toEqual(a.E);
    expect(individualAwards(artificialByFault({ NS: 'direct', EW: 'none' })).S).toEqual({ kind: 'artificial', grade: 'avg-minus' });
  });
  test('12C3: a procedural penalty spares the offender\'s partner only if the director finds him in no way at fault', () => {
    const p = proceduralPenalty('slow-play', 'EW', 'matchpoints', std);
    if (!p.ok) throw new Error(p.error.message);
    expect(individualPenalty(p.value, 'E', undefined)).toMatchObject({ ok: false, error: { code: 'awaiting-director', law: '12C3' } });
    expect(individualPenalty(p.value, 'E', true)).toMatchObject({ ok: true, value: { players: ['E'] } });
    expect(individualPenalty(p.value, 'E', false)).toMatchObject({ ok: true, value: { players: ['E', 'W'] } });
    expect(individualPenalty(p.value, 'N', true)).toMatchObject({ ok: false, error: { code: 'wrong-side' } });
    const d = disciplinaryPenalty('EW', 'suspension');
    if (!d.ok) throw new Error(d.error.message);
    expect(individualPenalty(d.value, 'W', undefined)).toMatchObject({ ok: true, value: { players: ['W'] } });
  });
});

describe('Law 11B — a penalty after forfeiture', () => {
  test('11B: rectification forfeited, the result stands, and the procedural penalty is still recorded', () => {
    const p = proceduralPenalty('ignoring-instructions', 'NS', 'matchpoints', std);
    if (!p.ok) throw new Error(p.error.message);
    const r = makeRuling({ id: 'r', board: 4, table: '2', workflow: 'forfeiture', facts: { 'acted-before-summons': true, 'gained-through-ignorance': false }, penalties: [p.value], laws: ['11B'] });
    expect(r.ok && r.value).toMatchObject({ scoreEffect: { kind: 'result-stands' }, penalties: [{ law: '90B8' }], laws: expect.arrayContaining(['11A', '11B']) });
  });
  test('9B1(c): calling the director forfeits nothing — without an earlier action the right stands', () => {
    const r = assess('forfeiture', { 'acted-before-summons': false });
    expect(r.ok && r.value.status === 'concluded' && r.value.conclusion.laws).toEqual(['9B1(c)']);
  });
});

describe('Laws 86B2 and 87 — team play and fouled boards', () => {
  test('86B2(a): neither team at fault — artificial scores, average plus to both', () => {
    expect(severalResultsImps('neither', undefined, DEFAULT_SCORING_SETTINGS)).toEqual({ ok: true, value: { nos: 3, os: 3 } });
  });
  test('86B2(c): both at fault — artificial scores, average minus to both', () => {
    expect(severalResultsImps('both', 5, DEFAULT_SCORING_SETTINGS)).toEqual({ ok: true, value: { nos: -3, os: -3 } });
  });
  test('87A, 87B, 87C: whether the board is fouled is the director\'s finding; groups at pairs; teams go to 86B2', () => {
    const forms = [{ table: '1', deal: 'a', dealer: 'N', vulnerable: 'None' }, { table: '2', deal: 'b', dealer: 'N', vulnerable: 'None' }];
    expect(fouledBoardProcedure('pairs', forms, undefined)).toEqual({ action: 'question', question: 'board-fouled', law: '87A' });
    expect(fouledBoardProcedure('pairs', forms, false)).toEqual({ action: 'score-normally', law: '87A' });
    expect(fouledBoardProcedure('individual', forms, true)).toEqual({ action: 'score-groups', groups: [['1'], ['2']], law: '87B' });
    expect(fouledBoardProcedure('teams', forms, true)).toEqual({ action: 'several-results', law: '87C' });
  });
});

describe('Laws 12C3 and 82C — invariants (property)', () => {
  const fault = fc.constantFrom('direct' as const, 'partial' as const, 'none' as const);
  test('12C3: partners always receive the same award (property)', () => {
    fc.assert(fc.property(fault, fault, (ns, ew) => {
      const a = individualAwards(artificialByFault({ NS: ns, EW: ew }));
      return JSON.stringify(a.N) === JSON.stringify(a.S) && JSON.stringify(a.E) === JSON.stringify(a.W);
    }));
  });
  test('82C: an artificial score after the director\'s error passes only when neither side is graded at fault (property)', () => {
    fc.assert(fc.property(fault, fault, (ns, ew) => checkDirectorError(artificialByFault({ NS: ns, EW: ew })).ok === (ns === 'none' && ew === 'none')));
  });
});
