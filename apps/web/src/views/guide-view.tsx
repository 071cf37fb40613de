// The ruling guide: find an irregularity by law number or words, then walk its decision path on a
// minimal table the engine rules on, without entering a whole board.
import { useMemo, useState } from 'preact/hooks';
import type { CaseEvent } from '@bridge-laws/table';
import type { Regulation } from '@bridge-laws/regulation';
import type { Language, Translate } from '../i18n/messages.js';
import { translateId } from '../i18n/messages.js';
import { lawSummary } from '../i18n/law-summaries.js';
import type { Scenario } from '../guide/scenarios.js';
import { findScenario } from '../guide/scenarios.js';
import { search } from '../guide/search.js';
import { readEvents } from '../table/case-file.js';
import { TableDesk } from './table-desk.js';

export interface GuideViewProps {
  readonly scenario: string | null;
  readonly events: readonly CaseEvent[];
  readonly onWalk: (scenario: string | null, events: readonly CaseEvent[]) => void;
  readonly regulation: Regulation;
  readonly language: Language;
  readonly t: Translate;
}

/** The scenario's own events, as recorded events (they are validated like any case file). */
export function scenarioEvents(s: Scenario): readonly CaseEvent[] {
  const r = readEvents(s.case.events);
  return r.ok ? r.value : [];
}

export function GuideView({ scenario, events, onWalk, regulation, language, t }: GuideViewProps) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => search(query), [query]);
  const walking = findScenario(scenario);

  if (walking !== undefined) {
    return (
      <div class="guide walking">
        <h2>
          {t('guide.walking')}: {walking.title[language]}
        </h2>
        <p class="situation">
          <strong>{t('guide.setup')}:</strong> {walking.situation[language]}
        </p>
        <button type="button" onClick={() => onWalk(null, [])}>
          {t('guide.close')}
        </button>
        <TableDesk
          board={{ board: walking.case.board, deal: walking.case.deal ?? null }}
          events={events}
          onEvents={(e) => onWalk(walking.id, e)}
          regulation={regulation}
          language={language}
          t={t}
        />
      </div>
    );
  }

  return (
    <div class="guide">
      <h2>{t('guide.heading')}</h2>
      <label class="search">
        {t('guide.search')}
        <input type="search" name="guide-search" value={query} placeholder={t('guide.placeholder')} onInput={(e) => setQuery(e.currentTarget.value)} />
      </label>
      <h3>{t('guide.results')}</h3>
      {found.scenarios.length === 0 ? (
        <p>{t('guide.none')}</p>
      ) : (
        <ul class="scenarios">
          {found.scenarios.map((s) => (
            <li key={s.id} data-scenario={s.id}>
              <strong>{s.title[language]}</strong> <small>({t('law.word')} {s.laws.join(', ')})</small>
              <br />
              {s.situation[language]}{' '}
              <button type="button" onClick={() => onWalk(s.id, scenarioEvents(s))}>
                {t('guide.walk')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {found.laws.length > 0 && (
        <>
          <h3>{t('guide.laws')}</h3>
          <ul class="laws registry">
            {found.laws.map((e) => (
              <li key={e.ref} data-law={e.ref}>
                <strong>
                  {t('law.word')} {e.ref}
                </strong>{' '}
                <em>{translateId(language, 'lawkind', e.kind)}</em> — {lawSummary(e.ref, language) ?? e.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
