// Law 15B: a board played at a table for which the movement did not mean it this round.
import type { DirectorQuestion } from './director-question.js';
import type { LawRef } from './law-ref.js';
import { lawRef } from './law-ref.js';
import type { BySeat, Seat, Side } from './vocabulary.js';
import { SEATS, SIDES } from './vocabulary.js';

export interface BoardPlay {
  readonly board: number;
  /** Who sat at each seat (player ids). */
  readonly players: BySeat<string>;
}

export interface WrongBoardFacts extends BoardPlay {
  /** The boards the movement gives this table in the current round. */
  readonly designated: readonly number[];
  /** Every earlier play of a board in the event, by anyone. */
  readonly history: readonly BoardPlay[];
  /** Law 15B applies once the auction period has begun; before it the boards are simply exchanged. */
  readonly auctionStarted: boolean;
  /** The board the table should be playing, when the movement says. */
  readonly correctBoard?: number;
}

export const PLAY_CORRECT_BOARD_LATER: DirectorQuestion = {
  id: 'play-correct-board-later',
  law: lawRef('15B2'),
  ask: 'Will the two pairs play their correct board against each other later in the session?',
};

/** Laws 15B1–15B3 once it is known whether any of the four had played the board before. */
export type WrongBoardOutcome =
  | {
      readonly kind: 'cancelled';
      readonly laws: readonly LawRef[];
      /** Law 15B3: artificial adjusted score on this board (Law 12C2(a)) for both sides. */
      readonly artificialScore: readonly Side[];
    }
  | {
      readonly kind: 'stands';
      readonly laws: readonly LawRef[];
      /** Law 15B2: the director may have the correct board played later; asked until answered. */
      readonly question?: DirectorQuestion;
      /** Law 15B3: when the correct board will not be played, both sides get an artificial score on it. */
      readonly artificialScoreOnCorrectBoard: readonly Side[];
    };

export type WrongBoardRuling =
  | { readonly kind: 'no-wrong-board'; readonly reason: string }
  /** `playedBefore`: seats whose player had played this board before. */
  | (Extract<WrongBoardOutcome, { kind: 'cancelled' }> & { readonly playedBefore: readonly Seat[] })
  | Extract<WrongBoardOutcome, { kind: 'stands' }>;

/**
 * Laws 15B1–15B3 (pairs and individual; teams are Law 86B): if any of the four players had played the
 * board before, against anyone, it is cancelled for both sides and each gets an artificial adjusted
 * score (15B1, 15B3); otherwise the result stands (15B2), and if the correct board is not played
 * later, each side deprived of it gets an artificial score on it (15B3).
 */
export function wrongBoardOutcome(anyPlayedBefore: boolean, playCorrectBoardLater?: boolean, correctBoardKnown = true): WrongBoardOutcome {
  if (anyPlayedBefore) return { kind: 'cancelled', laws: [lawRef('15B'), lawRef('15B1'), lawRef('15B3')], artificialScore: SIDES };
  const laws = [lawRef('15B'), lawRef('15B2')];
  if (playCorrectBoardLater === undefined) return { kind: 'stands', laws, question: PLAY_CORRECT_BOARD_LATER, artificialScoreOnCorrectBoard: [] };
  if (playCorrectBoardLater || !correctBoardKnown) return { kind: 'stands', laws, artificialScoreOnCorrectBoard: [] };
  return { kind: 'stands', laws: [...laws, lawRef('15B3')], artificialScoreOnCorrectBoard: SIDES };
}

/**
 * Law 15B, mechanical from the movement and the event's history: a table plays a board not designated
 * for it after the auction period began; which of its players had played the board before decides.
 */
export function wrongBoardRuling(facts: WrongBoardFacts, playCorrectBoardLater?: boolean): WrongBoardRuling {
  if (facts.designated.includes(facts.board)) return { kind: 'no-wrong-board', reason: `board ${facts.board} is meant for this table this round` };
  if (!facts.auctionStarted) return { kind: 'no-wrong-board', reason: 'the auction period has not begun: exchange the board for the correct one' };
  const earlier = facts.history.filter((p) => p.board === facts.board);
  const playedBefore = SEATS.filter((seat) => earlier.some((p) => SEATS.some((s) => p.players[s] === facts.players[seat])));
  const outcome = wrongBoardOutcome(playedBefore.length > 0, playCorrectBoardLater, facts.correctBoard !== undefined);
  return outcome.kind === 'cancelled' ? { ...outcome, playedBefore } : outcome;
}
