// The TD desk: the table, the ruling guide and the session, in English, Polish or Czech; state kept in the browser.
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { KeyValueStore } from './store/persist.js';
import type { DeskState, Page } from './store/desk-state.js';
import { PAGES, REGULATION_IDS, reviveState, storedState } from './store/desk-state.js';
import { LANGUAGES, translate } from './i18n/messages.js';
import type { MessageKey } from './i18n/messages.js';
import { REGULATIONS } from './regulations.js';
import { TablePage } from './views/table-page.js';
import { Lazy } from './views/lazy.js';

const STATE_KEY = 'desk';
const loadGuide = () => import('./views/guide-view.js').then((m) => m.GuideView);
const loadSession = () => import('./views/session-view.js').then((m) => m.SessionView);

export function App({ store, initial }: { store: KeyValueStore; initial: DeskState }) {
  const [state, setState] = useState(initial);
  const t = (k: MessageKey) => translate(state.language, k);
  const regulation = REGULATIONS[state.regulation];
  const update = (patch: Partial<DeskState>) => setState((s) => ({ ...s, ...patch }));

  // Every change is written at once: a reload or a crashed tab loses nothing. A layout effect starts the write in the
  // same task as the change is committed; a plain effect waited for the next frame, which a reload made at once after
  // a keystroke never reaches.
  useLayoutEffect(() => void store.set(STATE_KEY, storedState(state)), [store, state]);
  useEffect(() => {
    document.documentElement.lang = state.language;
    document.title = t('app.title');
  }, [state]);

  return (
    <div class="desk">
      <header>
        <h1>{t('app.title')}</h1>
        <nav>
          {PAGES.map((p: Page) => (
            <button key={p} type="button" class={p === state.page ? 'page current' : 'page'} aria-current={p === state.page ? 'page' : undefined} onClick={() => update({ page: p })}>
              {t(`nav.${p}`)}
            </button>
          ))}
          <label class="regulation">
            {t('nav.regulation')}{' '}
            <select name="regulation" value={state.regulation} onChange={(e) => update({ regulation: REGULATION_IDS.find((r) => r === e.currentTarget.value) ?? 'wbf' })}>
              {REGULATION_IDS.map((r) => (
                <option key={r} value={r}>
                  {t(`reg.${r}`)}
                </option>
              ))}
            </select>
          </label>
          {LANGUAGES.filter((l) => l !== state.language).map((l) => (
            // Each other language is offered in its own words.
            <button key={l} type="button" class="language" lang={l} onClick={() => update({ language: l })}>
              {translate(l, 'nav.language')}
            </button>
          ))}
        </nav>
      </header>
      <main>
        {state.page === 'table' && (
          <TablePage
            board={state.board}
            events={state.events}
            regulation={regulation}
            regulationId={state.regulation}
            language={state.language}
            t={t}
            onBoard={(board) => update({ board, events: [] })}
            onEvents={(events) => update({ events })}
            onImport={(c) => update({ board: c.board, events: c.events, regulation: c.regulation })}
            traveller={{ session: state.session, onSession: (session) => update({ session }), onOpen: () => update({ page: 'session' }) }}
            entered={state.entered}
            onEntered={(entered) => update({ entered })}
          />
        )}
        {state.page === 'guide' && (
          <Lazy
            load={loadGuide}
            props={{
              scenario: state.guide.scenario,
              events: state.guide.events,
              onWalk: (scenario, events) => update({ guide: { scenario, events } }),
              regulation,
              language: state.language,
              t,
            }}
          />
        )}
        {state.page === 'session' && <Lazy load={loadSession} props={{ session: state.session, onSession: (session) => update({ session }), regulation, regulationId: state.regulation, language: state.language, t }} />}
      </main>
    </div>
  );
}

export async function loadState(store: KeyValueStore): Promise<DeskState> {
  return reviveState(await store.get(STATE_KEY));
}
