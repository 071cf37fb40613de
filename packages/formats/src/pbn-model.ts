// The PBN 2.1 game as data: tags as written, auction and play as validated tokens, tables by column.
import type { Card, Contract, DealSetup, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';

/** A `{…}` or `;…` comment; it belongs to the tag, call or card before it (PBN §3.8). */
export interface PbnComment {
  readonly kind: 'brace' | 'line';
  readonly text: string;
}

/** Annotations any call or card may carry (PBN §3.5.2, §3.6.2): suffixes are stored as their NAG. */
export interface PbnAnnotations {
  readonly note: number | null;
  /** Numeric annotation glyphs in increasing order (export order). */
  readonly nags: readonly number[];
  readonly comments: readonly PbnComment[];
}

export type Bid = `${1 | 2 | 3 | 4 | 5 | 6 | 7}${'C' | 'D' | 'H' | 'S' | 'NT'}`;
/** A real call. */
export type Call = 'Pass' | 'X' | 'XX' | Bid;
/**
 * A call token of the auction section: a call, `AP` (all pass), `-` (not this player's turn yet),
 * `+` (the next call is still to be made) or `^S` (a player skipped by a call out of rotation).
 */
export type AuctionToken = Call | 'AP' | '-' | '+' | '^S';

export interface AuctionEntry extends PbnAnnotations {
  readonly call: AuctionToken;
  /** `^I`: the bid was insufficient and accepted (PBN §3.9 A). */
  readonly insufficient: boolean;
}

/** A card token of the play section: a card, `-` (unknown or not played) or `+` (to be played next). */
export type PlayToken = Card | '-' | '+';

export interface PlayEntry extends PbnAnnotations {
  readonly card: PlayToken;
  /** `^R` revoke or `^L` lead out of turn, accepted (PBN §3.9 C, D). */
  readonly irregularity: '' | 'R' | 'L';
}

export interface PbnNote {
  readonly index: number;
  readonly text: string;
  readonly comments: readonly PbnComment[];
}

export interface PbnAuction {
  /** The seat of the first column (the Auction tag value). */
  readonly first: Seat;
  readonly calls: readonly AuctionEntry[];
  /** Whether the section ends with `*` (no more calls will be given). */
  readonly ended: boolean;
  readonly notes: readonly PbnNote[];
}

export interface PbnPlay {
  /** The seat of the first column (the Play tag value); columns follow clockwise. */
  readonly first: Seat;
  /** One row per trick, cards in column (seat) order, not in the order they were played. */
  readonly tricks: readonly (readonly PlayEntry[])[];
  readonly ended: boolean;
  readonly notes: readonly PbnNote[];
}

export interface PbnColumn {
  readonly name: string;
  /** `+` highest first, `-` lowest first, `` no order (PBN §5.2). */
  readonly order: '' | '+' | '-';
  readonly width: number | null;
  readonly align: '' | 'L' | 'R';
}

export interface PbnTable {
  readonly columns: readonly PbnColumn[];
  /** Elements as values (quotes removed); `?` unknown, `-` irrelevant, `^…` artificial. */
  readonly rows: readonly (readonly string[])[];
}

/** One tag pair with what follows it: an auction, a play, a table or other section data. */
export interface PbnTag {
  readonly name: string;
  /** The value as written, with `#` / `##` kept (PBN §4.8); string escapes removed. */
  readonly value: string;
  readonly comments: readonly PbnComment[];
  readonly auction?: PbnAuction;
  readonly play?: PbnPlay;
  readonly table?: PbnTable;
  /** Section elements of a section that is not a known table. */
  readonly data?: readonly string[];
}

/** What the tags of a game mean once inheritance is applied; absent when not given. */
export interface PbnBoardFacts {
  readonly board?: number;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  readonly deal?: DealSetup;
  /** `null`: passed out (empty Declarer). */
  readonly declarer?: Seat | null;
  /** Declarer and dummy swapped (`^S` style Declarer tag, PBN §3.4.13). */
  readonly declarerIrregular?: boolean;
  /** `'Pass'` when all four passed. */
  readonly contract?: Contract | 'Pass';
  /** Tricks won by declarer. */
  readonly result?: number;
  /** `^` before the Result: the players agreed a number different from the tricks won. */
  readonly resultIrregular?: boolean;
}

export interface PbnGame {
  /** `%` escape lines inside the game, without the `%`. */
  readonly escapes: readonly string[];
  /** Comments before the first tag. */
  readonly comments: readonly PbnComment[];
  /** Tags in export order: the 15 mandatory ones, other tags A–Z, Auction, Play, sections A–Z. */
  readonly tags: readonly PbnTag[];
  /** Every tag's effective value after `#`/`##` inheritance (PBN §4.8). */
  readonly values: Readonly<Record<string, string>>;
  readonly facts: PbnBoardFacts;
}

export interface PbnFile {
  /** `% PBN x.y` header, if any. */
  readonly version: string | null;
  /** `% EXPORT` header present. */
  readonly exportFormat: boolean;
  readonly games: readonly PbnGame[];
}
