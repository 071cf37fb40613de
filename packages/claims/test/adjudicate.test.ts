import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Card } from '@bridge-laws/cards-and-boards';
import { DECK } from '@bridge-laws/cards-and-boards';
import type { ClaimPosition } from '@bridge-laws/claims';
import {
  adjudicateClaim, cancelConcession, checkPosition, continuePlay, disputeOptions, makeClaim, parseClaimStatement, respondToClaim, withdrawAgreement, wonTricksGivenAway,
} from '@bridge-laws/claims';

const hands = (h: Record<'N' | 'E' | 'S' | 'W', string>) => ({
  N: h.N.split(' ') as Card[], E: h.E.split(' ') as Card[], S: h.S.split(' ') as Card[], W: h.W.split(' ') as Card[],
});
const pos = (h: Record<'N' | 'E' | 'S' | 'W', string>, trump: ClaimPosition['trump'], shownOut: ClaimPosition['shownOut'] = []): ClaimPosition => {
  const hs = hands(h);
  return { hands: hs, trump, declarer: 'S', trick: { leader: 'S', cards: [] }, tricksWon: { NS: 13 - hs.S.length, EW: 0 }, shownOut };
};
const FINESSE = pos({ N: 'DA DQ', S: 'D3 D2', W: 'DK D4', E: 'D6 D5' }, 'NT');
const TRUMP = pos({ S: 'HA H5 H4 H3 C2', N: 'SA SK SQ CA CK', W: 'H2 DK DQ DJ DT', E: 'SJ S9 C9 C8 D2' }, 'H');

describe('Law 70 — contested claims', () => {
  test('70E1: an unstated finesse is not accepted', () => {
    const r = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: null });
    expect(r.ok && r.value.awarded).toBe(1);
    expect(r.ok && r.value.laws).toContain('70E1');
    expect(r.ok && r.value.doubleDummy).toBe(2);
  });
  test('70E1: the finesse is accepted when an opponent showed out of the suit before the claim', () => {
    const p = { ...FINESSE, shownOut: [{ seat: 'E' as const, suit: 'D' as const }] };
    const r = adjudicateClaim(p, { by: 'S', tricks: 2, statement: null });
    expect(r.ok && r.value.awarded).toBe(2);
  });
  test('70D1: a stated finesse is followed', () => {
    const r = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: 'finessing the queen of diamonds' });
    expect(r.ok && r.value.awarded).toBe(2);
  });
  test('70C: an unmentioned trump that a normal line loses a trick to', () => {
    const r = adjudicateClaim(TRUMP, { by: 'S', tricks: 5, statement: null });
    expect(r.ok && r.value.awarded).toBe(4);
    expect(r.ok && r.value.laws).toContain('70C');
    expect(r.ok && r.value.assumptions.map((a) => a.law)).toEqual(['70C2']);
  });
  test('70C2: a director finding that the claimer was aware of the trump', () => {
    const r = adjudicateClaim(TRUMP, { by: 'S', tricks: 5, statement: null }, { claimSuitOrder: null, claimerAwareOfTrump: true });
    expect(r.ok && r.value.awarded).toBe(5);
  });
  test('70: the director\'s normal lines replace the enumeration', () => {
    const r = adjudicateClaim(TRUMP, { by: 'S', tricks: 5, statement: null }, { claimSuitOrder: null, normalLines: ['drawing trumps'] });
    expect(r.ok && r.value.awarded).toBe(5);
  });
  test('70E2: the regulation\'s suit order applies to an unstated suit', () => {
    const r = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: null }, { claimSuitOrder: 'from-the-top' });
    expect(r.ok && r.value.awarded).toBe(1);
    expect(r.ok && r.value.laws).toContain('70E2');
  });
  test('68A: a claim of more tricks than remain is refused', () => {
    const r = adjudicateClaim(FINESSE, { by: 'S', tricks: 3, statement: null });
    expect(r.ok ? null : r.error.code).toBe('invalid-claim');
  });
  test('70: the award never exceeds what double dummy allows, and totals 13 (property)', () => {
    fc.assert(fc.property(fc.shuffledSubarray([...DECK], { minLength: 12, maxLength: 12 }), (cards) => {
      const p: ClaimPosition = {
        hands: { N: cards.slice(0, 3), E: cards.slice(3, 6), S: cards.slice(6, 9), W: cards.slice(9, 12) },
        trump: 'S', declarer: 'S', trick: { leader: 'W', cards: [] }, tricksWon: { NS: 5, EW: 5 }, shownOut: [],
      };
      const r = adjudicateClaim(p, { by: 'S', tricks: 3, statement: null });
      if (!r.ok) return false;
      return r.value.awarded <= r.value.doubleDummy && r.value.tricks.NS + r.value.tricks.EW === 13;
    }), { numRuns: 40 });
  });
});

describe('Law 68 — claims and concessions', () => {
  test('68B1: a claim of some tricks concedes the rest', () => {
    const r = makeClaim({ act: 'claim', by: 'S', tricks: 3, statement: null }, 5);
    expect(r.ok && r.value.wins).toBe(3);
  });
  test('68B1: abandoning the hand concedes every remaining trick', () => {
    const r = makeClaim({ act: 'abandon-hand', by: 'W' }, 4);
    expect(r.ok && [r.value.kind, r.value.wins]).toEqual(['concession', 0]);
  });
  test("68B2: a defender's concession objected to at once by partner is void", () => {
    const c = makeClaim({ act: 'concede', by: 'W', tricks: 2 }, 4);
    if (!c.ok) throw new Error('claim refused');
    const r = respondToClaim(c.value, 'E', 'dispute', 'S');
    expect(r.ok && r.value.status).toBe('void');
    expect(r.ok && r.value.laws).toContain('68B2');
  });
  test('68D2(a): a dispute by any player sends the claim to the director', () => {
    const c = makeClaim({ act: 'claim', by: 'S', tricks: 4, statement: null }, 4);
    if (!c.ok) throw new Error('claim refused');
    const r = respondToClaim(c.value, 'N', 'dispute', 'S');
    expect(r.ok && r.value.status).toBe('disputed');
  });
  test('68D2(b): play continues only when all four agree', () => {
    const c = makeClaim({ act: 'claim', by: 'S', tricks: 4, statement: null }, 4);
    if (!c.ok) throw new Error('claim refused');
    expect(continuePlay(c.value, ['N', 'E', 'S', 'W']).ok && (continuePlay(c.value, ['N', 'E', 'S', 'W']) as { value: { status: string } }).value.status).toBe('void');
    const partial = continuePlay(c.value, ['E', 'W']);
    expect(partial.ok && partial.value.status).toBe('disputed');
  });
});

describe('Law 2007 68 — play ends with the claim', () => {
  test('2007 68D: a disputed claim goes to the director; play never continues, even with all four agreeing', () => {
    const c = makeClaim({ act: 'claim', by: 'S', tricks: 4, statement: null }, 4, '2007');
    if (!c.ok) throw new Error('claim refused');
    const disputed = respondToClaim(c.value, 'W', 'dispute', 'S');
    if (!disputed.ok) throw new Error('dispute refused');
    expect(disputeOptions(disputed.value).map((o) => o.option)).toEqual(['call-director']);
    const r = continuePlay(disputed.value, ['N', 'E', 'S', 'W'], 'W');
    expect(r.ok).toBe(false);
    expect(!r.ok && [r.error.code, r.error.law]).toEqual(['not-offered', '2007 68D']);
    // The same claim under 2017 may be played on (68D2(b)).
    const now = makeClaim({ act: 'claim', by: 'S', tricks: 4, statement: null }, 4);
    expect(now.ok && disputeOptions(now.value).map((o) => o.option)).toEqual(['call-director', 'continue-play']);
  });
});

describe('Laws 69 and 71 — agreement withdrawn, concession cancelled', () => {
  // Nine tricks played: North-South won 7 of them; four remain.
  const NINE_PLAYED: ClaimPosition = { ...FINESSE, tricksWon: { NS: 7, EW: 2 } };
  test('69B1: agreement to a result that leaves out a trick the side had already won is withdrawn for it', () => {
    const r = wonTricksGivenAway(NINE_PLAYED, 'NS', 6, 'agreement');
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ restored: 1, law: '69B1' }) });
    expect(wonTricksGivenAway(NINE_PLAYED, 'NS', 8, 'agreement')).toEqual({ ok: true, value: expect.objectContaining({ restored: 0 }) });
  });
  test('71A: a concession of a trick the side had already won is cancelled within the correction period only', () => {
    const r = wonTricksGivenAway(NINE_PLAYED, 'EW', 0, 'concession');
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ restored: 2, law: '71A' }) });
    const late = wonTricksGivenAway(NINE_PLAYED, 'EW', 0, 'concession', false);
    expect(late).toEqual({ ok: true, value: expect.objectContaining({ restored: 0, law: '79C1' }) });
    const bad = wonTricksGivenAway(NINE_PLAYED, 'EW', 14, 'concession');
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'bad-total', law: '71A' });
  });
  test('71B: a conceded trick that no normal play could lose is restored', () => {
    const p = pos({ S: 'SA SK SQ', N: 'S2 H3 H2', W: 'S3 H5 H4', E: 'H6 D2 C2' }, 'NT');
    expect(cancelConcession(p, 'S', 1).restored).toBe(1);
    expect(cancelConcession(p, 'S', 1, false).restored).toBe(0);
  });
  test('69B2: agreement to a trick the side wins on every normal line is withdrawn', () => {
    const w = withdrawAgreement(TRUMP, 'S', 5);
    expect(w.restored + w.doubtful).toBe(1);
  });
});

describe('Law 68C — the statement grammar', () => {
  test('68C: steps are read in order and unread words are kept', () => {
    const s = parseClaimStatement('drawing trumps, then hearts from the top, ruffing a club in dummy, and some magic', 'S');
    expect(s.steps).toEqual([
      { kind: 'draw-trumps' },
      { kind: 'cash-suit', suit: 'H', order: 'top' },
      { kind: 'ruff', suit: 'C', where: 'dummy', times: 'one' },
    ]);
    expect(s.unparsed).toEqual(['some magic']);
    expect(s.mentionsTrumps).toBe(true);
  });
  test('68C: cards, finesses, concessions and crossruffs', () => {
    const s = parseClaimStatement('cashing the ace of spades; finessing the queen of diamonds; conceding a club; crossruff');
    expect(s.steps.map((x) => x.kind)).toEqual(['cash-card', 'finesse', 'concede', 'crossruff']);
  });
});

describe('Law 70B3 — the position', () => {
  test('70B3: a position with a duplicated card is refused', () => {
    const r = checkPosition({ hands: { N: ['SA'], E: ['SA'], S: ['S2'], W: ['S3'] }, trump: 'NT', declarer: 'S', trick: { leader: 'S', cards: [] }, tricksWon: { NS: 12, EW: 0 } });
    expect(r.ok ? null : r.error.code).toBe('invalid-position');
  });
});

describe('Law 70A, 70C — doubt and the outstanding trump', () => {
  test('70A: without the director\'s finding on awareness, the doubt goes against the claimer and is recorded', () => {
    const r = adjudicateClaim(TRUMP, { by: 'S', tricks: 5, statement: null });
    expect(r.ok && r.value.assumptions).toEqual([expect.objectContaining({ law: '70C2', assumed: expect.stringMatching(/70A/) })]);
    expect(r.ok && r.value.laws).toContain('70A');
  });
  test('70C1: a statement that mentions trumps keeps the claim from Law 70C', () => {
    const r = adjudicateClaim(TRUMP, { by: 'S', tricks: 5, statement: 'drawing trumps, then the rest are good' });
    expect(r.ok && r.value.awarded).toBe(5);
    expect(r.ok && r.value.laws).toContain('70C1');
    expect(r.ok && r.value.laws).not.toContain('70C');
  });
  test('70C3: an unmentioned trump no normal line loses a trick to costs nothing', () => {
    // West's last trump is the two; South holds every higher heart and cannot lose a trick to it.
    const p = pos({ S: 'HA HK', N: 'SA SK', W: 'H2 D3', E: 'D4 D5' }, 'H');
    const r = adjudicateClaim(p, { by: 'S', tricks: 2, statement: null });
    expect(r.ok && r.value.awarded).toBe(2);
    expect(r.ok && r.value.laws).toContain('70C3');
  });
});

describe('Law 70D2 — a defender\u2019s claim', () => {
  // East, a defender against South's notrump, is on lead and claims both tricks. They need partner to
  // finesse: a diamond, South plays low, West the queen. Rising with the ace is as normal a play.
  const DEFENDER: ClaimPosition = {
    hands: hands({ N: 'C3 C2', E: 'D3 D2', S: 'DK D4', W: 'DA DQ' }), trump: 'NT', declarer: 'S',
    trick: { leader: 'E', cards: [] }, tricksWon: { NS: 5, EW: 6 }, shownOut: [],
  };

  test('70D2: no part of the claim that depends on partner choosing one of two normal plays', () => {
    const r = adjudicateClaim(DEFENDER, { by: 'E', tricks: 2, statement: null });
    expect(r.ok && r.value.doubleDummy).toBe(2);
    expect(r.ok && r.value.awarded).toBe(1);
    expect(r.ok && r.value.tricks).toEqual({ NS: 6, EW: 7 });
    expect(r.ok && r.value.reasons.filter((x) => x.law === '70D2').map((x) => x.text)).toEqual([
      "a defender's claim: W's plays range over every normal play, as the claimer's own do",
      "W plays DA rather than DQ: the claim may not depend on the claimer's partner finding the better play",
    ]);
  });

  test('70D2: declarer\u2019s claim is not a defender\u2019s claim', () => {
    const r = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: 'finessing the queen of diamonds' });
    expect(r.ok && r.value.laws).not.toContain('70D2');
  });
});

describe('Law 2007 70E1 — an unstated finesse or drop', () => {
  test('2007 70E1: without the director\'s finding the finesse is not accepted, and the doubt is recorded as an assumption', () => {
    const r = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: null }, { claimSuitOrder: null, edition: '2007' });
    expect(r.ok && r.value.awarded).toBe(1);
    expect(r.ok && r.value.laws).toContain('2007 70E1');
    expect(r.ok && r.value.assumptions.map((a) => a.law)).toEqual(['2007 70E1']);
  });
  test('2007 70E1: found irrational not to take the finesse, the line is accepted (2017 dropped the exception)', () => {
    const old = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: null }, { claimSuitOrder: null, edition: '2007', unstatedLineIrrational: true });
    expect(old.ok && old.value.awarded).toBe(2);
    expect(old.ok && old.value.assumptions).toEqual([]);
    expect(old.ok && old.value.laws).toContain('2007 70E1');
    // The same finding means nothing under 2017: the finesse is still not accepted.
    const now = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: null }, { claimSuitOrder: null, unstatedLineIrrational: true });
    expect(now.ok && [now.value.awarded, now.value.assumptions]).toEqual([1, []]);
  });
  test('2007 70E1: found not irrational, the finesse is not accepted and nothing is left assumed', () => {
    const r = adjudicateClaim(FINESSE, { by: 'S', tricks: 2, statement: null }, { claimSuitOrder: null, edition: '2007', unstatedLineIrrational: false });
    expect(r.ok && [r.value.awarded, r.value.assumptions]).toEqual([1, []]);
  });
});
