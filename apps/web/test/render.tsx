// Rendering the desk for a test: a memory store and a starting state.
import { render, waitFor } from '@testing-library/preact';
import { App } from '../src/app.js';
import type { KeyValueStore } from '../src/store/persist.js';
import { memoryStore } from '../src/store/persist.js';
import type { DeskState } from '../src/store/desk-state.js';
import { INITIAL_STATE } from '../src/store/desk-state.js';

export const LEAD_DEAL = 'N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5';

/** Render the desk and wait until the pages and panels loaded on demand have arrived. */
export async function renderDesk(state: Partial<DeskState> = {}, store: KeyValueStore = memoryStore()) {
  const r = render(<App store={store} initial={{ ...INITIAL_STATE, ...state }} />);
  await loaded(r.container);
  return { ...r, store };
}

export async function loaded(container: Element) {
  await waitFor(() => {
    if (container.querySelector('.loading') !== null) throw new Error('still loading');
  });
}

/** The button that makes `call`, after picking the acting seat. */
export function callButton(container: Element, call: string): HTMLElement {
  const b = container.querySelector(`.bidding-box [data-call="${call}"]`);
  if (!(b instanceof HTMLElement)) throw new Error(`no call button ${call}`);
  return b;
}

export function cardButton(container: Element, seat: string, card: string): HTMLElement {
  const b = container.querySelector(`.hand-${seat} [data-card="${card}"]`);
  if (!(b instanceof HTMLElement)) throw new Error(`no card ${card} in ${seat}`);
  return b;
}
