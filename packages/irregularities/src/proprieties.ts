// Laws 73D3 and 75B: the regulation's mandatory pauses, and when a mistaken explanation may or must be corrected.
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { lawRef } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';

/** Law 73D3: whether the regulation prescribes a pause at this moment (a pause it prescribes is no hesitation). */
export function pauseRequired(moment: 'after-skip-bid' | 'first-trick', settings: Pick<RegulationSettings, 'mandatoryPauses'>): boolean {
  return moment === 'after-skip-bid' ? settings.mandatoryPauses.afterSkipBid : settings.mandatoryPauses.firstTrick;
}

/** Where the board stands when the player realises the explanation was wrong. */
export type ExplanationMoment = 'auction' | 'after-final-pass' | 'play' | 'after-play';

export interface CorrectionDuty {
  /** `must` call the director and correct now; `may` (not obliged yet); `may-not` (not yet allowed). */
  readonly now: 'must' | 'may' | 'may-not';
  readonly law: LawRef;
  readonly note: string;
}

/**
 * Law 75B2: the player who gave a mistaken explanation must call the director and correct it before
 * the opening lead is faced, or during the play as soon as he realises; during the auction he may but
 * need not (20F4). Law 75B3: his partner may do nothing about it during the auction; as declarer or
 * dummy he calls the director after the final pass, as a defender only after the end of play.
 */
export function explanationCorrection(who: 'explainer' | 'partner', moment: ExplanationMoment, partnerRole: 'declarer' | 'dummy' | 'defender'): CorrectionDuty {
  if (who === 'explainer') {
    if (moment === 'auction') return { now: 'may', law: lawRef('75B2'), note: 'he may call the director before the end of the auction, but need not (20F4)' };
    return { now: 'must', law: lawRef('75B2'), note: 'he must call the director and correct his explanation now' };
  }
  if (moment === 'auction') return { now: 'may-not', law: lawRef('75B3'), note: 'partner may take no action to correct the explanation during the auction' };
  if (partnerRole === 'defender' && moment !== 'after-play') return { now: 'may-not', law: lawRef('75B3'), note: 'as a defender he calls the director and corrects it only after the end of play' };
  return { now: 'must', law: lawRef('75B3'), note: partnerRole === 'defender' ? 'play is over: he calls the director and corrects it' : 'after the final pass he calls the director and corrects it' };
}
