// Case files in and out: the table's record written in the case-file vocabulary, and read back.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { CaseDocument, CaseEvent } from '@bridge-laws/table';
import { CaseSchema, caseEventVocabulary, parseCase, runCase, writeCase } from '@bridge-laws/table';

import { FEDERATIONS } from '../regulations.js';
import type { BoardRecord, RegulationId } from '../store/desk-state.js';
import { REGULATION_IDS } from '../store/desk-state.js';

/** The table's record as a case file object (board, deal, regulation, events). */
export function caseObject(board: BoardRecord, events: readonly CaseEvent[], regulation: RegulationId): CaseDocument {
  return {
    id: `board-${board.board}-table`,
    title: `Board ${board.board} as recorded at the table`,
    regulation,
    board: board.board,
    ...(board.dealer === undefined ? {} : { dealer: board.dealer }),
    ...(board.vulnerable === undefined ? {} : { vulnerable: board.vulnerable }),
    ...(board.edition === undefined ? {} : { edition: board.edition }),
    ...(board.deal === null ? {} : { deal: board.deal }),
    events: events.map(caseEventVocabulary),
  };
}

/** The case file as YAML text, readable by `bridge-laws case run`. */
export function exportCase(board: BoardRecord, events: readonly CaseEvent[], regulation: RegulationId): string {
  return writeCase(caseObject(board, events, regulation));
}

/** Read events in case-file vocabulary (stored or imported) back into recorded events; the message names the event and field. */
export function readEvents(events: unknown): Result<CaseEvent[], string> {
  const r = CaseSchema.safeParse({ id: 'record', events });
  if (r.success) return ok(r.data.events ?? []);
  const issue = r.error.issues[0];
  return err(issue === undefined ? 'malformed record' : `${issue.path.join('.')}: ${issue.message}`);
}

export interface ImportedCase {
  readonly board: BoardRecord;
  readonly events: readonly CaseEvent[];
  readonly regulation: RegulationId;
  /** What the case's own `expect` blocks say about the replay: null when it has none. */
  readonly check: null | { readonly passed: boolean; readonly failure: string | null; readonly count: number };
}

/** Import a case file (YAML or JSON); a malformed file is a message naming file, event and field. */
export function importCase(text: string, file: string): Result<ImportedCase, string> {
  const parsed = parseCase(text, file);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  const regulation = REGULATION_IDS.find((id) => id === (c.regulation ?? 'wbf'));
  if (regulation === undefined) return err(`${file}: field regulation: "${c.regulation}" is not one the desk knows (${REGULATION_IDS.join(', ')})`);
  const events = c.events ?? [];
  const expectations = events.filter((e) => e.kind === 'expect' && Object.keys(e.expect).length > 0).length;
  const run = runCase(c, { regulations: FEDERATIONS });
  return ok({
    board: {
      board: c.board,
      deal: c.deal ?? null,
      ...(c.dealer === undefined ? {} : { dealer: c.dealer }),
      ...(c.vulnerable === undefined ? {} : { vulnerable: c.vulnerable }),
      ...(c.edition === undefined || c.edition === '2017' ? {} : { edition: c.edition }),
    },
    events,
    regulation,
    check: expectations === 0 ? null : { passed: run.passed, failure: run.failure, count: expectations },
  });
}
