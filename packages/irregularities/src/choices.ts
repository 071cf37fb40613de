// Laws 10C and 84C: a choice the Laws give a player — every option explained, the entitled player choosing alone.
import type { LawRef, Refusal, Result, Seat } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';

/** A choice as the director puts it to the table. */
export interface ChoiceOffer {
  readonly entitled: Seat;
  readonly options: readonly string[];
  /** The law that gives the choice (e.g. 27B1(a), 50D2). */
  readonly law: LawRef;
}

export interface ChoiceMade {
  readonly by: Seat;
  readonly option: string;
  readonly law: LawRef;
}

export type ChoiceProblem = 'no-options' | 'wrong-chooser' | 'not-an-option' | 'consulted-partner';

/** Laws 10C1 and 84C: the director explains all the options; a choice with no option to explain is no choice. */
export function offerChoice(entitled: Seat, options: readonly string[], law: LawRef): Result<ChoiceOffer, Refusal<ChoiceProblem>> {
  const unique = [...new Set(options)];
  if (unique.length < 2) return err(refusal('no-options', `a choice under Law ${law} needs at least two options to explain, got ${unique.length}`, lawRef('10C1')));
  return ok({ entitled, options: unique, law });
}

/**
 * Law 10C2: the entitled player chooses, without consulting partner; only an option the director
 * explained can be chosen (84C: he then sees it carried out). Choosing the most advantageous option
 * is proper (10C3).
 */
export function makeChoice(offer: ChoiceOffer, by: Seat, option: string, consultedPartner = false): Result<ChoiceMade, Refusal<ChoiceProblem>> {
  if (by !== offer.entitled) return err(refusal('wrong-chooser', `the option is ${offer.entitled}'s to choose, alone; ${by} may not choose it`, lawRef('10C2')));
  if (consultedPartner) return err(refusal('consulted-partner', `${by} must choose without consulting partner`, lawRef('10C2')));
  if (!offer.options.includes(option)) return err(refusal('not-an-option', `"${option}" is not among the options explained: ${offer.options.join(', ')}`, lawRef('84C')));
  return ok({ by, option, law: offer.law });
}
