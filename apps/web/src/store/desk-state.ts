// What the desk keeps between visits: plain data only, validated when read back.
import { z } from 'zod';
import type { Edition, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { EDITIONS, SEATS, VULNERABILITIES } from '@bridge-laws/cards-and-boards';
import type { CaseEvent } from '@bridge-laws/table';
import type { Language } from '../i18n/messages.js';
import { LANGUAGES } from '../i18n/messages.js';

export const PAGES = ['table', 'guide', 'session'] as const;
export type Page = (typeof PAGES)[number];

export const REGULATION_IDS = ['wbf', 'pzbs', 'ebu'] as const;
export type RegulationId = (typeof REGULATION_IDS)[number];

export const SCORINGS = ['matchpoints', 'butler', 'cross-imps'] as const;
export type SessionScoring = (typeof SCORINGS)[number];
export const MOVEMENTS = ['mitchell', 'howell'] as const;
export type Movement = (typeof MOVEMENTS)[number];

export interface BoardRecord {
  readonly board: number;
  /** PBN deal text, starting with North; null for an auction-only record. */
  readonly deal: string | null;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  /** The edition of the Laws the table follows, chosen when the board starts; absent: the current one (2017). */
  readonly edition?: Edition;
}

/** One traveller line as entered, in the travellers CSV's columns. */
export interface SessionRow {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: string;
  /** Only for weighted (W) and split (S) scores; otherwise empty. */
  readonly score: string;
  /** Empty: the board number's vulnerability (Law 2). */
  readonly vulnerable: string;
}

/** A ruling statement read out at the table, kept in the session's ruling log in each language. */
export interface RulingLogEntry {
  readonly board: number;
  /** ISO time it was read out. */
  readonly at: string;
  readonly en: readonly string[];
  readonly pl: readonly string[];
  /** Entries stored before the desk spoke Czech are read back with their English lines here. */
  readonly cs: readonly string[];
  readonly laws: readonly string[];
}

export interface SessionRecord {
  readonly scoring: SessionScoring;
  readonly movement: Movement;
  readonly rows: readonly SessionRow[];
  /** An imported session file: its rulings and appeals rank the rows until they are edited. */
  readonly file?: string | undefined;
  /** The ruling log: statements read out at the table. */
  readonly rulings?: readonly RulingLogEntry[] | undefined;
}

export interface DeskState {
  readonly language: Language;
  readonly page: Page;
  readonly regulation: RegulationId;
  readonly board: BoardRecord | null;
  /** The table's record, as case-file events. */
  readonly events: readonly CaseEvent[];
  /** The ruling guide's scenario being walked, and its events beyond the scenario's own. */
  readonly guide: { readonly scenario: string | null; readonly events: readonly CaseEvent[] };
  readonly session: SessionRecord;
}

export const INITIAL_STATE: DeskState = {
  language: 'en',
  page: 'table',
  regulation: 'wbf',
  board: null,
  events: [],
  guide: { scenario: null, events: [] },
  session: { scoring: 'matchpoints', movement: 'mitchell', rows: [] },
};

const BoardSchema = z.object({
  board: z.number().int().min(1),
  deal: z.string().nullable(),
  dealer: z.enum(SEATS).optional(),
  vulnerable: z.enum(VULNERABILITIES).optional(),
  edition: z.enum(EDITIONS).optional().catch(undefined),
});

const RowSchema = z.object({
  board: z.number().int().min(1),
  ns: z.string(),
  ew: z.string(),
  contract: z.string(),
  declarer: z.string(),
  tricks: z.string(),
  score: z.string().default(''),
  vulnerable: z.string().default(''),
});

const LogSchema = z
  .object({ board: z.number().int().min(1), at: z.string(), en: z.array(z.string()), pl: z.array(z.string()), cs: z.array(z.string()).optional(), laws: z.array(z.string()) })
  .transform(({ cs, ...e }) => ({ ...e, cs: cs ?? e.en }));
const SessionSchema = z.object({ scoring: z.enum(SCORINGS), movement: z.enum(MOVEMENTS), rows: z.array(RowSchema), file: z.string().optional(), rulings: z.array(LogSchema).optional() });

/** Events are stored as the engine's case events; they are checked by their shape only. */
const EventsSchema = z.array(
  z.union([
    z.object({ kind: z.literal('table'), event: z.object({ by: z.enum(SEATS), action: z.string(), value: z.unknown() }).passthrough() }),
    z.object({ kind: z.literal('facts'), facts: z.record(z.string(), z.unknown()) }),
    z.object({ kind: z.literal('milestone'), milestone: z.string() }),
    z.object({ kind: z.literal('expect'), expect: z.record(z.string(), z.unknown()) }),
  ]),
);

function field<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const r = schema.safeParse(value);
  return r.success ? r.data : fallback;
}

/** Read back what was stored; anything malformed falls back to the initial state field by field. */
export function reviveState(raw: unknown): DeskState {
  if (typeof raw !== 'object' || raw === null) return INITIAL_STATE;
  const r = raw as Record<string, unknown>;
  const board = field(BoardSchema.nullable(), r.board, null);
  const guide = (typeof r.guide === 'object' && r.guide !== null ? r.guide : {}) as Record<string, unknown>;
  return {
    language: field(z.enum(LANGUAGES), r.language, INITIAL_STATE.language),
    page: field(z.enum(PAGES), r.page, INITIAL_STATE.page),
    regulation: field(z.enum(REGULATION_IDS), r.regulation, INITIAL_STATE.regulation),
    board: board === null ? null : stripUndefined(board),
    // Events belong to their board: without a board they are meaningless.
    events: board === null ? [] : (field(EventsSchema, r.events, []) as unknown as CaseEvent[]),
    guide: {
      scenario: field(z.string().nullable(), guide.scenario, null),
      events: field(EventsSchema, guide.events, []) as unknown as CaseEvent[],
    },
    session: field(SessionSchema, r.session, INITIAL_STATE.session),
  };
}

function stripUndefined(b: z.infer<typeof BoardSchema>): BoardRecord {
  return {
    board: b.board,
    deal: b.deal,
    ...(b.dealer === undefined ? {} : { dealer: b.dealer }),
    ...(b.vulnerable === undefined ? {} : { vulnerable: b.vulnerable }),
    ...(b.edition === undefined ? {} : { edition: b.edition }),
  };
}
