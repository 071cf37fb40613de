// A case file's events taken one by one through applyTableEvent, as runCase takes them: the states in between are
// what the property tests check (immutability, the auction records, disclosure reports).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseFile, TableEvent, TableState } from '@bridge-laws/table';
import { CASE_FILE_NAME, announceRuling, applyTableEvent, caseTable, parseCase, parseTableEvent } from '@bridge-laws/table';

export interface ReplayStep {
  readonly before: TableState;
  readonly event: TableEvent;
  readonly after: TableState;
}

export interface CaseReplay {
  readonly start: TableState;
  /** Every event the table took, with the state it was given and the state it gave; refused events are left out. */
  readonly steps: readonly ReplayStep[];
  /** The state after the last event, the ruling read out at each `expect` (Laws 36–39) as runCase has it. */
  readonly end: TableState;
}

/** The case's table event by event; null when the case's table cannot be set up. */
export function replayCase(c: CaseFile): CaseReplay | null {
  const { created } = caseTable(c);
  if (!created.ok) return null;
  let s = created.value;
  const steps: ReplayStep[] = [];
  for (const ev of c.events ?? []) {
    if (ev.kind === 'expect') {
      s = announceRuling(s);
      continue;
    }
    const parsed = ev.kind === 'facts' ? { ok: true as const, value: { type: 'facts' as const, facts: ev.facts } as TableEvent }
      : ev.kind === 'milestone' ? { ok: true as const, value: { type: 'milestone' as const, milestone: ev.milestone } as TableEvent }
      : parseTableEvent(ev.event);
    if (!parsed.ok) continue;
    const r = applyTableEvent(s, parsed.value);
    if (!r.ok) continue;
    steps.push({ before: s, event: parsed.value, after: r.value });
    s = r.value;
  }
  return { start: created.value, steps, end: s };
}

/** Every state a case's table passes through: the start, then the state after each event it took. */
export function caseStates(c: CaseFile): TableState[] {
  const r = replayCase(c);
  return r === null ? [] : [r.start, ...r.steps.map((x) => x.after)];
}

/** The case files under `dir` (its sub-folders too), parsed, in file-name order. */
export function casesUnder(dir: string): { readonly name: string; readonly file: CaseFile }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => CASE_FILE_NAME.test(f.split('/').at(-1) ?? ''))
    .sort()
    .map((name) => {
      const c = parseCase(readFileSync(join(dir, name), 'utf8'), name);
      if (!c.ok) throw new Error(c.error);
      return { name, file: c.value };
    });
}
