import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';
import type { Session, SessionResults } from '@bridge-laws/session';
import { computeResults, parseSession } from '@bridge-laws/session';

// Issue 33: the setting the session reads itself (fouledBoardScoring, Law 87B), run under the WBF baseline and
// under a regulation that fixes the method, both outcomes asserted. Built only with the public contract.
const text = readFileSync(join(import.meta.dirname, 'fixtures', 'club-pairs.session.json'), 'utf8');

function regulation(id: string, settings: Parameters<typeof defineRegulation>[0]['settings']): Regulation {
  const r = defineRegulation({ id, name: `test regulation ${id}`, settings });
  if (!r.ok) throw new Error(`test regulation ${id} is invalid`);
  return r.value;
}

/** Board 2 fouled: table 1 played one form, tables 2 and 3 another; no method named by the director. */
function fouledSession(): Session {
  const data = JSON.parse(text);
  data.fouledBoards = [{ board: 2, groups: [['1'], ['2', '3']] }];
  const r = parseSession(data);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const board2 = (r: SessionResults) => (r.kind === 'pairs' ? r.boards.filter((b) => b.board === 2).map((b) => [b.group, b.lines.map((l) => [l.nsResult, l.ewResult])]) : []);

describe('fouledBoardScoring (Law 87B) — computeResults', () => {
  test('87B: under the WBF baseline the director chooses the method, so a fouled board without one is refused', () => {
    expect(computeResults(fouledSession(), WBF_REGULATION)).toMatchObject({ ok: false, error: { code: 'fouled-method-needed', law: '87B' } });
  });

  test('87B: under a regulation that fixes factored scoring the same session is scored, each group factored to the field', () => {
    const r = computeResults(fouledSession(), regulation('test-factored-fouled-boards', { fouledBoardScoring: 'factored' }));
    if (!r.ok) throw new Error(r.error.message);
    // Group 1 (table 1 alone): (0 + 1) × 3 / 1 − 1 = 2; group 2 (tables 2, 3 tied): (1 + 1) × 3 / 2 − 1 = 2.
    expect(board2(r.value)).toEqual([[1, [[2, 2]]], [2, [[2, 2], [2, 2]]]]);
  });

  test('87B: under a regulation that fixes separate groups each group is scored on its own top, not factored', () => {
    const r = computeResults(fouledSession(), regulation('test-separate-fouled-boards', { fouledBoardScoring: 'separate-groups' }));
    if (!r.ok) throw new Error(r.error.message);
    // Group 1 (table 1 alone) has a top of 0; group 2 (tables 2, 3 tied) a top of 2, shared 1 and 1.
    expect(board2(r.value)).toEqual([[1, [[0, 0]]], [2, [[1, 1], [1, 1]]]]);
  });
});
