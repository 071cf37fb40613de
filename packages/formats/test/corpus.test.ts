// Real files: every fixture reads, or fails with the precise error documented here.
import { describe, expect, test } from 'vitest';
import { formatDiagnostic, parseLin, parsePbn, readPbn } from '../src/index.js';
import { fixture, fixtureNames } from './helpers.js';

/** Genuinely broken input, with the first error each must report. */
const BROKEN: Readonly<Record<string, string>> = {
  // Bridge Composer commentary typed into an auction line: "3NT =4= or =5= 4D".
  'pbn/precision-notes.pbn': 'pbn/precision-notes.pbn:115:9: game 4 [Auction] error: "or" is not a call (Pass, X, XX, 1C–7NT, AP or -)',
  // A typing error in the source (the auction ends X XX AP, so 3NTXX was meant).
  'pbn/example3-head.pbn': 'pbn/example3-head.pbn:2432:1: game 130 [Contract] error: Contract "3NR" must be Pass or level, denomination (C D H S NT) and X or XX',
};

describe('real PBN files', () => {
  test.each(fixtureNames('pbn', '.pbn').map((f) => `pbn/${f}`))('%s', (name) => {
    const r = parsePbn(fixture(name), { file: name });
    const expected = BROKEN[name];
    if (expected === undefined) {
      expect(r.ok ? '' : r.error.message).toBe('');
      expect(r.ok && r.value.file.games.length).toBeGreaterThan(0);
    } else expect(r.ok ? 'parsed' : r.error.message).toBe(expected);
  });

  test('a broken game does not hide the others: readPbn still returns every game', () => {
    const r = readPbn(fixture('pbn/example3-head.pbn'));
    expect(r.file.games).toHaveLength(200);
    const errorGames = new Set(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.game));
    expect([...errorGames]).toEqual([130]);
    // Second tables omit Board/Deal/Dealer/Vulnerable; they are carried from the first table.
    expect(r.file.games.every((g) => g.facts.deal !== undefined && g.facts.dealer !== undefined)).toBe(true);
    expect(r.diagnostics.filter((d) => d.severity === 'warning').map((d) => formatDiagnostic(d))).toHaveLength(2);
  });

  test('Bridge Composer, Ruter, BBO Helper and rpbridge files carry their tables and notes', () => {
    const ruter = parsePbn(fixture('pbn/2015-06-17spiren.pbn'));
    const scoreTable = ruter.ok ? ruter.value.file.games[0]?.tags.find((t) => t.name === 'ScoreTable')?.table : undefined;
    expect(scoreTable?.columns.length).toBeGreaterThan(5);
    expect(scoreTable?.rows.every((r) => r.length === scoreTable.columns.length)).toBe(true);
    const ben = parsePbn(fixture('pbn/ben-daylong.pbn'));
    const notes = ben.ok ? ben.value.file.games[0]?.tags.find((t) => t.auction)?.auction?.notes : undefined;
    expect(notes?.length).toBe(6);
  });
});

describe('real LIN files', () => {
  test.each(fixtureNames('lin', '.lin').map((f) => `lin/${f}`))('%s', (name) => {
    const r = parseLin(fixture(name), { file: name });
    expect(r.ok ? '' : r.error.message).toBe('');
    expect(r.ok && r.value.boards.every((b) => b.deal !== null)).toBe(true);
  });
});
