import { describe, expect, test } from 'vitest';
import { wrongBoardRuling } from './wrong-board.js';
import type { WrongBoardFacts } from './wrong-board.js';

const players = { N: 'ann', E: 'bob', S: 'cat', W: 'dan' };
const facts = (over: Partial<WrongBoardFacts>): WrongBoardFacts => ({
  board: 7,
  players,
  designated: [5, 6],
  history: [{ board: 7, players: { N: 'eve', E: 'fay', S: 'gus', W: 'hal' } }],
  auctionStarted: true,
  correctBoard: 5,
  ...over,
});

describe('Law 15B — a wrong board found during the auction or play', () => {
  test('15B: a board the movement gives this table is no wrong board; before the auction it is simply exchanged', () => {
    expect(wrongBoardRuling(facts({ board: 6 }))).toMatchObject({ kind: 'no-wrong-board' });
    expect(wrongBoardRuling(facts({ auctionStarted: false }))).toMatchObject({ kind: 'no-wrong-board', reason: /exchange/ });
  });

  test('15B1: any of the four had played it before, against anyone: cancelled for both sides; 15B3 artificial scores', () => {
    const history = [{ board: 7, players: { N: 'eve', E: 'fay', S: 'gus', W: 'cat' } }, { board: 3, players }];
    expect(wrongBoardRuling(facts({ history }))).toEqual({
      kind: 'cancelled', laws: ['15B', '15B1', '15B3'], playedBefore: ['S'], artificialScore: ['NS', 'EW'],
    });
  });

  test('15B2: none had played it: the result stands and the director is asked about the correct board', () => {
    expect(wrongBoardRuling(facts({}))).toMatchObject({ kind: 'stands', laws: ['15B', '15B2'], question: { id: 'play-correct-board-later', law: '15B2' }, artificialScoreOnCorrectBoard: [] });
    expect(wrongBoardRuling(facts({}), true)).toEqual({ kind: 'stands', laws: ['15B', '15B2'], artificialScoreOnCorrectBoard: [] });
  });

  test('15B3: when the correct board will not be played, both sides get an artificial score on it', () => {
    expect(wrongBoardRuling(facts({}), false)).toEqual({ kind: 'stands', laws: ['15B', '15B2', '15B3'], artificialScoreOnCorrectBoard: ['NS', 'EW'] });
  });
});
