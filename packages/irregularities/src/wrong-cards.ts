// Law 6D2 and Laws 13–15: a board dealt from a sorted pack or another session, a wrong number of cards, a missing card, cards from the wrong board — what the director must do.
import type { BySeat, DealOrigin, Edition, LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, SEATS, lawRef, partnerOf, resultOnDealStands, wrongBoardOutcome } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';
import { L2007 } from './law-2007.js';

/**
 * The director's procedure as data. `continue` — play on normally; `question` — judgment the director
 * must give (a workflow id, or a question id of `QUESTIONS`); `adjust` — an adjusted score is due (`artificial` when no
 * result can be obtained); `cancel` — the result or calls are cancelled. Penalties may be added (90).
 */
export type Procedure =
  | { readonly action: 'continue'; readonly laws: readonly LawRef[]; readonly note: string; readonly proceduralPenalty?: 'may' }
  | { readonly action: 'question'; readonly question: string; readonly laws: readonly LawRef[]; readonly note: string }
  | { readonly action: 'adjust'; readonly artificial: boolean; readonly laws: readonly LawRef[]; readonly note: string; readonly proceduralPenalty: 'due' | 'may' | 'none' };

export interface CardCountFacts {
  /** Cards in each hand when the fault was found (before correction). */
  readonly handSizes: BySeat<number>;
  readonly when: 'before-auction' | 'auction' | 'play' | 'after-play';
  /** Seats that have called while holding a faulty hand. */
  readonly faultyHandCalled: boolean;
  /** Whether any player saw another player's card. */
  readonly cardSeen: boolean;
  /** Law 13B1, judgment: can the deal be corrected and played on without any call changing? */
  readonly correctableWithoutChange?: boolean;
  /** Law 2007 13D2, judgment: could the card seen interfere with normal bidding or play (`could-interfere`)? */
  readonly couldInterfere?: boolean;
}

/** A card of another hand seen before the faulty hand called, per edition. */
const CARD_SEEN: Readonly<Record<Edition, (f: CardCountFacts) => Procedure>> = {
  // Law 13A2: play and score it, then ask whether the extra information affected the result.
  '2017': () => ({ action: 'question', question: 'extraneous-information', laws: [lawRef('13A2')], note: 'correct the deal, play and score the board; after play, adjust if the information affected the result' }),
  '2007': cardSeen2007,
};

/**
 * Law 2007 13D2: the information is unauthorized; the director judges whether it could interfere with normal bidding or
 * play — if not, the board is played and adjusted if the information affected the result (13D2(a)); if so, an
 * artificial adjusted score (13D2(b)). 2017 13A2 always has the board played.
 */
function cardSeen2007(f: CardCountFacts): Procedure {
  if (f.couldInterfere === undefined) return { action: 'question', question: 'could-interfere', laws: [L2007('13D2')], note: 'could the card seen interfere with normal bidding or play?' };
  if (f.couldInterfere) return { action: 'adjust', artificial: true, laws: [L2007('13D2(b)')], note: 'the card seen could interfere with normal bidding or play: artificial adjusted score', proceduralPenalty: 'may' };
  return { action: 'question', question: 'extraneous-information', laws: [L2007('13D2(a)')], note: 'correct the deal and play the board; adjust if the information affected the result' };
}

/**
 * Law 13 (some hand has more than 13 cards) and Law 14A (no hand over 13, some short, found before
 * the opening lead). The result says what the director does; judgment stays a question.
 */
export function wrongNumberOfCards(f: CardCountFacts, edition: Edition = CURRENT_EDITION): Procedure {
  const over = SEATS.some((s) => f.handSizes[s] > 13);
  if (!over) {
    if (f.when === 'before-auction' || f.when === 'auction') {
      // Law 14A: search; restore the card or reconstruct the deal; calls stand; the hand held it throughout.
      return { action: 'continue', laws: [lawRef('14A1'), lawRef('14A2'), lawRef('14A3')], note: 'restore the missing card (or reconstruct the deal from another pack); calls stand and the hand is deemed to have held the card throughout' };
    }
    return missingCardAfterLead('not-found');
  }
  if (f.when === 'after-play') {
    // Law 13D: the result is cancelled, an adjusted score awarded, the offender penalised.
    return { action: 'adjust', artificial: false, laws: [lawRef('13D')], note: 'the score obtained is cancelled and an adjusted score awarded (86B at teams); the offending contestant incurs a procedural penalty', proceduralPenalty: 'due' };
  }
  if (!f.faultyHandCalled) {
    if (!f.cardSeen) return { action: 'continue', laws: [lawRef('13A1')], note: 'correct the deal and play the board normally' };
    // Law 13A2 (2007 13D2): the card seen, by edition.
    return CARD_SEEN[edition](f);
  }
  if (f.correctableWithoutChange === undefined) {
    return { action: 'question', question: 'correctable-without-change', laws: [lawRef('13B1')], note: 'can the deal be corrected and played normally with no call changed?' };
  }
  if (f.correctableWithoutChange) return { action: 'continue', laws: [lawRef('13B1')], note: 'correct the deal and play on; the director may adjust after play' };
  return { action: 'adjust', artificial: false, laws: [lawRef('13B2'), lawRef('12C1(b)')], note: 'a call was made with a wrong number of cards: assigned adjusted score', proceduralPenalty: 'may' };
}

/** Law 13C: a card foreign to the deal is removed; no adjustment unless it was played to a quitted trick. */
export function extraCard(playedToQuittedTrick: boolean): Procedure {
  if (!playedToQuittedTrick) return { action: 'continue', laws: [lawRef('13C')], note: 'remove the foreign card; auction and play continue without further rectification' };
  return { action: 'question', question: 'extraneous-information', laws: [lawRef('13C')], note: 'the foreign card was played to a quitted trick: adjust if it affected the result' };
}

/** Law 14B: a missing card discovered after the opening lead was faced (until the correction period ends). */
export function missingCardAfterLead(found: 'among-played-cards' | 'elsewhere' | 'not-found'): Procedure {
  if (found === 'among-played-cards') return { action: 'continue', laws: [lawRef('14B1')], note: 'the card was among the played cards: a defective trick, Law 67' };
  const law = found === 'elsewhere' ? lawRef('14B2') : lawRef('14B3');
  return {
    action: 'continue',
    laws: [law, lawRef('14B4'), lawRef('14C')],
    note: `${found === 'elsewhere' ? 'restore the card to the deficient hand' : 'reconstruct the deal from another pack'}; the card counts as held throughout, so it may become a penalty card and an earlier failure to play it may be a revoke; its restoration is unauthorized information for the partner of the deficient hand`,
  };
}

/** One call of the auction, as made. */
export interface MadeCall {
  readonly by: Seat;
  readonly call: string;
}

export interface WrongBoardCallsOutcome {
  /** Calls that stand (before the offender's first call with the wrong cards). */
  readonly standing: readonly MadeCall[];
  /** Calls cancelled (15A1); information from them is governed by 16C (15A2(c)). */
  readonly cancelled: readonly MadeCall[];
  readonly procedure: Procedure;
}

/**
 * Law 15A: a player called holding cards from the wrong board. His call and every later one are
 * cancelled (15A1); if his partner called after it, an adjusted score (15A2(a)); otherwise he calls
 * again with his own cards and the auction goes on (15A2(b)); 16C applies to every cancelled call.
 * In every case the director may add a procedural penalty (15A4).
 */
export function cardsFromWrongBoard(auction: readonly MadeCall[], offender: Seat): WrongBoardCallsOutcome {
  const first = auction.findIndex((c) => c.by === offender);
  if (first < 0) {
    return { standing: auction, cancelled: [], procedure: { action: 'continue', laws: [lawRef('15A2(b)')], note: 'the offender has not called: he takes his own cards and the auction goes on' } };
  }
  const standing = auction.slice(0, first);
  const cancelled = auction.slice(first);
  const partnerCalled = cancelled.some((c) => c.by === partnerOf(offender));
  const procedure: Procedure = partnerCalled
    ? { action: 'adjust', artificial: true, laws: [lawRef('15A1'), lawRef('15A2(a)'), lawRef('15A2(c)'), lawRef('15A4')], note: "the offender's partner called after the cancelled call: adjusted score", proceduralPenalty: 'may' }
    : { action: 'continue', laws: [lawRef('15A1'), lawRef('15A2(b)'), lawRef('15A2(c)'), lawRef('15A4')], note: 'the offender calls again with his own cards; information from the cancelled calls is subject to 16C', proceduralPenalty: 'may' };
  return { standing, cancelled, procedure };
}

/**
 * Law 15A3: when the board whose cards were taken is played later, the director adjusts if the
 * offender's call there differs (substantially different meaning, or psychic) from the cancelled one.
 */
export function laterPlayOfOtherBoard(callDiffers: boolean | undefined): Procedure {
  if (callDiffers === undefined) return { action: 'question', question: 'call-differs', laws: [lawRef('15A3')], note: "does the offender's call differ in meaning from the cancelled one, or is it psychic?" };
  if (!callDiffers) return { action: 'continue', laws: [lawRef('15A3')], note: 'the board is played normally' };
  return { action: 'adjust', artificial: false, laws: [lawRef('15A3')], note: "the offender's repeated call differs from the cancelled one: adjusted score", proceduralPenalty: 'may' };
}

/**
 * Law 15B (pairs and individual) when the director has found whether any of the four had played the
 * board before (question `played-before`); the ruling itself is the pack layer's `wrongBoardOutcome`.
 */
export function wrongBoard(anyPlayerPlayedItBefore: boolean): Procedure {
  const outcome = wrongBoardOutcome(anyPlayerPlayedItBefore);
  if (outcome.kind === 'cancelled') {
    return { action: 'adjust', artificial: true, laws: [...outcome.laws, lawRef('12C2(a)')], note: 'the board is cancelled for both sides, each deprived of a result gets an artificial adjusted score', proceduralPenalty: 'may' };
  }
  return { action: 'continue', laws: outcome.laws, note: 'complete the auction and play; the result stands; the pairs may be told to play the correct board against each other later (else 15B3)' };
}

/**
 * Law 6D2, once the director knows where the deal of a played board came from: a board dealt from a sorted pack
 * without shuffling, or taken from another session, gives no result, and each side an artificial adjusted score
 * (12C2(a)) — unless the event exists to replay deals, which the regulation in force says (`replayEvent`).
 */
export function dealOriginProcedure(origin: DealOrigin, settings: Pick<RegulationSettings, 'replayEvent'>): Procedure {
  const validity = resultOnDealStands(origin, settings.replayEvent);
  if (validity.stands) {
    const note = settings.replayEvent && origin !== 'shuffled' && origin !== 'exchanged-between-tables'
      ? 'the event replays past deals (conditions of contest): the result stands'
      : 'the deal was shuffled (or exchanged between tables): the result stands';
    return { action: 'continue', laws: [validity.law], note };
  }
  return { action: 'adjust', artificial: true, laws: [validity.law, lawRef('12C2(a)')], note: `no result can stand — ${validity.reason}: each side gets an artificial adjusted score`, proceduralPenalty: 'none' };
}
