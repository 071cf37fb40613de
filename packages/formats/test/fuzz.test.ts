// Bad input never throws and never hangs: every failure is a typed finding with a position.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { convertText, parseLin, parsePbn, readLin, readPbn, verifyPbn, writePbn } from '../src/index.js';
import type { Diagnostic } from '../src/index.js';
import { fixture, latin1Fixture } from './helpers.js';

function wellPlaced(ds: readonly Diagnostic[], text: string): boolean {
  const lines = text.split('\n').length;
  return ds.every((d) => d.line >= 1 && d.line <= lines + 1 && d.column >= 1 && d.message.length > 0 && d.code.length > 0);
}

const PBN_SEEDS = [latin1Fixture('reference/correct_20.pbn'), fixture('pbn/ben-daylong.pbn'), fixture('pbn/2015-06-17spiren.pbn')];
const LIN_SEEDS = [fixture('lin/usbf_sf_14502.lin').slice(0, 6000), fixture('lin/3381671193.lin')];
const PBN_ALPHABET = fc.constantFrom(...'[]{}"\\;%#^=$!?*+-: \t\n\rNESWAKQJT98765432CDHXP'.split(''), '[Auction "N"]\n', '[Play "W"]\n', '[Note "1:x"]', '[ScoreTable "A;B\\3"]\n', '\n\n');

/** Mutations of a real file: cut, duplicate, delete or insert characters at random places. */
const mutated = (seeds: readonly string[], alphabet: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom(...seeds), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 40 }), fc.string({ unit: alphabet, maxLength: 6 })), { minLength: 1, maxLength: 8 }))
    .map(([seed, edits]) => edits.reduce((t, [at, del, ins]) => {
      const p = at % (t.length + 1);
      return t.slice(0, p) + ins + t.slice(p + del);
    }, seed));

describe('fuzzing the readers', () => {
  test('PBN: arbitrary strings', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: PBN_ALPHABET, maxLength: 120 })), (text) => {
      const r = readPbn(text);
      expect(wellPlaced(r.diagnostics, text)).toBe(true);
      const v = verifyPbn(text);
      expect(v.games.length).toBe(r.file.games.length);
      const p = parsePbn(text);
      if (p.ok) expect(parsePbn(writePbn(p.value.file)).ok).toBe(true);
    }), { numRuns: 400 });
  }, 60_000);

  test('PBN: mutated real files', () => {
    fc.assert(fc.property(mutated(PBN_SEEDS, PBN_ALPHABET), (text) => {
      const r = readPbn(text, { strict: true });
      expect(wellPlaced(r.diagnostics, text)).toBe(true);
      const p = parsePbn(text);
      if (!p.ok) expect(p.error.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    }), { numRuns: 30 });
  }, 60_000);

  test('LIN: arbitrary strings and mutated real files', () => {
    const linAlphabet = fc.constantFrom(...'|,!pdr1234567cdhsnSHDCAKQJT98x'.split(''), 'mb|', 'pc|', 'md|', 'qx|o1|', 'mc|', 'an|', '\n');
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: linAlphabet, maxLength: 100 }), mutated(LIN_SEEDS, linAlphabet)), (text) => {
      const r = readLin(text);
      expect(wellPlaced(r.diagnostics, text)).toBe(true);
      const p = parseLin(text);
      if (p.ok) {
        const c = convertText(text, 'lin', 'pbn');
        if (!c.ok) expect(c.error.message.length).toBeGreaterThan(0);
      }
    }), { numRuns: 300 });
  }, 60_000);
});
