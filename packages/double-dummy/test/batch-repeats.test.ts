import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { BatchJob } from '@bridge-laws/double-dummy';
import { createSolver, solveBatch } from '@bridge-laws/double-dummy';
import { distinctJobs, jobKey } from '../src/batch-key.js';

const hands = { N: ['SA', 'H2'], E: ['SK', 'H3'], S: ['S2', 'HA'], W: ['S3', 'HK'] } as const;
const POOL: readonly BatchJob[] = [
  { kind: 'solve', position: { hands }, options: { trump: 'NT', leader: 'N' } },
  { kind: 'solve', position: { hands }, options: { trump: 'NT', leader: 'E' } },
  { kind: 'cards', position: { hands: { ...hands, E: ['H3'] }, trick: ['SK'] }, options: { trump: 'H', leader: 'E' } },
  { kind: 'ending', ending: { hands, trump: 'S', leader: 'W' } },
  { kind: 'solve', position: { hands: { N: ['SA'], E: ['SK'], S: ['SA'], W: ['S3'] } }, options: { trump: 'NT', leader: 'N' } },
];

describe('repeated jobs in a batch', () => {
  test('a repeated job is answered once, at every place, and progress still counts every job', async () => {
    const seen: string[] = [];
    const repeat = POOL[0] as BatchJob;
    const answers = await solveBatch([repeat, POOL[1] as BatchJob, { ...repeat }], { onProgress: (d, t) => seen.push(`${d}/${t}`) });
    expect(answers).toHaveLength(3);
    expect(answers[0]).toBe(answers[2]);
    expect(answers[0]).toEqual({ ok: true, value: { tricks: 2, toPlay: 'N', side: 'NS' } });
    expect(answers[1]).toEqual({ ok: true, value: { tricks: 0, toPlay: 'E', side: 'EW' } });
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
  });

  test('jobs with the same data share a key whatever the order of their fields; a different trick or card does not', () => {
    const a: BatchJob = { kind: 'solve', position: { hands: { N: ['SA'], E: ['SK'], S: ['S2'], W: ['S3'] } }, options: { trump: 'NT', leader: 'N' } };
    const b: BatchJob = { options: { leader: 'N', trump: 'NT' }, position: { hands: { W: ['S3'], S: ['S2'], E: ['SK'], N: ['SA'] } }, kind: 'solve' };
    expect(jobKey(a)).toBe(jobKey(b));
    const trickA: BatchJob = { kind: 'cards', position: { hands, trick: ['SK', 'S2'] }, options: { trump: 'NT', leader: 'E' } };
    const trickB: BatchJob = { kind: 'cards', position: { hands, trick: ['S2', 'SK'] }, options: { trump: 'NT', leader: 'E' } };
    expect(jobKey(trickA)).not.toBe(jobKey(trickB));
    expect(jobKey(POOL[0] as BatchJob)).not.toBe(jobKey(POOL[1] as BatchJob));
    // A number and the same digits as text are different data.
    expect(jobKey({ kind: 'table', deal: { N: [1] } } as unknown as BatchJob)).not.toBe(jobKey({ kind: 'table', deal: { N: ['1'] } } as unknown as BatchJob));
  });

  test('input that is not plain data (a Map, a cycle) gets no key, is solved on its own and refused, never crashes', async () => {
    const cyclic: Record<string, unknown> = { kind: 'table' };
    cyclic.deal = cyclic;
    const withMap = { kind: 'table', deal: new Map([['N', ['SA']]]) } as unknown as BatchJob;
    expect(jobKey(cyclic as unknown as BatchJob)).toBeUndefined();
    expect(jobKey(withMap)).toBeUndefined();
    expect(distinctJobs([withMap, withMap]).distinct).toEqual([0, 1]);
    const answers = await solveBatch([withMap, withMap]);
    expect(answers.map((a) => a.ok)).toEqual([false, false]);
  });

  test('property: any sequence of jobs drawn with repeats gets, place by place, the answer of solving that job alone', async () => {
    const alone = POOL.map((job) => solveBatch([job]));
    const expected = await Promise.all(alone);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: POOL.length - 1 }), { maxLength: 10 }), async (picks) => {
        const answers = await solveBatch(picks.map((i) => POOL[i] as BatchJob));
        expect(answers).toEqual(picks.map((i) => expected[i]?.[0]));
        const { distinct, firstOf } = distinctJobs(picks.map((i) => POOL[i] as BatchJob));
        expect(distinct).toHaveLength(new Set(picks).size);
        expect(firstOf).toHaveLength(picks.length);
      }),
      { numRuns: 60 },
    );
    expect(createSolver().solve({ hands }, { trump: 'NT', leader: 'N' })).toEqual(expected[0]?.[0]);
  });
});
