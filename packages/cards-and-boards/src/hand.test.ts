import { describe, expect, test } from 'vitest';
import { hcp, shape, pattern, isBalanced, controls, losingTrickCount, holdings } from './hand.js';
import { parsePbnDeal } from './pbn-deal.js';
import { formatDiagram } from './hand-record.js';
import { dealWith } from './shuffle.js';
import { seededRandom } from './random.js';
import fc from 'fast-check';

const r = parsePbnDeal('N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76');
if (!r.ok) throw new Error('fixture');
const { hands } = r.value;

describe('hand evaluation', () => {
  test('high-card points, shape and pattern', () => {
    expect([hcp(hands.N), hcp(hands.E), hcp(hands.S), hcp(hands.W)]).toEqual([13, 17, 8, 2]);
    expect(shape(hands.S)).toEqual([5, 2, 3, 3]);
    expect(pattern(hands.N)).toBe('4-3-3-3');
    expect(isBalanced(hands.N)).toBe(true);
    expect(isBalanced(hands.S)).toBe(true);
    expect(controls(hands.E)).toBe(5);
    expect(losingTrickCount(hands.N)).toBe(8); // AK32 1, K54 2, Q76 2, J98 3
    expect(holdings(hands.E).H).toEqual(['A', 'J', 'T', '6']);
  });

  test('points always total 40 and lengths 13 per hand', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const d = dealWith(seededRandom(seed));
        expect(hcp(d.hands.N) + hcp(d.hands.E) + hcp(d.hands.S) + hcp(d.hands.W)).toBe(40);
        expect(shape(d.hands.W).reduce((a, b) => a + b, 0)).toBe(13);
      }),
    );
  });

  test('the diagram shows every hand with its points', () => {
    const text = formatDiagram(r.value, { symbols: 'letters' });
    expect(text).toContain('N 13 HCP');
    expect(text).toContain('H A J 10 6');
    expect(text.split('\n')).toHaveLength(15);
  });
});
