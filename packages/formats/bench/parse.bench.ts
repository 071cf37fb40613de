// PBN and LIN reading speed in boards per second, over a corpus directory (default: the test fixtures).
// Usage: tsx bench/parse.bench.ts [DIR]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { measure, report } from '@bridge-laws/config/bench';
import { decodeText, readLin, readPbn, verifyPbn, writePbn } from '@bridge-laws/formats';

const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'test', 'fixtures');

function* walk(d: string): Generator<string> {
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

const pbn: string[] = [];
const lin: string[] = [];
for (const p of walk(dir)) {
  if (/\.pbn$/i.test(p)) pbn.push(decodeText(readFileSync(p)));
  else if (/\.lin$/i.test(p)) lin.push(decodeText(readFileSync(p)));
}
const pbnGames = pbn.reduce((n, t) => n + readPbn(t).file.games.length, 0);
const played = pbn.filter((t) => readPbn(t).file.games.filter((g) => g.tags.some((x) => x.auction) && g.tags.some((x) => x.play)).length > 0.9 * readPbn(t).file.games.length && t.length > 100_000);
const playedGames = played.reduce((n, t) => n + readPbn(t).file.games.length, 0);
const linBoards = lin.reduce((n, t) => n + readLin(t).file.boards.length, 0);
const pbnBytes = pbn.reduce((n, t) => n + t.length, 0);
console.log(`corpus ${dir}: ${pbn.length} PBN files (${pbnGames} games, ${(pbnBytes / 1e6).toFixed(1)} MB), ${lin.length} LIN files (${linBoards} boards)`);

const perBoard = (files: readonly string[], boards: number, read: (t: string) => unknown) => {
  const r = measure('', () => {
    for (const t of files) read(t);
  }, { seconds: 2, batch: 1 });
  return { ...r, opsPerSecond: r.opsPerSecond * boards };
};

if (played.length > 0) {
  report({ ...perBoard(played, playedGames, (t) => readPbn(t)), name: `PBN read, games with auction+play (${playedGames})` }, 'boards', 50_000);
}
report({ ...perBoard(pbn, pbnGames, (t) => readPbn(t)), name: `PBN read, whole corpus (${pbnGames})` }, 'boards');
report({ ...perBoard(pbn, pbnGames, (t) => verifyPbn(t)), name: 'PBN verify (strict, with consistency)' }, 'boards');
const files = pbn.map((t) => readPbn(t).file);
report({ ...perBoard(files as unknown as string[], pbnGames, (f) => writePbn(f as never)), name: 'PBN write (export format)' }, 'boards');
if (lin.length > 0) report({ ...perBoard(lin, linBoards, (t) => readLin(t)), name: `LIN read (${linBoards})` }, 'boards');
