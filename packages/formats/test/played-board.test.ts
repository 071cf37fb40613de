// The replay view of a board: calls by seat in turn, cards in the order played (Laws 2, 41A, 44).
import { describe, expect, test } from 'vitest';
import { parsePbn, playedBoard, readPbn, verifyPbn } from '../src/index.js';
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

  test('real records that put an unfinished trick\'s cards in the wrong seat columns: reported, not dropped', () => {
    // In 8 of the 200 rpbridge.net games the cards after a "-" stand in columns of seats that do not hold them.
    const boards = readPbn(fixture('pbn/example3-head.pbn')).file.games.map((g) => playedBoard(g));
    const problems = boards.flatMap((b) => (b.ok ? b.value.problems : []));
    expect(boards.filter((b) => b.ok && b.value.problems.length > 0)).toHaveLength(8);
    expect(problems).toHaveLength(10);
    expect(problems[0]).toBe('trick 4: S cannot play HK, which was dealt to W (recorded after an unknown card)');
  });

  test('every game of a real championship file with a deal becomes a played board', () => {
    const all = games(fixture('pbn/shared_deals.pbn'));
    const boards = all.map((g) => playedBoard(g));
    expect(boards.every((b) => b.ok)).toBe(true);
  });

  const UNFINISHED = (trick2: string, trick3 = ''): string =>
    '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n' +
    `[Declarer "N"]\n[Contract "1S"]\n[Result "7"]\n[Auction "N"]\n1S Pass Pass Pass\n[Play "E"]\nST S3 S2 SA\n${trick2}\n${trick3}\n`;

  test('Law 44G: an unfinished last trick keeps the cards before its first unknown card, in playing order', () => {
    const [g] = games(UNFINISHED('- S4 - SK'));
    const b = g === undefined ? undefined : playedBoard(g);
    if (b === undefined || !b.ok) throw new Error(b === undefined ? 'no game' : b.error);
    expect(b.value.problems).toEqual([]);
    // North won trick 1 with SA and leads SK; East's card is unknown, so the order stops there.
    expect(b.value.cards.map((c) => `${c.seat}:${c.card}`)).toEqual(['E:ST', 'S:S3', 'W:S2', 'N:SA', 'N:SK']);
  });

  test('Law 7B1: a card recorded after the first unknown card of the last trick is still checked (issue 30)', () => {
    // South is recorded with HA, which North holds: reading must not stop at East's "-".
    const [g] = games(UNFINISHED('- HA - SK'));
    const b = g === undefined ? undefined : playedBoard(g);
    if (b === undefined || !b.ok) throw new Error('no board');
    expect(b.value.problems).toEqual(['trick 2: S cannot play HA, which was dealt to N (recorded after an unknown card)']);
    expect(b.value.cards).toHaveLength(5);
  });

  test('Law 7B1: a card recorded twice after an unknown card is reported, in a later row too', () => {
    const [g] = games(UNFINISHED('- S4 - SK', 'S4 - - -'));
    const b = g === undefined ? undefined : playedBoard(g);
    expect(b?.ok && b.value.problems).toEqual(['trick 3: E cannot play S4, which was dealt to S (recorded after an unknown card)']);
  });

  test('verifier: a card not held, in a row after an unfinished trick, is an error at its line', () => {
    const text = UNFINISHED('- S4 - SK', 'HA - - -');
    const errors = verifyPbn(text).games[0]?.errors ?? [];
    expect(errors.find((e) => e.code === 'card-not-held')).toMatchObject({ line: 13, message: 'E does not hold HA at trick 3 (recorded after an unknown card)' });
  });
});
