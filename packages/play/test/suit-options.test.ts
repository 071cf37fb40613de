import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card } from '@bridge-laws/cards-and-boards';
import { SUITS, suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from '@bridge-laws/play';
import { applyText, TRICK_ONE, run, start } from './helpers.js';

/** The suits declarer may name in the pending choice, as its context carries them. */
function offeredSuits(s: PlayState): readonly string[] | null {
  const p = s.pending;
  if (p === null || p.kind !== 'choice') return null;
  const c = p.context;
  return c.type === 'penalty-card-lead' || c.type === 'premature-play' || c.type === 'lead-right' ? c.suits : null;
}

describe('The suits declarer may name travel with the choice', () => {
  test('50D2: one penalty card — only its suit may be required or forbidden', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }]);
    expect(s.pending).toMatchObject({ law: '50D2', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
    expect(offeredSuits(s)).toEqual(['C']);
    const other = applyText(s, { by: 'S', decide: 'require-suit', suit: 'D' });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.error.code).toBe('not-offered');
  });

  test('51B1: two penalty cards of one suit — that suit only', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['HQ', 'H7'] }]);
    expect(s.pending).toMatchObject({ law: '51B1' });
    expect(offeredSuits(s)).toEqual(['H']);
  });

  test('51B2: penalty cards in two suits — each of those suits, no other', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: ['CK', 'D8'] }]);
    expect(s.pending).toMatchObject({ law: '51B2' });
    expect([...(offeredSuits(s) ?? [])].sort()).toEqual(['C', 'D']);
    const spade = applyText(s, { by: 'S', decide: 'prohibit-suit', suit: 'S' });
    expect(spade.ok).toBe(false);
    const diamond = applyText(s, { by: 'S', decide: 'prohibit-suit', suit: 'D' });
    expect(diamond.ok).toBe(true);
  });

  test('57A3, 57A4: a premature play — the three suits other than the suit led', () => {
    const s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'HK' }, { by: 'E', play: 'H4' },
    ]);
    expect(s.pending).toMatchObject({ law: '57A' });
    expect(offeredSuits(s)).toEqual(['S', 'D', 'C']);
    const led = applyText(s, { by: 'S', decide: 'prohibit-suit', suit: 'H' });
    expect(led.ok).toBe(false);
    if (!led.ok) expect(led.error.code).toBe('not-offered');
  });

  test('2007 57A3: a premature play — declarer may forbid another suit but not require one', () => {
    const s = run(start({ edition: '2007' }), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'HK' }, { by: 'E', play: 'H4' },
    ]);
    expect(s.pending).toMatchObject({ law: '57A', options: ['highest', 'lowest', 'prohibit-suit'] });
    const require = applyText(s, { by: 'S', decide: 'other-suit', suit: 'D' });
    expect(require.ok).toBe(false);
    if (!require.ok) expect(require.error.code).toBe('not-offered');
    const forbid = applyText(s, { by: 'S', decide: 'prohibit-suit', suit: 'D' });
    expect(forbid.ok).toBe(true);
    if (forbid.ok) {
      expect(forbid.value.laws).toContain('2007 57A3');
      expect(forbid.value.requirement).toMatchObject({ seat: 'W', kind: 'forbid-suit', suit: 'D', law: '2007 57A3' });
    }
  });

  test('57A3, 57A4 (2017): require another suit is listed, forbid is accepted beside it', () => {
    const s = run(start(), [
      { by: 'W', play: 'S6' }, { by: 'N', play: 'S3' }, { by: 'E', play: 'S2' }, { by: 'S', play: 'SJ' },
      { by: 'S', play: 'HK' }, { by: 'E', play: 'H4' },
    ]);
    expect(s.pending).toMatchObject({ options: ['highest', 'lowest', 'other-suit'] });
    const forbid = applyText(s, { by: 'S', decide: 'prohibit-suit', suit: 'D' });
    expect(forbid.ok && forbid.value.requirement).toMatchObject({ kind: 'forbid-suit', law: '57A4' });
    const require = applyText(s, { by: 'S', decide: 'other-suit', suit: 'D' });
    expect(require.ok && require.value.requirement).toMatchObject({ kind: 'require-suit', law: '57A3' });
  });

  test('26B: the suits the offender did not specify are those declarer may forbid', () => {
    const s = start({ leadRights: [{ leader: 'W', suits: ['H', 'D', 'C'] }] });
    expect(s.pending).toMatchObject({ law: '26B', options: ['prohibit-suit', 'no-restriction'] });
    expect(offeredSuits(s)).toEqual(['H', 'D', 'C']);
  });

  test('50D2, 51B1, 51B2: whatever East exposes, the suits offered are those of his penalty cards, and only they are accepted', () => {
    // East's cards after trick one (he played the heart two).
    const east: readonly Card[] = ['S2', 'HQ', 'H7', 'H6', 'H4', 'DA', 'D8', 'CA', 'CK', 'C7', 'C6', 'C3'];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...east), { minLength: 1, maxLength: 3 }), fc.constantFrom('require-suit', 'prohibit-suit'), (cards, option) => {
        const s = run(start(), [...TRICK_ONE, { by: 'E', expose: cards }]);
        const offered = offeredSuits(s);
        // A single low card exposed inadvertently is a minor penalty card: no lead option (Law 50C).
        if (offered === null) {
          expect(cards.length === 1 && !/[AKQJT]$/.test(cards[0] as string)).toBe(true);
          return;
        }
        expect([...offered].sort()).toEqual([...new Set(cards.map(suitOf))].sort());
        for (const suit of SUITS) expect(applyText(s, { by: 'S', decide: option, suit }).ok).toBe(offered.includes(suit));
      }),
      { numRuns: 60 },
    );
  });
});
