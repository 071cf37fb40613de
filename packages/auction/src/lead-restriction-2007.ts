// Law 2007 26: lead restrictions after a withdrawn call, under the 2007 Laws. Where 2017 gives declarer one right
// (forbid a suit not specified legally), 2007 looks at the suits the withdrawn call related to: when it related only to
// suits the offender specified legally it costs nothing (26A1); when it related only to certain suits and one of them
// he did not specify, declarer may require or forbid such a suit (26A2); any other withdrawn call lets declarer forbid
// any one suit (26B). Every withdrawn call the 2007 Laws send to Law 26 comes here: one cancelled out of rotation
// (2007 31), a withdrawn insufficient bid (2007 27B2, 27B3) and a call cancelled under 2007 36B3, 37B2, 38D or 39C.
// What a call related to and what the offender specified are meanings: read from the call where it is a natural suit
// bid (for a bid of his that stands, one nobody alerted or explained), otherwise the director's findings
// (`withdrawn-call-suits`, `specified-suits`, `named-suits-specified`), never presumed.
import type { LawRef, Result, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { SUITS, err, ok, refusal } from '@bridge-laws/cards-and-boards';
import { wasDisclosed } from './disclosed-calls.js';
import type { Facts } from './facts.js';
import { L2007 } from './law-2007.js';
import type { AuctionRefusal } from './outcome.js';
import type { AuctionState, LeadFinding, LeadFindingId, LeadRestriction, Step } from './state.js';

const QUESTION: Readonly<Record<LeadFindingId, string>> = {
  'withdrawn-call-suits': 'a list of suits S, H, D, C the withdrawn call related to ([] for none)',
  'specified-suits': 'a list of suits S, H, D, C the offender specified legally by calls other than bids naming them ([] for none)',
  'named-suits-specified': 'a list of suits S, H, D, C, among those the offender named only by alerted or explained bids, that the bids specified ([] for none)',
};

/** Law 2007 26A: a finding that is a list of suits, in the order of the suits; undefined while not given. */
export function suitsFinding(facts: Facts, id: LeadFindingId): Result<readonly Suit[] | undefined, AuctionRefusal> {
  const v = facts[id];
  if (v === undefined) return ok(undefined);
  const law = L2007('26A');
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && (SUITS as readonly string[]).includes(x))) {
    return err(refusal('awaiting-director', `facts.${id}: ${QUESTION[id]} (Law ${law})`, law));
  }
  return ok(SUITS.filter((s) => (v as readonly string[]).includes(s)));
}

/**
 * Law 2007 26A: the director's finding of the suits an artificial withdrawn call related to (and no other), in the
 * order of the suits; an empty list when it related to no particular suit (26B). Undefined while not given.
 */
export function relatedSuits(facts: Facts): Result<readonly Suit[] | undefined, AuctionRefusal> {
  return suitsFinding(facts, 'withdrawn-call-suits');
}

/** The findings recorded for this offender's withdrawn call, if any. */
function findingFor(s: AuctionState, r: LeadRestriction): LeadFinding | undefined {
  return s.leadFindings.find((x) => x.offender === r.offender && x.source === r.source);
}

/** The suits a withdrawn call related to and to nothing else: a natural suit bid's suit, or the director's finding. */
function relatedTo(s: AuctionState, r: LeadRestriction): readonly Suit[] | null | 'ask' {
  const w = r.withdrawn;
  if (w === undefined) return null;
  if (w.askAtEnd === true) {
    const found = findingFor(s, r)?.suits;
    if (found === undefined) return 'ask';
    return found.length > 0 ? found : null;
  }
  if (!w.natural) return w.suits !== undefined && w.suits.length > 0 ? w.suits : null;
  if (w.call.type !== 'bid' || w.call.denomination === 'NT') return null;
  return [w.call.denomination];
}

/**
 * Law 2007 26A1: the suits, among `related`, the offender specified legally. A standing bid naming a suit specifies it
 * (the natural reading) unless every such bid of his was alerted or explained: then whether it specified the suit (a
 * transfer, Stayman need not) is the director's finding `named-suits-specified`. Any other suit only an artificial call
 * of his could have specified — when he made a call other than a pass (and other than a bid naming that suit), the
 * director's finding `specified-suits` says which; with passes only, none. The finding still wanted is returned instead.
 */
function specifiedLegally(s: AuctionState, r: LeadRestriction, related: readonly Suit[]): readonly Suit[] | LeadFindingId {
  const own = s.calls.flatMap((c, i) => (c.seat === r.offender ? [{ call: c.call, i }] : []));
  const naming = (suit: Suit) => own.filter((c) => c.call.type === 'bid' && c.call.denomination === suit);
  const byName = related.filter((suit) => naming(suit).length > 0);
  const doubtful = byName.filter((suit) => naming(suit).every((c) => wasDisclosed(s, c.i)));
  let named = byName;
  if (doubtful.length > 0) {
    const read = findingFor(s, r)?.namedSpecified;
    if (read === undefined) return 'named-suits-specified';
    named = byName.filter((suit) => !doubtful.includes(suit) || read.includes(suit));
  }
  // A suit left is asked about only when a call of his other than a pass and other than a bid naming it could have specified it.
  const left = related.filter((suit) => !named.includes(suit));
  if (!left.some((suit) => own.some((c) => c.call.type !== 'pass' && !(c.call.type === 'bid' && c.call.denomination === suit)))) return named;
  const found = findingFor(s, r)?.specified;
  if (found === undefined) return 'specified-suits';
  return related.filter((suit) => named.includes(suit) || found.includes(suit));
}

/** Laws 2007 26A1, 26A2, 26B: each defending offender's withdrawn call becomes declarer's right, or none. */
export function leadRestrictions2007(s: AuctionState, defending: AuctionState['leadRestrictions'], steps: Step[]): AuctionState['leadRestrictions'] {
  const out: LeadRestriction[] = [];
  for (const r of defending) {
    const related = relatedTo(s, r);
    const why = `from Law ${r.source}`;
    const named = r.withdrawn?.call.text;
    if (related === 'ask') {
      // Law 2007 26A: what the withdrawn call related to is the director's finding, asked now the offender defends.
      out.push({ ...r, open: 'withdrawn-call-suits' });
      continue;
    }
    if (related === null) {
      // Law 2007 26B: any other withdrawn call — declarer may forbid any one suit while the partner retains the lead.
      steps.push({ law: L2007('26B'), note: `declarer may forbid ${r.leader} the lead of any one suit when he first has the lead (${why})` });
      out.push({ ...r, law: L2007('26B') });
      continue;
    }
    const specified = specifiedLegally(s, r, related);
    if (typeof specified === 'string') {
      out.push({ ...r, open: specified });
      continue;
    }
    const unspecified = related.filter((suit) => !specified.includes(suit));
    if (unspecified.length === 0) {
      // Law 2007 26A1: the withdrawn call related only to suits the offender specified legally — no lead restriction (16D still applies).
      steps.push({ law: L2007('26A1'), note: `${named} related only to ${related.join(', ')}, which ${r.offender} specified legally: no lead restriction (${why})` });
    } else {
      // Law 2007 26A2: declarer may require (a; he picks one if several) or forbid (b; one) such a suit at the partner's first turn to lead.
      steps.push({ law: L2007('26A2'), note: `declarer may require ${r.leader} to lead ${unspecified.join(' or ')} or forbid the lead of one of them when ${r.leader} first has the lead (${why})` });
      out.push({ ...r, law: L2007('26A2'), suits: unspecified, mayRequire: true });
    }
  }
  return out;
}

/** The first right still waiting for a 2007 26A finding, with the finding it waits for. */
export function openLeadFinding(s: AuctionState): { readonly offender: Seat; readonly source: LawRef; readonly id: LeadFindingId } | null {
  const r = s.leadRestrictions.find((x) => x.open !== undefined);
  return r?.open === undefined ? null : { offender: r.offender, source: r.source, id: r.open };
}

/** `s` with the director's 2007 26A finding recorded for one offender's withdrawn call. */
export function recordLeadFinding(s: AuctionState, at: { readonly offender: Seat; readonly source: LawRef; readonly id: LeadFindingId }, suits: readonly Suit[]): AuctionState {
  const key = (x: LeadFinding) => x.offender === at.offender && x.source === at.source;
  const before = s.leadFindings.find(key) ?? { offender: at.offender, source: at.source };
  const after: LeadFinding = at.id === 'withdrawn-call-suits' ? { ...before, suits }
    : at.id === 'specified-suits' ? { ...before, specified: suits }
    : { ...before, namedSpecified: suits };
  return { ...s, leadFindings: [...s.leadFindings.filter((x) => !key(x)), after] };
}
