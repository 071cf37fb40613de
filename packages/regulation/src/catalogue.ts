// Where each setting comes from: its number in the catalogue (R1–R44), the laws that delegate it, and who decides.
import type { LawRef } from '@bridge-laws/cards-and-boards';
import { lawRef, lawCovers } from '@bridge-laws/cards-and-boards';
import type { SettingKey } from './settings.js';

export type Authority = 'RA' | 'TO' | 'TD' | 'RA/TO' | 'event type';

export interface SettingSource {
  readonly key: SettingKey;
  /** Catalogue number, e.g. `R26`. */
  readonly id: string;
  readonly laws: readonly LawRef[];
  readonly authority: Authority;
  readonly summary: string;
}

const s = (key: SettingKey, id: string, laws: string[], authority: Authority, summary: string): SettingSource => ({
  key,
  id,
  laws: laws.map(lawRef),
  authority,
  summary,
});

/** Every setting with its source in the Laws, in catalogue order. */
export const SETTING_SOURCES: readonly SettingSource[] = [
  s('alerts', 'R1', ['21B1(a)', '40B2(a)(iii)'], 'RA', 'alert and announcement procedure'),
  s('symmetricalCardFaces', 'R2', ['1B'], 'RA', 'symmetrical card faces'),
  s('dealingMethod', 'R3', ['6E'], 'TD', 'method of shuffling and dealing'),
  s('replayEvent', 'R4', ['6D2'], 'TO', 'event replays past deals'),
  s('boardMover', 'R5', ['8A2'], 'TD', 'who moves the boards'),
  s('artificialPercentages', 'R6', ['12C2(a)'], 'TD', 'artificial adjusted scores at matchpoints'),
  s('artificialImps', 'R7', ['12C2(b)'], 'TO', 'artificial adjusted scores at IMPs'),
  s('impEquivalentOfPercentage', 'R8', ['12C2(c)'], 'RA/TO', 'IMP equivalent of a session percentage'),
  s('severalBoardsWithoutResult', 'R9', ['12C2(d)'], 'RA', 'several boards without a result in a session'),
  s('mayReserveRights', 'R10', ['16B2'], 'RA', 'reserving the right to call the director later'),
  s('callMethod', 'R11', ['18F'], 'RA', 'how calls are made'),
  s('writtenExplanations', 'R12', ['20F1'], 'RA', 'written explanations'),
  s('mayConsultOwnSystem', 'R13', ['20G3', '40B2(b)'], 'RA', 'consulting one\'s own system description'),
  s('systemDisclosure', 'R14', ['40A1(b)'], 'RA', 'how understandings are disclosed'),
  s('specialUnderstandings', 'R15', ['40B1(b)', '40B1(c)'], 'RA', 'which understandings are special'),
  s('systemPolicy', 'R16', ['40B2(a)(i)'], 'RA', 'system policy'),
  s('systemCardsMandatory', 'R17', ['40B2(a)(ii)'], 'RA', 'mandatory system cards'),
  s('forbidAgreementsAfterIrregularity', 'R18', ['40B2(a)(iv)'], 'RA', 'agreements after an opponents\' irregularity'),
  s('restrictArtificialPsychics', 'R19', ['40B2(a)(v)'], 'RA', 'artificial psychic calls'),
  s('opponentsCardAccess', 'R20', ['40B2(c)'], 'RA', 'consulting the opponents\' system card'),
  s('memoryAidsAllowed', 'R21', ['40B2(d)'], 'RA', 'aids to memory, calculation or technique'),
  s('faceUpOpeningLead', 'R22', ['41A', '45A'], 'RA', 'face-up opening leads'),
  s('claimSuitOrder', 'R23', ['70E2'], 'RA', 'order a suit is deemed played in an unclarified claim'),
  s('mandatoryPauses', 'R24', ['73D'], 'RA', 'mandatory pauses'),
  s('spectatorsMayViewMoreThanOneHand', 'R25', ['76B'], 'RA/TO', 'spectators'),
  s('matchpointUnit', 'R26', ['78A'], 'RA/TO', 'matchpoints per comparison: 2/1/0 or 1/½/0'),
  s('victoryPoints', 'R27', ['78D'], 'RA', 'IMP to VP conversion'),
  s('butlerDatum', 'R27', ['78D'], 'RA/TO', 'Butler datum: scores trimmed and rounding'),
  s('crossImps', 'R27', ['78D'], 'RA/TO', 'cross-IMPs summed or averaged'),
  s('scoringConventions', 'R27', ['78A', '78C'], 'RA/TO', 'scoring conventions: short boards, missed boards, artificial scores at cross-IMPs, rounding of totals'),
  s('correctionPeriodMinutes', 'R28', ['79C1'], 'TO', 'correction period'),
  s('lateCorrectionsWithConsent', 'R29', ['79C2'], 'TO', 'corrections after the correction period'),
  s('powers', 'R30', ['80A3'], 'RA', 'delegation or assignment of the RA\'s powers'),
  s('screens', 'R31', ['80B2(e)'], 'TO', 'screens and special conditions'),
  s('supplementaryRegulations', 'R32', ['80B2(f)', '80B2(i)'], 'TO', 'supplementary regulations and conditions of contest'),
  s('clearlyFavourableImps', 'R33', ['86B1'], 'RA', 'meaning of a clearly favourable other-table result'),
  s('oneTableOnlyProcedure', 'R34', ['86B3'], 'RA', 'teams boards played at one table only'),
  s('fouledBoardScoring', 'R35', ['87B'], 'TO', 'scoring fouled boards'),
  s('externalEvidence', 'R36', ['89'], 'RA', 'evidence from outside the RA\'s jurisdiction'),
  s('standardProceduralPenalty', 'R37', ['90', '91'], 'RA/TO', 'scale of procedural penalties'),
  s('appealWithoutMeritSanction', 'R38', ['92A', '93C1'], 'RA/TO', 'appeals without merit'),
  s('appealPeriodMinutes', 'R39', ['92B'], 'TO', 'period to request a ruling or appeal'),
  s('appealsHeardBy', 'R40', ['93A', '80B2(k)'], 'TO', 'who hears appeals'),
  s('furtherAppealToRA', 'R41', ['93C1', '93C2'], 'RA', 'further appeals'),
  s('appealStages', 'R42', ['93C3(a)', '93C3(b)'], 'RA', 'appeal stages'),
  s('maxTeamMembers', 'R43', ['4'], 'RA/TO', 'team size'),
  s('contestPermitsRedealOrSwitch', 'R44', ['15B', '16D2(a)', '16D2(b)'], 'event type', 'seat switch or redeal permitted by the type of contest'),
  s('appealDeposit', 'R38', ['93C1'], 'RA/TO', 'appeal deposit'),
];

/** The settings a given law delegates (a general reference covers its sub-laws). */
export function settingsForLaw(ref: string): readonly SettingSource[] {
  return SETTING_SOURCES.filter((src) => src.laws.some((l) => lawCovers(ref, l) || lawCovers(l, ref)));
}
