// One board at one table: the event reducer composing the chapters under a regulation.
import type { Deal, Refusal, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { boardInfo, err, holderOf, ok, parsePbnDeal, refusal } from '@bridge-laws/cards-and-boards';
import type { AuctionState, Facts, LeadRestriction, PenaltyCardHandOff } from '@bridge-laws/auction';
import { applyAuctionEvent, auctionResult, describeEvent, newAuction, penaltyCardsFromAuction, settleRectification } from '@bridge-laws/auction';
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { TableEvent } from './events.js';

export const TABLE_REFUSALS = [
  'unknown-call', 'unknown-card', 'invalid-deal', 'card-not-held', 'not-offered', 'awaiting-director', 'awaiting-choice', 'wrong-phase',
] as const;
export type TableRefusalCode = (typeof TABLE_REFUSALS)[number];
export type TableRefusal = Refusal<TableRefusalCode>;

export type TablePhase = 'auction' | 'lead' | 'play' | 'ended' | 'passed-out';

/** What the auction hands to the play: contract, declarer, lead rights and penalty cards. */
export interface PlayHandOff {
  readonly contract: string;
  readonly declarer: Seat;
  readonly openingLeader: Seat;
  readonly leadRestrictions: readonly LeadRestriction[];
  readonly penaltyCards: readonly PenaltyCardHandOff[];
}

export interface TableState {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  readonly deal: Deal | null;
  readonly regulation: Regulation;
  readonly auction: AuctionState;
  /** Findings the director gave that no pending question used (e.g. 27D damage, for the end of play). */
  readonly findings: Facts;
}

export interface TableSetup {
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  /** A PBN deal (`N:…`); without it only what needs no hand is checked. */
  readonly deal?: string;
  readonly regulation?: Regulation;
}

/** Law 2: dealer and vulnerability from the board number unless overridden; Laws 1A, 7B1 for the deal. */
export function createTable(setup: TableSetup): Result<TableState, TableRefusal> {
  const info = boardInfo(setup.board);
  if (!info.ok) return err(refusal('invalid-deal', info.error));
  let deal: Deal | null = null;
  if (setup.deal !== undefined) {
    const d = parsePbnDeal(setup.deal);
    if (!d.ok) return err(refusal('invalid-deal', `deal: ${d.error.message}`, d.error.law));
    deal = d.value;
  }
  const dealer = setup.dealer ?? info.value.dealer;
  return ok({
    board: setup.board,
    dealer,
    vulnerable: setup.vulnerable ?? info.value.vulnerable,
    deal,
    regulation: setup.regulation ?? WBF_REGULATION,
    auction: newAuction(dealer),
    findings: {},
  });
}

export function tablePhase(s: TableState): TablePhase {
  switch (s.auction.phase) {
    case 'auction':
      return 'auction';
    case 'passed-out':
      return 'passed-out';
    case 'ended':
      return 'lead';
  }
}

/** The hand-off to the play once the auction has ended with a contract. */
export function playHandOff(s: TableState): PlayHandOff | null {
  const r = auctionResult(s.auction);
  if (r.kind !== 'contract') return null;
  const { level, denomination, risk } = r.contract;
  return {
    contract: `${level}${denomination}${risk}`,
    declarer: r.declarer,
    openingLeader: r.openingLeader,
    leadRestrictions: s.auction.leadRestrictions,
    penaltyCards: penaltyCardsFromAuction(s.auction),
  };
}

function wrongPhase(s: TableState, what: string, why: string): Result<TableState, TableRefusal> {
  return err(refusal('wrong-phase', `${what}: refused in the ${tablePhase(s)} phase — ${why}`));
}

const PLAY_PENDING = 'the play (Laws 41–67) is not implemented yet';

/** Apply one table event. A refused event leaves the state unchanged. */
export function applyTableEvent(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  const phase = tablePhase(s);
  switch (e.type) {
    case 'milestone':
      return ok(s);
    case 'facts': {
      const r = applyAuctionEvent(s.auction, e);
      if (!r.ok) return r;
      const used = s.auction.awaiting !== null;
      return ok({ ...s, auction: r.value, findings: used ? s.findings : { ...s.findings, ...e.facts } });
    }
    case 'play':
      if (phase === 'auction') {
        // Law 24: a card faced during the auction is a premature lead.
        const held = checkHeld(s, e.by, [e.card], `play ${e.card} by ${e.by}`);
        if (!held.ok) return held;
        return toAuction(s, { type: 'expose', by: e.by, cards: [e.card], led: true, deliberate: true });
      }
      return wrongPhase(s, `play ${e.card} by ${e.by}`, phase === 'passed-out' ? 'the board was passed out (Law 22B)' : PLAY_PENDING);
    case 'expose': {
      if (phase !== 'auction') return wrongPhase(s, describeEvent(e), PLAY_PENDING);
      const held = checkHeld(s, e.by, e.cards, describeEvent(e));
      if (!held.ok) return held;
      return toAuction(s, e);
    }
    case 'withdraw':
    case 'claim':
    case 'concede':
    case 'agree':
    case 'dispute':
      return wrongPhase(s, `${e.type} by ${e.by}`, phase === 'auction' ? 'there is no play during the auction (Laws 68–71 apply to the play)' : PLAY_PENDING);
    case 'call':
    case 'change':
    case 'decide':
    case 'attention':
      return toAuction(s, e);
  }
}

function toAuction(s: TableState, e: Parameters<typeof applyAuctionEvent>[1]): Result<TableState, TableRefusal> {
  const r = applyAuctionEvent(s.auction, e);
  return r.ok ? ok({ ...s, auction: r.value }) : r;
}

function checkHeld(s: TableState, by: Seat, cards: readonly string[], what: string): Result<true, TableRefusal> {
  if (s.deal === null) return ok(true);
  for (const c of cards) {
    if (holderOf(s.deal, c as never) !== by) return err(refusal('card-not-held', `${what}: ${by} does not hold ${c} (Law 7B3)`));
  }
  return ok(true);
}

/** The director announces the ruling: Laws 36–39's "LHO called before rectification" no longer applies. */
export function announceRuling(s: TableState): TableState {
  const auction = settleRectification(s.auction);
  return auction === s.auction ? s : { ...s, auction };
}
