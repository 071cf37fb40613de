// What the players told each other at the table, and how (Laws 16B, 20, 40B2): the explanations asked and given, the
// alerts made or omitted, the corrections, the reviews of the auction, partner's extraneous information (a hesitation,
// a remark) and a reserved right to call the director. Each is recorded with the laws it engages; the director's
// misinformation and unauthorized-information rulings are then asked over that record.
import type { Result } from '@bridge-laws/cards-and-boards';
import { areOpponents, err, ok, partnerOf, refusal, sideOf } from '@bridge-laws/cards-and-boards';
import type { ExplanationRecord, WithheldInformation } from '@bridge-laws/auction';
import { checkExplanation, checkExplanationContent, checkReview, correctionBreaches, mayChangeAfterCorrection, noteDisclosed } from '@bridge-laws/auction';
import type { TableEvent } from './events.js';
import type { Disclosure } from './disclosure-record.js';
import { newAgreementLaws } from './disclosure-agreements.js';
import type { TableRefusal, TableState } from './state.js';
import { cite, tablePhase, tableWith } from './state.js';

export type DisclosureEvent = Extract<TableEvent, { readonly type: 'explain' | 'alert' | 'correct' | 'review' | 'extraneous' | 'reserve' }>;

const invalid = (message: string, law: string): Result<TableState, TableRefusal> => err(refusal('invalid-event', message, law as never));

/** The auction call a case file numbers (1 = the first call), as an index into the standing calls. */
function callIndex(s: TableState, n: number, what: string, law: string): number | Result<TableState, TableRefusal> {
  const i = n - 1;
  return i >= 0 && i < s.auction.calls.length ? i : invalid(`${what}: the auction has no call ${n} (it has ${s.auction.calls.length})`, law);
}

/** When in the board a correction is made (Laws 20F4, 20F5 set the moment by it). */
function stage(s: TableState): NonNullable<ExplanationRecord['correctedAt']> {
  const phase = tablePhase(s);
  if (phase === 'auction') return 'auction';
  if (phase === 'ended' || phase === 'passed-out') return 'after-play';
  return s.play === null || s.play.phase === 'lead' ? 'clarification-period' : 'play';
}

function added(s: TableState, d: Disclosure, laws: readonly string[]): TableState {
  return cite(tableWith(s, { director: { ...s.director, disclosures: [...s.director.disclosures, d] } }), 'director', laws);
}

/**
 * An explained or alerted call is noted in the auction: its meaning is no longer read from its name (2007 26A1 asks the
 * director whether such a bid specified the suit it names). It cites nothing.
 */
function disclosed(s: TableState, callIndex: number): TableState {
  const auction = noteDisclosed(s.auction, callIndex);
  return auction === s.auction ? s : tableWith(s, { auction });
}

/**
 * Laws 40B3(a), 40B3(b), 40B4: the side whose call was disclosed — what its agreements now breach (an undisclosed one,
 * two of them, an unpermitted special one), cited once each; the damage is asked at the end of play.
 */
function withAgreements(before: TableState, after: TableState, callIndex: number): TableState {
  const caller = before.auction.calls[callIndex]?.seat;
  if (caller === undefined) return after;
  const laws = newAgreementLaws(before, after, sideOf(caller));
  return laws.length === 0 ? after : cite(after, 'director', laws.includes('40B4') ? ['40B2(a)(i)', ...laws] : laws);
}

/** Record what was said or shown; an event naming a call the auction does not have is refused, the state unchanged. */
export function disclose(s: TableState, e: DisclosureEvent): Result<TableState, TableRefusal> {
  const event = s.events;
  switch (e.type) {
    case 'explain': {
      // Law 20F1 (during the auction), 20F2 (after the final pass): the caller's partner explains.
      const i = callIndex(s, e.call, `explain call ${e.call} by ${e.by}`, '20F1');
      if (typeof i !== 'number') return i;
      const record: ExplanationRecord = { askedBy: e.askedBy, callIndex: i, givenBy: e.by, text: e.text, alerted: false, correctedAt: null };
      const breaches = checkExplanation(s.auction, record).map((b) => b.law);
      const laws = [s.auction.phase === 'auction' ? '20F1' : '20F2', ...breaches];
      const permitted = e.permitted === undefined ? {} : { permitted: e.permitted };
      if (e.withheld === undefined) return ok(disclosed(withAgreements(s, added(s, { kind: 'explanation', event, record, ...permitted }, laws), i), i));
      // Law 40B5(a): agreement and partnership experience must be disclosed, general bridge knowledge need not be;
      // Law 40B5(b): whether what was left out damaged the opponent is asked at the end of play.
      const withheld: WithheldInformation = { side: sideOf(e.by), call: s.auction.calls[i]?.call.text ?? '', withheld: e.withheld.what, source: e.withheld.source };
      const due = checkExplanationContent([withheld]).map((f) => f.law);
      return ok(disclosed(withAgreements(s, added(s, { kind: 'explanation', event, record, withheld, ...permitted }, [...laws, '40B5(a)', ...due]), i), i));
    }
    case 'alert': {
      const i = callIndex(s, e.call, `alert of call ${e.call} by ${e.by}`, '40B2(a)');
      if (typeof i !== 'number') return i;
      // Law 40B2(a): alerts are the regulation's procedure. Whether an omitted one was required is the director's
      // finding (`required`, Law 40B3(a)); misinformation (21B1(a)) is ruled in the misinformation workflow.
      const required = e.required === undefined ? {} : { required: e.required };
      const alerted = withAgreements(s, added(s, { kind: 'alert', event, by: e.by, callIndex: i, made: e.made, ...required }, ['40B2(a)']), i);
      return ok(e.made ? disclosed(alerted, i) : alerted);
    }
    case 'correct': {
      const i = callIndex(s, e.call, `correct call ${e.call} by ${e.by}`, '20F4');
      if (typeof i !== 'number') return i;
      const given = [...s.director.disclosures].reverse().find((d): d is Extract<Disclosure, { kind: 'explanation' }> => d.kind === 'explanation' && d.record.callIndex === i && d.cancelled !== true);
      if (given === undefined) return invalid(`correct call ${e.call} by ${e.by}: no explanation of that call was given (Law 20F4)`, '20F4');
      // Law 2007 20F4: whether the player called the director at once is the director's finding, given on the event.
      const atOnce = e.facts?.['corrected-at-once'];
      const record: ExplanationRecord = {
        ...given.record, text: e.text, correctedAt: stage(s), correctedBy: e.by, ...(typeof atOnce === 'boolean' ? { calledAtOnce: atOnce } : {}),
      };
      const breaches = correctionBreaches(s.auction, record);
      // A breach the director must first judge (2007 20F4) leaves the correction unruled until his finding comes with it.
      const asked = breaches.find((b) => b.question !== undefined);
      if (asked?.question !== undefined) {
        return err(refusal('awaiting-director', `correct call ${e.call} by ${e.by}: ${asked.problem}: give facts.${asked.question} with the correction (Law ${asked.law})`, asked.law));
      }
      // Law 20F4: his own explanation; Law 20F5: partner's, corrected by the caller.
      const own = e.by === given.record.givenBy;
      const laws = [own ? '20F4' : '20F5', ...breaches.map((b) => b.law)];
      // Law 20F4 and 21B1(a): an opponent whose partner has not called since may still change his last call.
      if (mayChangeAfterCorrection(s.auction, given.record.givenBy).length > 0) laws.push('21B1(a)');
      return ok(added(s, { kind: 'explanation', event, record }, laws));
    }
    case 'review': {
      // Law 20B: a review during the auction; Law 20C1: after the final pass.
      const afterFinalPass = s.auction.phase !== 'auction';
      const breaches = checkReview(s.auction, { requestedBy: e.by, givenBy: e.givenBy, afterFinalPass }).map((b) => b.law);
      return ok(added(s, { kind: 'review', event, requestedBy: e.by, givenBy: e.givenBy }, [afterFinalPass ? '20C1' : '20B', ...breaches]));
    }
    case 'extraneous':
      // Law 16B1: what partner shows beyond his calls and plays is unauthorized for his side.
      return ok(added(s, { kind: 'extraneous', event, by: e.by, what: e.kind, unauthorizedFor: [partnerOf(e.by)], followedBy: null }, ['16B1']));
    case 'reserve': {
      const last = [...s.director.disclosures].reverse().find((d) => d.kind === 'extraneous');
      // Law 16B2: a player reserves his right about information an opponent made available.
      if (last === undefined || last.kind !== 'extraneous' || !areOpponents(last.by, e.by)) {
        return invalid(`reserve by ${e.by}: no extraneous information from an opponent was recorded (Law 16B2)`, '16B2');
      }
      return ok(added(s, { kind: 'reserved', event, by: e.by }, ['16B2']));
    }
  }
}

/**
 * Law 16B1(a): the first call or play the partner makes after extraneous information is the action the director asks
 * about (could it have been suggested over a logical alternative); it is noted on the information.
 */
export function noteSuggestedAction(s: TableState, e: TableEvent): TableState {
  if ((e.type !== 'call' && e.type !== 'play') || s.director.disclosures.length === 0) return s;
  const what = e.type === 'call' ? `call ${e.call.text}` : `play ${e.card}`;
  let changed = false;
  const disclosures = s.director.disclosures.map((d) => {
    if (d.kind !== 'extraneous' || d.followedBy !== null || !d.unauthorizedFor.includes(e.by)) return d;
    changed = true;
    return { ...d, followedBy: what };
  });
  return changed ? tableWith(s, { director: { ...s.director, disclosures } }) : s;
}
