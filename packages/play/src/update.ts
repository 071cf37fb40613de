// One place that builds a new state: every field listed in a fixed order, so all states share one shape
// (object spread with overrides falls back to a slow copy on the hot path of a 52-card replay).
import type { PlayState } from './types.js';

/** A copy of `s` with the fields of `p` replaced (no PlayState field is ever undefined). */
export function update(s: PlayState, p: Partial<PlayState>): PlayState {
  return {
    edition: s.edition,
    deal: p.deal !== undefined ? p.deal : s.deal,
    contract: p.contract !== undefined ? p.contract : s.contract,
    declarer: p.declarer !== undefined ? p.declarer : s.declarer,
    dummy: p.dummy !== undefined ? p.dummy : s.dummy,
    trump: p.trump !== undefined ? p.trump : s.trump,
    phase: p.phase !== undefined ? p.phase : s.phase,
    hands: p.hands !== undefined ? p.hands : s.hands,
    tricks: p.tricks !== undefined ? p.tricks : s.tricks,
    current: p.current !== undefined ? p.current : s.current,
    turn: p.turn !== undefined ? p.turn : s.turn,
    pending: p.pending !== undefined ? p.pending : s.pending,
    penaltyCards: p.penaltyCards !== undefined ? p.penaltyCards : s.penaltyCards,
    leadRights: p.leadRights !== undefined ? p.leadRights : s.leadRights,
    restrictions: p.restrictions !== undefined ? p.restrictions : s.restrictions,
    requirement: p.requirement !== undefined ? p.requirement : s.requirement,
    deferred: p.deferred !== undefined ? p.deferred : s.deferred,
    penaltyLeadChosen: p.penaltyLeadChosen !== undefined ? p.penaltyLeadChosen : s.penaltyLeadChosen,
    revokes: p.revokes !== undefined ? p.revokes : s.revokes,
    correction: p.correction !== undefined ? p.correction : s.correction,
    won: p.won !== undefined ? p.won : s.won,
    transferred: p.transferred !== undefined ? p.transferred : s.transferred,
    transfers: p.transfers !== undefined ? p.transfers : s.transfers,
    facts: p.facts !== undefined ? p.facts : s.facts,
    milestones: p.milestones !== undefined ? p.milestones : s.milestones,
    adjustments: p.adjustments !== undefined ? p.adjustments : s.adjustments,
    endQuestions: p.endQuestions !== undefined ? p.endQuestions : s.endQuestions,
    misplaced: p.misplaced !== undefined ? p.misplaced : s.misplaced,
    surplus: p.surplus !== undefined ? p.surplus : s.surplus,
    retractedLead: p.retractedLead !== undefined ? p.retractedLead : s.retractedLead,
    earlyLead: p.earlyLead !== undefined ? p.earlyLead : s.earlyLead,
    information: p.information !== undefined ? p.information : s.information,
    attentionDrawn: p.attentionDrawn !== undefined ? p.attentionDrawn : s.attentionDrawn,
    facedHands: p.facedHands !== undefined ? p.facedHands : s.facedHands,
    previous: p.previous !== undefined ? p.previous : s.previous,
    laws: p.laws !== undefined ? p.laws : s.laws,
  };
}

/** The hot path of a card played in turn (a full literal: no patch object to read). */
export function withCardPlayed(s: PlayState, hands: PlayState['hands'], current: PlayState['current'], turn: PlayState['turn'], revokes: PlayState['revokes']): PlayState {
  return {
    edition: s.edition,
    deal: s.deal, contract: s.contract, declarer: s.declarer, dummy: s.dummy, trump: s.trump, phase: 'play',
    hands, tricks: s.tricks, current, turn, pending: s.pending, penaltyCards: s.penaltyCards, leadRights: s.leadRights,
    restrictions: s.restrictions, requirement: s.requirement, deferred: s.deferred, penaltyLeadChosen: s.penaltyLeadChosen,
    revokes, correction: s.correction, won: s.won, transferred: s.transferred, transfers: s.transfers, facts: s.facts, milestones: s.milestones,
    adjustments: s.adjustments, endQuestions: s.endQuestions, misplaced: s.misplaced, surplus: s.surplus, retractedLead: s.retractedLead,
    earlyLead: s.earlyLead,
    information: s.information, attentionDrawn: s.attentionDrawn, facedHands: s.facedHands, previous: s.previous, laws: s.laws,
  };
}

/** The hot path of a quitted trick. */
export function withTrickQuitted(
  s: PlayState, tricks: PlayState['tricks'], current: PlayState['current'], turn: PlayState['turn'], won: PlayState['won'],
  restrictions: PlayState['restrictions'],
): PlayState {
  return {
    edition: s.edition,
    deal: s.deal, contract: s.contract, declarer: s.declarer, dummy: s.dummy, trump: s.trump, phase: s.phase,
    hands: s.hands, tricks, current, turn, pending: s.pending, penaltyCards: s.penaltyCards, leadRights: s.leadRights,
    restrictions, requirement: null, deferred: s.deferred, penaltyLeadChosen: s.penaltyLeadChosen,
    revokes: s.revokes, correction: s.correction, won, transferred: s.transferred, transfers: s.transfers, facts: s.facts, milestones: s.milestones,
    adjustments: s.adjustments, endQuestions: s.endQuestions, misplaced: s.misplaced, surplus: s.surplus, retractedLead: s.retractedLead,
    earlyLead: s.earlyLead,
    information: s.information, attentionDrawn: s.attentionDrawn, facedHands: s.facedHands, previous: s.previous, laws: s.laws,
  };
}
