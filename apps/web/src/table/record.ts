// The table's record: the events as recorded (case-file vocabulary), replayed through the table engine.
import type { Refusal, Result } from '@bridge-laws/cards-and-boards';
import type { Card } from '@bridge-laws/cards-and-boards';
import { ok, parseCard } from '@bridge-laws/cards-and-boards';
import type { CaseEvent, TablePhase, TableState } from '@bridge-laws/table';
import { announceRuling, applyTableEvent, citationMark, createTable, parseTableEvent, report, tablePhase } from '@bridge-laws/table';
import type { Regulation } from '@bridge-laws/regulation';
import type { BoardRecord } from '../store/desk-state.js';

/** One recorded event and, when the engine refused it (imported cases may hold such events), why. */
export interface ReplayStep {
  readonly event: CaseEvent;
  readonly refusal: Refusal<string> | null;
  /** Laws the engine cited for this event, in the order first cited. */
  readonly laws: readonly string[];
  /** The phase the event was made in (a card faced during the auction is not a play). */
  readonly phase: TablePhase;
}

export interface Replay {
  readonly state: TableState;
  readonly steps: readonly ReplayStep[];
}

/** The table for a board: Law 2's dealer and vulnerability unless the record overrides them; the board's edition of the Laws. */
export function startTable(board: BoardRecord, regulation: Regulation): Result<TableState, Refusal<string>> {
  return createTable({
    board: board.board,
    regulation,
    ...(board.deal === null ? {} : { deal: board.deal }),
    ...(board.dealer === undefined ? {} : { dealer: board.dealer }),
    ...(board.vulnerable === undefined ? {} : { vulnerable: board.vulnerable }),
    ...(board.edition === undefined ? {} : { edition: board.edition }),
  });
}

/** Laws cited by going from one state to the next. */
function newLaws(before: TableState, after: TableState): string[] {
  const since = report(after, { since: citationMark(before) }).laws;
  const had = new Set(report(before).laws);
  const fresh = report(after).laws.filter((l) => !had.has(l));
  return [...new Set([...since, ...fresh])];
}

/** Apply one recorded event; an `expect` is the moment the ruling is read out (Laws 36–39). */
export function applyRecorded(state: TableState, e: CaseEvent): Result<TableState, Refusal<string>> {
  switch (e.kind) {
    case 'expect':
      return ok(announceRuling(state));
    case 'facts':
      return applyTableEvent(state, { type: 'facts', facts: e.facts });
    case 'milestone':
      return applyTableEvent(state, { type: 'milestone', milestone: e.milestone });
    case 'table': {
      const parsed = parseTableEvent(e.event);
      return parsed.ok ? applyTableEvent(state, parsed.value) : parsed;
    }
  }
}

/** Append one event to a replay; a refused event is not recorded. */
export function record(r: Replay, e: CaseEvent): Result<Replay, Refusal<string>> {
  const next = applyRecorded(r.state, e);
  if (!next.ok) return next;
  return ok({ state: next.value, steps: [...r.steps, { event: e, refusal: null, laws: newLaws(r.state, next.value), phase: tablePhase(r.state) }] });
}

/** Replay a record from the start; refused events are kept with their refusal (as a case file may hold them). */
export function replay(start: TableState, events: readonly CaseEvent[]): Replay {
  let state = start;
  const steps: ReplayStep[] = [];
  for (const e of events) {
    const next = applyRecorded(state, e);
    if (next.ok) {
      steps.push({ event: e, refusal: null, laws: newLaws(state, next.value), phase: tablePhase(state) });
      state = next.value;
    } else steps.push({ event: e, refusal: next.error, laws: [], phase: tablePhase(state) });
  }
  return { state, steps };
}

/** Undo: the record without its last event. */
export function withoutLast(events: readonly CaseEvent[]): readonly CaseEvent[] {
  return events.slice(0, -1);
}

/** Cards that left their hands: played after the auction and not taken back (Laws 47, 62C). */
export function cardsPlayed(steps: readonly ReplayStep[]): Set<Card> {
  const gone = new Set<Card>();
  for (const s of steps) {
    if (s.refusal !== null || s.event.kind !== 'table' || s.phase === 'auction') continue;
    const { action, value } = s.event.event;
    const card = parseCard(String(value));
    if (card === undefined) continue;
    if (action === 'play') gone.add(card);
    if (action === 'withdraw') gone.delete(card);
  }
  return gone;
}
