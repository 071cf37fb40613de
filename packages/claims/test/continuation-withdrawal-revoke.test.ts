import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition, ClaimState } from '@bridge-laws/claims';
import {
  CONTINUATION, PROBABLY_WON, applyWithdrawalFinding, claimedTricks, continuePlay, disputeOptions, establishAgreement,
  makeClaim, respondToClaim, sidesEstablishedByClaim, withdrawAgreement,
} from '@bridge-laws/claims';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const claimBySouth = (): ClaimState => must(makeClaim({ act: 'claim', by: 'S', tricks: 4, statement: null }, 5));

const TRUMP: ClaimPosition = {
  hands: {
    S: ['HA', 'H5', 'H4', 'H3', 'C2'] as Card[], N: ['SA', 'SK', 'SQ', 'CA', 'CK'] as Card[],
    W: ['H2', 'DK', 'DQ', 'DJ', 'DT'] as Card[], E: ['SJ', 'S9', 'C9', 'C8', 'D2'] as Card[],
  },
  trump: 'H', declarer: 'S', trick: { leader: 'S', cards: [] }, tricksWon: { NS: 8, EW: 0 }, shownOut: [],
};

describe('Law 68D2 — a disputed claim', () => {
  test('68D2(a), 68D2(b): any player may call the director; only the opponents may ask to play on, all four agreeing', () => {
    const disputed = must(respondToClaim(claimBySouth(), 'W', 'dispute', 'S'));
    expect(disputeOptions(disputed)).toEqual([
      { option: 'call-director', requestedBy: ['N', 'E', 'S', 'W'], needsAgreementOf: [], law: '68D2(a)' },
      { option: 'continue-play', requestedBy: ['E', 'W'], needsAgreementOf: ['N', 'E', 'S', 'W'], law: '68D2(b)' },
    ]);
    expect(continuePlay(disputed, ['N', 'E', 'S', 'W'], 'N')).toMatchObject({ ok: false, error: { code: 'not-offered', law: '68D2(b)' } });
    expect(disputeOptions(must(respondToClaim(claimBySouth(), 'W', 'agree', 'S')))).toEqual([]);
  });

  test('68D2(b)(i): without all four players the director is called and 68D2(a) applies', () => {
    const disputed = must(respondToClaim(claimBySouth(), 'W', 'dispute', 'S'));
    const r = must(continuePlay(disputed, ['E', 'W', 'N'], 'E'));
    expect(r.status).toBe('disputed');
    expect(r.laws).toEqual(expect.arrayContaining(['68D2(b)(i)', '68D2(a)']));
    expect(r.continuation).toBeUndefined();
  });

  test('68D2(b)(ii): played on, the claim is void and not adjudicated; no UI, no penalty cards; the result stands', () => {
    const disputed = must(respondToClaim(claimBySouth(), 'W', 'dispute', 'S'));
    const r = must(continuePlay(disputed, ['W', 'E', 'S', 'N'], 'W'));
    expect(r).toMatchObject({ status: 'void', continuation: CONTINUATION });
    expect(CONTINUATION).toEqual({ adjudicated: false, unauthorizedInformation: false, penaltyCards: false, resultStands: true });
    expect(r.laws).toContain('68D2(b)(ii)');
    // A void claim establishes no revoke (63A3) and leaves nothing to credit.
    expect(sidesEstablishedByClaim(r)).toEqual([]);
  });
});

describe('Law 69B2 — withdrawing an agreement', () => {
  test('69B2: a trick lost only on some normal lines is the director\'s question, under fact probably-won', () => {
    const w = withdrawAgreement(TRUMP, 'S', 5);
    expect(w).toMatchObject({ restored: 0, doubtful: 1, fact: PROBABLY_WON });
    expect(w.question).toMatch(/69B2/);
    expect(applyWithdrawalFinding(w, 1)).toMatchObject({ ok: true, value: { restored: 1, doubtful: 0, fact: null, question: null } });
    expect(applyWithdrawalFinding(w, 0)).toMatchObject({ ok: true, value: { restored: 0, fact: null } });
    expect(applyWithdrawalFinding(w, 2)).toMatchObject({ ok: false, error: { code: 'bad-finding', law: '69B2' } });
    expect(applyWithdrawalFinding(w, 'yes')).toMatchObject({ ok: false, error: { code: 'bad-finding' } });
    expect(withdrawAgreement(TRUMP, 'S', 5, false).fact).toBeNull();
  });
  test('69B2: with no trick in doubt the finding "none" (0, or no) is accepted and changes nothing; a count of tricks is refused', () => {
    const sure = withdrawAgreement(TRUMP, 'S', 4);
    expect(sure).toMatchObject({ doubtful: 0, fact: null, question: null });
    expect(applyWithdrawalFinding(sure, 0)).toEqual({ ok: true, value: sure });
    expect(applyWithdrawalFinding(sure, 1)).toMatchObject({ ok: false, error: { code: 'bad-finding', law: '69B2' } });
  });
});

describe('Laws 63A, 64A and 69A — a revoke and a claim', () => {
  test('63A3: a claim establishes the claimer\'s side\'s revokes; 63A4: an established agreement, the opponents\' too', () => {
    const claim = claimBySouth();
    expect(sidesEstablishedByClaim(claim)).toEqual(['NS']);
    const agreed = must(respondToClaim(claim, 'W', 'agree', 'S'));
    expect(sidesEstablishedByClaim(agreed)).toEqual(['NS']);
    expect(sidesEstablishedByClaim(establishAgreement(agreed, 'round-end'))).toEqual(['NS', 'EW']);
    const conceded = must(makeClaim({ act: 'concede', by: 'E', tricks: 2 }, 5));
    expect(sidesEstablishedByClaim(conceded)).toEqual(['EW']);
  });

  test('2007 63A3: the opponents\' agreement establishes their revokes at once, without waiting for it to stand (2017 63A4, 69A)', () => {
    const claim = must(makeClaim({ act: 'claim', by: 'S', tricks: 4, statement: null }, 5, '2007'));
    expect(sidesEstablishedByClaim(claim)).toEqual(['NS']);
    const agreed = must(respondToClaim(claim, 'W', 'agree', 'S'));
    expect(sidesEstablishedByClaim(agreed)).toEqual(['NS', 'EW']);
    const conceded = must(makeClaim({ act: 'concede', by: 'E', tricks: 2 }, 5, '2007'));
    expect(sidesEstablishedByClaim(conceded)).toEqual(['EW']);
  });

  test('69A, 64A: the remaining tricks are credited as won in play, so a transfer can count them', () => {
    const t = claimedTricks(claimBySouth(), 4);
    expect(t.map((x) => x.winner)).toEqual(['S', 'S', 'S', 'S', 'W']);
    expect(t.every((x) => x.law === '69A')).toBe(true);
    expect(claimedTricks(claimBySouth(), 9)).toHaveLength(5);
    expect(claimedTricks(claimBySouth(), 0).map((x) => x.winner)).toEqual(['W', 'W', 'W', 'W', 'W']);
  });
});

describe('Law 69A — credited tricks (property)', () => {
  test('69A: the credited tricks are exactly the remaining ones, the claimer\'s side getting the award (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 13 }), fc.integer({ min: 0, max: 13 }), fc.constantFrom('N', 'E', 'S', 'W' as const), (remaining, claimed, by) => {
      const c = makeClaim({ act: 'claim', by, tricks: Math.min(claimed, remaining), statement: null }, remaining);
      if (!c.ok) return false;
      const awarded = Math.min(claimed, remaining);
      const t = claimedTricks(c.value, awarded);
      const side = (s: string) => (s === 'N' || s === 'S' ? 'NS' : 'EW');
      return t.length === remaining && t.filter((x) => side(x.winner) === side(by)).length === awarded;
    }));
  });
});
