// Law 2007 50E: what the players may use from a penalty card under the 2007 Laws. Only the duty to play it is authorized
// for everyone (2007 50E1); everything else its exposure shows is unauthorized for the owner's partner from the moment
// it appears (2007 50E2) — where 2017 authorizes the card itself while it lies on the table (50E1) and restricts the
// partner only once it is picked up or played (50E2, 50E3).
import { partnerOf } from '@bridge-laws/cards-and-boards';
import type { InformationEntry, PlayState } from './types.js';
import { cite } from './cite.js';
import { editionRef } from './law-2007.js';
import { update } from './update.js';

/** Laws 2007 50E1–50E3: each new penalty card is unauthorized for the owner's partner (authorized for declarer). */
export function withPenaltyCardInformation2007(before: PlayState, after: PlayState): PlayState {
  const trick = after.tricks.length + 1;
  const fresh = after.penaltyCards.filter((p) => !before.penaltyCards.some((q) => q.card === p.card));
  if (fresh.length === 0) return after;
  // Law 2007 50E2: the information from the exposure (beyond the duty to play it, 50E1) is unauthorized for partner.
  const law = editionRef('2007 50E2');
  const entries: InformationEntry[] = fresh.map((p) => ({ law, card: p.card, owner: p.seat, unauthorizedFor: [partnerOf(p.seat)], trick }));
  // Law 2007 50E3: whether the exposed card's information damaged the non-offenders is judged at the end of play
  // (the question 2017 puts under 50E4, which the table cites by its 2007 number).
  const asked = after.endQuestions.includes(editionRef('50E4'));
  const endQuestions = asked ? after.endQuestions : [...after.endQuestions, editionRef('50E4')];
  return cite(update(after, { information: [...after.information, ...entries], endQuestions }), '2007 50E1', '2007 50E2');
}
