// Case files as text: every byte sequence ends in a case or a failure naming file, line and column — in one pass.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_CASE_DEPTH, checkCaseText, formatCheck, nestingProblem, readCaseData } from '@bridge-laws/table';

const GOOD = `id: good
board: 1
events:
  - {by: N, call: 1S}
  - {by: E, call: 1H}
  - expect: {pending: {by: S, options: [accept, reject]}, laws: ["27A1"]}
`;

describe('checkCaseText', () => {
  test('a good case runs and passes', () => {
    const r = checkCaseText(GOOD, 'good.case.yaml');
    expect(r).toMatchObject({ id: 'good', passed: true, failure: null });
    expect(formatCheck([r])).toEqual(['PASS good', '1 passed, 0 failed']);
  });

  test('a YAML error names the file, line and column', () => {
    const r = checkCaseText('id: x\nboard: 1\nevents: [\n  {by: N, call: 1S\n', 'x.case.yaml');
    expect(r.passed).toBe(false);
    expect(r.failure).toMatch(/^x\.case\.yaml:\d+:\d+: not valid YAML or JSON: /);
  });

  test('a duplicate key is refused with its line, not taken silently', () => {
    expect(checkCaseText('id: a\nboard: 1\nboard: 2\n', 'd.case.yaml').failure).toMatch(/^d\.case\.yaml:3:1: not valid YAML or JSON: Map keys must be unique/);
  });

  test('an unknown tag is refused with its line (no YAMLWarning on stderr)', () => {
    const r = readCaseData('id: a\nboard: !weird 1\n', 't.case.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^t\.case\.yaml:2:\d+: not valid YAML or JSON: .*tag/i);
  });

  test('a schema problem names the field', () => {
    expect(checkCaseText(JSON.stringify({ id: 'b', board: 1, events: [{ by: 'Q', call: 'P' }] }), 'b.case.json').failure).toMatch(/^b\.case\.json: event 0, field by: /);
  });

  test('an alias bomb is refused, not expanded', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`)].join('\n');
    const r = readCaseData(bomb, 'bomb.case.yaml');
    expect(r.ok).toBe(false);
  });
});

describe('nesting is bounded before the YAML reader sees it (no stack overflow)', () => {
  test("100 000 open brackets: refused at the bracket past the limit (the line itself is the first level)", () => {
    const r = checkCaseText('['.repeat(100_000), 'deep.case.json');
    expect(r.failure).toBe(`deep.case.json:1:${MAX_CASE_DEPTH}: nested more than ${MAX_CASE_DEPTH} levels deep; a case file is not`);
  });

  test('closed brackets and JSON objects nested deep are refused the same way', () => {
    expect(checkCaseText(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, 'o.case.json').failure).toMatch(/^o\.case\.json:1:\d+: nested more than 64/);
    expect(checkCaseText(`${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'c.case.json').failure).toMatch(/nested more than 64/);
  });

  test('block nesting by indentation and by compact "- - -" entries is counted', () => {
    const indented = Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}a${i}:`).join('\n');
    expect(nestingProblem(indented)).toEqual({ line: MAX_CASE_DEPTH + 1, column: MAX_CASE_DEPTH + 1 });
    expect(nestingProblem(`${'- '.repeat(10_000)}x`)).not.toBeNull();
  });

  test('brackets inside quotes and comments do not count; real case files are far from the limit', () => {
    expect(nestingProblem(`note: "${'['.repeat(500)}"\n# ${'{'.repeat(500)}\nx: '${'['.repeat(500)}'`)).toBeNull();
    expect(nestingProblem(GOOD)).toBeNull();
  });
});

/** Bytes of any value, read as a case file's text the way a file is (Latin-1 keeps one character per byte). */
const anyBytes = fc.uint8Array({ maxLength: 2000 }).map((b) => String.fromCharCode(...b));
const CASE_ALPHABET = fc.constantFrom(...'-:[]{}"\'#&*!|>?,\n \t01NESWPXHSCD'.split(''), 'events:\n', '  - ', 'expect: ', 'board: 1\n', 'by: N', 'call: 1S');
/** Structure-aware: a real case with characters cut, doubled or inserted. */
const mutatedCase = fc.array(fc.tuple(fc.nat(), fc.nat({ max: 20 }), fc.string({ unit: CASE_ALPHABET, maxLength: 8 })), { minLength: 1, maxLength: 6 })
  .map((edits) => edits.reduce((t, [p, del, ins]) => {
    const at = p % (t.length + 1);
    return t.slice(0, at) + ins + t.slice(at + del);
  }, GOOD));

// A hang guard, not a speed measurement: no input of a few kilobytes may take a second.
const BOUND_MS = 1000;

function checkedInTime(text: string) {
  const start = performance.now();
  const r = checkCaseText(text, 'f.case.yaml');
  expect(performance.now() - start).toBeLessThan(BOUND_MS);
  return r;
}

describe('fuzzing case files over the whole byte range', () => {
  test('any bytes: a result, and a failure names the file (and a line and column when the YAML is bad)', () => {
    fc.assert(fc.property(anyBytes, (text) => {
      const r = checkCaseText(text, 'f.case.yaml');
      if (!r.passed) {
        expect(r.failure).toMatch(/^f\.case\.yaml(:\d+:\d+)?: |^(event|setup|regulation|board)/);
        expect(r.failure).not.toMatch(/Maximum call stack|RangeError|TypeError/);
      }
    }), { numRuns: 600 });
  }, 60_000);

  test('mutated real cases and deep nests terminate within the bound', () => {
    fc.assert(fc.property(fc.oneof(mutatedCase, fc.string({ unit: CASE_ALPHABET, maxLength: 3000 })), (text) => {
      const r = checkedInTime(text);
      expect(typeof r.passed).toBe('boolean');
      if (r.run === null) expect(r.failure).toMatch(/^f\.case\.yaml/);
    }), { numRuns: 600 });
  }, 60_000);
});
