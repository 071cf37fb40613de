// The TD desk: language switch, the table page; state kept in the browser.
import { useEffect, useState } from 'preact/hooks';
import type { KeyValueStore } from './store/persist.js';
import type { DeskState } from './store/desk-state.js';
import { reviveState } from './store/desk-state.js';
import { translate } from './i18n/messages.js';
import type { MessageKey } from './i18n/messages.js';
import { BoardView } from './views/board-view.js';

const STATE_KEY = 'desk';

export function App({ store, initial }: { store: KeyValueStore; initial: DeskState }) {
  const [state, setState] = useState(initial);
  const t = (k: MessageKey) => translate(state.language, k);

  useEffect(() => {
    void store.set(STATE_KEY, state);
    document.documentElement.lang = state.language;
    document.title = t('app.title');
  }, [state]);

  return (
    <div class="desk">
      <header>
        <h1>{t('app.title')}</h1>
        <nav>
          <span class="current">{t('nav.table')}</span>
          <button type="button" class="language" onClick={() => setState({ ...state, language: state.language === 'en' ? 'pl' : 'en' })}>
            {t('nav.language')}
          </button>
        </nav>
      </header>
      <main>
        <BoardView board={state.board} onBoard={(board) => setState({ ...state, board })} t={t} />
      </main>
    </div>
  );
}

export async function loadState(store: KeyValueStore): Promise<DeskState> {
  return reviveState(await store.get(STATE_KEY));
}
