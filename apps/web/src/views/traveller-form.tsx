// To the traveller: one action writes the table's result, or the director's adjusted score, into the session row for
// this board and these pairs. A refusal (a duplicate, an impossible row) is shown and nothing is written.
import { useState } from 'preact/hooks';
import type { Report } from '@bridge-laws/table';
import type { Translate } from '../i18n/messages.js';
import type { SessionRecord } from '../store/desk-state.js';
import type { TravellerKind } from '../session/traveller.js';
import { TRAVELLER_KINDS, adjustedEntry, travellerEntry } from '../session/traveller.js';
import { addEntries } from '../session/session.js';
import { refusalDetail, refusalText } from '../session/refusals.js';
import { eveningPlan, movementOf } from '../session/record.js';

export interface TravellerLink {
  readonly session: SessionRecord;
  readonly onSession: (s: SessionRecord) => void;
  readonly onOpen: () => void;
}

export function TravellerForm({ board, report, link, t }: { board: number; report: Report; link: TravellerLink; t: Translate }) {
  const given = adjustedEntry(report.adjusted);
  const [ns, setNs] = useState('');
  const [ew, setEw] = useState('');
  const [kind, setKind] = useState<TravellerKind>(given?.kind ?? 'table');
  const [text, setText] = useState(given?.text ?? '');
  const [switched, setSwitched] = useState(false);
  const arrowSwitch = movementOf(link.session.session) === 'arrow-switch';
  // A club evening's movement fills in the pairs: the tables that play this board, round by round (Law 8A).
  const sittings = (eveningPlan(link.session)?.sittings ?? []).filter((s) => s.boards.includes(board));
  const [message, setMessage] = useState<{ ok: boolean; text: string; detail?: string | null } | null>(null);
  const send = () => {
    const entry = travellerEntry({ board, ns, ew, kind, text, switched: arrowSwitch && switched }, report, movementOf(link.session.session));
    // Refusals are data, worded in the desk's language; the engine's English detail stays on hover.
    if (!entry.ok) return setMessage({ ok: false, text: refusalText(entry.error, t), detail: refusalDetail(entry.error) });
    const next = addEntries(link.session.session, [entry.value]);
    if (!next.ok) return setMessage({ ok: false, text: next.error.map((p) => refusalText(p, t)).join(' '), detail: next.error.map(refusalDetail).filter((d) => d !== null).join('; ') || null });
    link.onSession({ ...link.session, session: next.value, refused: undefined });
    setMessage({ ok: true, text: `${t('traveller.sent')} ${board}: ${entry.value.ns} v ${entry.value.ew}` });
  };
  return (
    <form class="traveller-form" aria-label={t('traveller.heading')} onSubmit={(e) => (e.preventDefault(), send())}>
      <h3>{t('traveller.heading')}</h3>
      {sittings.length > 0 && (
        <label>
          {t('evening.table')}{' '}
          <select
            name="traveller-sitting"
            value=""
            onChange={(e) => {
              const s = sittings[Number(e.currentTarget.value)];
              if (s === undefined) return;
              setNs(s.ns);
              setEw(s.ew);
              setSwitched(s.switched === true);
            }}
          >
            <option value="">—</option>
            {sittings.map((s, i) => (
              <option key={i} value={i}>
                {t('event.round')} {s.round}, {t('evening.table')} {s.table}: {s.ns}–{s.ew}
                {s.switched === true ? ` (${t('evening.switched')})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('session.ns')} <input name="traveller-ns" size={4} value={ns} onInput={(e) => setNs(e.currentTarget.value)} />
      </label>
      <label>
        {t('session.ew')} <input name="traveller-ew" size={4} value={ew} onInput={(e) => setEw(e.currentTarget.value)} />
      </label>
      {arrowSwitch && (
        <label>
          <input type="checkbox" name="traveller-switched" checked={switched} onChange={(e) => setSwitched(e.currentTarget.checked)} /> {t('session.switched')}
        </label>
      )}
      <label>
        {t('traveller.kind')}{' '}
        <select name="traveller-kind" value={kind} onChange={(e) => setKind(TRAVELLER_KINDS.find((k) => k === e.currentTarget.value) ?? 'table')}>
          {TRAVELLER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`traveller.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind !== 'table' && (
        <label class="traveller-text">
          {t(`traveller.${kind}-hint`)} <input name="traveller-text" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
      )}
      <button type="submit">{t('traveller.send')}</button>
      {message !== null && (
        <p role={message.ok ? 'status' : 'alert'} class={message.ok ? 'sent' : 'error'} data-testid="traveller-message" title={message.detail ?? undefined}>
          {message.text}
          {message.ok && (
            <>
              {' '}
              <button type="button" class="open-session" onClick={link.onOpen}>
                {t('traveller.open')}
              </button>
            </>
          )}
        </p>
      )}
    </form>
  );
}
