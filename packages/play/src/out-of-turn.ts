// Laws 45E, 53–57: a card faced when it was not the player's turn, or a second card to one trick.
import type { Card, Seat } from '@bridge-laws/cards-and-boards';
import { lawRef, lhoOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from './types.js';
import { cite } from './cite.js';
import { hasPlayed } from './trick.js';
import { exposeCards } from './exposure.js';
import { isDefender, partnerHasPlayed, trickNumber } from './position.js';
import { premature } from './premature.js';
import { obligations } from './obligations.js';
import { acceptOpeningLead } from './lead-out-of-turn.js';
import { update } from './update.js';
import { establishByPlay } from './establishment.js';
import { fifthCard } from './fifth-card.js';
import { consume } from './facts.js';
import { LAST_TRICK_LEAD } from './last-trick-lead.js';

export function playOutOfTurn(state: PlayState, seat: Seat, card: Card): PlayState {
  const s = state;
  // Law 45E: a second card from a player who has already played to this trick — the director says whether it was a lead.
  if (hasPlayed(s.current, seat)) return fifthCard(s, seat, card);
  if (s.current.cards.length === 0) return leadOutOfTurn(s, seat, card);
  const legalHere = obligations(s, seat).followSuit.includes(card);
  // Law 57C: a premature play by declarer from either hand, or one by a defender after declarer or dummy has played.
  if (!isDefender(s, seat)) {
    // Law 54B2: after accepting an opening lead out of turn declarer plays the second card from dummy — it stands,
    // and is withdrawn only to correct a revoke. Otherwise Law 57C3: declarer's premature play (not a lead) stands
    // if legal, else it goes back (48A).
    const law = seat === s.dummy && trickNumber(s) === 1 && s.current.leader !== lhoOf(s.declarer) && s.current.cards.length === 1 ? '54B2' : '57C3';
    if (!legalHere) return cite(s, law, '48A');
    return establishEarly(cite(update(s, { deferred: [...s.deferred, { seat, card }] }), law), seat);
  }
  if (!partnerHasPlayed(s, seat)) {
    // Law 57C1: no rectification once declarer has played from both hands.
    const played = (x: Seat) => hasPlayed(s.current, x) || s.deferred.some((d) => d.seat === x);
    if (played(s.declarer) && played(s.dummy)) {
      return cite(update(s, { deferred: [...s.deferred, { seat, card }] }), dummyOnHisOwn(s) ? '57C2' : '57C1');
    }
    return premature(s, seat, card);
  }
  // Law 57D: played at the right-hand opponent's turn: held for his own turn if legal, else a major penalty card.
  if (legalHere) return cite(update(s, { deferred: [...s.deferred, { seat, card }] }), '57D');
  return exposeCards(cite(s, '57D'), seat, [card], true, '57D');
}

/**
 * A card held for a later turn still establishes the side's earlier revokes: Law 63A2 for dummy's card declarer
 * designated, Law 63A1 for a card declarer played from his hand.
 */
function establishEarly(s: PlayState, seat: Seat): PlayState {
  const revokes = establishByPlay(s.revokes, seat, trickNumber(s), s.current);
  if (revokes === s.revokes) return s;
  return cite(update(s, { revokes }), seat === s.dummy ? '63A2' : '63A1');
}

/** Law 57C2: dummy put his card out early on his own (Law 45D), before his right-hand opponent had played. */
function dummyOnHisOwn(s: PlayState): boolean {
  const trick = trickNumber(s);
  return s.deferred.some((d) => d.seat === s.dummy && s.misplaced.some((m) => m.trick === trick && m.card === d.card));
}

function leadOutOfTurn(s: PlayState, seat: Seat, card: Card): PlayState {
  // Law 45E: the director found the card was played to the trick just turned, not led — a fifth card to it.
  if (s.facts['lead-to-next-trick'] === false && s.tricks.length > 0) {
    const t = cite(consume(s, 'lead-to-next-trick'), '45E', isDefender(s, seat) ? '45E1' : '45E2');
    return isDefender(s, seat) ? exposeCards(t, seat, [card], true, '45E1') : t;
  }
  // Law 47E1: an opponent told him it was his turn — the card goes back, no option, no penalty card.
  if (s.facts['misinformed-turn'] === true) {
    const facts = { ...s.facts };
    delete facts['misinformed-turn'];
    return cite(update(s, { facts }), '47E1', '16C');
  }
  // Law 53A and its footnote (2017), 2007 53A: the trick-13 lead, the leaf of the play's edition.
  const withdrawn = trickNumber(s) === 13 ? LAST_TRICK_LEAD[s.edition](s) : null;
  if (withdrawn !== null) return withdrawn;
  if (s.phase === 'lead') {
    // Law 54E: an opening lead attempted by the declaring side — Law 24 applies, the card goes back (24D).
    if (!isDefender(s, seat)) return cite(s, '54E', '24D');
    // Law 54C: a presumed declarer who could have seen dummy's cards must accept the lead.
    if (s.facts['declarer-could-have-seen-dummy'] === true) return acceptOpeningLead(cite(s, '54C'), seat, card);
    return cite(
      update(s, {
        pending: {
          kind: 'choice', by: s.declarer, options: ['accept', 'accept-as-dummy', 'reject'], law: lawRef('54'),
          context: { type: 'opening-lead-out-of-turn', offender: seat, card },
        },
      }),
      '54',
    );
  }
  if (isDefender(s, seat)) {
    // Law 56: declarer accepts (53) or requires withdrawal (the card becomes a major penalty card).
    return cite(
      update(s, {
        pending: {
          kind: 'choice', by: s.declarer, options: ['accept', 'reject'], law: lawRef('56'),
          context: { type: 'lead-out-of-turn', offender: seat, card, correctLeader: s.turn },
        },
      }),
      '56',
    );
  }
  // Law 55A: either defender may accept or require retraction; the one next in turn prevails.
  return cite(
    update(s, {
      pending: {
        kind: 'choice', by: lhoOf(seat), options: ['accept', 'reject'], law: lawRef('55A'),
        context: { type: 'lead-out-of-turn', offender: seat, card, correctLeader: s.turn },
      },
    }),
    '55A',
  );
}
