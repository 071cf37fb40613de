import { describe, expect, test } from 'vitest';
import { solve, solveCards } from '@bridge-laws/double-dummy';

// A three-card ending: North has the top spades, South the top hearts, NT.
const ending = {
  hands: { N: ['SA', 'SK', 'H2'], E: ['SQ', 'HQ', 'D2'], S: ['HA', 'HK', 'C2'], W: ['SJ', 'HJ', 'D3'] },
} as const;

describe('Law 44 — positions and tricks in progress', () => {
  test('44E-44G: North-South cash three top tricks from the North hand', () => {
    const r = solve(ending, { trump: 'NT', leader: 'N' });
    expect(r).toEqual({ ok: true, value: { tricks: 3, toPlay: 'N', side: 'NS' } });
  });

  test('44B: the side to play is counted when a trick is in progress', () => {
    // North led the ace of spades; East is to play and can take no trick.
    const r = solve(
      { hands: { N: ['SK', 'H2'], E: ['SQ', 'HQ', 'D2'], S: ['HA', 'HK', 'C2'], W: ['SJ', 'HJ', 'D3'] }, trick: ['SA'] },
      { trump: 'NT', leader: 'N' },
    );
    expect(r).toEqual({ ok: true, value: { tricks: 0, toPlay: 'E', side: 'EW' } });
  });

  test('44C: only cards of the suit led are offered when the player can follow', () => {
    const r = solveCards({ hands: { N: ['SK', 'H2'], E: ['SQ', 'HQ', 'D2'], S: ['HA', 'HK', 'C2'], W: ['SJ', 'HJ', 'D3'] }, trick: ['SA'] }, { trump: 'NT', leader: 'N' });
    expect(r.ok && r.value.map((c) => c.card)).toEqual(['SQ']);
  });

  test('a trump contract: leading the heart lets the defenders ruff and costs a trick', () => {
    const r = solveCards(ending, { trump: 'D', leader: 'N' });
    expect(r.ok && r.value).toEqual([
      { card: 'SA', tricks: 2 },
      { card: 'SK', tricks: 2 },
      { card: 'H2', tricks: 1 },
    ]);
  });
});

describe('input checks return typed refusals', () => {
  test('44B: hands of unequal length are refused', () => {
    const r = solve({ hands: { ...ending.hands, N: ['SA', 'SK'] } }, { trump: 'NT', leader: 'N' });
    expect(r.ok || r.error.code).toBe('unequal-hands');
  });

  test('1A: a card held twice is refused', () => {
    const r = solve({ hands: { ...ending.hands, E: ['SA', 'HQ', 'D2'] } }, { trump: 'NT', leader: 'N' });
    expect(r.ok || r.error.code).toBe('duplicate-card');
  });

  test('44C: a trick showing a revoke is refused', () => {
    const r = solve(
      { hands: { N: ['SK', 'H2'], E: ['SQ', 'HQ'], S: ['HA', 'HK', 'C2'], W: ['SJ', 'HJ', 'D3'] }, trick: ['SA', 'D2'] },
      { trump: 'NT', leader: 'N' },
    );
    expect(r.ok || r.error.code).toBe('revoke-in-trick');
  });

  test('bad options and non-cards are refused, never thrown', () => {
    expect(solve(ending, { trump: 'X' as never, leader: 'N' }).ok).toBe(false);
    expect(solve({ hands: { ...ending.hands, N: ['S1', 'SK', 'H2'] as never } }, { trump: 'NT', leader: 'N' }).ok).toBe(false);
    expect(solve({ hands: { N: [], E: [], S: [], W: [] } }, { trump: 'NT', leader: 'N' }).ok).toBe(false);
  });

  test('a position with no hands, or a trick that is not a list, is refused by name, never thrown', () => {
    const noHands = solve(new Map() as never, { trump: 'NT', leader: 'N' });
    expect(noHands.ok === false && noHands.error.code).toBe('bad-card');
    expect(noHands.ok === false && noHands.error.message).toMatch(/no hands/);
    expect(solve(null as never, { trump: 'NT', leader: 'N' }).ok).toBe(false);
    const badTrick = solve({ hands: ending.hands, trick: 'SA' as never }, { trump: 'NT', leader: 'N' });
    expect(badTrick.ok === false && badTrick.error.code).toBe('bad-trick');
  });
});
