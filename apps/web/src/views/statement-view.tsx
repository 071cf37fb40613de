// The ruling statement to read out at the table, in the interface language: built as data by the table package
// (`rulingStatement`), rendered here; each cited law's summary one click away; printable on its own.
import type { Edition } from '@bridge-laws/cards-and-boards';
import type { RulingStatement } from '@bridge-laws/table';
import type { Language, Translate } from '../i18n/messages.js';
import { lawSummary } from '../i18n/law-summaries.js';
import { statementLines } from '../ruling/statement-text.js';

export function printStatement(): void {
  document.body.classList.add('print-statement');
  try {
    window.print();
  } finally {
    document.body.classList.remove('print-statement');
  }
}

/** `extra`: sentences the statement's data does not hold (a director's finding recorded by the view), read out last. */
export function StatementView(props: { statement: RulingStatement; language: Language; t: Translate; edition?: Edition; extra?: readonly string[] }) {
  const { statement, language, t, edition = '2017', extra = [] } = props;
  const lines = [...statementLines(statement, language, edition), ...extra];
  return (
    <section class="statement" aria-label={t('statement.heading')} data-testid="statement">
      <h3>{t('statement.heading')}</h3>
      <ol class="statement-lines">
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
      {statement.laws.length > 0 && (
        <div class="statement-laws">
          <p>{t('statement.laws')}</p>
          {statement.laws.map((ref) => (
            <details key={ref} class="law-summary" data-law={ref}>
              <summary>
                {t('law.word')} {ref}
              </summary>
              {lawSummary(ref, language, edition) ?? ''}
            </details>
          ))}
        </div>
      )}
      <button type="button" class="print-statement no-print" onClick={printStatement}>
        {t('statement.print')}
      </button>
    </section>
  );
}
