import { describe, expect, test } from 'vitest';
import { readSession } from '@bridge-laws/session';
import { INITIAL_STATE, reviveState, storedState } from '../src/store/desk-state.js';
import { reviveSession, storedSession } from '../src/store/persist.js';
import { scoreSession } from '../src/session/session.js';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { recordOf } from './sessions.js';

const ROWS = ['1,1,11,4S,S,10', '1,2,12,4S,S,11', '1,3,13,3NT,N,8', '2,3,11,A+,,'];

describe('the session stored as its session file', () => {
  test('stored as the text the session package writes, read back as the same Session', () => {
    const record = recordOf(ROWS);
    const stored = storedSession(record);
    const read = readSession(stored.file);
    expect(read.ok && read.value).toEqual(record.session);
    expect(reviveSession(structuredClone(stored))).toEqual(record);
    expect(reviveState(structuredClone(storedState({ ...INITIAL_STATE, session: record }))).session).toEqual(record);
  });

  test('a stored file the session reader refuses: a new session, the reader\u2019s message naming the field, and the stored text kept', () => {
    const file = storedSession(recordOf(ROWS)).file.replace('"tricks": 10', '"tricks": 14');
    const revived = reviveSession({ file });
    expect(revived.session).toEqual(INITIAL_STATE.session.session);
    expect(revived.refused).toEqual({ message: 'results[0].tricks: tricks are 0 to 13 (Law 77)', text: file });
    expect(reviveSession({ file: '{"format": "bridge-laws-session",' }).refused?.message).toMatch(/^line 1, column \d+: not JSON/);
    expect(reviveSession({ rulings: 3 }).refused?.message).toBe('stored session: file: Invalid input: expected string, received undefined');
  });

  test('rows kept by an older desk (travellers CSV columns) are read into a session, their adjusted score as a ruling', () => {
    const row = (board: number, ns: string, ew: string, contract: string, declarer = '', tricks = '') => ({ board, ns, ew, contract, declarer, tricks, score: '', vulnerable: '' });
    const old = { scoring: 'matchpoints', movement: 'mitchell', rows: [row(1, '1', '11', '4S', 'S', '10'), row(1, '2', '12', '4S', 'S', '11'), row(1, '3', '13', '3NT', 'N', '8'), row(2, '3', '11', 'A+')] };
    const revived = reviveSession(old);
    expect(revived.refused).toBeUndefined();
    const now = recordOf(ROWS).session;
    expect(revived.session.results).toEqual(now.results);
    expect(revived.session.rulings.map((r) => [r.table, r.scoreEffect, r.decision])).toEqual(now.rulings.map((r) => [r.table, r.scoreEffect, 'stored session']));
    expect(scoreSession(revived.session, WBF_REGULATION).ok).toBe(true);
    // Two results for the same pair on a board cannot make a session: refused with the reason, the rows kept as text.
    const twice = reviveSession({ ...old, rows: [row(1, '1', '11', '4S', 'S', '10'), row(1, '1', '12', '4S', 'S', '9')] });
    expect(twice.refused?.message).toBe('stored session: line 3, board 1: pair NS 1 already has a result on this board (line 2)');
    expect(twice.refused?.text).toContain('"rows"');
  });
});
