import { describe, expect, test } from 'vitest';
import type { DealtBoard } from '@bridge-laws/cards-and-boards';
import { dealBoards } from '@bridge-laws/cards-and-boards';
import type { DdTable } from '@bridge-laws/double-dummy';
import { par } from '@bridge-laws/double-dummy';
import type { AnalysedBoard } from '@bridge-laws/hand-records';
import { handRecordHtml, handRecordText, makeableGrid, parLine } from '@bridge-laws/hand-records';

const row = (c: number, d: number, h: number, s: number, nt: number) => ({ C: c, D: d, H: h, S: s, NT: nt });
// North-South make 4S with an overtrick (11 tricks), 3NT exactly; East-West 2 clubs at most.
const TABLE: DdTable = { N: row(5, 6, 7, 11, 9), S: row(5, 6, 7, 11, 9), E: row(8, 7, 6, 2, 4), W: row(8, 7, 6, 2, 4) };

/** Boards with a fixed table (the pages are what is tested here, not the solver). */
function boards(n: number): AnalysedBoard[] {
  return dealBoards({ from: 1, to: n, seed: 'pages' }).map((b: DealtBoard) => {
    const p = par(TABLE, b.vulnerable, { firstSide: 'NS' });
    if (!p.ok) throw new Error(p.error.message);
    return { ...b, table: TABLE, par: p.value };
  });
}

describe('printable hand records', () => {
  test('the makeable grid gives levels (tricks less six) and a dash below one level', () => {
    const [b] = boards(1);
    expect(makeableGrid(b as AnalysedBoard).split('\n')).toEqual([
      'Makeable  NT  S  H  D  C',
      'N          3  5  1  -  -',
      'S          3  5  1  -  -',
      'E          -  -  -  1  2',
      'W          -  -  -  1  2',
    ]);
  });

  test('par: the score from its side and the par contract (the vulnerability of Law 2 decides it)', () => {
    const [none, ns] = boards(2);
    expect([none?.vulnerable, ns?.vulnerable]).toEqual(['None', 'NS']);
    expect(parLine(none as AnalysedBoard)).toBe('Par NS 450: NS 4S+1');
    // Vulnerable against not, East-West would sacrifice in 5C doubled (three down, -500 against
    // -650), so North-South reach 5S and make it: the par contract is 5S=, not 4S+1.
    expect(parLine(ns as AnalysedBoard)).toBe('Par NS 650: NS 5S=');
  });

  test('text: nine boards make three pages of at most four, each page under the title', () => {
    const text = handRecordText(boards(9), { title: 'Club pairs, 1 December' });
    const pages = text.split('\n\f\n');
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => (p.match(/^Board \d+ /gm) ?? []).length)).toEqual([4, 4, 1]);
    expect(pages.every((p) => p.startsWith('Club pairs, 1 December\n'))).toBe(true);
    expect(pages[2]).toMatch(/^Board 9 {2}Dealer N {2}Vulnerable EW$/m);
    expect((text.match(/^Par /gm) ?? []).length).toBe(9);
  });

  test('HTML: one page block per four boards, a grid and par per board, the title escaped', () => {
    const html = handRecordHtml(boards(5), { title: 'Pairs <A&B>' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect((html.match(/<div class="page">/g) ?? []).length).toBe(2);
    expect((html.match(/<section class="board">/g) ?? []).length).toBe(5);
    expect((html.match(/<table class="makeable">/g) ?? []).length).toBe(5);
    expect(html).toContain('<h1>Pairs &lt;A&amp;B&gt;</h1>');
    expect(html).not.toContain('<A&B>');
    expect(html).toContain('<p class="par">Par NS 450: NS 4S+1</p>');
    expect(html).toMatch(/break-after:page/);
  });
});
