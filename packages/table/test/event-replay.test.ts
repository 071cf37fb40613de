import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseFile, TableState } from '@bridge-laws/table';
import { parseCase, report, runCase } from '@bridge-laws/table';
import { replayCase } from './case-replay.js';

// Replaying a case's events one by one through applyTableEvent gives the report runCase gives, for the folders whose
// events include the later-attention and dummy words (`unnoticed`, `attention: inadmissible-call`, `dummy`) and the
// Law 40B disclosure findings.
const root = join(import.meta.dirname, '..', 'cases');
const cases: CaseFile[] = ['auction', 'dummy', 'miui', 'tricks'].flatMap((dir) => readdirSync(join(root, dir))
  .filter((f) => f.endsWith('.case.yaml'))
  .sort()
  .map((f) => {
    const c = parseCase(readFileSync(join(root, dir, f), 'utf8'), f);
    if (!c.ok) throw new Error(c.error);
    return c.value;
  }));

const replayed = (c: CaseFile): TableState | null => replayCase(c)?.end ?? null;

describe('36C, 38B, 42A, 43A, 40B: replaying a case event by event gives the report of running it', () => {
  const uses = (c: CaseFile, word: string) => JSON.stringify(c.events ?? []).includes(word);
  test('the folders hold cases with each new word', () => {
    for (const word of ['"unnoticed":true', '"inadmissible-call"', '"action":"dummy"']) expect(cases.some((c) => uses(c, word))).toBe(true);
  });
  test('each case: the state replayed by hand reports what runCase reports', () => {
    for (const c of cases) {
      const run = runCase(c);
      const last = replayed(c);
      if (run.state === null || last === null) continue;
      expect(report(last), c.id).toEqual(run.report);
    }
  });
});
