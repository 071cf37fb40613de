// Fuzzing the travellers CSV and the score CSV readers over the whole UTF-16 range and over mutations of
// real travellers: every input finishes within the bound (measured in a worker thread, so that a reader
// stuck in a loop fails the test instead of hanging it) and every refusal names a line of the text.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { BoundedWorker } from '@bridge-laws/config/bounded-worker';

// One input is read ten times (three events by three movements, and the score CSV): the bound covers all ten.
const readers = new BoundedWorker(new URL('./fuzz/entry.mjs', import.meta.url), { boundMs: 5000 });
afterAll(() => readers.close());

async function fuzz(inputs: fc.Arbitrary<string>, numRuns: number): Promise<void> {
  await fc.assert(fc.asyncProperty(inputs, async (input) => {
    expect(await readers.check({ input }, input)).toBeNull();
  }), { numRuns, endOnFailure: true });
}

const SEEDS = [
  readFileSync(new URL('./fixtures/law77-table.csv', import.meta.url), 'utf8').split('\n').slice(0, 40).join('\n'),
  'board,ns,ew,contract,declarer,tricks,switched\n1,1,1,4S,N,10,\n1,2,2,4S,N,9,\n2,1,2,3NT,S,9,yes\n2,2,1,3NT,S,8,yes\n',
  'round,board,ns,ew,contract,declarer,result\n1,1,Lions,Tigers,4S,N,=\n1,1,Tigers,Lions,4S,N,-1\n',
  'board,north,south,east,west,contract,declarer,result\n1,1,2,3,4,3NT,N,+1\n1,5,6,7,8,A60-40,,\n',
  // A weighted line (12C1(c)): the scores and their weights are read too.
  'board,ns,ew,contract,declarer,tricks,score\n2,1,2,W,,,620@60;-100@40\n2,3,4,3NT,N,9,\n1,1,4,4S,N,10,\n',
];

/** Any UTF-16 code units: lone surrogates, NUL and the other C0 controls, U+FFFD, quotes and commas. */
const anyText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 400 }),
  fc.string({ unit: fc.constantFrom(',', '"', '\n', '\r', '\0', '\u0001', '\f', 'A', '4', 'S', 'N', 'X', '=', '-', '+', '\ufffd', '\ud800'), maxLength: 400 }),
);

/** Real travellers with lines deleted, duplicated or swapped, bytes injected and the text cut short. */
const mutated = fc.tuple(fc.constantFrom(...SEEDS), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 0xffff })), { maxLength: 8 }), fc.nat()).map(([seed, edits, cut]) => {
  const lines = seed.split('\n');
  for (const [a, b, code] of edits) {
    const i = a % lines.length;
    const j = b % lines.length;
    switch (code % 5) {
      case 0: lines.splice(i, 1); break;
      case 1: lines.splice(i, 0, lines[j] ?? ''); break;
      case 2: [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? '']; break;
      case 3: lines[i] = `${(lines[i] ?? '').slice(0, b % 20)}${String.fromCharCode(code)}${(lines[i] ?? '').slice(b % 20)}`; break;
      default: lines[i] = (lines[i] ?? '').replaceAll(',', code % 2 === 0 ? ',,' : '"');
    }
    if (lines.length === 0) lines.push('');
  }
  const text = lines.join('\n');
  return text.slice(0, text.length - (cut % Math.max(1, Math.floor(text.length / 4))));
});

describe('fuzzing the CSV readers, each input within the time bound', () => {
  test('travellers and score CSV: any UTF-16 code units', () => fuzz(anyText, 200), 120_000);
  test('travellers and score CSV: mutated real travellers', () => fuzz(mutated, 200), 120_000);
  test('long inputs finish: a 300,000-character field, 2,000 lines of one result, 50,000 quotes', async () => {
    for (const input of ['board,ns,ew,contract\n1,1,1,' + '4'.repeat(300_000), 'board,ns,ew,contract,declarer,tricks\n' + '1,1,2,4S,N,10\n'.repeat(2_000), '"'.repeat(50_000)]) {
      expect(await readers.check({ input }, input)).toBeNull();
    }
  }, 120_000);
});
