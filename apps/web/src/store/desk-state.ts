// What the desk keeps between visits: plain data only, validated when read back.
import { z } from 'zod';
import type { Edition, Seat, Vulnerability } from '@bridge-laws/cards-and-boards';
import { EDITIONS, SEATS, VULNERABILITIES } from '@bridge-laws/cards-and-boards';
import type { CaseEvent } from '@bridge-laws/table';
import type { Language } from '../i18n/messages.js';
import { LANGUAGES } from '../i18n/messages.js';
import type { SessionRecord } from '../session/record.js';
import { EMPTY_RECORD } from '../session/record.js';
import type { StoredSession } from './persist.js';
import { reviveSession, storedSession } from './persist.js';
import type { EnteredDrafts } from './entered.js';
import { NO_DRAFTS, reviveDrafts, storedDrafts } from './entered.js';

export const PAGES = ['table', 'guide', 'session'] as const;
export type Page = (typeof PAGES)[number];

export const REGULATION_IDS = ['wbf', 'pzbs', 'ebu'] as const;
export type RegulationId = (typeof REGULATION_IDS)[number];

export type { Movement, RulingLogEntry, SessionRecord, SessionScoring } from '../session/record.js';
export { MOVEMENTS, SCORINGS } from '../session/record.js';

export interface BoardRecord {
  readonly board: number;
  /** PBN deal text, starting with North; null for an auction-only record. */
  readonly deal: string | null;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  /** The edition of the Laws the table follows, chosen when the board starts; absent: the current one (2017). */
  readonly edition?: Edition;
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
  /** What is typed into the entered-position forms (a revoke's, a claim's) and their traveller entries. */
  readonly entered: EnteredDrafts;
}

export const INITIAL_STATE: DeskState = {
  language: 'en',
  page: 'table',
  regulation: 'wbf',
  board: null,
  events: [],
  guide: { scenario: null, events: [] },
  session: EMPTY_RECORD,
  entered: NO_DRAFTS,
};

const BoardSchema = z.object({
  board: z.number().int().min(1),
  deal: z.string().nullable(),
  dealer: z.enum(SEATS).optional(),
  vulnerable: z.enum(VULNERABILITIES).optional(),
  edition: z.enum(EDITIONS).optional().catch(undefined),
});

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
    // The session is stored as its session file and read back by the session package (a bad one is refused).
    session: reviveSession(r.session),
    // Versioned and checked form by form: a form that does not read starts afresh.
    entered: reviveDrafts(r.entered),
  };
}

/** The state as stored: plain data, the session as its session file. */
export function storedState(state: DeskState): Omit<DeskState, 'session' | 'entered'> & { readonly session: StoredSession; readonly entered: ReturnType<typeof storedDrafts> } {
  return { ...state, session: storedSession(state.session), entered: storedDrafts(state.entered) };
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
