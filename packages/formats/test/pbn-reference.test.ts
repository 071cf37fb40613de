// The PBN Verifier's own test files must get the verdicts they were written for.
import { describe, expect, test } from 'vitest';
import { readPbn, verifyPbn, verifyPbnText } from '../src/index.js';
import type { PbnVersion } from '../src/index.js';
import { latin1Fixture } from './helpers.js';

const CORRECT: readonly [string, PbnVersion][] = [['correct_10.pbn', '1.0'], ['correct_20.pbn', '2.0'], ['correct_21.pbn', '2.1']];
const ERRORS: readonly [string, PbnVersion][] = [['errors_10.pbn', '1.0'], ['errors_20.pbn', '2.0'], ['errors_21.pbn', '2.1']];

/** Line ranges of the `% ==== game N ====` sections the test files are divided into. */
function markedGames(text: string): { game: number; from: number; to: number }[] {
  const starts: number[] = [];
  text.split('\n').forEach((l, i) => {
    if (/^% =+ game \d+ =+/.test(l)) starts.push(i + 1);
  });
  return starts.map((from, k) => ({ game: k + 1, from, to: starts[k + 1] ?? Number.MAX_SAFE_INTEGER }));
}

describe('PBN Verifier reference files', () => {
  test.each(CORRECT)('%s (PBN %s): no errors in any game', (file, version) => {
    const v = verifyPbn(latin1Fixture(`reference/${file}`), { file, version });
    expect(v.games.length).toBeGreaterThan(0);
    expect(v.games.flatMap((g) => g.errors.map((e) => `${e.line}: ${e.message}`))).toEqual([]);
    expect(v.other).toEqual([]);
  });

  // Games without an error: errors_10 game 61 (Result 13 is still possible after 6 tricks and `*`;
  // the file gives no % comment for it) and errors_20 game 20 (its `}` closes the `{` opened in
  // game 19, so the game's text is inside a comment, as §3.8 says).
  const EXPECTED_CLEAN: Readonly<Record<string, readonly number[]>> = { 'errors_10.pbn': [61], 'errors_20.pbn': [20], 'errors_21.pbn': [] };

  test.each(ERRORS)('%s (PBN %s): every marked game reports its error', (file, version) => {
    const text = latin1Fixture(`reference/${file}`);
    const r = readPbn(text, { file, version, strict: true });
    const clean = markedGames(text)
      .filter((g) => !r.diagnostics.some((d) => d.severity === 'error' && d.line >= g.from && d.line < g.to))
      .map((g) => g.game);
    expect(clean).toEqual(EXPECTED_CLEAN[file]);
  });

  test('errors_10: the % comments name what is found', () => {
    const r = readPbn(latin1Fixture('reference/errors_10.pbn'), { version: '1.0', strict: true });
    const codes = new Set(r.diagnostics.map((d) => d.code));
    for (const code of [
      'unknown-tag', 'bad-tag', 'tab-in-string', 'bad-tag-value', 'bad-deal', 'text-outside-tag', 'auction-without-dealer',
      'play-without-deal', 'play-without-declarer', 'play-without-contract', 'duplicate-tag', 'auction-start', 'bad-call',
      'insufficient-bid', 'bad-double', 'bad-redouble', 'double-suffix', 'double-nag', 'bad-nag', 'bad-note', 'double-note',
      'missing-note', 'unused-note', 'declarer-mismatch', 'contract-mismatch', 'revoke', 'card-not-held', 'bad-card',
      'bad-irregularity', 'result-without-contract', 'result-mismatch', 'bad-inheritance', 'line-too-long', 'bad-character',
    ]) expect(codes, code).toContain(code);
  });

  test('errors_20: + markers, column widths, table data and order, rubber vulnerability', () => {
    const r = readPbn(latin1Fixture('reference/errors_20.pbn'), { version: '2.0', strict: true });
    const codes = new Set(r.diagnostics.map((d) => d.code));
    for (const code of ['double-plus', 'after-plus', 'bad-column', 'comment-in-section', 'bad-section-token', 'missing-table-elements', 'table-order', 'rubber-vulnerability']) {
      expect(codes, code).toContain(code);
    }
  });

  test('a verdict names file, line, column, game and tag', () => {
    const v = verifyPbn('[Event "x"]\n[Dealer "Black"]\n', { file: 'f.pbn' });
    expect(v.games[0]?.errors[0]).toMatchObject({ file: 'f.pbn', line: 2, column: 1, game: 1, tag: 'Dealer', severity: 'error', code: 'bad-tag-value' });
  });

  test.each(CORRECT)('verifyPbnText %s (PBN %s): no error, no warning, the version checked', (file, version) => {
    const v = verifyPbnText(latin1Fixture(`reference/${file}`), { file, version });
    expect([v.version, v.errors, v.warnings]).toEqual([version, [], []]);
    expect(v.games).toBeGreaterThan(0);
  });

  test('verifyPbnText: the version is the file\'s % PBN line unless one is given; a PBN 2.0 tag in a 1.0 file is a warning', () => {
    const text = '% PBN 1.0\n[Event "x"]\n[PairNS "7"]\n';
    const own = verifyPbnText(text);
    expect(own.version).toBe('1.0');
    expect(own.warnings.map((d) => [d.code, d.line, d.message])).toEqual([['unknown-tag', 3, 'tag PairNS is not defined by PBN 1.0']]);
    expect(verifyPbnText(text, { version: '2.1' }).warnings).toEqual([]);
  });

  test.each(ERRORS)('verifyPbnText %s (PBN %s): every marked game has a finding on its lines; unknown tags are warnings (§4.9)', (file, version) => {
    const text = latin1Fixture(`reference/${file}`);
    const v = verifyPbnText(text, { file, version });
    const all = [...v.errors, ...v.warnings];
    const clean = markedGames(text).filter((g) => !all.some((d) => d.line >= g.from && d.line < g.to)).map((g) => g.game);
    expect(clean).toEqual(EXPECTED_CLEAN[file]);
    expect(v.warnings.every((d) => d.code === 'unknown-tag' && d.severity === 'warning')).toBe(true);
    expect(v.errors.every((d) => d.severity === 'error' && d.line >= 1 && d.column >= 1)).toBe(true);
  });
});
