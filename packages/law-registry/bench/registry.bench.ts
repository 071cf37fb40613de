// Registry look-ups per second, and the wall time of the law-coverage script over this repository.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { measure, report } from '@bridge-laws/config/bench';
import { LAWS, findLaw, isRegisteredLaw, childrenOf } from '../src/index.js';

const refs = LAWS.map((e) => e.ref);
const mask = 511;
const sample = Array.from({ length: mask + 1 }, (_, i) => refs[(i * 7919) % refs.length] ?? '1');
report(measure('findLaw, registered refs', (i) => findLaw(sample[i & mask] ?? '1')), 'look-ups', 1_000_000);
report(measure('isRegisteredLaw, unknown refs', (i) => isRegisteredLaw(`${(i & 63) + 94}A`)), 'look-ups', 1_000_000);
report(measure('childrenOf', (i) => childrenOf(sample[i & mask] ?? '1').length), 'look-ups', 1_000_000);

// The coverage script must stay well under 2 s on the repository (CI runs it with --check).
const script = join(import.meta.dirname, '..', '..', '..', 'tools', 'scripts', 'laws-coverage.mjs');
for (const args of [['--check'], [], ['--json']]) {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (r.status !== 0 && !(args[0] === '--check' && r.status === 1)) throw new Error(r.stderr);
  }
  times.sort((a, b) => a - b);
  const median = times[2] ?? 0;
  const label = `laws-coverage ${args.join(' ') || '(text)'}`;
  console.log(`${label.padEnd(40)} ${median.toFixed(0).padStart(11)} ms median of 5  goal < 2,000 ms ${median < 2000 ? 'met' : 'NOT met'}`);
}
