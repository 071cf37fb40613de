import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseContract, DENOMINATIONS, SEATS, VULNERABILITIES } from '@bridge-laws/cards-and-boards';
import type { Contract } from '@bridge-laws/cards-and-boards';
import { declarerScore, scoreNS, trickPoints, undertrickPenalty, readTableEntry } from '@bridge-laws/scoring';
import { fixture } from './fixture-helpers.js';

const contract = (text: string): Contract => {
  const r = parseContract(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('Law 77 — the scoring table', () => {
  test('77: every row of the published table (8,820 rows) matches', () => {
    const [header, ...rows] = readFileSync(fixture('law77-table.csv'), 'utf8').trim().split('\n');
    expect(header).toBe('contract,declarer,vulnerable,tricks,score_ns');
    expect(rows).toHaveLength(8820);
    const mismatches: string[] = [];
    for (const row of rows) {
      const [c, declarer, vulnerable, tricks, expected] = row.split(',') as [string, string, string, string, string];
      const r = readTableEntry({ contract: c, declarer, vulnerable, tricks });
      if (!r.ok || r.value.scoreNs !== Number(expected)) mismatches.push(`${row} → ${r.ok ? r.value.scoreNs : r.error}`);
    }
    expect(mismatches).toEqual([]);
  });

  test('77: trick points — minors 20, majors 30, notrump 40 then 30, doubling ×2 and ×4', () => {
    expect(trickPoints(contract('3C'))).toBe(60);
    expect(trickPoints(contract('2H'))).toBe(60);
    expect(trickPoints(contract('3NT'))).toBe(100);
    expect(trickPoints(contract('2SX'))).toBe(120);
    expect(trickPoints(contract('1NTXX'))).toBe(160);
  });

  test('77: game and part-score premiums (doubling counts towards game)', () => {
    expect(declarerScore(contract('2S'), false, 8)).toBe(110);
    expect(declarerScore(contract('4H'), false, 10)).toBe(420);
    expect(declarerScore(contract('4H'), true, 10)).toBe(620);
    expect(declarerScore(contract('2SX'), false, 8)).toBe(470);
    expect(declarerScore(contract('1NTXX'), true, 7)).toBe(160 + 500 + 100);
  });

  test('77: slam premiums', () => {
    expect(declarerScore(contract('6NT'), false, 12)).toBe(990);
    expect(declarerScore(contract('7NT'), true, 13)).toBe(2220);
    expect(declarerScore(contract('6C'), true, 13)).toBe(1390);
  });

  test('77: overtricks — trick value undoubled, 100/200 doubled, 200/400 redoubled', () => {
    expect(declarerScore(contract('1C'), false, 9)).toBe(110);
    expect(declarerScore(contract('1HX'), false, 9)).toBe(160 + 200);
    expect(declarerScore(contract('1HX'), true, 9)).toBe(60 + 50 + 50 + 400);
    expect(declarerScore(contract('1HXX'), true, 8)).toBe(120 + 500 + 100 + 400);
  });

  test('77: undertricks — 50/100 undoubled; doubled 100, 300, 500, 800 not vulnerable; 200, 500, 800 vulnerable', () => {
    expect([1, 2, 3, 4, 5].map((d) => undertrickPenalty('X', false, d))).toEqual([100, 300, 500, 800, 1100]);
    expect([1, 2, 3, 4].map((d) => undertrickPenalty('X', true, d))).toEqual([200, 500, 800, 1100]);
    expect([1, 2, 3, 4].map((d) => undertrickPenalty('XX', false, d))).toEqual([200, 600, 1000, 1600]);
    expect(undertrickPenalty('', true, 3)).toBe(300);
    expect(declarerScore(contract('7NTXX'), true, 0)).toBe(-7600);
  });

  test('22B/77: a passed-out board scores 0 for both sides', () => {
    expect(scoreNS({ result: { kind: 'passed-out' }, vulnerability: 'All', tricks: 0 })).toEqual({ ok: true, value: 0 });
  });

  test('77: 14 tricks is refused, not scored', () => {
    const r = scoreNS({ result: { kind: 'contract', contract: contract('4S'), declarer: 'N' }, vulnerability: 'None', tricks: 14 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('tricks-out-of-range');
  });

  test('77: symmetry — the same result declared by the other side is the negation', () => {
    const arb = fc.record({
      level: fc.integer({ min: 1, max: 7 }),
      den: fc.constantFrom(...DENOMINATIONS),
      risk: fc.constantFrom('', 'X', 'XX' as const),
      seat: fc.constantFrom(...SEATS),
      vul: fc.constantFrom(...VULNERABILITIES),
      tricks: fc.integer({ min: 0, max: 13 }),
    });
    fc.assert(
      fc.property(arb, ({ level, den, risk, seat, vul, tricks }) => {
        const c = contract(`${level}${den}${risk}`);
        const mirrored = { N: 'E', E: 'S', S: 'W', W: 'N' } as const;
        const flip = { None: 'None', All: 'All', NS: 'EW', EW: 'NS' } as const;
        const a = scoreNS({ result: { kind: 'contract', contract: c, declarer: seat }, vulnerability: vul, tricks });
        const b = scoreNS({ result: { kind: 'contract', contract: c, declarer: mirrored[seat] }, vulnerability: flip[vul], tricks });
        return a.ok && b.ok && a.value === -b.value;
      }),
    );
  });

  test('77: making more tricks never scores less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.constantFrom(...DENOMINATIONS), fc.constantFrom('', 'X', 'XX'), fc.boolean(), fc.integer({ min: 0, max: 12 }), (l, d, r, v, t) => {
        const c = contract(`${l}${d}${r}`);
        return declarerScore(c, v, t + 1) > declarerScore(c, v, t);
      }),
    );
  });
});
