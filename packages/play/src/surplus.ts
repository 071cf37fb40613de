// Laws 58B1, 58B4 and 67A2, 67B2: a card that went to a trick unseen with the card played.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { sideOf, suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, Revoke, SurplusCard } from './types.js';
import { cite } from './cite.js';
import { withSeat, without } from './cards.js';
import { startCorrection } from './correction.js';
import { update } from './update.js';

/** The hidden cards leave the hand with the card played; nobody knows yet, so nothing is cited. */
export function withSurplus(state: PlayState, seat: Seat, trick: number, cards: readonly Card[]): PlayState {
  let hand = state.hands[seat];
  for (const c of cards) hand = without(hand, c);
  const added: SurplusCard[] = cards.map((card) => ({ trick, seat, card }));
  return update(state, { hands: withSeat(state.hands, seat, hand), surplus: [...state.surplus, ...added] });
}

/**
 * Laws 67A2, 58B1: found before both sides have played to the next trick, only the card seen was played — the
 * others go back to the hand without rectification. Laws 58B4, 67B2, 67B2(a): found later, the card seen stays in the
 * trick (its owner unchanged) and the others go back; Law 67B2(b): they were in the hand throughout, so a failure to
 * play one of them to a later trick is a revoke.
 */
export function attentionToSurplus(state: PlayState): PlayState {
  const first = state.surplus[0];
  if (first === undefined) return state;
  const found = state.surplus.filter((x) => x.seat === first.seat && x.trick === first.trick);
  const cards = found.map((x) => x.card);
  const now = state.tricks.length + 1;
  const sidesOnNext = new Set(state.current.cards.map((p) => sideOf(p.seat))).size;
  const inTime = first.trick === now || (first.trick === now - 1 && sidesOnNext < 2);
  const restored: PlayState = update(state, {
    hands: withSeat(state.hands, first.seat, [...state.hands[first.seat], ...cards]),
    surplus: state.surplus.filter((x) => !found.includes(x)),
  });
  if (inTime) return cite(restored, '67A2', '58B1', '47F');
  return laterRevokes(cite(restored, '58B4', '67B2(a)'), first.seat, first.trick, cards);
}

/** Law 67B2(b): every later trick where the player did not follow although a restored card was of the suit led. */
function laterRevokes(state: PlayState, seat: Seat, from: number, cards: readonly Card[]): PlayState {
  const all = [...state.tricks, state.current];
  const found: Revoke[] = [];
  for (let i = from; i < all.length; i++) {
    const t = all[i];
    const lead = t?.cards[0];
    const mine = t?.cards.find((p) => p.seat === seat);
    if (t === undefined || lead === undefined || mine === undefined) continue;
    const led = suitOf(lead.card);
    if (suitOf(mine.card) === led || !cards.some((c) => suitOf(c) === led)) continue;
    const next = all[i + 1];
    // Law 63A1: established once the offender's side played to the following trick.
    const established = next !== undefined && next.cards.some((p) => sideOf(p.seat) === sideOf(seat));
    const kind = seat === state.dummy ? 'dummy' : 'follow-suit';
    found.push({ seat, trick: i + 1, card: mine.card, suit: led, kind, established, noticed: true, corrected: false, noticedAfter: null });
  }
  if (found.length === 0) return state;
  const s = cite(update(state, { revokes: [...state.revokes, ...found] }), '67B2(b)', '61A');
  const open = s.revokes.findIndex((r) => found.includes(r) && !r.established);
  return open >= 0 ? startCorrection(s, open) : s;
}
