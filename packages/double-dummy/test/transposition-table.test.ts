import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createSolver } from '@bridge-laws/double-dummy';
import { TranspositionTable } from '../src/transposition-table.js';
import { readDdsList } from '../bench/dds-format.js';

// A full table keeps the stored positions with the most tricks left and frees the rest, instead
// of forgetting everything: the hardest deals fill any table many times over.

const NO_CODES = new Int32Array(4);
const NO_TOPS = new Int32Array(4);

/**
 * A made-up shape word: North holds `left` cards in the first suit (what the table reads as the
 * tricks left), `id` fills the other holders' nibbles so that every entry has its own shape.
 */
function shape(left: number, id: number): number {
  return left | ((id & 0xfff) << 4) | (((id >> 12) & 0xfff) << 20);
}

function store(tt: TranspositionTable, left: number, id: number, tricks: number): void {
  tt.store(shape(left, id), 0, 0, 0, NO_TOPS, NO_TOPS, tricks, tricks, 0);
}

/** Exact tricks stored for the entry, or -1 when the table no longer decides it. */
function lookUp(tt: TranspositionTable, left: number, id: number): number {
  const e = tt.probe(shape(left, id), 0, 0, 0, NO_CODES, NO_CODES, 0, 13, 4);
  if (tt.hit < 0) return -1;
  const lb = e & 15;
  return lb === ((e >> 4) & 15) ? lb : -1;
}

describe('transposition table — what a full table keeps', () => {
  test('positions with many tricks left survive a table filled many times by positions with few', () => {
    const tt = new TranspositionTable(1);
    for (let id = 0; id < 500; id++) store(tt, 12, id, 5 + (id % 3));
    for (let id = 500; id < 100_000; id++) store(tt, 3, id, id % 4);
    for (let id = 0; id < 500; id++) expect(lookUp(tt, 12, id)).toBe(5 + (id % 3));
    // The table is bounded: the first of the small positions are gone, the last ones are there.
    expect(lookUp(tt, 3, 500)).toBe(-1);
    expect(lookUp(tt, 3, 99_999)).toBe(99_999 % 4);
  });

  test('when every stored position has as many tricks left, the table starts again empty', () => {
    const tt = new TranspositionTable(1);
    for (let id = 0; id < 100_000; id++) store(tt, 13, id, id % 14);
    expect(lookUp(tt, 13, 0)).toBe(-1);
    expect(lookUp(tt, 13, 99_999)).toBe(99_999 % 14);
  });

  test('a clear forgets every position', () => {
    const tt = new TranspositionTable(1);
    store(tt, 8, 1, 6);
    expect(lookUp(tt, 8, 1)).toBe(6);
    tt.clear();
    expect(lookUp(tt, 8, 1)).toBe(-1);
  });
});

describe('Law 44E-44G — a small table gives the same answers', () => {
  test('list100 deals 1-2: a 1 MB table, swept again and again, gives DDS tables', () => {
    const text = readFileSync(new URL('../bench/data/list100.txt', import.meta.url), 'utf8');
    const solver = createSolver({ ttMegabytes: 1 });
    for (const reference of readDdsList(text).slice(0, 2)) {
      const table = solver.ddTable(reference.deal);
      expect(table.ok && table.value).toEqual(reference.table);
    }
  }, 120_000);
});
