// To the traveller: one action writes the result a finished ruling gives (the table's, a revoke's or a claim's ruled
// from an entered position), or the director's adjusted score, into the session row for this board and these pairs.
// A refusal (a duplicate, an impossible row, a ruling not finished) is shown and nothing is written.
import { useState } from 'preact/hooks';
import type { Translate } from '../i18n/messages.js';
import type { SessionRecord } from '../store/desk-state.js';
import type { TravellerDraft } from '../store/entered.js';
import { NEW_TRAVELLER } from '../store/entered.js';
import { TRAVELLER_KINDS, travellerEntry } from '../session/traveller.js';
import type { FinishedRuling } from '../ruling/ruling-result.js';
import { rulingResult, suggestedEntry } from '../ruling/ruling-result.js';
import { addEntries } from '../session/session.js';
import { refusalDetail, refusalText } from '../session/refusals.js';
import { eveningPlan, movementOf } from '../session/record.js';

export interface TravellerLink {
  readonly session: SessionRecord;
  readonly onSession: (s: SessionRecord) => void;
  readonly onOpen: () => void;
}

export interface TravellerFormProps {
  readonly board: number;
  readonly ruling: FinishedRuling;
  readonly link: TravellerLink;
  readonly t: Translate;
  /** The entries kept with the desk's state (a reload keeps them); absent: kept by the form while it is shown. */
  readonly draft?: TravellerDraft;
  readonly onDraft?: (d: TravellerDraft) => void;
}

export function TravellerForm({ board, ruling, link, t, draft, onDraft }: TravellerFormProps) {
  const [local, setLocal] = useState<TravellerDraft>(NEW_TRAVELLER);
  const entries = draft ?? local;
  const change = (patch: Partial<TravellerDraft>) => (onDraft ?? setLocal)({ ...entries, ...patch });
  const suggested = suggestedEntry(ruling);
  const { ns, ew, switched } = entries;
  const kind = entries.kind ?? suggested.kind;
  const text = entries.text ?? suggested.text;
  const arrowSwitch = movementOf(link.session.session) === 'arrow-switch';
  // A club evening's movement fills in the pairs: the tables that play this board, round by round (Law 8A).
  const sittings = (eveningPlan(link.session)?.sittings ?? []).filter((s) => s.boards.includes(board));
  const [message, setMessage] = useState<{ ok: boolean; text: string; detail?: string | null } | null>(null);
  const send = () => {
    const entry = travellerEntry({ board, ns, ew, kind, text, switched: arrowSwitch && switched }, rulingResult(ruling), movementOf(link.session.session));
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
              change({ ns: s.ns, ew: s.ew, switched: s.switched === true });
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
        {t('session.ns')} <input name="traveller-ns" size={4} value={ns} onInput={(e) => change({ ns: e.currentTarget.value })} />
      </label>
      <label>
        {t('session.ew')} <input name="traveller-ew" size={4} value={ew} onInput={(e) => change({ ew: e.currentTarget.value })} />
      </label>
      {arrowSwitch && (
        <label>
          <input type="checkbox" name="traveller-switched" checked={switched} onChange={(e) => change({ switched: e.currentTarget.checked })} /> {t('session.switched')}
        </label>
      )}
      <label>
        {t('traveller.kind')}{' '}
        <select name="traveller-kind" value={kind} onChange={(e) => change({ kind: TRAVELLER_KINDS.find((k) => k === e.currentTarget.value) ?? 'table' })}>
          {TRAVELLER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`traveller.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind !== 'table' && (
        <label class="traveller-text">
          {t(`traveller.${kind}-hint`)} <input name="traveller-text" value={text} onInput={(e) => change({ text: e.currentTarget.value })} />
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
