// Law 8A at the desk: the club evening's movement listed round by round, kept across a reload, and filling in the
// traveller form's pairs.
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { Report } from '@bridge-laws/table';
import { loadState } from '../src/app.js';
import type { SessionRecord } from '../src/store/desk-state.js';
import { TravellerForm } from '../src/views/traveller-form.js';
import { translate } from '../src/i18n/messages.js';
import { emptySession } from '../src/session/record.js';
import { renderDesk } from './render.js';

afterEach(cleanup);

const cells = (container: Element, round: number) => [...container.querySelectorAll(`[data-testid="movement"] tr[data-round="${round}"] td`)].map((td) => td.textContent);

describe('a club evening (Law 8A)', () => {
  test('8A: a 4-table Mitchell, 2 boards a round: the pairs and boards at each table, round by round; kept across a reload', async () => {
    const first = await renderDesk({ page: 'session' });
    fireEvent.click(screen.getByText('List the movement'));
    fireEvent.input(first.container.querySelector('input[name="evening-count"]') as HTMLElement, { target: { value: '4' } });
    fireEvent.input(first.container.querySelector('input[name="evening-boards"]') as HTMLElement, { target: { value: '2' } });
    // Even tables: 3 rounds with a skip; NS stay, EW move up, boards move down.
    expect(first.container.querySelectorAll('[data-testid="movement"] tbody tr')).toHaveLength(3);
    expect(cells(first.container, 1)).toEqual(['1', '1–1: 1–2', '2–2: 3–4', '3–3: 5–6', '4–4: 7–8']);
    expect(cells(first.container, 2)).toEqual(['2', '1–4: 3–4', '2–1: 5–6', '3–2: 7–8', '4–3: 1–2']);
    await waitFor(async () => expect((await first.store.get<{ session: { evening?: unknown } }>('desk'))?.session.evening).toEqual({ count: 4, boardsPerRound: 2 }));
    cleanup();
    const second = await renderDesk(await loadState(first.store), first.store);
    expect(cells(second.container, 2)).toEqual(['2', '1–4: 3–4', '2–1: 5–6', '3–2: 7–8', '4–3: 1–2']);
  });

  test('8A: a Howell of 7 pairs lists who sits out; impossible counts are refused with a message', async () => {
    const { container } = await renderDesk({ page: 'session', session: { session: emptySession('howell'), evening: { count: 7, boardsPerRound: 3 } } });
    expect(container.querySelectorAll('[data-testid="movement"] tbody tr')).toHaveLength(7);
    expect(cells(container, 1)).toEqual(['1', '2–7: 1–3', '3–6: 1–3', '4–5: 1–3', '1']);
    fireEvent.input(container.querySelector('input[name="evening-count"]') as HTMLElement, { target: { value: '99' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^No movement for these counts/);
  });

  test('the Polish desk words the movement in Polish', async () => {
    await renderDesk({ page: 'session', language: 'pl', session: { session: emptySession('mitchell'), evening: { count: 3, boardsPerRound: 2 } } });
    expect(screen.getByRole('region', { name: 'Wieczór klubowy: ruch par i rozdań (przepis 8A)' })).toBeTruthy();
    expect(screen.getByText('Stolik 3')).toBeTruthy();
  });
});

describe('the movement fills in the traveller (Law 8A)', () => {
  test('picking the round and table that played the board fills in both pairs; the result is written for them', async () => {
    const report = { phase: 'ended', contract: '4S', declarer: 'S', tricks: { NS: 10, EW: 3 }, score: { NS: 420 }, adjusted: null } as unknown as Report;
    let kept: SessionRecord = { session: emptySession('mitchell'), evening: { count: 3, boardsPerRound: 2 } };
    const { container } = render(<TravellerForm board={3} ruling={{ kind: 'table', report }} link={{ session: kept, onSession: (s) => (kept = s), onOpen: () => undefined }} t={(k) => translate('en', k)} />);
    // Board 3 is in set 2: table 2 in round 1, table 1 in round 2, table 3 in round 3.
    const options = [...container.querySelectorAll('select[name="traveller-sitting"] option')].map((o) => o.textContent);
    expect(options).toEqual(['—', 'Round 1, Table 2: 2–2', 'Round 2, Table 1: 1–3', 'Round 3, Table 3: 3–1']);
    fireEvent.change(container.querySelector('select[name="traveller-sitting"]') as HTMLElement, { target: { value: '1' } });
    expect([(container.querySelector('input[name="traveller-ns"]') as HTMLInputElement).value, (container.querySelector('input[name="traveller-ew"]') as HTMLInputElement).value]).toEqual(['1', '3']);
    fireEvent.click(screen.getByText('Write to the traveller'));
    expect(kept.session.results).toEqual([{ board: 3, table: '1', ns: '1', ew: '3', contract: '4S', declarer: 'S', tricks: 10 }]);
  });
});

describe('the traveller form refuses in the desk\u2019s language (issue 29)', () => {
  const report = { phase: 'ended', contract: '4S', declarer: 'S', tricks: { NS: 10, EW: 3 }, score: { NS: 420 }, adjusted: null } as unknown as Report;

  test('Polish: the pairs missing, a malformed weighted score and a pair twice on the board, in the law book\u2019s words', () => {
    let kept: SessionRecord = { session: emptySession('mitchell') };
    const pl = (k: Parameters<typeof translate>[1]) => translate('pl', k);
    const { container } = render(<TravellerForm board={1} ruling={{ kind: 'table', report }} link={{ session: kept, onSession: (s) => (kept = s), onOpen: () => undefined }} t={pl} />);
    const message = () => container.querySelector('[data-testid="traveller-message"]');
    fireEvent.click(screen.getByText('Wpisz do protokołu'));
    expect(message()?.textContent).toBe('Potrzebne są obie pary: para N-S i para E-W.');
    fireEvent.input(container.querySelector('input[name="traveller-ns"]') as HTMLElement, { target: { value: '1' } });
    fireEvent.input(container.querySelector('input[name="traveller-ew"]') as HTMLElement, { target: { value: '11' } });
    fireEvent.change(container.querySelector('select[name="traveller-kind"]') as HTMLElement, { target: { value: 'assigned' } });
    fireEvent.input(container.querySelector('input[name="traveller-text"]') as HTMLElement, { target: { value: '4S S 14' } });
    fireEvent.click(screen.getByText('Wpisz do protokołu'));
    expect(message()?.textContent).toBe('\u201e4S S 14\u201d to nie jest wynik, który da się zapisać według tabeli zapisu: sprawdź kontrakt, rozgrywającego i liczbę lew, od 0 do 13 (przepisy 12C1(b), 77).');
    // The engine's English detail is kept for the hover text only.
    expect(message()?.getAttribute('title')).toMatch(/tricks are 0 to 13/);
    expect(kept.session.results).toEqual([]);
  });

  test('Czech: a pair that already has a result on the board is refused in Czech; the session is unchanged', () => {
    const first = { board: 1, table: '1', ns: '1', ew: '11', contract: '4S', declarer: 'S' as const, tricks: 10 };
    let kept: SessionRecord = { session: { ...emptySession('mitchell'), boards: [{ board: 1 }], results: [first] } };
    const cs = (k: Parameters<typeof translate>[1]) => translate('cs', k);
    const { container } = render(<TravellerForm board={1} ruling={{ kind: 'table', report }} link={{ session: kept, onSession: (s) => (kept = s), onOpen: () => undefined }} t={cs} />);
    fireEvent.input(container.querySelector('input[name="traveller-ns"]') as HTMLElement, { target: { value: '1' } });
    fireEvent.input(container.querySelector('input[name="traveller-ew"]') as HTMLElement, { target: { value: '12' } });
    fireEvent.click(screen.getByText('Zapsat do putovního lístku'));
    expect(container.querySelector('[data-testid="traveller-message"]')?.textContent).toBe(
      'Rozdání 1, páry 1 – 12: turnaj už má výsledek rozdání 1, 1 – 11 — pár hraje rozdání jen jednou (chcete-li ho nahradit, nejprve ten výsledek odeberte).',
    );
    expect(kept.session.results).toEqual([first]);
  });
});
