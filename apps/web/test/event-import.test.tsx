// Issue 31 at the desk: USEBIO pairs and teams, teams and individual results files, scored by the scoring package,
// shown and exported like pairs; a bad file refused naming the line and the rule.
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUsebio, usebioTravellers } from '@bridge-laws/formats';
import { loadState } from '../src/app.js';
import { renderDesk } from './render.js';

afterEach(cleanup);

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const rows = (container: Element, testId: string) =>
  [...container.querySelectorAll(`[data-testid="${testId}"] tbody tr`)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
const downloaded = (link: Element | null) => decodeURIComponent((link?.getAttribute('href') ?? '').replace(/^data:[^,]*,/, ''));

async function importFile(text: string, name: string) {
  const input = screen.getByLabelText(/^Import results/, { selector: 'input' }) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File([text], name)], configurable: true });
  fireEvent.change(input);
  await waitFor(() => {
    if (screen.queryByRole('alert') === null && screen.queryByTestId('ranking') === null && screen.queryByTestId('event-ranking') === null) throw new Error('not read yet');
  });
}

const choose = (event: string) => fireEvent.change(screen.getByRole('combobox', { name: /^Event/ }), { target: { value: event } });

describe('USEBIO pairs at the desk', () => {
  test('78A: a Compscore3 Howell session joins the session with its movement; the ranking is the Laws\u2019 default (pair 1: 124 as played)', async () => {
    const { container } = await renderDesk({ page: 'session' });
    await importFile(fixture('mp_pairs_howell.xml'), 'wednesday.xml');
    expect((screen.getByRole('combobox', { name: /^Movement/ }) as HTMLSelectElement).value).toBe('howell');
    const ranking = rows(container, 'ranking');
    expect(ranking).toHaveLength(12);
    expect(ranking.find((r) => r[1] === '1')?.slice(2, 4)).toEqual(['26', '124']);
    // Every traveller line of the file is a result line of the session.
    const u = readUsebio(fixture('mp_pairs_howell.xml'));
    const lines = u.ok ? usebioTravellers(u.value, 'w.xml') : null;
    expect(container.querySelectorAll('table.traveller tbody tr')).toHaveLength(lines?.ok ? lines.value.lines.length : -1);
    // Exported like any session: CSV, PBN, a printable page and USEBIO.
    const usebio = downloaded(container.querySelector('[data-testid="results-export"] a[data-format="results.xml"]'));
    expect(usebio).toMatch(/^<\?xml/);
    expect(readUsebio(usebio).ok).toBe(true);
    expect(downloaded(container.querySelector('[data-testid="results-export"] a[data-format="results.csv"]')).split('\n').length).toBeGreaterThan(161);
  });

  test('77: a USEBIO line whose SCORE disagrees with Law 77 is refused naming file, line and board; nothing is added', async () => {
    await renderDesk({ page: 'session' });
    await importFile(fixture('mp_pairs_howell.xml').replace('<SCORE>-400</SCORE>', '<SCORE>-420</SCORE>'), 'bad.xml');
    expect(screen.getByRole('alert').textContent).toBe('bad.xml: line 261, board 1: SCORE: -420 does not match 5C by W with 11 tricks, vulnerable None: Law 77 gives -400 to North-South');
    expect(screen.getByText('No results yet.')).toBeTruthy();
  });

  test('broken XML is refused naming its line and the XML rule', async () => {
    await renderDesk({ page: 'session' });
    await importFile('<?xml version="1.0"?>\n<USEBIO Version="1.2">\n<EVENT>\n</USEBIO>\n', 'broken.xml');
    expect(screen.getByRole('alert').textContent).toBe('broken.xml: line 4: USEBIO: XML: end tag </USEBIO> does not match <EVENT>');
  });
});

describe('teams at the desk (Laws 78B\u201378D)', () => {
  test('a USEBIO teams file: every match\u2019s IMPs and VPs as published, the ranking, exports; kept across a reload', async () => {
    const first = await renderDesk({ page: 'session' });
    await importFile(fixture('teams_swiss_realbridge.xml'), 'round2.xml');
    expect((screen.getByRole('combobox', { name: /^Event/ }) as HTMLSelectElement).value).toBe('teams');
    expect(rows(first.container, 'event-ranking')[0]).toEqual(['1', '25', '1', expect.any(String), expect.any(String), '18.15']);
    expect(rows(first.container, 'event-matches')[0]).toEqual(['2', '1', '4', '20 : 16', '11.50 : 8.50']);
    expect(rows(first.container, 'event-matches')).toHaveLength(13);
    const csv = downloaded(first.container.querySelector('[data-testid="event-results"] a[data-format="results.csv"]'));
    expect(csv.split('\n\n')[1]?.split('\n')[1]).toBe('2,1,4,20,16,11.50,8.50');
    expect(downloaded(first.container.querySelector('[data-testid="event-results"] a[data-format="results.pbn"]'))).toContain('[TotalScoreTable "Rank');
    expect(downloaded(first.container.querySelector('[data-testid="event-results"] a[data-format="results.html"]'))).toContain('<h2>Ranking</h2>');
    await waitFor(async () => expect((await first.store.get<{ session: { event?: { kind: string } } }>('desk'))?.session.event?.kind).toBe('teams'));
    cleanup();
    const second = await renderDesk(await loadState(first.store), first.store);
    expect(rows(second.container, 'event-matches')[0]).toEqual(['2', '1', '4', '20 : 16', '11.50 : 8.50']);
    fireEvent.click(screen.getByText('Remove the event'));
    expect(screen.queryByTestId('event-results')).toBeNull();
  });

  test('86B3: a teams travellers CSV with a board played at one table of a match is refused with the law', async () => {
    await renderDesk({ page: 'session' });
    choose('teams');
    const csv = 'board,ns,ew,contract,declarer,tricks,round\n1,A,B,4S,S,10,1\n1,B,A,4S,S,9,1\n2,A,B,3NT,N,9,1\n';
    await importFile(csv, 'match.csv');
    expect(screen.getByRole('alert').textContent).toMatch(/^match\.csv: .*board 2.*86B3/);
    expect(screen.queryByTestId('event-results')).toBeNull();
  });

  test('a pairs USEBIO file chosen as teams is refused naming the USEBIO rule', async () => {
    await renderDesk({ page: 'session' });
    choose('teams');
    await importFile(fixture('mp_pairs_howell.xml'), 'w.xml');
    expect(screen.getByRole('alert').textContent).toBe('w.xml: USEBIO: the event has no MATCH element, so it is not a teams event (USEBIO 1.2 teams results are MATCHes)');
  });
});

describe('an individual at the desk', () => {
  // Two tables, two boards, the same seats: 1-2 v 3-4 and 5-6 v 7-8.
  const INDIVIDUAL = ['board,north,south,east,west,contract,declarer,tricks', '1,1,2,3,4,4S,S,10', '1,5,6,7,8,4S,S,9', '2,1,2,3,4,3NT,N,9', '2,5,6,7,8,3NT,N,8'].join('\n');

  test('78A: each player gets their side\u2019s matchpoints: the pairs that beat the other table twice share the top', async () => {
    const { container } = await renderDesk({ page: 'session' });
    choose('individuals');
    await importFile(INDIVIDUAL, 'individual.csv');
    const byPlayer = Object.fromEntries(rows(container, 'event-ranking').map((r) => [r[1], [r[0], r[3], r[4]]]));
    expect(byPlayer).toEqual({
      1: ['1=', '4', '100'], 2: ['1=', '4', '100'], 7: ['1=', '4', '100'], 8: ['1=', '4', '100'],
      3: ['5=', '0', '0'], 4: ['5=', '0', '0'], 5: ['5=', '0', '0'], 6: ['5=', '0', '0'],
    });
    expect(downloaded(container.querySelector('[data-testid="event-results"] a[data-format="results.pbn"]'))).toContain('PlayerId_North');
    expect(container.querySelector('[data-testid="event-results"] a[data-format="results.xml"]')).toBeNull();
  });

  test('an individual file without the players is refused naming the columns', async () => {
    await renderDesk({ page: 'session' });
    choose('individuals');
    await importFile('board,ns,ew,contract,declarer,tricks\n1,1,2,4S,S,10\n', 'pairs.csv');
    expect(screen.getByRole('alert').textContent).toMatch(/^pairs\.csv: .*north/);
  });
});
