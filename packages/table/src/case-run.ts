// Running a case: replay its events, compare every expectation, report the first difference.
import type { Edition, Result } from '@bridge-laws/cards-and-boards';
import { CURRENT_EDITION, err, lawCovers, ok } from '@bridge-laws/cards-and-boards';
import type { Regulation } from '@bridge-laws/regulation';
import { resolveRegulation } from '@bridge-laws/regulation';
import { parse as parseYaml } from 'yaml';
import type { CaseFile, Expectation } from './case-schema.js';
import { CaseSchema } from './case-schema.js';
import type { RawTableEvent } from './events.js';
import { parseTableEvent } from './events.js';
import type { Report } from './report.js';
import { report } from './report.js';
import type { TableState } from './state.js';
import { citationMark, createTable } from './state.js';
import { announceRuling, applyTableEvent } from './table.js';

/** Parse a case file's text (YAML, or JSON, which is YAML too); the message names file, event index and field. */
export function parseCase(textContent: string, file = 'case'): Result<CaseFile, string> {
  let data: unknown;
  try {
    data = parseYaml(textContent);
  } catch (e) {
    return err(`${file}: not valid YAML or JSON: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  }
  const r = CaseSchema.safeParse(data);
  if (r.success) return ok(r.data);
  const issue = r.error.issues[0];
  if (issue === undefined) return err(`${file}: malformed case`);
  const [head, index, ...rest] = issue.path.map(String);
  const where = head === 'events' && index !== undefined
    ? `event ${index}${rest.filter((p) => p !== '').length > 0 ? `, field ${rest.filter((p) => p !== '').join('.')}` : ''}`
    : `field ${issue.path.join('.') || '(top level)'}`;
  return err(`${file}: ${where}: ${issue.message}`);
}

export interface ExpectResult {
  /** Index of the expect event in `events`. */
  readonly index: number;
  readonly passed: boolean;
  readonly difference: string | null;
}

export interface CaseRun {
  readonly id: string;
  readonly passed: boolean;
  /** The first difference or problem, as `case check` prints it. */
  readonly failure: string | null;
  readonly results: readonly ExpectResult[];
  readonly report: Report;
  /** The table after the last event (null only when the board number is invalid). */
  readonly state: TableState | null;
  /**
   * The first problem that is not an expectation's difference — the regulation, the setup, a refused event no
   * `expect` names — or null: when set, the final state is not the board the case records.
   */
  readonly stopped: string | null;
}

function same(expected: unknown, actual: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return expected === actual;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    // Lists compare as sets.
    const used = new Set<number>();
    return expected.every((x) => {
      const i = actual.findIndex((y, k) => !used.has(k) && same(x, y));
      if (i < 0) return false;
      used.add(i);
      return true;
    });
  }
  if (actual === null || typeof actual !== 'object') return false;
  const a = actual as Record<string, unknown>;
  return Object.entries(expected as Record<string, unknown>).every(([k, v]) => same(v, a[k]));
}

const show = (v: unknown) => JSON.stringify(v);

/** The first difference between an expectation and the report, or null. */
export function compareExpectation(expected: Expectation, actual: Report): string | null {
  for (const [key, value] of Object.entries(expected)) {
    const got = (actual as unknown as Record<string, unknown>)[key];
    if (key === 'laws') {
      const cited = actual.laws;
      const missing = (value as string[]).filter((ref) => !cited.some((c) => lawCovers(ref, c)));
      if (missing.length > 0) return `laws: expected ${missing.join(', ')} to be cited; cited ${show(cited)}`;
    } else if (key === 'auction') {
      const want = value as string[];
      const have = got as string[];
      if (want.length !== have.length || want.some((c, i) => c.toUpperCase() !== have[i])) return `auction: expected ${show(want)}, got ${show(have)}`;
    } else if (key === 'error') {
      if (value !== got) return `error: expected ${show(value)}, got ${show(got)}`;
    } else if (!same(value, got)) {
      return `${key}: expected ${show(value)}, got ${show(got)}`;
    }
  }
  return null;
}

export interface RunOptions {
  /** Regulations a case may name besides the WBF baseline. */
  readonly regulations?: readonly Regulation[];
  /** The edition to run the case under instead of its own (`edition` in the header, 2017 when absent). */
  readonly edition?: Edition;
}

/** The table a case starts from (its header: board, dealer, vulnerability, deal, regulation, edition). */
export function caseTable(c: CaseFile, options: RunOptions = {}) {
  const regulation = resolveRegulation(c.regulation ?? 'wbf', options.regulations ?? []);
  const created = createTable({
    board: c.board,
    ...(c.dealer === undefined ? {} : { dealer: c.dealer }),
    ...(c.vulnerable === undefined ? {} : { vulnerable: c.vulnerable }),
    ...(c.deal === undefined ? {} : { deal: c.deal }),
    ...(regulation.ok ? { regulation: regulation.value } : {}),
    edition: options.edition ?? c.edition ?? CURRENT_EDITION,
  });
  return { regulation, created };
}

/** Replay a case and check every `expect`. Never throws for bad case content. */
export function runCase(c: CaseFile, options: RunOptions = {}): CaseRun {
  const results: ExpectResult[] = [];
  let failure: string | null = null;
  let stopped: string | null = null;
  const fail = (message: string, stops = true) => {
    if (failure === null) failure = message;
    if (stops && stopped === null) stopped = message;
  };
  const { regulation, created } = caseTable(c, options);
  if (!regulation.ok) fail(`regulation: ${regulation.error}`);
  let refused: { index: number; code: string; message: string } | null = null;
  if (!created.ok) refused = { index: -1, code: created.error.code, message: created.error.message };
  let state: TableState | null = created.ok ? created.value : null;
  const fallback = createTable({ board: c.board });
  if (state === null && fallback.ok) state = fallback.value;
  if (state === null) {
    const message = `board: ${c.board} is not a board number`;
    return { id: c.id, passed: false, failure: message, results, report: emptyReport(), state: null, stopped: message };
  }
  let since = citationMark(state);
  const events = c.events ?? [];
  events.forEach((ev, index) => {
    const table = state as TableState;
    if (ev.kind === 'expect') {
      const error = refused === null ? null : refused.code;
      if (refused !== null && ev.expect.error === undefined) fail(unexpected(refused));
      refused = null;
      const difference = compareExpectation(ev.expect, report(table, { since, error }));
      results.push({ index, passed: difference === null, difference });
      if (difference !== null) fail(`event ${index} (expect): ${difference}`, false);
      // An expectation is the moment the ruling is read out.
      state = announceRuling(table);
      since = citationMark(state);
      return;
    }
    if (refused !== null) fail(unexpected(refused));
    refused = null;
    const parsed =
      ev.kind === 'facts' ? ok({ type: 'facts' as const, facts: ev.facts })
      : ev.kind === 'milestone' ? ok({ type: 'milestone' as const, milestone: ev.milestone })
      : parseTableEvent(ev.event as RawTableEvent);
    const applied = parsed.ok ? applyTableEvent(table, parsed.value) : parsed;
    if (applied.ok) state = applied.value;
    else refused = { index, code: applied.error.code, message: applied.error.message };
  });
  if (refused !== null) fail(unexpected(refused));
  return { id: c.id, passed: failure === null, failure, results, report: report(state, {}), state, stopped };
}

function unexpected(r: { index: number; code: string; message: string }): string {
  return `${r.index < 0 ? 'setup' : `event ${r.index}`} was refused (${r.code}): ${r.message}`;
}

function emptyReport(): Report {
  return {
    phase: 'auction', turn: null, pending: null, auction: [], mustPass: [], leadRestrictions: [], penaltyCards: [], contract: null,
    declarer: null, tricks: { NS: 0, EW: 0 }, transferred: null, revokes: [], score: null, adjusted: null, laws: [], error: null,
  };
}
