import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePbnDeal } from '@bridge-laws/cards-and-boards';
import { translate } from '../src/i18n/messages.js';
import { importCase } from '../src/table/case-file.js';
import { replay, startTable } from '../src/table/record.js';
import { playPosition } from '../src/analysis/play-position.js';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { DoubleDummyPanel } from '../src/views/double-dummy-panel.js';
import { cardButton, renderDesk } from './render.js';
import { DDS_DEAL, DDS_TABLE } from './fixtures/dds-list100.js';

afterEach(cleanup);

const grid = (container: Element) =>
  [...container.querySelectorAll('.dd-table tbody tr')].map((row) => [...row.querySelectorAll('td')].map((td) => Number(td.textContent)));

/** 3NT by South after nine tricks (all to North-South); South leads to the tenth holding ♠AKQ and ♥A. */
function nineTricksPlayed() {
  const file = 'claim-nine-tricks-played.case.yaml';
  const c = importCase(readFileSync(join(import.meta.dirname, 'fixtures', file), 'utf8'), file);
  if (!c.ok) throw new Error(c.error);
  return { board: c.value.board, events: c.value.events };
}

function played(events: ReturnType<typeof nineTricksPlayed>['events']) {
  const { board } = nineTricksPlayed();
  const start = startTable(board, WBF_REGULATION);
  if (!start.ok) throw new Error(start.error.message);
  return replay(start.value, events).state;
}

describe('the double-dummy panel (facts for a claim, Laws 68–71)', () => {
  test('the full deal\u2019s table from the real solver equals DDS\u2019s answer for a list100 deal', async () => {
    const deal = parsePbnDeal(DDS_DEAL);
    if (!deal.ok) throw new Error(deal.error.message);
    const { container } = render(<DoubleDummyPanel deal={deal.value} play={null} t={(k) => translate('en', k)} />);
    expect(container.querySelector('.dd-table')).toBeNull();
    expect(container.textContent).toContain('not a ruling');
    fireEvent.click(screen.getByRole('button', { name: 'Compute the double-dummy table' }));
    await waitFor(() => expect(container.querySelector('.dd-table')).not.toBeNull(), { timeout: 50_000 });
    expect([...container.querySelectorAll('.dd-table tbody th')].map((th) => th.textContent)).toEqual(['North', 'East', 'South', 'West']);
    expect([...container.querySelectorAll('.dd-table thead th')].map((th) => th.textContent)).toEqual(['Declarer', 'NT', '♠', '♥', '♦', '♣']);
    expect(grid(container)).toEqual(DDS_TABLE);
    expect(container.querySelector('.dd-compute')).toBeNull();
  });

  test('a refusal from the solver is shown as a message and no grid', async () => {
    const deal = parsePbnDeal(DDS_DEAL);
    if (!deal.ok) throw new Error(deal.error.message);
    const refusing = {
      ddTable: () => Promise.resolve({ ok: false as const, error: { code: 'unequal-hands' as const, message: 'every hand must hold the same number of cards' } }),
      solveCards: () => Promise.resolve({ ok: true as const, value: [] }),
    };
    const { container } = render(<DoubleDummyPanel deal={deal.value} play={null} t={(k) => translate('pl', k)} solver={refusing} />);
    fireEvent.click(screen.getByRole('button', { name: 'Policz tabelę lew w widne karty' }));
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('every hand must hold the same number of cards'));
    expect(container.querySelector('.dd-table')).toBeNull();
    expect(container.querySelector('.dd-compute')).not.toBeNull();
  });

  test('the play\u2019s position: none in the auction; the cards still held and the trick in progress once the play has begun', () => {
    const { events } = nineTricksPlayed();
    expect(playPosition(played(events.slice(0, 3)))).toBeNull();
    // After the opening lead ♦10 (West) North is to play to the first trick.
    const first = playPosition(played(events.slice(0, 7)));
    expect(first?.toPlay).toBe('N');
    expect(first?.remaining).toBe(13);
    expect(first?.options).toEqual({ trump: 'NT', leader: 'W' });
    expect(first?.position.trick).toEqual(['DT']);
    expect(first?.position.hands.W).toHaveLength(12);
    expect(first?.position.hands.N).toHaveLength(13);
    const tenth = playPosition(played(events));
    expect(tenth?.toPlay).toBe('S');
    expect(tenth?.remaining).toBe(4);
    expect([...(tenth?.position.hands.S ?? [])].sort()).toEqual(['HA', 'SA', 'SK', 'SQ']);
    expect(tenth?.position.trick).toEqual([]);
  });

  test('at the desk during the play: the table and every legal card of South valued at the four tricks left; a card played makes them stale', async () => {
    const { container } = await renderDesk(nineTricksPlayed());
    fireEvent.click(screen.getByRole('button', { name: 'Compute the double-dummy table and card values' }));
    await waitFor(() => expect(container.querySelector('[data-testid="dd-cards"]')).not.toBeNull(), { timeout: 50_000 });
    expect(container.querySelector('.dd-cards h4')?.textContent).toBe('Value of each legal card of South');
    const values = [...container.querySelectorAll('[data-testid="dd-cards"] li')].map((li) => [li.getAttribute('data-card'), li.querySelector('strong')?.textContent]);
    expect(values.map(([c]) => c).sort()).toEqual(['HA', 'SA', 'SK', 'SQ']);
    expect(values.every(([, v]) => v === '4')).toBe(true);
    // South's 3NT: the whole deal's table has a row per declarer, five numbers each.
    expect(grid(container).map((r) => r.length)).toEqual([5, 5, 5, 5]);
    fireEvent.click(cardButton(container, 'S', 'SA'));
    expect(container.querySelector('[data-testid="dd-cards"]')).toBeNull();
    expect(container.querySelector('.dd-table')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Compute the double-dummy table and card values' }));
    await waitFor(() => expect(container.querySelector('.dd-cards h4')?.textContent).toBe('Value of each legal card of West'));
    fireEvent.click(screen.getByText('Język: polski'));
    expect(container.querySelector('.double-dummy h3')?.textContent).toBe('Analiza w widne karty');
  });
});
