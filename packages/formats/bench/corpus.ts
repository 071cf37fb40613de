// Read every PBN and LIN file under a directory and report parsed / warned / failed counts.
// Usage: tsx bench/corpus.ts DIR [--verbose]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, formatDiagnostic, parseLin, parsePbn } from '../src/index.js';

const dir = process.argv[2];
const verbose = process.argv.includes('--verbose');
if (dir === undefined) {
  console.error('usage: tsx bench/corpus.ts DIR [--verbose]');
  process.exit(2);
}

function* walk(d: string): Generator<string> {
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** PBN by extension, or by content for files without one (`[Event` near the start). */
function kindOf(path: string, text: string): 'pbn' | 'lin' | null {
  if (/\.pbn$/i.test(path)) return 'pbn';
  if (/\.lin$/i.test(path)) return 'lin';
  if (/\/[^/.]+$/.test(path)) return /^\s*(%.*\n\s*)*\[[A-Za-z]+\s+"/m.test(text.slice(0, 4000)) ? 'pbn' : null;
  return null;
}

let parsed = 0, warned = 0, failed = 0, games = 0;
const codes = new Map<string, number>();
for (const path of walk(dir)) {
  const text = decodeText(readFileSync(path));
  const kind = kindOf(path, text);
  if (kind === null) continue;
  const r = kind === 'pbn' ? parsePbn(text, { file: path }) : parseLin(text, { file: path });
  if (!r.ok) {
    failed++;
    console.log(`FAIL ${r.error.message}`);
    if (verbose) for (const d of r.error.diagnostics.slice(0, 20)) console.log(`   ${formatDiagnostic(d)}`);
    continue;
  }
  parsed++;
  games += 'games' in r.value.file ? r.value.file.games.length : r.value.file.boards.length;
  if (r.value.warnings.length > 0) warned++;
  for (const w of r.value.warnings) codes.set(w.code, (codes.get(w.code) ?? 0) + 1);
  if (verbose) for (const w of r.value.warnings.slice(0, 5)) console.log(`   ${formatDiagnostic(w)}`);
}
console.log(`${parsed + failed} files: ${parsed} parsed (${warned} with warnings), ${failed} failed; ${games} games/boards`);
console.log(`warnings by code: ${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')}`);
