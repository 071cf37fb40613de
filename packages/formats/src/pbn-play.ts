// The play section as the model holds it: its tricks are cut from the cards the first time they are
// asked for. Thirteen small arrays a game are most of what a read file keeps in memory, and many
// readers (results, auctions, facts) never look at them.
import type { Seat } from '@bridge-laws/cards-and-boards';
import type { PbnNote, PbnPlay, PlayEntry } from './pbn-model.js';
import { PLAIN_PLAY } from './pbn-plain.js';

type Tricks = readonly (readonly PlayEntry[])[];

/**
 * The cards as read (rows of four, the last one possibly short): the entries, or when every one is a
 * plain shared entry, their codes in `PLAIN_PLAY` as characters. And, once asked for, the tricks.
 */
interface HeldCards {
  readonly cards: readonly PlayEntry[] | string;
  tricks: Tricks | null;
}

// The held cards ride on the play object as a private field: no property at all, so deep equality,
// spreading, JSON and structured cloning see `first`, `tricks`, `ended` and `notes` only. (A base
// constructor that returns the object it is given lets the subclass add its field to that object.)
class Given {
  constructor(play: object) {
    return play;
  }
}
class Holding extends Given {
  readonly #held: HeldCards;
  private constructor(play: object, held: HeldCards) {
    super(play);
    this.#held = held;
  }
  static attach(play: object, held: HeldCards): void {
    new Holding(play, held);
  }
  static of(play: object): HeldCards {
    return (play as Holding).#held;
  }
}

function tricksOf(this: object): Tricks {
  const held = Holding.of(this);
  if (held.tricks === null) {
    const { cards } = held;
    const tricks: PlayEntry[][] = [];
    if (typeof cards === 'string') {
      const at = (k: number): PlayEntry => PLAIN_PLAY[cards.charCodeAt(k)] as PlayEntry;
      let k = 0;
      for (; k + 4 <= cards.length; k += 4) tricks.push([at(k), at(k + 1), at(k + 2), at(k + 3)]);
      if (k < cards.length) {
        const row: PlayEntry[] = [];
        for (; k < cards.length; k++) row.push(at(k));
        tricks.push(row);
      }
    } else for (let k = 0; k < cards.length; k += 4) tricks.push(cards.slice(k, k + 4));
    held.tricks = tricks;
  }
  return held.tricks;
}

// One getter for every play object, and the properties added in the same order each time, so that
// all play objects share one shape (an own enumerable property, like the plain object it stands for).
const TRICKS: PropertyDescriptor = { get: tricksOf, enumerable: true, configurable: true };

/** A `PbnPlay` whose `tricks` are the `cards` in rows of four (the seat columns of PBN §3.6). */
export function playSection(first: Seat, cards: readonly PlayEntry[] | string, ended: boolean, notes: readonly PbnNote[]): PbnPlay {
  const play = { first } as { first: Seat; tricks: Tricks; ended: boolean; notes: readonly PbnNote[] };
  Object.defineProperty(play, 'tricks', TRICKS);
  play.ended = ended;
  play.notes = notes;
  Holding.attach(play, { cards, tricks: null });
  return play;
}
