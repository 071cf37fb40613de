// One board at one table: the event reducer composing the chapters under a regulation.
import type { Deal, Refusal, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { boardInfo, err, holderOf, ok, parsePbnDeal, refusal } from '@bridge-laws/cards-and-boards';
import type { AuctionState, Facts, LeadRestriction, OptionId, PenaltyCardHandOff } from '@bridge-laws/auction';
import { applyAuctionEvent, auctionResult, describeEvent, newAuction, penaltyCardsFromAuction, settleRectification } from '@bridge-laws/auction';
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { PlayEvent, PlayState } from '@bridge-laws/play';
import { applyPlayEvent, parsePlayEvent, startPlay } from '@bridge-laws/play';
import type { TableEvent } from './events.js';

export const TABLE_REFUSALS = [
  'unknown-call', 'unknown-card', 'invalid-deal', 'card-not-held', 'not-offered', 'awaiting-director', 'awaiting-choice', 'wrong-phase',
  'invalid-event',
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
  /** The play period (Laws 41–67), from the end of an auction with a contract when the deal is known. */
  readonly play: PlayState | null;
  /** Every law the play has cited so far, in order (the auction keeps its own steps). */
  readonly playLaws: readonly string[];
  /** Findings the director gave that no pending question used (e.g. 27D damage, for the end of play). */
  readonly findings: Facts;
}

/** Where the citations stand now; a report `since` a mark lists only what was cited after it. */
export interface CitationMark {
  readonly auction: number;
  readonly play: number;
}

export function citationMark(s: TableState): CitationMark {
  return { auction: s.auction.steps.length, play: s.playLaws.length };
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
    play: null,
    playLaws: [],
    findings: {},
  });
}

export function tablePhase(s: TableState): TablePhase {
  if (s.play !== null) return s.play.phase;
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

const NO_DEAL = 'the play needs the deal: record the four hands to continue (Laws 41–67)';

/** Apply one table event. A refused event leaves the state unchanged. */
export function applyTableEvent(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  if (s.play !== null) return toPlay(s, e);
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
      return wrongPhase(s, `play ${e.card} by ${e.by}`, phase === 'passed-out' ? 'the board was passed out (Law 22B)' : NO_DEAL);
    case 'expose': {
      if (phase !== 'auction') return wrongPhase(s, describeEvent(e), phase === 'passed-out' ? 'the board was passed out (Law 22B)' : NO_DEAL);
      const held = checkHeld(s, e.by, e.cards, describeEvent(e));
      if (!held.ok) return held;
      return toAuction(s, e);
    }
    case 'withdraw':
    case 'name':
    case 'quit':
    case 'claim':
    case 'concede':
    case 'agree':
    case 'dispute':
      return wrongPhase(s, `${e.type} by ${e.by}`, phase === 'auction' ? 'there is no play during the auction' : phase === 'passed-out' ? 'the board was passed out (Law 22B)' : NO_DEAL);
    case 'call':
    case 'change':
      return toAuction(s, e);
    case 'decide':
      return toAuction(s, { type: 'decide', by: e.by, option: e.option as OptionId, ...(e.facts === undefined ? {} : { facts: e.facts }) });
    case 'attention':
      return toAuction(s, { type: 'attention', by: e.by });
  }
}

/** The table event in the play chapter's vocabulary (the case-file spelling). */
function asPlayEvent(e: TableEvent): PlayEvent | null {
  const facts = 'facts' in e && e.facts !== undefined ? { facts: e.facts as Readonly<Record<string, unknown>> } : {};
  switch (e.type) {
    case 'play':
      return { by: e.by, play: e.cards ?? e.card, ...facts };
    case 'expose':
      return { by: e.by, expose: [...e.cards], how: e.deliberate ? 'deliberate' : 'accidental', ...facts };
    case 'decide':
      return { by: e.by, decide: e.option, ...(e.suit === undefined ? {} : { suit: e.suit }), ...facts };
    case 'withdraw':
      return { by: e.by, withdraw: e.card, ...facts };
    case 'attention':
      return { by: e.by, attention: e.kind ?? 'revoke', ...facts };
    case 'name':
      return { by: e.by, name: e.words, ...facts };
    case 'quit':
      return { by: e.by, quit: true, ...facts };
    case 'facts':
      return { facts: e.facts as Readonly<Record<string, unknown>> };
    case 'milestone':
      return { milestone: e.milestone };
    default:
      return null;
  }
}

function toPlay(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  const play = s.play as PlayState;
  if (e.type === 'call' || e.type === 'change') {
    return wrongPhase(s, describeEvent(e), 'the auction is over (Law 17D)');
  }
  const event = asPlayEvent(e);
  if (event === null) return wrongPhase(s, `${e.type} by ${'by' in e ? e.by : 'the director'}`, 'claims are settled by the claims chapter (Laws 68–71), not yet wired into the table');
  const parsed = parsePlayEvent(event);
  if (!parsed.ok) return err(refusal(tableCode(parsed.error.code), parsed.error.message, parsed.error.law));
  const r = applyPlayEvent(play, parsed.value);
  if (!r.ok) return err(refusal(tableCode(r.error.code), r.error.message, r.error.law));
  return ok({ ...s, play: r.value, playLaws: [...s.playLaws, ...r.value.laws] });
}

/** The play chapter's refusal codes, as the table reports them. */
function tableCode(code: string): TableRefusalCode {
  return (TABLE_REFUSALS as readonly string[]).includes(code) ? (code as TableRefusalCode) : 'invalid-event';
}

/** Law 41: when the auction ends with a contract and the deal is known, the play period begins. */
function startPlayIfDue(s: TableState): Result<TableState, TableRefusal> {
  if (s.play !== null || s.deal === null || s.auction.phase !== 'ended') return ok(s);
  const handOff = playHandOff(s);
  if (handOff === null) return ok(s);
  const started = startPlay({
    deal: s.deal,
    contract: handOff.contract,
    declarer: handOff.declarer,
    leadRights: handOff.leadRestrictions.map((r) => ({ leader: r.leader, law: r.law })),
    penaltyCards: handOff.penaltyCards,
    regulation: s.regulation,
  });
  if (!started.ok) return err(refusal('invalid-event', started.error.message, started.error.law));
  return ok({ ...s, play: started.value, playLaws: [...s.playLaws, ...started.value.laws] });
}

function toAuction(s: TableState, e: Parameters<typeof applyAuctionEvent>[1]): Result<TableState, TableRefusal> {
  const r = applyAuctionEvent(s.auction, e);
  return r.ok ? startPlayIfDue({ ...s, auction: r.value }) : r;
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
