// The two editions side by side: the 2007 references, and for every 2017 reference how the 2007 rule compares.
import type { Edition } from '@bridge-laws/cards-and-boards';
import laws2007 from './laws-2007.json' with { type: 'json' };
import comparisonData from './comparison-2007.json' with { type: 'json' };
import type { LawEntry } from './law-entry.js';
import { findLaw } from './registry.js';

/** A reference of the 2007 Laws, numbered as the 2007 text prints it. */
export interface LawEntry2007 {
  readonly ref: string;
  /** The law number, 1–93. */
  readonly law: number;
  /** The enclosing 2007 reference, or null for a whole law. */
  readonly parent: string | null;
  /** The 2017 references that hold this rule now (empty when 2017 dropped it). */
  readonly now: readonly string[];
}

/**
 * How a 2017 reference compares with 2007: `same` (the 2007 rule is the same, perhaps under another
 * number), `differs` (the note says how), `new` (2007 has no such rule), `unchecked` (not yet compared:
 * never read as "same"). A row speaks for the text at its own reference, not for its parts.
 */
export const COMPARISON_STATUSES = ['same', 'differs', 'new', 'unchecked'] as const;
export type ComparisonStatus = (typeof COMPARISON_STATUSES)[number];

/**
 * Whether one table (the events of one board) can show a difference, and whether it does: `applied` (each edition rules
 * it its own way, shown by a pair of case files), `not-applied` (a table could show it; both editions still rule it as
 * 2017 does), `not-at-table` (no event of one board can show it: `why` says which kind of reason).
 */
export const TABLE_STATUSES = ['applied', 'not-applied', 'not-at-table'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/**
 * Why a difference is not at the table: the board before its first event (`before-the-board`), players' duties and
 * proprieties no event records (`conduct`), a difference inside a finding the director gives (`director-judgment`), an
 * option of the Regulating Authority (`regulation`), scoring, corrections and appeals after the board (`scoring`), the
 * same ruling from the same events under both (`same-ruling`), or no event of this board for it (`no-event`).
 */
export const NOT_AT_TABLE_REASONS = ['before-the-board', 'conduct', 'director-judgment', 'regulation', 'scoring', 'same-ruling', 'no-event'] as const;
export type NotAtTableReason = (typeof NOT_AT_TABLE_REASONS)[number];

/** The table audit of one difference. */
export type TableAudit =
  /** `cases`: each names a pair in the table's `cases/2007` folder, `<name>.2007.case.yaml` and `<name>.2017.case.yaml`. */
  | { readonly status: 'applied'; readonly cases: readonly string[] }
  | { readonly status: 'not-applied'; readonly reason: string }
  | { readonly status: 'not-at-table'; readonly why: NotAtTableReason; readonly reason: string };

export interface Comparison {
  /** The 2017 reference. */
  readonly ref: string;
  readonly status: ComparisonStatus;
  /** The 2007 references that held the rule (empty for `new` and `unchecked`). */
  readonly was: readonly string[];
  /** How the rules differ, or where a renumbered rule went, in our own words; null when nothing to say. */
  readonly note: string | null;
  /** For a row that differs: whether a table can show the difference and whether it does; null for other rows. */
  readonly table: TableAudit | null;
}

/** A 2007 reference with no counterpart in 2017. */
export interface Dropped2007 {
  readonly ref: string;
  /** What the 2007 rule did, and what (if anything) replaces it. */
  readonly note: string;
}

interface ComparisonRow {
  readonly ref: string;
  readonly status: string;
  readonly was?: readonly string[];
  readonly note?: string;
  readonly table?: string;
  readonly cases?: readonly string[];
  readonly why?: string;
  readonly reason?: string;
}

function tableAudit(row: ComparisonRow): TableAudit | null {
  if (row.table === 'applied') return Object.freeze({ status: 'applied', cases: Object.freeze([...(row.cases ?? [])]) });
  if (row.table === 'not-applied') return Object.freeze({ status: 'not-applied', reason: row.reason ?? '' });
  if (row.table === 'not-at-table') return Object.freeze({ status: 'not-at-table', why: row.why as NotAtTableReason, reason: row.reason ?? '' });
  return null;
}

const data = comparisonData as { readonly laws: readonly ComparisonRow[]; readonly dropped: readonly Dropped2007[] };

/** Every 2017 reference compared with 2007, in the order of the 2017 Laws. */
export const COMPARISONS: readonly Comparison[] = Object.freeze(
  data.laws.map((row) =>
    Object.freeze({
      ref: row.ref,
      status: row.status as ComparisonStatus,
      // A compared rule without `was` sits under the same number in both editions.
      was: Object.freeze(row.was ?? (row.status === 'same' || row.status === 'differs' ? [row.ref] : [])),
      note: row.note ?? null,
      table: tableAudit(row),
    }),
  ),
);

/** The 2007 references that 2017 has no counterpart for, with what they did. */
export const DROPPED_2007: readonly Dropped2007[] = Object.freeze(data.dropped.map((d) => Object.freeze({ ...d })));

const comparisonByRef = new Map(COMPARISONS.map((c) => [c.ref, c]));
const nowByRef2007 = new Map<string, string[]>();
for (const c of COMPARISONS) {
  for (const old of c.was) nowByRef2007.set(old, [...(nowByRef2007.get(old) ?? []), c.ref]);
}

/** Every reference of the 2007 Laws, in the order the 2007 text prints them. */
export const LAWS_2007: readonly LawEntry2007[] = Object.freeze(
  (laws2007 as readonly Omit<LawEntry2007, 'now'>[]).map((e) => Object.freeze({ ...e, now: Object.freeze(nowByRef2007.get(e.ref) ?? []) })),
);
const byRef2007 = new Map(LAWS_2007.map((e) => [e.ref, e]));

/** The entry for an exact reference in the given edition's numbering, or undefined. */
export function lawEntry(ref: string, edition: '2017'): LawEntry | undefined;
export function lawEntry(ref: string, edition: '2007'): LawEntry2007 | undefined;
export function lawEntry(ref: string, edition: Edition): LawEntry | LawEntry2007 | undefined;
export function lawEntry(ref: string, edition: Edition): LawEntry | LawEntry2007 | undefined {
  return edition === '2017' ? findLaw(ref) : byRef2007.get(ref);
}

/** Whether `ref` names a part that exists in the given edition (exact, case-sensitive). */
export function isKnownRef(ref: string, edition: Edition): boolean {
  return lawEntry(ref, edition) !== undefined;
}

/** How the 2017 reference `ref` compares with the 2007 Laws, or undefined for an unknown reference. */
export function comparison(ref: string): Comparison | undefined {
  return comparisonByRef.get(ref);
}

/** The 2017 references whose rule differs from 2007 or is new in 2017, in law order. */
export function differences(): readonly Comparison[] {
  return COMPARISONS.filter((c) => c.status === 'differs' || c.status === 'new');
}

/** The 2007 references whose rule sits under another number in 2017 (`now` names where). */
export function renumbered(): readonly LawEntry2007[] {
  return LAWS_2007.filter((e) => e.now.length > 0 && !e.now.includes(e.ref));
}

/** Whether the law `law` (1–93) has been compared in full (no reference of it left `unchecked`). */
export function isLawCompared(law: number): boolean {
  return COMPARISONS.some((c) => findLaw(c.ref)?.law === law) && COMPARISONS.every((c) => c.status !== 'unchecked' || findLaw(c.ref)?.law !== law);
}

/**
 * The 2007 number of the rule a 2017 reference names: the first 2007 reference that held it (`16C2` → `16D2`), or null
 * when 2017 added the rule (or the row is not yet compared). Numbers only: whether the rule is the same is `comparison`.
 */
export function numberIn2007(ref: string): string | null {
  const c = comparisonByRef.get(ref);
  return c === undefined ? null : (c.was[0] ?? null);
}

/** The case pairs (names in the table's `cases/2007` folder) that show the differences applied, each once, sorted. */
export function tableCasePairs(): readonly string[] {
  return [...new Set(COMPARISONS.flatMap((c) => (c.table?.status === 'applied' ? c.table.cases : [])))].sort();
}
