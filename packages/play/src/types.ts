// The play period as immutable data: what is on the table, who is to act, what the director must answer.
import type { BySide, Card, Contract, Deal, Edition, FindingOf, LawRef, Pending as TablePending, Seat, Side, Suit } from '@bridge-laws/cards-and-boards';

/** A card contributed to a trick, in the order it was faced. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** A trick: the leader, the cards in played order, and (once quitted) its winner (Law 44E-G). */
export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  /** The seat that won it; null while the trick is in progress. */
  readonly winner: Seat | null;
}

export type PenaltyKind = 'major' | 'minor';

/** A defender's card left face up on the table until played or picked up (Laws 49, 50, 50A). */
export interface PenaltyCard {
  readonly seat: Seat;
  readonly card: Card;
  /** Recomputed whenever the owner's penalty cards change (Law 50B). */
  readonly kind: PenaltyKind;
  /** Exposed through a deliberate play (a lead out of turn, a corrected revoke): major even when low. */
  readonly deliberate: boolean;
  readonly law: LawRef;
}

/** An active lead restriction on one defender (Laws 26B, 50D2, 51B). */
export interface LeadRestriction {
  readonly leader: Seat;
  readonly law: LawRef;
  readonly suit: Suit;
  readonly mode: 'require' | 'forbid';
  readonly lasts: 'this-lead' | 'while-retains-lead';
}

/** A lead rectification declarer may still exercise when `leader` is first on lead (Law 26B). */
export interface LeadRight {
  readonly leader: Seat;
  readonly law: LawRef;
  /** Suits declarer may forbid: those the offender did not specify in the legal auction. */
  readonly suits: readonly Suit[];
  /** Law 2007 26A2(a): declarer may instead require the lead of one of `suits` (for that lead). */
  readonly mayRequire?: boolean;
}

/** What declarer required of the offender's partner on the current trick (Law 57A), or a designated penalty card (51A). */
export type PlayRequirement =
  | { readonly seat: Seat; readonly law: LawRef; readonly kind: 'highest' | 'lowest' }
  | { readonly seat: Seat; readonly law: LawRef; readonly kind: 'require-suit' | 'forbid-suit'; readonly suit: Suit }
  | { readonly seat: Seat; readonly law: LawRef; readonly kind: 'card'; readonly card: Card };

/**
 * How the revoke happened: failing to follow suit, to meet a rectification's requirement, to play a penalty card, from
 * dummy, in a defective trick (67B), or from a hand faced on the table other than dummy's (`faced-hand`: declarer's hand
 * faced without a claim, Law 48B2 — a faced card, which 2007 64B3 exempted from the transfer and 2017 64B3 does not).
 */
export type RevokeKind = 'follow-suit' | 'requirement' | 'penalty-card' | 'dummy' | 'defective-trick' | 'faced-hand';

/** A revoke as it happened (Law 61A), noticed or not. */
export interface Revoke {
  readonly seat: Seat;
  /** 1-based trick number. */
  readonly trick: number;
  readonly card: Card;
  /** The suit the offender failed to play (suit led, or the suit a rectification required). */
  readonly suit: Suit | null;
  readonly kind: RevokeKind;
  readonly established: boolean;
  /** Attention was drawn to it (Law 62A / 64). */
  readonly noticed: boolean;
  readonly corrected: boolean;
  /** Which milestone had passed when attention was first drawn (Laws 64B4, 64B5). */
  readonly noticedAfter: 'next-board-call' | 'round-end' | null;
}

/** Findings the play asks the director: those the catalogue lists for it. */
export type FactId = FindingOf<'play'>;

/** What a pending decision is about: the engine's memory of the irregularity it is rectifying. */
export type PendingContext =
  | { readonly type: 'opening-lead-out-of-turn'; readonly offender: Seat; readonly card: Card }
  | { readonly type: 'lead-out-of-turn'; readonly offender: Seat; readonly card: Card; readonly correctLeader: Seat }
  /** Law 26B: `suits` — those declarer may forbid (the offender did not specify them). */
  | { readonly type: 'lead-right'; readonly leader: Seat; readonly right: LeadRight; readonly suits: readonly Suit[] }
  /** Laws 50D2, 51B1, 51B2: `suits` — the suits of the owner's penalty cards, the only ones declarer may require or forbid. */
  | { readonly type: 'penalty-card-lead'; readonly leader: Seat; readonly owner: Seat; readonly suits: readonly Suit[] }
  /** Laws 57A3, 57A4: `suits` — the suits other than the suit led, which declarer may require or forbid. */
  | { readonly type: 'premature-play'; readonly offender: Seat; readonly partner: Seat; readonly suits: readonly Suit[] }
  | { readonly type: 'designate-penalty-card'; readonly owner: Seat }
  | { readonly type: 'failed-penalty-card'; readonly revoke: number }
  | { readonly type: 'change-after-revoke'; readonly seat: Seat; readonly correction: Correction }
  | { readonly type: 'intent'; readonly offender: Seat; readonly card: Card; readonly leader: Seat; readonly led: Card }
  | { readonly type: 'unintended-designation'; readonly card: Card }
  | { readonly type: 'dummy-touch'; readonly card: Card }
  | { readonly type: 'equity'; readonly revokes: readonly number[] }
  | { readonly type: 'end-question'; readonly law: LawRef }
  | { readonly type: 'designate-dummy-card' }
  | { readonly type: 'simultaneous-cards'; readonly seat: Seat; readonly cards: readonly Card[]; readonly later?: PlayedCard }
  | { readonly type: 'change-after-withdrawal'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'surplus-card'; readonly seat: Seat; readonly trick: number; readonly cards: readonly Card[] }
  | { readonly type: 'lead-hand'; readonly law: LawRef }
  | { readonly type: 'fifth-card'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'disturbed-cards'; readonly by: Seat };

/** What the play waits for, with the irregularity it is rectifying. */
export type Pending = TablePending<string, FactId, PendingContext>;

export type PlayPhase = 'lead' | 'play' | 'ended';

export const MILESTONES = ['next-board-call', 'round-end', 'correction-period-end', 'hands-returned'] as const;
export type Milestone = (typeof MILESTONES)[number];

/** A revoke being corrected (Law 62): where the offender's substitute goes. */
export interface Correction {
  readonly trick: number;
  readonly seat: Seat;
  /** Index in the trick where the substitute goes. */
  readonly position: number;
  readonly law: LawRef;
  /** Players still to be offered the 62C change, in rotation. */
  readonly queue: readonly Seat[];
  /** Index of the revoke card in the trick: only cards played after it may be changed. */
  readonly after: number;
  readonly offenders: Side;
  /** Law 67B1: a card added to an earlier defective trick; play then resumes with this seat. */
  readonly resume: Seat | null;
}

/** A card dummy put in the played position without declarer's designation (Law 45D). */
export interface MisplacedCard {
  readonly trick: number;
  readonly card: Card;
}

/** A card that went to a trick with the card played, unseen (Laws 58B1, 58B4, 67A2, 67B2). */
export interface SurplusCard {
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
}

/** One entry of the information ledger: who may not use what (Laws 16C, 50E, 62D2, 47E2). */
export interface InformationEntry {
  readonly law: LawRef;
  /** The card the information comes from, and whose it is. */
  readonly card: Card;
  readonly owner: Seat;
  /** Seats for whom it is unauthorized; empty when it is authorized for every player (Law 50E1). */
  readonly unauthorizedFor: readonly Seat[];
  /** The trick in progress when the entry was made. */
  readonly trick: number;
}

/** The card played just before, and the state it was played in (Law 58A: simultaneous plays). */
export interface PreviousPlay {
  readonly seat: Seat;
  readonly card: Card;
  readonly before: PlayState;
}

/** A director's finding the irregularities chapter turns into a score: an adjusted score (Law 12), or for 43B1 dummy's procedural penalty (Law 90). */
export interface AdjustmentRequest {
  readonly law: LawRef;
  readonly reason: string;
}

/**
 * What Law 64 did with one established revoke: the tricks it moved (before the board's total is capped by the tricks the
 * offending side won) and the item that decided it — 64A1, 64A2 (67B1 for a defective trick), or the 64B item that barred
 * the transfer — as the play cites it in its edition (`2007 64B3` for the 2007 leaf).
 */
export interface TransferLine {
  readonly seat: Seat;
  readonly trick: number;
  readonly tricks: number;
  readonly law: LawRef;
}

export interface PlayState {
  /** The edition of the Laws this play follows: the router picks each rule's leaf for it. */
  readonly edition: Edition;
  readonly deal: Deal;
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly dummy: Seat;
  /** Trump suit, null at notrump. */
  readonly trump: Suit | null;
  readonly phase: PlayPhase;
  /** Cards not yet played, penalty cards included (they belong to the hand until played). */
  readonly hands: { readonly [S in Seat]: readonly Card[] };
  /** Quitted tricks, oldest first. */
  readonly tricks: readonly Trick[];
  /** The trick in progress (winner null). */
  readonly current: Trick;
  readonly turn: Seat;
  readonly pending: Pending | null;
  readonly penaltyCards: readonly PenaltyCard[];
  readonly leadRights: readonly LeadRight[];
  readonly restrictions: readonly LeadRestriction[];
  readonly requirement: PlayRequirement | null;
  /** Cards played before their turn that stand and are faced at that turn (Laws 57C3, 57D). */
  readonly deferred: readonly PlayedCard[];
  /** Trick number for which declarer has already stated his 50D2/51B choice. */
  readonly penaltyLeadChosen: number;
  readonly revokes: readonly Revoke[];
  readonly correction: Correction | null;
  /** Tricks won at the table (before any transfer). */
  readonly won: BySide<number>;
  /** Law 64: the tricks moving after the established revokes, in all (what scoring credits). */
  readonly transferred: { readonly to: Side; readonly tricks: number } | null;
  /** Law 64: each established revoke the play's end settled, with the item that decided it and the tricks it moved. */
  readonly transfers: readonly TransferLine[];
  readonly facts: Readonly<Record<string, unknown>>;
  readonly milestones: readonly Milestone[];
  readonly adjustments: readonly AdjustmentRequest[];
  /** Judgments deferred to the end of play, asked in order (Laws 45F, 47E2(b), 50E4, 43B3). */
  readonly endQuestions: readonly LawRef[];
  /** Cards dummy placed without declarer's designation, until attention settles them (Law 45D). */
  readonly misplaced: readonly MisplacedCard[];
  /** Cards that went unseen to a trick with the card played (Laws 58B1, 67B2). */
  readonly surplus: readonly SurplusCard[];
  /** The hand declarer must lead from after retracting a lead from the wrong hand (Laws 55B2, 60B). */
  readonly retractedLead: Seat | null;
  /** A card the director found was led to the next trick before this one was complete (Law 45E): faced as the lead once it is quitted. */
  readonly earlyLead: PlayedCard | null;
  /** Who may not use what, in order of the events that created it (Laws 16C, 50E, 62D2, 47E2). */
  readonly information: readonly InformationEntry[];
  /** Players other than dummy who have drawn attention to an irregularity during the play (Law 43A1(a)). */
  readonly attentionDrawn: readonly Seat[];
  /** Hands other than dummy's faced on the table, play going on (declarer's, Law 48B2, when not taken as a claim). */
  readonly facedHands: readonly Seat[];
  /** The last card played and the state before it, for a simultaneous play (Law 58A); null after any other event. */
  readonly previous: PreviousPlay | null;
  /** Laws cited by the last transition. */
  readonly laws: readonly LawRef[];
}
