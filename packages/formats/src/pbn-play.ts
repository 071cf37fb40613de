// The play section as the model holds it: its tricks are cut from the cards the first time they are
// asked for. Thirteen small arrays a game are most of what a read file keeps in memory, and many
// readers (results, auctions, facts) never look at them.
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { PbnNote, PbnPlay, PlayEntry } from './pbn-model.js';
import { Held } from './pbn-held.js';
import { PLAIN_PLAY } from './pbn-plain.js';
import { exactCardIndex } from './pbn-tokens.js';

type Tricks = readonly (readonly PlayEntry[])[];

/**
 * The cards as read (rows of four, the last one possibly short) when every one is a plain shared
 * entry written as a word of its own: the text that holds them (cards in export spelling, `-` and
 * `+`, separated by white space only). Once asked for, the tricks take its place.
 */
type HeldCards = string | Tricks;

function tricksOf(this: object): Tricks {
  const held = Held.of(this) as HeldCards;
  if (typeof held !== 'string') return held;
  const tricks = rows(held);
  Held.replace(this, tricks);
  return tricks;
}

function entryRows(cards: readonly PlayEntry[]): Tricks {
  const tricks: (readonly PlayEntry[])[] = [];
  for (let k = 0; k < cards.length; k += 4) tricks.push(cards.slice(k, k + 4));
  return tricks;
}

/** The rows of four of a held text. */
function rows(cards: string): Tricks {
  const tricks: PlayEntry[][] = [];
  let row: PlayEntry[] = [];
  for (let k = 0; k < cards.length; ) {
    const c = cards.charCodeAt(k);
    if (c <= 32) {
      k++;
      continue;
    }
    // `-` (52) and `+` (53) are one character; a card is two.
    const code = c === 45 ? 52 : c === 43 ? 53 : exactCardIndex(cards, k, k + 2);
    k += code >= 52 ? 1 : 2;
    row.push(PLAIN_PLAY[code] as PlayEntry);
    if (row.length === 4) {
      tricks.push(row);
      row = [];
    }
  }
  if (row.length > 0) tricks.push(row);
  return tricks;
}

// One getter for every play object, and the properties added in the same order each time, so that
// all play objects share one shape (an own enumerable property, like the plain object it stands for).
const TRICKS: PropertyDescriptor = { get: tricksOf, enumerable: true, configurable: true };

/**
 * A `PbnPlay` whose `tricks` are the `cards` in rows of four (the seat columns of PBN §3.6): the
 * entries, or the text that holds them when every one is plain (see `HeldCards`).
 */
export function playSection(first: Seat, cards: readonly PlayEntry[] | string, ended: boolean, notes: readonly PbnNote[]): PbnPlay {
  // Made from `{}`, which has room for four fields inside the object: no separate property store.
  const play = {} as { first: Seat; tricks: Tricks; ended: boolean; notes: readonly PbnNote[] };
  play.first = first;
  Object.defineProperty(play, 'tricks', TRICKS);
  play.ended = ended;
  play.notes = notes;
  // Cards with annotations are few: their rows are made at once.
  Held.attach(play, typeof cards === 'string' ? cards : entryRows(cards));
  return play;
}
