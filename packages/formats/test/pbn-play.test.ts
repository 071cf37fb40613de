// The play section as the reader hands it out: tricks made when first asked for, same model as a plain object.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readPbn, writePbn } from '../src/index.js';
import { withoutFilled } from './helpers.js';
import type { PbnPlay } from '../src/index.js';

const DECK = 'SHDC'.split('').flatMap((s) => 'AKQJT98765432'.split('').map((r) => `${s}${r}`));

function playOf(section: string): PbnPlay {
  const r = readPbn(`[Board "1"]\n[Play "W"]\n${section}\n`);
  const play = r.file.games[0]?.tags.find((t) => t.play !== undefined)?.play;
  if (play === undefined) throw new Error('no play section');
  return play;
}

/** The rows of four a play section's tokens make (PBN §3.6.1: one column per seat). */
function rowsOf(tokens: readonly string[]): string[][] {
  const rows: string[][] = [];
  for (let k = 0; k < tokens.length; k += 4) rows.push(tokens.slice(k, k + 4));
  return rows;
}

describe('PBN §3.6 play section model', () => {
  test('plain cards and unknown cards (-) give rows of four shared plain entries, the last row short', () => {
    const play = playOf('SK H3 S4 S3\nC5 C2 C6 CK\n- - - H2\nDA *');
    expect(play.tricks.map((t) => t.map((e) => e.card))).toEqual([['SK', 'H3', 'S4', 'S3'], ['C5', 'C2', 'C6', 'CK'], ['-', '-', '-', 'H2'], ['DA']]);
    expect(play.tricks[3]?.[0]).toEqual({ card: 'DA', irregularity: '', note: null, nags: [], comments: [] });
    expect(play.ended).toBe(true);
  });

  test('annotated cards (note, suffix, comment, ^R) keep their annotations in their trick', () => {
    const play = playOf('SK =1= H3 ^RS4 S3\nC5! C2 {low} C6 CK\n*\n[Note "1:top of sequence"]');
    expect(play.tricks[0]?.[0]).toMatchObject({ card: 'SK', note: 1 });
    expect(play.tricks[0]?.[2]).toMatchObject({ card: 'S4', irregularity: 'R' });
    expect(play.tricks[1]?.[0]).toMatchObject({ card: 'C5', nags: [7] });
    expect(play.tricks[1]?.[1]).toMatchObject({ card: 'C2', comments: [{ kind: 'brace', text: 'low' }] });
    expect(play.notes.map((n) => n.text)).toEqual(['top of sequence']);
  });

  test('the play looks like a plain object: keys, spread, JSON and structured clone see the tricks', () => {
    const play = playOf('SK H3 S4 S3\nC5 C2 C6 CK');
    const expected = { first: 'W', tricks: rowsOf(['SK', 'H3', 'S4', 'S3', 'C5', 'C2', 'C6', 'CK']).map((r) => r.map((card) => ({ card, irregularity: '', note: null, nags: [], comments: [] }))), ended: false, notes: [] };
    expect(Object.keys(play)).toEqual(['first', 'tricks', 'ended', 'notes']);
    expect(play).toEqual(expected);
    expect({ ...play }).toStrictEqual(expected);
    expect(JSON.parse(JSON.stringify(play))).toEqual(expected);
    expect(structuredClone(play)).toEqual(expected);
  });

  test('plain cards read before an annotation, a mark, a bad gap or an end keep their places and entries', () => {
    // The reader only counts plain cards while the section can be held as text; what comes later makes it write them.
    for (const section of ['SK H3 S4 S3\nC5 C2 C6 CK! D2', 'SK H3 S4 S3 {low}\nC5', 'SK H3 S4 ^RS3 C5', 'SK H3 - S4 * S3', 'SK H3 sa S4', 'SK H3 S4 S3 =1= C5\n[Note "1:x"]', 'SK H3 +']) {
      const text = `[Board "1"]\n[Play "W"]\n${section}\n`;
      const lenient = readPbn(text).file.games[0]?.tags.find((t) => t.play !== undefined)?.play;
      const strict = readPbn(text, { strict: true }).file.games[0]?.tags.find((t) => t.play !== undefined)?.play;
      expect(lenient?.tricks.flat().length).toBeGreaterThan(2);
      expect(lenient?.tricks).toEqual(strict?.tricks);
    }
  });

  test('the tricks are made once: every read gives the same arrays', () => {
    const play = playOf('SK H3 S4 S3\nC5 C2 C6 CK');
    const first = play.tricks;
    expect(play.tricks).toBe(first);
    expect(play.tricks[1]).toBe(first[1]);
  });

  test('property: any sequence of plain cards and - reads back as its rows of four, and writes back the same', () => {
    const token = fc.oneof(fc.constantFrom(...DECK), fc.constant('-'));
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 70 }), (tokens) => {
        const text = `[Board "1"]\n[Play "N"]\n${rowsOf(tokens).map((r) => r.join(' ')).join('\n')}\n`;
        const file = readPbn(text).file;
        const play = file.games[0]?.tags.find((t) => t.play !== undefined)?.play;
        expect(play?.tricks.map((t) => t.map((e) => e.card))).toEqual(rowsOf(tokens));
        expect(withoutFilled(readPbn(writePbn(file)).file.games, file.games)).toEqual(file.games);
      }),
      { numRuns: 200 },
    );
  });

  test('property: cards in any spelling, white space, comments and escape lines between them read as their rows of four', () => {
    // What separates two cards, and the comment it gives the card before it (PBN §3.8), if any.
    const gap = fc.constantFrom<[string, string | null]>([' ', null], ['  ', null], ['\t', null], ['\n', null], ['\r\n', null], ['\n%note\n', null], [' {low} ', 'low'], [' ; rest\n', ' rest']);
    const token = fc.oneof(fc.constantFrom(...DECK), fc.constantFrom(...DECK).map((c) => c.toLowerCase()), fc.constantFrom('-', '--'));
    fc.assert(
      fc.property(fc.array(fc.tuple(token, gap), { minLength: 1, maxLength: 60 }), (items) => {
        const section = items.map(([t, [sep]]) => `${t}${sep}`).join('');
        const entries = items.map(([t, [, comment]]) => ({
          card: t === '--' ? '-' : t.toUpperCase(),
          irregularity: '',
          note: null,
          nags: [],
          comments: comment === null ? [] : [{ kind: comment === 'low' ? 'brace' : 'line', text: comment }],
        }));
        const rows: (typeof entries)[] = [];
        for (let k = 0; k < entries.length; k += 4) rows.push(entries.slice(k, k + 4));
        expect(playOf(section).tricks).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });
});
