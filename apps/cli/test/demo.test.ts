import { expect, test } from 'vitest';
import { cli } from './helpers.js';

test('demo deals board 1 from a seed and evaluates every hand', async () => {
  const r = await cli('demo');
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/Board 1 {2}Dealer N {2}Vulnerable None/);
  const points = [...r.stdout.matchAll(/^[NESW]: (\d+) HCP/gm)].map((m) => Number(m[1]));
  expect(points).toHaveLength(4);
  expect(points.reduce((a, b) => a + b, 0)).toBe(40);
  expect((await cli('demo')).stdout).toBe(r.stdout);
});
