// The replay view of a board: calls by seat in turn, cards in the order played (Laws 2, 41A, 44).
import { describe, expect, test } from 'vitest';
import { parsePbn, playedBoard } from '../src/index.js';
import type { PbnGame } from '../src/index.js';
import { fixture } from './helpers.js';

function games(text: string): readonly PbnGame[] {
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.file.games;
}

describe('played boards for replay', () => {
  test('Law 41A and Law 44G: the opening leader is left of declarer; each trick\'s winner leads the next', () => {
    const [g] = games(fixture('pbn/example1.pbn'));
    const b = g === undefined ? undefined : playedBoard(g);
    if (b === undefined || !b.ok) throw new Error('no board');
    const { recorded, cards, calls } = b.value;
    expect(recorded.declarer).not.toBeNull();
    expect(cards[0]?.seat).toBe({ N: 'E', E: 'S', S: 'W', W: 'N' }[recorded.declarer as 'N']);
    expect(calls[0]?.seat).toBe(b.value.dealer);
    expect(cards.length).toBeGreaterThan(4);
    // Every trick has four different seats, clockwise.
    for (let k = 0; k + 4 <= cards.length; k += 4) expect(new Set(cards.slice(k, k + 4).map((c) => c.seat)).size).toBe(4);
  });

  test('Law 2 and Law 22A: AP becomes the passes that end the auction; leading "-" columns are skipped', () => {
    const [g] = games('[Board "2"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n[Auction "N"]\n- 1C AP\n');
    const b = g === undefined ? undefined : playedBoard(g);
    // Law 2: board 2 is dealt by East, North-South vulnerable.
    expect(b?.ok && b.value).toMatchObject({ dealer: 'E', vulnerable: 'NS' });
    expect(b?.ok && b.value.calls.map((c) => `${c.seat}:${c.call}`)).toEqual(['E:1C', 'S:Pass', 'W:Pass', 'N:Pass']);
  });

  test('a game without a complete deal is refused with a reason (Law 7B1)', () => {
    const [g] = games('[Board "1"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]\n');
    const b = g === undefined ? undefined : playedBoard(g);
    expect(b?.ok).toBe(false);
  });

  test('every game of a real championship file with a deal becomes a played board', () => {
    const all = games(fixture('pbn/shared_deals.pbn'));
    const boards = all.map((g) => playedBoard(g));
    expect(boards.every((b) => b.ok)).toBe(true);
  });
});
