import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { citationMark, lawInEdition, parseCase, runCase, rulingStatement } from '@bridge-laws/table';
import type { RulingStatement, TableState } from '@bridge-laws/table';
import { WBF_REGULATION, defineRegulation } from '@bridge-laws/regulation';

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
    expect(s.consequences).toEqual([{ kind: 'tricks-transferred', seat: 'E', trick: 2, to: 'NS', tricks: 2, law: '64A1' }]);
    expect(s.result).toEqual({ contract: '4S', declarer: 'S', tricks: { NS: 7, EW: 6 }, scoreNS: -150 });
    expect(s.laws).toContain('64A1');
  });

  test('64A1, 64A2: after a claim, one consequence per established revoke, each with the item the claim\u2019s ruling settled it by', () => {
    const file = join(import.meta.dirname, '..', 'cases', 'public', 'claims', 'law63a3-claim-by-offending-side-establishes-revoke.case.yaml');
    const st = stateOf(readFileSync(file, 'utf8'));
    expect(rulingStatement(st).consequences.filter((c) => c.kind === 'tricks-transferred')).toEqual([
      { kind: 'tricks-transferred', seat: 'E', trick: 2, to: 'NS', tricks: 2, law: '64A1' },
      { kind: 'tricks-transferred', seat: 'E', trick: 10, to: 'NS', tricks: 1, law: '64A2' },
    ]);
  });

  test('68D2(a), 64A1: while a disputed claim awaits the director no transfer is stated; once he has given his findings each revoke\u2019s is', () => {
    const file = join(import.meta.dirname, '..', 'cases', 'public', 'claims', 'law63a3-claim-by-offending-side-establishes-revoke.case.yaml');
    const played = readFileSync(file, 'utf8').split('\n  - {by: W, claim')[0] ?? '';
    const disputed = `${played}\n  - {by: W, claim: {tricks: 1}}\n  - {by: N, dispute: true}\n  - {by: S, attention: revoke}\n`;
    const transfers = (text: string) => rulingStatement(stateOf(text)).consequences.filter((c) => c.kind === 'tricks-transferred');
    expect(transfers(disputed)).toEqual([]);
    expect(rulingStatement(stateOf(disputed)).result).toBeNull();
    const ruled = transfers(`${disputed}  - facts: {normal-lines: []}\n`);
    expect(ruled.map((c) => [c.seat, c.trick, c.law])).toEqual([['E', 2, '64A1'], ['E', 10, '64A2']]);
  });

  test('2007 64B3: a revoke from a hand faced on the table is stated with no trick under the 2007 item; under 2017 64A2 moves one', () => {
    const dir = join(import.meta.dirname, '..', 'cases', '2007');
    const transfers = (edition: string) =>
      rulingStatement(stateOf(readFileSync(join(dir, `law64b3-revoke-from-faced-hand.${edition}.case.yaml`), 'utf8'))).consequences.filter((c) => c.kind === 'tricks-transferred');
    expect(transfers('2007')).toEqual([{ kind: 'tricks-transferred', seat: 'S', trick: 3, to: 'EW', tricks: 0, law: '64B3' }]);
    expect(transfers('2017')).toEqual([{ kind: 'tricks-transferred', seat: 'S', trick: 3, to: 'EW', tricks: 1, law: '64A2' }]);
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

  test('16B3, 12C1(c): a weighted score is stated under 12C1(c), its reasons the other laws the director\u2019s ruling applied', () => {
    const st = stateOf(readFileSync(join(import.meta.dirname, '..', 'cases', 'miui', 'law16b-hesitation-to-weighted-score.case.yaml'), 'utf8'));
    const adjusted = rulingStatement(st).consequences.find((c) => c.kind === 'adjusted-score');
    expect(adjusted).toMatchObject({ kind: 'adjusted-score', law: '12C1(c)' });
    const reasons = adjusted?.kind === 'adjusted-score' ? adjusted.reasons : [];
    expect(reasons).toEqual([...new Set(st.director.outcome.laws.filter((l) => l !== '12C1(c)'))]);
    expect(reasons).toContain('16B3');
  });

  test('75, 12C1(b): under 2007 the reasons name the 2007 numbers, without 75D3 (new in 2017: the 2007 adjustment rests on 75B and 21B3)', () => {
    const text = readFileSync(join(import.meta.dirname, '..', 'cases', 'miui', 'law75-misinformation-to-adjusted-score.case.yaml'), 'utf8');
    const now = stateOf(text);
    const old = stateOf(text.replace(/^board:/m, 'edition: "2007"\nboard:'));
    const reasonsOf = (st: TableState) => rulingStatement(st).consequences.flatMap((c) => (c.kind === 'adjusted-score' ? c.reasons : []));
    expect(reasonsOf(now).length).toBeGreaterThan(0);
    expect(reasonsOf(now)).toContain('75D3');
    expect(reasonsOf(old)).toEqual(reasonsOf(now).map((l) => lawInEdition(l, '2007')).filter((l) => l !== '75D3'));
  });

  test('the laws since a mark are the laws of the last action only', () => {
    const st = stateOf(caseText(`  - {by: N, call: 1H}\n  - {by: E, call: 1D}`, false));
    const all = rulingStatement(st);
    const none = rulingStatement(st, { since: citationMark(st) });
    expect(all.laws.length).toBeGreaterThan(0);
    expect(none.laws).toEqual([]);
  });
});

/** 3NT by South after nine tricks (the desk's claim fixture): South holds the four top tricks left. */
const NINE_TRICKS = `id: claim
board: 1
deal: "N:962.J632.J32.K85 T4.Q754.9875.J94 AKQJ7.AK9.A6.AT6 853.T8.KQT4.Q732"
events:
  - {by: N, call: P}
  - {by: E, call: P}
  - {by: S, call: 3NT}
  - {by: W, call: P}
  - {by: N, call: P}
  - {by: E, call: P}
  - {by: W, play: DT}
  - {by: N, play: DJ}
  - {by: E, play: D7}
  - {by: S, play: DA}
  - {by: S, play: CT}
  - {by: W, play: C7}
  - {by: N, play: C8}
  - {by: E, play: C9}
  - {by: S, play: CA}
  - {by: W, play: CQ}
  - {by: N, play: CK}
  - {by: E, play: CJ}
  - {by: S, play: D6}
  - {by: W, play: D4}
  - {by: N, play: D3}
  - {by: E, play: D5}
  - {by: S, play: S7}
  - {by: W, play: S5}
  - {by: N, play: S6}
  - {by: E, play: S4}
  - {by: S, play: H9}
  - {by: W, play: H8}
  - {by: N, play: H6}
  - {by: E, play: H7}
  - {by: S, play: SJ}
  - {by: W, play: S8}
  - {by: N, play: S9}
  - {by: E, play: ST}
  - {by: S, play: C6}
  - {by: W, play: C3}
  - {by: N, play: C5}
  - {by: E, play: C4}
  - {by: S, play: HK}
  - {by: W, play: HT}
  - {by: N, play: HJ}
  - {by: E, play: HQ}
`;

describe('the ruling statement of a claim', () => {
  test('68D2(a): a disputed claim is stated, and has no result before the director\u2019s findings', () => {
    const s = rulingStatement(stateOf(`${NINE_TRICKS}  - {by: S, claim: {tricks: 4, line: "cash the top spades"}}\n  - {by: E, dispute: true}\n`));
    expect(s.happened).toEqual([{ kind: 'claim', by: 'S', claim: 'claim', wins: 4, remaining: 4, statement: 'cash the top spades', status: 'disputed', law: '68A' }]);
    expect(s.result).toBeNull();
    expect(s.consequences.filter((c) => c.kind === 'claim-award')).toEqual([]);
  });

  test('70: once the director has given his findings, the award with the laws of its reasons, then the result', () => {
    const s = rulingStatement(stateOf(`${NINE_TRICKS}  - {by: S, claim: {tricks: 4, line: "cash the top spades"}}\n  - {by: E, dispute: true}\n  - facts: {normal-lines: ["cash the top spades"]}\n`));
    const award = s.consequences.find((c) => c.kind === 'claim-award');
    expect(award).toMatchObject({ kind: 'claim-award', side: 'NS', awarded: 4, remaining: 4, law: '70' });
    expect(s.result).toEqual({ contract: '3NT', declarer: 'S', tricks: { NS: 13, EW: 0 }, scoreNS: 520 });
  });
});

describe('Law 80 — the ruling statement names the regulation that applied', () => {
  const DIR = join(import.meta.dirname, '..', 'cases', 'regulations');
  const BOTTOM = defineRegulation({ id: 'test-claim-from-the-bottom', name: 'Test: unstated suits from the bottom', settings: { claimSuitOrder: 'from-the-bottom' } });
  if (!BOTTOM.ok) throw new Error('test regulation is invalid');
  const underRegulation = (name: string): RulingStatement => {
    const c = parseCase(readFileSync(join(DIR, `${name}.case.yaml`), 'utf8'), `${name}.case.yaml`);
    if (!c.ok) throw new Error(c.error);
    const state = runCase(c.value, { regulations: [BOTTOM.value] }).state;
    if (state === null) throw new Error('the case did not run');
    return rulingStatement(state);
  };

  test('70E2: the same disputed claim — under the WBF baseline the statement names it, and no suit order is among its laws', () => {
    const s = underRegulation('law70e2-no-suit-order-wbf');
    expect(s.regulation).toEqual({ id: 'wbf', name: WBF_REGULATION.name });
    expect(s.laws).toContain('70D1');
    expect(s.laws).not.toContain('70E2');
  });

  test('70E2: under a regulation deeming unstated suits played from the bottom the statement names that regulation and cites its order', () => {
    const s = underRegulation('law70e2-suit-order-from-the-bottom');
    expect(s.regulation).toEqual({ id: 'test-claim-from-the-bottom', name: 'Test: unstated suits from the bottom' });
    expect(s.laws).toContain('70E2');
    expect(s.happened).toEqual(underRegulation('law70e2-no-suit-order-wbf').happened);
  });
});
