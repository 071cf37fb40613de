import { describe, expect, test } from 'vitest';
import type { DdTable, EndingAnalysis } from '@bridge-laws/double-dummy';
import { par, parContractScore, solveBatch } from '@bridge-laws/double-dummy';

const row = (c: number, d: number, h: number, s: number, nt: number) => ({ C: c, D: d, H: h, S: s, NT: nt });

describe('par', () => {
  test('contract scores: 4S made with an overtrick, 3NT vulnerable, doubled sacrifices', () => {
    expect(parContractScore(4, 'S', 11, false)).toBe(450);
    expect(parContractScore(3, 'NT', 9, true)).toBe(600);
    expect(parContractScore(1, 'C', 7, false)).toBe(70);
    expect(parContractScore(5, 'D', 9, false)).toBe(-300);
    expect(parContractScore(5, 'D', 8, true)).toBe(-800);
  });

  test('North-South game in spades, East-West cannot save profitably', () => {
    const table: DdTable = { N: row(6, 6, 7, 10, 8), S: row(6, 6, 7, 10, 8), E: row(7, 7, 6, 3, 5), W: row(7, 7, 6, 3, 5) };
    const p = par(table, 'None');
    expect(p.ok && p.value.score).toBe(420);
    expect(p.ok && p.value.contracts).toEqual([{ level: 4, denomination: 'S', risk: '', side: 'NS', declarers: ['N', 'S'], overtricks: 0 }]);
  });

  test('a cheap doubled sacrifice becomes par', () => {
    // NS make 4S (vulnerable 620); EW go two down in 5D doubled not vulnerable (-300).
    const table: DdTable = { N: row(4, 2, 7, 10, 7), S: row(4, 2, 7, 10, 7), E: row(9, 9, 6, 3, 5), W: row(9, 9, 6, 3, 5) };
    const p = par(table, 'NS');
    expect(p.ok && p.value.score).toBe(300);
    expect(p.ok && p.value.contracts.every((c) => c.side === 'EW' && c.risk === 'X')).toBe(true);
  });

  test('a bad table is refused', () => {
    const table = { N: row(14, 0, 0, 0, 0), S: row(0, 0, 0, 0, 0), E: row(0, 0, 0, 0, 0), W: row(0, 0, 0, 0, 0) };
    expect(par(table, 'None').ok).toBe(false);
  });
});

describe('batches', () => {
  test('batches in one thread give the same answers as single calls', async () => {
    const answers = await solveBatch([
      { kind: 'solve', position: { hands: { N: ['SA'], E: ['SK'], S: ['S2'], W: ['S3'] } }, options: { trump: 'NT', leader: 'E' } },
      { kind: 'solve', position: { hands: { N: ['SA'], E: ['SK'], S: ['S2'], W: ['S3'] } }, options: { trump: 'NT', leader: 'N' } },
    ]);
    expect(answers.map((a) => a.ok && (a.value as { tricks: number }).tricks)).toEqual([0, 1]);
  });

  test('progress is reported once per job, in order, and an ending job gives its costs', async () => {
    const seen: string[] = [];
    const answers = await solveBatch(
      [
        { kind: 'solve', position: { hands: { N: ['SA'], E: ['SK'], S: ['S2'], W: ['S3'] } }, options: { trump: 'NT', leader: 'N' } },
        { kind: 'ending', ending: { hands: { N: ['SA', 'SQ'], E: ['SK', 'H2'], S: ['S2', 'S3'], W: ['H3', 'H4'] }, trump: 'NT', leader: 'N' } },
      ],
      { onProgress: (done, total) => seen.push(`${done}/${total}`) },
    );
    expect(seen).toEqual(['1/2', '2/2']);
    const ending = answers[1];
    expect(ending?.ok && (ending.value as EndingAnalysis).cards).toEqual([
      { card: 'SA', tricks: 2, cost: 0 },
      { card: 'SQ', tricks: 0, cost: 2 },
    ]);
  });
});
