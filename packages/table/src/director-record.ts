// The director's record at the table (Laws 9–16, 12): the findings given, the irregularity found, the
// question sequence open, and the outcome the director's chapter reaches on them.
import type { Edition, LawRef, Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, ok, refusal, sameData } from '@bridge-laws/cards-and-boards';
import type { AuctionState, Call } from '@bridge-laws/auction';
import { applyAuctionEvent, newAuction, noteDisclosed, wasDisclosed } from '@bridge-laws/auction';
import { mayDrawAttention } from '@bridge-laws/irregularities';
import type { TableEvent } from './events.js';
import type { FoundIrregularity } from './director.js';
import type { DeferredQuestion } from './director.js';
import { DIRECTOR_ATTENTION, deferredOutcome, directorOutcome } from './director.js';
import { claimDamage } from './claim-damage.js';
import { disclosureDamage } from './disclosure-agreements.js';
import type { Disclosure } from './disclosure-record.js';
import type { FirstCall, TableRefusal, TableState } from './state.js';
import { cite, findingsRecord, sharedCalls, tablePhase, tableWith, wrongPhase } from './state.js';
import { L17D2, lhoMustRepeat2007 } from './wrong-cards-2007.js';

/** Law 15A: a player called holding another board's cards; his calls and every later one are cancelled. */
export function foundIrregularity(s: TableState, e: Extract<TableEvent, { type: 'irregularity' }>): Result<TableState, TableRefusal> {
  const phase = tablePhase(s);
  const stage = s.play !== null ? (phase === 'ended' ? 'after-play' : 'play') : s.auction.calls.length === 0 ? 'before-auction' : 'auction';
  const calls = s.auction.calls.map((c) => ({ by: c.seat, call: c.call.text }));
  const found: FoundIrregularity = { kind: e.kind, by: e.by, stage, calls, hands: e.hands ?? null };
  const director = { ...s.director, irregularity: found };
  if (e.kind !== 'cards-from-wrong-board') return ok(tableWith(s, { director }));
  if (s.play !== null) return wrongPhase(s, `irregularity ${e.kind} by ${e.by}`, 'Law 15A is applied during the auction');
  const r = rebuiltAuction(s, e.by);
  if (!r.ok) return r;
  if (r.value === null) return ok(tableWith(s, { director }));
  const { auction, firstCalls, kept } = r.value;
  return ok(tableWith(s, { auction, firstCalls, director: { ...director, disclosures: withCancelled(s.director.disclosures, kept) } }));
}

/**
 * Law 15A1: the auction with the offender's first call and every later one cancelled, and the first calls that still
 * stand; null when he has not called. It is the auction as it stood right before his first call of any kind
 * (`firstCalls`): an insufficient bid or a call out of rotation is his call too, so its rectification goes with it (a
 * partner silenced, a lead right, the steps), and so do the calls made after it, even those made before a call of his
 * came to stand (his call out of rotation, not accepted, and the calls that followed). What the auction was waiting for
 * then (a choice his call answered, e.g. an insufficient bid he called over, Law 27A1) is put afresh; what earlier calls
 * and irregularities left stands — pass obligations, lead rights (Law 26), exposed cards (Law 24), information (Law
 * 16C), deferred questions, the rectification record. Where that record no longer fits the calls that stand (a call
 * before it replaced since), the table's last state with his first standing call's predecessors is taken (`auctionAt`)
 * and replayed up to the first call that waits again. The notes of alerted or explained calls that stand, given since,
 * go with them (2007 26A1 still reads them); a cancelled call's note goes with it.
 */
function rebuiltAuction(s: TableState, offender: Seat): Result<{ readonly auction: AuctionState; readonly firstCalls: readonly FirstCall[]; readonly kept: number } | null, TableRefusal> {
  const before = s.auction;
  const first = before.calls.findIndex((c) => c.seat === offender);
  const at = s.firstCalls.findIndex((f) => f.seat === offender);
  const attempt = s.firstCalls[at];
  let auction: AuctionState;
  if (attempt !== undefined && sharedCalls(attempt.before, before) >= attempt.standing && (first < 0 || attempt.before.calls.length <= first)) auction = attempt.before;
  else if (first >= 0) {
    const r = replayedTo(s, first);
    if (!r.ok) return r;
    auction = r.value;
  } else return ok(null);
  // The calls that stand: those the rebuilt auction shares with the one found (his call may have settled the
  // replacement of an earlier call, Law 25B1, which goes with it).
  const kept = sharedCalls(auction, before);
  for (const d of before.disclosed) {
    if (d.index < kept && wasDisclosed(before, d.index)) auction = noteDisclosed(auction, d.index);
  }
  // The offender's first call and those noted after it are cancelled; so are any that followed calls no longer standing.
  const firstCalls = (at >= 0 ? s.firstCalls.slice(0, at) : s.firstCalls).filter((f) => f.standing <= kept);
  return ok({ auction, firstCalls, kept });
}

/**
 * The table's last state with the first `first` calls standing that waited for nothing (`auctionAt`), or the last one
 * before it with the calls after it replayed, up to the first one that waits again.
 */
function replayedTo(s: TableState, first: number): Result<AuctionState, TableRefusal> {
  const before = s.auction;
  let from = Math.min(first, s.auctionAt.length - 1);
  while (from > 0 && s.auctionAt[from] == null) from--;
  let auction = s.auctionAt[from] ?? newAuction(before.dealer, before.edition);
  for (const c of before.calls.slice(from, first)) {
    if (auction.pending !== null || auction.choice !== null || auction.awaiting !== null) break;
    const r = applyAuctionEvent(auction, { type: 'call', by: c.seat, call: c.call });
    if (!r.ok) return r;
    auction = r.value;
  }
  return ok(auction);
}

/**
 * Law 15A1: the alerts and explanations of calls cancelled (at or past `kept`, the calls that stand) are kept as what
 * was said but marked cancelled, so that nothing reads them as said about the call that later stands in that place
 * (Laws 20F4, 40B3, 40B4, 40B5).
 */
function withCancelled(disclosures: readonly Disclosure[], kept: number): readonly Disclosure[] {
  let changed = false;
  const out = disclosures.map((d) => {
    if (d.kind !== 'alert' && d.kind !== 'explanation') return d;
    const index = d.kind === 'alert' ? d.callIndex : d.record.callIndex;
    if (index < kept || d.cancelled === true) return d;
    changed = true;
    return { ...d, cancelled: true as const };
  });
  return changed ? out : disclosures;
}

/**
 * Attention to unauthorized information, misinformation, a forfeited right or information from another source opens the
 * director's questions. Information from another source is this event only after the first call (Law 16D3): before it, a
 * card seen at the table is `expose` (16D1, 16D2) and the director's other options are not table events.
 */
export function openWorkflow(s: TableState, kind: string): Result<TableState, TableRefusal> {
  const workflow = DIRECTOR_ATTENTION[kind];
  if (workflow === 'other-source' && s.auction.calls.length === 0) {
    return err(refusal('invalid-event', 'attention: other-source is information received after the first call (Law 16D3); before it the director rules under 16D2'));
  }
  return workflow === undefined ? ok(s) : ok(tableWith(s, { director: { ...s.director, workflow } }));
}

/**
 * Laws 23C, 27D, 21B3: the auction's deferred questions are put once the play is over and neither the play nor a
 * claim still waits for the director.
 */
function deferredDue(s: TableState): boolean {
  // The phase first: the deferred questions are only due once the play has ended (cheap on every other event).
  if (tablePhase(s) !== 'ended' || (s.auction.deferred.length === 0 && playDamage(s).length === 0 && disclosureDamage(s).length === 0)) return false;
  return (s.play?.pending ?? null) === null && (s.claim?.ruling?.question ?? null) === null;
}

/**
 * Laws 47E2(b), 50E4, 64C (and 45F, 55C, 67B3): the play's judgments the director answered with damage, once the play
 * has ended; each asks for the Law 12C1 adjusted score. Law 43B1 (a procedural penalty, Law 90) and 43B3 (only the
 * defenders' score is adjusted) are not a score for both sides and are left out.
 */
function playDamage(s: TableState): readonly DeferredQuestion[] {
  const play = (s.play?.adjustments ?? []).filter((a) => a.law !== '43B1' && a.law !== '43B3').map((a) => ({ law: a.law, question: a.reason }));
  const claim = claimDamage(s); // Law 64C found on a claim's ruling
  return claim.length === 0 ? play : [...play, ...claim];
}

/** The questions put at the end of play: the auction's deferred ones (23C, 27D, 21B3), then Law 40B's (40B3(a), 40B4, 40B5(b)). */
function askedAtEnd(s: TableState): readonly DeferredQuestion[] {
  const disclosure = disclosureDamage(s);
  return disclosure.length === 0 ? s.auction.deferred : [...s.auction.deferred, ...disclosure];
}

/**
 * Nothing for the director's chapter in the event — an ordinary call or card: no findings, no attention drawn, nothing
 * found, no workflow open, no question due at the end of play. Checked before `withDirector` on every event.
 */
export function directorIdle(s: TableState, e: TableEvent): boolean {
  const d = s.director;
  return e.type !== 'attention' && d.irregularity === null && d.workflow === null && d.endOfPlay === null
    && !('facts' in e && e.facts !== undefined) && !deferredDue(s);
}

/** Whether a call after a call with another board's cards must repeat a cancelled one: the reason it is refused, or null. */
type RepeatRule = (found: FoundIrregularity, before: AuctionState, by: Seat, call: Call) => { readonly law: LawRef; readonly why: string } | null;

const LHO_REPEATS: Readonly<Record<Edition, RepeatRule>> = {
  // Law 15A2(b): the auction simply goes on; 2017 dropped the LHO's repeat.
  '2017': () => null,
  // Law 2007 17D2: the LHO who called over the cancelled call repeats it.
  '2007': (found, before, by, call) => {
    const why = lhoMustRepeat2007(found.calls, found.by, before, by, call);
    return why === null ? null : { law: L17D2, why };
  },
};

/** A call the Law on a call with another board's cards forbids here (2007 17D2's repeat), as the event's refusal. */
function repeatRefused(before: TableState, e: TableEvent): Result<never, TableRefusal> | null {
  const i = before.director.irregularity;
  if (e.type !== 'call' || i === null || i.kind !== 'cards-from-wrong-board' || before.play !== null) return null;
  const r = LHO_REPEATS[before.edition](i, before.auction, e.by, e.call);
  return r === null ? null : err(refusal('not-offered', `call ${e.call.text} by ${e.by}: ${r.why}`, r.law));
}

/**
 * After every event (its findings already in the ledger): cite a breach of Law 9 by dummy, and bring the director's
 * outcome up to date (a finding the director's chapter rejects refuses the event).
 */
export function withDirector(before: TableState, s: TableState, e: TableEvent): Result<TableState, TableRefusal> {
  if (directorIdle(s, e)) return ok(s);
  const refused = repeatRefused(before, e);
  if (refused !== null) return refused;
  const endOfPlay = s.director.endOfPlay ?? (deferredDue(s) ? s.events : null);
  const d = endOfPlay === s.director.endOfPlay ? s.director : { ...s.director, endOfPlay };
  const laws: string[] = [];
  if (e.type === 'attention' && before.play !== null) {
    const play = before.play;
    const period = tablePhase(before) === 'ended' ? 'after-play' : 'play';
    // Law 9A4: dummy may not draw attention to an irregularity during the play.
    const may = mayDrawAttention(e.by, { period, dummy: play.dummy });
    if (!may.ok && may.error.law !== undefined) laws.push(may.error.law);
  }
  if (d.irregularity === null && d.workflow === null && endOfPlay === null) return ok(cite(tableWith(s, { director: d }), 'director', laws));
  const asked = endOfPlay === null ? [] : askedAtEnd(s);
  const outcome = d.irregularity === null && d.workflow === null && endOfPlay !== null
    ? deferredOutcome(asked.length > 0 ? asked : playDamage(s), findingsRecord(s.findings, endOfPlay + 1), s.board, asked.length === 0)
    : directorOutcome(d.irregularity, d.workflow, findingsRecord(s.findings), s.board, s.edition, s.auction.calls.map((c) => ({ by: c.seat, call: c.call.text })));
  if (!outcome.ok) return err(refusal(outcome.error.code, outcome.error.message, outcome.error.law));
  const changed = !sameData(outcome.value, d.outcome);
  return ok(cite(tableWith(s, { director: { ...d, outcome: outcome.value } }), 'director', changed ? [...laws, ...outcome.value.laws] : laws));
}
