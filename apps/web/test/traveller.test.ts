import { describe, expect, test } from 'vitest';
import type { Report } from '@bridge-laws/table';
import { addRows, adjustedEntry, travellerRow } from '../src/session/traveller.js';
import { scoreSession } from '../src/session/session.js';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { SessionRecord } from '../src/store/desk-state.js';

const ended = { phase: 'ended', contract: '4S', declarer: 'S', tricks: { NS: 7, EW: 6 }, score: { NS: -150 }, adjusted: null } as unknown as Report;
const empty: SessionRecord = { scoring: 'matchpoints', movement: 'mitchell', rows: [] };

describe('to the traveller', () => {
  test('77: the table\u2019s result after Law 64 is declarer\u2019s side\u2019s tricks', () => {
    const r = travellerRow({ board: 1, ns: '1', ew: '11', kind: 'table', text: '' }, ended);
    expect(r.ok && r.value).toMatchObject({ board: 1, ns: '1', ew: '11', contract: '4S', declarer: 'S', tricks: '7' });
  });

  test('a board whose play has not ended has no result to write', () => {
    const r = travellerRow({ board: 1, ns: '1', ew: '11', kind: 'table', text: '' }, { ...ended, phase: 'play', score: null });
    expect(r.ok ? '' : r.error).toContain('has not ended');
  });

  test('12C1(c): a weighted score becomes a W line with N-S points at percent, and is scored', () => {
    const r = travellerRow({ board: 1, ns: '1', ew: '11', kind: 'weighted', text: '4S S 10 60; 4S S 9 40' }, null);
    expect(r.ok && r.value).toMatchObject({ contract: 'W', score: '420@60;-50@40' });
    if (!r.ok) return;
    const rows = addRows(empty, [r.value, { board: 1, ns: '2', ew: '12', contract: '4S', declarer: 'S', tricks: '10', score: '', vulnerable: '' }]);
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    const scored = scoreSession(rows.value, WBF_REGULATION.settings);
    expect(scored.ok).toBe(true);
  });

  test('12C1(c): weights that do not add to 100 are refused with the law', () => {
    const r = travellerRow({ board: 1, ns: '1', ew: '11', kind: 'weighted', text: '4S S 10 60; 4S S 9 30' }, null);
    expect(r.ok ? '' : r.error).toBe('the weights add to 90, not 100 (Law 12C1(c))');
  });

  test('12C2: an artificial score and an assigned one are rows the scorer reads', () => {
    const a = travellerRow({ board: 2, ns: '1', ew: '11', kind: 'artificial', text: 'a60-40' }, null);
    expect(a.ok && a.value.contract).toBe('A60-40');
    const s = travellerRow({ board: 2, ns: '1', ew: '11', kind: 'assigned', text: '3NT n 8' }, null);
    expect(s.ok && [s.value.contract, s.value.declarer, s.value.tricks]).toEqual(['3NT', 'N', '8']);
    const bad = travellerRow({ board: 2, ns: '1', ew: '11', kind: 'assigned', text: '3NT N 14' }, null);
    expect(bad.ok).toBe(false);
  });

  test('a pair with a result on the board already is refused; the session is unchanged', () => {
    const row = { board: 1, ns: '1', ew: '11', contract: '4S', declarer: 'S', tricks: '7', score: '', vulnerable: '' };
    const first = addRows(empty, [row]);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = addRows(first.value, [{ ...row, ew: '12' }]);
    expect(again.ok ? [] : again.error[0]).toContain('already in the session');
    // In a Mitchell, N-S pair 1 and E-W pair 1 are different pairs; in a Howell they are the same.
    expect(addRows(first.value, [{ ...row, ns: '2', ew: '1' }]).ok).toBe(true);
    expect(addRows({ ...first.value, movement: 'howell' }, [{ ...row, ns: '2', ew: '1' }]).ok).toBe(false);
  });

  test('the director\u2019s adjusted score from the table\u2019s report fills the entry', () => {
    expect(adjustedEntry({ contract: '4H', declarer: 'E', tricks: 9 })).toEqual({ kind: 'assigned', text: '4H E 9' });
    expect(adjustedEntry({ weighted: [{ contract: '4H', declarer: 'E', tricks: 9, weight: 0.6 }, { contract: '4H', declarer: 'E', tricks: 10, weight: 0.4 }] })).toEqual({ kind: 'weighted', text: '4H E 9 60; 4H E 10 40' });
    expect(adjustedEntry({ NS: 'avg-plus', EW: 'avg-minus' })).toEqual({ kind: 'artificial', text: 'A+-' });
    expect(adjustedEntry(null)).toBeNull();
  });
});
