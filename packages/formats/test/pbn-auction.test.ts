// The auction section as the reader hands it out: plain calls shared, annotated ones their own, a plain object.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readPbn, writePbn } from '../src/index.js';
import { withoutFilled } from './helpers.js';
import type { PbnAuction } from '../src/index.js';

const BIDS = [1, 2, 3, 4, 5, 6, 7].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].map((d) => `${l}${d}`));
const CALLS = [...BIDS, 'Pass', 'X', 'XX', 'AP', '-'];
const plain = (call: string) => ({ call, insufficient: false, note: null, nags: [], comments: [] });

function auctionOf(section: string): PbnAuction {
  const r = readPbn(`[Board "1"]\n[Auction "N"]\n${section}\n`);
  const auction = r.file.games[0]?.tags.find((t) => t.auction !== undefined)?.auction;
  if (auction === undefined) throw new Error('no auction section');
  return auction;
}

describe('PBN §3.5 auction section model', () => {
  test('the auction looks like a plain object: keys, spread, JSON and structured clone see the calls', () => {
    const auction = auctionOf('1NT Pass 2C Pass\n2H AP *');
    const expected = { first: 'N', calls: ['1NT', 'Pass', '2C', 'Pass', '2H', 'AP'].map(plain), ended: true, notes: [] };
    expect(Object.keys(auction)).toEqual(['first', 'calls', 'ended', 'notes']);
    expect(auction).toEqual(expected);
    expect({ ...auction }).toStrictEqual(expected);
    expect(JSON.parse(JSON.stringify(auction))).toEqual(expected);
    expect(structuredClone(auction)).toEqual(expected);
  });

  test('every read of the calls gives the same array', () => {
    const auction = auctionOf('1NT Pass 2C Pass');
    expect(auction.calls).toBe(auction.calls);
  });

  test('annotated and irregular calls keep their annotations (PBN §3.5.2, §3.9 A)', () => {
    const auction = auctionOf('1C =1= 1D! ^I1C {oops} Pass\n*\n[Note "1:could be short"]');
    expect(auction.calls.map((c) => c.call)).toEqual(['1C', '1D', '1C', 'Pass']);
    expect(auction.calls[0]).toMatchObject({ note: 1 });
    expect(auction.calls[1]).toMatchObject({ nags: [1] });
    expect(auction.calls[2]).toMatchObject({ insufficient: true, comments: [{ kind: 'brace', text: 'oops' }] });
    expect(auction.notes.map((n) => n.text)).toEqual(['could be short']);
  });

  test('property: calls in any spelling, white space, comments and escape lines between them read as written, and write back the same', () => {
    // What separates two calls, and the comment it gives the call before it (PBN §3.8), if any.
    const gap = fc.constantFrom<[string, string | null]>([' ', null], ['  ', null], ['\t', null], ['\n', null], ['\r\n', null], ['\n%note\n', null], [' {alert} ', 'alert'], [' ; rest\n', ' rest']);
    // Export spellings, and others read the same (§3.11 case, 1N, P, D, R).
    // Mostly export spellings, so that runs of shared plain calls are common.
    const spelling = fc.oneof(
      { arbitrary: fc.constantFrom(...CALLS).map((c) => [c, c] as const), weight: 6 },
      { arbitrary: fc.constantFrom(...CALLS).map((c) => [c.toLowerCase(), c] as const), weight: 1 },
      { arbitrary: fc.constantFrom(['1N', '1NT'] as const, ['P', 'Pass'] as const, ['D', 'X'] as const, ['R', 'XX'] as const), weight: 1 },
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(spelling, gap), { minLength: 1, maxLength: 40 }), (items) => {
        const section = items.map(([[written], [sep]]) => `${written}${sep}`).join('');
        const expected = items.map(([[, call], [, comment]]) => ({ ...plain(call), comments: comment === null ? [] : [{ kind: comment === 'alert' ? 'brace' : 'line', text: comment }] }));
        expect(auctionOf(section).calls).toEqual(expected);
        const file = readPbn(`[Board "1"]\n[Auction "N"]\n${section}\n`).file;
        expect(withoutFilled(readPbn(writePbn(file)).file.games, file.games)).toEqual(file.games);
      }),
      { numRuns: 300 },
    );
  });
});
