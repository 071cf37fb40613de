// A teams or individual event imported from its results file: the ranking, each match's IMPs and VPs (Laws 78B–78D),
// and the results as files (CSV, PBN, USEBIO, a printable page) — the same exports the pairs session offers.
import { useMemo } from 'preact/hooks';
import type { ScoringSettings } from '@bridge-laws/scoring';
import type { Translate } from '../i18n/messages.js';
import type { ImportedEvent } from '../session/record.js';
import type { ResultsExport } from '../session/event.js';
import { resultsExports, scoreEvent } from '../session/event.js';
import { Problems } from './problems.js';

const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const FORMAT_LABEL = { 'results.csv': 'export.results-csv', 'results.pbn': 'export.results-pbn', 'results.html': 'export.results-html', 'results.xml': 'export.results-usebio' } as const;

/** Download links for the results files. */
export function ExportLinks({ files, t }: { files: readonly ResultsExport[]; t: Translate }) {
  return (
    <p class="no-print results-export" data-testid="results-export">
      {t('export.results')}{' '}
      {files.map((f, i) => (
        <span key={f.name}>
          {i > 0 && ' · '}
          <a download={f.name} href={`data:${f.type};charset=utf-8,${encodeURIComponent(f.text)}`} data-format={f.name}>
            {t(FORMAT_LABEL[f.name as keyof typeof FORMAT_LABEL] ?? 'export.results')}
          </a>
        </span>
      ))}
    </p>
  );
}

export interface EventResultsProps {
  readonly event: ImportedEvent;
  readonly settings: ScoringSettings;
  readonly t: Translate;
  readonly onRemove: () => void;
}

export function EventResultsView({ event, settings, t, onRemove }: EventResultsProps) {
  const scored = useMemo(() => scoreEvent(event, settings), [event, settings]);
  const remove = (
    <button type="button" class="no-print remove-event" onClick={onRemove}>
      {t('event.remove')}
    </button>
  );
  return (
    <section class="event-results result-sheet" data-testid="event-results" data-kind={event.kind}>
      <h3>
        {t(`event.${event.kind}`)}: {event.name}
      </h3>
      {!scored.ok ? (
        // A stored file the reader no longer accepts: the message, and the event stays removable.
        <Problems problems={scored.error} />
      ) : scored.value.kind === 'teams' ? (
        <>
          <table class="ranking" data-testid="event-ranking">
            <thead>
              <tr>
                <th>{t('session.rank')}</th>
                <th>{t('event.team')}</th>
                <th>{t('event.matches')}</th>
                <th>{t('event.imps-for')}</th>
                <th>{t('event.imps-against')}</th>
                <th>{t('event.vp')}</th>
              </tr>
            </thead>
            <tbody>
              {scored.value.result.standings.map((s) => (
                <tr key={s.item.team}>
                  <td>{s.label}</td>
                  <td>{s.item.team}</td>
                  <td>{s.item.matches}</td>
                  <td>{fmt(s.item.impsFor)}</td>
                  <td>{fmt(s.item.impsAgainst)}</td>
                  <td>{fmt(s.item.vp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table class="matches" data-testid="event-matches">
            <caption>{t('event.matches')}</caption>
            <thead>
              <tr>
                <th>{t('event.round')}</th>
                <th>{t('event.home')}</th>
                <th>{t('event.away')}</th>
                <th>{t('event.imps')}</th>
                <th>{t('event.vp')}</th>
              </tr>
            </thead>
            <tbody>
              {scored.value.result.matches.map((m) => (
                <tr key={`${m.round}/${m.home}/${m.away}`}>
                  <td>{m.round}</td>
                  <td>{m.home}</td>
                  <td>{m.away}</td>
                  <td>
                    {fmt(m.impsHome)} : {fmt(m.impsAway)}
                  </td>
                  <td>
                    {fmt(m.vpHome)} : {fmt(m.vpAway)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : scored.value.kind === 'individuals' ? (
        <table class="ranking" data-testid="event-ranking">
          <thead>
            <tr>
              <th>{t('session.rank')}</th>
              <th>{t('event.player')}</th>
              <th>{t('session.boards')}</th>
              <th>{t('session.total')}</th>
              <th>{t('session.percent')}</th>
            </tr>
          </thead>
          <tbody>
            {scored.value.result.standings.map((s) => (
              <tr key={s.item.player}>
                <td>{s.label}</td>
                <td>{s.item.player}</td>
                <td>{s.item.boards}</td>
                <td>{fmt(s.item.total)}</td>
                <td>{fmt(s.item.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {scored.ok && <ExportLinks files={resultsExports(scored.value, event.name, settings)} t={t} />}
      {remove}
    </section>
  );
}
