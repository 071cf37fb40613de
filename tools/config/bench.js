// A tiny benchmark harness: run a function repeatedly for a while and report operations per second.

/**
 * @param {string} name
 * @param {(iteration: number) => unknown} fn one operation
 * @param {{ seconds?: number, batch?: number }} [options]
 * @returns {{ name: string, opsPerSecond: number, operations: number, seconds: number }}
 */
export function measure(name, fn, options = {}) {
  const seconds = options.seconds ?? 1;
  const batch = options.batch ?? 1000;
  let sink = 0;
  for (let i = 0; i < batch; i++) sink ^= fn(i) ? 1 : 0; // warm-up
  let operations = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < seconds) {
    for (let i = 0; i < batch; i++) sink ^= fn(operations + i) ? 1 : 0;
    operations += batch;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  globalThis.__benchSink = sink;
  return { name, opsPerSecond: operations / elapsed, operations, seconds: elapsed };
}

/** Print one result line: `name  1,234,567 /s  (goal ≥ …)`. */
export function report(result, unit = 'ops', goal) {
  const rate = Math.round(result.opsPerSecond).toLocaleString('en-US');
  const goalText = goal === undefined ? '' : `  goal ≥ ${goal.toLocaleString('en-US')}/s ${result.opsPerSecond >= goal ? 'met' : 'NOT met'}`;
  console.log(`${result.name.padEnd(40)} ${rate.padStart(14)} ${unit}/s${goalText}`);
}
