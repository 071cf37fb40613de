import { describe, expect, test } from 'vitest';
import { playReport, startPlay } from '@bridge-laws/play';
import { DEAL, run, start } from './helpers.js';

describe('Law 41 — the start of the play', () => {
  test('41A: the defender on the presumed declarer\'s left is to make the opening lead', () => {
    const s = start();
    expect(s.phase).toBe('lead');
    expect(s.turn).toBe('W');
    expect(s.dummy).toBe('N');
    expect(s.trump).toBe('S');
    expect(playReport(s)).toMatchObject({ contract: '4S', declarer: 'S', pending: null, tricks: { NS: 0, EW: 0 } });
  });

  test('41C, 41D: once the opening lead is faced the play period begins and dummy, whose hand is now spread, plays next', () => {
    const s = run(start(), [{ by: 'W', play: 'HA' }]);
    expect(s.phase).toBe('play');
    expect(s.turn).toBe('N');
    expect(s.laws).toEqual(expect.arrayContaining(['41C', '41D']));
    expect(run(s, [{ by: 'N', play: 'H5' }]).laws).not.toContain('41D');
  });

  test('41A: at notrump there is no trump suit', () => {
    expect(start({ contract: '3NT' }).trump).toBeNull();
  });
});

describe('Law 24E — penalty cards carried over from the auction', () => {
  test('24E: a defender\'s honour exposed in the auction is a major penalty card and 50D2 arises at the opening lead', () => {
    const s = start({ penaltyCards: [{ seat: 'E', card: 'HQ' }] });
    expect(playReport(s).penaltyCards).toEqual([{ seat: 'E', card: 'HQ', kind: 'major' }]);
    expect(playReport(s).pending).toEqual({ by: 'S', options: ['require-suit', 'prohibit-suit', 'no-restriction'] });
  });

  test('24D: a card of the declaring side cannot be carried into the play as a penalty card', () => {
    const r = startPlay({ deal: DEAL, contract: '4S', declarer: 'S', penaltyCards: [{ seat: 'N', card: 'SQ' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'invalid-start', law: '24D' });
  });
});

describe('startPlay — input from the table is validated', () => {
  test('an unknown contract is refused naming the field', () => {
    const r = startPlay({ deal: DEAL, contract: '8S', declarer: 'S' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^contract:/);
  });

  test('a deal with a card twice is refused (Law 1A)', () => {
    const r = startPlay({ deal: 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.QQ', contract: '4S', declarer: 'S' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('invalid-start');
  });

  test('a malformed seat is refused with the path of the field', () => {
    const r = startPlay({ deal: DEAL, contract: '4S', declarer: 'X' as 'S' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^declarer:/);
  });

  test('a lead restriction with a bad law reference is refused', () => {
    const r = startPlay({ deal: DEAL, contract: '4S', declarer: 'S', leadRestrictions: [{ leader: 'W', law: 'x' as never, suit: 'H', mode: 'forbid', lasts: 'this-lead' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^leadRestrictions\.0\.law/);
  });

  test('a deal given as hands must list card texts for all four seats; the cards themselves are checked by Laws 1A, 7B2', () => {
    const hands = { N: ['SA'], E: [], S: [], W: 5 } as never;
    const shape = startPlay({ deal: { hands }, contract: '4S', declarer: 'S' });
    expect(shape.ok ? null : shape.error.message).toMatch(/^deal: must be a PBN deal or \{hands/);
    const short = startPlay({ deal: { hands: { N: ['SA'], E: [], S: [], W: [] } } as never, contract: '4S', declarer: 'S' });
    expect(short.ok ? null : short.error.code).toBe('invalid-start');
    expect(short.ok ? null : short.error.law).toBe('7B2');
  });
});
