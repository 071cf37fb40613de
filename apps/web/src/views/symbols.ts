// How calls and cards are shown: suit symbols, 10 for the ten.
import type { Rank, Suit } from '@bridge-laws/cards-and-boards';

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const DENOMINATION_SYMBOL: Readonly<Record<string, string>> = { ...SUIT_SYMBOL, NT: 'NT' };

export function rankText(r: Rank): string {
  return r === 'T' ? '10' : r;
}

/** `1S` → `1♠`, `3NT` → `3NT`; passes, doubles and anything else unchanged. */
export function callText(call: string): string {
  const m = /^([1-9])(NT|[SHDC])(.*)$/.exec(call);
  return m ? `${m[1]}${DENOMINATION_SYMBOL[m[2] as string]}${m[3]}` : call;
}

/** `SA` → `♠A`, `HT` → `♥10`; anything that is not a card unchanged. */
export function cardText(card: string): string {
  const m = /^([SHDC])([AKQJT2-9])$/.exec(card);
  return m ? `${SUIT_SYMBOL[m[1] as Suit]}${rankText(m[2] as Rank)}` : card;
}

/** Red suits are shown red. */
export function isRed(text: string): boolean {
  return /[♥♦]/.test(text);
}
