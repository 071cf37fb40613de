import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { makeRuling, parseRuling, rulingLine, exportRuling, weightedScore, artificialByFault } from '@bridge-laws/irregularities';

const uiFacts = { 'unauthorized-information': true, 'demonstrably-suggested': true, 'logical-alternatives': ['P', '3H'], damaged: true, 'self-inflicted': false };
const weighted = weightedScore([
  { contract: '3H', declarer: 'E', tricks: 10, weight: 0.6 },
  { contract: '2S', declarer: 'S', tricks: 6, weight: 0.4 },
]);

describe('Law 16B3 — the ruling record', () => {
  test('16B3: a UI ruling records the facts, the laws and the weighted score', () => {
    const r = makeRuling({ id: 'r1', board: 1, table: '3', workflow: 'ui-from-partner', facts: uiFacts, adjusted: weighted, givenAt: '2025-05-01T21:00:00Z' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.laws).toEqual(['16B1(a)', '16B3', '12C1(b)', '12C1(a)', '12C1(c)']);
    expect(r.value.scoreEffect).toEqual({ kind: 'adjusted', adjusted: weighted });
    expect(r.value.decision).toMatch(/logical alternative/);
    expect(rulingLine(r.value, -420)).toEqual({ ok: true, value: { ns: { kind: 'weighted', parts: [{ ns: -170, weight: 0.6 }, { ns: -100, weight: 0.4 }] }, ew: { kind: 'weighted', parts: [{ ns: -170, weight: 0.6 }, { ns: -100, weight: 0.4 }] } } });
  });

  test('16B1: an unanswered question is refused with the question to ask', () => {
    const r = makeRuling({ id: 'r1', board: 1, table: '3', workflow: 'ui-from-partner', facts: { 'unauthorized-information': true }, adjusted: weighted });
    expect(!r.ok && r.error).toMatchObject({ code: 'awaiting-director', law: '16B1(a)' });
    expect(!r.ok && r.error.message).toMatch(/"demonstrably-suggested"/);
  });

  test('12B1: an adjusted score where the workflow finds no damage is refused', () => {
    const r = makeRuling({ id: 'r1', board: 1, table: '3', workflow: 'ui-from-partner', facts: { ...uiFacts, damaged: false }, adjusted: weighted });
    expect(!r.ok && r.error.code).toBe('no-adjustment-due');
    const stands = makeRuling({ id: 'r1', board: 1, table: '3', workflow: 'ui-from-partner', facts: { ...uiFacts, damaged: false } });
    expect(stands.ok && stands.value.scoreEffect).toEqual({ kind: 'result-stands' });
  });

  test('12C1(a): a concluded adjustment without the score is refused', () => {
    expect(makeRuling({ id: 'r1', board: 1, table: '3', workflow: 'ui-from-partner', facts: uiFacts })).toMatchObject({ ok: false, error: { code: 'adjusted-score-needed' } });
  });

  test('12C1(c): a weighted score not summing to one is refused in a ruling', () => {
    const bad = weightedScore([{ contract: '3H', declarer: 'E', tricks: 10, weight: 0.6 }, { contract: '2S', declarer: 'S', tricks: 6, weight: 0.3 }]);
    expect(makeRuling({ id: 'r1', board: 1, table: '3', workflow: 'ui-from-partner', facts: uiFacts, adjusted: bad })).toMatchObject({ ok: false, error: { code: 'bad-weights', law: '12C1(c)' } });
  });

  test('12C1(e): self-inflicted damage is computed from the three results', () => {
    const r = makeRuling({
      id: 'r2', board: 2, table: '1', workflow: 'ui-from-partner', facts: { ...uiFacts, 'self-inflicted': true },
      selfInflicted: { offendingSide: 'EW', results: { withoutInfraction: { contract: '4S', declarer: 'S', tricks: 10 }, expectedAfterInfraction: { contract: '3S', declarer: 'S', tricks: 10 }, obtained: { contract: '4S', declarer: 'S', tricks: 9 } } },
    });
    expect(r.ok && r.value.scoreEffect.kind === 'adjusted' && r.value.scoreEffect.adjusted.NS).toEqual({ kind: 'points', ns: 350 });
    expect(r.ok && r.value.laws).toContain('12C1(e)');
    expect(makeRuling({ id: 'r2', board: 2, table: '1', workflow: 'ui-from-partner', facts: { ...uiFacts, 'self-inflicted': true }, adjusted: weighted })).toMatchObject({ ok: false, error: { code: 'self-inflicted-results-needed' } });
  });

  test('12C2(a): an artificial ruling without a workflow needs its reason; laws must exist', () => {
    const adj = artificialByFault({ NS: 'direct', EW: 'none' });
    expect(makeRuling({ id: 'r3', board: 4, table: '2', laws: ['15B1'], adjusted: adj }).ok).toBe(false);
    const r = makeRuling({ id: 'r3', board: 4, table: '2', laws: ['15B1', '15B3'], adjusted: adj, artificialReason: 'no-result-obtainable' });
    expect(r.ok && r.value.laws).toEqual(['15B1', '15B3', '12C2(a)']);
    expect(makeRuling({ id: 'r3', board: 4, table: '2', laws: ['16E'], adjusted: adj, artificialReason: 'no-result-obtainable' })).toMatchObject({ ok: false, error: { code: 'unknown-law' } });
    expect(makeRuling({ id: 'r3', board: 4, table: '2', ground: 'rectification-unduly-severe', adjusted: adj, artificialReason: 'no-result-obtainable' })).toMatchObject({ ok: false, error: { law: '12B2' } });
    expect(makeRuling({ id: 'r3', board: 4, table: '2', facts: { 'made-up': true } })).toMatchObject({ ok: false, error: { code: 'unknown-question' } });
  });

  test('a ruling read from a file is validated with the field path named', () => {
    const r = parseRuling({ id: 'r1', board: 0, table: '1', facts: {}, laws: [], decision: '', scoreEffect: { kind: 'result-stands' }, penalties: [] });
    expect(!r.ok && r.error.message).toMatch(/^board: board numbers start at 1/);
    const w = parseRuling({ id: 'r1', board: 1, table: '1', facts: {}, laws: [], decision: '', scoreEffect: { kind: 'adjusted', adjusted: { NS: { kind: 'assigned', results: [{ contract: '4H', declarer: 'E', tricks: 10 }] }, EW: { kind: 'table' } } }, penalties: [] });
    expect(!w.ok && w.error.message).toMatch(/weight/);
    const f = parseRuling({ id: 'r1', board: 1, table: '1', facts: { damaged: 'yes' }, laws: [], decision: '', scoreEffect: { kind: 'result-stands' }, penalties: [] });
    expect(!f.ok && f.error).toMatchObject({ code: 'bad-answer', law: '12B1' });
  });

  test('JSON round trip: any valid ruling survives serialisation unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 13 }), fc.constantFrom('N', 'E', 'S', 'W'), (board, w, tricks, declarer) => {
        const adjusted = weightedScore([
          { contract: '4S', declarer, tricks, weight: w / 100 },
          { contract: 'passed-out', weight: 1 - w / 100 },
        ]);
        const r = makeRuling({ id: `r${board}`, board, table: String(w), workflow: 'ui-from-partner', facts: uiFacts, adjusted });
        if (!r.ok) return false;
        const back = parseRuling(JSON.parse(JSON.stringify(r.value)));
        return back.ok && JSON.stringify(back.value) === JSON.stringify(r.value);
      }),
      { numRuns: 50 },
    );
  });

  test('a ruling is exported with its board', () => {
    const r = makeRuling({ id: 'r1', board: 6, table: '1' });
    if (!r.ok) throw new Error(r.error.message);
    expect(exportRuling(r.value, 'N:...').board).toEqual({ number: 6, dealer: 'E', vulnerable: 'EW', deal: 'N:...' });
  });
});
