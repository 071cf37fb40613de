import { readFileSync } from 'node:fs';
import { casesFromText } from '../src/index.js';
let worst = 0; let total = 0; let n = 0; const slow: string[] = [];
for (const f of process.argv.slice(2)) {
  const text = readFileSync(f, 'utf8');
  const t0 = performance.now();
  casesFromText(text, 'lin', 'x');
  const dt = performance.now() - t0;
  total += dt; n++; worst = Math.max(worst, dt); if (dt > 300) slow.push(`${f.split('/').pop()} ${dt.toFixed(0)}`);
}
console.log(`${n} files: total ${total.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`); console.log(slow.join('\n'));
