// Nothing is lost: the desk's state is kept in IndexedDB and survives a reload or a crashed tab.
import { z } from 'zod';
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import { formatProblem, readTravellers } from '@bridge-laws/scoring';
import type { Session } from '@bridge-laws/session';
import { readSession, writeSession } from '@bridge-laws/session';
import type { EveningSetting, ImportedEvent, RulingLogEntry, SessionRecord } from '../session/record.js';
import { EMPTY_RECORD, LogSchema, MOVEMENTS, SCORINGS, emptySession } from '../session/record.js';
import { addLines } from '../session/session.js';
import { problemText } from '../session/refusals.js';
import { translate } from '../i18n/messages.js';

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T): Promise<void>;
}

const DB_NAME = 'bridge-laws-desk';
const STORE = 'state';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

/** IndexedDB in the browser; an in-memory store where IndexedDB is missing (tests, private modes). */
export async function openStore(): Promise<KeyValueStore> {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await request(open);
  return {
    async get<T>(key: string) {
      return (await request(db.transaction(STORE).objectStore(STORE).get(key))) as T | undefined;
    },
    async set<T>(key: string, value: T) {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(value, key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      });
    },
  };
}

export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    async get<T>(key: string) {
      return data.get(key) as T | undefined;
    },
    async set<T>(key: string, value: T) {
      data.set(key, structuredClone(value));
    },
  };
}

// The session is stored as the session file the session package writes, and read back with its reader: a stored
// session that no longer reads is refused with the reader's message (naming the field), never half-loaded.

/** The session as stored: the session file's text, and the desk's ruling log beside it. */
export interface StoredSession {
  readonly file: string;
  readonly rulings?: readonly RulingLogEntry[] | undefined;
  /** A teams or individual event's results file (read and scored again when shown). */
  readonly event?: ImportedEvent | undefined;
  readonly evening?: EveningSetting | undefined;
}

// The desk writes its state on every change (a card played too): a session is written out once per value.
const written = new WeakMap<Session, string>();
function fileOf(session: Session): string {
  const known = written.get(session);
  if (known !== undefined) return known;
  const text = writeSession(session);
  written.set(session, text);
  return text;
}

export function storedSession(record: SessionRecord): StoredSession {
  return {
    file: fileOf(record.session),
    ...(record.rulings === undefined ? {} : { rulings: record.rulings }),
    ...(record.event === undefined ? {} : { event: record.event }),
    ...(record.evening === undefined ? {} : { evening: record.evening }),
  };
}

const EventSchema = z.object({ kind: z.enum(['teams', 'individuals']), name: z.string(), text: z.string() });
const EveningSchema = z.object({
  count: z.number().int().min(2).max(60),
  boardsPerRound: z.number().int().min(1).max(8),
  rounds: z.number().int().min(1).max(59).optional(),
  arrowSwitch: z.union([z.literal('last-round'), z.array(z.number().int().min(1).max(59))]).optional(),
});
const StoredSchema = z.object({ file: z.string(), rulings: z.array(LogSchema).optional(), event: EventSchema.optional(), evening: EveningSchema.optional() });
/** What desks before the session file kept: rows in the travellers CSV's columns (and an imported file beside them). */
const RowsSchema = z.object({
  scoring: z.enum(SCORINGS),
  movement: z.enum(MOVEMENTS),
  rows: z.array(z.object({ board: z.number().int().min(1), ns: z.string(), ew: z.string(), contract: z.string(), declarer: z.string(), tricks: z.string(), score: z.string().default(''), vulnerable: z.string().default('') })),
  file: z.string().optional(),
  rulings: z.array(LogSchema).optional(),
});

const refused = (message: string, raw: unknown, rulings?: readonly RulingLogEntry[]): SessionRecord => ({
  ...EMPTY_RECORD,
  ...(rulings === undefined ? {} : { rulings }),
  refused: { message, text: typeof raw === 'object' && raw !== null && typeof (raw as { file?: unknown }).file === 'string' ? (raw as { file: string }).file : JSON.stringify(raw, null, 2) },
});

/** Rows stored by an older desk, read as travellers and joined to a new session. */
function fromRows(rows: z.infer<typeof RowsSchema>): Result<Session, string[]> {
  const start = emptySession(rows.movement, rows.scoring);
  if (rows.file !== undefined) {
    const file = readSession(rows.file);
    if (file.ok) return ok(file.value);
  }
  if (rows.rows.length === 0) return ok(start);
  const columns = ['board', 'ns', 'ew', 'contract', 'declarer', 'tricks', 'score', 'vulnerable'] as const;
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const csv = [columns.join(','), ...rows.rows.map((r) => columns.map((c) => cell(String(r[c]))).join(','))].join('\n');
  const lines = readTravellers(csv, 'stored session', { movement: rows.movement });
  if (!lines.ok) return err(lines.error.map(formatProblem));
  const added = addLines(start, lines.value, 'stored session');
  return added.ok ? added : err(added.error.map((p) => problemText(p, (k) => translate('en', k))));
}

/** Read the stored session back; a bad one is refused with the session reader's message and a new session starts. */
export function reviveSession(raw: unknown): SessionRecord {
  if (raw === undefined || raw === null) return EMPTY_RECORD;
  const stored = StoredSchema.safeParse(raw);
  if (stored.success) {
    const { rulings, event, evening } = stored.data;
    const beside = { ...(event === undefined ? {} : { event }), ...(evening === undefined ? {} : { evening }) };
    const read = readSession(stored.data.file);
    if (!read.ok) return { ...refused(read.error.message, raw, rulings), ...beside };
    return { session: read.value, ...(rulings === undefined ? {} : { rulings }), ...beside };
  }
  const rows = RowsSchema.safeParse(raw);
  if (rows.success) {
    const s = fromRows(rows.data);
    const rulings = rows.data.rulings;
    if (!s.ok) return refused(s.error.join('; '), raw, rulings);
    return { session: s.value, ...(rulings === undefined ? {} : { rulings }) };
  }
  const issue = stored.error.issues[0];
  return refused(`stored session: ${issue ? issue.path.join('.') || 'session' : 'session'}: ${issue?.message ?? 'not a session'}`, raw);
}
