// Law 2007 62D2: a defender revokes on trick 12 before his partner has played to it, and the partner holds cards of two
// suits: he may not choose the play the revoke card could have suggested. 2017 drops the special rule (62D2 sends the
// partner to Law 16C whatever he holds); under 2007 partner with cards of one suit only has no choice to restrict.
import type { Card, Suit } from '@bridge-laws/cards-and-boards';
import { suitOf } from '@bridge-laws/cards-and-boards';
import { cite } from './cite.js';
import { editionRef } from './law-2007.js';
import type { PlayState, Revoke } from './types.js';
import { trick12Revoke } from './trick-12-revoke.js';
import { update } from './update.js';

/** Law 2007 62D2: the revoke card is recorded as a restriction on the partner's choice between his two suits. */
export function withTrick12Information2007(before: PlayState, after: PlayState, r: Revoke): PlayState {
  const concerned = trick12Revoke(before, r);
  if (concerned === null) return after;
  const { partner, trick: t, partnerAt } = concerned;
  // What partner held when he came to play to trick 12: his card there, if he has played it since, and his hand.
  const held: Card[] = [...before.hands[partner], ...(partnerAt >= 0 ? [(t.cards[partnerAt] as { card: Card }).card] : [])];
  const suits = new Set<Suit>(held.map((c) => suitOf(c)));
  if (suits.size < 2) return after;
  const law = editionRef('2007 62D2');
  const entry = { law, card: r.card, owner: r.seat, unauthorizedFor: [partner], trick: 12 };
  return cite(update(after, { information: [...after.information, entry] }), law);
}
