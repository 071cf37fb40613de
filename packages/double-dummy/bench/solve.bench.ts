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
// By default every deal of each file is run (the whole reference sets); --sample N takes the first N.
// Usage: tsx bench/solve.bench.ts [--sample N] [--threads 2] [--files list100,list1000,largest]
import { readFileSync } from 'node:fs';
import { cpuUsage, resourceUsage } from 'node:process';
import { loadavg } from 'node:os';
import type { BatchJob } from '@bridge-laws/double-dummy';
import { solveBatch } from '@bridge-laws/double-dummy';
import { readDdsList } from './dds-format.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const sample = Number(option('--sample', '0'));
const threads = Number(option('--threads', '2'));
const files = option('--files', 'list100,list1000,largest').split(',');

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

console.log(`warm-up: ${await warmUp()}`);
console.log(`double-dummy benchmark (${sample > 0 ? `first ${sample} deals of each file` : 'every deal'})`);
for (const name of files) {
  const all = readDdsList(readFileSync(new URL(`./data/${name}.txt`, import.meta.url), 'utf8'));
  const records = sample > 0 ? all.slice(0, sample) : all;
  const solves: BatchJob[] = records.map((r) => ({ kind: 'solve', position: r.deal, options: { trump: r.trump, leader: r.leader } }));
  const tables: BatchJob[] = records.map((r) => ({ kind: 'table', deal: r.deal }));
  const n = records.length;
  // With `--threads 1` each set runs once, in the calling thread.
  for (const t of threads === 1 ? [1] : [1, threads]) {
    const before = load();
    const single = await timed(solves, t);
    const table = await timed(tables, t);
    console.log(
      `${name.padEnd(9)} ${String(t).padStart(2)} thread${t === 1 ? ' ' : 's'}` +
        `  single solve ${perDeal(single.wall, n, 8)} ms/deal (cpu ${perDeal(single.cpu, n, 8)})` +
        `  full table ${perDeal(table.wall, n, 9)} ms/deal (cpu ${perDeal(table.cpu, n, 9)})  (${n} deals, load ${before} → ${load()})`,
    );
  }
}
console.log(`load average at the end (1, 5, 15 minutes): ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
// maxRSS is in kilobytes; worker threads share the process, so this covers them too.
console.log(`peak memory (maxRSS): ${(resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
