// A club session's hand record as users meet it: 36 dealt boards, each board's full table and par,
// on worker threads (started cold, as the CLI starts them), then the PBN, text and HTML written.
// Runs repeat until two in a row agree within 5% in wall time (at most --runs, default 5); every
// run prints wall time, the process's CPU time (all threads) and the load average (1 minute)
// before and after. Runs on the built bundles (`pnpm bench` builds first).
// Usage: tsx bench/session.bench.ts [--boards 36] [--threads 2] [--runs 5] [--seed S]
import { cpuUsage, resourceUsage } from 'node:process';
import { loadavg } from 'node:os';
import { dealBoards } from '@bridge-laws/cards-and-boards';
import { analyseBoards, handRecordHtml, handRecordText, writeHandRecordPbn } from '@bridge-laws/hand-records';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const count = Number(option('--boards', '36'));
const threads = Number(option('--threads', '2'));
const runs = Number(option('--runs', '5'));
const seed = option('--seed', 'session-bench');
const boards = dealBoards({ from: 1, to: count, seed });
const load = (): string => loadavg()[0]?.toFixed(2) ?? '?';

console.log(`hand record of ${count} boards (seed "${seed}") on ${threads} worker thread${threads === 1 ? '' : 's'}`);
const walls: number[] = [];
for (let run = 1; run <= runs; run++) {
  const before = load();
  const start = performance.now();
  const cpu0 = cpuUsage();
  const analysed = await analyseBoards(boards, { threads });
  if (!analysed.ok) throw new Error(analysed.error.message);
  const written = writeHandRecordPbn(analysed.value).length + handRecordText(analysed.value).length + handRecordHtml(analysed.value).length;
  const cpu = cpuUsage(cpu0);
  const wall = (performance.now() - start) / 1000;
  walls.push(wall);
  console.log(
    `run ${run}: ${wall.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, ` +
      `${((wall * 1000) / count).toFixed(0)} ms wall a board, load ${before} → ${load()} (${written} characters written)`,
  );
  const prev = walls[walls.length - 2];
  if (prev !== undefined && Math.abs(wall - prev) <= 0.05 * prev) {
    console.log(`steady after ${run} runs`);
    break;
  }
}
console.log(`peak memory (maxRSS): ${(resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
