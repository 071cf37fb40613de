// PBN and LIN reading and writing speed in boards per second, over a corpus directory (default: the test fixtures).
// Usage: tsx bench/parse.bench.ts [DIR]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { measure, report } from '@bridge-laws/config/bench';
import { decodeText, pbnToLin, readLin, readPbn, verifyPbn, writeLin, writePbn } from '@bridge-laws/formats';

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

// Boards per second of wall time, and per second of this process's CPU time (with the CPU time one
// board takes): on a shared machine the CPU figures are the ones that do not depend on what else is
// running. Each figure is the best of ROUNDS runs of 2 seconds, after a warm-up.
const ROUNDS = 3;
const perBoard = <T>(files: readonly T[], boards: number, read: (t: T) => unknown) => {
  const all = () => {
    for (const t of files) read(t);
  };
  for (let k = 0; k < 3; k++) all();
  let best = { opsPerSecond: 0, operations: 0, seconds: 0, cpuRate: 0 };
  for (let k = 0; k < ROUNDS; k++) {
    const cpu = process.cpuUsage();
    const r = measure('', all, { seconds: 2, batch: 1 });
    const used = process.cpuUsage(cpu);
    // The CPU time includes measure's one warm-up run.
    const cpuRate = ((r.operations + 1) * boards) / ((used.user + used.system) / 1e6);
    best = { ...r, opsPerSecond: Math.max(best.opsPerSecond, r.opsPerSecond * boards), cpuRate: Math.max(best.cpuRate, cpuRate) };
  }
  return best;
};
const show = (r: ReturnType<typeof perBoard>, name: string, goal?: number): void => {
  report({ ...r, name }, 'boards', goal);
  const met = goal === undefined ? '' : `  goal ≥ ${goal.toLocaleString('en-US')} ${r.cpuRate >= goal ? 'met' : 'NOT met'}`;
  console.log(`${''.padEnd(40)} ${Math.round(r.cpuRate).toLocaleString('en-US').padStart(14)} boards per CPU-second (${(1e6 / r.cpuRate).toFixed(1)} µs CPU a board)${met}`);
};
const everyTrick = (text: string): number => {
  let cards = 0;
  for (const g of readPbn(text).file.games) for (const t of g.tags) for (const trick of t.play?.tricks ?? []) cards += trick.length;
  return cards;
};

console.log(`best of ${ROUNDS} runs of 2 s each`);
if (played.length > 0) {
  show(perBoard(played, playedGames, (t) => readPbn(t)), `PBN read, games with auction+play (${playedGames})`, 50_000);
  // The tricks of a play section are made when first asked for: this line asks for all of them.
  show(perBoard(played, playedGames, everyTrick), '  the same, then every trick');
}
show(perBoard(pbn, pbnGames, (t) => readPbn(t)), `PBN read, whole corpus (${pbnGames})`);
show(perBoard(pbn, pbnGames, (t) => verifyPbn(t)), 'PBN verify (strict, with consistency)');
const files = pbn.map((t) => readPbn(t).file);
show(perBoard(files, pbnGames, (f) => writePbn(f)), 'PBN write (export format)');
if (lin.length > 0) {
  show(perBoard(lin, linBoards, (t) => readLin(t)), `LIN read (${linBoards})`);
  const linFiles = lin.map((t) => readLin(t).file);
  show(perBoard(linFiles, linBoards, (f) => writeLin(f)), 'LIN write');
}
// PBN → LIN of the games LIN can hold (a deal, calls in turn).
const linnable = files.filter((f) => pbnToLin(f).ok);
const linnableGames = linnable.reduce((n, f) => n + f.games.length, 0);
if (linnableGames > 0) show(perBoard(linnable, linnableGames, (f) => pbnToLin(f)), `PBN → LIN boards (${linnableGames})`);
