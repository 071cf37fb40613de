// Law 2007 26: lead restrictions after a withdrawn call, under the 2007 Laws. Where 2017 gives declarer one right
// (forbid a suit not specified legally), 2007 looks at the withdrawn call: one that named only suits the offender went on
// to specify legally costs nothing (26A1); one naming a suit he did not specify lets declarer require or forbid that
// suit (26A2); any other withdrawn call lets declarer forbid any one suit (26B).
import type { Suit } from '@bridge-laws/cards-and-boards';
import { L2007 } from './law-2007.js';
import type { AuctionState, LeadRestriction, Step } from './state.js';

/** The suit a withdrawn call related to and nothing else: a natural suit bid's suit (the director found it natural). */
function onlySuitOf(r: LeadRestriction): Suit | null {
  const w = r.withdrawn;
  if (w === undefined || !w.natural || w.call.type !== 'bid' || w.call.denomination === 'NT') return null;
  return w.call.denomination;
}

/** Whether the offender named `suit` in a bid that stands (his legal auction). */
function specifiedLegally(s: AuctionState, r: LeadRestriction, suit: Suit): boolean {
  return s.calls.some((c) => c.seat === r.offender && c.call.type === 'bid' && c.call.denomination === suit);
}

/** Laws 2007 26A1, 26A2, 26B: each defending offender's withdrawn call becomes declarer's right, or none. */
export function leadRestrictions2007(s: AuctionState, defending: AuctionState['leadRestrictions'], steps: Step[]): AuctionState['leadRestrictions'] {
  const out: LeadRestriction[] = [];
  for (const r of defending) {
    const suit = onlySuitOf(r);
    const why = `from Law ${r.source}`;
    if (suit !== null && specifiedLegally(s, r, suit)) {
      // Law 2007 26A1: the withdrawn call named only a suit the offender specified legally — no lead restriction (16D still applies).
      steps.push({ law: L2007('26A1'), note: `${r.withdrawn?.call.text} named only ${suit}, which ${r.offender} bid legally: no lead restriction (${why})` });
    } else if (suit !== null) {
      // Law 2007 26A2: declarer may require (a) or forbid (b) that suit at the partner's first turn to lead.
      steps.push({ law: L2007('26A2'), note: `declarer may require ${r.leader} to lead ${suit} or forbid its lead when ${r.leader} first has the lead (${why})` });
      out.push({ ...r, law: L2007('26A2'), suits: [suit], mayRequire: true });
    } else {
      // Law 2007 26B: any other withdrawn call — declarer may forbid any one suit while the partner retains the lead.
      steps.push({ law: L2007('26B'), note: `declarer may forbid ${r.leader} the lead of any one suit when he first has the lead (${why})` });
      out.push({ ...r, law: L2007('26B') });
    }
  }
  return out;
}
