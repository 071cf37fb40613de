import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { seatAfter } from '@bridge-laws/cards-and-boards';
import { createSolver } from '@bridge-laws/double-dummy';
import { readDdsList } from '../bench/dds-format.js';

// A search returns bounds beyond the question asked when it can, and those bounds are stored for
// every later search of the same deal and denomination. A quick-trick count proves only the tricks
// its recorded cards stand for: storing the larger count gave a wrong table on this deal.

describe('Law 44E-44G — bounds kept between searches of one deal', () => {
  test('list100 deal 51: one solver asked for every declarer in notrump gives DDS table', () => {
    const text = readFileSync(new URL('../bench/data/list100.txt', import.meta.url), 'utf8');
    const reference = readDdsList(text).find(
      (r) => r.pbn === 'E:2.AT52.75.K76542 AQ3.KQ83.Q43.T98 KJ875.74.A986.QJ T964.J96.KJT2.A3',
    );
    expect(reference).toBeDefined();
    if (!reference) return;
    const solver = createSolver({ ttMegabytes: 16 });
    const declarers: readonly Seat[] = ['N', 'S', 'E', 'W'];
    const tricks = declarers.map((declarer) => {
      const r = solver.solve(reference.deal, { trump: 'NT', leader: seatAfter(declarer, 1) });
      return r.ok ? 13 - r.value.tricks : -1;
    });
    expect(tricks).toEqual(declarers.map((d) => reference.table[d].NT));
    expect(reference.table.E.NT).toBe(5);
  }, 60_000);
});
