// Laws 86–87: adjusted scores in team play and fouled boards, as decisions scoring then applies.
import type { LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { ScoringSettings } from '@bridge-laws/scoring';
import { law86NonOffendingChoice } from '@bridge-laws/scoring';

/** Law 86A: no substitute board (Law 6 redeal) when the match result without it could be known. */
export function substituteBoardAllowed(matchResultCouldBeKnown: boolean): Result<true, Refusal<'substitute-forbidden'>> {
  if (matchResultCouldBeKnown) {
    return err(refusal('substitute-forbidden', 'the match result without this board could be known to a contestant: award an adjusted score instead of a substitute board', lawRef('86A')));
  }
  return ok(true);
}

/** Law 86B2: who was at fault for several non-comparable results between the same teams. */
export type TeamFault = 'neither' | 'one' | 'both';

/**
 * Law 86B2, board by board, in IMPs for the non-offending team (`nos`) and the offending one (`os`):
 * (a) neither at fault — artificial scores, average plus to both (12C2(a): in no way at fault);
 * (c) both at fault — average minus to both (directly at fault; grade a partial fault with 12C2(a));
 * (b) one at fault — the better of average plus and the assigned score for the non-offending team, the
 * negation for the other.
 */
export function severalResultsImps(fault: TeamFault, assignedImpsForNos: number | undefined, settings: ScoringSettings): Result<{ nos: number; os: number }, Refusal<'assigned-needed'>> {
  // Law 86B2(a): neither at fault — the boards are cancelled, artificial scores for both.
  if (fault === 'neither') return ok({ nos: settings.artificialImps.avgPlus, os: settings.artificialImps.avgPlus });
  // Law 86B2(c): both at fault — cancelled, artificial scores.
  if (fault === 'both') return ok({ nos: settings.artificialImps.avgMinus, os: settings.artificialImps.avgMinus });
  if (assignedImpsForNos === undefined) return err(refusal('assigned-needed', 'one team at fault: the assigned score (in IMPs) is needed to compare with average plus', lawRef('86B2(b)')));
  return ok(law86NonOffendingChoice(assignedImpsForNos, settings));
}

/** One table's copy of a board as actually played (Law 87A compares these). */
export interface PlayedForm {
  readonly table: string;
  /** The deal as played, PBN from North. */
  readonly deal: string;
  readonly dealer: string;
  readonly vulnerable: string;
}

/**
 * Law 87B: group the tables by the form of the board they played, largest group first. Law 87A's
 * finding that the board was fouled is the director's; this gives him the groups to score apart.
 */
export function fouledBoardGroups(forms: readonly PlayedForm[]): readonly (readonly string[])[] {
  const groups = new Map<string, string[]>();
  for (const f of forms) {
    const key = `${f.deal}|${f.dealer}|${f.vulnerable}`;
    groups.set(key, [...(groups.get(key) ?? []), f.table]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length);
}

/** What scoring a fouled board takes, once the director has found it fouled. */
export type FouledBoardProcedure =
  | { readonly action: 'question'; readonly question: 'board-fouled'; readonly law: LawRef }
  | { readonly action: 'score-normally'; readonly law: LawRef }
  | { readonly action: 'score-groups'; readonly groups: readonly (readonly string[])[]; readonly law: LawRef }
  | { readonly action: 'several-results'; readonly law: LawRef };

/**
 * Law 87: whether the board is fouled is the director's finding (87A); once it is, pairs and
 * individual events score each form's group apart (87B), team events go to Law 86B2 (87C).
 */
export function fouledBoardProcedure(eventKind: 'pairs' | 'individual' | 'teams', forms: readonly PlayedForm[], fouled: boolean | undefined): FouledBoardProcedure {
  if (fouled === undefined) return { action: 'question', question: 'board-fouled', law: lawRef('87A') };
  if (!fouled) return { action: 'score-normally', law: lawRef('87A') };
  if (eventKind === 'teams') return { action: 'several-results', law: lawRef('87C') };
  return { action: 'score-groups', groups: fouledBoardGroups(forms), law: lawRef('87B') };
}
