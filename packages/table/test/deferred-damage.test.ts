import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseFile } from '@bridge-laws/table';
import { parseCase, report, runCase } from '@bridge-laws/table';

const file = join(import.meta.dirname, '..', 'cases', 'core', 'law27d-damage-asked-at-the-end-of-play.case.yaml');

/** The 27D case's events up to the last card, with `extra` events put after the auction (event index 15). */
function board(extra: CaseFile['events'] = []): CaseFile {
  const c = parseCase(readFileSync(file, 'utf8'), file);
  if (!c.ok) throw new Error(c.error);
  const events = (c.value.events ?? []).filter((e) => e.kind !== 'expect');
  const lastCard = events.length - 2; // the file ends with the two findings after the last card
  return { ...c.value, events: [...events.slice(0, 15), ...extra, ...events.slice(15, lastCard)] };
}

describe('Law 27D — damage asked at the end of play', () => {
  test('27D: after a 27B1(a) replacement the director is asked, once play has ended, whether the non-offenders were damaged', () => {
    const run = runCase(board());
    expect(run.stopped).toBeNull();
    expect(run.report).toMatchObject({ phase: 'ended', pending: { by: 'director', questions: ['damaged'], law: '27D' }, adjusted: null });
  });

  test('27D: a "damaged" finding given during the auction does not answer the question put at the end of play', () => {
    const run = runCase(board([{ kind: 'facts', facts: { damaged: true } }]));
    expect(run.stopped).toBeNull();
    expect(run.state === null ? null : report(run.state).pending).toMatchObject({ by: 'director', questions: ['damaged'] });
  });

  test('27D, 12C1(b): yes, then the assigned result, gives the adjusted score; the table score stays reported beside it', () => {
    const c = board();
    const run = runCase({ ...c, events: [...(c.events ?? []), { kind: 'facts', facts: { damaged: true } }, { kind: 'facts', facts: { 'assigned-result': { contract: '4S', declarer: 'S', tricks: 9 } } as never }] });
    expect(run.report).toMatchObject({ pending: null, score: { NS: -420 }, adjusted: { contract: '4S', declarer: 'S', tricks: 9 } });
    expect(run.report.laws).toEqual(expect.arrayContaining(['27D', '12C1(b)']));
  });
});
