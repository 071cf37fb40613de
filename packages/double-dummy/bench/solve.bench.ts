// Solver speed on DDS's benchmark lists: ms per deal for one solve and for a full table, in one
// thread and with worker threads, plus the peak resident memory. CPU time (all threads of the
// process) is printed next to wall time: on a shared, loaded machine it is the steadier figure.
// It measures the built bundle (what users run; `pnpm bench` builds first): loaders that run the
// TypeScript sources add a cost to every call between modules that would distort the figures.
// Before anything is timed, the main thread warms up: rounds of the same three tables until two
// rounds in a row cost within 3% of each other in CPU time (the optimiser has settled), at most 15.
// Worker threads start cold on every batch; over a whole reference set that is a small share.
// Every line gives wall time, the process's CPU time (all threads) and the load average (1 minute)
// before and after, so that a figure from a busy machine can be told from one from a quiet one.
// By default every deal of each file is run (the whole reference sets); --sample N takes the first N
// (from deal --from, counted from 1).
// For paired runs of two builds, `--dist DIR` times the bundle in DIR (e.g. a copy of an older dist/)
// instead of this package's own, and `--kinds table` times only the tables (or `solve`).
// `--compare OLD,NEW` (two such directories) times both builds in this one process, one thread,
// alternating chunk by chunk (`--chunk N` deals, default 10; OLD first in odd chunks, NEW first in
// even ones), so that both meet the same load; it prints each build's CPU time and the ratio NEW/OLD
// per file, and the median of the chunks' ratios (`--chunks` prints each chunk's times and ratio too).
// `--distinct` keeps only the first deal of each card layout among the deals chosen: list1000 holds
// 639 layouts in 1,000 deals and largest 16 in 21 (boards played at several tables). `solveBatch`
// solves a repeated job once, so without it the ms a deal there is not a time a table; DDS's own
// test program solves a layout repeated within one call of 40 tables once, so beside DDS the tables
// compare only on distinct layouts.
// Usage: tsx bench/solve.bench.ts [--sample N] [--from K] [--threads 2] [--files list100,list1000,largest]
//        [--kinds solve,table] [--distinct] [--dist DIR] [--compare OLD,NEW [--chunk 10] [--chunks]]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuUsage, resourceUsage } from 'node:process';
import { loadavg } from 'node:os';
import type { BatchJob } from '@bridge-laws/double-dummy';
import * as built from '@bridge-laws/double-dummy';
import { makePbnDeal } from '@bridge-laws/cards-and-boards';
import type { DdsRecord } from './dds-format.js';
import { readDdsList } from './dds-format.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const sample = Number(option('--sample', '0'));
const from = Number(option('--from', '1'));
const threads = Number(option('--threads', '2'));
const files = option('--files', 'list100,list1000,largest').split(',');
const kinds = option('--kinds', 'solve,table').split(',');
const dist = option('--dist', '');
const compare = option('--compare', '');
const chunk = Number(option('--chunk', '10'));
const distinct = args.includes('--distinct');
// The directory must sit where its imports resolve (inside this package, e.g. under node_modules/).
const bundle = async (dir: string): Promise<typeof built> => (await import(pathToFileURL(resolve(dir, 'index.js')).href)) as typeof built;
const { solveBatch } = dist === '' ? built : await bundle(dist);

/** The deals `--from`/`--sample` name; with `--distinct`, the first deal of each card layout among them. */
function chosen(all: readonly DdsRecord[]): DdsRecord[] {
  const some = sample > 0 ? all.slice(from - 1, from - 1 + sample) : all.slice(from - 1);
  if (!distinct) return some;
  const seen = new Set<string>();
  return some.filter((r) => {
    const key = makePbnDeal(r.deal);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

async function timed(jobs: readonly BatchJob[], t: number): Promise<Timing> {
  const start = performance.now();
  const cpu0 = cpuUsage();
  const answers = await solveBatch(jobs, { threads: t });
  for (const a of answers) if (!a.ok) throw new Error(a.error.message);
  const cpu = cpuUsage(cpu0);
  return { wall: performance.now() - start, cpu: (cpu.user + cpu.system) / 1000 };
}

const perDeal = (ms: number, n: number, width: number): string => (ms / n).toFixed(1).padStart(width);

const load = (): string => loadavg()[0]?.toFixed(2) ?? '?';

/** Warm up until the rate is steady: rounds of three tables until two agree within 3% in CPU time. */
async function warmUp(): Promise<string> {
  const deals = readDdsList(readFileSync(new URL('./data/list100.txt', import.meta.url), 'utf8')).slice(0, 3);
  const round: BatchJob[] = deals.map((r) => ({ kind: 'table', deal: r.deal }));
  let last = 0;
  for (let i = 1; i <= 15; i++) {
    const { cpu } = await timed(round, 1);
    if (i > 1 && Math.abs(cpu - last) <= 0.03 * last) return `steady after ${i} rounds (${(cpu / round.length).toFixed(1)} ms CPU a table)`;
    last = cpu;
  }
  return `not steady after 15 rounds (last ${(last / round.length).toFixed(1)} ms CPU a table): read the figures with care`;
}

/** Old and new build over the same deals, alternating chunk by chunk in this process (see the head). */
async function compareBuilds(dirs: readonly string[]): Promise<void> {
  const builds = await Promise.all(dirs.map(bundle));
  const timedWith = async (b: typeof built, jobs: readonly BatchJob[]): Promise<number> => {
    const cpu0 = cpuUsage();
    for (const a of await b.solveBatch(jobs, { threads: 1 })) if (!a.ok) throw new Error(a.error.message);
    const cpu = cpuUsage(cpu0);
    return (cpu.user + cpu.system) / 1000;
  };
  const warm = readDdsList(readFileSync(new URL('./data/list100.txt', import.meta.url), 'utf8')).slice(0, 3);
  for (const b of builds) for (let i = 0; i < 5; i++) await timedWith(b, warm.map((r) => ({ kind: 'table', deal: r.deal })));
  console.log(`paired in one process, one thread, chunks of ${chunk} deals: old ${dirs[0]}, new ${dirs[1]}`);
  for (const name of files) {
    const all = readDdsList(readFileSync(new URL(`./data/${name}.txt`, import.meta.url), 'utf8'));
    const records = chosen(all);
    for (const kind of kinds) {
      const totals = [0, 0];
      const ratios: number[] = [];
      const before = load();
      for (let c = 0; c * chunk < records.length; c++) {
        const part = records.slice(c * chunk, (c + 1) * chunk);
        const jobs: BatchJob[] = part.map((r) =>
          kind === 'table' ? { kind: 'table', deal: r.deal } : { kind: 'solve', position: r.deal, options: { trump: r.trump, leader: r.leader } });
        const order = c % 2 === 0 ? [0, 1] : [1, 0];
        const cpu = [0, 0];
        for (const i of order) cpu[i] = await timedWith(builds[i] as typeof built, jobs);
        totals[0] = (totals[0] as number) + (cpu[0] as number);
        totals[1] = (totals[1] as number) + (cpu[1] as number);
        ratios.push((cpu[1] as number) / (cpu[0] as number));
        if (args.includes('--chunks')) {
          console.log(`  chunk ${c + 1}: old ${(cpu[0] as number).toFixed(0)} ms, new ${(cpu[1] as number).toFixed(0)} ms, ${((cpu[1] as number) / (cpu[0] as number)).toFixed(3)}`);
        }
      }
      ratios.sort((x, y) => x - y);
      const n = records.length;
      console.log(
        `${name.padEnd(9)} ${kind.padEnd(5)} old ${perDeal(totals[0] as number, n, 7)} ms CPU/deal  new ${perDeal(totals[1] as number, n, 7)}` +
          `  new/old ${((totals[1] as number) / (totals[0] as number)).toFixed(3)}, chunks' median ${(ratios[ratios.length >> 1] as number).toFixed(3)}` +
          ` (${ratios.length} chunks, ${n} deals, load ${before} → ${load()})`,
      );
    }
  }
}

if (compare !== '') {
  await compareBuilds(compare.split(','));
  process.exit(0);
}

console.log(`warm-up: ${await warmUp()}`);
const which =
  (sample > 0 ? `${sample} deals from deal ${from} of each file` : from > 1 ? `every deal from deal ${from}` : 'every deal') +
  (distinct ? ', distinct layouts only' : '');
console.log(`double-dummy benchmark (${which}${dist === '' ? '' : `, bundle in ${dist}`})`);
for (const name of files) {
  const all = readDdsList(readFileSync(new URL(`./data/${name}.txt`, import.meta.url), 'utf8'));
  const records = chosen(all);
  const solves: BatchJob[] = records.map((r) => ({ kind: 'solve', position: r.deal, options: { trump: r.trump, leader: r.leader } }));
  const tables: BatchJob[] = records.map((r) => ({ kind: 'table', deal: r.deal }));
  const n = records.length;
  // With `--threads 1` each set runs once, in the calling thread.
  for (const t of threads === 1 ? [1] : [1, threads]) {
    const before = load();
    const single = kinds.includes('solve') ? await timed(solves, t) : undefined;
    const table = kinds.includes('table') ? await timed(tables, t) : undefined;
    console.log(
      `${name.padEnd(9)} ${String(t).padStart(2)} thread${t === 1 ? ' ' : 's'}` +
        (single ? `  single solve ${perDeal(single.wall, n, 8)} ms/deal (cpu ${perDeal(single.cpu, n, 8)})` : '') +
        (table ? `  full table ${perDeal(table.wall, n, 9)} ms/deal (cpu ${perDeal(table.cpu, n, 9)})` : '') +
        `  (${n} deals, load ${before} → ${load()})`,
    );
  }
}
console.log(`load average at the end (1, 5, 15 minutes): ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
// maxRSS is in kilobytes; worker threads share the process, so this covers them too.
console.log(`peak memory (maxRSS): ${(resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
