import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { BOARD_STAGES, roundEnd } from './round.js';
import type { TableRound } from './round.js';

const round = (over: Partial<TableRound>): TableRound => ({
  boards: [{ board: 1, stage: 'recorded' }, { board: 2, stage: 'recorded' }],
  lastRound: false,
  nextRoundCalled: false,
  playersMoved: false,
  ...over,
});

describe('Law 8B–8C — the end of a round and of the session', () => {
  test('8B1: a round ends at the director\'s signal for the next one', () => {
    expect(roundEnd(round({}))).toMatchObject({ ended: false, law: '8B1', waitingFor: /signal/ });
    expect(roundEnd(round({ nextRoundCalled: true }))).toEqual({ ended: true, law: '8B1' });
  });

  test('8B1: at a table still playing, the round goes on until the players change seats', () => {
    const playing = round({ nextRoundCalled: true, boards: [{ board: 1, stage: 'recorded' }, { board: 2, stage: 'in-play' }] });
    expect(roundEnd(playing)).toMatchObject({ ended: false, law: '8B1', waitingFor: /board 2.*change seats/ });
    expect(roundEnd({ ...playing, playersMoved: true })).toEqual({ ended: true, law: '8B1' });
  });

  test('8B: a board played but not yet scored does not hold the round open', () => {
    expect(roundEnd(round({ nextRoundCalled: true, boards: [{ board: 1, stage: 'played' }] }))).toEqual({ ended: true, law: '8B1' });
  });

  test('8B2: a postponed board keeps its players\' round open until it is played and scored, or cancelled', () => {
    const later = round({ nextRoundCalled: true, playersMoved: true, boards: [{ board: 1, stage: 'recorded' }, { board: 2, stage: 'played', postponed: true }] });
    expect(roundEnd(later)).toMatchObject({ ended: false, law: '8B2', waitingFor: /postponed board 2/ });
    expect(roundEnd({ ...later, boards: [{ board: 2, stage: 'disputed', postponed: true }] })).toMatchObject({ ended: false, law: '8B2' });
    expect(roundEnd({ ...later, boards: [{ board: 2, stage: 'recorded', postponed: true }] })).toEqual({ ended: true, law: '8B1' });
    expect(roundEnd({ ...later, boards: [{ board: 2, stage: 'cancelled', postponed: true }] })).toEqual({ ended: true, law: '8B1' });
  });

  test('8C: the last round and the session end when every board is played and recorded without objection', () => {
    const last = round({ lastRound: true, boards: [{ board: 25, stage: 'recorded' }, { board: 26, stage: 'disputed' }] });
    expect(roundEnd(last)).toMatchObject({ ended: false, law: '8C', waitingFor: /board 26/ });
    expect(roundEnd({ ...last, nextRoundCalled: true, playersMoved: true })).toMatchObject({ ended: false, law: '8C' });
    expect(roundEnd({ ...last, boards: [{ board: 25, stage: 'recorded' }, { board: 26, stage: 'recorded' }] })).toEqual({ ended: true, law: '8C' });
  });

  test('8B2: whatever else holds, an unsettled postponed board keeps the round open; 8C: the last round never ends with a board unsettled', () => {
    const board = fc.record({ board: fc.integer({ min: 1, max: 36 }), stage: fc.constantFrom(...BOARD_STAGES), postponed: fc.boolean() });
    fc.assert(
      fc.property(fc.array(board, { maxLength: 6 }), fc.boolean(), fc.boolean(), fc.boolean(), (boards, lastRound, nextRoundCalled, playersMoved) => {
        const end = roundEnd({ boards, lastRound, nextRoundCalled, playersMoved });
        const unsettled = boards.filter((b) => b.stage !== 'recorded' && b.stage !== 'cancelled');
        if (unsettled.some((b) => b.postponed)) expect(end).toMatchObject({ ended: false, law: '8B2' });
        if (lastRound && unsettled.length > 0) expect(end.ended).toBe(false);
        if (!lastRound && !nextRoundCalled) expect(end.ended).toBe(false);
      }),
    );
  });
});
