import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCase, runCase, rulingStatement } from '@bridge-laws/table';
import type { TableState } from '@bridge-laws/table';

const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';
const FOUR_SPADES = ['N:P', 'E:P', 'S:1S', 'W:P', 'N:2S', 'E:P', 'S:4S', 'W:P', 'N:P', 'E:P'].map((c) => `  - {by: ${c.slice(0, 1)}, call: ${c.slice(2)}}`).join('\n');

function stateOf(text: string): TableState {
  const c = parseCase(text, 'statement.case.yaml');
  if (!c.ok) throw new Error(c.error);
  const state = runCase(c.value).state;
  if (state === null) throw new Error('the case did not run');
  return state;
}

const caseText = (events: string, deal = true) => `id: s\nboard: 1\n${deal ? `deal: "${DEAL}"\n` : ''}events:\n${events}\n`;

describe('the ruling statement as data', () => {
  test('64A1: an established revoke found after play — what happened, the 64C question, the transfer and the result', () => {
    const file = join(import.meta.dirname, '..', 'cases', 'public', 'play', 'law64a1-revoke-won-by-offender-two-tricks.case.yaml');
    const s = rulingStatement(stateOf(readFileSync(file, 'utf8')));
    expect(s.happened).toEqual([{ kind: 'revoke', seat: 'E', trick: 2, established: true, law: '63' }]);
    expect(s.choice).toBeNull();
    expect(s.questions).toEqual({ ids: ['damaged'], law: '64C1' });
    expect(s.consequences).toEqual([{ kind: 'tricks-transferred', to: 'NS', tricks: 2, law: '64' }]);
    expect(s.result).toEqual({ contract: '4S', declarer: 'S', tricks: { NS: 7, EW: 6 }, scoreNS: -150 });
    expect(s.laws).toContain('64A1');
  });

  test('27B2: an insufficient bid not accepted and replaced by another call — partner must pass, with the law that says so', () => {
    const s = rulingStatement(stateOf(caseText(`  - {by: N, call: 1H}\n  - {by: E, call: 1D}\n  - {by: S, decide: reject}\n  - {by: E, call: 2C, facts: {same-denominations: false, comparable: false}}`, false)));
    expect(s.consequences.filter((c) => c.kind === 'must-pass')).toEqual([{ kind: 'must-pass', seat: 'W', until: 'end-of-auction', law: '27B2' }]);
    expect(s.result).toBeNull();
  });

  test('27A1: the insufficient bid waits for the left-hand opponent\u2019s choice — who chooses among which options', () => {
    const s = rulingStatement(stateOf(caseText(`  - {by: N, call: 1H}\n  - {by: E, call: 1D}`, false)));
    expect(s.choice).toEqual({ by: 'S', options: ['accept', 'reject'], law: '27A1' });
    expect(s.questions).toBeNull();
  });

  test('54D, 50D2: an opening lead out of turn refused becomes a major penalty card with declarer\u2019s lead options', () => {
    const s = rulingStatement(stateOf(caseText(`${FOUR_SPADES}\n  - {by: E, play: H2}\n  - {by: S, decide: reject}`)));
    expect(s.consequences).toContainEqual({ kind: 'penalty-card', seat: 'E', card: 'H2', penalty: 'major', law: '50', leadRights: '50D2' });
  });

  test('the laws since a mark are the laws of the last action only', () => {
    const st = stateOf(caseText(`  - {by: N, call: 1H}\n  - {by: E, call: 1D}`, false));
    const all = rulingStatement(st);
    const none = rulingStatement(st, { since: { auction: st.auction.steps.length, play: st.playLaws.length, director: st.director.laws.length } });
    expect(all.laws.length).toBeGreaterThan(0);
    expect(none.laws).toEqual([]);
  });
});
