// Deals per second by wall clock and by CPU time: on a shared machine wall clock is noisy, the
// process's CPU time (user + system, all threads) is not.
import { cpuUsage, hrtime } from 'node:process';

export interface Rate {
  readonly name: string;
  readonly wallPerSecond: number;
  readonly cpuPerSecond: number;
}

/** Run `fn` in batches for about `seconds` of wall time after a warm-up. */
export function measureRate(name: string, fn: (iteration: number) => unknown, seconds = 1): Rate {
  const batch = 1000;
  let sink = 0;
  for (let i = 0; i < 20 * batch; i++) sink ^= fn(i) ? 1 : 0; // warm-up: let the optimiser settle
  let operations = 0;
  const cpu0 = cpuUsage();
  const start = hrtime.bigint();
  let elapsed = 0;
  while (elapsed < seconds) {
    for (let i = 0; i < batch; i++) sink ^= fn(operations + i) ? 1 : 0;
    operations += batch;
    elapsed = Number(hrtime.bigint() - start) / 1e9;
  }
  const cpu = cpuUsage(cpu0);
  (globalThis as { benchSink?: number }).benchSink = sink;
  return { name, wallPerSecond: operations / elapsed, cpuPerSecond: operations / ((cpu.user + cpu.system) / 1e6) };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(11);

/** One line: wall and CPU rates, and whether the CPU rate meets the goal. */
export function reportRate(rate: Rate, goal?: number): void {
  const verdict = goal === undefined ? '' : `  goal ≥ ${goal.toLocaleString('en-US')}/s ${rate.cpuPerSecond >= goal ? 'met' : 'NOT met'}`;
  console.log(`${rate.name.padEnd(40)} wall ${fmt(rate.wallPerSecond)}/s  cpu ${fmt(rate.cpuPerSecond)}/s${verdict}`);
}
