// The session: results entered per board or imported (travellers CSV, PBN, LIN), scored at matchpoints or IMPs,
// ranked with adjusted scores, and printed as a result sheet; exported and imported as the shared session file.
import { useMemo, useState } from 'preact/hooks';
import type { Regulation } from '@bridge-laws/regulation';
import type { Session, SessionResult } from '@bridge-laws/session';
import type { Language, Translate } from '../i18n/messages.js';
import type { RegulationId, SessionRecord } from '../store/desk-state.js';
import { SCORINGS } from '../store/desk-state.js';
import { movementOf, scoringOf } from '../session/record.js';
import { readImportedFile } from '../import-file.js';
import { addEntries, addLines, clearResults, lineEntry, readEntry, removeResult, resultText, scoreSession } from '../session/session.js';
import type { EventKind } from '../session/import-results.js';
import { EVENT_KINDS, readPairsFile, readResultsFile } from '../session/import-results.js';
import type { DetectedMovement } from '@bridge-laws/scoring';
import type { Movement } from '../session/record.js';
import { EventResultsView, ExportLinks } from './event-results.js';
import { problemText } from '../session/refusals.js';
import { EveningView } from './evening-view.js';
import { resultsExports, scoreEvent } from '../session/event.js';
import { exportSessionFile, importSessionFile } from '../session/session-file.js';
import { REGULATIONS } from '../regulations.js';
import { callText } from './symbols.js';
import { Problems } from './problems.js';

export interface SessionViewProps {
  readonly session: SessionRecord;
  readonly onSession: (s: SessionRecord) => void;
  readonly regulation: Regulation;
  readonly regulationId: RegulationId;
  readonly language?: Language;
  readonly t: Translate;
}

const EMPTY = { board: '1', ns: '', ew: '', contract: '', declarer: '', tricks: '', score: '' };
const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

const dataUrl = (text: string) => `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;
const tricksText = (r: SessionResult): string => (r.tricks === undefined ? '' : String(r.tricks));

/** The movement a pairs file showed, with what shows it; when it could not tell, the scorer's choice among the candidates. */
function DetectedNote({ detected, t, onChoose, onCancel }: { detected: DetectedMovement; t: Translate; onChoose: (m: Movement) => void; onCancel: () => void }) {
  const values = detected.evidence as unknown as Record<string, unknown>;
  const evidence = t(`detect.${detected.evidence.code}`).replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name];
    return Array.isArray(v) ? v.join(', ') : String(v);
  });
  if (detected.kind !== 'ambiguous') {
    return (
      <p role="status" class="law-note detected" data-testid="detected-movement">
        {t('detect.read')} <strong>{t(`movement.${detected.kind}`)}</strong> — {evidence}
      </p>
    );
  }
  return (
    <div role="alert" class="detected ambiguous" data-testid="detected-movement">
      <p>
        {t('detect.ambiguous')} {evidence}
      </p>
      {t('detect.choose')}{' '}
      {detected.candidates.map((m) => (
        <button key={m} type="button" class="choose-movement" data-movement={m} onClick={() => onChoose(m)}>
          {t(`movement.${m}`)}
        </button>
      ))}{' '}
      <button type="button" onClick={onCancel}>
        {t('detect.cancel')}
      </button>
    </div>
  );
}

/** The remove button of a result row, the same in the pairs list and on a scored traveller: every row stays removable. */
function RemoveCell({ onRemove, t }: { onRemove: (() => void) | null; t: Translate }) {
  return (
    <td class="no-print">
      {onRemove !== null && (
        <button type="button" class="remove" onClick={onRemove}>
          {t('session.remove')}
        </button>
      )}
    </td>
  );
}

export function SessionView({ session: record, onSession, regulation, regulationId, language = 'en', t }: SessionViewProps) {
  const [entry, setEntry] = useState(EMPTY);
  const [csv, setCsv] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [switched, setSwitched] = useState(false);
  // The movement a pairs file showed on import (Law 8A), or the question when it could not tell.
  const [detected, setDetected] = useState<{ text: string; file: string; note: string | null; read: DetectedMovement } | null>(null);
  const session = record.session;
  const movement = movementOf(session);
  const scoring = scoringOf(session);
  // Every edit is a new session value; the ruling log stays beside it, and a refused stored session is left behind.
  const edit = (s: Session) => onSession({ ...record, session: s, refused: undefined });
  const [kind, setKind] = useState<EventKind>(record.event?.kind ?? 'pairs');
  const scored = useMemo(() => scoreSession(session, regulation), [session, regulation]);
  const exported = useMemo(() => exportSessionFile(session, regulationId), [session, regulationId]);
  const mp = scoring === 'matchpoints';
  const withEvent = (patch: Partial<Session['event']>) => edit({ ...session, event: { ...session.event, ...patch } });

  const add = () => {
    const board = Number(entry.board);
    if (!Number.isInteger(board) || board < 1) return setProblems([t('error.board')]);
    const line = readEntry({ ...entry, board, switched: movement === 'arrow-switch' && switched }, movement);
    const e = line.ok ? lineEntry(line.value, 'entry') : line;
    if (!e.ok) return setProblems([e.error]);
    // A pair with a result on the board already is refused; the sheet stays as it was.
    const next = addEntries(session, [e.value]);
    if (!next.ok) return setProblems(next.error.map((p) => problemText(p, t)));
    setProblems([]);
    edit(next.value);
    setEntry({ ...EMPTY, board: entry.board });
  };
  const importText = (text: string, file: string, note: string | null = null, chosen?: Movement) => {
    const established = session.results.length === 0 ? undefined : movement;
    const r = kind === 'pairs' ? readPairsFile(text, file, chosen, established) : readResultsFile(text, file, kind, movement);
    if (!r.ok) return setProblems(r.error);
    const read = r.value;
    // A file that cannot tell its movement is not imported until the scorer chooses one (never guessed), unless the
    // session's own results have fixed it.
    const unanswered = read.detected?.kind === 'ambiguous' && read.movement === undefined;
    setDetected(read.detected === undefined || chosen !== undefined || (read.detected.kind === 'ambiguous' && !unanswered) ? null : { text, file, note, read: read.detected });
    if (unanswered && chosen === undefined) return setProblems([]);
    if (read.kind !== 'pairs') {
      // Teams and individuals are kept as their file and scored by the scoring package; a file it refuses is not kept.
      const event = { kind: read.kind, name: file, text };
      const scoredEvent = scoreEvent(event, regulation.settings);
      if (!scoredEvent.ok) return setProblems(scoredEvent.error);
      setProblems(note === null ? [] : [note]);
      setKind(read.kind);
      onSession({ ...record, event });
      return setCsv('');
    }
    // A USEBIO file states its movement and scoring, any other file shows its movement: a session without results takes
    // them; one with results keeps its own, and a file of another movement is refused.
    const fresh = session.results.length === 0;
    if (!fresh && read.movement !== undefined && read.movement !== movement) {
      return setProblems([t('detect.differs').replace('{file}', t(`movement.${read.movement}`)).replace('{session}', t(`movement.${movement}`))]);
    }
    const base: Session = fresh ? { ...session, event: { ...session.event, ...(read.movement ? { movement: read.movement } : {}), ...(read.scoring ? { scoring: read.scoring } : {}) } } : session;
    const next = addLines(base, read.lines, file);
    if (!next.ok) return setProblems(next.error.map((p) => problemText(p, t)));
    setProblems(note === null ? [] : [note]);
    edit(next.value);
    setCsv('');
  };
  const importFile = (text: string, note: string | null = null) => {
    const r = importSessionFile(text, Object.values(REGULATIONS));
    if (!r.ok) return setProblems([r.error]);
    setProblems(note === null ? [] : [note]);
    edit(r.value);
  };
  const input = (name: keyof typeof EMPTY, label: string, size = 6) => (
    <label>
      {label}
      <input name={name} size={size} value={entry[name]} onInput={(e) => setEntry({ ...entry, [name]: e.currentTarget.value })} />
    </label>
  );

  return (
    <div class="session">
      <h2>{t('session.heading')}</h2>
      <div class="no-print session-settings">
        <label>
          {t('session.event')}
          <select name="event" value={kind} onChange={(e) => setKind(EVENT_KINDS.find((x) => x === e.currentTarget.value) ?? 'pairs')}>
            {EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`event.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('session.scoring')}
          <select name="scoring" value={scoring} onChange={(e) => withEvent({ scoring: SCORINGS.find((x) => x === e.currentTarget.value) ?? 'matchpoints' })}>
            {SCORINGS.map((s) => (
              <option key={s} value={s}>
                {t(`scoring.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <EveningView record={record} onSession={onSession} t={t} />
      <form class="no-print entry" onSubmit={(e) => (e.preventDefault(), add())}>
        <strong>{t('session.entry')}</strong>
        {input('board', t('session.board'), 3)}
        {input('ns', t('session.ns'))}
        {input('ew', t('session.ew'))}
        {input('contract', t('session.contract'), 8)}
        {input('declarer', t('session.declarer'), 2)}
        {input('tricks', t('session.tricks'), 3)}
        {input('score', t('session.weighted-score'), 14)}
        {movement === 'arrow-switch' && (
          <label>
            <input type="checkbox" name="switched" checked={switched} onChange={(e) => setSwitched(e.currentTarget.checked)} /> {t('session.switched')}
          </label>
        )}
        <button type="submit">{t('session.add')}</button>
      </form>
      <p class="no-print law-note">{t('session.adjusted-note')}</p>
      <form class="no-print import" onSubmit={(e) => (e.preventDefault(), importText(csv, 'pasted results'))}>
        <label>
          {t('session.import')}
          <textarea name="travellers" rows={4} cols={60} value={csv} onInput={(e) => setCsv(e.currentTarget.value)} />
        </label>
        <input
          type="file"
          accept=".csv,.txt,.pbn,.lin,.xml"
          aria-label={t('session.import')}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            // Decoded from its bytes (PBN's ISO 8859-1, UTF-8, UTF-16, Windows-1250…); a binary or huge file is refused.
            if (f) void readImportedFile(f, t).then((r) => (r.ok ? importText(r.value.text, f.name, r.value.note) : setProblems([r.error])));
          }}
        />
        <button type="submit">{t('session.import-button')}</button>
        <small class="law-note">{t('event.import-note')}</small>
      </form>
      <div class="no-print session-file">
        <label>
          {t('session.file-import')}{' '}
          <input
            type="file"
            accept=".json"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) void readImportedFile(f, t).then((r) => (r.ok ? importFile(r.value.text, r.value.note) : setProblems([r.error])));
            }}
          />
        </label>{' '}
        {exported.ok ? (
          <a download="session.json" href={dataUrl(exported.value)} data-testid="session-file-download">
            {t('session.file-export')}
          </a>
        ) : (
          <button type="button" onClick={() => setProblems(exported.error)}>
            {t('session.file-export')}
          </button>
        )}
      </div>
      {detected !== null && <DetectedNote detected={detected.read} t={t} onChoose={(m) => importText(detected.text, detected.file, detected.note, m)} onCancel={() => setDetected(null)} />}
      {problems.length > 0 && <Problems problems={problems} />}
      {record.refused !== undefined && (
        <div role="alert" class="error stored-refused" data-testid="stored-refused">
          {t('session.stored-refused')} {record.refused.message}{' '}
          <a download="stored-session.json" href={dataUrl(record.refused.text)}>
            {t('session.stored-download')}
          </a>
        </div>
      )}
      {record.event !== undefined && (
        <EventResultsView event={record.event} settings={regulation.settings} t={t} onRemove={() => onSession({ ...record, event: undefined })} />
      )}
      {session.results.length === 0 ? (
        <p>{t('session.empty')}</p>
      ) : !scored.ok ? (
        // A session the scorer refuses (e.g. rows stored by an older desk) never locks the sheet: every row stays removable.
        <div class="unscored">
          <Problems problems={scored.error} />
          <table class="rows" data-testid="rows">
            <tbody>
              {session.results.map((row) => (
                <tr key={`${row.board}/${row.table}`}>
                  <td>{row.board}</td>
                  <td>{row.ns}</td>
                  <td>{row.ew}</td>
                  <td>{callText(resultText(session, row))}</td>
                  <td>{row.declarer ?? ''}</td>
                  <td>{tricksText(row)}</td>
                  <RemoveCell onRemove={() => edit(removeResult(session, row))} t={t} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div class="result-sheet">
          <h3>{t('session.ranking')}</h3>
          {(session.rulings.length > 0 || session.appeals.length > 0) && (
            <p class="law-note" data-testid="session-file-note">
              {t('session.file-ranking')} {session.rulings.length} / {session.appeals.length}
            </p>
          )}
          <table class="ranking" data-testid="ranking">
            <thead>
              <tr>
                <th>{t('session.rank')}</th>
                <th>{t('session.pair')}</th>
                {movement !== 'howell' && <th>{t('session.direction')}</th>}
                <th>{t('session.boards')}</th>
                <th>{t('session.total')}</th>
                {mp && <th>{t('session.percent')}</th>}
              </tr>
            </thead>
            <tbody>
              {scored.value.standings.map((s) => (
                <tr key={`${s.item.direction ?? ''}${s.item.pair}`}>
                  <td>{s.label}</td>
                  <td>{s.item.pair}</td>
                  {movement !== 'howell' && <td>{s.item.direction === null ? '' : t(`vul.${s.item.direction}`)}</td>}
                  <td>{s.item.boards}</td>
                  <td>{fmt(s.item.total)}</td>
                  {mp && <td>{fmt(s.item.percent ?? 0)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('session.results')}</h3>
          {scored.value.boards.map((b) => (
            <table key={b.board} class="traveller" data-board={b.board}>
              <caption>
                {t('session.board')} {b.board}
                {b.top !== undefined && ` (${t('session.top')} ${fmt(b.top)})`}
                {b.datum !== undefined && ` (${t('session.datum')} ${b.datum})`}
              </caption>
              <thead>
                <tr>
                  <th>{t('session.ns')}</th>
                  <th>{t('session.ew')}</th>
                  <th>{t('table.contract')}</th>
                  <th>{t('session.declarer')}</th>
                  <th>{t('session.tricks')}</th>
                  <th>{t('session.score')}</th>
                  <th>{t('session.result-ns')}</th>
                  <th>{t('session.result-ew')}</th>
                  <th class="no-print" />
                </tr>
              </thead>
              <tbody>
                {b.lines.map((l) => {
                  const row = session.results.find((r) => r.board === b.board && r.ns === l.ns && r.ew === l.ew);
                  const score = l.line.ns.kind === 'score' && l.line.ew.kind === 'score' && l.line.ns.ns === l.line.ew.ns ? String(l.line.ns.ns) : '';
                  return (
                    <tr key={`${l.ns}-${l.ew}`}>
                      <td>{l.ns}</td>
                      <td>{l.ew}</td>
                      <td>{row === undefined ? '' : callText(resultText(session, row))}</td>
                      <td>{row?.declarer ?? ''}</td>
                      <td>{row === undefined ? '' : tricksText(row)}</td>
                      <td>{score}</td>
                      <td>{fmt(l.nsResult)}{l.nsPercent === undefined ? '' : ` (${fmt(l.nsPercent)}%)`}</td>
                      <td>{fmt(l.ewResult)}{l.ewPercent === undefined ? '' : ` (${fmt(l.ewPercent)}%)`}</td>
                      <RemoveCell onRemove={row === undefined ? null : () => edit(removeResult(session, row))} t={t} />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ))}
          <ExportLinks files={resultsExports({ kind: 'pairs', result: scored.value }, t('session.heading'), regulation.settings)} t={t} />
          <div class="no-print">
            <button type="button" onClick={() => window.print()}>
              {t('session.print')}
            </button>{' '}
            <button type="button" onClick={() => edit(clearResults(session))}>
              {t('session.clear')}
            </button>
          </div>
        </div>
      )}
      <section class="ruling-log" aria-label={t('log.heading')} data-testid="ruling-log">
        <h3>{t('log.heading')}</h3>
        {(record.rulings ?? []).length === 0 ? (
          <p>{t('log.empty')}</p>
        ) : (
          <ol>
            {(record.rulings ?? []).map((r, i) => (
              <li key={i} data-board={r.board}>
                <strong>
                  {t('session.board')} {r.board}
                </strong>{' '}
                <small>{r.at.slice(0, 16).replace('T', ' ')}</small>
                <ul>
                  {r[language].map((l, j) => (
                    <li key={j}>{l}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
