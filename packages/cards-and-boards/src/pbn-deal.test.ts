import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parsePbnDeal, parsePbnDealSetup, parsePbnPartialDeal, makePbnDeal, parsePbnDealOwners, makePbnDealFromOwners } from './pbn-deal.js';
import { dealWith } from './shuffle.js';
import { seededRandom } from './random.js';
import { SEATS } from './vocabulary.js';

const PBN = 'N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76';

describe('PBN deal notation', () => {
  test('parses hands clockwise from the first seat', () => {
    const r = parsePbnDeal('E:Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76 AK32.K54.Q76.J98');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.hands.N.slice(0, 4)).toEqual(['SA', 'SK', 'S3', 'S2']);
      expect(makePbnDeal(r.value)).toBe(PBN);
    }
  });

  test('accepts 10 for T and lower case', () => {
    const r = parsePbnDeal('n:ak32.k54.q76.j98 q9.aj106.kj3.aq52 j8765.32.a98.k43 104.q987.10542.1076');
    expect(r.ok && makePbnDeal(r.value)).toBe(PBN);
  });

  test('a voided suit is an empty string between dots', () => {
    const r = parsePbnDeal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432');
    expect(r.ok && r.value.hands.E).toHaveLength(13);
  });

  test('`-` is an unknown hand: kept in a partial deal, completed when it is the only one', () => {
    const partial = parsePbnPartialDeal('N:AK32.K54.Q76.J98 - - T4.Q987.T542.T76');
    expect(partial.ok && partial.value.E).toBeNull();
    expect(partial.ok && makePbnDeal(partial.value)).toBe('N:AK32.K54.Q76.J98 - - T4.Q987.T542.T76');
    const one = parsePbnDeal('N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 - T4.Q987.T542.T76');
    expect(one.ok && makePbnDeal(one.value)).toBe(PBN);
  });

  test('makePbnDeal can start from any seat', () => {
    const r = parsePbnDeal(PBN);
    expect(r.ok && makePbnDeal(r.value, 'W')).toBe('W:T4.Q987.T542.T76 AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43');
  });

  test.each([
    ['AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76', /must start with the first seat/],
    ['N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43', /four hands, found 3/],
    ['N:AK32.K54.Q76 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76', /four suits/],
    ['N:AK3X.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76', /"X" is not a rank/],
    ['N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 A4.Q987.T542.T76', /SA appears twice: N and W/],
    ['N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 4.Q987.T542.T76', /W holds 12 cards/],
  ])('bad deal %s gives a typed error', (text, message) => {
    const r = parsePbnDeal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('invalid-deal');
      expect(r.error.message).toMatch(message);
    }
  });

  test('round trip: parse(make(deal)) is the deal, from every first seat', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SEATS), (seed, first) => {
        const deal = dealWith(seededRandom(seed));
        const text = makePbnDeal(deal, first);
        const back = parsePbnDeal(text);
        expect(back.ok && back.value).toEqual(deal);
      }),
    );
  });

  test('owner-array path agrees with the Deal path and refuses what it cannot take', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SEATS), (seed, first) => {
        const text = makePbnDeal(dealWith(seededRandom(seed)), first);
        const owners = parsePbnDealOwners(text);
        expect(owners && makePbnDealFromOwners(owners, first)).toBe(text);
      }),
    );
    expect(parsePbnDealOwners('N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 - T4.Q987.T542.T76')).toBeUndefined();
    expect(parsePbnDealOwners('N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 A4.Q987.T542.T76')).toBeUndefined();
  });

  test('owner arrays: every card in its seat, one whose owner is not a seat left out', () => {
    const owners = parsePbnDealOwners(PBN);
    expect(owners && [...owners.subarray(0, 13)]).toEqual([0, 0, 1, 2, 3, 1, 2, 2, 2, 2, 3, 0, 0]);
    const stray = Uint8Array.from(owners ?? []);
    stray[0] = 7;
    expect(makePbnDealFromOwners(stray)).toBe(PBN.replace('N:AK32', 'N:K32'));
  });

  test('1A: ranks listed out of order still give hands sorted high to low', () => {
    const r = parsePbnDeal('N:23KA.45K.67Q.89J Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76');
    expect(r.ok && r.value.hands.N).toEqual(['SA', 'SK', 'S3', 'S2', 'HK', 'H5', 'H4', 'DQ', 'D7', 'D6', 'CJ', 'C9', 'C8']);
    expect(r.ok && makePbnDeal(r.value)).toBe(PBN);
  });

  test('1A: hands come back sorted high to low in whatever order each holding lists its ranks', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { minLength: 16, maxLength: 16 }), (seed, turns) => {
        const deal = dealWith(seededRandom(seed));
        let holding = 0;
        // Each holding's ranks rotated by its own amount: sorted, or out of order for most.
        const text = makePbnDeal(deal).replace(/[AKQJT2-9]+/g, (ranks) => {
          const k = (turns[holding++] ?? 0) % ranks.length;
          return ranks.slice(k) + ranks.slice(0, k);
        });
        const back = parsePbnDeal(text);
        expect(back.ok && back.value).toEqual(deal);
      }),
    );
  });

  test('1A: a rank twice in one holding is refused, not counted once', () => {
    const r = parsePbnDeal('N:AA32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.TK6');
    expect(r.ok).toBe(false);
    expect(parsePbnDealOwners('N:AA32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.TK6')).toBeUndefined();
  });

  test('the fast path and the general path agree on any text built from deal characters', () => {
    const alphabet = fc.constantFrom(...'AKQJT98765432.  -10x');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 80 }), fc.constantFrom(...SEATS), (body, first) => {
        const text = `${first}:${body}`;
        const fast = parsePbnDeal(text);
        const general = parsePbnPartialDeal(text);
        if (fast.ok) expect(general.ok && makePbnDeal(general.value)).toBe(makePbnDeal(fast.value));
        const owners = parsePbnDealOwners(text);
        if (owners && fast.ok) expect(makePbnDealFromOwners(owners, first)).toBe(makePbnDeal(fast.value, first));
        if (owners) expect(fast.ok).toBe(true);
      }),
    );
  });

  test('a deal padded with spaces, or with a stray non-ASCII or NUL character, gets the same answer as the general path', () => {
    const padded = `  ${PBN.replaceAll(' ', ' \t '.repeat(40))}\r\n`;
    expect(padded.length).toBeGreaterThan(300);
    expect(parsePbnDeal(padded)).toEqual(parsePbnDeal(PBN));
    for (const stray of ['é', '\u0000', '\ud83c']) {
      const text = PBN.replace('Q9.', `Q9${stray}.`);
      const r = parsePbnDeal(text);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatchObject({ problem: 'syntax', message: `E's hand "Q9${stray}.AJT6.KJ3.AQ52": "${stray}" is not a rank` });
      expect(parsePbnDealOwners(text)).toBeUndefined();
    }
  });

  test('formatting ignores anything in a setup that is not a card', () => {
    const setup = { N: ['SA', 'S10', 'Sá', 'XX'], E: null, S: [], W: ['C2'] } as never;
    expect(makePbnDeal(setup)).toBe('N:A... - ... ...2');
  });

  test('arbitrary text never throws; it parses or gives a typed error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const r = parsePbnDealSetup(`N:${text}`);
        expect(r.ok || r.error.code === 'invalid-deal').toBe(true);
      }),
    );
  });
});
