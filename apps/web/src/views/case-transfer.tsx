// The table's record out as a case file, and a case file in to replay it (checked against its own expectations).
import { useState } from 'preact/hooks';
import type { CaseEvent } from '@bridge-laws/table';
import type { Translate } from '../i18n/messages.js';
import type { BoardRecord, RegulationId } from '../store/desk-state.js';
import type { ImportedCase } from '../table/case-file.js';
import { exportCase, importCase } from '../table/case-file.js';

export interface CaseTransferProps {
  readonly board: BoardRecord | null;
  readonly events: readonly CaseEvent[];
  readonly regulation: RegulationId;
  readonly t: Translate;
  readonly onImport: (c: ImportedCase) => void;
}

export function CaseTransfer({ board, events, regulation, t, onImport }: CaseTransferProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<ImportedCase['check']>(null);
  const yaml = board === null ? null : exportCase(board, events, regulation);

  const load = (content: string, file: string) => {
    const r = importCase(content, file);
    if (!r.ok) {
      setError(r.error);
      setCheck(null);
      return;
    }
    setError(null);
    setCheck(r.value.check);
    onImport(r.value);
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
          <a download={`board-${board.board}.case.yaml`} href={`data:text/yaml;charset=utf-8,${encodeURIComponent(yaml)}`}>
            {t('export.download')}
          </a>
          <p class="law-note">{t('export.pbn-later')}</p>
        </div>
      )}
      <form class="import" onSubmit={(e) => (e.preventDefault(), load(text, 'pasted case'))}>
        <p>{t('import.case')}</p>
        <label>
          {t('import.file')}
          <input
            type="file"
            accept=".yaml,.yml,.json"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) void f.text().then((content) => load(content, f.name));
            }}
          />
        </label>
        <label>
          {t('import.text')}
          <textarea name="case" rows={6} cols={72} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('import.load')}</button>
      </form>
      {error !== null && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {check !== null && (
        <p class={check.passed ? 'check passed' : 'check failed'} data-testid="case-check">
          {t('import.checked')} ({check.count}): {check.passed ? t('import.passed') : `${t('import.failed')}: ${check.failure ?? ''}`}
        </p>
      )}
    </section>
  );
}
