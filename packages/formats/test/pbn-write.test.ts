// PBN export: parse → write → parse gives the same games, on real files and generated ones.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DECK, dealWith, makePbnDeal, seededRandom } from '@bridge-laws/cards-and-boards';
import { convertText, parsePbn, pbnExportProblems, writePbn } from '../src/index.js';
import type { PbnFile } from '../src/index.js';
import { fixture, fixtureNames, latin1Fixture, withoutFilled } from './helpers.js';

function read(text: string): PbnFile {
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.file;
}

describe('PBN export format (§2.1, §2.3, §3)', () => {
  test('CRLF lines, % PBN 2.1 / % EXPORT header, one tag a line, an empty line between games; unknown mandatory tags are "?" (§3.4)', () => {
    const out = writePbn(read('[Event "a"] [Site "b"]\n\n[Event "c"]\n'));
    const rest = ['Date', 'Board', 'West', 'North', 'East', 'South', 'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result'].map((t) => `[${t} "?"]\r\n`).join('');
    expect(out).toBe(`% PBN 2.1\r\n% EXPORT\r\n[Event "a"]\r\n[Site "b"]\r\n${rest}\r\n[Event "c"]\r\n[Site "?"]\r\n${rest}`);
  });

  test('Law 2 and Law 22: missing Dealer and Vulnerable come from the board number, Declarer and Contract from the auction', () => {
    const out = writePbn(read('[Board "2"]\n[Auction "E"]\n1H Pass 2H X\nXX Pass Pass Pass\n'), { eol: '\n' });
    expect(out).toContain('[Board "2"]\n[West "?"]\n[North "?"]\n[East "?"]\n[South "?"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "?"]\n[Scoring "?"]\n[Declarer "E"]\n[Contract "2HXX"]\n[Result "?"]\n[Auction "E"]\n');
    expect(out.startsWith('% PBN 2.1\n% EXPORT\n')).toBe(true);
    expect(parsePbn(out).ok).toBe(true);
  });

  test('Law 22B: a passed-out auction gives an empty Declarer and Result and Contract "Pass" (§3.4)', () => {
    const out = writePbn(read('[Dealer "S"]\n[Auction "S"]\nAP\n'), { eol: '\n' });
    expect(out).toContain('[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n');
  });

  test('§3.5: an auction that does not start with the dealer is written as import format, and the reason is given', () => {
    const file = read('[Dealer "E"]\n[Auction "N"]\n- 1C Pass Pass\nPass\n');
    const out = writePbn(file, { eol: '\n' });
    expect(out.startsWith('% PBN 2.1\n[Event "?"]')).toBe(true);
    expect(out).not.toContain('% EXPORT');
    expect(pbnExportProblems(file.games)).toEqual(['game 1: the auction starts with N, not with the dealer (E)']);
    expect(parsePbn(out).ok).toBe(true);
  });

  test('convert of an empty file or of a file without any game fails; it never writes a header alone', () => {
    for (const text of ['', '\n\n', '% PBN 2.1\n% EXPORT\n', '{ only a comment }']) {
      const r = convertText(text, 'pbn', 'pbn', 'empty.pbn');
      expect(r.ok ? 'written' : r.error.diagnostics[0]?.code).toBe('nothing-to-convert');
    }
    const lin = convertText('', 'lin', 'pbn', 'empty.lin');
    expect(lin.ok ? 'written' : lin.error.message).toBe('empty.lin:1:1: error: the file holds no board (no md, mb, pc or qx command)');
  });

  test('four calls a line; note reference then NAGs in increasing order (§3.5.2)', () => {
    const out = writePbn(read('[Dealer "N"]\n[Auction "N"]\n1S !! =1= $25 Pass Pass Pass Pass\n[Note "1:strong"]\n'), { eol: '\n' });
    expect(out).toContain('[Auction "N"]\n1S =1= $3 $25 Pass Pass Pass\nPass\n[Note "1:strong"]\n');
  });

  test('play rows in seat columns with irregularity markers and the end marker', () => {
    const out = writePbn(read('[Play "W"]\nCA ^R S6 C3 C4 ^L DA - - -\n*\n'), { eol: '\n' });
    expect(out).toContain('[Play "W"]\nCA ^R S6 C3 C4\n^L DA - - -\n*\n');
  });

  test('§3.4.11: the Deal is written from the dealer, ranks high to low, in upper case, whatever spelling was read', () => {
    const hands = ['AKQJ.AKQ.AKQ.AKQ', 'T987.JT9.JT9.JT9', '6543.876.876.876', '2.5432.5432.5432'];
    const deal = (tags: string) => read(tags).games[0]?.tags.find((t) => t.name === 'Deal')?.value;
    expect(deal(`[Dealer "N"]\n[Deal "N:${hands.join(' ')}"]`)).toBe(`N:${hands.join(' ')}`);
    expect(deal(`[Dealer "S"]\n[Deal "N:${hands.join(' ')}"]`)).toBe(`S:${hands[2]} ${hands[3]} ${hands[0]} ${hands[1]}`);
    expect(deal(`[Dealer "E"]\n[Deal "n:${hands.join(' ').toLowerCase()}"]`)).toBe(`E:${hands[1]} ${hands[2]} ${hands[3]} ${hands[0]}`);
    expect(deal(`[Dealer "N"]\n[Deal "N:JQKA.AKQ.AKQ.AKQ ${hands.slice(1).join(' ')}"]`)).toBe(`N:${hands.join(' ')}`);
    expect(deal(`[Deal "W:${hands.join(' ')}"]`)).toBe(`W:${hands.join(' ')}`);
  });

  test('table widths pad elements; strings that need it are quoted', () => {
    const out = writePbn(read('[ScoreTable "Rank\\3R;Names_NS\\8L"]\n1 "A B"\n'), { eol: '\n' });
    expect(out).toContain('  1 "A B"   \n');
  });
});

describe('lossless round trip: parse → write → parse', () => {
  const files = [
    ...fixtureNames('pbn', '.pbn').filter((f) => f !== 'precision-notes.pbn' && f !== 'example3-head.pbn').map((f) => [`pbn/${f}`, fixture(`pbn/${f}`)] as const),
    ...['correct_10.pbn', 'correct_20.pbn', 'correct_21.pbn'].map((f) => [`reference/${f}`, latin1Fixture(`reference/${f}`)] as const),
    ...fixtureNames('reference', '.pbn').filter((f) => f.startsWith('test_')).map((f) => [`reference/${f}`, fixture(`reference/${f}`)] as const),
  ];
  test.each(files)('%s', (_name, text) => {
    const first = read(text);
    const second = read(writePbn(first));
    expect(withoutFilled(second.games, first.games)).toEqual(first.games);
    expect(writePbn(second)).toBe(writePbn(first));
  });

  const card = fc.constantFrom(...DECK);
  const call = fc.constantFrom('Pass', 'X', 'XX', '1C', '2D', '3H', '4S', '5NT', '7NT');
  const comment = fc.oneof(
    fc.string({ maxLength: 12 }).filter((s) => !s.includes('}')).map((s) => `{${s}}`),
    fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s)).map((s) => `;${s}\n`),
  );
  const annotated = (token: fc.Arbitrary<string>) =>
    fc.tuple(token, fc.option(fc.integer({ min: 1, max: 32 })), fc.array(fc.integer({ min: 15, max: 255 }), { maxLength: 2 }), fc.option(comment))
      .map(([t, note, nags, c]) => [t, note === null ? '' : `=${note}=`, ...nags.map((n) => `$${n}`), c ?? ''].join(' '));
  const value = fc.string({ maxLength: 20 }).filter((s) => !/[\r\n\t]/.test(s) && s !== '#' && !s.startsWith('##'));

  test('generated games (tags with escapes, auctions, plays, comments) survive a round trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }), value, fc.array(annotated(call), { maxLength: 12 }), fc.array(annotated(card), { maxLength: 12 }), fc.boolean(),
        (seed, event, calls, cards, ended) => {
          const deal = makePbnDeal(dealWith(seededRandom(`rt${seed}`)), 'N');
          const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
          const text = [
            `[Event "${esc(event)}"]`, '[Dealer "N"]', `[Deal "${deal}"]`, '[Declarer "S"]', '[Contract "4S"]',
            '[Auction "N"]', calls.join(' '), ...(calls.length > 0 ? ['*'] : []),
            '[Play "W"]', cards.join(' '), ended ? '*' : '',
          ].join('\n');
          const first = parsePbn(text);
          if (!first.ok) return true; // notes without a Note tag etc. are warnings; only real errors stop here
          const second = read(writePbn(first.value.file));
          expect(withoutFilled(second.games, first.value.file.games)).toEqual(first.value.file.games);
          return true;
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
