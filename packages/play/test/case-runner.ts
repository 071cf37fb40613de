// Test adapter: runs the play part of a case file — the auction is read only far enough to know the contract.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Seat } from '@bridge-laws/cards-and-boards';
import { boardDealer, lawCovers, seatAfter, sideOf } from '@bridge-laws/cards-and-boards';
import type { PlayState } from '@bridge-laws/play';
import { applyPlayEvent, parsePlayEvent, playReport, startPlay } from '@bridge-laws/play';

interface CaseFile {
  id: string;
  board?: number;
  dealer?: Seat;
  deal?: string;
  events: Record<string, unknown>[];
}

/** The final contract and declarer of a legal auction (Law 22A). */
function auctionResult(calls: string[], dealer: Seat): { contract: string; declarer: Seat } | null {
  let last = -1;
  for (let i = 0; i < calls.length; i++) if (/^[1-7]/.test(calls[i] as string)) last = i;
  if (last < 0) return null;
  const bid = calls[last] as string;
  const denom = bid.slice(1);
  const bidder = seatAfter(dealer, last);
  let risk = '';
  for (const c of calls.slice(last + 1)) if (c === 'X' || c === 'XX') risk = c;
  for (let i = 0; i < calls.length; i++) {
    const seat = seatAfter(dealer, i);
    if (sideOf(seat) === sideOf(bidder) && (calls[i] as string).slice(1) === denom && /^[1-7]/.test(calls[i] as string)) {
      return { contract: `${bid}${risk}`, declarer: seat };
    }
  }
  return null;
}

function auctionEnded(calls: string[]): boolean {
  return calls.length >= 4 && calls.slice(-3).every((c) => c === 'P') && calls.some((c) => c !== 'P');
}

const IGNORED = new Set(['score', 'auction', 'mustPass', 'adjusted']);

function sameSet(a: unknown[], b: unknown[]): boolean {
  const key = (x: unknown) => JSON.stringify(x, Object.keys(x as object).sort());
  const A = a.map(key).sort();
  const B = b.map(key).sort();
  return A.length === B.length && A.every((x, i) => x === B[i]);
}

function comparePending(expected: unknown, actual: ReturnType<typeof playReport>['pending']): string | null {
  if (expected === null) return actual === null ? null : `pending: expected null, got ${JSON.stringify(actual)}`;
  const e = expected as { by: string; options?: string[]; questions?: string[] };
  if (actual === null) return `pending: expected ${JSON.stringify(e)}, got null`;
  if (e.by !== actual.by) return `pending.by: expected ${e.by}, got ${actual.by}`;
  const got = 'options' in actual ? actual.options : actual.questions;
  const want = e.options ?? e.questions ?? [];
  return [...got].sort().join() === [...want].sort().join() ? null : `pending: expected ${want.join(',')}, got ${got.join(',')}`;
}

export function runCase(path: string): { id: string; failures: string[]; state: PlayState | null } {
  const c = parse(readFileSync(path, 'utf8')) as CaseFile;
  const dealer = c.dealer ?? boardDealer(c.board ?? 1);
  const calls: string[] = [];
  let state: PlayState | null = null;
  let cited: string[] = [];
  let lastError: string | null = null;
  const failures: string[] = [];
  c.events.forEach((ev, index) => {
    if ('expect' in ev) {
      const expect = ev['expect'] as Record<string, unknown>;
      if (state === null) return;
      const r = playReport(state);
      for (const [k, v] of Object.entries(expect)) {
        if (IGNORED.has(k)) continue;
        const at = `event ${index}: ${k}`;
        if (k === 'laws') {
          for (const law of v as string[]) if (!cited.some((x) => lawCovers(law, x))) failures.push(`${at}: ${law} not cited (cited ${cited.join(' ')})`);
        } else if (k === 'error') {
          if (lastError !== v) failures.push(`${at}: expected ${String(v)}, got ${String(lastError)}`);
        } else if (k === 'pending') {
          const d = comparePending(v, r.pending);
          if (d !== null) failures.push(`${at}: ${d}`);
        } else if (Array.isArray(v)) {
          const got = (r as unknown as Record<string, unknown[]>)[k] ?? [];
          if (!sameSet(v, got)) failures.push(`${at}: expected ${JSON.stringify(v)}, got ${JSON.stringify(got)}`);
        } else {
          const got = (r as unknown as Record<string, unknown>)[k];
          if (JSON.stringify(got) !== JSON.stringify(v)) failures.push(`${at}: expected ${JSON.stringify(v)}, got ${JSON.stringify(got)}`);
        }
      }
      cited = [];
      return;
    }
    if ('call' in ev) {
      calls.push(String(ev['call']));
      if (auctionEnded(calls) && c.deal !== undefined) {
        const result = auctionResult(calls, dealer);
        if (result === null) throw new Error(`${c.id}: no contract`);
        const started = startPlay({ deal: c.deal, contract: result.contract, declarer: result.declarer });
        if (!started.ok) throw new Error(`${c.id}: ${started.error.message}`);
        state = started.value;
        cited.push(...state.laws);
      }
      return;
    }
    if (state === null) return;
    const parsed = parsePlayEvent(ev);
    if (!parsed.ok) {
      lastError = parsed.error.code;
      return;
    }
    const next = applyPlayEvent(state, parsed.value);
    if (next.ok) {
      state = next.value;
      lastError = null;
      cited.push(...state.laws);
    } else {
      lastError = next.error.code;
    }
  });
  return { id: c.id, failures, state };
}
