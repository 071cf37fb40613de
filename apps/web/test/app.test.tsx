import { afterEach, describe, expect, test } from 'vitest';
import { render, fireEvent, screen, waitFor, cleanup } from '@testing-library/preact';

import { App } from '../src/app.js';
import { memoryStore } from '../src/store/persist.js';
import { INITIAL_STATE } from '../src/store/desk-state.js';
import { LANGUAGES, MESSAGES } from '../src/i18n/messages.js';

afterEach(cleanup);

describe('TD desk — table page', () => {
  test('2: dealing board 6 shows East as dealer, East-West vulnerable, and four hands', async () => {
    const store = memoryStore();
    const { container } = render(<App store={store} initial={INITIAL_STATE} />);
    fireEvent.input(screen.getByLabelText(/Board number/), { target: { value: '6' } });
    fireEvent.input(screen.getByLabelText(/Seed/), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('Deal a board'));
    expect(screen.getByTestId('dealer').textContent).toBe('East');
    expect(screen.getByTestId('vulnerable').textContent).toBe('East-West');
    expect(container.querySelectorAll('.hand')).toHaveLength(4);
    await waitFor(async () => expect((await store.get<{ board: { board: number } }>('desk'))?.board.board).toBe(6));
  });

  test('a pasted deal with a duplicated card is refused with the message naming it', () => {
    render(<App store={memoryStore()} initial={INITIAL_STATE} />);
    fireEvent.input(screen.getByLabelText(/paste a PBN deal/), {
      target: { value: 'N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 A4.Q987.T542.T76' },
    });
    fireEvent.click(screen.getByText('Load deal'));
    expect(screen.getByRole('alert').textContent).toBe('SA appears twice: N and W');
  });

  test('the language switch turns the interface Polish and back', () => {
    render(<App store={memoryStore()} initial={{ ...INITIAL_STATE, board: { board: 1, deal: 'N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76' } }} />);
    fireEvent.click(screen.getByText('Język: polski'));
    expect(screen.getByText('Rozdaj')).toBeTruthy();
    expect(screen.getByTestId('vulnerable').textContent).toBe('Nikt');
    fireEvent.click(screen.getByText('Language: English'));
    expect(screen.getByText('Deal a board')).toBeTruthy();
  });

  test('Czech is offered beside Polish, turns the interface Czech, is stored, and offers the other two back', async () => {
    const store = memoryStore();
    render(<App store={store} initial={{ ...INITIAL_STATE, board: { board: 2, deal: 'N:AK32.K54.Q76.J98 Q9.AJT6.KJ3.AQ52 J8765.32.A98.K43 T4.Q987.T542.T76' } }} />);
    expect(screen.getAllByRole('button', { name: /^(Język|Jazyk|Language):/ }).map((b) => b.textContent)).toEqual(['Język: polski', 'Jazyk: čeština']);
    fireEvent.click(screen.getByText('Jazyk: čeština'));
    expect(screen.getByText('Rozdat')).toBeTruthy();
    // Law 2: board 2 is dealt by East with North-South vulnerable.
    expect(screen.getByTestId('dealer').textContent).toBe('Východ');
    expect(screen.getByTestId('vulnerable').textContent).toBe('Sever-Jih');
    expect(document.documentElement.lang).toBe('cs');
    await waitFor(async () => expect((await store.get<{ language: string }>('desk'))?.language).toBe('cs'));
    expect(screen.getAllByRole('button', { name: /^(Język|Jazyk|Language):/ }).map((b) => b.textContent)).toEqual(['Language: English', 'Język: polski']);
    fireEvent.click(screen.getByText('Język: polski'));
    expect(screen.getByText('Rozdaj')).toBeTruthy();
  });
});

describe('messages', () => {
  test('every message exists in all three languages and none is empty', () => {
    expect(Object.keys(MESSAGES.pl).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    expect(Object.keys(MESSAGES.cs).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const lang of LANGUAGES) for (const v of Object.values(MESSAGES[lang])) expect(v.length).toBeGreaterThan(0);
  });

  test('the Czech messages are Czech: none is copied from English or Polish unless it is a symbol or a code', () => {
    // Abbreviations, units and codes may be the same in every language.
    const shared = new Set(['session.percent', 'session.result-ns', 'session.result-ew', 'session.datum', 'session.top', 'call.P', 'call.X', 'call.XX', 'export.pbn-download']);
    const copied = (Object.keys(MESSAGES.en) as (keyof typeof MESSAGES.en)[]).filter(
      (k) => !shared.has(k) && (MESSAGES.cs[k] === MESSAGES.en[k] || MESSAGES.cs[k] === MESSAGES.pl[k]),
    );
    expect(copied).toEqual([]);
    // The Czech law text's terms: revoke, penalty card, director, dummy, adjusted score.
    expect(MESSAGES.cs['attention.revoke']).toBe('Nepřiznání barvy');
    expect(MESSAGES.cs['ruling.penalty-card']).toBe('pokutová karta');
    expect([MESSAGES.cs['kind.major'], MESSAGES.cs['kind.minor']]).toEqual(['velká', 'malá']);
    expect(MESSAGES.cs['ruling.director']).toBe('Vedoucí musí rozhodnout');
    expect(MESSAGES.cs['traveller.artificial']).toContain('Umělý upravený výsledek');
  });
});
