import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { FINDINGS, FINDING_IDS, answerFor, findingProblem, findingsOf, isFindingId } from './findings.js';
import { lawCovers, parseLawRef } from './law-ref.js';

describe('the catalogue of the director\u2019s findings', () => {
  test('every finding names laws that are well formed', () => {
    for (const id of FINDING_IDS) for (const law of FINDINGS[id].laws) expect(parseLawRef(law).ok, `${id} ${law}`).toBe(true);
  });

  test('28B, 53B: intent-lead-or-play is yes or no in the auction and lead or play in the play', () => {
    expect(answerFor('intent-lead-or-play', '28B')).toEqual({ kind: 'yes-no', yes: 'own-turn', no: 'over' });
    expect(answerFor('intent-lead-or-play', '53B')).toEqual({ kind: 'one-of', values: ['lead', 'play'] });
    expect(answerFor('intent-lead-or-play', '12')).toBeNull();
    expect(findingProblem('intent-lead-or-play', true)).toBeNull();
    expect(findingProblem('intent-lead-or-play', 'lead')).toBeNull();
    expect(findingProblem('intent-lead-or-play', 'own-turn')).toMatch(/true or false, or must be one of lead, play \(Law 28B, 53B\)/);
  });

  test('25A: a yes-or-no finding takes only true or false', () => {
    expect(findingProblem('unintended', true)).toBeNull();
    expect(findingProblem('unintended', 'yes')).toBe('must be true or false');
  });

  test('65D, 69B2, 45C2: seat, count and one-of findings name their law when refused', () => {
    expect(findingProblem('cards-disturbed', 'E')).toBeNull();
    expect(findingProblem('cards-disturbed', 'X')).toBe('must be a seat: N, E, S or W (Law 65D)');
    expect(findingProblem('probably-won', 2)).toBeNull();
    expect(findingProblem('probably-won', -1)).toBe('must be true or false, or a whole number of tricks (Law 69B2)');
    expect(findingProblem('declarer-card-position', 'neither')).toBeNull();
    expect(findingProblem('declarer-card-position', 'table')).toMatch(/one of face-up-at-table, played-position, neither \(Law 45C2\)/);
  });

  test('an id outside the catalogue is refused, naming the known ones', () => {
    expect(findingProblem('unintented', true)).toMatch(/^unknown fact \(known: order-redeal, /);
    expect(isFindingId('unintended')).toBe(true);
    expect(isFindingId('toString')).toBe(false);
  });

  test('each chapter\u2019s findings are catalogue entries that name it', () => {
    for (const chapter of ['board', 'auction', 'play', 'claims', 'director'] as const) {
      const ids = findingsOf(chapter);
      expect(ids.length, chapter).toBeGreaterThan(0);
      for (const id of ids) expect(FINDINGS[id].askedIn as readonly string[]).toContain(chapter);
    }
    expect(findingsOf('play')).toContain('intent-lead-or-play');
    expect(findingsOf('auction')).toContain('intent-lead-or-play');
  });

  test('a by-law answer is found from a more specific reference too', () => {
    expect(lawCovers('28B', '28B')).toBe(true);
    expect(answerFor('intent-lead-or-play', '53')).toEqual({ kind: 'one-of', values: ['lead', 'play'] });
  });

  test('checking any value of any finding returns a message or null, never throws', () => {
    fc.assert(fc.property(fc.constantFrom(...FINDING_IDS), fc.anything(), (id, value) => {
      const p = findingProblem(id, value);
      expect(p === null || typeof p === 'string').toBe(true);
    }));
  });
});
