import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { matchpointBoard, tableLine } from '@bridge-laws/scoring';
import {
  adjustedLine, artificialByFault, assignedScore, checkWeights, isSplit, selfInflictedScore, weightedScore, forfeitureScore,
  checkGround, checkKind,
} from '@bridge-laws/irregularities';

describe('Law 12C1 — assigned and weighted adjusted scores', () => {
  test('12C1(a): an assigned result becomes one North-South score for both sides', () => {
    const line = adjustedLine(assignedScore({ contract: '4H', declarer: 'E', tricks: 10 }), 'None');
    expect(line).toEqual({ ok: true, value: { ns: { kind: 'score', ns: -420 }, ew: { kind: 'score', ns: -420 } } });
  });

  test('12C1(c): a weighted score keeps each result with its weight', () => {
    const line = adjustedLine(
      weightedScore([
        { contract: '3H', declarer: 'E', tricks: 10, weight: 0.6 },
        { contract: '2S', declarer: 'S', tricks: 6, weight: 0.4 },
      ]),
      'None',
    );
    expect(line.ok && line.value.ns).toEqual({ kind: 'weighted', parts: [{ ns: -170, weight: 0.6 }, { ns: -100, weight: 0.4 }] });
  });

  test('12C1(c): a weighted score given as the scores of its results (a W line) scores as weighted, each score checked by Law 77', () => {
    const award = { kind: 'weighted-scores' as const, scores: [{ ns: 620, weight: 0.6 }, { ns: -100, weight: 0.4 }] };
    const line = adjustedLine({ NS: award, EW: award }, 'NS');
    expect(line.ok && line.value).toEqual({ ns: { kind: 'weighted', parts: award.scores }, ew: { kind: 'weighted', parts: award.scores } });
    // 620 is no score of a board where North-South are not vulnerable; weights of 60 + 30 are refused by 12C1(c).
    const notVul = adjustedLine({ NS: award, EW: award }, 'None');
    expect(notVul.ok ? null : [notVul.error.law, notVul.error.message]).toEqual(['77', 'weighted score: 620 is no score a board gives with vulnerability None']);
    const short = { kind: 'weighted-scores' as const, scores: [{ ns: 620, weight: 0.6 }, { ns: -100, weight: 0.3 }] };
    const bad = adjustedLine({ NS: short, EW: short }, 'NS');
    expect(bad.ok ? null : bad.error.law).toBe('12C1(c)');
  });

  test('12C1(c): weights that do not sum to one are refused, citing the law', () => {
    const r = checkWeights([
      { contract: '3H', declarer: 'E', tricks: 10, weight: 0.6 },
      { contract: '2S', declarer: 'S', tricks: 6, weight: 0.3 },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-weights');
      expect(r.error.law).toBe('12C1(c)');
      expect(r.error.message).toMatch(/0\.6 \+ 0\.3 = 0\.9/);
    }
    expect(checkWeights([{ contract: 'passed-out', weight: 1 }, { contract: 'passed-out', weight: 0 }]).ok).toBe(false);
  });

  test('12C1(c): any normalised weights are accepted and scoring matchpoints them without refusal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 13 }), (raw, tricks) => {
        const sum = raw.reduce((a, b) => a + b, 0);
        const results = raw.map((w, i) => ({ contract: '3NT', declarer: 'N' as const, tricks: (tricks + i) % 14, weight: w / sum }));
        const line = adjustedLine(weightedScore(results), 'All');
        if (!line.ok) return false;
        const mp = matchpointBoard([line.value, tableLine(400), tableLine(-100)]);
        if (!mp.ok) return false;
        // Law 78A: North-South and East-West matchpoints on each line add up to the top.
        return mp.value.lines.every((l) => Math.abs(l.ns.mp + l.ew.mp - mp.value.top) < 1e-6);
      }),
    );
  });

  test('12C1(b): an impossible assigned result is refused with the field named', () => {
    const r = adjustedLine(assignedScore({ contract: '8H', declarer: 'E', tricks: 10 }), 'None');
    expect(!r.ok && r.error.code).toBe('bad-result');
    const t = adjustedLine(assignedScore({ contract: '4H', declarer: 'E', tricks: 14 }), 'None');
    expect(!t.ok && t.error.message).toMatch(/tricks must be a whole number from 0 to 13/);
  });
});

describe('Law 12C2 — artificial adjusted scores', () => {
  test('12C2(a): average minus directly at fault, average partly, average plus not at fault', () => {
    expect(artificialByFault({ NS: 'direct', EW: 'none' })).toEqual({
      NS: { kind: 'artificial', grade: 'avg-minus' },
      EW: { kind: 'artificial', grade: 'avg-plus' },
    });
    expect(artificialByFault({ NS: 'partial', EW: 'partial' }).NS).toEqual({ kind: 'artificial', grade: 'avg' });
  });

  test('12C2(a): scored at the regulation percentages: 40% and 60% of a top of 4', () => {
    const line = adjustedLine(artificialByFault({ NS: 'direct', EW: 'none' }), 'None');
    if (!line.ok) throw new Error(line.error.message);
    const mp = matchpointBoard([line.value, tableLine(100), tableLine(-50)]);
    expect(mp.ok && mp.value.lines[0]).toEqual({ ns: { mp: 1.6, percent: 40, artificial: true }, ew: { mp: 2.4, percent: 60, artificial: true } });
  });

  test('12C1(a): an artificial score needs its reason; 12B2: harshness is no ground', () => {
    const a = checkKind(artificialByFault({ NS: 'none', EW: 'none' }));
    expect(!a.ok && a.error.law).toBe('12C1(a)');
    expect(checkKind(artificialByFault({ NS: 'none', EW: 'none' }), 'results-too-numerous')).toEqual({ ok: true, value: ['12C1(d)'] });
    const h = checkGround('rectification-unduly-severe');
    expect(!h.ok && h.error.law).toBe('12B2');
    expect(checkGround('no-rectification-provided')).toEqual({ ok: true, value: '12A1' });
  });
});

describe('Law 12C1(e) — self-inflicted damage', () => {
  // Vulnerable NS (board 2): 4S making is +620; after the infraction NS could still expect 3S+1 (+170);
  // they then misdefended... here, misplayed to 4S down one (−100).
  const results = {
    withoutInfraction: { contract: '4S', declarer: 'S', tricks: 10 },
    expectedAfterInfraction: { contract: '3S', declarer: 'S', tricks: 10 },
    obtained: { contract: '4S', declarer: 'S', tricks: 9 },
  } as const;

  test('12C1(e)(i): the offending side gets the score for its infraction alone', () => {
    const r = selfInflictedScore('EW', results, 'NS');
    expect(r.ok && r.value.EW).toEqual({ kind: 'assigned', results: [{ contract: '4S', declarer: 'S', tricks: 10, weight: 1 }] });
  });

  test('12C1(e)(ii): the non-offending side is redressed only for the consequent damage: −100 + (620 − 170) = 350', () => {
    const r = selfInflictedScore('EW', results, 'NS');
    expect(r.ok && r.value.NS).toEqual({ kind: 'points', ns: 350 });
    expect(r.ok && isSplit(r.value)).toBe(true);
  });

  test('12C1(e)(ii): with North-South offending, East-West figures are seen from East-West', () => {
    // EW non-offending; their own scores are the negation of North-South's.
    const r = selfInflictedScore('NS', { withoutInfraction: { contract: '3S', declarer: 'S', tricks: 8 }, expectedAfterInfraction: { contract: '2S', declarer: 'S', tricks: 8 }, obtained: { contract: '2S', declarer: 'S', tricks: 9 } }, 'None');
    // own(Ra) = −140, own(Rn) − own(Re) = 50 − (−110) = 160 → EW own 20 → NS −20.
    expect(r.ok && r.value.EW).toEqual({ kind: 'points', ns: -20 });
  });
});

describe('Law 11A — forfeiture with split scores', () => {
  test('11A: only the side that gained is adjusted; the other keeps the table result', () => {
    const adj = forfeitureScore('NS', { contract: '3NT', declarer: 'N', tricks: 8 });
    const line = adjustedLine(adj, 'None', 400);
    expect(line.ok && line.value).toEqual({ ns: { kind: 'score', ns: -50 }, ew: { kind: 'score', ns: 400 } });
    const missing = adjustedLine(adj, 'None');
    expect(!missing.ok && missing.error.code).toBe('needs-table-result');
  });
});
