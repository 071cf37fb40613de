// Law 2007 20F4 at the table: a player's correction of his own explanation carries the director's finding
// `corrected-at-once`; without it the correction is refused, the state unchanged. 2017 (20F4(a)) times it by the period.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Result } from '@bridge-laws/cards-and-boards';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { parseCall } from '@bridge-laws/auction';
import type { TableEvent, TableRefusal, TableState } from '@bridge-laws/table';
import { applyTableEvent, createTable, report } from '@bridge-laws/table';

const DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

function must(r: Result<TableState, TableRefusal>): TableState {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Board 1 (N deals) under `edition`: S's 1NT, N's 2C explained by S as natural to E, the calls given, then the cards. */
function table(edition: '2007' | '2017', calls: string, cards: readonly string[] = []): TableState {
  let s = must(createTable({ board: 1, deal: DEAL, edition }));
  for (const [i, text] of calls.split(' ').entries()) {
    const call = parseCall(text);
    if (call === undefined) throw new Error(text);
    s = must(applyTableEvent(s, { type: 'call', by: SEATS[i % 4] as Seat, call }));
    if (i === 4) s = must(applyTableEvent(s, { type: 'explain', by: 'S', call: 5, askedBy: 'E', text: 'natural, clubs' }));
  }
  for (const [i, card] of cards.entries()) s = must(applyTableEvent(s, { type: 'play', by: (['W', 'N', 'E', 'S'] as const)[i % 4] as Seat, card: card as never }));
  return s;
}

const AUCTION = 'P P 1NT P 2C P 2S P 3S P 4S P P P';
const correct = (facts?: Record<string, unknown>): TableEvent => ({ type: 'correct', by: 'S', call: 5, text: 'Stayman', ...(facts === undefined ? {} : { facts: facts as never }) });
const cited = (before: TableState, after: TableState) => after.citations.slice(before.citations.length).map((c) => c.law);

describe('Law 2007 20F4 — a player corrects his own explanation at the table', () => {
  test('2007 20F4: without corrected-at-once the correction is refused as awaiting the director, the state unchanged', () => {
    const s = table('2007', AUCTION, ['DQ', 'D2']);
    const r = applyTableEvent(s, correct());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('awaiting-director');
    expect(r.error.law).toBe('2007 20F4');
    expect(r.error.message).toMatch(/facts\.corrected-at-once/);
    expect(s.director.disclosures.filter((d) => d.kind === 'explanation')).toHaveLength(1);
  });

  test('2007 20F4: called at once — the correction is recorded with 20F4 alone, even during the play, and the finding enters the ledger', () => {
    const s = table('2007', AUCTION, ['DQ', 'D2']);
    const t = must(applyTableEvent(s, correct({ 'corrected-at-once': true })));
    expect(cited(s, t)).toEqual(['20F4']);
    expect(t.findings.at(-1)).toEqual({ id: 'corrected-at-once', value: true, event: s.events });
    const last = t.director.disclosures.at(-1);
    expect(last?.kind === 'explanation' && last.record).toMatchObject({ text: 'Stayman', correctedAt: 'play', correctedBy: 'S', calledAtOnce: true });
    expect(report(t).pending).toBeNull();
  });

  test('2007 20F4, 2007 90A: not at once — the breach and the procedural penalty\'s law are cited, the play goes on', () => {
    const s = table('2007', AUCTION, ['DQ', 'D2']);
    const t = must(applyTableEvent(s, correct({ 'corrected-at-once': false })));
    expect(cited(s, t)).toEqual(['20F4', '20F4', '90A']);
    expect(report(t).turn).toBe('E');
    expect(must(applyTableEvent(t, { type: 'play', by: 'E', card: 'DA' as never })).play?.current.cards).toHaveLength(3);
  });

  test('2007 20F4: called at once during the auction, the opponent whose partner has not called may still change (21B1(a))', () => {
    const s = table('2007', 'P P 1NT P 2C P');
    const t = must(applyTableEvent(s, correct({ 'corrected-at-once': true })));
    expect(cited(s, t)).toEqual(['20F4', '21B1(a)']);
  });

  test('20F4(a): under 2017 nothing is asked — the correction during the play is late by the period, whatever the finding', () => {
    const s = table('2017', AUCTION, ['DQ', 'D2']);
    expect(cited(s, must(applyTableEvent(s, correct())))).toEqual(['20F4', '20F4(a)']);
    expect(cited(s, must(applyTableEvent(s, correct({ 'corrected-at-once': true }))))).toEqual(['20F4', '20F4(a)']);
    const early = table('2017', 'P P 1NT P 2C P');
    expect(cited(early, must(applyTableEvent(early, correct())))).toEqual(['20F4', '21B1(a)']);
  });

  test('2007 20F5: a correction of partner\'s explanation is not asked about under 2007 either', () => {
    const s = table('2007', AUCTION);
    const t = must(applyTableEvent(s, { type: 'correct', by: 'N', call: 5, text: 'Stayman' }));
    expect(cited(s, t)).toEqual(['20F5', '21B1(a)']);
  });

  test('2007 20F4: at any stage, the correction is refused exactly when the finding is missing', () => {
    const stages: readonly [string, readonly string[]][] = [['P P 1NT P 2C P', []], [AUCTION, []], [AUCTION, ['DQ']], [AUCTION, ['DQ', 'D2', 'DA']]];
    fc.assert(fc.property(fc.constantFrom(...stages), fc.constantFrom(true, false, undefined), ([calls, cards], once) => {
      const s = table('2007', calls, cards);
      const r = applyTableEvent(s, correct(once === undefined ? undefined : { 'corrected-at-once': once }));
      expect(r.ok).toBe(once !== undefined);
      if (r.ok) expect(cited(s, r.value).includes('90A')).toBe(once === false);
    }), { numRuns: 30 });
  });
});
