import { describe, expect, test } from 'vitest';
import { parseCase, runCase } from '@bridge-laws/table';
import type { CaseRun } from '@bridge-laws/table';

// Board 1: 4S by South after a full auction; West leads. The play events below go through the whole table.
const header = `id: t
board: 1
deal: "N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5"
events:
  - {by: N, call: P}
  - {by: E, call: P}
  - {by: S, call: 1S}
  - {by: W, call: P}
  - {by: N, call: 2S}
  - {by: E, call: P}
  - {by: S, call: 4S}
  - {by: W, call: P}
  - {by: N, call: P}
`;
const lastPass = '  - {by: E, call: P}\n';

function run(events: string, auctionOver = true): CaseRun | string {
  const c = parseCase(`${header}${auctionOver ? lastPass : ''}${events}`, 'test');
  return c.ok ? runCase(c.value) : c.error;
}

describe('Laws 41, 61, 66 — questions at the table', () => {
  test('41B: before the opening lead is faced, the presumed dummy may not have the auction reviewed; declarer may', () => {
    const r = run(`  - {by: N, ask: review}
  - expect: {error: not-offered}
  - {by: S, ask: review}
  - expect: {phase: lead, turn: W, laws: ["41B"]}
`);
    expect(typeof r === 'string' ? r : r.failure).toBeNull();
  });

  test('41B: a question during the auction belongs to the auction chapter — refused here as wrong-phase', () => {
    const r = run(`  - {by: E, ask: review}
  - expect: {error: wrong-phase}
`, false);
    expect(typeof r === 'string' ? r : r.failure).toBeNull();
  });

  test('66C: a defender whose side has played on may not inspect the last trick', () => {
    const r = run(`  - {by: W, play: HA}
  - {by: N, play: H5}
  - {by: E, play: H2}
  - {by: S, play: H9}
  - {by: E, ask: quitted-trick}
  - expect: {laws: ["66A"]}
  - {by: W, play: S6}
  - {by: E, ask: quitted-trick}
  - expect: {error: not-offered}
`);
    expect(typeof r === 'string' ? r : r.failure).toBeNull();
  });
});

describe('Laws 45D, 47E2, 58 — table events and findings', () => {
  test('45C2(a): the finding declarer-card-position goes with declarer\'s exposed card; a card held face up at the table is played', () => {
    const r = run(`  - {by: W, play: HA}
  - {by: N, play: H5}
  - {by: E, play: H2}
  - {by: S, expose: H9, facts: {declarer-card-position: face-up-at-table}}
  - expect: {turn: W, tricks: {NS: 0, EW: 1}, penaltyCards: [], laws: ["45C2(a)"]}
`);
    expect(typeof r === 'string' ? r : r.failure).toBeNull();
  });

  test('43B1: the finding procedural-penalty answers the end-of-play question after dummy\'s breach of 43A2', () => {
    const r = run(`  - {by: W, play: HA, facts: {dummy-limitation-breached: true}}
  - expect: {pending: null, laws: ["43B1"]}
  - {facts: {procedural-penalty: yes}}
  - expect: {error: invalid-event}
`);
    expect(typeof r === 'string' ? r : r.failure).toMatch(/procedural-penalty: must be true or false/);
  });

  test('45D: only dummy places a card unasked; another seat is refused as an invalid event', () => {
    const r = run(`  - {by: W, play: HA}
  - {by: S, place: H9}
  - expect: {error: invalid-event}
  - {by: N, place: H8}
  - expect: {turn: E}
`);
    expect(typeof r === 'string' ? r : r.failure).toBeNull();
  });

  test('47E2(a): the mistaken-explanation finding must be true or false', () => {
    const r = run(`  - {by: W, play: HA}
  - {by: W, withdraw: HA, facts: {mistaken-explanation: yes}}
`);
    expect(r).toBe('test: event 11, field facts.mistaken-explanation: must be true or false');
  });

  test('58B1: hidden cards go with a play only', () => {
    const r = run(`  - {by: W, expose: HA, hidden: H3}
`);
    expect(r).toBe('test: event 10, field hidden: hidden goes with play only');
  });

  test('58A: a play marked simultaneous is deemed made after the legal lead it accompanied', () => {
    const r = run(`  - {by: E, play: H2}
  - expect: {pending: {by: S, options: [accept, accept-as-dummy, reject]}}
  - {by: W, play: HA, simultaneous: true}
  - expect: {phase: play, turn: N, pending: null, laws: ["58A"]}
`);
    expect(typeof r === 'string' ? r : r.failure).toBeNull();
  });

  test('50E1: a penalty card cited through the table as information for every player', () => {
    const r = run(`  - {by: W, play: HA}
  - {by: N, play: H5}
  - {by: E, play: H2}
  - {by: S, play: H9}
  - {by: E, expose: CK}
  - expect: {penaltyCards: [{seat: E, card: CK, kind: major}], laws: ["50E1"]}
`);
    expect(typeof r === 'string' ? r : r.failure).toBeNull();
  });
});
