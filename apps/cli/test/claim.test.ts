import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from './helpers.js';

const cases = join(import.meta.dirname, '..', '..', '..', 'packages', 'claims', 'cases');

describe('bridge-laws claim (Law 70)', () => {
  test('70E1: an unstated finesse is not credited', async () => {
    const r = await cli('claim', join(cases, 'claim-unstated-finesse.case.yaml'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).report.tricks).toEqual({ NS: 11, EW: 2 });
  });
  test('a missing file is a failure', async () => {
    expect((await cli('claim', 'no-such.case.yaml')).code).toBe(1);
  });
});
