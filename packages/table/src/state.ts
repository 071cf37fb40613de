// The table's state: one board at one table — what each chapter holds, the director's record, the phase.
import type { Deal, Edition, Refusal, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, boardInfo, err, ok, parsePbnDeal, refusal } from '@bridge-laws/cards-and-boards';
import { comparison } from '@bridge-laws/law-registry';
import type { AuctionState, Facts, LeadRestriction, PenaltyCardHandOff, StandingCall } from '@bridge-laws/auction';
import { newAuction } from '@bridge-laws/auction';
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { PlayState } from '@bridge-laws/play';
import type { WorkflowId } from '@bridge-laws/irregularities';
import type { TableClaim } from './claim.js';
import type { TableEvent } from './events.js';
import type { DirectorOutcome, FoundIrregularity } from './director.js';
import { NO_OUTCOME } from './director.js';
import type { Disclosure } from './disclosure-record.js';

export const TABLE_REFUSALS = [
  'unknown-call', 'unknown-card', 'invalid-deal', 'card-not-held', 'not-offered', 'awaiting-director', 'awaiting-choice', 'wrong-phase',
  'invalid-event', 'invalid-claim', 'bad-weights', 'bad-result', 'bad-answer', 'no-adjustment-due',
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
  /** The edition of the Laws the table follows, chosen with the regulation; each chapter is given it. */
  readonly edition: Edition;
  readonly auction: AuctionState;
  /**
   * Law 15A1: the auction as it stood, for each number of standing calls, the last time it waited for nothing (no
   * choice, question or findings pending): `auctionAt[n]` is that state with n calls standing, null where the table
   * never held one (several calls stood at once). Kept by `tableWith`, cut back when calls are cancelled or withdrawn,
   * so that a call made with another board's cards can be cancelled without losing what earlier calls and
   * irregularities left (obligations, lead rights, exposed cards, the rectification record). The rebuild reads it only
   * when the offender's `firstCalls` record is gone (it went with an earlier call replaced while his call stayed).
   */
  readonly auctionAt: readonly (AuctionState | null)[];
  /**
   * Law 15A1: for each seat that has called, in the order they first did, the auction as it stood right before his
   * first call of any kind the auction took — legal or not, in rotation or out of it. A call with another board's cards
   * cancels that call and every later one, the irregular ones and their rectifications included. Set once per seat
   * (where the table applies the auction's events); dropped when calls it followed no longer stand or Law 15A cancels it.
   */
  readonly firstCalls: readonly FirstCall[];
  /** The play period (Laws 41–67), from the end of an auction with a contract when the deal is known. */
  readonly play: PlayState | null;
  /** How many table events this state has taken: the index the next event's citations carry. */
  readonly events: number;
  /** Every law a chapter has cited on this board, in the order cited: the one citation log. */
  readonly citations: readonly Citation[];
  /** Every finding the director gave on the board, in order, whichever event carried it: the one findings ledger. */
  readonly findings: readonly Finding[];
  /**
   * The event that opened the decision a chapter (auction or play) is waiting for, with the state before it: the
   * findings given since belong to that ruling (Laws 27C, 54C).
   */
  readonly opened: OpenedRuling | null;
  /** A claim or concession (Laws 68–71): the play is suspended, then ended by its ruling. */
  readonly claim: TableClaim | null;
  /** The director's laws (9–16, 12): what was found, the question sequence open, and where it stands. */
  readonly director: DirectorRecord;
}

/** Law 15A1: a seat's first call the auction took, as the auction stood right before it. */
export interface FirstCall {
  readonly seat: Seat;
  readonly before: AuctionState;
  /**
   * How many of the calls of `before` stood right after his call: all of them, unless his call itself settled the
   * replacement of an earlier one (calling over a change of call accepts it, Law 25B1). While those still stand, so does
   * the record.
   */
  readonly standing: number;
}

/** One entry of the findings ledger: the finding's id, the director's answer, and the table event that gave it. */
export interface Finding {
  readonly id: string;
  readonly value: unknown;
  readonly event: number;
}

/** The event that opened a chapter's pending decision (its index, the event, and the state before it). */
export interface OpenedRuling {
  readonly index: number;
  readonly event: TableEvent;
  readonly before: TableState;
}

/** The ledger's latest answer to each finding, from the entry `from` on (all of them by default). */
export function findingsRecord(ledger: readonly Finding[], from = 0): Readonly<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const f of ledger) if (f.event >= from) out[f.id] = f.value;
  return out;
}

/** The state with the findings an event gave entered in the ledger under that event's index. */
export function recordFindings(s: TableState, facts: Facts | undefined): TableState {
  if (facts === undefined) return s;
  const added = Object.entries(facts).map(([id, value]) => ({ id, value, event: s.events }));
  return added.length === 0 ? s : tableWith(s, { findings: [...s.findings, ...added] });
}

export interface DirectorRecord {
  readonly irregularity: FoundIrregularity | null;
  readonly workflow: WorkflowId | null;
  readonly outcome: DirectorOutcome;
  /** The event at which the questions the auction deferred to the end of play (23C, 27D, 21B3) were put, once due. */
  readonly endOfPlay: number | null;
  /** Explanations, alerts, reviews and partner's extraneous information, in order (Laws 16B, 20, 40B2). */
  readonly disclosures: readonly Disclosure[];
}

export const NO_DIRECTOR: DirectorRecord = { irregularity: null, workflow: null, outcome: NO_OUTCOME, endOfPlay: null, disclosures: [] };

/** The chapter that cited a law: the auction (17–40), the play (41–67), a claim (68–71), the director (9–16, 12). */
export type CitingChapter = 'auction' | 'play' | 'claim' | 'director';

/** One entry of the citation log: the law, the chapter that cited it, and the table event that caused it. */
export interface Citation {
  readonly law: string;
  readonly chapter: CitingChapter;
  /** The index of the event among the events the table took (refused events are not counted). */
  readonly event: number;
}

/** Where the citation log stands now; a report `since` a mark lists only what was cited after it. */
export interface CitationMark {
  readonly citations: number;
}

export function citationMark(s: TableState): CitationMark {
  return { citations: s.citations.length };
}

/** The state with the laws a chapter cited for the event being applied appended to the log. */
export function cite(s: TableState, chapter: CitingChapter, laws: readonly string[]): TableState {
  // Most events cite nothing: the check stays small enough to sit inline on every event's path.
  return laws.length === 0 ? s : appended(s, chapter, laws);
}

function appended(s: TableState, chapter: CitingChapter, laws: readonly string[]): TableState {
  const citations = s.citations.slice();
  for (const law of laws) citations.push({ law: lawInEdition(law, s.edition), chapter, event: s.events });
  return tableWith(s, { citations });
}

/**
 * A chapter's reference in the numbering of the table's edition. Under 2007 a rule shared with 2017 is cited by the
 * number the 2007 Laws gave it (the comparison's `was`); a 2007 leaf cites its own number with the year before it
 * (`2007 30B2(a)`), which loses its prefix here. A rule new in 2017 keeps its number: 2007 has none to give.
 */
export function lawInEdition(law: string, edition: Edition): string {
  if (edition === '2017') return law;
  if (law.startsWith('2007 ')) return law.slice(5);
  const c = comparison(law);
  return c !== undefined && c.was.length > 0 ? (c.was[0] as string) : law;
}

/**
 * The state with the auction replaced, the auction's new steps cited. Within the auction chapter the steps only grow
 * (a reopened auction keeps them); the auction the table takes back to (Law 15A1, from `auctionAt`) is set with
 * `tableWith`, its steps being citations the log already holds.
 */
export function withAuction(s: TableState, auction: AuctionState): TableState {
  const had = s.auction.steps.length;
  const next = tableWith(s, { auction });
  return auction.steps.length > had ? cite(next, 'auction', auction.steps.slice(had).map((step) => step.law)) : next;
}

export interface TableSetup {
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  /** A PBN deal (`N:…`); without it only what needs no hand is checked. */
  readonly deal?: string;
  readonly regulation?: Regulation;
  /** The edition of the Laws (the current one, 2017, when absent). */
  readonly edition?: Edition;
}

/**
 * A copy of the table with some fields replaced, every field listed in one order so that all states share one shape
 * (a spread with overrides falls back to a slow copy on the hot path of a whole-board replay).
 */
export function tableWith(s: TableState, p: Partial<TableState>): TableState {
  return {
    board: s.board,
    dealer: s.dealer,
    vulnerable: s.vulnerable,
    deal: s.deal,
    regulation: s.regulation,
    edition: s.edition,
    auction: p.auction !== undefined ? p.auction : s.auction,
    auctionAt: p.auction !== undefined && p.auction !== s.auction ? auctionsAt(s.auctionAt, s.auction, p.auction) : s.auctionAt,
    firstCalls: p.firstCalls !== undefined ? p.firstCalls : p.auction !== undefined && p.auction !== s.auction ? firstCallsStanding(s.firstCalls, s.auction, p.auction) : s.firstCalls,
    play: p.play !== undefined ? p.play : s.play,
    events: p.events !== undefined ? p.events : s.events,
    citations: p.citations !== undefined ? p.citations : s.citations,
    findings: p.findings !== undefined ? p.findings : s.findings,
    opened: p.opened !== undefined ? p.opened : s.opened,
    claim: p.claim !== undefined ? p.claim : s.claim,
    director: p.director !== undefined ? p.director : s.director,
  };
}

/**
 * The state with the play replaced: the path of every card, so a full literal with no patch object to read. A card
 * that is the whole event gives its count and opened ruling here too, so that its state is built once.
 */
export function withPlay(s: TableState, play: PlayState, events = s.events, opened = s.opened): TableState {
  return {
    board: s.board, dealer: s.dealer, vulnerable: s.vulnerable, deal: s.deal, regulation: s.regulation, edition: s.edition, auction: s.auction,
    auctionAt: s.auctionAt, firstCalls: s.firstCalls, play, events, citations: s.citations, findings: s.findings, opened, claim: s.claim, director: s.director,
  };
}

/**
 * Law 15A1: the record of `auctionAt` once the auction goes from `was` to `now`. The entries for calls that no longer
 * stand (cancelled, withdrawn or replaced: past the calls both auctions share) are cut; `now` becomes the entry for its
 * number of calls unless it waits for something. A state that waits is left out on purpose: the auction refuses a call
 * while a choice or the director's findings are pending, so the next call that stands is the one that settles it, and
 * when Law 15A cancels that call what it waited for goes with it.
 */
function auctionsAt(at: readonly (AuctionState | null)[], was: AuctionState, now: AuctionState): readonly (AuctionState | null)[] {
  const n = now.calls.length;
  const keep = Math.min(sharedCalls(was, now), n);
  const settled = now.pending === null && now.choice === null && now.awaiting === null;
  if (keep === n && !settled) return at.length === n + 1 ? at : at.slice(0, n + 1);
  const out = at.slice(0, keep + 1);
  while (out.length <= n) out.push(null); // calls that came to stand at once: no state of the table had fewer of them
  if (settled) out[n] = now;
  return out;
}

/**
 * Law 15A1: the first calls still on record once the auction goes from `was` to `now`. A seat's first call followed
 * every call standing before it; when one of those no longer stands (cancelled, withdrawn or replaced), what came after
 * went with it, and his next call is his first again. The common step, a call added, keeps them all.
 */
function firstCallsStanding(firsts: readonly FirstCall[], was: AuctionState, now: AuctionState): readonly FirstCall[] {
  if (firsts.length === 0) return firsts;
  const keep = sharedCalls(was, now);
  if (keep === was.calls.length) return firsts;
  const kept = firsts.filter((f) => f.standing <= keep);
  return kept.length === firsts.length ? firsts : kept;
}

/** How many calls two auctions share from the start (a call replaced at some index ends the run there). */
export function sharedCalls(a: AuctionState, b: AuctionState): number {
  const max = Math.min(a.calls.length, b.calls.length);
  let i = 0;
  while (i < max) {
    const x = a.calls[i] as StandingCall;
    const y = b.calls[i] as StandingCall;
    if (x !== y && (x.seat !== y.seat || x.call.text !== y.call.text)) break;
    i++;
  }
  return i;
}

/** The state after an event: `events` counting it, `opened` the ruling it leaves open. */
export function eventTaken(s: TableState, events: number, opened: OpenedRuling | null): TableState {
  return tableWith(s, { events, opened });
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
  const edition = setup.edition ?? CURRENT_EDITION;
  const auction = newAuction(dealer, edition);
  return ok({
    board: setup.board,
    dealer,
    vulnerable: setup.vulnerable ?? info.value.vulnerable,
    deal,
    regulation: setup.regulation ?? WBF_REGULATION,
    edition,
    auction,
    auctionAt: [auction],
    firstCalls: [],
    play: null,
    events: 0,
    citations: [],
    findings: [],
    opened: null,
    claim: null,
    director: NO_DIRECTOR,
  });
}

export function tablePhase(s: TableState): TablePhase {
  if (s.claim?.ruling != null) return 'ended'; // Laws 69, 70: the claim's ruling ends the play
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

export function wrongPhase(s: TableState, what: string, why: string): Result<TableState, TableRefusal> {
  return err(refusal('wrong-phase', `${what}: refused in the ${tablePhase(s)} phase — ${why}`));
}

/** The play chapter's refusal codes, as the table reports them. */
export function tableCode(code: string): TableRefusalCode {
  return (TABLE_REFUSALS as readonly string[]).includes(code) ? (code as TableRefusalCode) : 'invalid-event';
}
