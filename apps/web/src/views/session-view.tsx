// The session: results entered per board or imported (travellers CSV, PBN, LIN), scored at matchpoints or IMPs,
// ranked with adjusted scores, and printed as a result sheet; exported and imported as the shared session file.
import { useMemo, useState } from 'preact/hooks';
import type { ScoringSettings } from '@bridge-laws/scoring';
import type { Language, Translate } from '../i18n/messages.js';
import type { Movement, RegulationId, SessionRecord, SessionRow, SessionScoring } from '../store/desk-state.js';
import { MOVEMENTS, SCORINGS } from '../store/desk-state.js';
import { readImportedFile } from '../import-file.js';
import { checkRow, importResults, scoreSession } from '../session/session.js';
import { addRows } from '../session/traveller.js';
import { exportSessionFile, importSessionFile, sessionFileResults } from '../session/session-file.js';
import { REGULATIONS } from '../regulations.js';
import { callText } from './symbols.js';

export interface SessionViewProps {
  readonly session: SessionRecord;
  readonly onSession: (s: SessionRecord) => void;
  readonly settings: ScoringSettings;
  readonly regulationId: RegulationId;
  readonly language?: Language;
  readonly t: Translate;
}

const EMPTY = { board: '1', ns: '', ew: '', contract: '', declarer: '', tricks: '' };
const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

const dataUrl = (text: string) => `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;

export function SessionView({ session, onSession, settings, regulationId, language = 'en', t }: SessionViewProps) {
  const [entry, setEntry] = useState(EMPTY);
  const [csv, setCsv] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  // An imported session file (kept with the session, so a reload keeps it) ranks the rows until they are edited:
  // its rulings and appeals change the ranking.
  const file = useMemo(() => {
    if (session.file === undefined) return null;
    const r = importSessionFile(session.file, Object.values(REGULATIONS));
    return r.ok ? r.value : null;
  }, [session.file]);
  const fromFile = file !== null;
  // Any edit leaves the file behind: the rows no longer are the file's.
  const edit = (s: SessionRecord) => onSession({ scoring: s.scoring, movement: s.movement, rows: s.rows, rulings: session.rulings });
  const scored = useMemo(() => (file !== null ? sessionFileResults(file) : scoreSession(session, settings)), [file, session, settings]);
  const exported = useMemo(() => exportSessionFile(session, regulationId), [session, regulationId]);
  const mp = session.scoring === 'matchpoints';

  const add = () => {
    const board = Number(entry.board);
    const row: SessionRow = { ...entry, board: Number.isInteger(board) && board >= 1 ? board : 0, score: '', vulnerable: '' };
    const r = row.board === 0 ? { ok: false as const, error: t('error.board') } : checkRow(row);
    if (!r.ok) {
      setProblems([r.error]);
      return;
    }
    // A pair with a result on the board already is refused; the sheet stays as it was.
    const next = addRows(session, [row]);
    if (!next.ok) return setProblems(next.error);
    setProblems([]);
    edit(next.value);
    setEntry({ ...EMPTY, board: entry.board });
  };
  const importText = (text: string, file: string, note: string | null = null) => {
    const r = importResults(text, file, session.movement);
    if (!r.ok) {
      setProblems(r.error);
      return;
    }
    const next = addRows(session, r.value);
    if (!next.ok) return setProblems(next.error);
    setProblems(note === null ? [] : [note]);
    edit(next.value);
    setCsv('');
  };
  const importFile = (text: string, note: string | null = null) => {
    const r = importSessionFile(text, Object.values(REGULATIONS));
    if (!r.ok) {
      setProblems([r.error]);
      return;
    }
    setProblems(note === null ? [] : [note]);
    onSession({ ...r.value.record, file: text, rulings: session.rulings });
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
          {t('session.scoring')}
          <select name="scoring" value={session.scoring} onChange={(e) => edit({ ...session, scoring: e.currentTarget.value as SessionScoring })}>
            {SCORINGS.map((s) => (
              <option key={s} value={s}>
                {t(`scoring.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('session.movement')}
          <select name="movement" value={session.movement} onChange={(e) => edit({ ...session, movement: e.currentTarget.value as Movement })}>
            {MOVEMENTS.map((m) => (
              <option key={m} value={m}>
                {t(`movement.${m}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form class="no-print entry" onSubmit={(e) => (e.preventDefault(), add())}>
        <strong>{t('session.entry')}</strong>
        {input('board', t('session.board'), 3)}
        {input('ns', t('session.ns'))}
        {input('ew', t('session.ew'))}
        {input('contract', t('session.contract'), 8)}
        {input('declarer', t('session.declarer'), 2)}
        {input('tricks', t('session.tricks'), 3)}
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
          accept=".csv,.txt,.pbn,.lin"
          aria-label={t('session.import')}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            // Decoded from its bytes (PBN's ISO 8859-1, UTF-8, UTF-16, Windows-1250…); a binary or huge file is refused.
            if (f) void readImportedFile(f, t).then((r) => (r.ok ? importText(r.value.text, f.name, r.value.note) : setProblems([r.error])));
          }}
        />
        <button type="submit">{t('session.import-button')}</button>
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
      {problems.length > 0 && (
        <ul role="alert" class="error">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {session.rows.length === 0 ? (
        <p>{t('session.empty')}</p>
      ) : !scored.ok ? (
        // A session the scorer refuses (e.g. rows stored by an older desk) never locks the sheet: every row stays removable.
        <div class="unscored">
          <ul role="alert" class="error">
            {scored.error.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <table class="rows" data-testid="rows">
            <tbody>
              {session.rows.map((row, i) => (
                <tr key={i}>
                  <td>{row.board}</td>
                  <td>{row.ns}</td>
                  <td>{row.ew}</td>
                  <td>{callText(row.contract)}</td>
                  <td>{row.declarer}</td>
                  <td>{row.tricks}</td>
                  <td>{row.score}</td>
                  <td class="no-print">
                    <button type="button" class="remove" onClick={() => edit({ ...session, rows: session.rows.filter((_, j) => j !== i) })}>
                      {t('session.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div class="result-sheet">
          <h3>{t('session.ranking')}</h3>
          {fromFile && (
            <p class="law-note" data-testid="session-file-note">
              {t('session.file-ranking')} {file.session.rulings.length} / {file.session.appeals.length}
            </p>
          )}
          <table class="ranking" data-testid="ranking">
            <thead>
              <tr>
                <th>{t('session.rank')}</th>
                <th>{t('session.pair')}</th>
                {session.movement === 'mitchell' && <th>{t('session.direction')}</th>}
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
                  {session.movement === 'mitchell' && <td>{s.item.direction === null ? '' : t(`vul.${s.item.direction}`)}</td>}
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
                  const row = session.rows.find((r) => r.board === b.board && r.ns === l.ns && r.ew === l.ew);
                  const score = l.line.ns.kind === 'score' && l.line.ew.kind === 'score' && l.line.ns.ns === l.line.ew.ns ? String(l.line.ns.ns) : '';
                  return (
                    <tr key={`${l.ns}-${l.ew}`}>
                      <td>{l.ns}</td>
                      <td>{l.ew}</td>
                      <td>{row === undefined ? '' : callText(row.contract)}</td>
                      <td>{row?.declarer ?? ''}</td>
                      <td>{row?.tricks ?? ''}</td>
                      <td>{score}</td>
                      <td>{fmt(l.nsResult)}{l.nsPercent === undefined ? '' : ` (${fmt(l.nsPercent)}%)`}</td>
                      <td>{fmt(l.ewResult)}{l.ewPercent === undefined ? '' : ` (${fmt(l.ewPercent)}%)`}</td>
                      <td class="no-print">
                        {row !== undefined && (
                          <button type="button" class="remove" onClick={() => edit({ ...session, rows: session.rows.filter((x) => x !== row) })}>
                            {t('session.remove')}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ))}
          <div class="no-print">
            <button type="button" onClick={() => window.print()}>
              {t('session.print')}
            </button>{' '}
            <button type="button" onClick={() => edit({ ...session, rows: [] })}>
              {t('session.clear')}
            </button>
          </div>
        </div>
      )}
      <section class="ruling-log" aria-label={t('log.heading')} data-testid="ruling-log">
        <h3>{t('log.heading')}</h3>
        {(session.rulings ?? []).length === 0 ? (
          <p>{t('log.empty')}</p>
        ) : (
          <ol>
            {(session.rulings ?? []).map((r, i) => (
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
