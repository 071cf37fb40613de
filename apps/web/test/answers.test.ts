import { describe, expect, test } from 'vitest';
import { answersFor, typedFinding } from '../src/ruling/answers.js';
import { claimAnswer, claimEvent } from '../src/ruling/claim-answers.js';

describe('the director\u2019s answers and the claim flow\u2019s events', () => {
  test('70D1: the normal lines typed as one text become a list, one line per item', () => {
    expect(typedFinding('normal-lines', ' cash the spades ; then the hearts;')).toEqual(['cash the spades', 'then the hearts']);
    expect(typedFinding('logical-alternatives', ' pass ')).toBe('pass');
  });

  test('70C, 69B2: claimer-aware-of-trump and probably-won are answered yes or no', () => {
    expect(answersFor('claimer-aware-of-trump', '70C')?.map((a) => a.value)).toEqual([true, false]);
    expect(answersFor('probably-won', '69B2')?.map((a) => a.value)).toEqual([true, false]);
  });

  test('68D, 68D2(b): agree, dispute and play on are their own events; other options stay decisions', () => {
    expect(claimAnswer('E', 'agree')).toEqual({ kind: 'table', event: { by: 'E', action: 'agree', value: true } });
    expect(claimAnswer('W', 'continue-play')).toEqual({ kind: 'table', event: { by: 'W', action: 'continue-play', value: true } });
    expect(claimAnswer('E', 'call-director')).toBeNull();
    expect(claimAnswer('S', 'accept')).toBeNull();
  });

  test('68A, 68B: a claim keeps a stated line; a concession has none', () => {
    expect(claimEvent('S', 'claim', 4, ' all top ')).toEqual({ kind: 'table', event: { by: 'S', action: 'claim', value: { tricks: 4, line: 'all top' } } });
    expect(claimEvent('S', 'claim', 4, '  ')).toEqual({ kind: 'table', event: { by: 'S', action: 'claim', value: { tricks: 4 } } });
    expect(claimEvent('W', 'concede', 2, 'ignored')).toEqual({ kind: 'table', event: { by: 'W', action: 'concede', value: { tricks: 2 } } });
  });
});
