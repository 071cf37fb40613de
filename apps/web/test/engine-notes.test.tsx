import { afterEach, describe, expect, test } from 'vitest';
import { cleanup } from '@testing-library/preact';
import type { CaseEvent } from '@bridge-laws/table';
import { LEAD_DEAL, renderDesk } from './render.js';
import { lawSummary } from '../src/i18n/law-summaries.js';
import { MESSAGES } from '../src/i18n/messages.js';

afterEach(cleanup);

const call = (by: string, value: string): CaseEvent => ({ kind: 'table', event: { by, action: 'call', value } }) as CaseEvent;
/** Law 27: North opens 1♥ and East bids 1♦. */
const EVENTS = [call('N', '1H'), call('E', '1D')];

const notes = (container: Element) => [...container.querySelectorAll('.engine-notes li')].map((li) => ({ text: li.textContent ?? '', detail: li.getAttribute('title') ?? '' }));

describe('the engine record means the same in every language', () => {
  test('27: each step is its law with the law\u2019s summary, in English as in Polish and Czech; the engine\u2019s sentence is the hover text', async () => {
    const seen: Record<string, { text: string; detail: string }[]> = {};
    for (const language of ['en', 'pl', 'cs'] as const) {
      const { container } = await renderDesk({ language, board: { board: 1, deal: LEAD_DEAL }, events: EVENTS });
      expect(container.querySelector('.engine-notes summary')?.textContent).toBe(MESSAGES[language]['ruling.engine-notes']);
      seen[language] = notes(container);
      cleanup();
    }
    const en = seen['en'] ?? [];
    expect(en.length).toBeGreaterThan(0);
    for (const language of ['en', 'pl', 'cs'] as const) {
      const list = seen[language] ?? [];
      // The same steps, each named by the same law, each read as that law's summary in the language shown.
      expect(list.map((n) => n.text.split(':')[0])).toEqual(en.map((n) => n.text.split(':')[0]));
      for (const n of list) {
        const law = n.text.split(':')[0] ?? '';
        const summary = lawSummary(law, language, '2017');
        expect(summary).not.toBeNull();
        expect(n.text).toBe(`${law}: ${summary}`);
      }
      expect(list.map((n) => n.detail)).toEqual(en.map((n) => n.detail));
    }
    expect(en.every((n) => n.detail.length > 0 && n.detail !== n.text)).toBe(true);
  });
});
