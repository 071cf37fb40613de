import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { RevokeEntry, RevokePositionEntry } from '../src/ruling/revoke-position.js';
import { ruleRevokeFromPosition } from '../src/ruling/revoke-position.js';

/**
 * The public case law64a1-revoke-won-by-offender-two-tricks as the director finds it at the end of play: 4♠ by South on
 * board 1 (none vulnerable), N-S 5 and E-W 8 tricks; East ruffed the diamond of trick 2 and won it, and E-W won later tricks.
 */
const eastRevoke: RevokeEntry = { trick: 2, seat: 'E', suit: 'D', how: 'follow-suit', established: true, trickWinner: 'E', laterTricks: 5, noticedAfter: 'during-board' };
const ended: RevokePositionEntry = {
  board: 1,
  level: 4,
  denomination: 'S',
  risk: '',
  declarer: 'S',
  tricksWon: { NS: 5, EW: 8 },
  hands: { N: '', E: '', S: '', W: '' },
  leader: 'S',
  revokes: [eastRevoke],
};

const rule = (e: Partial<RevokePositionEntry>, ...revokes: Partial<RevokeEntry>[]) => {
  const r = ruleRevokeFromPosition({ ...ended, ...e, ...(revokes.length === 0 ? {} : { revokes: revokes.map((x) => ({ ...eastRevoke, ...x })) }) });
  if (!r.ok) throw new Error(`${r.error.field}: ${r.error.detail}`);
  return r.value;
};
const refused = (e: Partial<RevokePositionEntry>, ...revokes: Partial<RevokeEntry>[]) => {
  const r = ruleRevokeFromPosition({ ...ended, ...e, ...(revokes.length === 0 ? {} : { revokes: revokes.map((x) => ({ ...eastRevoke, ...x })) }) });
  return r.ok ? null : r.error;
};

describe('A revoke ruled from the position the director enters (Law 64, through the play package)', () => {
  test('64A1: the revoking player won the revoke trick and his side a later one — two tricks, then the score on them (77)', () => {
    const r = rule({});
    expect(r.transfers).toEqual([{ seat: 'E', trick: 2, tricks: 2, law: '64A1', why: '64A1' }]);
    expect(r.transferred).toEqual({ to: 'NS', tricks: 2 });
    expect(r.tricks).toEqual({ NS: 7, EW: 6 });
    expect(r.playEnded).toBe(true);
    expect(r.scoreNS).toBe(-150);
    expect(r.equity).toBe('64C1');
    expect(r.laws).toEqual(['61A', '63A', '64A1', '64C1', '77']);
  });

  test('64A1: the revoke trick alone when the offending side won no later trick', () => {
    expect(rule({ tricksWon: { NS: 12, EW: 1 } }, { laterTricks: 0 }).transferred).toEqual({ to: 'NS', tricks: 1 });
  });

  test('64A2: the partner won the revoke trick — one trick', () => {
    const r = rule({}, { trickWinner: 'W' });
    expect(r.transfers[0]).toMatchObject({ tricks: 1, law: '64A2' });
    expect(r.tricks).toEqual({ NS: 6, EW: 7 });
    expect(r.scoreNS).toBe(-200);
  });

  test('64A2: the offending side won only a later trick — one trick', () => {
    expect(rule({}, { trickWinner: 'N', laterTricks: 3 }).transfers[0]).toMatchObject({ tricks: 1, law: '64A2' });
  });

  test('64B1: the offending side won neither the revoke trick nor a later one — nothing moves, 64C1 still asked', () => {
    const r = rule({ tricksWon: { NS: 11, EW: 2 } }, { trick: 12, established: true, trickWinner: 'N', laterTricks: 0 }, { trick: 3, trickWinner: 'S', laterTricks: 0, seat: 'W', suit: 'H' });
    expect(r.transfers.find((t) => t.trick === 3)).toMatchObject({ tricks: 0, law: '64B1' });
    expect(r.transferred).toBeNull();
    expect(r.tricks).toEqual({ NS: 11, EW: 2 });
  });

  test('64B2: a second revoke by the same player in the same suit transfers nothing; 64C2(a) asks the equity question', () => {
    const r = rule({}, { trick: 2 }, { trick: 5, trickWinner: 'S', laterTricks: 3 });
    expect(r.transfers.map((t) => [t.trick, t.tricks, t.law])).toEqual([[2, 2, '64A1'], [5, 0, '64B2']]);
    expect(r.transferred).toEqual({ to: 'NS', tricks: 2 });
    expect(r.equity).toBe('64C2(a)');
  });

  test('64B3: dummy\u2019s revoke (a card faced on the table) transfers nothing', () => {
    expect(rule({ tricksWon: { NS: 9, EW: 4 } }, { seat: 'N', how: 'dummy', trickWinner: 'N', laterTricks: 3 }).transfers[0]).toMatchObject({ tricks: 0, law: '64B3' });
  });

  test('64B3: failing to play a penalty card transfers nothing', () => {
    expect(rule({}, { how: 'penalty-card' }).transfers[0]).toMatchObject({ tricks: 0, law: '64B3' });
  });

  test('64B4, 64B5: attention first drawn after a call on the next board, or after the round — no transfer', () => {
    expect(rule({}, { noticedAfter: 'next-board-call' }).transfers[0]).toMatchObject({ tricks: 0, law: '64B4' });
    expect(rule({}, { noticedAfter: 'round-end' }).transfers[0]).toMatchObject({ tricks: 0, law: '64B5' });
  });

  test('64B6: a revoke in trick 12 transfers nothing', () => {
    expect(rule({}, { trick: 12, laterTricks: 1 }).transfers[0]).toMatchObject({ tricks: 0, law: '64B6' });
  });

  test('64B7: both sides revoked — no transfer, and 64C2(b) asks for the result had no revoke occurred', () => {
    const r = rule({}, {}, { seat: 'S', suit: 'H', trick: 4, trickWinner: 'S', laterTricks: 2 });
    expect(r.transfers.every((t) => t.tricks === 0 && t.law === '64B7')).toBe(true);
    expect(r.transferred).toBeNull();
    expect(r.equity).toBe('64C2(b)');
  });

  test('62A: a revoke not established is corrected — no transfer and no equity question', () => {
    const r = rule({}, { established: false });
    expect(r.transfers).toEqual([]);
    expect(r.toCorrect).toEqual([{ seat: 'E', trick: 2 }]);
    expect(r.equity).toBeNull();
    expect(r.laws).toEqual(['61A', '62A', '77']);
  });

  test('64A: while the play goes on the cards left are checked and no score is given yet', () => {
    const r = rule({ tricksWon: { NS: 4, EW: 6 }, hands: { N: 'AKQ...', E: '.AKQ..', S: '..AKQ.', W: '...AKQ' } }, { laterTricks: 3 });
    expect(r.playEnded).toBe(false);
    expect(r.transferred).toEqual({ to: 'NS', tricks: 2 });
    expect(r.scoreNS).toBeNull();
  });

  test('refused entries name the field and the rule', () => {
    expect(refused({ tricksWon: { NS: 9, EW: 8 } })).toMatchObject({ field: 'tricks-won', code: 'tricks-total' });
    expect(refused({ tricksWon: { NS: 5, EW: 5 } })).toMatchObject({ field: 'hands', code: 'hands' });
    expect(refused({ hands: { N: 'A...', E: '', S: '', W: '' } })).toMatchObject({ field: 'hands', code: 'hands' });
    expect(refused({}, { trick: 13, laterTricks: 0 })).toMatchObject({ field: 'revokes[0].established', code: 'trick-13' });
    expect(refused({}, { laterTricks: 12 })).toMatchObject({ field: 'revokes[0].later', code: 'later-tricks' });
    expect(refused({ tricksWon: { NS: 10, EW: 3 } }, { laterTricks: 3 })).toMatchObject({ field: 'revokes[0].later', code: 'offender-tricks' });
    expect(refused({}, { how: 'dummy' })).toMatchObject({ code: 'dummy-seat' });
    expect(refused({}, { seat: 'S', how: 'penalty-card', trickWinner: 'S', laterTricks: 2 })).toMatchObject({ code: 'penalty-card-seat' });
    expect(refused({}, {}, {})).toMatchObject({ code: 'same-revoke' });
    expect(refused({ tricksWon: { NS: 1, EW: 1 }, hands: { N: 'AKQJT98765...', E: '.AKQJT98765..', S: '..AKQJT98765.', W: '...AKQJT98765' } }, { trick: 2, laterTricks: 0 })).toMatchObject({ code: 'hands' });
  });

  test('64A: whatever is entered, at most two tricks per revoke move, never more than the offenders won, and 13 tricks stay 13', () => {
    const seat = fc.constantFrom('N' as const, 'E' as const, 'S' as const, 'W' as const);
    const revoke = fc.record({
      trick: fc.integer({ min: 1, max: 13 }),
      seat,
      suit: fc.constantFrom('S' as const, 'H' as const, 'D' as const, 'C' as const),
      how: fc.constantFrom('follow-suit' as const, 'penalty-card' as const, 'dummy' as const),
      established: fc.boolean(),
      trickWinner: seat,
      laterTricks: fc.integer({ min: 0, max: 12 }),
      noticedAfter: fc.constantFrom('during-board' as const, 'next-board-call' as const, 'round-end' as const),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.array(revoke, { maxLength: 3 }), (ns, revokes) => {
        const r = ruleRevokeFromPosition({ ...ended, tricksWon: { NS: ns, EW: 13 - ns }, revokes });
        if (!r.ok) return;
        for (const t of r.value.transfers) expect(t.tricks).toBeLessThanOrEqual(2);
        expect(r.value.tricks.NS + r.value.tricks.EW).toBe(13);
        if (r.value.transferred !== null) {
          const offenders = r.value.transferred.to === 'NS' ? 'EW' : 'NS';
          expect(r.value.tricks[offenders]).toBeGreaterThanOrEqual(0);
          expect(r.value.transferred.tricks).toBeLessThanOrEqual(r.value.transfers.reduce((n, t) => n + t.tricks, 0));
        }
      }),
    );
  });

  test('2007 64B3: a revoke from a hand faced on the table moves no trick under 2007; under 2017 it does (64A1)', () => {
    const old = rule({ edition: '2007' }, { how: 'faced-hand' });
    expect(old.transfers).toEqual([{ seat: 'E', trick: 2, tricks: 0, law: '64B3', why: '2007 64B3' }]);
    expect(old.transferred).toBeNull();
    expect(old.tricks).toEqual({ NS: 5, EW: 8 });
    expect(old.laws).toContain('64B3');
    const now = rule({ edition: '2017' }, { how: 'faced-hand' });
    expect(now.transfers).toEqual([{ seat: 'E', trick: 2, tricks: 2, law: '64A1', why: '64A1' }]);
    expect(now.tricks).toEqual({ NS: 7, EW: 6 });
  });

  test('2007: a penalty card not played is exempt in both editions, cited by each edition\'s number', () => {
    expect(rule({ edition: '2007' }, { how: 'penalty-card' }).transfers[0]).toMatchObject({ tricks: 0, law: '64B3', why: '2007 64B3' });
    expect(rule({ edition: '2017' }, { how: 'penalty-card' }).transfers[0]).toMatchObject({ tricks: 0, law: '64B3', why: '64B3' });
  });

  test('64B3: dummy\'s own revoke is entered as dummy\'s, not as a faced hand', () => {
    expect(refused({}, { seat: 'N', trickWinner: 'N', laterTricks: 2, how: 'faced-hand' })).toMatchObject({ field: 'revokes[0].how', code: 'faced-hand-seat' });
  });
});
