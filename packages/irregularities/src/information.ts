// Law 16: whether a player may use a piece of information, decided from where it came from and whose side he is on.
import type { Edition, LawRef, Refusal, Result } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, err, lawRef, ok, refusal } from '@bridge-laws/cards-and-boards';
import { extraneousOptions2007 } from './extraneous-2007.js';
import { L2007 } from './law-2007.js';
import type { RegulationSettings } from '@bridge-laws/regulation';

/** Where a piece of information came from, as the director records it. */
export type InformationSource =
  | 'legal-calls-and-plays' // the current board's calls and plays, accepted irregular ones included
  | 'withdrawn-action' // a call or play withdrawn under the Laws (own side's or the opponents')
  | 'declared-authorized' // a Law or regulation says so, or it arises from lawful procedure
  | 'known-before-taking-hand' // what the player knew before taking his cards from the board
  | 'own-score-and-opponents' // his estimate of his score, the opponents' traits, the event's requirements
  | 'partner-extraneous' // partner's remark, question, alert or its absence, hesitation, haste, emphasis, gesture
  | 'partner-explanation' // partner's explanation shows the player his call was misunderstood
  | 'opponent-tempo-or-manner' // an opponent's variation of tempo or manner
  | 'restored-card' // a missing card restored to partner's hand
  | 'other-source'; // a hand seen, a call or result overheard, a card seen at another table

/** The player's relation to the irregularity that produced the information (withdrawn actions only). */
export type InformationParty = 'non-offending' | 'offending';

export interface InformationStatus {
  readonly authorized: boolean;
  readonly law: LawRef;
  /** What the player must do with it, or what follows. */
  readonly note: string;
}

const status = (authorized: boolean, law: LawRef, note: string): InformationStatus => ({ authorized, law, note });

/**
 * Laws 16A, 16B1, 16C, 16D1 and the laws that send to them (73D1, 75A, 14C): whether information from
 * `source` is authorized for the player. `tainted` marks information from calls and plays that is not
 * free of unauthorized information from another source (16A1(a)). Whether a later action actually
 * used unauthorized information is the director's judgment (workflows `ui-from-partner`, `withdrawn-action`).
 */
export function informationStatus(source: InformationSource, party: InformationParty = 'non-offending', tainted = false): InformationStatus {
  switch (source) {
    case 'legal-calls-and-plays':
      // Law 16A1(a): authorized unless affected by unauthorized information from another source.
      return tainted
        ? status(false, lawRef('16A1(a)'), 'the calls and plays carry unauthorized information from another source: not free to use')
        : status(true, lawRef('16A1(a)'), 'legal calls and plays of the current board, accepted irregular ones included');
    case 'withdrawn-action':
      // Laws 16C1 and 16A1(b): authorized for the non-offending side; Law 16C2: unauthorized for the offending side.
      return party === 'non-offending'
        ? status(true, lawRef('16C1'), 'information from a withdrawn action is authorized for the non-offending side (16A1(b))')
        : status(false, lawRef('16C2'), 'information from a withdrawn action is unauthorized for the offending side: no action it demonstrably suggests over a logical alternative');
    case 'declared-authorized':
      return status(true, lawRef('16A1(c)'), 'declared authorized by a Law or regulation, or arising from lawful procedure');
    case 'known-before-taking-hand':
      return status(true, lawRef('16A1(d)'), 'known before the player took his hand from the board (7B), unless a Law forbids its use');
    case 'own-score-and-opponents':
      return status(true, lawRef('16A2'), 'his own estimate of his score, the opponents\' traits and the event\'s requirements');
    case 'partner-extraneous':
      return status(false, lawRef('16B1'), 'extraneous information from partner: no call or play it demonstrably suggests over a logical alternative (16B1(a))');
    case 'partner-explanation':
      return status(false, lawRef('75A'), 'learning from partner\'s explanation that his call was misunderstood is unauthorized (73C)');
    case 'opponent-tempo-or-manner':
      // Law 73D1: inferences from an opponent's variation are for the opponents only, at their own risk.
      return status(true, lawRef('73D1'), 'an inference from an opponent\'s tempo or manner, drawn at the player\'s own risk (73E2 if he was misled)');
    case 'restored-card':
      return status(false, lawRef('14C'), 'knowing a card was restored to partner\'s hand is unauthorized');
    case 'other-source':
      return status(false, lawRef('16D1'), 'extraneous information from another source: the director must be told at once (16D2, 16D3)');
  }
}

export type ReserveProblem = 'must-call-now';

/**
 * Law 16B2: a player who thinks an opponent gave his partner unauthorized information may reserve
 * the right to call the director later, unless the regulation requires the director at once. The
 * opponents who dispute that it was given call the director at once.
 */
export function reserveRights(settings: Pick<RegulationSettings, 'mayReserveRights'>, opponentsDispute = false): Result<'reserved', Refusal<ReserveProblem>> {
  if (!settings.mayReserveRights) return err(refusal('must-call-now', 'the regulation forbids reserving the right: call the director now', lawRef('16B2')));
  if (opponentsDispute) return err(refusal('must-call-now', 'the opponents dispute that unauthorized information was given: they call the director at once', lawRef('16B2')));
  return ok('reserved');
}

/** The director's options when extraneous information from another source could interfere with normal play. */
export type ExtraneousOption = 'switch-seats' | 'redeal' | 'play-and-adjust-if-affected' | 'adjusted-score';

export interface DirectorOption {
  readonly option: ExtraneousOption;
  readonly law: LawRef;
}

/**
 * Laws 16D2 and 16D3: the director's choice (not the players'). Before any call he may switch seats
 * (a) or redeal (b) where the contest allows it, let the board be played and adjust if the information
 * affected the result (c), or award an adjusted score (d, 86B at teams). After the first call only (c)
 * and (d) remain. Whether the information could interfere with normal play is his judgment
 * (question `could-interfere`); answered no, the board is simply played. Under `edition` 2007 the 2007 16C2 options,
 * and after the first call only letting play go on (2007 16C3).
 */
export function extraneousInformationOptions(
  moment: 'before-any-call' | 'after-first-call',
  settings: Pick<RegulationSettings, 'contestPermitsRedealOrSwitch'>,
  couldInterfere: boolean | undefined,
  edition: Edition = CURRENT_EDITION,
): Result<readonly DirectorOption[], Refusal<'awaiting-director'>> {
  if (couldInterfere === undefined) {
    // Law 16D2 (2007 16C2): the director's judgment.
    const law = edition === '2007' ? L2007('16C2') : lawRef('16D2');
    return err(refusal('awaiting-director', 'could the information interfere with normal play of the board?', law));
  }
  if (!couldInterfere) return ok([]);
  if (edition === '2007') return ok(extraneousOptions2007(moment === 'before-any-call', settings.contestPermitsRedealOrSwitch));
  const o = (option: ExtraneousOption, law: LawRef): DirectorOption => ({ option, law });
  const before = moment === 'before-any-call';
  const late = [
    o('play-and-adjust-if-affected', before ? lawRef('16D2(c)') : lawRef('16D3')),
    o('adjusted-score', before ? lawRef('16D2(d)') : lawRef('16D3')),
  ];
  if (!before || !settings.contestPermitsRedealOrSwitch) return ok(late);
  return ok([o('switch-seats', lawRef('16D2(a)')), o('redeal', lawRef('16D2(b)')), ...late]);
}
