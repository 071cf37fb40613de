// A Deal tag as the facts of a game hold it (PBN §3.4.11). A complete deal is checked when it is
// read (Laws 1A, 7B2, by cards-and-boards) but its hands, four arrays of thirteen cards, are made
// the first time they are asked for: they are the largest part of what a read file keeps, and
// many readers (results, auctions, export) never look at them.
import type { DealSetup } from '@bridge-laws/cards-and-boards';
import { parsePbnDealOwners, parsePbnDealSetup } from '@bridge-laws/cards-and-boards';
import type { PbnBoardFacts } from './pbn-model.js';
import { Held } from './pbn-held.js';
import { readDeal } from './pbn-tags.js';

// Scratch for the check; what it holds is never used.
const OWNERS = new Uint8Array(52);

/** Whether a Deal value is a complete, legal deal: four hands of 13 cards, 52 different (Laws 1A, 7B2). */
function isCompleteDeal(value: string): boolean {
  return parsePbnDealOwners(value, OWNERS) !== undefined;
}

/** The hands of a readable Deal: already made, or made when first asked for (`HeldDeal`). */
export interface DealHands {
  readonly setup: DealSetup;
}

/** A Deal text read once (the tables of a deal share it): its hands, `null` if unreadable, and what is wrong with it. */
export interface DealReading {
  readonly text: string;
  /** The same deal in export spelling, once a game has written it so (what the next table inherits). */
  exported: string | undefined;
  readonly hands: DealHands | null;
  readonly error: string | null;
  /** A fault only the verifier reports (spacing). */
  readonly strictError: string | null;
}

/**
 * Read a Deal value. A complete, legal deal has nothing to report outside strict mode: its hands
 * wait until asked for. Anything else (an end position, unknown hands, an error), and every deal in
 * strict mode, whose consistency checks need the hands, is read at once.
 */
export function readDealText(text: string, strict: boolean): DealReading {
  if (!strict && isCompleteDeal(text)) return { text, exported: undefined, hands: new HeldDeal(text), error: null, strictError: null };
  const d = readDeal(text, strict);
  return { text, exported: undefined, hands: d.setup === null ? null : { setup: d.setup }, error: d.error, strictError: d.strictError };
}

/** A complete deal's text and, once asked for, its hands; one per deal, shared by every table that plays it. */
export class HeldDeal implements DealHands {
  readonly text: string;
  #setup: DealSetup | null = null;
  constructor(text: string) {
    this.text = text;
  }

  /** The hands as written (the order of the cards and of the seats kept), made once. */
  get setup(): DealSetup {
    if (this.#setup === null) {
      const parsed = parsePbnDealSetup(this.text);
      // Only complete, legal deals are held (`isCompleteDeal`), and these always parse.
      if (!parsed.ok) throw new Error(`held deal "${this.text}" does not parse: ${parsed.error.message}`);
      this.#setup = parsed.value;
    }
    return this.#setup;
  }
}

function dealOf(this: object): DealSetup {
  return (Held.of(this) as HeldDeal).setup;
}

// One getter for every facts object: they all share one shape (an own enumerable property, like the plain one it stands for).
const DEAL: PropertyDescriptor = { get: dealOf, enumerable: true, configurable: true };

type Facts = { -readonly [K in keyof PbnBoardFacts]: PbnBoardFacts[K] };

/**
 * `facts` given its `deal` after its other facts so far (board, dealer, vulnerable): the later facts
 * are added after it, so that the keys come in the usual order.
 */
export function addHeldDeal(facts: Facts, deal: HeldDeal): void {
  Object.defineProperty(facts, 'deal', DEAL);
  Held.attach(facts, deal);
}
