// What the director has typed into the entered-position forms (a revoke's position, a claim's end position) and the
// traveller's entries beside each ruling, kept with the desk's state so a reload mid-ruling loses nothing. Stored with
// a version and checked with zod when read back: a form whose stored data does not read is started afresh, the other
// kept — never a crash, never half a form.
import { z } from 'zod';
import type { Denomination, Seat, Suit } from '@bridge-laws/cards-and-boards';
import { DENOMINATIONS, SEATS, SUITS } from '@bridge-laws/cards-and-boards';
import type { NoticedAfter, RevokeHow } from '../ruling/revoke-position.js';
import { NOTICED_AFTER, REVOKE_HOW } from '../ruling/revoke-position.js';
import type { EquityFinding } from '../ruling/revoke-statement.js';
import type { TravellerKind } from '../session/traveller-text.js';
import { TRAVELLER_KINDS } from '../session/traveller-text.js';

/** The traveller form's entries; kind and text absent: what the ruling suggests. */
export interface TravellerDraft {
  readonly ns: string;
  readonly ew: string;
  readonly kind?: TravellerKind | undefined;
  readonly text?: string | undefined;
  readonly switched: boolean;
}

export interface RevokeRow {
  readonly trick: string;
  readonly seat: Seat;
  readonly suit: Suit;
  readonly how: RevokeHow;
  readonly established: boolean;
  readonly trickWinner: Seat;
  readonly later: string;
  readonly noticedAfter: NoticedAfter;
}

/** The revoke form's fields, as typed (numbers are read when the director rules). */
export interface RevokeFields {
  readonly board: string;
  readonly level: string;
  readonly denomination: Denomination;
  readonly risk: '' | 'X' | 'XX';
  readonly declarer: Seat;
  readonly won: { readonly NS: string; readonly EW: string };
  readonly hands: Readonly<Record<Seat, string>>;
  readonly leader: Seat;
  readonly rows: readonly RevokeRow[];
}

export interface RevokeDraft {
  readonly open: boolean;
  readonly fields: RevokeFields;
  /** The fields as they were when the director ruled: the ruling shown is theirs (null: not ruled). */
  readonly ruled: RevokeFields | null;
  readonly finding: EquityFinding;
  readonly traveller: TravellerDraft;
}

export interface ClaimFields {
  readonly board: string;
  readonly level: string;
  readonly risk: '' | 'X' | 'XX';
  readonly hands: Readonly<Record<Seat, string>>;
  readonly trump: Denomination;
  readonly declarer: Seat;
  readonly leader: Seat;
  readonly trick: string;
  readonly won: { readonly NS: string; readonly EW: string };
  readonly by: Seat;
  readonly tricks: string;
  readonly statement: string;
  readonly lines: string;
}

export interface ClaimDraft {
  readonly open: boolean;
  readonly fields: ClaimFields;
  readonly ruled: ClaimFields | null;
  readonly traveller: TravellerDraft;
}

export interface EnteredDrafts {
  readonly revoke: RevokeDraft | null;
  readonly claim: ClaimDraft | null;
}

/** The stored form's version: data of another version is not read. */
export const ENTERED_VERSION = 1;

export const NO_DRAFTS: EnteredDrafts = { revoke: null, claim: null };

export const NEW_TRAVELLER: TravellerDraft = { ns: '', ew: '', switched: false };
export const NEW_ROW: RevokeRow = { trick: '', seat: 'E', suit: 'S', how: 'follow-suit', established: true, trickWinner: 'E', later: '0', noticedAfter: 'during-board' };
const NO_HANDS = { N: '', E: '', S: '', W: '' } as const;

export const NEW_REVOKE: RevokeDraft = {
  open: false,
  fields: { board: '1', level: '4', denomination: 'S', risk: '', declarer: 'S', won: { NS: '', EW: '' }, hands: NO_HANDS, leader: 'S', rows: [NEW_ROW] },
  ruled: null,
  finding: null,
  traveller: NEW_TRAVELLER,
};

export const newClaim = (board: number): ClaimDraft => ({
  open: false,
  fields: { board: String(board), level: '4', risk: '', hands: NO_HANDS, trump: 'NT', declarer: 'S', leader: 'S', trick: '', won: { NS: '0', EW: '0' }, by: 'S', tricks: '', statement: '', lines: '' },
  ruled: null,
  traveller: NEW_TRAVELLER,
});

// A typed field is short: anything longer is not what the form wrote.
const Text = z.string().max(2000);
const Seat_ = z.enum(SEATS);
const Risk = z.enum(['', 'X', 'XX']);
/** The level select's values: a contract is bid at 1 to 7 (Law 18A). */
const Level = z.enum(['1', '2', '3', '4', '5', '6', '7']);
const Won = z.object({ NS: Text, EW: Text });
const Hands = z.object({ N: Text, E: Text, S: Text, W: Text });

const TravellerSchema = z.object({ ns: Text, ew: Text, kind: z.enum(TRAVELLER_KINDS).optional(), text: Text.optional(), switched: z.boolean() });
const RowSchema = z.object({
  trick: Text, seat: Seat_, suit: z.enum(SUITS), how: z.enum(REVOKE_HOW), established: z.boolean(), trickWinner: Seat_, later: Text, noticedAfter: z.enum(NOTICED_AFTER),
});
const RevokeFieldsSchema = z.object({
  board: Text, level: Level, denomination: z.enum(DENOMINATIONS), risk: Risk, declarer: Seat_, won: Won, hands: Hands, leader: Seat_, rows: z.array(RowSchema).min(1).max(13),
});
const RevokeSchema = z.object({ open: z.boolean(), fields: RevokeFieldsSchema, ruled: RevokeFieldsSchema.nullable(), finding: z.boolean().nullable(), traveller: TravellerSchema });
const ClaimFieldsSchema = z.object({
  board: Text, level: Level, risk: Risk, hands: Hands, trump: z.enum(DENOMINATIONS), declarer: Seat_, leader: Seat_, trick: Text, won: Won, by: Seat_, tricks: Text, statement: Text, lines: Text,
});
const ClaimSchema = z.object({ open: z.boolean(), fields: ClaimFieldsSchema, ruled: ClaimFieldsSchema.nullable(), traveller: TravellerSchema });

/** Drop the keys zod left undefined (the desk's types are exact about optional fields). */
function traveller(t: z.infer<typeof TravellerSchema>): TravellerDraft {
  return { ns: t.ns, ew: t.ew, switched: t.switched, ...(t.kind === undefined ? {} : { kind: t.kind }), ...(t.text === undefined ? {} : { text: t.text }) };
}

/** The drafts as stored: the version beside them. */
export const storedDrafts = (d: EnteredDrafts) => ({ version: ENTERED_VERSION, revoke: d.revoke, claim: d.claim });

/** Read the stored drafts back: another version, or a form that does not read, starts afresh. */
export function reviveDrafts(raw: unknown): EnteredDrafts {
  if (typeof raw !== 'object' || raw === null || (raw as { version?: unknown }).version !== ENTERED_VERSION) return NO_DRAFTS;
  const r = raw as Record<string, unknown>;
  const revoke = RevokeSchema.safeParse(r.revoke);
  const claim = ClaimSchema.safeParse(r.claim);
  return {
    revoke: revoke.success ? { ...revoke.data, traveller: traveller(revoke.data.traveller) } : null,
    claim: claim.success ? { ...claim.data, traveller: traveller(claim.data.traveller) } : null,
  };
}
