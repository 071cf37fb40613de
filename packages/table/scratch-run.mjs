import { readFileSync } from 'node:fs';
import { checkCaseText, parseCase, runCase, report } from './dist/index.js';
for (const f of process.argv.slice(2)) {
  const r = checkCaseText(readFileSync(f, 'utf8'), f);
  console.log(f, r.passed ? 'PASS' : 'FAIL', r.failure ?? '');
  const c = parseCase(readFileSync(f, 'utf8'), f);
  if (c.ok) { const rr = runCase(c.value); console.log(JSON.stringify(rr.stopped ?? null)); console.log(JSON.stringify(report(rr.state))); }
}
