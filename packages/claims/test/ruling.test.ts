import { describe, expect, test } from 'vitest';
import type { Card } from '@bridge-laws/cards-and-boards';
import { lawRef } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition, ClaimState } from '@bridge-laws/claims';
import { PROBABLY_WON, adjudicateClaim, makeClaim, respondToClaim, ruleOnClaim } from '@bridge-laws/claims';

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

// South to lead with five cards each; West's H2 is the only trump out.
const TRUMP: ClaimPosition = {
  hands: {
    S: ['HA', 'H5', 'H4', 'H3', 'C2'] as Card[], N: ['SA', 'SK', 'SQ', 'CA', 'CK'] as Card[],
    W: ['H2', 'DK', 'DQ', 'DJ', 'DT'] as Card[], E: ['SJ', 'S9', 'C9', 'C8', 'D2'] as Card[],
  },
  trump: 'H', declarer: 'S', trick: { leader: 'S', cards: [] }, tricksWon: { NS: 8, EW: 0 }, shownOut: [],
};
// Every remaining trick is South's: no normal play loses one.
const TOPS: ClaimPosition = {
  hands: {
    S: ['SA', 'SK', 'SQ', 'SJ', 'ST'] as Card[], N: ['HA', 'HK', 'HQ', 'HJ', 'HT'] as Card[],
    W: ['DA', 'DK', 'DQ', 'DJ', 'DT'] as Card[], E: ['CA', 'CK', 'CQ', 'CJ', 'CT'] as Card[],
  },
  trump: 'NT', declarer: 'S', trick: { leader: 'S', cards: [] }, tricksWon: { NS: 4, EW: 4 }, shownOut: [],
};
const OPEN = { claimSuitOrder: null, correctionPeriodOpen: true } as const;

const claimAll = (): ClaimState => must(makeClaim({ act: 'claim', by: 'S', tricks: 5, statement: null }, 5));
const agreed = (): ClaimState => must(respondToClaim(claimAll(), 'W', 'agree', 'S'));
/** An agreement withdrawn, as the table records a dispute after agreeing (Law 69B). */
const withdrawn = (): ClaimState => ({ ...agreed(), status: 'disputed', disputedBy: 'W', laws: [...agreed().laws, lawRef('69B')] });

describe('Laws 69–71 — the ruling on a claim, by its status', () => {
  test('68D: a suspended claim has no ruling yet', () => {
    expect(ruleOnClaim(TRUMP, claimAll(), {}, OPEN)).toEqual({ ok: true, value: null });
  });

  test('70: a disputed claim is adjudicated, and the ruling is the adjudicator\'s', () => {
    const disputed = must(respondToClaim(claimAll(), 'W', 'dispute', 'S'));
    const r = must(ruleOnClaim(TRUMP, disputed, {}, OPEN));
    const a = must(adjudicateClaim(TRUMP, { by: 'S', tricks: 5, statement: null }, { claimSuitOrder: null, correctionPeriodOpen: true }));
    expect(r?.adjudication).toEqual(a);
    expect(r?.tricks).toEqual(a.tricks);
    expect(r?.tricks.NS).toBeLessThan(13); // Law 70C: the outstanding trump may still win a trick
    expect(r?.laws[0]).toBe('70');
    expect(r?.concession).toBeNull();
  });

  test('70C2: the finding claimer-aware-of-trump reaches the adjudicator', () => {
    const disputed = must(respondToClaim(claimAll(), 'W', 'dispute', 'S'));
    const r = must(ruleOnClaim(TRUMP, disputed, { 'claimer-aware-of-trump': true }, OPEN));
    expect(r?.tricks).toEqual({ NS: 13, EW: 0 });
  });

  test('70D1: normal-lines that are not a list of lines are refused, naming the finding', () => {
    const disputed = must(respondToClaim(claimAll(), 'W', 'dispute', 'S'));
    const r = ruleOnClaim(TRUMP, disputed, { 'normal-lines': 'cash the trumps' }, OPEN);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-normal-line', law: '70' } });
    expect(!r.ok && r.error.message).toMatch(/facts\.normal-lines/);
  });

  test('69A: an agreed claim is scored as if the tricks had been won in play', () => {
    const r = must(ruleOnClaim(TRUMP, agreed(), {}, OPEN));
    expect(r).toMatchObject({ tricks: { NS: 13, EW: 0 }, laws: ['69A'], adjudication: null, concession: null, question: null });
  });

  test('71: an agreed concession of a trick that cannot be lost is cancelled within the correction period', () => {
    const conceded = must(respondToClaim(must(makeClaim({ act: 'concede', by: 'S', tricks: 1 }, 5)), 'W', 'agree', 'S'));
    const open = must(ruleOnClaim(TOPS, conceded, {}, OPEN));
    expect(open).toMatchObject({ tricks: { NS: 9, EW: 4 }, laws: ['69A', '71B'], concession: { restored: 1, law: '71B' } });
    const closed = must(ruleOnClaim(TOPS, conceded, {}, { ...OPEN, correctionPeriodOpen: false }));
    expect(closed).toMatchObject({ tricks: { NS: 8, EW: 5 }, laws: ['69A', '71'], concession: { restored: 0 } });
    // A concession the side could lose stands (the trump out may still win a trick).
    const lost = must(respondToClaim(must(makeClaim({ act: 'concede', by: 'S', tricks: 1 }, 5)), 'W', 'agree', 'S'));
    expect(must(ruleOnClaim(TRUMP, lost, {}, OPEN))).toMatchObject({ tricks: { NS: 12, EW: 1 }, laws: ['69A', '71'] });
  });

  test('69B2: a withdrawn agreement asks probably-won; the director\'s answer gives the trick back', () => {
    const asked = must(ruleOnClaim(TRUMP, withdrawn(), {}, OPEN));
    expect(asked).toMatchObject({ tricks: { NS: 13, EW: 0 }, question: { fact: PROBABLY_WON, law: '69B2' } });
    expect(asked?.withdrawal?.doubtful).toBe(1);
    expect(must(ruleOnClaim(TRUMP, withdrawn(), { [PROBABLY_WON]: 1 }, OPEN))).toMatchObject({ tricks: { NS: 12, EW: 1 }, question: null });
    expect(must(ruleOnClaim(TRUMP, withdrawn(), { [PROBABLY_WON]: true }, OPEN))).toMatchObject({ tricks: { NS: 12, EW: 1 } });
    expect(must(ruleOnClaim(TRUMP, withdrawn(), { [PROBABLY_WON]: false }, OPEN))).toMatchObject({ tricks: { NS: 13, EW: 0 } });
    const bad = ruleOnClaim(TRUMP, withdrawn(), { [PROBABLY_WON]: 3 }, OPEN);
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-finding', law: '69B2' } });
  });
});
