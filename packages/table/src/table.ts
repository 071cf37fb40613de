// One board at one table: the event reducer routing each event to the chapter it belongs to, under a regulation.
import type { PendingView, Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, holderOf, ok, pendingView, refusal } from '@bridge-laws/cards-and-boards';
import type { Facts, OptionId } from '@bridge-laws/auction';
import { applyAuctionEvent, describeEvent, settleRectification } from '@bridge-laws/auction';
import type { PlayEvent, PlayState } from '@bridge-laws/play';
import { ATTENTION_KINDS, applyPlayEvent, isAttentionKind } from '@bridge-laws/play';
import type { TableEvent } from './events.js';
import { drawsAuctionAttention, facesOpeningLead, forAuction, inClarificationPeriod } from './auction-period.js';
import type { TableClaim } from './claim.js';
import { answerClaim, claimAttention, claimFacts, claimLaws, claimMilestone, continueAfterClaim, openClaim } from './claim.js';
import { DIRECTOR_ATTENTION } from './director.js';
import { directorIdle, foundIrregularity, openWorkflow, withDirector } from './director-record.js';
import { afterAuctionEvent, closePeriod, toAuction } from './hand-off.js';
import type { DisclosureEvent } from './disclosure.js';
import { disclose, noteSuggestedAction } from './disclosure.js';
import type { TableRefusal, TableState } from './state.js';
import type { OpenedRuling } from './state.js';
import { cite, eventTaken, findingsRecord, recordFindings, tableCode, tablePhase, tableWith, withAuction, withPlay, wrongPhase } from './state.js';

const NO_DEAL = 'the play needs the deal: record the four hands to continue (Laws 41–67)';

/** Apply one table event. A refused event leaves the state unchanged. */
export function applyTableEvent(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  // Kept for speed, not for a rule: in alternating bench pairs (bench/table.bench.ts, per CPU-second) the shortcut
  // was ahead in every pair, by about 5%, which the 20,000 boards goal needs. A property test
  // (test/card-alone.test.ts) holds it to the general path's state for random plays, revokes and cards out of turn.
  if (e.type === 'play') {
    const alone = cardAlone(s, e);
    if (alone !== null) return alone;
  }
  return applyGeneral(s, e);
}

/** Every event's path, a plain card's included: exported for the test that holds `cardAlone` to it, not from the package. */
export function applyGeneral(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  if (e.type === 'facts') {
    const again = ruledAgain(s, e.facts);
    if (again !== null) return ok(again);
  }
  const r = e.type === 'irregularity' ? foundIrregularity(s, e)
    : isDisclosure(e) ? disclose(s, e)
    : e.type === 'attention' && e.kind !== undefined && Object.hasOwn(DIRECTOR_ATTENTION, e.kind) ? openWorkflow(s, e.kind)
    : toChapters(s, e);
  if (!r.ok) return r;
  const facts = 'facts' in e ? e.facts : undefined;
  const found = facts === undefined ? r.value : recordFindings(r.value, facts);
  const d = directorIdle(found, e) ? null : withDirector(s, found, e);
  if (d !== null && !d.ok) return d;
  const directed = d === null ? found : d.value;
  // The ledger answers only an opened ruling; only a call or card can follow extraneous information (16B1(a)).
  const answered = directed.opened === null ? directed : answeredFromLedger(directed, facts);
  const t = answered.director.disclosures.length === 0 ? answered : noteSuggestedAction(answered, e);
  return ok(eventTaken(t, s.events + 1, opened(s, t, e)));
}

/**
 * A card in the play period that is the whole event: no claim, no findings on it, nothing before the director, no
 * explanation on record (after one, Law 16B1(a) asks what a call or card suggested), and no decision open after it
 * nor the play ended (the end-of-play questions may fall due). Every step of `applyTableEvent` past the play chapter
 * then leaves the state as it is, so the chapter's new state, the count and no opened ruling are built in one
 * construction: the path of nearly every event of a board. Null when the card needs the whole path.
 */
function cardAlone(s: TableState, e: Extract<TableEvent, { readonly type: 'play' }>): Result<TableState, TableRefusal> | null {
  const d = s.director;
  if (s.play === null || s.claim !== null || s.auction.pending !== null || e.facts !== undefined || inClarificationPeriod(s.auction)
    || d.irregularity !== null || d.workflow !== null || d.endOfPlay !== null || d.disclosures.length > 0) return null;
  const r = applyPlayEvent(s.play, e);
  if (!r.ok) return err(refusal(tableCode(r.error.code), r.error.message, r.error.law));
  const play = r.value;
  if (play.pending !== null || play.phase === 'ended') return null;
  return ok(withPlay(cite(s, 'play', play.laws), play, s.events + 1, null));
}

/** Laws 16B, 20, 40B2: what the players tell each other is recorded for the director, not played. */
function isDisclosure(e: TableEvent): e is DisclosureEvent {
  return e.type === 'explain' || e.type === 'alert' || e.type === 'correct' || e.type === 'review' || e.type === 'extraneous' || e.type === 'reserve';
}

/** The decision a chapter waits for: the auction's (its period included), else the play's. */
function chapterPending(s: TableState): PendingView | null {
  const p = s.auction.pending ?? s.play?.pending ?? null;
  return p === null ? null : pendingView(p);
}

/** Whether a chapter waits for a decision (`chapterPending` is not null), without building its view. */
function chapterWaits(s: TableState): boolean {
  return s.auction.pending !== null || (s.play !== null && s.play.pending !== null);
}

/** The event that opened the chapter's pending decision: set when one opens, kept while it stays open. */
function opened(before: TableState, after: TableState, e: TableEvent): OpenedRuling | null {
  if (!chapterWaits(after)) return null;
  if (chapterWaits(before) && before.opened !== null) return before.opened;
  // The state before the event is kept without its own record of an opened ruling: no chain of states.
  return { index: before.events, event: e, before: tableWith(before, { opened: null }) };
}

/**
 * Laws 54C and the like: a finding given as its own event while the choice the previous event opened is still
 * unmade binds exactly as one given on that event — the event is ruled again with the finding on it. Its
 * citations enter the log under the findings' event; the log and the ledger keep what was there.
 */
function ruledAgain(s: TableState, facts: Facts): TableState | null {
  const o = s.opened;
  const p = chapterPending(s);
  if (o === null || o.index !== s.events - 1 || p === null || p.by === 'director' || !carriesFindings(o.event)) return null;
  const r = applyTableEvent(o.before, { ...o.event, facts: { ...o.event.facts, ...facts } });
  if (!r.ok) return null;
  const t = r.value;
  const cited = t.citations.slice(o.before.citations.length).map((c) => ({ ...c, event: s.events }));
  const base = tableWith(t, { events: s.events, citations: [...s.citations, ...cited], findings: s.findings });
  return tableWith(recordFindings(base, facts), { events: s.events + 1 });
}

/** The events that may carry the director's findings. */
function carriesFindings(e: TableEvent): e is Extract<TableEvent, { readonly facts?: Facts }> {
  return 'facts' in e || !(e.type === 'claim' || e.type === 'concede' || e.type === 'agree' || e.type === 'dispute' || e.type === 'continue-play' || e.type === 'milestone' || e.type === 'reserve');
}

/**
 * Law 27C and the like: the auction's question for the director is answered from the findings already given since
 * its ruling opened (on the irregular call, a premature replacement, a choice), never asked again.
 */
function answeredFromLedger(s: TableState, now: Facts | undefined): TableState {
  if (s.opened === null) return s;
  const given = findingsRecord(s.findings, s.opened.index);
  // One question may lead to the next (27B1(a), then 27B1(b)): each is answered while the ledger holds its finding.
  let current = s;
  // A finding this very event gave has been read by the chapter: asked again, it is a new question (2007 26A for a
  // second withdrawn call), never answered with the first one's value.
  const asked = new Set<string>(Object.keys(now ?? {}));
  for (;;) {
    const p = current.auction.pending;
    if (p === null || p.kind !== 'question' || !p.questions.every((q) => Object.hasOwn(given, q) && !asked.has(q))) return current;
    const facts: Record<string, unknown> = {};
    for (const q of p.questions) {
      facts[q] = given[q];
      asked.add(q);
    }
    const r = toChapters(current, { type: 'facts', facts: facts as Facts });
    if (!r.ok) return current;
    current = r.value;
  }
}

function toChapters(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  if (s.play !== null) return s.claim === null && inClarificationPeriod(s.auction) ? toClarification(s, e) : toPlay(s, e);
  const phase = tablePhase(s);
  switch (e.type) {
    case 'milestone':
      // Law 17D2: the hands back in the board end the auction period of a passed-out board.
      return e.milestone === 'hands-returned' && phase === 'passed-out' ? closePeriod(s) : ok(s);
    case 'facts':
      // The findings may settle the end of the auction (2007 26A): the play then begins (Law 41).
      return toAuction(s, e);
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
    case 'explain':
    case 'alert':
    case 'correct':
    case 'review':
    case 'extraneous':
    case 'reserve':
      return ok(s);
    case 'withdraw':
    case 'name':
    case 'quit':
    case 'place':
    case 'touch':
    case 'ask':
    case 'dummy':
    case 'claim':
    case 'concede':
    case 'agree':
    case 'dispute':
    case 'continue-play':
      return wrongPhase(s, `${e.type} by ${e.by}`, phase === 'auction' ? 'there is no play during the auction' : phase === 'passed-out' ? 'the board was passed out (Law 22B)' : NO_DEAL);
    case 'call':
    case 'change':
    case 'take-out':
      return toAuction(s, e);
    case 'decide':
      return toAuction(s, { type: 'decide', by: e.by, option: e.option as OptionId, ...(e.facts === undefined ? {} : { facts: e.facts }) });
    case 'attention':
      return toAuction(s, { type: 'attention', by: e.by });
  }
}

/**
 * The table event as the play chapter's typed event: the same value, passed straight through. Only attention is
 * narrowed — the table's names irregularities of several chapters; with none named it is a revoke (Law 61).
 */
function forPlay(e: TableEvent): Result<PlayEvent, TableRefusal> | null {
  switch (e.type) {
    case 'play':
    case 'place':
    case 'touch':
    case 'ask':
    case 'expose':
    case 'decide':
    case 'withdraw':
    case 'name':
    case 'quit':
    case 'dummy':
    case 'facts':
    case 'milestone':
      return ok(e);
    case 'attention': {
      const kind = e.kind ?? 'revoke';
      if (!isAttentionKind(kind)) return err(refusal('invalid-event', `attention: "${kind}" is not one of ${ATTENTION_KINDS.join(', ')}`));
      return ok({ ...e, kind });
    }
    case 'call':
    case 'change':
    case 'take-out':
    case 'claim':
    case 'concede':
    case 'agree':
    case 'dispute':
    case 'continue-play':
    case 'irregularity':
    case 'explain':
    case 'alert':
    case 'correct':
    case 'review':
    case 'extraneous':
    case 'reserve':
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

function toPlay(s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  const play = s.play as PlayState;
  if (e.type === 'call' || e.type === 'change' || (drawsAuctionAttention(e) && s.claim === null)) {
    // Laws 17D1, 21B3: once the period is over the auction refuses the call or records that it is too late; 36C: attention to an unnoticed inadmissible double.
    const a = e.type === 'attention' ? { type: 'attention' as const, by: e.by } : e;
    if (!s.auction.periodOver) return wrongPhase(s, describeEvent(a), 'a claim or concession stands (Law 68D)');
    const r = applyAuctionEvent(s.auction, a);
    return r.ok ? ok(withAuction(s, r.value)) : r;
  }
  if (s.claim !== null) return toClaim(s, s.claim, e);
  if (e.type === 'claim' || e.type === 'concede') {
    const act = e.type === 'claim'
      ? { act: 'claim' as const, by: e.by, tricks: e.tricks, statement: e.line ?? null }
      : { act: 'concede' as const, by: e.by, tricks: e.tricks };
    const c = openClaim(play, act, s.regulation.settings.claimSuitOrder);
    return c.ok ? ok(withClaim(s, c.value)) : c;
  }
  // A card, the event of nearly every step, is the play chapter's own event: no narrowing to do.
  let event: PlayEvent;
  if (e.type === 'play') event = e;
  else {
    const narrowed = forPlay(e);
    if (narrowed === null) return wrongPhase(s, `${e.type} by ${'by' in e ? e.by : 'the director'}`, 'there is no claim or concession to answer (Law 68)');
    if (!narrowed.ok) return narrowed;
    event = narrowed.value;
  }
  const r = applyPlayEvent(play, event);
  if (!r.ok) return err(refusal(tableCode(r.error.code), r.error.message, r.error.law));
  return ok(cite(withPlay(s, r.value), 'play', r.value.laws));
}

/** While a claim stands, only answers, findings and milestones are in order (Law 68D). */
function toClaim(s: TableState, c: TableClaim, e: TableEvent): Result<TableState, TableRefusal> {
  const r = e.type === 'agree' || e.type === 'dispute' ? answerClaim(c, e.by, e.type, e.facts)
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
  return cite(tableWith(s, { claim: c.state.status === 'void' ? null : c }), 'claim', added);
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
