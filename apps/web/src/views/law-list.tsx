// Laws cited, each with our short summary in the interface language.
import type { Edition } from '@bridge-laws/cards-and-boards';
import type { Language, Translate } from '../i18n/messages.js';
import { lawSummary } from '../i18n/law-summaries.js';

/** `edition`: the Laws the references are numbered in (2007 numbers read their 2007 summaries). */
export function LawList({ laws, language, t, edition = '2017' }: { laws: readonly string[]; language: Language; t: Translate; edition?: Edition }) {
  return (
    <ul class="laws">
      {laws.map((ref) => (
        <li key={ref} data-law={ref}>
          <strong>
            {t('law.word')} {ref}
          </strong>
          {lawSummary(ref, language, edition) === null ? '' : ` — ${lawSummary(ref, language, edition)}`}
        </li>
      ))}
    </ul>
  );
}
