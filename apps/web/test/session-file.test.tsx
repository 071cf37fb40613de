import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSession } from '@bridge-laws/session';
import { loadState } from '../src/app.js';
import { emptySession } from '../src/session/record.js';
import { renderDesk } from './render.js';
import { recordOf } from './sessions.js';

afterEach(cleanup);

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
/** Two boards, Mitchell: 1-3 sit North-South, 11-13 East-West; board 2 has a passed-out table. */
const ROWS = ['1,1,11,4S,S,10', '1,2,12,4sx,s,11', '1,3,13,3NT,N,8', '2,1,12,3NT,E,9', '2,2,13,2H,S,8', '2,3,11,P,,'];

const rankingRows = (container: Element) =>
  [...container.querySelectorAll('[data-testid="ranking"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
/** The text behind a download link's data URL. */
const downloaded = (link: HTMLElement) => decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:[^,]*,/, ''));

async function chooseFile(text: string, name: string) {
  const input = screen.getByLabelText(/^Import session file/) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File([text], name, { type: 'application/json' })], configurable: true });
  fireEvent.change(input);
  await waitFor(() => {
    if (screen.queryByRole('alert') === null && screen.queryByTestId('ranking') === null) throw new Error('file not read yet');
  });
}

describe('the shared session file', () => {
  test('export writes the session as the session file; importing that file gives the same results and ranking', async () => {
    const first = await renderDesk({ page: 'session', session: recordOf(ROWS) });
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

    const second = await renderDesk({ page: 'session', session: { session: emptySession('howell', 'butler') } });
    await chooseFile(text, 'session.json');
    expect((screen.getByRole('combobox', { name: /^Scoring/ }) as HTMLSelectElement).value).toBe('matchpoints');
    expect(rankingRows(second.container)).toEqual(before);
    expect(second.container.querySelectorAll('.traveller tbody tr')).toHaveLength(6);
  });

  test('12C2: an adjusted score is exported as a ruling on that table, and read back the same', async () => {
    const first = await renderDesk({ page: 'session', session: recordOf([...ROWS.slice(0, 5), '2,3,11,A+,,']) });
    const before = rankingRows(first.container);
    const text = downloaded(screen.getByTestId('session-file-download'));
    const read = readSession(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.results[5]).toEqual({ board: 2, table: '3', ns: '3', ew: '11', contract: null });
    expect(read.value.rulings.map((r) => [r.id, r.board, r.table, r.laws])).toEqual([['r1', 2, '3', ['12C2(a)']]]);
    cleanup();
    const second = await renderDesk({ page: 'session' });
    await chooseFile(text, 'session.json');
    expect(rankingRows(second.container)).toEqual(before);
    expect(second.container.querySelector('[data-board="2"] tbody tr:last-child td:nth-child(3)')?.textContent).toBe('A+-');
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

  test('the session is stored as its session file: after a reload its rulings still rank; removing the ruled table removes its ruling and appeal', async () => {
    const first = await renderDesk({ page: 'session' });
    await chooseFile(fixture('club-pairs-appeal.session.json'), 'club-appeal.json');
    const ruled = rankingRows(first.container);
    const stored = async () => readSession((await first.store.get<{ session: { file: string } }>('desk'))?.session.file ?? '');
    await waitFor(async () => expect(await stored()).toMatchObject({ ok: true, value: { appeals: [{ id: 'a1' }] } }));
    cleanup();

    const revived = await loadState(first.store);
    const second = await renderDesk(revived, first.store);
    expect(rankingRows(second.container)).toEqual(ruled);
    expect(screen.getByTestId('session-file-note').textContent).toMatch(/1 \/ 1$/);
    // Board 1 at table 1 carries the ruling and its appeal: removing that result takes both with it.
    const table1 = [...second.container.querySelectorAll('[data-board="1"] tbody tr')].find((tr) => tr.querySelector('td')?.textContent === '1');
    fireEvent.click(table1?.querySelector('button.remove') as HTMLElement);
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
