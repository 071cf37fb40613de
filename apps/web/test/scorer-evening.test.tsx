// The club scorer's evening at the desk: an arrow-switched Mitchell (Law 8A) ranked as one field, the movement read from
// an imported file (asked when it cannot tell), and a weighted W line (12C1(c)) entered, scored and kept in the session file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { Report } from '@bridge-laws/table';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { formatEventCsv } from '@bridge-laws/scoring';
import { readSession, writeSession } from '@bridge-laws/session';
import type { SessionRecord } from '../src/store/desk-state.js';
import { TravellerForm } from '../src/views/traveller-form.js';
import { translate } from '../src/i18n/messages.js';
import { emptySession } from '../src/session/record.js';
import { readPairsFile } from '../src/session/import-results.js';
import { addLines, scoreSession } from '../src/session/session.js';
import { travellerEntry } from '../src/session/traveller.js';
import { refusalText } from '../src/session/refusals.js';
import { renderDesk } from './render.js';

afterEach(cleanup);

const en = (k: Parameters<typeof translate>[1]) => translate('en', k);
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'latin1');
const cells = (container: Element, round: number) => [...container.querySelectorAll(`[data-testid="movement"] tr[data-round="${round}"] td`)].map((td) => td.textContent);
const report = { phase: 'ended', contract: '4S', declarer: 'N', tricks: { NS: 10, EW: 3 }, score: { NS: 420 }, adjusted: null } as unknown as Report;

describe('Law 8A — the movement section', () => {
  test('8A: a Mitchell with arrow-switch on the last round: round 3 seats the EW pairs North-South, marked switched', async () => {
    const { container } = await renderDesk({ page: 'session', session: { session: emptySession('mitchell'), evening: { count: 3, boardsPerRound: 1 } } });
    fireEvent.change(container.querySelector('select[name="movement"]') as HTMLElement, { target: { value: 'arrow-switch' } });
    expect(cells(container, 2)).toEqual(['2', '1–3: 2', '2–1: 3', '3–2: 1']);
    expect(cells(container, 3)).toEqual(['3 (switched)', '2–1: 3', '3–2: 1', '1–3: 2']);
    // Named rounds instead: round 1 switched, round 3 not.
    fireEvent.click(container.querySelector('input[name="arrow-switch"][value="named"]') as HTMLElement);
    fireEvent.input(container.querySelector('input[name="arrow-rounds"]') as HTMLElement, { target: { value: '1' } });
    expect(cells(container, 1)).toEqual(['1 (switched)', '1–1: 1', '2–2: 2', '3–3: 3']);
    expect(cells(container, 3)).toEqual(['3', '1–2: 3', '2–3: 1', '3–1: 2']);
    fireEvent.input(container.querySelector('input[name="arrow-rounds"]') as HTMLElement, { target: { value: 'two' } });
    expect(screen.getByTestId('evening-problem').textContent).toBe('Switched rounds: write round numbers separated by commas, e.g. 2,4.');
  });

  test('8A: fewer rounds than the full movement; more than it has is refused', async () => {
    const { container } = await renderDesk({ page: 'session', session: { session: emptySession('howell'), evening: { count: 8, boardsPerRound: 2 } } });
    expect(container.querySelectorAll('[data-testid="movement"] tbody tr')).toHaveLength(7);
    fireEvent.input(container.querySelector('input[name="evening-rounds"]') as HTMLElement, { target: { value: '5' } });
    expect(container.querySelectorAll('[data-testid="movement"] tbody tr')).toHaveLength(5);
    fireEvent.input(container.querySelector('input[name="evening-rounds"]') as HTMLElement, { target: { value: '9' } });
    expect(screen.getByRole('alert').getAttribute('title')).toBe('rounds must be a whole number from 1 to 7 for this movement');
  });

  test('8A: a switched sitting fills the traveller with its pairs turned round; the table is scored in one field', () => {
    let kept: SessionRecord = { session: emptySession('arrow-switch'), evening: { count: 3, boardsPerRound: 1 } };
    const { container } = render(<TravellerForm board={1} ruling={{ kind: 'table', report }} link={{ session: kept, onSession: (s) => (kept = s), onOpen: () => undefined }} t={en} />);
    const options = [...container.querySelectorAll('select[name="traveller-sitting"] option')].map((o) => o.textContent);
    expect(options).toEqual(['—', 'Round 1, Table 1: 1–1', 'Round 2, Table 3: 3–2', 'Round 3, Table 2: 3–2 (switched)']);
    fireEvent.change(container.querySelector('select[name="traveller-sitting"]') as HTMLElement, { target: { value: '2' } });
    expect((container.querySelector('input[name="traveller-switched"]') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText('Write to the traveller'));
    // Table 2 is named by its Mitchell North-South pair (2), who sat East-West; EW 3 sat North-South.
    expect(kept.session.results).toEqual([{ board: 1, table: '2', ns: '3', ew: '2', contract: '4S', declarer: 'N', tricks: 10, switched: true }]);
    // The session file keeps it, and the session reads back.
    expect(readSession(writeSession(kept.session)).ok).toBe(true);
  });

  test('8A: switched tables keep the arrow-switch: another movement is refused until they are removed', async () => {
    const session = { ...emptySession('arrow-switch'), boards: [{ board: 1 }], results: [{ board: 1, table: '2', ns: '3', ew: '2', contract: '4S', declarer: 'N' as const, tricks: 10, switched: true as const }] };
    const { container } = await renderDesk({ page: 'session', session: { session } });
    fireEvent.change(container.querySelector('select[name="movement"]') as HTMLElement, { target: { value: 'mitchell' } });
    expect(screen.getByTestId('evening-problem').textContent).toBe(en('evening.movement-locked'));
    expect((container.querySelector('select[name="movement"]') as HTMLSelectElement).value).toBe('arrow-switch');
  });
});

describe('Law 8A — the movement read on import', () => {
  test('8A: a Ruter barometer (real file) reads as a Howell, and the desk says what shows it', async () => {
    const r = readPairsFile(fixture('results-ruter-2016-02-10.pbn'), 'ruter.pbn');
    expect(r.ok && [r.value.movement, r.value.detected?.kind, r.value.lines.length]).toEqual(['howell', 'howell', 168]);
    const { container } = await renderDesk({ page: 'session' });
    fireEvent.input(screen.getByLabelText(/Import results/, { selector: 'textarea' }), { target: { value: fixture('results-ruter-2016-02-10.pbn') } });
    fireEvent.click(screen.getByText('Import'));
    expect(screen.getByTestId('detected-movement').textContent).toBe('Movement read from the file: Howell (one field) — pairs 4, 3, 8 met one another round a circle of odd length, which a Mitchell never seats.');
    expect((container.querySelector('select[name="movement"]') as HTMLSelectElement).value).toBe('howell');
    expect(container.querySelectorAll('[data-testid="ranking"] tbody tr')).toHaveLength(14);
  });

  test('8A: pairs numbered apart with some tables turned round read as an arrow-switched Mitchell, the turned tables marked', () => {
    const csv = ['board,ns,ew,contract,declarer,tricks', '1,1,4,4S,N,10', '2,2,5,2S,N,8', '3,3,6,4S,N,10', '2,1,6,2S,N,8', '3,2,4,4S,N,10', '1,3,5,4S,N,11', '3,5,1,4S,N,8', '1,6,2,3NT,N,9', '2,4,3,3S,N,9'].join('\n');
    const r = readPairsFile(csv, 'club.csv');
    if (!r.ok) throw new Error(r.error.join('\n'));
    expect([r.value.movement, r.value.lines.map((l) => l.switched === true)]).toEqual(['arrow-switch', [false, false, false, false, false, false, true, true, true]]);
    const s = addLines(emptySession('arrow-switch'), r.value.lines, 'club.csv');
    const scored = s.ok ? scoreSession(s.value, WBF_REGULATION) : null;
    // One field: six pairs ranked together, numbers 1-3 North-South and 4-6 East-West.
    expect(scored?.ok && scored.value.standings.map((x) => `${x.item.direction}${x.item.pair}`).sort()).toEqual(['EW4', 'EW5', 'EW6', 'NS1', 'NS2', 'NS3']);
    expect(scored?.ok && scored.value.standings.filter((x) => x.place === 1)).toHaveLength(1);
  });

  test('8A: a session with results keeps its movement: a file of another movement is refused, naming both', async () => {
    const session = { ...emptySession('mitchell'), boards: [{ board: 1 }], results: [{ board: 1, table: '1', ns: '1', ew: '1', contract: '4S', declarer: 'N' as const, tricks: 10 }] };
    await renderDesk({ page: 'session', session: { session } });
    fireEvent.input(screen.getByLabelText(/Import results/, { selector: 'textarea' }), { target: { value: fixture('results-ruter-2016-02-10.pbn') } });
    fireEvent.click(screen.getByText('Import'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'The file reads as Howell (one field), but the session is Mitchell (N-S and E-W ranked apart): choose the session\u2019s movement again, or clear its results, before importing.',
    );
  });
});

describe('Law 12C1(c) — a weighted W line', () => {
  test('12C1(c): typed in the entry form as W with its scores, it is scored, kept in the session file and exported as W', async () => {
    const { container } = await renderDesk({ page: 'session', session: { session: emptySession('howell') } });
    const type = (name: string, value: string) => fireEvent.input(container.querySelector(`form.entry input[name="${name}"]`) as HTMLElement, { target: { value } });
    // Board 2 (North-South vulnerable): 60 % of 620 and 40 % of −100, against a table that played 3NT= (600).
    for (const [ns, ew, contract, declarer, tricks, score] of [['1', '2', 'W', '', '', '620@60;-100@40'], ['3', '4', '3NT', 'N', '9', '']]) {
      type('board', '2');
      type('ns', ns as string);
      type('ew', ew as string);
      type('contract', contract as string);
      type('declarer', declarer as string);
      type('tricks', tricks as string);
      type('score', score as string);
      fireEvent.submit(container.querySelector('form.entry') as HTMLElement);
    }
    const rows = [...container.querySelectorAll('table.traveller tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(0, 8).map((td) => td.textContent));
    expect(rows[0]).toEqual(['1', '2', 'W 620@60;-100@40', '', '', '', '1.20 (60%)', '0.80 (40%)']);
    const file = (container.querySelector('[data-testid="session-file-download"]') as HTMLAnchorElement).href;
    const text = decodeURIComponent(file.slice(file.indexOf(',') + 1));
    const back = readSession(text);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.rulings[0]?.scoreEffect).toEqual({ kind: 'adjusted', adjusted: { NS: { kind: 'weighted-scores', scores: [{ ns: 620, weight: 0.6 }, { ns: -100, weight: 0.4 }] }, EW: { kind: 'weighted-scores', scores: [{ ns: 620, weight: 0.6 }, { ns: -100, weight: 0.4 }] } } });
    const scored = scoreSession(back.value, WBF_REGULATION);
    if (!scored.ok) throw new Error(scored.error.join());
    expect(formatEventCsv({ kind: 'pairs', result: scored.value }).split('\n')[1]).toBe('2,1,2,W,,,,620@60;-100@40,1.20,0.80,60,40');
  });

  test('12C1(c), 77: the traveller form takes a W line; a score the board cannot give and bad weights are refused naming the field', () => {
    const ok = travellerEntry({ board: 2, ns: '1', ew: '2', kind: 'weighted', text: '620@60; -100@40' }, null, 'howell');
    expect(ok.ok && ok.value.adjusted?.score.NS).toEqual({ kind: 'weighted-scores', scores: [{ ns: 620, weight: 0.6 }, { ns: -100, weight: 0.4 }] });
    const notHere = travellerEntry({ board: 1, ns: '1', ew: '2', kind: 'weighted', text: '620@60; -100@40' }, null, 'howell');
    expect(notHere.ok ? null : refusalText(notHere.error, en)).toBe('620 is no score board 1 can give at its vulnerability (Law 77).');
    const short = travellerEntry({ board: 2, ns: '1', ew: '2', kind: 'weighted', text: '620@60; -100@30' }, null, 'howell');
    expect(short.ok ? null : refusalText(short.error, en)).toBe('The weights add to 90, not 100 (Law 12C1(c)).');
    const pl = travellerEntry({ board: 1, ns: '1', ew: '2', kind: 'weighted', text: '425@50; 420@50' }, null, 'howell');
    expect(pl.ok ? null : refusalText(pl.error, (k) => translate('pl', k))).toBe('425 to nie jest zapis możliwy w rozdaniu 1 przy jego założeniach (przepis 77).');
  });

  test('8A: a file that cannot tell its movement asks, unless the session\u2019s results already fixed one the file allows', () => {
    const csv = ['board,ns,ew,contract,declarer,tricks', '1,3,4,1NT,S,8'].join('\n');
    const open = readPairsFile(csv, 'one.csv');
    expect(open.ok && [open.value.detected?.kind, open.value.movement, open.value.lines.length]).toEqual(['ambiguous', undefined, 0]);
    expect(open.ok && open.value.detected?.kind === 'ambiguous' && open.value.detected.candidates).toEqual(['howell', 'mitchell']);
    const howell = readPairsFile(csv, 'one.csv', undefined, 'howell');
    expect(howell.ok && [howell.value.movement, howell.value.lines.length]).toEqual(['howell', 1]);
    // A movement the file rules out is no answer: the scorer is still asked.
    const candidates = open.ok && open.value.detected?.kind === 'ambiguous' ? open.value.detected.candidates : [];
    const other = (['howell', 'mitchell', 'arrow-switch'] as const).find((m) => !candidates.includes(m));
    if (other !== undefined) {
      const ruledOut = readPairsFile(csv, 'one.csv', undefined, other);
      expect(ruledOut.ok && ruledOut.value.movement).toBeUndefined();
    }
  });

  test('12C1(c): an imported travellers CSV with a W line joins the session (it was refused before)', () => {
    const csv = ['board,ns,ew,contract,declarer,tricks,score', '2,1,2,W,,,620@60;-100@40', '2,3,4,3NT,N,9,', '1,1,4,4S,N,10,', '1,3,2,4S,N,9,'].join('\n');
    const r = readPairsFile(csv, 'w.csv', 'howell');
    const s = r.ok ? addLines(emptySession('howell'), r.value.lines, 'w.csv') : null;
    expect(s?.ok && s.value.rulings.map((x) => x.laws)).toEqual([['12C1(a)', '12C1(c)']]);
  });
});
