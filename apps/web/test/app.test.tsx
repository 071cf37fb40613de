import { afterEach, describe, expect, test } from 'vitest';
import { render, fireEvent, screen, waitFor, cleanup } from '@testing-library/preact';

import { App } from '../src/app.js';
import { memoryStore } from '../src/store/persist.js';
import { INITIAL_STATE } from '../src/store/desk-state.js';
import { MESSAGES } from '../src/i18n/messages.js';

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
});

describe('messages', () => {
  test('every message exists in both languages and none is empty', () => {
    expect(Object.keys(MESSAGES.pl).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const lang of ['en', 'pl'] as const) for (const v of Object.values(MESSAGES[lang])) expect(v.length).toBeGreaterThan(0);
  });
});
