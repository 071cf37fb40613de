// Laws 17A, 17D1–17D2 and 25A5: a side's auction period begins when its cards leave the board; after the final pass the auction period lasts until the opening lead is
// faced (or, after a pass-out, until the hands are back in the board); a permitted change reopens it.
import type { LawRef, Seat, Side } from '@bridge-laws/cards-and-boards';
import { err, ok, partnerOf, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import { lastCallIndex, unintendedChange } from './change-of-call.js';
import type { Facts } from './facts.js';
import { finding } from './facts.js';
import { callAfterFinalPass } from './inadmissible.js';
import type { AuctionRefusal, CallInRotation, Outcome } from './outcome.js';
import { ask } from './outcome.js';
import { cite } from './record.js';
import type { AuctionState } from './state.js';
import type { Result } from '@bridge-laws/cards-and-boards';

const L = (law: string) => law as LawRef;

/** Law 17A: a side's auction period has begun once either of its players has taken his cards from the board. */
export function auctionPeriodBegun(side: Side, cardsTakenOutBy: readonly Seat[]): boolean {
  return cardsTakenOutBy.some((seat) => sideOf(seat) === side);
}

/** Law 17A: `by` takes his cards out of the board; the first of his side to do so begins its auction period. */
export function takeCardsOut(s: AuctionState, by: Seat): AuctionState {
  if (s.cardsOut.includes(by)) return s;
  const begun = auctionPeriodBegun(sideOf(by), s.cardsOut);
  const st: AuctionState = { ...s, cardsOut: [...s.cardsOut, by] };
  return begun ? st : cite(st, L('17A'), `${by} takes his cards out of the board: the auction period of ${sideOf(by)} begins`);
}

/**
 * Laws 17D1, 17D2: the auction period ends — the opening lead was faced after an auction with a
 * contract, or the hands were put back after a pass-out. No call can be changed after this.
 */
export function closeAuctionPeriod(s: AuctionState): Result<AuctionState, AuctionRefusal> {
  if (s.phase === 'auction') {
    return err(refusal('wrong-phase', 'close the auction period: the auction has not ended (Law 22)', L('22')));
  }
  if (s.periodOver) return ok(s);
  const st: AuctionState = { ...s, periodOver: true, provisional: null };
  return ok(s.phase === 'ended'
    ? cite(st, L('17D1'), 'the opening lead is faced: the auction period and the clarification period are over')
    : cite(st, L('17D2'), 'the hands are back in the board: the auction period of the passed-out board is over'));
}

/** The auction as it stood before its final pass, with everything recorded since kept (Laws 21B1(a), 25A5). */
export function reopened(s: AuctionState): AuctionState {
  const b = s.beforeEnd;
  if (s.phase === 'auction' || b === null) return s;
  return { ...b, steps: s.steps, information: s.information, exposed: s.exposed, deferred: s.deferred, disclosed: s.disclosed, beforeEnd: null };
}

/** Law 25A5: a change after the auction has ended, before the end of the auction period. */
export function changeAfterAuction(s: AuctionState, by: Seat, call: Call, facts: Facts, inRotation: CallInRotation): Outcome {
  if (s.periodOver) {
    return err(refusal('wrong-phase', `change to ${call.text} by ${by}: the auction period is over; no call can be changed now (Law 25A5)`, L('25A5')));
  }
  const idx = lastCallIndex(s, by);
  // Nothing of his to change: the new call comes after the final pass (Law 39).
  if (idx < 0) return ok(callAfterFinalPass(s, by, call));
  // Law 25A4: after partner's call there is no change; the new call comes after the final pass.
  if (s.calls.slice(idx + 1).some((c) => c.seat === partnerOf(by))) {
    return ok(callAfterFinalPass(cite(s, L('25A4'), `${partnerOf(by)} has called since: no change under Law 25A`), by, call));
  }
  // Laws 25A1, 25A3: the director's only question is whether the call was unintended, however it came to light.
  const unintended = finding(facts, 'unintended');
  if (unintended === undefined) return ask(['unintended'], L('25A1'));
  // An intended change after the final pass is a call after the final pass (Law 39A).
  if (!unintended) return ok(callAfterFinalPass(cite(s, L('25A2'), `${by} meant his call: it stands`), by, call));
  const st = cite(reopened(s), L('25A5'), `the auction ended before ${partnerOf(by)}'s turn but the auction period has not: ${by} may still change his call`);
  return unintendedChange(st, by, idx, call, facts, inRotation);
}
