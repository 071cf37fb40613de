// End of play: Law 64 transfers for revokes brought to attention, and the Law 64C equity question.
import { askDirector, lawRef } from '@bridge-laws/cards-and-boards';
import type { LawRef } from '@bridge-laws/cards-and-boards';
import type { FactId, PlayState } from './types.js';
import { cite } from './cite.js';
import { equityLaw, netTransfer, revokeTransfers, transferLines } from './transfer.js';
import { update } from './update.js';
import { withDummyBreach } from './dummy-breach.js';

/**
 * Law 45F: dummy indicated a card; play goes on and the director judges damage at the end. Suggesting a play is also
 * taking part in it (Law 43A1(c)), a breach Law 43B1 lets the director penalise.
 */
export function attentionToDummySuggestion(state: PlayState): PlayState {
  const s = withDummyBreach(cite(update(state, { endQuestions: [...state.endQuestions, lawRef('45F')] }), '45F'), '43A1(c)');
  return s.phase === 'ended' ? settle(s) : s;
}

export function settle(state: PlayState): PlayState {
  if (state.phase !== 'ended') return state;
  const transfers = revokeTransfers(state.revokes, state.tricks, state.edition);
  if (transfers.length === 0) return askAtEnd(state);
  // Law 64A, 64B: each revoke's own item and tricks, and the total the score is credited with.
  const net = netTransfer(transfers, state.tricks);
  let s: PlayState = update(state, { transferred: net, transfers: transferLines(transfers, net) });
  s = cite(s, ...new Set(transfers.map((t) => t.law)));
  // Law 64C: after any established revoke the director judges the damage — 64C2(a), 64C2(b) or 64C1 (`equityLaw`).
  if (s.pending === null && s.facts['damaged'] === undefined) {
    const law = equityLaw(transfers);
    s = cite(
      update(s, {
        pending: askDirector({ id: 'damaged', law }, { type: 'equity' as const, revokes: transfers.map((t) => s.revokes.indexOf(t.revoke)) }),
      }),
      law,
    );
  }
  return s;
}

/**
 * The finding each judgment held until the end of play needs (Law 43B3: did the defenders gain by their irregularity?
 * Law 43B1: does the director give dummy a procedural penalty?). 2007 43B3 leaves it to 12B: was the declaring side
 * damaged by the defenders' irregularity (`damaged`)?
 */
export function endFact(law: string): FactId {
  if (law === '43B1') return 'procedural-penalty';
  return law === '43B3' ? 'defenders-gained' : 'damaged';
}

/**
 * Judgments held until the end of play, one at a time (Laws 45F, 47E2(b), 50E4, 43B3, 55C, 67B3, then 43B1): the director says whether the
 * other side was damaged (or the defenders gained); a finding given earlier answers at once.
 */
export function askAtEnd(state: PlayState): PlayState {
  // Law 43B1's penalty is asked last: it does not change the result the other judgments rule on.
  const law = state.endQuestions.find((q) => q !== '43B1') ?? state.endQuestions[0];
  if (law === undefined || state.pending !== null || state.phase !== 'ended') return state;
  const fact = endFact(law);
  if (state.facts[fact] !== undefined) return answerAtEnd(state, law);
  return cite(
    update(state, { pending: askDirector({ id: fact, law }, { type: 'end-question' as const, law }) }),
    law,
  );
}

/** The director's finding on one end-of-play judgment: an adjustment request if it went against the offenders; then the next question. */
export function answerAtEnd(state: PlayState, law: LawRef): PlayState {
  const fact = endFact(law);
  const found = state.facts[fact] === true;
  const facts = { ...state.facts };
  delete facts[fact];
  const rest = state.endQuestions.filter((q) => q !== law);
  const adjustments = found ? [...state.adjustments, { law, reason: damageReason(law) }] : state.adjustments;
  const s = cite(update(state, { pending: null, facts, endQuestions: rest, adjustments }), law, ...(found ? [law === '43B1' ? '90' : '12C1'] : []));
  return askAtEnd(s);
}

/** What the director found when he answers that the non-offending side was damaged. */
export function damageReason(law: string): string {
  if (law === '45F') return 'dummy suggested a play to declarer and the defenders were damaged';
  if (law === '47E2(b)') return 'a card played after a mistaken explanation could no longer be changed';
  if (law === '50E4') return 'the exposed card helped the offenders and the non-offending side was damaged';
  if (law === '67B3') return 'a card was played again to a later trick when it was too late to correct it';
  if (law === '55C') return "declarer's line could have been based on the information from his withdrawn lead, and the defenders were damaged (Law 16)";
  if (law === '43B1') return 'dummy breached a limitation of Law 43A: the director gives him a procedural penalty (Law 90)';
  if (law === '43B3') return "the defenders gained through their irregularity: only their score is adjusted, declarer's side keeps the table result";
  if (law === '2007 43B3') return "the defenders' irregularity, which dummy pointed out after his 43A2 breach, damaged the declaring side: an adjusted score for both sides (2007 12B, 12C)";
  if (law === '64C2(a)') return 'the non-offending side would probably have won more tricks had the later revokes in the same suit not occurred';
  if (law === '64C2(b)') return 'both sides revoked and a contestant was damaged: the adjusted score rests on the probable result had no revoke occurred';
  return 'the non-offending side was not sufficiently compensated for the revoke';
}

/** Record dummy's breach (Law 43B1), asking at once if play is already over and nothing else is pending. */
export function noteDummyBreach(state: PlayState, breach: string): PlayState {
  return askAtEnd(withDummyBreach(state, breach));
}
