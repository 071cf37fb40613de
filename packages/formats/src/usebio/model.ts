// USEBIO 1.2 (the XML results exchange of the English and Australian unions): the typed view of a file.
// Every element of the source stays in `document`, so writing it back loses nothing; the view names what
// a scorer needs and keeps each record's other simple fields (masterpoints among them) by their USEBIO names.
import { z } from 'zod';
import type { XmlDocument } from './xml.js';

/** A record's simple child elements by USEBIO name (`MASTER_POINTS_AWARDED`, `CLUB_ID_NUMBER`, …). */
export type UsebioFields = Readonly<Record<string, string>>;

export interface UsebioPlayer {
  readonly name?: string;
  readonly nationalId?: string;
  readonly fields: UsebioFields;
}

/** A PAIR, TEAM or (individual event) PLAYER of PARTICIPANTS. */
export interface UsebioParticipant {
  readonly kind: 'PAIR' | 'TEAM' | 'PLAYER';
  /** PAIR_NUMBER, TEAM_NUMBER or PLAYER_NUMBER (Mitchell pairs may read `1NS`). */
  readonly number: string;
  /** TEAM_NAME of a team (an attribute of TEAM, or a field). */
  readonly name?: string;
  /** NS, EW or '' (Howell). */
  readonly direction: string;
  readonly totalScore?: string;
  readonly percentage?: string;
  readonly place?: string;
  readonly masterPointsAwarded?: string;
  readonly players: readonly UsebioPlayer[];
  readonly fields: UsebioFields;
}

export interface UsebioTravellerLine {
  /** 1-based line of the TRAVELLER_LINE in the file. */
  readonly line: number;
  readonly nsPair: string;
  readonly ewPair: string;
  readonly contract?: string;
  readonly playedBy?: string;
  readonly lead?: string;
  readonly tricks?: string;
  /** North-South points, or an artificial score such as `A6040`. */
  readonly score?: string;
  /** The awarded figures: `NS_MATCH_POINTS`, `NS_BUTLER_POINTS`, … by their kind (`MATCH`, `BUTLER`, `IMP`, `CROSS_IMP`). */
  readonly nsPoints?: { readonly kind: string; readonly value: string };
  readonly ewPoints?: { readonly kind: string; readonly value: string };
  readonly fields: UsebioFields;
}

export interface UsebioBoard {
  readonly line: number;
  readonly number: number;
  /** SESSION_NUMBER of the enclosing SESSION, when the file has sessions. */
  readonly session?: string;
  /** BOARD_AVERAGE: the published datum (Butler). */
  readonly boardAverage?: string;
  readonly lines: readonly UsebioTravellerLine[];
  readonly fields: UsebioFields;
}

/** A TRAVELLER_LINE of a teams match: DIRECTION says where the match's TEAM sat at this table. */
export interface UsebioMatchLine extends UsebioTravellerLine {
  /** NS or EW: the direction of the match's TEAM (its OPPOSING_TEAM sat the other way); '' in a Swiss pairs match. */
  readonly direction: string;
}

/** A BOARD of a teams MATCH: its two tables and the IMPs published for the match's TEAM. */
export interface UsebioMatchBoard {
  readonly line: number;
  readonly number: number;
  /** IMPS: the board's IMPs from the TEAM's side, as published. */
  readonly imps?: string;
  readonly lines: readonly UsebioMatchLine[];
  readonly fields: UsebioFields;
}

/** A MATCH of a teams event: two teams, their victory points as published, the boards. */
export interface UsebioMatch {
  readonly line: number;
  /** ROUND_NUMBER, when given. */
  readonly round?: string;
  /** TEAM and OPPOSING_TEAM: team numbers of PARTICIPANTS (a Swiss pairs match: NS_PAIR_NUMBER and EW_PAIR_NUMBER). */
  readonly team: string;
  readonly opposingTeam: string;
  /** TEAM_SCORE and OPPOSING_TEAM_SCORE (NS_SCORE and EW_SCORE): the match's victory points (or IMPs) as published. */
  readonly teamScore?: string;
  readonly opposingTeamScore?: string;
  readonly boards: readonly UsebioMatchBoard[];
  readonly fields: UsebioFields;
}

export interface UsebioEvent {
  /** EVENT_TYPE: MP_PAIRS, BUTLER_PAIRS, CROSS_IMP_PAIRS, SWISS_PAIRS, SWISS_TEAMS, INDIVIDUAL, … */
  readonly type: string;
  readonly fields: UsebioFields;
  readonly participants: readonly UsebioParticipant[];
  /** Travellers of a pairs event (BOARD elements outside any MATCH). */
  readonly boards: readonly UsebioBoard[];
  /** A teams event's MATCH elements (and a Swiss pairs event's), in file order. */
  readonly matches: readonly UsebioMatch[];
}

/** A dealt board of the HANDSET: each direction's suits as written (`AKT`, `-` or '' for a void). */
export interface UsebioHand {
  readonly direction: string;
  readonly spades: string;
  readonly hearts: string;
  readonly diamonds: string;
  readonly clubs: string;
}

export interface UsebioDeal {
  readonly board: number;
  readonly hands: readonly UsebioHand[];
}

export interface Usebio {
  /** The Version attribute of the root (1.2 for the files this reads). */
  readonly version: string;
  readonly club: UsebioFields;
  readonly events: readonly UsebioEvent[];
  readonly handset: readonly UsebioDeal[];
  /** The whole source as a tree: `writeUsebio` writes it back byte for byte. */
  readonly document: XmlDocument;
}

// Validation of the view (format rules of USEBIO 1.2 as the files use them): each message names the element.
const number = (what: string) => z.string().regex(/^-?\d+(?:\.\d+)?$/, `${what} must be a number`);
const Pair = z.string().regex(/^\s*[A-Za-z0-9][-A-Za-z0-9 ]{0,15}\s*$/, 'must be a pair, team or player number');

export const UsebioLineSchema = z.object({
  nsPair: Pair,
  ewPair: Pair,
  contract: z.string().regex(/^\s*(?:[1-7]\s*(?:NT|N|S|H|D|C)\s*(?:XX|X|R)?|PASS|P|PASSED OUT|AP|)\s*$/i, 'CONTRACT must be a level and denomination with X/XX, or PASS').optional(),
  playedBy: z.string().regex(/^\s*[NESW]?\s*$/i, 'PLAYED_BY must be N, E, S or W').optional(),
  tricks: z.string().regex(/^\s*(?:\d|1[0-3])?\s*$/, 'TRICKS must be 0 to 13').optional(),
  score: z.string().regex(/^\s*(?:-?\d{1,5}|A[0-9+=-]{0,8}|)\s*$/i, 'SCORE must be North-South points or an artificial score such as A6040').optional(),
  nsPoints: z.object({ kind: z.string(), value: number('NS_*_POINTS') }).optional(),
  ewPoints: z.object({ kind: z.string(), value: number('EW_*_POINTS') }).optional(),
});

export const UsebioMatchLineSchema = UsebioLineSchema.extend({
  nsPair: Pair.or(z.literal('')),
  ewPair: Pair.or(z.literal('')),
  direction: z.string().regex(/^\s*(?:NS|EW|)\s*$/i, 'DIRECTION must be NS or EW (where the match\'s TEAM sat)'),
});

export const UsebioMatchSchema = z.object({
  round: z.string().regex(/^\s*\d{1,6}\s*$/, 'ROUND_NUMBER must be a whole number').optional(),
  team: z.string().regex(/^\s*\S.{0,39}$/, 'TEAM must name a team number of PARTICIPANTS'),
  opposingTeam: z.string().regex(/^\s*\S.{0,39}$/, 'OPPOSING_TEAM must name a team number of PARTICIPANTS'),
  teamScore: number('TEAM_SCORE').optional(),
  opposingTeamScore: number('OPPOSING_TEAM_SCORE').optional(),
});

export const UsebioBoardSchema = z.object({
  number: z.number({ message: 'BOARD_NUMBER must be a whole number' }).int('BOARD_NUMBER must be a whole number').min(1, 'BOARD_NUMBER must be 1 or more').max(999999, 'BOARD_NUMBER is too large'),
  boardAverage: number('BOARD_AVERAGE').optional(),
  imps: number('IMPS').optional(),
});

export const UsebioParticipantSchema = z.object({
  number: z.string().min(1, 'PAIR_NUMBER / TEAM_NUMBER is missing'),
  totalScore: number('TOTAL_SCORE').optional(),
  percentage: number('PERCENTAGE').optional(),
});
