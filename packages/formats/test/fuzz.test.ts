// Bad input never throws, never hangs and is never accepted: every reader, over the whole code-unit
// range, arbitrary bytes and mutations of the real files, each input within a time bound kept by the
// harness (`fuzz/bounded.ts`: the reader runs in a worker, an input that overruns fails with the
// input printed). What fuzzing found is kept below as named regression tests.
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { parseLin, parsePbn, readPbn, verifyPbnText } from '../src/index.js';
import { BoundedReaders } from './fuzz/bounded.js';
import type { ReaderName } from './fuzz/checks.js';
import { anyBytes, anyText, LIN_SEEDS, mutated, PBN_SEEDS, RESULTS_SEEDS, utf16File } from './fuzz/inputs.js';

const readers = new BoundedReaders();
afterAll(() => readers.close());

/** Each input through the reader in the worker; the first failure stops the run (no shrinking of a hang). */
async function fuzz(reader: ReaderName, inputs: fc.Arbitrary<string>, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      expect(await readers.check(reader, input)).toBeNull();
    }),
    { numRuns, endOnFailure: true },
  );
}

describe('fuzzing every reader, each input within the time bound', () => {
  test('PBN: any UTF-16 code units (lone surrogates, NUL, C0 controls, U+FFFD) and PBN syntax', () => fuzz('pbn', anyText('pbn'), 250), 60_000);
  test('PBN: mutated real files (lines, tokens, control characters, truncation)', () => fuzz('pbn', mutated(PBN_SEEDS, 'pbn'), 120), 60_000);
  test('PBN verifier: any text and mutated real files', () => fuzz('verify', fc.oneof(anyText('pbn'), mutated(PBN_SEEDS, 'pbn')), 100), 60_000);
  test('PBN results: any text and mutated results files', () => fuzz('results', fc.oneof(anyText('pbn'), mutated(RESULTS_SEEDS, 'pbn')), 80), 60_000);
  test('LIN: any code units and LIN syntax, and mutated real files', () => fuzz('lin', fc.oneof(anyText('lin'), mutated(LIN_SEEDS, 'lin')), 250), 60_000);
  test('bytes: arbitrary bytes and UTF-16 files, decoded as the CLI does, as UTF-8 and as UTF-16', () => fuzz('bytes', fc.oneof(anyBytes, utf16File), 60), 60_000);

  test('large inputs finish in time: a long line, many notes, many games, a file repeated with control characters', async () => {
    const seed = PBN_SEEDS[1] as string;
    const big = [
      `[Event "${'x'.repeat(300_000)}"]\n`,
      `[Auction "N"]\n1C =1= Pass\n${Array.from({ length: 10_000 }, (_, k) => `[Note "${k + 1}:x"]`).join('\n')}`,
      Array.from({ length: 8 }, () => seed).join('\n\n'),
      Array.from({ length: 8 }, () => seed).join('\n\u0001\n'),
      '\u0000'.repeat(200_000),
      '['.repeat(50_000),
      '{'.repeat(50_000),
      // Long runs inside values whose syntax is checked (regular expressions must not backtrack over them).
      ...['Score', 'ScoreIMP', 'ScorePercentage', 'ScoreRubber', 'OptimumScore', 'Round', 'Date', 'Contract', 'Result', 'Deal', 'ScoreRubberHistory'].map((tag) => `[${tag} "1${' /'.repeat(20_000)}${' '.repeat(40_000)}x"]\n`),
    ];
    for (const input of big) for (const reader of ['pbn', 'verify'] as const) expect(await readers.check(reader, input)).toBeNull();
    expect(await readers.check('lin', `${'pc|SA|'.repeat(50_000)}${'|'.repeat(100_000)}`)).toBeNull();
  }, 110_000);
});

describe('regressions found by fuzzing', () => {
  // Each is first run under the clock (it used to hang), then its outcome is asserted here.
  async function inTime(reader: ReaderName, text: string): Promise<void> {
    expect(await readers.check(reader, text)).toBeNull();
  }

  test('issue 30: a 0x01 byte after a tag no longer spins forever; it is an error at its line and column', async () => {
    const text = '[Event "x"]\u0001\n[Board "1"]\n';
    await inTime('pbn', text);
    const r = parsePbn(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.diagnostics.find((d) => d.code === 'control-character')).toMatchObject({ severity: 'error', line: 1, column: 12 });
  }, 60_000);

  test('issue 30: a form feed between two tags is an error, and both tags are still read', async () => {
    const text = '[Event "x"]\n\f[Site "y"]\n';
    await inTime('pbn', text);
    const r = readPbn(text);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['control-character', 2, 1]]);
    expect(r.file.games[0]?.values).toEqual({ Event: 'x', Site: 'y' });
  }, 60_000);

  test('issue 30: a PBN file saved as UTF-16 and read as bytes is refused with a hint, not read as a game', async () => {
    const utf16 = '\u00ff\u00fe[\u0000E\u0000v\u0000e\u0000n\u0000t\u0000 \u0000"\u0000x\u0000"\u0000]\u0000\r\u0000\n\u0000';
    await inTime('bytes', utf16);
    const r = parsePbn(utf16);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.diagnostics.find((d) => d.code === 'control-character')?.message).toMatch(/NUL: is the file UTF-16/);
  }, 60_000);

  test('issue 30: NUL, 0x1B and 0x1F inside a string, a comment and a word each give an error on their line', async () => {
    const text = '[Event "a\u0000b"]\n{c\u001bd}\n[Site "s"]\nx\u001fy\n';
    await inTime('pbn', text);
    const lines = readPbn(text).diagnostics.filter((d) => d.code === 'control-character').map((d) => d.line);
    expect(lines).toEqual([1, 2, 4]);
    expect(verifyPbnText(text).errors.some((d) => d.code === 'control-character')).toBe(true);
  }, 60_000);

  test('fuzzing found: a control character in a ; comment or a % escape line was accepted; now an error there', async () => {
    const text = '% PBN (c) 2021 \u001crpbridge.net\n[Event "x"]\n[Site "y"] ; a \u0002 comment\n';
    await inTime('pbn', text);
    const r = parsePbn(text);
    expect(r.ok ? [] : r.error.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['control-character', 1, 16], ['control-character', 3, 16]]);
  }, 60_000);

  test('fuzzing found: 80,000 spaces in a Score value took 17 s (a regular expression tried every start in the run); now linear', async () => {
    const text = `[Score "${' '.repeat(80_000)}x"]\n[ScoreIMP "1${' '.repeat(80_000)}x"]\n`;
    await inTime('verify', text);
    const r = readPbn(text, { strict: true });
    expect(r.diagnostics.filter((d) => d.code === 'bad-tag-value').map((d) => [d.line, d.tag])).toEqual([[1, 'Score'], [2, 'ScoreIMP']]);
  }, 60_000);

  test('10,000 notes in one auction are read in linear time (a duplicate note was looked for by a search of all notes)', async () => {
    const text = `[Auction "N"]\n1C =1= Pass\n${Array.from({ length: 10_000 }, (_, k) => `[Note "${k + 1}:x"]`).join('\n')}\n[Note "7:again"]\n`;
    await inTime('pbn', text);
    const r = readPbn(text);
    expect(r.diagnostics.filter((d) => d.code === 'duplicate-note').map((d) => d.line)).toEqual([10_003]);
  }, 60_000);

  test('LIN: a control character is an error at its place, not a LIN command', async () => {
    const text = 'pn|a,b,c,d|\u0000md|3SAKQJT98765432,,,|';
    await inTime('lin', text);
    const r = parseLin(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.diagnostics.some((d) => d.line === 1)).toBe(true);
  }, 60_000);
});
