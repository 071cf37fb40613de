// Reading a session file's text: every byte sequence is a session or a refusal with line and column, in one pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { BoundedWorker } from '@bridge-laws/config/bounded-worker';
import { readSession, writeSession } from '@bridge-laws/session';
import { jsonSyntaxProblem, readJsonText } from '../src/json-text.js';

const text = readFileSync(join(import.meta.dirname, 'fixtures', 'club-pairs.session.json'), 'utf8');

describe('readSession: syntax errors name line and column', () => {
  test('a missing comma', () => {
    const r = readSession('{\n  "format": "x"\n  "version": 1\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'invalid-json', message: 'line 3, column 3: not JSON: expected "," or "}", found """' });
  });

  test('a truncated file, a trailing comma, a control character in a string', () => {
    const cut = readSession(text.slice(0, 200));
    expect(!cut.ok && cut.error.message).toMatch(/^line \d+, column \d+: not JSON: /);
    const trailing = readSession('{"a": [1, 2,]}');
    expect(!trailing.ok && trailing.error.message).toBe('line 1, column 13: not JSON: expected a value, found "]"');
    const control = readSession('{"a": "x\u0001y"}');
    expect(!control.ok && control.error.message).toBe('line 1, column 9: not JSON: control character 0x01 inside a string (write it escaped)');
  });

  test('a BOM is skipped; an empty file is refused', () => {
    expect(readSession(`\uFEFF${text}`).ok).toBe(true);
    const empty = readSession('');
    expect(!empty.ok && empty.error.message).toBe('line 1, column 1: not JSON: unexpected end of the file');
  });

  test('nesting deeper than 64 levels is refused where it happens (no stack overflow when written back)', () => {
    const deep = readSession(`{"facts": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(!deep.ok && deep.error.message).toBe('line 1, column 74: not JSON: nested more than 64 levels deep');
  });

  test('the real session still reads and writes back the same', () => {
    const r = readSession(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(readSession(writeSession(r.value)).ok).toBe(true);
  });
});

// Each fuzz input is read in a worker thread under the shared clock: a hang guard, not a speed measurement.
const readers = new BoundedWorker(new URL('./fuzz/entry.mjs', import.meta.url));
afterAll(() => readers.close());
const JSON_ALPHABET = fc.constantFrom(...'{}[]",:0123456789-+.eEtrufalsn \n\t\\u'.split(''), '"a"', 'true', 'null', '1.5e3');

describe('fuzzing the session reader over the whole byte range', () => {
  test('the syntax check agrees with JSON.parse on every text', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: JSON_ALPHABET, maxLength: 80 }), fc.json(), fc.string({ unit: 'binary', maxLength: 60 })), (t) => {
      let parses = true;
      try {
        JSON.parse(t);
      } catch {
        parses = false;
      }
      expect(jsonSyntaxProblem(t, 1000) === null).toBe(parses);
    }), { numRuns: 3000 });
  });

  test('any bytes (as Latin-1 text) and mutated session files: a session or a refusal with line and column, in time', async () => {
    const mutated = fc.array(fc.tuple(fc.nat(), fc.nat({ max: 30 }), fc.string({ unit: JSON_ALPHABET, maxLength: 5 })), { minLength: 1, maxLength: 6 })
      .map((edits) => edits.reduce((t, [p, del, ins]) => {
        const at = p % (t.length + 1);
        return t.slice(0, at) + ins + t.slice(at + del);
      }, text));
    const anyBytes = fc.uint8Array({ maxLength: 3000 }).map((b) => String.fromCharCode(...b));
    await fc.assert(fc.asyncProperty(fc.oneof(mutated, anyBytes), async (t) => {
      expect(await readers.check({ input: t }, t)).toBeNull();
    }), { numRuns: 800 });
  }, 120_000);

  test('every line and column given points into the text', () => {
    fc.assert(fc.property(fc.string({ unit: JSON_ALPHABET, maxLength: 200 }), (t) => {
      const r = readJsonText(t);
      if (r.ok) return;
      const lines = t.split('\n');
      expect(r.error.line).toBeLessThanOrEqual(lines.length);
      expect(r.error.column).toBeLessThanOrEqual((lines[r.error.line - 1]?.length ?? 0) + 1);
    }), { numRuns: 1000 });
  });
});
