import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, readPbn } from '@bridge-laws/formats';
import { importResults, importTravellers, scoreSession, sessionCsv } from '../src/session/session.js';
import type { SessionRow } from '../src/store/desk-state.js';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { PZBS_REGULATION } from '@bridge-laws/regulation-pzbs';
import { renderDesk } from './render.js';

afterEach(cleanup);

const row = (board: number, ns: string, ew: string, contract: string, declarer = '', tricks = ''): SessionRow => ({ board, ns, ew, contract, declarer, tricks, score: '', vulnerable: '' });

/** Two boards, three tables, Mitchell: 1-3 sit North-South, 11-13 East-West. */
const ROWS = [
  row(1, '1', '11', '4S', 'S', '10'), row(1, '2', '12', '4S', 'S', '11'), row(1, '3', '13', '3NT', 'N', '8'),
  row(2, '1', '12', '3NT', 'E', '9'), row(2, '2', '13', '2H', 'S', '8'), row(2, '3', '11', 'A+'),
];

const rankingRows = (container: Element) =>
  [...container.querySelectorAll('[data-testid="ranking"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('Law 78A — a session at matchpoints, entered board by board', () => {
  test('78A: results entered in the form are matchpointed and ranked, North-South and East-West apart', async () => {
    const { container } = await renderDesk({ page: 'session' });
    const form = container.querySelector('form.entry') as HTMLElement;
    for (const r of ROWS.slice(0, 3)) {
      for (const [name, value] of Object.entries({ board: String(r.board), ns: r.ns, ew: r.ew, contract: r.contract, declarer: r.declarer, tricks: r.tricks })) {
        fireEvent.input(within(form).getByRole('textbox', { name: new RegExp(`^${{ board: 'Board', ns: 'N-S pair', ew: 'E-W pair', contract: 'Contract', declarer: 'Declarer', tricks: 'Tricks' }[name]}`) }), { target: { value } });
      }
      fireEvent.click(screen.getByText('Add result'));
    }
    expect(rankingRows(container)).toEqual([
      ['1', '2', 'North-South', '1', '4', '100'],
      ['2', '1', 'North-South', '1', '2', '50'],
      ['3', '3', 'North-South', '1', '0', '0'],
      ['1', '13', 'East-West', '1', '4', '100'],
      ['2', '11', 'East-West', '1', '2', '50'],
      ['3', '12', 'East-West', '1', '0', '0'],
    ]);
    expect(container.querySelector('[data-board="1"] caption')?.textContent).toBe('Board 1 (top 4)');
  });

  test('77: an impossible entry is refused with the scorer\u2019s message and not added', async () => {
    const { container } = await renderDesk({ page: 'session' });
    const form = container.querySelector('form.entry') as HTMLElement;
    fireEvent.input(within(form).getByRole('textbox', { name: /^N-S pair/ }), { target: { value: '1' } });
    fireEvent.input(within(form).getByRole('textbox', { name: /^E-W pair/ }), { target: { value: '11' } });
    fireEvent.input(within(form).getByRole('textbox', { name: /^Contract/ }), { target: { value: '4S' } });
    fireEvent.input(within(form).getByRole('textbox', { name: /^Declarer/ }), { target: { value: 'S' } });
    fireEvent.input(within(form).getByRole('textbox', { name: /^Tricks/ }), { target: { value: '14' } });
    fireEvent.click(screen.getByText('Add result'));
    expect(screen.getByRole('alert').textContent).toMatch(/tricks/);
    expect(screen.getByText('No results yet.')).toBeTruthy();
  });
});

describe('Law 12C2 — adjusted scores in the ranking', () => {
  test('12C2(a): an A+ line is scored at the artificial percentage and the pair ranks with it', () => {
    const r = scoreSession({ scoring: 'matchpoints', movement: 'mitchell', rows: ROWS }, WBF_REGULATION.settings);
    if (!r.ok) throw new Error(r.error.join('\n'));
    const board2 = r.value.boards.find((b) => b.board === 2);
    const adjusted = board2?.lines.find((l) => l.ns === '3');
    // 12C2(c) leaves 60/40 here: pair 3 scored 0% on board 1, pair 11 50% (not below 40%).
    expect(adjusted?.nsPercent).toBe(60);
    expect(adjusted?.ewPercent).toBe(40);
    // By hand: board 2 has two real results of three (Neuberg: (M+1)×3/2−1). NS 2: 4+3.5, 1: 2+0.5, 3: 0+2.4;
    // EW 13: 4+0.5, 11: 2+1.6, 12: 0+3.5.
    expect(r.value.standings.map((s) => [s.item.pair, s.item.total])).toEqual([['2', 7.5], ['1', 2.5], ['3', 2.4], ['13', 4.5], ['11', 3.6], ['12', 3.5]]);
  });

  test('78A: the PZBS regulation scores 1/\u00bd/0 instead of 2/1/0', () => {
    const wbf = scoreSession({ scoring: 'matchpoints', movement: 'mitchell', rows: ROWS.slice(0, 3) }, WBF_REGULATION.settings);
    const pzbs = scoreSession({ scoring: 'matchpoints', movement: 'mitchell', rows: ROWS.slice(0, 3) }, PZBS_REGULATION.settings);
    expect(wbf.ok && wbf.value.boards[0]?.top).toBe(4);
    expect(pzbs.ok && pzbs.value.boards[0]?.top).toBe(2);
  });

  test('78B: the same session at Butler IMPs shows a datum and IMP totals', async () => {
    const { container } = await renderDesk({ page: 'session', session: { scoring: 'butler', movement: 'mitchell', rows: ROWS.slice(0, 3) } });
    expect(container.querySelector('[data-board="1"] caption')?.textContent).toMatch(/^Board 1 \(datum -?\d+\)$/);
    expect(rankingRows(container)[0]).toHaveLength(5);
  });
});

describe('travellers CSV import', () => {
  test('imports travellers, keeps a file\u2019s vulnerability override, and round-trips through the session CSV', () => {
    const text = 'board,ns,ew,contract,declarer,tricks,vulnerable\n1,1,11,4S,S,10,All\n1,2,12,P,,,\n';
    const r = importTravellers(text, 'club.csv');
    if (!r.ok) throw new Error(r.error.join('\n'));
    // 420 non-vulnerable would be 620 vulnerable: the override is kept as a vulnerability that gives 620.
    expect(r.value[0]).toEqual({ ...row(1, '1', '11', '4S', 'S', '10'), vulnerable: 'NS' });
    const again = importTravellers(sessionCsv(r.value), 'again.csv');
    expect(again.ok && again.value).toEqual(r.value);
  });

  test('a bad file is refused with file, line and board', () => {
    const r = importTravellers('board,ns,ew,contract,declarer,tricks\n1,1,11,4S,S,10\n2,1,11,9S,S,10\n', 'club.csv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatch(/^club\.csv: line 3, board 2: /);
  });

  test('pasting travellers in the page scores them and the result sheet can be printed', async () => {
    const { container } = await renderDesk({ page: 'session' });
    fireEvent.input(screen.getByLabelText(/Import results/, { selector: 'textarea' }), { target: { value: sessionCsv(ROWS) } });
    fireEvent.click(screen.getByText('Import'));
    expect(rankingRows(container)).toHaveLength(6);
    expect(screen.getByText('Print the result sheet')).toBeTruthy();
  });
});

describe('results from PBN and BBO LIN files', () => {
  const fixture = (name: string) => decodeText(readFileSync(join(import.meta.dirname, 'fixtures', name)));
  const game = (board: number, ns: string, ew: string, contract: string, declarer: string, result: string) =>
    [`[Board "${board}"]`, `[PairNS "${ns}"]`, `[PairEW "${ew}"]`, `[Declarer "${declarer}"]`, `[Contract "${contract}"]`, `[Result "${result}"]`].join('\n');

  test('78A: one PBN game per result, pasted in the page, ranks the pairs as the same results typed in', async () => {
    const pbn = ROWS.slice(0, 3).map((r) => game(r.board, r.ns, r.ew, r.contract, r.declarer, r.tricks)).join('\n\n');
    const { container } = await renderDesk({ page: 'session' });
    fireEvent.input(screen.getByLabelText(/Import results/, { selector: 'textarea' }), { target: { value: pbn } });
    fireEvent.click(screen.getByText('Import'));
    expect(rankingRows(container).map((r) => [r[1], r[5]])).toEqual([['2', '100'], ['1', '50'], ['3', '0'], ['13', '100'], ['11', '50'], ['12', '0']]);
  });

  test('78C, 12C2: a Ruter session read from its ScoreTables gives the ranking and percentages the file publishes', () => {
    const text = fixture('results-ruter-2016-02-10.pbn');
    const rows = importResults(text, 'ruter.pbn', 'howell');
    if (!rows.ok) throw new Error(rows.error.join('\n'));
    expect(rows.value).toHaveLength(168);
    // A= for North-South with A+ for East-West stays an adjusted score (Law 12C2).
    expect(rows.value.filter((r) => r.contract.startsWith('A')).length).toBeGreaterThan(0);
    const scored = scoreSession({ scoring: 'matchpoints', movement: 'howell', rows: rows.value }, WBF_REGULATION.settings);
    if (!scored.ok) throw new Error(scored.error.join('\n'));
    const table = readPbn(text).file.games[0]?.tags.find((t) => t.name === 'TotalScoreTable')?.table;
    if (table === undefined) throw new Error('no TotalScoreTable');
    const col = (name: string) => table.columns.findIndex((c) => c.name === name);
    const published = table.rows.map((r) => [r[col('PairId')], Number(r[col('TotalPercentage')])]);
    expect(scored.value.standings.map((s) => [s.item.pair, Math.round((s.item.percent ?? 0) * 100) / 100])).toEqual(published);
  });

  test('a BBO LIN file gives one result per board, the pairs named by their players', () => {
    const rows = importResults(fixture('bbo-two-boards.lin'), 'bbo.lin', 'mitchell');
    if (!rows.ok) throw new Error(rows.error.join('\n'));
    expect(rows.value.map((r) => [r.board, r.ns, r.ew, r.contract, r.declarer, r.tricks])).toEqual([
      [1, 'North - South', 'East - West', '3NT', 'E', '8'],
      [5, 'North - South', 'East - West', '3HX', 'N', '11'],
    ]);
  });

  test('an impossible PBN result is refused naming file, line, board and game', () => {
    const text = [game(1, '1', '2', '4S', 'N', '10'), game(1, '3', '4', '4S', 'N', '14')].join('\n\n');
    const r = importResults(text, 'club.pbn', 'howell');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual(['club.pbn: line 13, board 1: game 2 [Result]: Result "14" is not a number of tricks 0–13']);
  });
});

describe('a session the scorer refuses never locks the sheet', () => {
  test('stored rows with a pair twice on a board: the message shows, every row is removable, and removing one ranks the rest', async () => {
    const session = { scoring: 'matchpoints' as const, movement: 'mitchell' as const, rows: [row(1, '1', '11', '4S', 'S', '10'), row(1, '1', '12', '4S', 'S', '9'), row(1, '2', '12', '4S', 'S', '11')] };
    const { container } = await renderDesk({ page: 'session', session });
    expect(container.querySelector('[data-testid="ranking"]')).toBeNull();
    const removes = container.querySelectorAll('[data-testid="rows"] button.remove');
    expect(removes.length).toBe(3);
    fireEvent.click(removes[1] as HTMLElement);
    expect(rankingRows(container).map((r) => r[1])).toEqual(['2', '1', '11', '12']);
  });

  test('a result for a pair already on the board is refused when entered; the sheet stays ranked', async () => {
    const { container } = await renderDesk({ page: 'session', session: { scoring: 'matchpoints', movement: 'mitchell', rows: ROWS.slice(0, 3) } });
    const form = container.querySelector('form.entry') as HTMLElement;
    for (const [name, value] of Object.entries({ board: '1', ns: '1', ew: '12', contract: '3NT', declarer: 'N', tricks: '9' })) {
      fireEvent.input(form.querySelector(`input[name="${name}"]`) as HTMLElement, { target: { value } });
    }
    fireEvent.click(screen.getByText('Add result'));
    expect(container.querySelector('ul[role="alert"]')?.textContent).toContain('already in the session');
    expect(rankingRows(container).length).toBe(6);
  });
});
