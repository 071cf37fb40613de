import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { DECK } from '@bridge-laws/cards-and-boards';
import type { PenaltyCard } from '@bridge-laws/play';
import { obligations, playReport, withKinds } from '@bridge-laws/play';
import { TRICK_ONE, run, start } from './helpers.js';

const pc = (seat: Seat, card: Card, deliberate = false): PenaltyCard => ({ seat, card, kind: 'minor', deliberate, law: '49' as PenaltyCard['law'] });

describe('Law 50B — major and minor penalty cards', () => {
  test('50B: a single low card exposed inadvertently is minor; an honour is major', () => {
    expect(withKinds([pc('W', 'D4')]).map((p) => p.kind)).toEqual(['minor']);
    expect(withKinds([pc('W', 'DT')]).map((p) => p.kind)).toEqual(['major']);
  });

  test('50B: a low card exposed through deliberate play is major', () => {
    expect(withKinds([pc('W', 'D4', true)]).map((p) => p.kind)).toEqual(['major']);
  });

  test('50B: kinds follow the exposure — two or more are all major, and a major card never becomes minor again', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...DECK), { minLength: 1, maxLength: 4 }), fc.boolean(), (cards, split) => {
        const set = cards.map((c, i) => pc(split && i % 2 === 1 ? 'E' : 'W', c));
        const kinds = withKinds(set);
        for (const p of kinds) {
          const same = kinds.filter((q) => q.seat === p.seat).length;
          const honour = /^.[AKQJT]$/.test(p.card);
          expect(p.kind).toBe(same > 1 || honour ? 'major' : 'minor');
        }
        // Law 50B: removing any of them leaves every remaining card as it was.
        const rest = withKinds(kinds.slice(1));
        for (const p of rest) expect(p.kind).toBe(kinds.find((q) => q.card === p.card)?.kind);
      }),
    );
  });
});

describe('Law 50 — playing penalty cards', () => {
  test('50D1(a): a major penalty card is the only legal card when it can be played', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'S', decide: 'no-restriction' }, { by: 'W', play: 'C5' }, { by: 'N', play: 'C2' }]);
    expect(obligations(s, 'E').legal).toEqual(['CK']);
  });

  test('50D1(b): following suit comes before the penalty card', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'CK' }, { by: 'S', decide: 'no-restriction' }, { by: 'W', play: 'H3' }, { by: 'N', play: 'H8' }]);
    expect(obligations(s, 'E').legal).toEqual(['HQ', 'H7', 'H6', 'H4']);
  });

  test('50C: with a minor penalty card the owner may play an honour of that suit instead', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'W', expose: 'D4' }]);
    const legal = obligations(s, 'W').legal;
    expect(legal).toContain('DQ');
    expect(legal).toContain('D4');
    expect(legal).not.toContain('D9');
  });

  test('50D2: only a major penalty card gives declarer lead options; a minor one (50C) does not', () => {
    const s = run(start(), [...TRICK_ONE, { by: 'E', expose: 'C3' }]);
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'C3', kind: 'minor' }]);
    expect(s.pending).toBeNull();
    const t = run(start(), [...TRICK_ONE, { by: 'E', expose: 'C3', how: 'deliberate' }]);
    expect(playReport(t).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
  });
});
