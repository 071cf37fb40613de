// A session file in memory: load and validate it (errors name the field path), and keep it consistent.
import type { Edition, Refusal, Result, Seat } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, err, ok, refusal } from '@bridge-laws/cards-and-boards';
import type { RulingRecord } from '@bridge-laws/irregularities';
import { parseRuling } from '@bridge-laws/irregularities';
import type { Appeal } from '@bridge-laws/appeals';
import type { PairsMovement } from '@bridge-laws/scoring';
import type { Regulation } from '@bridge-laws/regulation';
import { resolveRegulation } from '@bridge-laws/regulation';
import { readJsonText } from './json-text.js';
import { SESSION_FORMAT, SESSION_VERSION, SessionSchema } from './schema.js';

export interface SessionBoard {
  readonly board: number;
  readonly deal?: string;
}

export interface SessionResult {
  readonly board: number;
  readonly table: string;
  readonly ns: string;
  readonly ew: string;
  readonly contract: string | null;
  readonly declarer?: Seat;
  readonly tricks?: number;
  /** Arrow-switch: the Mitchell's East-West pair sat North-South at this table (`ns` names it). */
  readonly switched?: true;
}

/** Howell: one field; Mitchell: North-South and East-West ranked apart; arrow-switch: a Mitchell ranked as one field. */
export type SessionMovement = PairsMovement;

export interface Session {
  readonly format: typeof SESSION_FORMAT;
  readonly version: typeof SESSION_VERSION;
  readonly event: {
    readonly name: string;
    readonly kind: 'pairs' | 'teams' | 'individual';
    readonly scoring: 'matchpoints' | 'butler' | 'cross-imps' | 'imps';
    readonly movement?: SessionMovement;
  };
  readonly regulation: string;
  /** The edition of the Laws the session is ruled under; absent means 2017 (`sessionEdition`). */
  readonly edition?: Edition;
  readonly scoresOfficialAt: string | null;
  readonly boards: readonly SessionBoard[];
  readonly results: readonly SessionResult[];
  readonly rulings: readonly RulingRecord[];
  readonly appeals: readonly Appeal[];
  readonly fouledBoards?: readonly FouledBoard[];
}

/** Law 87B: a fouled board's tables grouped by the form they played; each group is scored apart. */
export interface FouledBoard {
  readonly board: number;
  readonly groups: readonly (readonly string[])[];
  /** How the groups are scored when the regulation leaves it to the director. */
  readonly method?: 'separate-groups' | 'factored';
}

export type SessionProblem =
  | 'invalid-json' | 'invalid-session' | 'unknown-board' | 'duplicate-result' | 'unknown-table' | 'duplicate-id' | 'unknown-ruling'
  | 'unknown-appeal' | 'unknown-regulation' | 'result-differs';

export type SessionRefusal = Refusal<SessionProblem>;

const where = (path: readonly PropertyKey[]): string => path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');

/** The result line of a board at a table, if any. */
export function resultAt(session: Pick<Session, 'results'>, board: number, table: string): SessionResult | undefined {
  return session.results.find((r) => r.board === board && r.table === table);
}

/** Cross-field rules the schema alone cannot state. */
function consistency(s: Session): Result<Session, SessionRefusal> {
  const known = new Set(s.boards.map((b) => b.board));
  const seen = new Set<string>();
  const arrowSwitch = s.event.movement === 'arrow-switch';
  for (const [i, r] of s.results.entries()) {
    if (r.switched === true && !arrowSwitch) return err(refusal('invalid-session', `results[${i}].switched: only an arrow-switched Mitchell (event.movement "arrow-switch") has switched tables`));
    if (known.size > 0 && !known.has(r.board)) return err(refusal('unknown-board', `results[${i}].board: board ${r.board} is not in boards`));
    const key = `${r.board}/${r.table}`;
    if (seen.has(key)) return err(refusal('duplicate-result', `results[${i}]: board ${r.board} at table ${r.table} has two results`));
    seen.add(key);
  }
  const rulingIds = new Set<string>();
  for (const [i, r] of s.rulings.entries()) {
    if (rulingIds.has(r.id)) return err(refusal('duplicate-id', `rulings[${i}].id: "${r.id}" is used twice`));
    rulingIds.add(r.id);
    if (!seen.has(`${r.board}/${r.table}`)) return err(refusal('unknown-table', `rulings[${i}]: board ${r.board} has no result line at table ${r.table}`));
    const checked = parseRuling(r);
    if (!checked.ok) return err(refusal('invalid-session', `rulings[${i}].${checked.error.message}`));
  }
  // Tables per board, gathered once: checking is linear in the file, whatever its counts.
  const tablesOf = new Map<number, string[]>();
  for (const r of s.results) {
    const list = tablesOf.get(r.board);
    if (list === undefined) tablesOf.set(r.board, [r.table]);
    else list.push(r.table);
  }
  for (const [i, f] of (s.fouledBoards ?? []).entries()) {
    const tables = [...(tablesOf.get(f.board) ?? [])].sort();
    const grouped = f.groups.flat().sort();
    if (JSON.stringify(tables) !== JSON.stringify(grouped)) {
      return err(refusal('invalid-session', `fouledBoards[${i}].groups: every table that played board ${f.board} (${tables.join(', ')}) must be in exactly one group (Law 87B)`));
    }
  }
  const appealIds = new Set<string>();
  for (const [i, a] of s.appeals.entries()) {
    if (appealIds.has(a.id)) return err(refusal('duplicate-id', `appeals[${i}].id: "${a.id}" is used twice`));
    appealIds.add(a.id);
    if (!rulingIds.has(a.rulingId)) return err(refusal('unknown-ruling', `appeals[${i}].rulingId: no ruling "${a.rulingId}"`));
  }
  return ok(s);
}

/** Validate a session read from JSON; the first problem names its field path. */
export function parseSession(data: unknown): Result<Session, SessionRefusal> {
  const r = SessionSchema.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0];
    return err(refusal('invalid-session', `${i ? where(i.path) || 'session' : 'session'}: ${i?.message ?? 'invalid'}`));
  }
  return consistency(r.data as Session);
}

/** Read a session file's text: a syntax error names its line and column; nesting past 64 levels is refused. */
export function readSession(text: string): Result<Session, SessionRefusal> {
  const r = readJsonText(text);
  if (!r.ok) return err(refusal('invalid-json', `line ${r.error.line}, column ${r.error.column}: not JSON: ${r.error.message}`));
  return parseSession(r.value);
}

/** The session as file text: stable, indented JSON. */
export function writeSession(session: Session): string {
  return `${JSON.stringify(session, null, 2)}\n`;
}

/** An empty session for an event; the edition is written only when it is not the 2017 default. */
export function newSession(event: Session['event'], regulation = 'wbf', edition: Edition = CURRENT_EDITION): Session {
  return {
    format: SESSION_FORMAT, version: SESSION_VERSION, event, regulation, ...(edition === CURRENT_EDITION ? {} : { edition }),
    scoresOfficialAt: null, boards: [], results: [], rulings: [], appeals: [],
  };
}

/** The edition of the Laws the session is ruled under: its `edition`, or 2017 when the file names none. */
export function sessionEdition(session: Pick<Session, 'edition'>): Edition {
  return session.edition ?? CURRENT_EDITION;
}

/** The session's regulation among those the caller knows (the WBF baseline always). */
export function sessionRegulation(session: Session, known: readonly Regulation[] = []): Result<Regulation, SessionRefusal> {
  const r = resolveRegulation(session.regulation, known);
  return r.ok ? r : err(refusal('unknown-regulation', `regulation: ${r.error}`));
}

/** The next free id with a prefix: r1, r2… or a1, a2… */
export function nextId(prefix: string, taken: readonly { readonly id: string }[]): string {
  const used = new Set(taken.map((t) => t.id));
  let n = taken.length + 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
