// A call or card without marks or annotations is the same value wherever it occurs: one shared,
// frozen entry each; the reader copies it before a note, NAG or comment is added.
import type { Card } from '@bridge-laws/cards-and-boards';
import type { Call, PbnComment } from './pbn-model.js';
import { CALL_AT, CARD_AT } from './pbn-tokens.js';

/** A call or card being read: the model's own object, filled in as its annotations arrive. */
export interface EntryBuilder {
  call?: string;
  card?: string;
  insufficient?: boolean;
  irregularity?: string;
  note: number | null;
  nags: number[];
  comments: PbnComment[];
}

export const NO_COMMENTS: readonly PbnComment[] = Object.freeze([]);
export const NO_NAGS: readonly number[] = Object.freeze([]);

function makePlain(kind: 'auction' | 'play', token: string): EntryBuilder {
  return Object.freeze(
    kind === 'auction'
      ? { call: token, insufficient: false, note: null, nags: NO_NAGS as number[], comments: NO_COMMENTS as PbnComment[] }
      : { card: token, irregularity: '', note: null, nags: NO_NAGS as number[], comments: NO_COMMENTS as PbnComment[] },
  ) as EntryBuilder;
}

export const PLAIN_CALLS: readonly EntryBuilder[] = CALL_AT.map((c) => makePlain('auction', c));
/** Plain play entries by code: the 52 cards in `CARD_AT` order, then `-` (52) and `+` (53). */
export const PLAIN_PLAY: readonly EntryBuilder[] = [...CARD_AT, '-', '+'].map((c) => makePlain('play', c));
const PLAIN_OTHER = new Map<string, EntryBuilder>();

/**
 * Whether `text[from, to)` is only white space (PBN §3.1): then the words on either side are
 * neighbouring tokens of a section held as text.
 */
export function onlySpace(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9 && c !== 11) return false;
  }
  return true;
}

/** The code of a play token in `PLAIN_PLAY`, or -1. */
function playCode(token: string): number {
  return token === '-' ? 52 : token === '+' ? 53 : CARD_AT.indexOf(token as Card);
}

export function plainEntry(kind: 'auction' | 'play', token: string): EntryBuilder {
  if (kind === 'play') {
    const code = playCode(token);
    if (code >= 0) return PLAIN_PLAY[code] as EntryBuilder;
  } else {
    const k = CALL_AT.indexOf(token as Call);
    if (k >= 0) return PLAIN_CALLS[k] as EntryBuilder;
  }
  // `+` and `^S` in the auction, anything else the reader accepted
  const key = `${kind}:${token}`;
  let e = PLAIN_OTHER.get(key);
  if (e === undefined) PLAIN_OTHER.set(key, (e = makePlain(kind, token)));
  return e;
}
