// Laws 9–10: who may draw attention to an irregularity and when, dummy's limits, and who rectifies.
import type { LawRef, Refusal, Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';

/** The periods of a board that matter to Law 9. `after-play` runs until the correction period ends. */
export type BoardPeriod = 'auction' | 'play' | 'after-play';

export interface AttentionContext {
  readonly period: BoardPeriod;
  /** Dummy's seat once the opening lead is faced; null during the auction. */
  readonly dummy: Seat | null;
}

export type AttentionProblem = 'dummy-during-play';

/**
 * Laws 9A1, 9A2, 9A4: any player may draw attention during the auction period; declarer and the
 * defenders during the play; dummy only once play is over (an earlier remark breaches 43A1(b)).
 * Dummy may still correct declarer's mistaken explanation when 20F5 tells him to.
 */
export function mayDrawAttention(seat: Seat, ctx: AttentionContext, correctingPartnersExplanation = false): Result<LawRef, Refusal<AttentionProblem>> {
  if (ctx.period === 'auction') return ok(lawRef('9A1'));
  if (seat !== ctx.dummy) return ok(lawRef('9A2'));
  if (ctx.period === 'after-play') return ok(lawRef('9A4'));
  if (correctingPartnersExplanation) return ok(lawRef('20F5(b)'));
  return err(refusal('dummy-during-play', `dummy (${seat}) may not draw attention to an irregularity until play of the hand is over`, lawRef('9A4')));
}

/** Law 9B1(b): once attention is drawn, any player, dummy included, may call the director. */
export function mayCallDirector(attentionDrawn: boolean): Result<LawRef, Refusal<'no-irregularity-named'>> {
  return attentionDrawn ? ok(lawRef('9B1(b)')) : err(refusal('no-irregularity-named', 'the director is called once attention has been drawn to an irregularity', lawRef('9B1(a)')));
}

/** Law 9B2: no player acts until the director has explained every matter of rectification. */
export function tableMayProceed(rulingPending: boolean): Result<true, Refusal<'awaiting-director'>> {
  return rulingPending ? err(refusal('awaiting-director', 'no player may act until the director has explained the rectification', lawRef('9B2'))) : ok(true);
}

/**
 * Laws 10A and 10B: only the director rectifies. When players rectified or waived on their own, the
 * director decides whether it stands (judgment): pass his decision; without it the question is open.
 */
export function playersOwnRectification(directorLetsItStand: boolean | undefined): Result<'stands' | 'cancelled', Refusal<'awaiting-director'>> {
  if (directorLetsItStand === undefined) return err(refusal('awaiting-director', 'players rectified or waived without the director: he must let it stand or cancel it', lawRef('10B')));
  return ok(directorLetsItStand ? 'stands' : 'cancelled');
}

/** Law 10C2: the player who chooses an option does so without consulting partner. */
export function chooserOf(entitled: Seat, chosenBy: Seat): Result<Seat, Refusal<'wrong-chooser'>> {
  return entitled === chosenBy ? ok(entitled) : err(refusal('wrong-chooser', `the option is ${entitled}'s to choose, alone; ${chosenBy} may not choose it`, lawRef('10C2')));
}
