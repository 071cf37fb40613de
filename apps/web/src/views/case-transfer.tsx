// The table's record out as a case file and as PBN, and a case file or a PBN/LIN record in to replay it
// (checked against its own expectations: a record's are its contract, declarer and result).
import { useState } from 'preact/hooks';
import type { CaseEvent } from '@bridge-laws/table';
import type { Translate } from '../i18n/messages.js';
import type { BoardRecord, RegulationId } from '../store/desk-state.js';
import type { ImportedCase } from '../table/case-file.js';
import { exportCase, importCase } from '../table/case-file.js';
import type { RecordBoard } from '../table/records.js';
import { exportPbn, importRecord } from '../table/records.js';
import { recordFormat } from '../table/record-format.js';
import { checkedText, readImportedFile } from '../import-file.js';
import { Problems } from './problems.js';

export interface CaseTransferProps {
  readonly board: BoardRecord | null;
  readonly events: readonly CaseEvent[];
  readonly regulation: RegulationId;
  readonly t: Translate;
  readonly onImport: (c: ImportedCase) => void;
}

const download = (type: string, text: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

export function CaseTransfer({ board, events, regulation, t, onImport }: CaseTransferProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<ImportedCase['check']>(null);
  const [stoppedAt, setStoppedAt] = useState<string | null>(null);
  const [boards, setBoards] = useState<readonly RecordBoard[]>([]);
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const yaml = board === null ? null : exportCase(board, events, regulation);
  const pbn = board === null || board.deal === null ? null : exportPbn(board, events, regulation);

  const replay = (c: ImportedCase, stopped: string | null) => {
    setError(null);
    setCheck(c.check);
    setStoppedAt(stopped);
    onImport(c);
  };
  const fail = (message: string) => {
    setError(message);
    setCheck(null);
    setStoppedAt(null);
  };
  /** Load a file, or pasted text when `file` is null. */
  const load = (content: string, file: string | null) => {
    setBoards([]);
    setUnreadable([]);
    const bounded = checkedText(content, file ?? '', t);
    if (!bounded.ok) return fail(bounded.error);
    if (recordFormat(content, file ?? '') !== null) {
      const r = importRecord(content, file ?? 'pasted record', regulation);
      if (!r.ok) return fail(r.error);
      setUnreadable(r.value.unreadable);
      if (r.value.boards.length > 1) setBoards(r.value.boards);
      const first = r.value.boards[0] as RecordBoard;
      return replay(first.imported, first.stoppedAt);
    }
    const r = importCase(content, file ?? 'pasted case');
    return r.ok ? replay(r.value, null) : fail(r.error);
  };

  return (
    <section class="case-transfer">
      <h2>{t('export.heading')}</h2>
      {yaml !== null && board !== null && (
        <div class="export">
          <label>
            {t('export.case')}
            <textarea readOnly rows={8} cols={72} data-testid="case-export" value={yaml} />
          </label>
          <a download={`board-${board.board}.case.yaml`} href={download('text/yaml', yaml)}>
            {t('export.download')}
          </a>
          {pbn === null ? (
            <p class="law-note">{t('export.pbn-no-deal')}</p>
          ) : pbn.ok ? (
            <>
              <label>
                {t('export.pbn')}
                <textarea readOnly rows={8} cols={72} data-testid="pbn-export" value={pbn.value} />
              </label>
              <a download={`board-${board.board}.pbn`} href={download('application/x-pbn', pbn.value)} data-testid="pbn-download">
                {t('export.pbn-download')}
              </a>
            </>
          ) : (
            <p class="error" data-testid="pbn-error">
              {pbn.error}
            </p>
          )}
        </div>
      )}
      <form class="import" onSubmit={(e) => (e.preventDefault(), load(text, null))}>
        <p>{t('import.case')}</p>
        <label>
          {t('import.file')}
          <input
            type="file"
            accept=".yaml,.yml,.json,.pbn,.lin"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              // Decoded from its bytes (UTF-16, Windows-1250…); a binary or huge file is refused before any reader sees it.
              if (f) {
                void readImportedFile(f, t).then((r) => {
                  setNote(r.ok ? r.value.note : null);
                  return r.ok ? load(r.value.text, f.name) : fail(r.error);
                });
              }
            }}
          />
        </label>
        <label>
          {t('import.text')}
          <textarea name="case" rows={6} cols={72} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('import.load')}</button>
      </form>
      {note !== null && (
        <p class="law-note" data-testid="import-note">
          {note}
        </p>
      )}
      {error !== null && <Problems problems={error} />}
      {boards.length > 1 && (
        <div class="record-boards">
          <p>{t('import.boards')}</p>
          {boards.map((b, i) => (
            <button key={i} type="button" data-record-board={i} onClick={() => replay(b.imported, b.stoppedAt)}>
              {b.title}
            </button>
          ))}
        </div>
      )}
      {check !== null && (
        <p class={check.passed ? 'check passed' : 'check failed'} data-testid="case-check">
          {t('import.checked')} ({check.count}): {check.passed ? t('import.passed') : `${t('import.failed')}: ${check.failure ?? ''}`}
        </p>
      )}
      {stoppedAt !== null && (
        <p class="law-note" data-testid="record-stopped">
          {t('import.stopped')}: {stoppedAt}
        </p>
      )}
      {unreadable.length > 0 && (
        <ul class="error" data-testid="record-unreadable">
          {unreadable.map((u) => (
            <li key={u}>
              {t('import.unreadable')}: {u}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
