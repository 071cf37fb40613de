// The Deal tag as the facts hand it out: checked when read (Laws 1A, 7B2), hands made when first asked for.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readPbn } from '../src/index.js';
import type { PbnBoardFacts } from '../src/index.js';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = 'AKQJT98765432'.split('');
const SEATS = ['N', 'E', 'S', 'W'] as const;
const DEAL = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';

function factsOf(text: string, strict = false): PbnBoardFacts[] {
  return readPbn(text, { strict }).file.games.map((g) => g.facts);
}

function game(deal: string): string {
  return `[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]\n`;
}

/** The hands a Deal text lists, by seat, cards in the order written (PBN §3.4.11), read plainly. */
function handsOf(deal: string): Record<string, string[]> {
  const [first, rest] = deal.split(':') as [string, string];
  const hands: Record<string, string[]> = {};
  rest.split(' ').forEach((hand, k) => {
    const seat = SEATS[(SEATS.indexOf(first.toUpperCase() as (typeof SEATS)[number]) + k) % 4] as string;
    hands[seat] = hand.split('.').flatMap((suit, s) => suit.replace(/10/g, 'T').toUpperCase().split('').filter((r) => r !== '').map((r) => `${SUITS[s]}${r}`));
  });
  return hands;
}

describe('PBN §3.4.11 Deal in the facts', () => {
  test('Laws 1A, 7B2: a complete deal read leniently gives the hands as written, as the strict reader does', () => {
    const deal = 'w:2.5432.5432.5432 akqj.akq.akq.akq T987.JT9.JT9.JT9 6543.876.876.876';
    const [lenient] = factsOf(game(deal));
    const [strict] = factsOf(game(deal), true);
    expect(lenient?.deal).toEqual(handsOf(deal));
    expect(lenient?.deal).toEqual(strict?.deal);
    // The seats in the order written, as a plain reading gives them.
    expect(Object.keys(lenient?.deal ?? {})).toEqual(['W', 'N', 'E', 'S']);
  });

  test('the facts look like a plain object: keys, spread, JSON and structured clone see the deal', () => {
    const [facts] = factsOf(game(DEAL));
    const expected = { board: 1, dealer: 'N', vulnerable: 'None', deal: handsOf(DEAL), declarer: 'S', contract: { level: 3, denomination: 'NT', risk: '' }, result: 9 };
    expect(Object.keys(facts ?? {})).toEqual(['board', 'dealer', 'vulnerable', 'deal', 'declarer', 'contract', 'result']);
    expect(facts).toEqual(expected);
    expect({ ...facts }).toStrictEqual(expected);
    expect(JSON.parse(JSON.stringify(facts))).toEqual(expected);
    expect(structuredClone(facts)).toEqual(expected);
  });

  test('the hands are made once and shared by every table of the deal', () => {
    const second = '[West "a"]\n[North "b"]\n[East "c"]\n[South "d"]\n[Declarer "N"]\n[Contract "3NT"]\n[Result "8"]\n[Auction "N"]\n3NT AP\n';
    const [one, two] = factsOf(`${game(DEAL)}\n${second}`);
    const hands = one?.deal;
    expect(hands?.N).toHaveLength(13);
    expect(one?.deal).toBe(hands);
    expect(two?.deal).toBe(hands);
  });

  test('tables of a deal that end alike share their (immutable) facts; another result has its own', () => {
    const table = (result: number) => `[West "a"]\n[North "b"]\n[East "c"]\n[South "d"]\n[Declarer "S"]\n[Contract "3NT"]\n[Result "${result}"]\n[Auction "N"]\nPass 3NT AP\n`;
    const [one, two, three] = factsOf(`${game(DEAL)}\n${table(9)}\n${table(8)}`);
    expect(two).toBe(one);
    expect(three).not.toBe(one);
    expect(three).toEqual({ ...one, result: 8 });
    expect(three?.deal).toBe(one?.deal);
  });

  test('Laws 1A, 7B2: a card given twice or a hand of twelve is reported when the file is read, as before', () => {
    const twice = readPbn(game('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 A.5432.5432.5432'));
    expect(twice.diagnostics.map((d) => [d.code, d.message])).toEqual([['bad-deal', 'Deal: SA appears twice: N and W']]);
    expect(twice.file.games[0]?.facts.deal).toBeUndefined();
    const short = readPbn(game('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 .5432.5432.5432'));
    expect(short.diagnostics.map((d) => [d.code, d.message])).toEqual([['bad-deal', 'Deal: hands of different sizes (13, 13, 13, 12 cards)']]);
    expect(short.file.games[0]?.facts.deal).toBeUndefined();
  });

  test('property: any deal, from any seat, in either case and any rank order, reads as its hands, leniently and strictly alike', () => {
    const deck = SUITS.flatMap((_, s) => RANKS.map((r) => ({ s, r })));
    const arbitraryDeal = fc.tuple(fc.shuffledSubarray(deck, { minLength: 52, maxLength: 52 }), fc.constantFrom(...SEATS), fc.boolean(), fc.boolean());
    fc.assert(
      fc.property(arbitraryDeal, ([cards, first, lower, ten]) => {
        const hands = [0, 1, 2, 3].map((h) =>
          SUITS.map((_, s) =>
            cards
              .slice(h * 13, h * 13 + 13)
              .filter((c) => c.s === s)
              .map((c) => (ten && c.r === 'T' ? '10' : lower ? c.r.toLowerCase() : c.r))
              .join(''),
          ).join('.'),
        );
        const deal = `${lower ? first.toLowerCase() : first}:${hands.join(' ')}`;
        const [lenient] = factsOf(game(deal));
        const [strict] = factsOf(game(deal), true);
        expect(lenient?.deal).toEqual(handsOf(deal));
        expect(strict?.deal).toEqual(lenient?.deal);
      }),
      { numRuns: 200 },
    );
  });
});
