// When the director is called to the table: each irregularity a player draws attention to, and the table event
// (case-file vocabulary) that starts its ruling. The engines decide what follows; the desk only records.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { SEATS, sortCards } from '@bridge-laws/cards-and-boards';
import type { Bid } from '@bridge-laws/auction';
import { bid, isSufficient, lastBid } from '@bridge-laws/auction';
import type { CaseEvent, TablePhase, TableState } from '@bridge-laws/table';

/** The irregularities the desk's attention buttons start, in the order shown. */
export const IRREGULARITIES = ['lead-out-of-turn', 'exposed-card', 'insufficient-bid', 'call-out-of-rotation', 'misinformation', 'hesitation'] as const;
export type Irregularity = (typeof IRREGULARITIES)[number];

/** The laws each one opens, for its button (the engine cites the exact sub-law). */
export const IRREGULARITY_LAWS: Readonly<Record<Irregularity, string>> = {
  'lead-out-of-turn': '53–56',
  'exposed-card': '24, 49, 50',
  'insufficient-bid': '27',
  'call-out-of-rotation': '28–32',
  misinformation: '20, 21, 75',
  hesitation: '16B',
};

/** When each can happen: calls in the auction (Laws 27–32), leads once the auction has ended (Law 41), the rest throughout. */
const WHEN: Readonly<Record<Irregularity, readonly TablePhase[]>> = {
  'lead-out-of-turn': ['lead', 'play'],
  'exposed-card': ['auction', 'lead', 'play'],
  'insufficient-bid': ['auction'],
  'call-out-of-rotation': ['auction'],
  misinformation: ['auction', 'lead', 'play', 'ended'],
  hesitation: ['auction', 'lead', 'play', 'ended'],
};

export function availableIn(kind: Irregularity, phase: TablePhase): boolean {
  return WHEN[kind].includes(phase);
}

/** The cards a seat still holds: in the play, those not yet played; before it, the whole hand. */
export function heldCards(state: TableState, seat: Seat): readonly Card[] {
  const hand = state.play?.hands[seat] ?? state.deal?.hands[seat] ?? [];
  return sortCards(hand);
}

const DENOMINATIONS = ['C', 'D', 'H', 'S', 'NT'] as const;

/** Law 27: the bids that would be insufficient now (no higher rank than the last bid); none before the first bid. */
export function insufficientBids(state: TableState): readonly Bid[] {
  const last = lastBid(state.auction);
  const out: Bid[] = [];
  for (let level = 1; level <= 7; level++) for (const d of DENOMINATIONS) if (!isSufficient(bid(level, d), last)) out.push(bid(level, d));
  return out;
}

/** Every seat but the one whose turn it is: an irregularity out of turn or out of rotation is by another seat. */
export function seatsOutOfTurn(turn: Seat | null): readonly Seat[] {
  return SEATS.filter((s) => s !== turn);
}

/** What the director records for each, as the table's events. */
export type AttentionRecord =
  | { readonly kind: 'lead-out-of-turn'; readonly by: Seat; readonly card: Card }
  | { readonly kind: 'exposed-card'; readonly by: Seat; readonly card: Card; readonly deliberate: boolean }
  | { readonly kind: 'insufficient-bid' | 'call-out-of-rotation'; readonly by: Seat; readonly call: string }
  /** `by` draws attention: the player who was misinformed (Laws 20F, 21B, 75). */
  | { readonly kind: 'misinformation'; readonly by: Seat }
  /** `by` hesitated (Law 16B1). */
  | { readonly kind: 'hesitation'; readonly by: Seat }
  /** `by`, an opponent of the player who hesitated, calls the director to rule on it (Laws 16B2, 16B3). */
  | { readonly kind: 'unauthorized-information'; readonly by: Seat };

const table = (by: Seat, action: string, value: unknown, extra: Record<string, unknown> = {}): CaseEvent =>
  ({ kind: 'table', event: { by, action, value, ...extra } }) as CaseEvent;

/** The table event that starts the ruling. */
export function attentionEvent(r: AttentionRecord): CaseEvent {
  switch (r.kind) {
    case 'lead-out-of-turn':
      return table(r.by, 'play', r.card); // Laws 53–56: the card led is the event
    case 'exposed-card':
      return table(r.by, 'expose', r.card, r.deliberate ? { how: 'deliberate' } : {}); // Laws 24, 49, 50
    case 'insufficient-bid':
    case 'call-out-of-rotation':
      return table(r.by, 'call', r.call); // Laws 27, 28–32
    case 'misinformation':
      return table(r.by, 'attention', 'misinformation'); // Laws 20F, 21B, 75
    case 'hesitation':
      return table(r.by, 'extraneous', 'hesitation'); // Law 16B1
    case 'unauthorized-information':
      return table(r.by, 'attention', 'unauthorized-information'); // Laws 16B2, 16B3: the director's questions follow
  }
}
