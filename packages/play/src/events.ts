// What can happen at the table during the play period, as typed values (never text): the reducer's input.
import type { Card, Seat, Suit } from '@bridge-laws/cards-and-boards';
import type { Milestone } from './types.js';
import type { DummyAct } from './dummy-acts.js';

/** The director's findings given with an event; each value is checked against the catalogue when read. */
export type Facts = Readonly<Record<string, unknown>>;

/** What a player draws attention to in the play (Laws 9, 42B, 61, 67, 45D). */
export const ATTENTION_KINDS = ['revoke', 'defective-trick', 'dummy-suggestion', 'dummy-card', 'lead-hand', 'pointed-card'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export function isAttentionKind(x: string): x is AttentionKind {
  return (ATTENTION_KINDS as readonly string[]).includes(x);
}

/**
 * One table event of the play period, or a director's finding, or a milestone. A `play` is a card played;
 * an `expose` becomes one when the director finds a defender's card could be seen by partner
 * (`could-be-seen-by-partner`, Law 45C1) or declarer's card held as played (`declarer-card-position`, Law 45C2).
 */
export type PlayEvent =
  /**
   * A card played; `cards` when several were played at once (Law 58B2), `card` being the first; `simultaneous` when
   * made at the same moment as the card before it (Law 58A); `hidden` for cards that came out with it unseen (Laws 58B1, 67).
   */
  | {
      readonly type: 'play'; readonly by: Seat; readonly card: Card; readonly cards?: readonly Card[]; readonly simultaneous?: boolean;
      readonly hidden?: readonly Card[]; readonly facts?: Facts;
    }
  /** Dummy puts a card in the played position although declarer did not name it (Law 45D). */
  | { readonly type: 'place'; readonly by: Seat; readonly card: Card; readonly facts?: Facts }
  /** Declarer touches a card of dummy's (Law 45C3); the director finds `touched-to-play`. */
  | { readonly type: 'touch'; readonly by: Seat; readonly card: Card; readonly facts?: Facts }
  /** A question at the table: a seat (did he fail to follow? Law 61B) or `review`, `contract`, `quitted-trick`, `own-card` (Laws 41, 66). */
  | { readonly type: 'ask'; readonly by: Seat; readonly what: string; readonly facts?: Facts }
  /** Cards of `by` faced or seen (Laws 48, 49, 50); `deliberate` when not by accident (Law 49). */
  | { readonly type: 'expose'; readonly by: Seat; readonly cards: readonly Card[]; readonly deliberate: boolean; readonly facts?: Facts }
  /**
   * An option the engine offered; some name a suit (`suit`, Laws 50D2, 51A), some are a card id (Law 58B2). Law 51B2(b):
   * declarer may forbid several of the suits of the penalty cards at once (`suits`).
   */
  | { readonly type: 'decide'; readonly by: Seat; readonly option: string; readonly suit?: Suit; readonly suits?: readonly Suit[]; readonly facts?: Facts }
  | { readonly type: 'withdraw'; readonly by: Seat; readonly card: Card; readonly facts?: Facts }
  | { readonly type: 'attention'; readonly by: Seat; readonly kind: AttentionKind; readonly facts?: Facts }
  /** Declarer names dummy's card in words (Law 46), e.g. "low heart". */
  | { readonly type: 'name'; readonly by: Seat; readonly words: string; readonly facts?: Facts }
  /** A trick is turned with a card missing (Law 67). */
  | { readonly type: 'quit'; readonly by: Seat; readonly facts?: Facts }
  /** What dummy does at the table (Laws 42A1, 42A2, 43A1(a), 43A2(a)–(c)): the engine rules whether it breaches Law 43. */
  | { readonly type: 'dummy'; readonly by: Seat; readonly act: DummyAct; readonly facts?: Facts }
  | { readonly type: 'facts'; readonly facts: Facts }
  | { readonly type: 'milestone'; readonly milestone: Milestone };
