// One board at one table: the event reducer composing the chapters under a regulation.
import type { Deal, Refusal, Result, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { boardInfo, err, holderOf, ok, parsePbnDeal, refusal } from '@bridge-laws/cards-and-boards';
import type { AuctionState, Facts, LeadRestriction, OptionId, PenaltyCardHandOff } from '@bridge-laws/auction';
import {
  applyAuctionEvent, auctionResult, closeAuctionPeriod, describeEvent, newAuction, penaltyCardsFromAuction, settleRectification,
} from '@bridge-laws/auction';
import type { Regulation } from '@bridge-laws/regulation';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import type { PlayEvent, PlayState } from '@bridge-laws/play';
import { applyPlayEvent, parsePlayEvent, startPlay } from '@bridge-laws/play';
import type { WorkflowId } from '@bridge-laws/irregularities';
import { mayDrawAttention } from '@bridge-laws/irregularities';
import type { TableEvent } from './events.js';
import { facesOpeningLead, forAuction, inClarificationPeriod } from './auction-period.js';
import type { TableClaim } from './claim.js';
import { answerClaim, claimAttention, claimFacts, claimLaws, claimMilestone, continueAfterClaim, openClaim } from './claim.js';
import type { DirectorOutcome, FoundIrregularity } from './director.js';
import { DIRECTOR_ATTENTION, NO_OUTCOME, directorOutcome } from './director.js';

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
  readonly auction: AuctionState;
  /** The play period (Laws 41–67), from the end of an auction with a contract when the deal is known. */
  readonly play: PlayState | null;
  /** Every law the play has cited so far, in order (the auction keeps its own steps). */
  readonly playLaws: readonly string[];
  /** Findings the director gave that no pending question used (e.g. 27D damage, for the end of play). */
  readonly findings: Facts;
  /** A claim or concession (Laws 68–71): the play is suspended, then ended by its ruling. */
  readonly claim: TableClaim | null;
  /** The director's laws (9–16, 12): what was found, the question sequence open, and where it stands. */
  readonly director: DirectorRecord;
}

export interface DirectorRecord {
  /** Every finding recorded on the board, whichever event carried it. */
  readonly facts: Readonly<Record<string, unknown>>;
  readonly irregularity: FoundIrregularity | null;
  readonly workflow: WorkflowId | null;
  readonly outcome: DirectorOutcome;
  /** Laws the director's chapter has cited, in order. */
  readonly laws: readonly string[];
}

const NO_DIRECTOR: DirectorRecord = { facts: {}, irregularity: null, workflow: null, outcome: NO_OUTCOME, laws: [] };

/** Where the citations stand now; a report `since` a mark lists only what was cited after it. */
export interface CitationMark {
  readonly auction: number;
  readonly play: number;
  readonly director: number;
}

export function citationMark(s: TableState): CitationMark {
  return { auction: s.auction.steps.length, play: s.playLaws.length, director: s.director.laws.length };
}

export interface TableSetup {
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  /** A PBN deal (`N:…`); without it only what needs no hand is checked. */
  readonly deal?: string;
  readonly regulation?: Regulation;
}

/**
 * A copy of the table with some fields replaced, every field listed in one order so that all states share one shape
 * (a spread with overrides falls back to a slow copy on the hot path of a whole-board replay).
 */
function tableWith(s: TableState, p: Partial<TableState>): TableState {
  return {
    board: s.board,
    dealer: s.dealer,
    vulnerable: s.vulnerable,
    deal: s.deal,
    regulation: s.regulation,
    auction: p.auction !== undefined ? p.auction : s.auction,
    play: p.play !== undefined ? p.play : s.play,
    playLaws: p.playLaws !== undefined ? p.playLaws : s.playLaws,
    findings: p.findings !== undefined ? p.findings : s.findings,
    claim: p.claim !== undefined ? p.claim : s.claim,
    director: p.director !== undefined ? p.director : s.director,
  };
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
  const r = e.type === 'irregularity' ? foundIrregularity(s, e)
    : e.type === 'attention' && e.kind !== undefined && Object.hasOwn(DIRECTOR_ATTENTION, e.kind) ? openWorkflow(s, e.kind)
    : toChapters(s, e);
  return r.ok ? withDirector(s, r.value, e) : r;
}

function toChapters(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  if (s.play !== null) return s.claim === null && inClarificationPeriod(s.auction) ? toClarification(s, e) : toPlay(s, e);
  const phase = tablePhase(s);
  switch (e.type) {
    case 'milestone':
      // Law 17D2: the hands back in the board end the auction period of a passed-out board.
      return e.milestone === 'hands-returned' && phase === 'passed-out' ? closePeriod(s) : ok(s);
    case 'facts': {
      const r = applyAuctionEvent(s.auction, e);
      if (!r.ok) return r;
      const used = s.auction.awaiting !== null;
      return ok(tableWith(s, { auction: r.value, findings: used ? s.findings : { ...s.findings, ...e.facts } }));
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
    case 'irregularity':
      return ok(s);
    case 'withdraw':
    case 'name':
    case 'quit':
    case 'place':
    case 'ask':
    case 'claim':
    case 'concede':
    case 'agree':
    case 'dispute':
    case 'continue-play':
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
  // The ordinary card: no findings, no extras — one small literal.
  if (e.type === 'play' && e.facts === undefined && e.cards === undefined && e.simultaneous !== true && e.hidden === undefined) return { by: e.by, play: e.card };
  const facts = 'facts' in e && e.facts !== undefined ? { facts: e.facts as Readonly<Record<string, unknown>> } : {};
  switch (e.type) {
    case 'play':
      return {
        by: e.by, play: e.cards ?? e.card, ...(e.simultaneous === true ? { simultaneous: true as const } : {}),
        ...(e.hidden === undefined ? {} : { hidden: e.hidden }), ...facts,
      };
    case 'place':
      return { by: e.by, place: e.card, ...facts };
    case 'ask':
      return { by: e.by, ask: e.what, ...facts };
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
    case 'call':
    case 'change':
    case 'claim':
    case 'concede':
    case 'agree':
    case 'dispute':
    case 'continue-play':
    case 'irregularity':
      return null;
  }
}

/**
 * Laws 17D1, 25A5, 21B1(a): between the final pass and the opening lead the play is set up, but a call or a
 * change still goes to the auction; a defender facing the opening lead ends the auction period.
 */
function toClarification(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  const pending = s.auction.pending;
  if (forAuction(s.auction, e)) {
    const r = toChapters(tableWith(s, { play: null }), e);
    return r.ok ? afterAuctionEvent(s, r.value) : r;
  }
  if (pending !== null && e.type !== 'milestone') {
    const waiting = pending.kind === 'question' ? 'the director\'s findings' : `${pending.by}'s choice`;
    return err(refusal(pending.kind === 'question' ? 'awaiting-director' : 'awaiting-choice', `${e.type}: the change after the final pass awaits ${waiting} (Law ${pending.law})`, pending.law));
  }
  const r = toPlay(s, e);
  return r.ok && facesOpeningLead(s.play as PlayState, e) ? closePeriod(r.value) : r;
}

/**
 * The play after an auction event in the auction period: kept while the auction's hand-off is unchanged, gone when the
 * auction reopened (Laws 25A5, 21B1(a)), set up afresh when the outcome changed (e.g. a Law 39C lead restriction).
 */
function afterAuctionEvent(before: TableState, after: TableState): Result<TableState, TableRefusal> {
  if (after.auction.phase === 'ended' && JSON.stringify(playHandOff(after)) === JSON.stringify(playHandOff(before))) {
    return ok(tableWith(after, { play: before.play, playLaws: before.playLaws }));
  }
  return startPlayIfDue(after);
}

/** Laws 17D1, 17D2: the auction period is over; no call can be changed from now on. */
function closePeriod(s: TableState): Result<TableState, TableRefusal> {
  const r = closeAuctionPeriod(s.auction);
  return r.ok ? ok(tableWith(s, { auction: r.value })) : r;
}

function toPlay(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  const play = s.play as PlayState;
  if (e.type === 'call' || e.type === 'change') {
    // Laws 17D1, 21B3: once the period is over the auction refuses the call or records that it is too late.
    if (!s.auction.periodOver) return wrongPhase(s, describeEvent(e), 'a claim or concession stands (Law 68D)');
    const r = applyAuctionEvent(s.auction, e);
    return r.ok ? ok(tableWith(s, { auction: r.value })) : r;
  }
  if (s.claim !== null) return toClaim(s, s.claim, e);
  if (e.type === 'claim' || e.type === 'concede') {
    const act = e.type === 'claim'
      ? { act: 'claim' as const, by: e.by, tricks: e.tricks, statement: e.line ?? null }
      : { act: 'concede' as const, by: e.by, tricks: e.tricks };
    const c = openClaim(play, act, s.regulation.settings.claimSuitOrder);
    return c.ok ? ok(withClaim(s, c.value)) : c;
  }
  const event = asPlayEvent(e);
  if (event === null) return wrongPhase(s, `${e.type} by ${'by' in e ? e.by : 'the director'}`, 'there is no claim or concession to answer (Law 68)');
  // Events the table built itself are well formed; findings still go through the play's own checks.
  const parsed = 'facts' in event ? parsePlayEvent(event) : ok(event);
  if (!parsed.ok) return err(refusal(tableCode(parsed.error.code), parsed.error.message, parsed.error.law));
  const r = applyPlayEvent(play, parsed.value);
  if (!r.ok) return err(refusal(tableCode(r.error.code), r.error.message, r.error.law));
  const playLaws = r.value.laws.length === 0 ? s.playLaws : [...s.playLaws, ...r.value.laws];
  return ok(tableWith(s, { play: r.value, playLaws }));
}

/** While a claim stands, only answers, findings and milestones are in order (Law 68D). */
function toClaim(s: TableState, c: TableClaim, e: TableEvent): Result<TableState, TableRefusal> {
  const r = e.type === 'agree' || e.type === 'dispute' ? answerClaim(c, e.by, e.type)
    : e.type === 'continue-play' ? continueAfterClaim(c, e.by, e.agreeing)
    : e.type === 'attention' && (e.kind === undefined || e.kind === 'revoke') ? claimAttention(c)
    : e.type === 'facts' ? claimFacts(c, e.facts)
    : e.type === 'milestone' ? claimMilestone(c, e.milestone)
    : null;
  if (r === null) {
    const why = c.ruling === null ? `play is suspended until the ${c.state.kind} is agreed or disputed (Law 68D)` : `the ${c.state.kind} has ended the play (Laws 69, 70)`;
    return wrongPhase(s, `${e.type} by ${'by' in e ? e.by : 'the director'}`, why);
  }
  return r.ok ? ok(withClaim(s, r.value)) : r;
}

/** Record the claim and cite what it added; a void claim (68B2) lets the play continue. */
function withClaim(s: TableState, c: TableClaim): TableState {
  const before = s.claim === null ? [] : claimLaws(s.claim);
  const added = claimLaws(c).filter((l) => !before.includes(l));
  return tableWith(s, { claim: c.state.status === 'void' ? null : c, playLaws: [...s.playLaws, ...added] });
}

/** Law 15A: a player called holding another board's cards; his calls and every later one are cancelled. */
function foundIrregularity(s: TableState, e: Extract<TableEvent, { type: 'irregularity' }>): Result<TableState, TableRefusal> {
  const phase = tablePhase(s);
  const stage = s.play !== null ? (phase === 'ended' ? 'after-play' : 'play') : s.auction.calls.length === 0 ? 'before-auction' : 'auction';
  const calls = s.auction.calls.map((c) => ({ by: c.seat, call: c.call.text }));
  const found: FoundIrregularity = { kind: e.kind, by: e.by, stage, calls, hands: e.hands ?? null };
  let auction = s.auction;
  if (e.kind === 'cards-from-wrong-board') {
    if (s.play !== null) return wrongPhase(s, `irregularity ${e.kind} by ${e.by}`, 'Law 15A is applied during the auction');
    const first = calls.findIndex((c) => c.by === e.by);
    if (first >= 0) {
      auction = newAuction(s.dealer);
      for (const c of s.auction.calls.slice(0, first)) {
        const r = applyAuctionEvent(auction, { type: 'call', by: c.seat, call: c.call });
        if (!r.ok) return r;
        auction = r.value;
      }
    }
  }
  return ok(tableWith(s, { auction, director: { ...s.director, irregularity: found } }));
}

/** Attention to unauthorized information, misinformation or a forfeited right opens the director's questions. */
function openWorkflow(s: TableState, kind: string): Result<TableState, TableRefusal> {
  const workflow = DIRECTOR_ATTENTION[kind];
  return workflow === undefined ? ok(s) : ok(tableWith(s, { director: { ...s.director, workflow } }));
}

/**
 * After every event: record its findings, cite a breach of Law 9 by dummy, and bring the director's
 * outcome up to date (a finding the director's chapter rejects refuses the event).
 */
function withDirector(before: TableState, s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  const hasFacts = 'facts' in e && e.facts !== undefined;
  // Nothing for the director's chapter in an ordinary call or card: keep the state as it is.
  if (!hasFacts && e.type !== 'attention' && s.director.irregularity === null && s.director.workflow === null) return ok(s);
  const given = hasFacts ? e.facts : {};
  const d = { ...s.director, facts: { ...s.director.facts, ...given } };
  const laws = [...d.laws];
  if (e.type === 'attention' && before.play !== null) {
    const play = before.play;
    const period = tablePhase(before) === 'ended' ? 'after-play' : 'play';
    // Law 9A4: dummy may not draw attention to an irregularity during the play.
    const may = mayDrawAttention(e.by, { period, dummy: play.dummy });
    if (!may.ok && may.error.law !== undefined) laws.push(may.error.law);
  }
  if (d.irregularity === null && d.workflow === null) return ok(tableWith(s, { director: { ...d, laws } }));
  const outcome = directorOutcome(d.irregularity, d.workflow, d.facts, s.board);
  if (!outcome.ok) return err(refusal(outcome.error.code, outcome.error.message, outcome.error.law));
  const changed = JSON.stringify(outcome.value) !== JSON.stringify(d.outcome);
  return ok(tableWith(s, { director: { ...d, outcome: outcome.value, laws: changed ? [...laws, ...outcome.value.laws] : laws } }));
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
  });
  if (!started.ok) return err(refusal('invalid-event', started.error.message, started.error.law));
  return ok(tableWith(s, { play: started.value, playLaws: [...s.playLaws, ...started.value.laws] }));
}

function toAuction(s: TableState, e: Parameters<typeof applyAuctionEvent>[1]): Result<TableState, TableRefusal> {
  const r = applyAuctionEvent(s.auction, e);
  return r.ok ? startPlayIfDue(tableWith(s, { auction: r.value })) : r;
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
  return auction === s.auction ? s : tableWith(s, { auction });
}
