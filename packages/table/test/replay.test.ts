import { describe, expect, test } from 'vitest';
import { replayText } from '../src/index.js';

// Each hand holds one suit, so who wins each trick is plain: North's spades are trumps in 1S.
const DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

function game(tags: Record<string, string>, auction: string, playFrom: string, play: string): string {
  const head = Object.entries({ Board: '1', Dealer: 'N', Vulnerable: 'None', Deal: DEAL, ...tags })
    .map(([k, v]) => `[${k} "${v}"]`)
    .join('\n');
  return `${head}\n[Auction "N"]\n${auction}\n[Play "${playFrom}"]\n${play}\n`;
}

const oneSpade = { Contract: '1S', Declarer: 'N', Result: '13' };

describe('replaying recorded boards through the table', () => {
  test('a clean record replays with no irregularity and a reachable result', () => {
    const r = replayText(game(oneSpade, '1S Pass Pass Pass', 'E', 'HA DA CA S2'), 'pbn');
    expect('error' in r).toBe(false);
    if ('error' in r) return;
    expect(r.boards).toEqual([{ board: 1, game: 1, replayed: true, irregularity: null, mismatch: null }]);
  });

  test('an opening lead by the wrong defender (marked ^L) is found by the engine (Law 54): declarer chooses', () => {
    const r = replayText(game(oneSpade, '1S Pass Pass Pass', 'W', '^L CA S2 HA DA'), 'pbn');
    if ('error' in r) throw new Error(r.error);
    expect(r.boards[0]?.irregularity).toMatch(/^event 5 \(CA by W\): Law 54, N chooses /);
    expect(r.boards[0]?.mismatch).toBeNull();
  });

  test('a record whose auction names another declarer contradicts itself: a mismatch, never an irregularity', () => {
    const r = replayText(game({ ...oneSpade, Declarer: 'E' }, '1S Pass Pass Pass', 'S', 'DA CA S2 HA'), 'pbn');
    if ('error' in r) throw new Error(r.error);
    expect(r.boards[0]?.irregularity).toBeNull();
    expect(r.boards[0]?.mismatch).toMatch(/declarer: recorded E, but the recorded auction makes N declarer/);
  });

  test('a card the player does not hold is an impossible record, reported as a mismatch', () => {
    const r = replayText(game(oneSpade, '1S Pass Pass Pass', 'E', 'HA DA CA H2'), 'pbn');
    if ('error' in r) throw new Error(r.error);
    expect(r.boards[0]?.irregularity).toBeNull();
    expect(r.boards[0]?.mismatch).toMatch(/event 8 \(H2 by N\) impossible: N does not hold H2/);
  });

  test('a result the play cannot reach is a mismatch', () => {
    const r = replayText(game({ ...oneSpade, Result: '0' }, '1S Pass Pass Pass', 'E', 'HA DA CA S2'), 'pbn');
    if ('error' in r) throw new Error(r.error);
    expect(r.boards[0]?.mismatch).toBe('result: recorded 0 tricks, but declarer has 1 with 12 to play');
  });

  test('one broken game is reported on its own and does not hide the others', () => {
    const broken = game(oneSpade, '1S Pass Pass Pass', 'E', 'HA DA CA S2').replace(DEAL, 'N:AKQJT98765432... AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432');
    const r = replayText(`${broken}\n${game(oneSpade, '1S Pass Pass Pass', 'E', 'HA DA CA S2')}`, 'pbn');
    if ('error' in r) throw new Error(r.error);
    expect(r.unreadable.map((u) => u.game)).toEqual([1]);
    expect(r.boards.map((b) => [b.game, b.irregularity, b.mismatch])).toEqual([[2, null, null]]);
  });
});
