// Law 2007 26: lead restrictions after a withdrawn call, under the 2007 Laws. Where 2017 gives declarer one right
// (forbid a suit not specified legally), 2007 looks at the suits the withdrawn call related to: when it related only to
// suits the offender went on to specify legally it costs nothing (26A1); when it related only to certain suits and one
// of them he did not specify, declarer may require or forbid such a suit (26A2); any other withdrawn call lets declarer
// forbid any one suit (26B). A natural suit bid relates to its suit; for an artificial call the suits are the director's
// finding (`withdrawn-call-suits`), asked when the call is cancelled, never presumed.
import type { Result, Suit } from '@bridge-laws/cards-and-boards';
import { SUITS, err, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { Facts } from './facts.js';
import { L2007 } from './law-2007.js';
import type { AuctionRefusal } from './outcome.js';
import type { AuctionState, LeadRestriction, Step } from './state.js';

/**
 * Law 2007 26A: the director's finding of the suits an artificial withdrawn call related to (and no other), in the
 * order of the suits; an empty list when it related to no particular suit (26B). Undefined while not given.
 */
export function relatedSuits(facts: Facts): Result<readonly Suit[] | undefined, AuctionRefusal> {
  const v = facts['withdrawn-call-suits'];
  if (v === undefined) return ok(undefined);
  const law = L2007('26A');
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && (SUITS as readonly string[]).includes(x))) {
    return err(refusal('awaiting-director', `facts.withdrawn-call-suits: a list of suits S, H, D, C the withdrawn call related to ([] for none) (Law ${law})`, law));
  }
  return ok(SUITS.filter((s) => (v as readonly string[]).includes(s)));
}

/** The suits a withdrawn call related to and to nothing else: a natural suit bid's suit, or the director's finding. */
function relatedTo(r: LeadRestriction): readonly Suit[] | null {
  const w = r.withdrawn;
  if (w === undefined) return null;
  if (!w.natural) return w.suits !== undefined && w.suits.length > 0 ? w.suits : null;
  if (w.call.type !== 'bid' || w.call.denomination === 'NT') return null;
  return [w.call.denomination];
}

/** Whether the offender named `suit` in a bid that stands (his legal auction). */
function specifiedLegally(s: AuctionState, r: LeadRestriction, suit: Suit): boolean {
  return s.calls.some((c) => c.seat === r.offender && c.call.type === 'bid' && c.call.denomination === suit);
}

/** Laws 2007 26A1, 26A2, 26B: each defending offender's withdrawn call becomes declarer's right, or none. */
export function leadRestrictions2007(s: AuctionState, defending: AuctionState['leadRestrictions'], steps: Step[]): AuctionState['leadRestrictions'] {
  const out: LeadRestriction[] = [];
  for (const r of defending) {
    const related = relatedTo(r);
    const why = `from Law ${r.source}`;
    const named = r.withdrawn?.call.text;
    if (related === null) {
      // Law 2007 26B: any other withdrawn call — declarer may forbid any one suit while the partner retains the lead.
      steps.push({ law: L2007('26B'), note: `declarer may forbid ${r.leader} the lead of any one suit when he first has the lead (${why})` });
      out.push({ ...r, law: L2007('26B') });
      continue;
    }
    const unspecified = related.filter((suit) => !specifiedLegally(s, r, suit));
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
