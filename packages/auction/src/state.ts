// The auction as immutable data: calls that stand, turn, obligations, rights and the 16C ledger.
import type { Card, Edition, LawRef, Pending as TablePending, Seat, Side, Suit } from '@bridge-laws/cards-and-boards';
import type { Bid, Call } from './call.js';
import type { FactId, Facts, OptionId } from './facts.js';
import type { AuctionEvent } from './events.js';

export interface StandingCall {
  readonly seat: Seat;
  readonly call: Call;
}

/** A pass obligation (Laws 23–38): `seat` must pass at his next turn or for the rest of the auction. */
export interface PassObligation {
  readonly seat: Seat;
  readonly until: 'next-turn' | 'end-of-auction';
  readonly law: LawRef;
}

/** A Law 26B right of declarer: forbid `leader` one suit the offender did not specify legally. */
export interface LeadRestriction {
  readonly leader: Seat;
  readonly offender: Seat;
  readonly law: LawRef;
  /** The law whose rectification created the right (27B2, 31A2(b), …). */
  readonly source: LawRef;
  /**
   * Law 2007 26: the withdrawn call and whether the director found it natural (2007 29C), where the rule knows them;
   * for one he found artificial, the suits it related to and no other (2007 26A, his finding `withdrawn-call-suits`).
   */
  readonly withdrawn?: {
    readonly call: Call;
    readonly natural: boolean;
    readonly suits?: readonly Suit[];
    /**
     * Law 2007 26A: the suits the call related to are the director's finding, asked at the end of the auction once the
     * offender defends (a call withdrawn under 2007 27 or cancelled under 35–39; 2017 never reads it).
     */
    readonly askAtEnd?: boolean;
  };
  /** Law 2007 26A2: the suits declarer may require or forbid; absent, he may forbid any one suit (26B). */
  readonly suits?: readonly Suit[];
  /** Law 2007 26A2(a): declarer may also require the lead of one of `suits`. */
  readonly mayRequire?: boolean;
  /** Law 2007 26A: the finding still wanted before the right can be settled (never in a state the reducer returns). */
  readonly open?: LeadFindingId;
}

/** Law 2007 26A: the findings the right of a defending offender may wait for at the end of the auction. */
export type LeadFindingId = 'withdrawn-call-suits' | 'specified-suits' | 'named-suits-specified';

/**
 * Law 2007 26A: the director's findings for one offender's withdrawn call (keyed by offender and source), kept so that
 * the end of the auction, run again after each answer, reads them: the suits the call related to, and the suits the
 * offender specified legally by calls whose meaning only the director can read.
 */
export interface LeadFinding {
  readonly offender: Seat;
  readonly source: LawRef;
  readonly suits?: readonly Suit[];
  readonly specified?: readonly Suit[];
  /** Law 2007 26A1: of the suits named only by his alerted or explained bids, those the bids specified. */
  readonly namedSpecified?: readonly Suit[];
}

/**
 * A call the players alerted or explained (Laws 20F, 40B2(a)), by its index in `calls` and its text: the table tells
 * the auction (`noteDisclosed`). The auction keeps no meaning for a call made in turn; 2007 26A1 asks the director
 * whether such a bid specified the suit it names rather than read it as natural.
 */
export interface DisclosedCall {
  readonly index: number;
  readonly call: string;
}

/** Law 16C: who may use the information from a withdrawn call or an exposed card. */
export interface InformationRecord {
  readonly seat: Seat;
  readonly what: string;
  readonly law: LawRef;
  /** The side for which it is unauthorized, or null when the Laws make it authorized for all. */
  readonly unauthorizedFor: Side | null;
}

/** A card that became visible during the auction (Law 24): face up until the auction ends. */
export interface ExposedCard {
  readonly seat: Seat;
  readonly card: Card;
  /** Led prematurely (24B) or deliberately shown: a major penalty card if its owner defends. */
  readonly major: boolean;
}

export interface PenaltyCardHandOff {
  readonly seat: Seat;
  readonly card: Card;
  readonly kind: 'major' | 'minor';
}

/** One step of a rectification: the law applied and what it did, in plain words. */
export interface Step {
  readonly law: LawRef;
  readonly note: string;
}

/** What the table waits for: a player's choice, or the director's findings. */
export type Pending = TablePending<OptionId, FactId>;

/** What a pending choice decides. */
export type ChoiceContext =
  | { readonly type: 'insufficient'; readonly offender: Seat; readonly call: Bid; readonly premature: Call | null; readonly again: boolean }
  /** `artificial`: the director's Law 29C finding when given with the call, else null (asked when it matters). */
  | { readonly type: 'out-of-rotation'; readonly offender: Seat; readonly call: Call; readonly turn: Seat; readonly artificial: boolean | null }
  | { readonly type: 'changed'; readonly offender: Seat; readonly first: Call; readonly second: Call; readonly comparable: boolean }
  /** The LHO may withdraw the call he made over a permitted change (Law 25A6, or 21B2 after misinformation). */
  | { readonly type: 'lho-withdraw'; readonly lho: Seat; readonly call: Call; readonly law: '25A6' | '21B2' };

/** A later call whose rectification depends on what happens next (Laws 27B, 30–32). */
export type FollowUp =
  | { readonly type: 'replace-insufficient'; readonly offender: Seat; readonly withdrawn: Bid; readonly silenced: boolean; readonly law: LawRef }
  | { readonly type: 'await-rho'; readonly offender: Seat; readonly rho: Seat; readonly cancelled: Call; readonly law: 'double' | 'bid' }
  | { readonly type: 'repeat'; readonly offender: Seat; readonly call: Call; readonly law: LawRef }
  | { readonly type: 'comparable-next'; readonly offender: Seat; readonly cancelled: Call; readonly lawA: LawRef; readonly lawB: LawRef }
  | { readonly type: 'substitute'; readonly offender: Seat; readonly law: LawRef }
  /** Laws 2007 31A, 32B: what RHO does next decides; a call by him silences the offender's partner (2007 rules). */
  | { readonly type: 'await-rho-2007'; readonly offender: Seat; readonly rho: Seat; readonly cancelled: Call; readonly law: 'double' | 'bid'; readonly artificial: boolean; readonly natural: boolean | undefined }
  /** Law 2007 31A2: whether the offender's next call repeats the cancelled bid's denomination decides partner's obligation. */
  | { readonly type: 'same-denomination-next'; readonly offender: Seat; readonly cancelled: Call; readonly artificial: boolean; readonly natural: boolean | undefined }
  /** Law 2007 30B2(b): at this turn the offender's partner may bid or pass, but not double or redouble. */
  | { readonly type: 'no-double-2007'; readonly seat: Seat };

/**
 * Laws 36–39 depend on whether the offender's LHO called before the rectification. The engine
 * applies the "LHO has not called" rectification at once and keeps the state before the call, so
 * that an immediate call by the LHO can be ruled under the other branch.
 */
export interface Provisional {
  readonly law: '36' | '37' | '38' | '39';
  readonly offender: Seat;
  readonly call: Call;
  readonly before: AuctionState;
}

/**
 * An inadmissible call the case marks as passed unnoticed (`unnoticed`), ruled only when attention is drawn to it
 * (Laws 36A, 36C, 38B). A double or redouble Law 19 did not permit stands in the record until then (its index in
 * `calls`); a bid above seven cannot stand (38A), so the calls made over it are kept aside (`later`) until then.
 */
export interface Overlooked {
  readonly law: '36' | '38';
  readonly offender: Seat;
  readonly call: Call;
  /** Index in `calls` at which the inadmissible call was made. */
  readonly index: number;
  /** The auction as it was just before the inadmissible call. */
  readonly before: AuctionState;
  /** Law 38B: the calls made over a bid above seven before attention is drawn (all of them cancelled then). */
  readonly later: readonly StandingCall[];
}

export type AuctionPhase = 'auction' | 'ended' | 'passed-out';

export interface AuctionState {
  /** The edition of the Laws this auction follows: the router picks each rule's leaf for it. */
  readonly edition: Edition;
  readonly dealer: Seat;
  readonly phase: AuctionPhase;
  /** The calls that stand, in order. */
  readonly calls: readonly StandingCall[];
  /** Index into `calls` of the last bid, or −1. */
  readonly lastBidIndex: number;
  /** The seat due to call (null once the auction is over). */
  readonly turn: Seat | null;
  readonly mustPass: readonly PassObligation[];
  readonly leadRestrictions: readonly LeadRestriction[];
  readonly information: readonly InformationRecord[];
  readonly exposed: readonly ExposedCard[];
  readonly pending: Pending | null;
  readonly choice: ChoiceContext | null;
  /** The event waiting for the director's findings, with the findings given so far. */
  readonly awaiting: { readonly event: AuctionEvent; readonly facts: Facts; readonly pending: Pending | null } | null;
  readonly followUps: readonly FollowUp[];
  readonly provisional: Provisional | null;
  /** An inadmissible call passed unnoticed, waiting for attention to be drawn (Laws 36A, 36C, 38B). */
  readonly overlooked: Overlooked | null;
  /** Every law step applied so far, in order (the rectification record). */
  readonly steps: readonly Step[];
  /** Judgment questions the director answers at the end of play (23C, 27D, 21B3). */
  readonly deferred: readonly { readonly law: LawRef; readonly question: FactId; readonly offender: Seat }[];
  /** The state as the last call left it before the auction ended, so that a permitted change can reopen it (Laws 21B1(a), 25A5). */
  readonly beforeEnd: AuctionState | null;
  /** The auction period is over: the opening lead was faced (Law 17D1) or the hands went back into the board (17D2). */
  readonly periodOver: boolean;
  /** The players who have taken their cards out of the board (Law 17A), in order. */
  readonly cardsOut: readonly Seat[];
  /** Law 2007 26A: the director's findings given at the end of the auction for the lead rights (empty under 2017). */
  readonly leadFindings: readonly LeadFinding[];
  /** The calls alerted or explained so far (2007 26A1 reads them; 2017 never does). */
  readonly disclosed: readonly DisclosedCall[];
}

/** A fresh auction under the given edition of the Laws (the current one by default): the dealer calls first (Law 17B). */
export function newAuction(dealer: Seat, edition: Edition = '2017'): AuctionState {
  return {
    edition,
    dealer,
    phase: 'auction',
    calls: [],
    lastBidIndex: -1,
    turn: dealer,
    mustPass: [],
    leadRestrictions: [],
    information: [],
    exposed: [],
    pending: null,
    choice: null,
    awaiting: null,
    followUps: [],
    provisional: null,
    overlooked: null,
    steps: [],
    deferred: [],
    beforeEnd: null,
    periodOver: false,
    cardsOut: [],
    leadFindings: [],
    disclosed: [],
  };
}
