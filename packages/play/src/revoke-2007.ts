// Law 2007 62D2: a defender revokes on trick 12 before his partner has played to it, and the partner holds cards of two
// suits: he may not choose the play the revoke card could have suggested. 2017 drops the special rule (62D2 sends the
// partner to Law 16C whatever he holds); under 2007 partner with cards of one suit only has no choice to restrict.
import type { Card, Suit } from '@bridge-laws/cards-and-boards';
import { partnerOf, suitOf } from '@bridge-laws/cards-and-boards';
import { cite } from './cite.js';
import { editionRef } from './law-2007.js';
import type { PlayState, Revoke } from './types.js';
import { isDefender } from './position.js';
import { update } from './update.js';

/** Law 2007 62D2: the revoke card is recorded as a restriction on the partner's choice between his two suits. */
export function withTrick12Information2007(before: PlayState, after: PlayState, r: Revoke): PlayState {
  if (r.trick !== 12 || !isDefender(before, r.seat)) return after;
  const t = before.tricks[11] ?? before.current;
  const partner = partnerOf(r.seat);
  const partnerAt = t.cards.findIndex((p) => p.seat === partner);
  const revokeAt = t.cards.findIndex((p) => p.seat === r.seat && p.card === r.card);
  if (partnerAt >= 0 && partnerAt < revokeAt) return after;
  // What partner held when he came to play to trick 12: his card there, if he has played it since, and his hand.
  const held: Card[] = [...before.hands[partner], ...(partnerAt >= 0 ? [(t.cards[partnerAt] as { card: Card }).card] : [])];
  const suits = new Set<Suit>(held.map((c) => suitOf(c)));
  if (suits.size < 2) return after;
  const law = editionRef('2007 62D2');
  const entry = { law, card: r.card, owner: r.seat, unauthorizedFor: [partner], trick: 12 };
  return cite(update(after, { information: [...after.information, entry] }), law);
}
