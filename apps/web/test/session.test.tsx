import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, readPbn } from '@bridge-laws/formats';
import { addLines, scoreSession } from '../src/session/session.js';
import { importResults } from '../src/session/import-results.js';
import { emptySession } from '../src/session/record.js';
import { exportSessionFile, importSessionFile } from '../src/session/session-file.js';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { PZBS_REGULATION } from '@bridge-laws/regulation-pzbs';
import { renderDesk } from './render.js';
import { recordOf, sessionOf } from './sessions.js';

afterEach(cleanup);

/** Two boards, three tables, Mitchell: 1-3 sit North-South, 11-13 East-West (board, ns, ew, contract, declarer, tricks). */
const ROWS = ['1,1,11,4S,S,10', '1,2,12,4S,S,11', '1,3,13,3NT,N,8', '2,1,12,3NT,E,9', '2,2,13,2H,S,8', '2,3,11,A+,,'];
const fields = (line: string) => {
  const [board = '', ns = '', ew = '', contract = '', declarer = '', tricks = ''] = line.split(',');
  return { board, ns, ew, contract, declarer, tricks };
};

const rankingRows = (container: Element) =>
  [...container.querySelectorAll('[data-testid="ranking"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('Law 78A — a session at matchpoints, entered board by board', () => {
  test('78A: results entered in the form are matchpointed and ranked, North-South and East-West apart', async () => {
    const { container } = await renderDesk({ page: 'session' });
    const form = container.querySelector('form.entry') as HTMLElement;
    for (const r of ROWS.slice(0, 3)) {
      for (const [name, value] of Object.entries(fields(r))) {
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
    const session = sessionOf(ROWS);
    // The A+ line is the table's adjusted score: a ruling on table 3 with no table result (Law 12C2(a)).
    expect(session.results[5]).toEqual({ board: 2, table: '3', ns: '3', ew: '11', contract: null });
    expect(session.rulings.map((r) => [r.board, r.table, r.laws, r.scoreEffect])).toEqual([
      [2, '3', ['12C2(a)'], { kind: 'adjusted', adjusted: { NS: { kind: 'artificial', grade: 'avg-plus' }, EW: { kind: 'artificial', grade: 'avg-minus' } }, artificialReason: 'no-result-obtainable' }],
    ]);
    const r = scoreSession(session, WBF_REGULATION);
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
    const wbf = scoreSession(sessionOf(ROWS.slice(0, 3)), WBF_REGULATION);
    const pzbs = scoreSession(sessionOf(ROWS.slice(0, 3)), PZBS_REGULATION);
    expect(wbf.ok && wbf.value.boards[0]?.top).toBe(4);
    expect(pzbs.ok && pzbs.value.boards[0]?.top).toBe(2);
  });

  test('78B: the same session at Butler IMPs shows a datum and IMP totals', async () => {
    const { container } = await renderDesk({ page: 'session', session: recordOf(ROWS.slice(0, 3), 'mitchell', 'butler') });
    expect(container.querySelector('[data-board="1"] caption')?.textContent).toMatch(/^Board 1 \(datum -?\d+\)$/);
    expect(rankingRows(container)[0]).toHaveLength(5);
  });
});

describe('travellers CSV import', () => {
  test('77: a file\u2019s vulnerability override is kept as the score the file gives, and survives the session file', () => {
    const text = 'board,ns,ew,contract,declarer,tricks,vulnerable\n1,1,11,4S,S,10,All\n1,2,12,P,,,\n';
    const lines = importResults(text, 'club.csv', 'mitchell');
    if (!lines.ok) throw new Error(lines.error.join('\n'));
    const s = addLines(emptySession(), lines.value, 'club.csv');
    if (!s.ok) throw new Error(s.error.join('\n'));
    // 4S= is 420 on board 1 (nobody vulnerable); the file says 620 (vulnerable): the table result stays, the score is the file's.
    expect(s.value.results).toEqual([
      { board: 1, table: '1', ns: '1', ew: '11', contract: '4S', declarer: 'S', tricks: 10 },
      { board: 1, table: '2', ns: '2', ew: '12', contract: 'passed-out' },
    ]);
    expect(s.value.rulings[0]?.scoreEffect).toEqual({ kind: 'adjusted', adjusted: { NS: { kind: 'points', ns: 620 }, EW: { kind: 'points', ns: 620 } } });
    const scored = scoreSession(s.value, WBF_REGULATION);
    expect(scored.ok && scored.value.boards[0]?.lines.map((l) => [l.ns, l.nsResult])).toEqual([['1', 2], ['2', 0]]);
    const file = exportSessionFile(s.value, 'wbf');
    if (!file.ok) throw new Error(file.error.join('\n'));
    expect(importSessionFile(file.value, [WBF_REGULATION])).toEqual({ ok: true, value: s.value });
  });

  test('a bad file is refused with file, line and board', () => {
    const r = importResults('board,ns,ew,contract,declarer,tricks\n1,1,11,4S,S,10\n2,1,11,9S,S,10\n', 'club.csv', 'mitchell');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatch(/^club\.csv: line 3, board 2: /);
  });

  test('pasting travellers in the page scores them and the result sheet can be printed', async () => {
    const { container } = await renderDesk({ page: 'session' });
    fireEvent.input(screen.getByLabelText(/Import results/, { selector: 'textarea' }), { target: { value: ['board,ns,ew,contract,declarer,tricks', ...ROWS].join('\n') } });
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
    const pbn = ROWS.slice(0, 3).map(fields).map((r) => game(Number(r.board), r.ns, r.ew, r.contract, r.declarer, r.tricks)).join('\n\n');
    const { container } = await renderDesk({ page: 'session' });
    fireEvent.input(screen.getByLabelText(/Import results/, { selector: 'textarea' }), { target: { value: pbn } });
    fireEvent.click(screen.getByText('Import'));
    // One board cannot show one field from two (Law 8A): nothing is imported until the scorer chooses.
    expect(screen.getByTestId('detected-movement').textContent).toContain('too few rounds to tell one field from two');
    expect(rankingRows(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mitchell (N-S and E-W ranked apart)' }));
    expect(rankingRows(container).map((r) => [r[1], r[5]])).toEqual([['2', '100'], ['1', '50'], ['3', '0'], ['13', '100'], ['11', '50'], ['12', '0']]);
  });

  test('78C, 12C2: a Ruter session read from its ScoreTables gives the ranking and percentages the file publishes', () => {
    const text = fixture('results-ruter-2016-02-10.pbn');
    const lines = importResults(text, 'ruter.pbn', 'howell');
    if (!lines.ok) throw new Error(lines.error.join('\n'));
    expect(lines.value).toHaveLength(168);
    const session = addLines(emptySession('howell'), lines.value, 'ruter.pbn');
    if (!session.ok) throw new Error(session.error.join('\n'));
    // A= for North-South with A+ for East-West stays an adjusted score: a ruling on that table (Law 12C2).
    expect(session.value.rulings.filter((r) => r.laws.includes('12C2(a)')).length).toBeGreaterThan(0);
    const scored = scoreSession(session.value, WBF_REGULATION);
    if (!scored.ok) throw new Error(scored.error.join('\n'));
    const table = readPbn(text).file.games[0]?.tags.find((t) => t.name === 'TotalScoreTable')?.table;
    if (table === undefined) throw new Error('no TotalScoreTable');
    const col = (name: string) => table.columns.findIndex((c) => c.name === name);
    const published = table.rows.map((r) => [r[col('PairId')], Number(r[col('TotalPercentage')])]);
    expect(scored.value.standings.map((s) => [s.item.pair, Math.round((s.item.percent ?? 0) * 100) / 100])).toEqual(published);
  });

  test('a BBO LIN file gives one result per board, the pairs named by their players', () => {
    const lines = importResults(fixture('bbo-two-boards.lin'), 'bbo.lin', 'mitchell');
    if (!lines.ok) throw new Error(lines.error.join('\n'));
    const session = addLines(emptySession(), lines.value, 'bbo.lin');
    expect(session.ok && session.value.results.map((r) => [r.board, r.ns, r.ew, r.contract, r.declarer, r.tricks])).toEqual([
      [1, 'North - South', 'East - West', '3NT', 'E', 8],
      [5, 'North - South', 'East - West', '3HX', 'N', 11],
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
  test('12C2(a): a session file with a table that has no result and no ruling: the message shows, every row is removable, and removing it ranks the rest', async () => {
    const session = { ...sessionOf(ROWS.slice(0, 2)), results: [...sessionOf(ROWS.slice(0, 2)).results, { board: 1, table: '3', ns: '3', ew: '13', contract: null }] };
    const { container } = await renderDesk({ page: 'session', session: { session } });
    expect(container.querySelector('[data-testid="ranking"]')).toBeNull();
    expect(container.querySelector('.unscored [role="alert"]')?.textContent).toBe('board 1 table 3: no result and no ruling \u2014 an adjusted score is needed');
    const removes = container.querySelectorAll('[data-testid="rows"] button.remove');
    expect(removes.length).toBe(3);
    fireEvent.click(removes[2] as HTMLElement);
    expect(rankingRows(container).map((r) => r[1])).toEqual(['2', '1', '11', '12']);
  });

  test('a result for a pair already on the board is refused when entered; the sheet stays ranked', async () => {
    const { container } = await renderDesk({ page: 'session', session: recordOf(ROWS.slice(0, 3)) });
    const form = container.querySelector('form.entry') as HTMLElement;
    for (const [name, value] of Object.entries({ board: '1', ns: '1', ew: '12', contract: '3NT', declarer: 'N', tricks: '9' })) {
      fireEvent.input(form.querySelector(`input[name="${name}"]`) as HTMLElement, { target: { value } });
    }
    fireEvent.click(screen.getByText('Add result'));
    expect(container.querySelector('ul[role="alert"]')?.textContent).toContain('already in the session');
    expect(rankingRows(container).length).toBe(6);
  });
});
