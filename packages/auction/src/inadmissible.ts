// Laws 35–39: inadmissible calls. Each has a branch for "the LHO called before rectification".
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lhoOf, partnerOf, sideOf } from '@bridge-laws/cards-and-boards';
import type { Call } from './call.js';
import { PASS } from './call.js';
import { finalContract } from './end-of-auction.js';
import { appendCall, leadRightsAfterAuction } from './finish.js';
import { addFollowUp, askedAtEnd, cite, obligePass, offerLeadRestriction, withdrawn } from './record.js';
import type { AuctionState, LeadRestriction, Provisional, Step } from './state.js';

const L = (law: string) => law as LawRef;

/** Law 36B (36B4 out of rotation): a double or redouble Law 19 does not permit. */
export function inadmissibleDouble(s: AuctionState, by: Seat, call: Call, inRotation: boolean): AuctionState {
  let st = cite(s, L('35A'), `${call.text} by ${by} is not permitted by Law 19`);
  st = withdrawn(st, by, call, L('16C')); // Law 36B1: cancelled
  if (inRotation) {
    // Laws 36B1, 36B2: the offender substitutes a legal call.
    st = cite(st, L('36B1'), `${call.text} is cancelled; ${by} must substitute a legal call`);
    st = addFollowUp({ ...st, turn: by }, { type: 'substitute', offender: by, law: L('36B1') });
  } else {
    // Law 36B4: out of rotation too — back to the player in turn; the offender calls freely at his turn.
    st = cite(st, L('36B4'), `the auction reverts to ${s.turn ?? by}; ${by} may make any legal call at his turn`);
  }
  // Laws 36B2, 36B4: partner passes for the rest of the auction; Law 36B3: 26B may apply.
  st = obligePass(st, partnerOf(by), 'end-of-auction', L('36B2'));
  st = cite(st, L('36B2'), `${partnerOf(by)} must pass for the rest of the auction`);
  st = offerLeadRestriction(st, by, L('36B3'), askedAtEnd(call));
  return { ...st, provisional: { law: '36', offender: by, call, before: s } };
}

/** Law 37B: a player required to pass bid, doubled or redoubled; the call becomes a pass. */
export function breachOfPassObligation(s: AuctionState, by: Seat, call: Call): AuctionState {
  let st = cite(s, L('35B'), `${by} was required to pass but called ${call.text}`);
  // Law 37B1: cancelled; Law 37B2: replaced by a pass, both offenders pass to the end, 26B may apply.
  st = cite(withdrawn(st, by, call, L('16C')), L('37B1'), `${call.text} is cancelled and replaced by a pass`);
  st = obligePass(st, by, 'end-of-auction', L('37B2'));
  st = obligePass(st, partnerOf(by), 'end-of-auction', L('37B2'));
  st = cite(st, L('37B2'), `${by} and ${partnerOf(by)} must pass for the rest of the auction`);
  st = offerLeadRestriction(st, by, L('37B2'), askedAtEnd(call));
  st = appendCall(st, by, PASS);
  return { ...st, provisional: { law: '37', offender: by, call, before: s } };
}

/** Law 38: a bid above seven; no contract above seven may be played. */
export function bidAboveSeven(s: AuctionState, by: Seat, call: Call, inRotation: boolean): AuctionState {
  let st = cite(s, L('35C'), `${call.text} by ${by} is a bid above seven`);
  // Law 38B: cancelled; Law 38C: replaced by a pass, both offenders pass to the end; Law 38D: 26B may apply.
  st = cite(withdrawn(st, by, call, L('16C')), L('38B'), `${call.text} is cancelled${inRotation ? ' and replaced by a pass' : ''}`);
  st = obligePass(st, by, 'end-of-auction', L('38C'));
  st = obligePass(st, partnerOf(by), 'end-of-auction', L('38C'));
  st = cite(st, L('38C'), `${by} and ${partnerOf(by)} must pass for the rest of the auction`);
  st = offerLeadRestriction(st, by, L('38D'), askedAtEnd(call));
  if (inRotation) st = appendCall(st, by, PASS);
  return { ...st, provisional: { law: '38', offender: by, call, before: s } };
}

/** Law 39: a call after the final pass is cancelled; 39C may give declarer a lead restriction. */
export function callAfterFinalPass(s: AuctionState, by: Seat, call: Call): AuctionState {
  let st = cite(s, L('35D'), `${call.text} by ${by} comes after the final pass`);
  st = cite(withdrawn(st, by, call, L('16C')), L('39A'), `${call.text} is cancelled`); // Law 39A
  // Law 39B: a defender's pass, or any call by the declaring side, costs nothing more.
  const fc = s.phase === 'ended' ? finalContract(s.calls, s.lastBidIndex) : null;
  if (fc === null || sideOf(by) === sideOf(fc.declarer) || call.type === 'pass') {
    return cite(st, L('39B'), 'no further rectification');
  }
  // Law 39C: a defender's bid, double or redouble: declarer may forbid partner a suit (26B).
  st = cite(st, L('39C'), `Law 26 lead restrictions may apply: ${by} defends`);
  // Law 26, by the edition's leaf: the offender's auction is over, so his right is settled at once.
  const right: LeadRestriction = { leader: partnerOf(by), offender: by, law: L('26B'), source: L('39C'), withdrawn: askedAtEnd(call) };
  const steps: Step[] = [];
  const rights = leadRightsAfterAuction(st, [right], steps);
  st = { ...st, leadRestrictions: [...st.leadRestrictions, ...rights], steps: [...st.steps, ...steps] };
  return { ...st, provisional: { law: '39', offender: by, call, before: s } };
}

/**
 * The offender's LHO called before the rectification: Laws 36A, 37A, 38D and 39B. Returns the state
 * in which the LHO's call still has to be applied (37A), or null when that call is cancelled too.
 */
export function lhoCalledFirst(s: AuctionState, p: Provisional, lhoCall: Call): { state: AuctionState; applyCall: boolean } {
  const lho = lhoOf(p.offender);
  const keep = { steps: s.steps, information: s.information, disclosed: s.disclosed };
  switch (p.law) {
    case '36': {
      // Law 36A: both calls are cancelled; the auction goes on as if there had been no irregularity.
      const st: AuctionState = { ...p.before, ...keep, provisional: null };
      return {
        state: cite(st, L('36A'), `${lho} called before rectification: ${p.call.text} and ${lhoCall.text} are cancelled and the auction continues as if nothing had happened`),
        applyCall: false,
      };
    }
    case '37': {
      // Law 37A: the offending call and the later calls stand; an obligation to pass to the end survives.
      let st: AuctionState = { ...p.before, ...keep, provisional: null };
      st = cite(st, L('37A'), `${lho} called before rectification: ${p.call.text} and the later calls stand`);
      return { state: appendCall(st, p.offender, p.call), applyCall: true };
    }
    case '38':
    case '39': {
      // Laws 38B, 38D and 39A, 39B: the LHO's call is cancelled too, and there is no lead restriction.
      const source = p.law === '38' ? '38D' : '39C';
      let st: AuctionState = {
        ...s,
        provisional: null,
        leadRestrictions: s.leadRestrictions.filter((r) => !(r.offender === p.offender && r.source === source)),
        information: [...s.information, { seat: lho, what: `call ${lhoCall.text}`, law: L('16C'), unauthorizedFor: sideOf(p.offender) }],
      };
      st = cite(st, L(p.law === '38' ? '38B' : '39A'), `${lho}'s ${lhoCall.text} is cancelled as well`);
      st = cite(st, L(p.law === '38' ? '38D' : '39B'), `${lho} called before rectification: no lead restriction`);
      return { state: st, applyCall: false };
    }
  }
}
