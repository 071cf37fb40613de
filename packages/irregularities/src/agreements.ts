// Law 40 under the regulation in force: which understandings are special (40B1, the regulation's R15) and which it
// permits (40B2(a)(i), R16). The director passes the regulation's settings and, where it lists understandings, its
// lists; the check of the records themselves is the auction chapter's `checkAgreements`.
import type { AgreementFinding, PartnershipAgreement } from '@bridge-laws/auction';
import { checkAgreements } from '@bridge-laws/auction';
import type { Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';

/** The lists a regulation that classes understandings itself publishes (a system policy); the contract holds the choice only. */
export interface UnderstandingLists {
  /** Meanings the regulation lists as special understandings (read when `specialUnderstandings` is `as-listed-by-regulation`). */
  readonly special?: readonly string[];
  /** Special understandings the regulation permits (read when `systemPolicy` is `as-listed-by-regulation`). */
  readonly permitted?: readonly string[];
}

export type AgreementsProblem = 'special-list-needed' | 'permitted-list-needed';

/**
 * Laws 40A1(b), 40A4, 40B1, 40B2(a)(i), 40B4: a partnership's recorded agreements checked under the regulation in force.
 * Where the regulation lists what is special or what is permitted, its list is needed: without it the engine cannot
 * tell, so it refuses rather than guess.
 */
export function agreementFindings(
  agreements: readonly PartnershipAgreement[],
  settings: Pick<RegulationSettings, 'specialUnderstandings' | 'systemPolicy'>,
  lists: UnderstandingLists = {},
): Result<AgreementFinding[], Refusal<AgreementsProblem>> {
  // Law 40B1(b): the regulation may designate the special understandings; then only its list says which they are.
  if (settings.specialUnderstandings === 'as-listed-by-regulation' && lists.special === undefined) {
    return err(refusal('special-list-needed', 'lists.special: the regulation lists the special understandings (Law 40B1(b)); give its list', lawRef('40B1(b)')));
  }
  // Law 40B2(a)(i): the regulation may restrict special understandings; then only its list says which are permitted.
  if (settings.systemPolicy === 'as-listed-by-regulation' && lists.permitted === undefined) {
    return err(refusal('permitted-list-needed', 'lists.permitted: the regulation permits only the special understandings it lists (Law 40B2(a)(i)); give its list', lawRef('40B2(a)(i)')));
  }
  return ok(checkAgreements(agreements, {
    specialUnderstandings: settings.specialUnderstandings,
    systemPolicy: settings.systemPolicy,
    ...(lists.special === undefined ? {} : { listedSpecial: lists.special }),
    ...(lists.permitted === undefined ? {} : { permitted: lists.permitted }),
  }));
}
