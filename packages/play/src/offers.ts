// What must be settled before the player whose turn it is may act: declarer's lead options and designations.
import type { Edition } from '@bridge-laws/cards-and-boards';
import { lawRef, partnerOf } from '@bridge-laws/cards-and-boards';
import { penaltyLeadOptions2007 } from './penalty-card-2007.js';
import type { PlayState } from './types.js';
import { penaltyCardsOf, penaltySuits } from './penalty-card.js';
import { obligations } from './obligations.js';
import { trickNumber, isDefender } from './position.js';
import { cite } from './cite.js';
import { update } from './update.js';

/** Laws 50D2, 51B (2017: 51B2(c) lets declarer do neither) and 2007 50D2, 51B2, the leaf of the play's edition. */
const PENALTY_LEAD_OPTIONS: Readonly<Record<Edition, (law: '50D2' | '51B1' | '51B2') => readonly string[]>> = {
  '2017': () => ['require-suit', 'prohibit-suit', 'no-restriction'],
  '2007': penaltyLeadOptions2007,
};

/** Declarer's options at the turn of the player to act: lead rights (26B), penalty-card leads (50D2, 51B), designations (51A). */
export function offersAtTurn(state: PlayState): PlayState {
  if (state.phase === 'ended' || state.pending !== null || state.correction !== null) return state;
  if (state.leadRights.length === 0 && state.penaltyCards.length === 0) return state;
  const seat = state.turn;
  if (state.current.cards.length === 0) {
    // Law 26B: at the offender's partner's first opportunity to lead, declarer may forbid one suit (2007 26A2: or require it).
    const right = state.leadRights.find((r) => r.leader === seat);
    if (right !== undefined) {
      return cite(
        update(state, {
          pending: {
            kind: 'choice', by: state.declarer, options: right.mayRequire === true ? ['require-suit', 'prohibit-suit', 'no-restriction'] : ['prohibit-suit', 'no-restriction'], law: right.law,
            context: { type: 'lead-right', leader: seat, right, suits: right.suits },
          },
        }),
        right.law,
      );
    }
    // Laws 50D2, 51B: the partner of a defender with a major penalty card is on lead; declarer may name
    // only the suits of those penalty cards (51B2: with cards in several suits, one of them).
    const owner = partnerOf(seat);
    const trick = trickNumber(state);
    if (isDefender(state, seat) && state.penaltyLeadChosen !== trick && penaltyCardsOf(state.penaltyCards, owner, 'major').length > 0) {
      const suits = penaltySuits(state.penaltyCards, owner);
      const several = penaltyCardsOf(state.penaltyCards, owner).length > 1;
      const law = suits.length > 1 ? '51B2' : several ? '51B1' : '50D2';
      return cite(
        update(state, {
          pending: {
            kind: 'choice', by: state.declarer, options: PENALTY_LEAD_OPTIONS[state.edition](law), law: lawRef(law),
            context: { type: 'penalty-card-lead', leader: seat, owner, suits },
          },
        }),
        '50D', law,
      );
    }
  }
  // Law 51A: two or more penalty cards that can legally be played — declarer designates which.
  if (isDefender(state, seat) && (state.requirement === null || state.requirement.seat !== seat)) {
    const majors = penaltyCardsOf(state.penaltyCards, seat, 'major').map((p) => p.card);
    if (majors.length > 1) {
      const playable = obligations(state, seat).legal.filter((c) => majors.includes(c));
      if (playable.length > 1) {
        return cite(
          update(state, {
            pending: { kind: 'choice', by: state.declarer, options: playable, law: lawRef('51A'), context: { type: 'designate-penalty-card', owner: seat } },
          }),
          '51A',
        );
      }
    }
  }
  return state;
}
