// Laws 50E1–50E3: what the players may use from a penalty card as it appears, is picked up, or is played.
import { lawRef, partnerOf } from '@bridge-laws/cards-and-boards';
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { InformationEntry, PlayState } from './types.js';
import { cite } from './cite.js';
import { update } from './update.js';

/**
 * Compare the penalty cards before and after an event. Law 50E1: a card on the table (and the duty to play it) is
 * authorized information for everyone. Law 50E2: a card picked up (50D2(a), 51B) is unauthorized for the owner's
 * partner, authorized for declarer. Law 50E3: once it is played, how it became a penalty card is unauthorized for
 * the owner's partner.
 */
export function withPenaltyCardInformation(before: PlayState, after: PlayState): PlayState {
  const trick = after.tricks.length + 1;
  const entries: InformationEntry[] = [];
  for (const p of after.penaltyCards) {
    if (!before.penaltyCards.some((q) => q.card === p.card)) entries.push({ law: lawRef('50E1'), card: p.card, owner: p.seat, unauthorizedFor: [], trick });
  }
  for (const p of before.penaltyCards) {
    if (after.penaltyCards.some((q) => q.card === p.card)) continue;
    const law = after.hands[p.seat].includes(p.card) ? '50E2' : '50E3';
    entries.push({ law: lawRef(law), card: p.card, owner: p.seat, unauthorizedFor: [partnerOf(p.seat)], trick });
  }
  if (entries.length === 0) return after;
  // Law 50E4: after a penalty card lay on the table the director judges at the end of play whether it helped the offenders.
  const shown = entries.some((e) => e.law === '50E1') && !after.endQuestions.includes(lawRef('50E4'));
  const endQuestions = shown ? [...after.endQuestions, lawRef('50E4')] : after.endQuestions;
  return cite(update(after, { information: [...after.information, ...entries], endQuestions }), ...new Set(entries.map((e) => e.law)));
}

/** The entries of the ledger that `seat` may not use (Law 16C). */
export function unauthorizedFor(state: PlayState, seat: Seat): InformationEntry[] {
  return state.information.filter((e) => e.unauthorizedFor.includes(seat));
}
