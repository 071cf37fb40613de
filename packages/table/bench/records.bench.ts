// Converting recorded boards (LIN files) to cases, as `casesFromText` does for real records: time per file.
// Usage: tsx bench/records.bench.ts [file.lin …] (without arguments, the test fixtures).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { casesFromText } from '../src/index.js';

const fixtures = join(import.meta.dirname, '..', 'test', 'fixtures');
const files = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(fixtures).filter((f) => f.endsWith('.lin')).map((f) => join(fixtures, f));
const times: number[] = [];
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const start = performance.now();
  casesFromText(text, 'lin', 'bench');
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(0);
const total = times.reduce((a, b) => a + b, 0).toFixed(0);
console.log(`LIN records to cases, ${times.length} files: total ${total} ms, median ${at(0.5)} ms, worst ${at(1)} ms`);
