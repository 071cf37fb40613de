// PBN and BBO LIN records in and out: the table's record as a PBN game, and a played board from a PBN
// or LIN record as a case the desk replays. The conversions are the table package's; this file only
// routes the desk's data through them.
import type { Result } from '@bridge-laws/cards-and-boards';
import { err, ok } from '@bridge-laws/cards-and-boards';
import type { CaseEvent } from '@bridge-laws/table';
import { caseToPbn, casesFromText, parseCase, writeCase } from '@bridge-laws/table';
import { FEDERATIONS } from '../regulations.js';
import type { BoardRecord, RegulationId } from '../store/desk-state.js';
import type { ImportedCase } from './case-file.js';
import { caseObject, importCase } from './case-file.js';
import { recordFormat } from './record-format.js';

/** The record as a PBN game (export format) with the accepted irregularities marked; an error says why not. */
export function exportPbn(board: BoardRecord, events: readonly CaseEvent[], regulation: RegulationId): Result<string, string> {
  const c = parseCase(writeCase(caseObject(board, events, regulation)), 'record');
  if (!c.ok) return c;
  return caseToPbn(c.value, { regulations: FEDERATIONS });
}

/** One board of a record, ready to replay, and where the conversion stopped (a question only the director can answer). */
export interface RecordBoard {
  readonly title: string;
  readonly imported: ImportedCase;
  readonly stoppedAt: string | null;
}

export interface RecordImport {
  readonly boards: readonly RecordBoard[];
  /** Games that are not played boards, each with its reason. */
  readonly unreadable: readonly string[];
}

/**
 * Every played board of a PBN or LIN record as a case the desk replays under the desk's regulation;
 * its recorded contract, declarer and result are checked against the Laws' outcome.
 */
export function importRecord(text: string, file: string, regulation: RegulationId): Result<RecordImport, string> {
  const format = recordFormat(text, file);
  if (format === null) return err(`${file}: neither a PBN nor a BBO LIN record`);
  const stem = file.replace(/\.[a-z]+$/i, '');
  const read = casesFromText(text, format, stem);
  if (!read.ok) return err(`${file}: ${read.error}`);
  const boards: RecordBoard[] = [];
  const unreadable = read.value.unreadable.map((u) => `${file}: game ${u.game}: ${u.reason}`);
  for (const bc of read.value.cases) {
    const imported = importCase(writeCase({ ...bc.case, regulation }), `${file} (${bc.case.id})`);
    if (imported.ok) boards.push({ title: bc.case.title ?? bc.case.id, imported: imported.value, stoppedAt: bc.stoppedAt });
    else unreadable.push(imported.error);
  }
  if (boards.length === 0) return err(unreadable[0] ?? `${file}: no played board in the record`);
  return ok({ boards, unreadable });
}
