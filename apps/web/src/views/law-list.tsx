// Laws cited, each with our short summary in the interface language.
import type { Language, Translate } from '../i18n/messages.js';
import { lawSummary } from '../i18n/law-summaries.js';

export function LawList({ laws, language, t }: { laws: readonly string[]; language: Language; t: Translate }) {
  return (
    <ul class="laws">
      {laws.map((ref) => (
        <li key={ref} data-law={ref}>
          <strong>
            {t('law.word')} {ref}
          </strong>
          {lawSummary(ref, language) === null ? '' : ` — ${lawSummary(ref, language)}`}
        </li>
      ))}
    </ul>
  );
}
