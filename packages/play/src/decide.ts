// The options the engine offered: a player (never the engine) chooses, then the effects are mechanical.
import type { Suit, Seat, Card } from '@bridge-laws/cards-and-boards';
import { isSuit, lawRef, suitOf } from '@bridge-laws/cards-and-boards';
import type { PlayState, Pending } from './types.js';
import type { PlayRefusal } from './refusal.js';
import { refuse } from './refusal.js';
import type { Result } from '@bridge-laws/cards-and-boards';
import { ok } from '@bridge-laws/cards-and-boards';
import { cite } from './cite.js';
import { removePenaltyCards, penaltyCardsOf } from './penalty-card.js';
import { atTurn, playInTurn } from './play-card.js';
import { isDefender, trickNumber } from './position.js';
import { playOutOfTurn } from './out-of-turn.js';
import { acceptAsDummy, acceptLead, acceptOpeningLead, rejectLead, rejectOpeningLead } from './lead-out-of-turn.js';
import { keepCard, startCorrection, withdrawAfterRevoke } from './correction.js';
import { emptyTrick, hasPlayed } from './trick.js';
import { playFromDummy } from './designation.js';
import { playOneOfSeveral } from './simultaneous.js';
import { update } from './update.js';
import { editionRef } from './law-2007.js';
import { PREMATURE_PROHIBITION } from './premature.js';

type Choice = Extract<Pending, { kind: 'choice' }>;

/** Options a player may take besides those listed (documented): 57A4's prohibition of another suit. */
function accepted(p: Choice, option: string): boolean {
  if (p.options.includes(option)) return true;
  return p.context.type === 'premature-play' && option === 'prohibit-suit';
}

/** Law 55A: either defender may choose for a declarer's lead out of turn (likewise Law 43B2(a)). */
function mayChoose(state: PlayState, p: Choice, by: Seat): boolean {
  if (p.by === by) return true;
  if (p.context.type === 'lead-hand') return isDefender(state, by); // Law 43B2(a): either defender
  return p.context.type === 'lead-out-of-turn' && !isDefender(state, p.context.offender) && isDefender(state, by);
}

export function decide(state: PlayState, by: Seat, option: string, suit?: Suit, suits?: readonly Suit[]): Result<PlayState, PlayRefusal> {
  const p = state.pending;
  if (p === null) return refuse('not-offered', `no option is pending; "${option}" was not offered`);
  if (p.kind === 'question') return refuse('awaiting-director', `the director must first answer: ${p.questions.join(', ')} (Law ${p.law})`, p.law);
  if (!mayChoose(state, p, by)) return refuse('not-offered', `the choice belongs to ${p.by}, not ${by} (Law ${p.law})`, p.law);
  if (!accepted(p, option)) return refuse('not-offered', `"${option}" is not among the options ${p.options.join(', ')} (Law ${p.law})`, p.law);
  const ctx = p.context;
  // Law 51B2(b): only declarer's prohibition of penalty-card suits names several suits at once.
  if (suits !== undefined && !(ctx.type === 'penalty-card-lead' && p.law === '51B2' && option === 'prohibit-suit')) {
    return refuse('not-offered', `"suits" names several suits only when declarer forbids the suits of penalty cards in more than one suit (Law 51B2(b)); name one with "suit" (Law ${p.law})`, p.law);
  }
  const s: PlayState = update(state, { pending: null });
  switch (ctx.type) {
    case 'opening-lead-out-of-turn':
      if (option === 'accept') return ok(acceptOpeningLead(s, ctx.offender, ctx.card));
      if (option === 'accept-as-dummy') return ok(acceptAsDummy(s, ctx.offender, ctx.card));
      return ok(rejectOpeningLead(s, ctx.offender, ctx.card));
    case 'lead-out-of-turn':
      if (option === 'accept') return ok(acceptLead(s, ctx.offender, ctx.card));
      return ok(rejectLead(s, ctx.offender, ctx.card, ctx.correctLeader));
    case 'lead-right':
      return leadRight(s, p, ctx.leader, ctx.suits, option, suit);
    case 'penalty-card-lead':
      if (suits !== undefined) return forbidPenaltySuits(s, ctx.leader, ctx.owner, ctx.suits, suits);
      return penaltyCardLead(s, p, ctx.leader, ctx.owner, ctx.suits, option, suit);
    case 'premature-play':
      return prematurePlay(s, p, ctx.partner, ctx.suits, option, suit);
    case 'designate-penalty-card':
      // Law 51A: the owner must play the penalty card declarer names.
      return ok(atTurn(cite(update(s, { requirement: { seat: ctx.owner, law: lawRef('51A'), kind: 'card', card: option as Card } }), '51A')));
    case 'failed-penalty-card': {
      // Laws 52B1(a), 52B1(c): accepted, every unplayed penalty card stays; Law 52B2: rejected.
      if (option === 'accept') {
        return ok(cite(update(s, { revokes: s.revokes.map((r, i) => (i === ctx.revoke ? { ...r, corrected: true } : r)) }), '52B1(a)', '52B1(c)'));
      }
      return ok(startCorrection(s, ctx.revoke, '52B2'));
    }
    case 'change-after-revoke':
      return ok(option === 'keep' ? keepCard(s, ctx.correction) : withdrawAfterRevoke(s, ctx.seat, ctx.correction));
    case 'simultaneous-cards': {
      const played = playOneOfSeveral(s, ctx.seat, option as Card, ctx.cards);
      const later = ctx.later;
      if (later === undefined) return ok(played);
      if (played.pending !== null) return ok(playSeat(played, later.seat, later.card));
      // Law 58B3: the offender withdrew a visible card; the opponent who played after it may change his card.
      const context = { type: 'change-after-withdrawal' as const, seat: later.seat, card: later.card };
      return ok(cite(update(played, { pending: { kind: 'choice', by: later.seat, options: ['keep', 'withdraw'], law: lawRef('58B3'), context } }), '58B3'));
    }
    case 'change-after-withdrawal':
      // Law 58B3: kept, the card is played; withdrawn, it goes back without rectification (16C).
      return ok(option === 'keep' ? playSeat(s, ctx.seat, ctx.card) : atTurn(cite(s, '58B3', '16C')));
    case 'lead-hand':
      // Law 43B2(a): declarer leads from the hand the defender chose.
      return ok(atTurn(cite(update(s, { turn: option as Seat, current: emptyTrick(option as Seat) }), '43B2(a)')));
    case 'designate-dummy-card':
      // Law 46B3(b) or 46B5: the card chosen among those offered is dummy's play.
      return ok(playFromDummy(s, option as Card));
    default:
      return refuse('not-offered', `"${option}" cannot be decided by a player here (Law ${p.law})`, p.law);
  }
}

function needSuit(p: Choice, candidates: readonly Suit[], suit: Suit | undefined): Result<Suit, PlayRefusal> {
  if (suit !== undefined) {
    if (!isSuit(suit) || !candidates.includes(suit)) {
      return refuse('not-offered', `suit "${String(suit)}" is not one declarer may name here: ${candidates.join(', ')} (Law ${p.law})`, p.law);
    }
    return ok(suit);
  }
  const only = candidates[0];
  if (candidates.length === 1 && only !== undefined) return ok(only);
  return refuse('not-offered', `name the suit with "suit": one of ${candidates.join(', ')} (Law ${p.law})`, p.law);
}

/** Law 26B: forbid one suit the offender did not specify, while his partner retains the lead. */
function leadRight(s: PlayState, p: Choice, leader: Seat, suits: readonly Suit[], option: string, suit: Suit | undefined): Result<PlayState, PlayRefusal> {
  const right = s.leadRights.find((r) => r.leader === leader);
  const rest = s.leadRights.filter((r) => r !== right);
  if (option === 'no-restriction' || right === undefined) return ok(atTurn(cite(update(s, { leadRights: rest }), p.law)));
  const chosen = needSuit(p, suits, suit);
  if (!chosen.ok) return chosen;
  // Law 2007 26A2(a): a required suit is for that lead; a forbidden one (26B, 2007 26A2(b)) while the partner retains the lead.
  const restriction = option === 'require-suit' && right.mayRequire === true
    ? { leader, law: right.law, suit: chosen.value, mode: 'require' as const, lasts: 'this-lead' as const }
    : { leader, law: right.law, suit: chosen.value, mode: 'forbid' as const, lasts: 'while-retains-lead' as const };
  return ok(atTurn(cite(update(s, { leadRights: rest, restrictions: [...s.restrictions, restriction] }), p.law)));
}

/**
 * Laws 50D2, 51B1, 51B2: require (Laws 50D2(a), 51B1(a), 51B2(a)) or forbid (Laws 51B1(b), 51B2(b)) the suit of the
 * partner's penalty cards, which are then picked up; or leave them on the table (Laws 50D2(b), 51B2(c)).
 */
function penaltyCardLead(s: PlayState, p: Choice, leader: Seat, owner: Seat, suits: readonly Suit[], option: string, suit: Suit | undefined): Result<PlayState, PlayRefusal> {
  const trick = trickNumber(s);
  if (option === 'no-restriction') {
    const law = p.law === '50D2' ? '50D2(b)' : '51B2(c)';
    return ok(atTurn(cite(update(s, { penaltyLeadChosen: trick }), law)));
  }
  const chosen = needSuit(p, suits, suit);
  if (!chosen.ok) return chosen;
  const picked = penaltyCardsOf(s.penaltyCards, owner).filter((c) => suitOf(c.card) === chosen.value).map((c) => c.card);
  const require = option === 'require-suit';
  const law = p.law === '50D2' ? '50D2(a)' : p.law === '51B1' ? (require ? '51B1(a)' : '51B1(b)') : require ? '51B2(a)' : '51B2(b)';
  const restriction = {
    leader, law: lawRef(law), suit: chosen.value, mode: require ? ('require' as const) : ('forbid' as const),
    lasts: require ? ('this-lead' as const) : ('while-retains-lead' as const),
  };
  return ok(
    atTurn(
      cite(update(s, { penaltyLeadChosen: trick, penaltyCards: removePenaltyCards(s.penaltyCards, picked), restrictions: [...s.restrictions, restriction] }), law, '50E2'),
    ),
  );
}

/**
 * Law 51B2(b): declarer forbids the partner to lead one or more of the suits of the owner's penalty cards; every penalty
 * card in a forbidden suit is picked up, and each prohibition lasts while the partner retains the lead.
 */
function forbidPenaltySuits(s: PlayState, leader: Seat, owner: Seat, offered: readonly Suit[], forbidden: readonly Suit[]): Result<PlayState, PlayRefusal> {
  const wrong = forbidden.find((x) => !offered.includes(x));
  if (wrong !== undefined) return refuse('not-offered', `suit "${wrong}" is not one declarer may name here: ${offered.join(', ')} (Law 51B2(b))`, lawRef('51B2(b)'));
  const chosen = [...new Set(forbidden)];
  const picked = penaltyCardsOf(s.penaltyCards, owner).filter((c) => chosen.includes(suitOf(c.card))).map((c) => c.card);
  const restrictions = chosen.map((suit) => ({ leader, law: lawRef('51B2(b)'), suit, mode: 'forbid' as const, lasts: 'while-retains-lead' as const }));
  const next = update(s, { penaltyLeadChosen: trickNumber(s), penaltyCards: removePenaltyCards(s.penaltyCards, picked), restrictions: [...s.restrictions, ...restrictions] });
  return ok(atTurn(cite(next, '51B2(b)', '50E2')));
}

/** Law 57A: declarer restricts the offender's partner on this trick (Laws 57A1, 57A2, 57A3, 57A4). */
function prematurePlay(s: PlayState, p: Choice, partner: Seat, suits: readonly Suit[], option: string, suit: Suit | undefined): Result<PlayState, PlayRefusal> {
  if (option === 'highest' || option === 'lowest') {
    const law = option === 'highest' ? '57A1' : '57A2';
    return ok(atTurn(cite(update(s, { requirement: { seat: partner, law: lawRef(law), kind: option } }), law)));
  }
  const chosen = needSuit(p, suits, suit);
  if (!chosen.ok) return chosen;
  const require = option === 'other-suit';
  const law = require ? '57A3' : PREMATURE_PROHIBITION[s.edition];
  return ok(
    atTurn(cite(update(s, { requirement: { seat: partner, law: editionRef(law), kind: require ? 'require-suit' : 'forbid-suit', suit: chosen.value } }), law)),
  );
}

/** A card faced in turn, or out of turn (Laws 53–57). */
function playSeat(s: PlayState, seat: Seat, card: Card): PlayState {
  return seat === s.turn && !hasPlayed(s.current, seat) ? playInTurn(s, seat, card) : playOutOfTurn(s, seat, card);
}
