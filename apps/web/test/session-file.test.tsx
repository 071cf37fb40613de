import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSession } from '@bridge-laws/session';
import type { SessionRow } from '../src/store/desk-state.js';
import { loadState } from '../src/app.js';
import { renderDesk } from './render.js';

afterEach(cleanup);

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const row = (board: number, ns: string, ew: string, contract: string, declarer = '', tricks = ''): SessionRow => ({ board, ns, ew, contract, declarer, tricks, score: '', vulnerable: '' });

/** Two boards, Mitchell: 1-3 sit North-South, 11-13 East-West; board 2 has a passed-out table. */
const ROWS = [
  row(1, '1', '11', '4S', 'S', '10'), row(1, '2', '12', '4sx', 's', '11'), row(1, '3', '13', '3NT', 'N', '8'),
  row(2, '1', '12', '3NT', 'E', '9'), row(2, '2', '13', '2H', 'S', '8'), row(2, '3', '11', 'P'),
];

const rankingRows = (container: Element) =>
  [...container.querySelectorAll('[data-testid="ranking"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
/** The text behind a download link's data URL. */
const downloaded = (link: HTMLElement) => decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:[^,]*,/, ''));

async function chooseFile(text: string, name: string) {
  const input = screen.getByLabelText(/^Import session file/) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File([text], name, { type: 'application/json' })], configurable: true });
  fireEvent.change(input);
  await waitFor(() => {
    if (screen.queryByRole('alert') === null && screen.queryByTestId('session-file-note') === null) throw new Error('file not read yet');
  });
}

describe('the shared session file', () => {
  test('export writes the rows as session-file results; importing that file gives the same rows and ranking', async () => {
    const first = await renderDesk({ page: 'session', session: { scoring: 'matchpoints', movement: 'mitchell', rows: ROWS } });
    const before = rankingRows(first.container);
    const link = screen.getByTestId('session-file-download');
    expect(link.getAttribute('download')).toBe('session.json');
    const text = downloaded(link);
    const read = readSession(text);
    if (!read.ok) throw new Error(read.error.message);
    // Each table is named by its North-South pair; a passed-out board is `passed-out` (format doc).
    expect(read.value.event).toEqual({ name: '', kind: 'pairs', scoring: 'matchpoints', movement: 'mitchell' });
    expect(read.value.boards).toEqual([{ board: 1 }, { board: 2 }]);
    expect(read.value.results[1]).toEqual({ board: 1, table: '2', ns: '2', ew: '12', contract: '4SX', declarer: 'S', tricks: 11 });
    expect(read.value.results[5]).toEqual({ board: 2, table: '3', ns: '3', ew: '11', contract: 'passed-out' });
    cleanup();

    const second = await renderDesk({ page: 'session', session: { scoring: 'butler', movement: 'howell', rows: [] } });
    await chooseFile(text, 'session.json');
    expect((screen.getByRole('combobox', { name: /^Scoring/ }) as HTMLSelectElement).value).toBe('matchpoints');
    expect(rankingRows(second.container)).toEqual(before);
    expect(second.container.querySelectorAll('.traveller tbody tr')).toHaveLength(6);
  });

  test('an adjusted score in the rows is not exported: it is a ruling in a session file', async () => {
    await renderDesk({ page: 'session', session: { scoring: 'matchpoints', movement: 'mitchell', rows: [...ROWS.slice(0, 5), row(2, '3', '11', 'A+')] } });
    expect(screen.queryByTestId('session-file-download')).toBeNull();
    fireEvent.click(screen.getByText('Export session file'));
    expect(screen.getByRole('alert').textContent).toMatch(/^board 2, 3 v 11: .*ruling/);
  });

  test('93B3: a session file with a ruling and a decided appeal, written by the CLI, changes the ranking the desk shows', async () => {
    const plain = await renderDesk({ page: 'session' });
    await chooseFile(fixture('club-pairs.session.json'), 'club.json');
    // Without rulings (by hand): board 1 NS −420, −170, +110 → 0, 2, 4; board 2 NS 630, 600, 600 → 4, 1, 1.
    const totals = (c: Element) => Object.fromEntries(rankingRows(c).map((r) => [r[1], [r[0], r[3], r[4]]]));
    expect(totals(plain.container)).toEqual({ 4: ['1=', '5', '62.50'], 5: ['1=', '5', '62.50'], 1: ['3=', '4', '50'], 2: ['3=', '4', '50'], 3: ['5=', '3', '37.50'], 6: ['5=', '3', '37.50'] });
    cleanup();

    const ruled = await renderDesk({ page: 'session' });
    await chooseFile(fixture('club-pairs-appeal.session.json'), 'club-appeal.json');
    // The committee's 3H= for table 1 on board 1: NS −170, −170, +110 → 1, 1, 4; EW 3, 3, 0.
    expect(totals(ruled.container)).toEqual({ 4: ['1', '6', '75'], 1: ['2=', '5', '62.50'], 5: ['2=', '5', '62.50'], 2: ['4=', '3', '37.50'], 6: ['4=', '3', '37.50'], 3: ['6', '2', '25'] });
    expect(screen.getByTestId('session-file-note').textContent).toMatch(/1 \/ 1$/);
    // The table result stays in the rows as played; the ruling gives the score.
    expect(ruled.container.querySelector('[data-board="1"] tbody tr td:nth-child(3)')?.textContent).toMatch(/^4/);
  });

  test('an imported session file is kept with the session: after a reload its rulings still rank the rows; an edit leaves it', async () => {
    const first = await renderDesk({ page: 'session' });
    await chooseFile(fixture('club-pairs-appeal.session.json'), 'club-appeal.json');
    const ruled = rankingRows(first.container);
    await waitFor(async () => expect((await first.store.get<{ session: { file?: string } }>('desk'))?.session.file).toMatch(/"appeals"/));
    cleanup();

    const revived = await loadState(first.store);
    const second = await renderDesk(revived, first.store);
    expect(rankingRows(second.container)).toEqual(ruled);
    expect(screen.getByTestId('session-file-note').textContent).toMatch(/1 \/ 1$/);
    // Removing a row makes the rows the desk's own again: the file's rulings no longer apply.
    fireEvent.click(second.container.querySelector('button.remove') as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('session-file-note')).toBeNull());
  });

  test('a malformed session file is refused with the package\u2019s message naming the field', async () => {
    const text = fixture('club-pairs.session.json').replace('"tricks": 10', '"tricks": 14');
    await renderDesk({ page: 'session' });
    await chooseFile(text, 'bad.json');
    expect(screen.getByRole('alert').textContent).toBe('results[0].tricks: tricks are 0 to 13 (Law 77)');
    expect(screen.getByText('No results yet.')).toBeTruthy();
  });
});
