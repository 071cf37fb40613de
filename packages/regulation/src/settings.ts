// The Regulating Authority's options: one setting per place where the Laws delegate (R1–R44).
import { z } from 'zod';

/** Law 12C2(a): artificial adjusted scores as percentages of a top, at matchpoints. */
export const ArtificialPercentages = z
  .object({ avgPlus: z.number().min(0).max(100), avg: z.number().min(0).max(100), avgMinus: z.number().min(0).max(100) })
  .refine((p) => p.avgMinus <= p.avg && p.avg <= p.avgPlus, { message: 'must satisfy avgMinus ≤ avg ≤ avgPlus' });

/** Law 12C2(b): artificial adjusted scores in IMPs. */
export const ArtificialImps = z
  .object({ avgPlus: z.number(), avg: z.number(), avgMinus: z.number() })
  .refine((p) => p.avgMinus <= p.avg && p.avg <= p.avgPlus, { message: 'must satisfy avgMinus ≤ avg ≤ avgPlus' });

/** A function-valued setting: a pure hook the engine calls at a named point. */
const hook = <T>(what: string) => z.custom<T>((v) => typeof v === 'function', { message: `must be a function (${what})` });

/** Law 78D: IMPs to victory points for a match of `boards` boards. Returns [winner's VP, loser's VP]. */
export type VictoryPointScale = (imps: number, boards: number) => readonly [number, number];

/** Law 12C2(c): the IMP value that corresponds to a session percentage, where the RA defines one. */
export type ImpEquivalentOfPercentage = (percentage: number, boardsInSession: number) => number;

/** Law 12C2(d): the artificial score on one of several boards without a result in a session. */
export type SeveralBoardsRule = (boardIndexWithoutResult: number) => 'avg-plus' | 'avg' | 'avg-minus' | 'session-percentage';

export const SettingsSchema = z.object({
  /** R1 — Definitions (Alert), 21B1(a), 40B2(a)(iii): alert and announcement procedure. */
  alerts: z.object({
    regulated: z.boolean(),
    announcements: z.boolean(),
    /** Whether a missing required alert is treated as misinformation (Law 21B1(a)). */
    missingAlertIsMisinformation: z.boolean(),
  }),
  /** R2 — Law 1B: symmetrical card faces required. */
  symmetricalCardFaces: z.boolean(),
  /** R3 — Law 6E: how boards are shuffled and dealt. */
  dealingMethod: z.enum(['at-the-table', 'by-the-director', 'by-assistants', 'computer']),
  /** R4 — Law 6D2: the event replays past deals (sorted or imported deals may stand). */
  replayEvent: z.boolean(),
  /** R5 — Laws 5A, 6C, 8A2: who moves the boards. */
  boardMover: z.enum(['N', 'E', 'S', 'W', 'director']),
  /** R6 — Law 12C2(a): artificial adjusted scores at matchpoints, in percent. */
  artificialPercentages: ArtificialPercentages,
  /** R7 — Law 12C2(b): artificial adjusted scores at IMPs. */
  artificialImps: ArtificialImps,
  /** R8 — Law 12C2(c): the IMP equivalent of a session percentage; null where none is defined. */
  impEquivalentOfPercentage: hook<ImpEquivalentOfPercentage>('12C2(c)').nullable(),
  /** R9 — Law 12C2(d): scores on several boards without result; null = 12C2(a)/(b) on each board. */
  severalBoardsWithoutResult: hook<SeveralBoardsRule>('12C2(d)').nullable(),
  /** R10 — Law 16B2: a player may reserve the right to call the director later. */
  mayReserveRights: z.boolean(),
  /** R11 — Law 18F: how calls are made. */
  callMethod: z.enum(['spoken', 'bidding-box', 'written', 'online']),
  /** R12 — Law 20F1: explanations are written. */
  writtenExplanations: z.boolean(),
  /** R13 — Laws 20G3, 40B2(b): a player may consult his own system description during auction and play. */
  mayConsultOwnSystem: z.boolean(),
  /** R14 — Law 40A1(b): how partnership understandings are disclosed. */
  systemDisclosure: z.enum(['none-prescribed', 'system-card', 'system-card-and-notes']),
  /** R15 — Law 40B1(b)-(c): which understandings are special. */
  specialUnderstandings: z.enum(['every-artificial-call', 'as-listed-by-regulation']),
  /** R16 — Law 40B2(a)(i): system policy (which special understandings are allowed). */
  systemPolicy: z.enum(['all-permitted', 'as-listed-by-regulation']),
  /** R17 — Law 40B2(a)(ii): system cards are mandatory. */
  systemCardsMandatory: z.boolean(),
  /** R18 — Law 40B2(a)(iv): agreements that change after an opponents' irregularity are forbidden. */
  forbidAgreementsAfterIrregularity: z.boolean(),
  /** R19 — Law 40B2(a)(v): artificial psychic calls are restricted. */
  restrictArtificialPsychics: z.boolean(),
  /** R20 — Law 40B2(c): when opponents' system card may be consulted. */
  opponentsCardAccess: z.enum(['laws-default', 'any-time', 'as-regulated']),
  /** R21 — Law 40B2(d): aids to memory, calculation or technique allowed. */
  memoryAidsAllowed: z.boolean(),
  /** R22 — Laws 41A, 45A (footnotes): opening leads are made face up. */
  faceUpOpeningLead: z.boolean(),
  /** R23 — Law 70E2: the order in which a suit is deemed played in an unclarified claim; null = none. */
  claimSuitOrder: z.enum(['from-the-top', 'from-the-bottom']).nullable(),
  /** R24 — Law 73D3: mandatory pauses (skip-bid warning, first trick, …). */
  mandatoryPauses: z.object({ afterSkipBid: z.boolean(), firstTrick: z.boolean() }),
  /** R25 — Law 76: spectators may look at more than one hand. */
  spectatorsMayViewMoreThanOneHand: z.boolean(),
  /** R26 — Law 78A: matchpoints per comparison: 2/1/0 (unit 2) or 1/½/0 (unit 1). */
  matchpointUnit: z.union([z.literal(2), z.literal(1)]),
  /** R27 — Law 78D: the IMP to VP conversion: the WBF continuous 20-VP scale, or the RA's own function. */
  victoryPoints: z.union([z.literal('wbf-continuous'), hook<VictoryPointScale>('78D')]),
  /** R27 — Law 78D: Butler datum — scores dropped at each end (a count or a fraction) and the rounding. */
  butlerDatum: z.object({
    trim: z.union([z.number().int().nonnegative(), z.object({ fraction: z.number().min(0).max(0.5) })]),
    roundTo: z.number().int().positive(),
  }),
  /** R27 — Law 78D: cross-IMPs summed over the other tables, or averaged. */
  crossImps: z.enum(['total', 'average']),
  /**
   * R27 — Laws 78A, 78C (conditions of contest): how a scoring program presents what the Laws leave open —
   * matchpoints on a board played fewer times, totals of a pair that missed boards, artificial scores at
   * cross-IMPs, and the rounding of totals. See @bridge-laws/scoring's README for each choice.
   */
  scoringConventions: z.object({
    shortBoards: z.enum(['neuberg', 'raw', 'raw-on-traveller']),
    missedBoards: z.enum(['as-played', 'scaled']),
    crossImpsArtificial: z.enum(['grade-per-comparison', 'grade-once', 'one-per-comparison']),
    totalsDecimals: z.number().int().min(0).max(6).nullable(),
    travellerDecimals: z.number().int().min(0).max(6).nullable(),
  }),
  /** R28 — Law 79C1: the correction period in minutes after official scores are available. */
  correctionPeriodMinutes: z.number().int().positive(),
  /** R29 — Law 79C2: scoring errors may be corrected after the correction period (with the organiser's consent). */
  lateCorrectionsWithConsent: z.boolean(),
  /** R30 — Law 80A3: the RA delegates (keeping responsibility) or assigns its powers. */
  powers: z.enum(['retained', 'delegated', 'assigned']),
  /** R31 — Law 80B2(e): screens are used. */
  screens: z.boolean(),
  /** R32 — Law 80B2(f),(i): supplementary regulations (free text references). */
  supplementaryRegulations: z.array(z.string()),
  /** R33 — Law 86B1: the expected swing (IMPs) above which an other-table result is clearly favourable. */
  clearlyFavourableImps: z.number().nonnegative().nullable(),
  /** R34 — Law 86B3: teams boards played at one table only: scored per 86B2 unless regulated. */
  oneTableOnlyProcedure: z.enum(['86B2', 'as-regulated']),
  /** R35 — Law 87B: how fouled boards are scored. */
  fouledBoardScoring: z.enum(['director-chooses', 'separate-groups', 'factored']),
  /** R36 — Law 89 (footnote): evidence from outside the RA's jurisdiction may be used. */
  externalEvidence: z.boolean(),
  /** R37 — Laws 90, 91: standard procedural penalty in matchpoint percent / IMPs; null = director's discretion. */
  standardProceduralPenalty: z.object({ matchpointPercent: z.number().nonnegative(), imps: z.number().nonnegative() }).nullable(),
  /** R38 — Laws 92A, 93C1: sanction for an appeal without merit; null = none. */
  appealWithoutMeritSanction: z.object({ matchpointPercent: z.number().nonnegative(), imps: z.number().nonnegative() }).nullable(),
  /** R39 — Law 92B: minutes after official scores within which a ruling may be requested or appealed. */
  appealPeriodMinutes: z.number().int().positive(),
  /** R40 — Laws 93A, 80B2(k): who hears appeals. */
  appealsHeardBy: z.enum(['appeals-committee', 'chief-director', 'alternative-body']),
  /** R41 — Laws 93C1-2: further appeal to the RA. */
  furtherAppealToRA: z.boolean(),
  /** R42 — Law 93C3: appeal stages omitted or modified. */
  appealStages: z.enum(['full', 'modified']),
  /** R43 — Definitions (Team), Law 4: maximum team members. */
  maxTeamMembers: z.number().int().min(4),
  /** R44 — Laws 15B, 16D2: the type of contest permits switching seats / redealing a board. */
  contestPermitsRedealOrSwitch: z.boolean(),
  /** Deposit for an appeal (Law 93 / conditions of contest); null = none. */
  appealDeposit: z.object({ amount: z.number().nonnegative(), currency: z.string().min(1) }).nullable(),
});

export type RegulationSettings = z.infer<typeof SettingsSchema>;
export type SettingKey = keyof RegulationSettings;
