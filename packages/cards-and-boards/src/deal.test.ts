import { describe, expect, test } from 'vitest';
import { dealFromSetup, checkSetup, completeSetup, holderOf } from './deal.js';
import type { DealSetup } from './deal.js';
import { parsePbnDealSetup } from './pbn-deal.js';
import type { Card } from './card.js';

const PBN = 'N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76';

function setup(text: string): DealSetup {
  const r = parsePbnDealSetup(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Laws 1A and 7B2 — a deal is 52 distinct cards, 13 in each hand', () => {
  test('1A: a legal deal passes the gate', () => {
    const r = dealFromSetup(setup(PBN));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.hands.W).toHaveLength(13);
  });

  test('1A: a card held twice is named with both holders', () => {
    const s = setup(PBN);
    const bad: DealSetup = { ...s, W: [...(s.W ?? []).slice(1), 'SA' as Card] };
    const r = dealFromSetup(bad);
    expect(r).toEqual({
      ok: false,
      error: { code: 'invalid-deal', problem: 'duplicate-card', message: 'SA appears twice: N and W', law: '1A' },
    });
  });

  test('7B2: a hand with 12 cards is named with its count', () => {
    const s = setup(PBN);
    const r = checkSetup({ ...s, W: (s.W ?? []).slice(1) });
    expect(r).toMatchObject({ ok: false, error: { problem: 'card-count', message: 'W holds 12 cards', law: '7B2' } });
  });

  test('7B2: a hand with 14 cards fails even when another is short', () => {
    const s = setup(PBN);
    const w = s.W ?? [];
    const r = checkSetup({ ...s, W: w.slice(1), E: [...(s.E ?? []), w[0] as Card] });
    expect(r).toMatchObject({ ok: false, error: { message: 'E holds 14 cards' } });
  });

  test('an unknown hand is refused unless allowed; one unknown hand is completed', () => {
    const s = { ...setup(PBN), E: null };
    expect(checkSetup(s)).toMatchObject({ ok: false, error: { problem: 'unknown-hand' } });
    expect(checkSetup(s, true).ok).toBe(true);
    expect(completeSetup(s).E).toEqual(setup(PBN).E);
    expect(dealFromSetup(s).ok).toBe(true);
  });

  test('holderOf finds who holds a card', () => {
    const r = dealFromSetup(setup(PBN));
    if (!r.ok) throw new Error('deal');
    expect(holderOf(r.value, 'SA')).toBe('N');
    expect(holderOf(r.value, 'HQ')).toBe('W');
  });
});
