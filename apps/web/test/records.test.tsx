import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, readPbn } from '@bridge-laws/formats';
import { LEAD_DEAL, callButton, cardButton, renderDesk } from './render.js';
import { importRecord } from '../src/table/records.js';
import { recordFormat } from '../src/table/record-format.js';

afterEach(cleanup);

const fixture = (name: string) => decodeText(readFileSync(join(import.meta.dirname, 'fixtures', name)));

function calls(container: Element, list: readonly string[]) {
  for (const c of list) fireEvent.click(callButton(container, c));
}

const pbnExport = async () => {
  await waitFor(() => screen.getByTestId('pbn-export'));
  return (screen.getByTestId('pbn-export') as HTMLTextAreaElement).value;
};

/** The PBN a link downloads: the text behind its data URL. */
const downloaded = (link: HTMLElement) => decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:[^,]*,/, ''));

describe('the record exported as PBN (PBN §3.9 marks)', () => {
  test('54B/53A: an accepted opening lead out of turn is written with ^L; the contract and declarer are in the tags', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    calls(container, ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    fireEvent.click(cardButton(container, 'E', 'H2'));
    fireEvent.click(container.querySelector('[data-option="accept"]') as HTMLElement);
    const pbn = await pbnExport();
    expect(pbn).toContain('[Contract "4S"]');
    expect(pbn).toContain('[Declarer "S"]');
    expect(pbn).toContain(`[Deal "${LEAD_DEAL}"]`);
    // West was to lead (the play section starts with declarer's left-hand opponent): East's ♥2 is marked.
    expect(pbn).toContain('[Play "W"]');
    expect(pbn).toMatch(/^- - \^L H2 -$/m);
    expect(pbn).toMatch(/laws applied: .*\b54B\b/);
    const link = screen.getByTestId('pbn-download');
    expect(link.getAttribute('download')).toBe('board-1.pbn');
    expect(downloaded(link)).toBe(pbn);
    // What we write reads back as valid PBN with the same contract.
    const read = readPbn(pbn);
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(read.file.games[0]?.values.Contract).toBe('4S');
  });

  test('27A1: an accepted insufficient bid is written with ^I; a rejected lead (54D) carries no ^L', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    calls(container, ['1H', '1D']);
    fireEvent.click(container.querySelector('[data-option="accept"]') as HTMLElement);
    expect(await pbnExport()).toMatch(/^1H \^I 1D \*$/m);
    cleanup();
    const again = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    calls(again.container, ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    fireEvent.click(cardButton(again.container, 'E', 'H2'));
    fireEvent.click(again.container.querySelector('[data-option="reject"]') as HTMLElement);
    expect(await pbnExport()).not.toContain('^L');
  });

  test('a board without a deal cannot be written as PBN, and the desk says so', async () => {
    const { container } = await renderDesk({ board: { board: 3, deal: null } });
    calls(container, ['1H']);
    await waitFor(() => screen.getByText('PBN export needs the deal: deal a board or paste one.'));
    expect(screen.queryByTestId('pbn-export')).toBeNull();
  });
});

describe('BBO LIN and PBN records replayed at the table', () => {
  test('a LIN record pasted in the deal box becomes the board and the record; the Laws give the recorded 3NT by East', async () => {
    const { container } = await renderDesk();
    fireEvent.input(screen.getByLabelText(/Or paste a PBN deal/), { target: { value: fixture('bbo-20784110.lin') } });
    fireEvent.click(screen.getByText('Load deal'));
    await waitFor(() => expect(screen.getByTestId('contract').textContent).toBe('3NT'));
    expect(screen.getByTestId('contract').parentElement?.textContent).toContain('Contract: 3NT by East');
    expect(screen.getByTestId('dealer').textContent).toBe('North');
    // One down (Law 77): 8 tricks to East-West, 50 to North-South.
    expect(screen.getByTestId('tricks').textContent).toBe('5 / 8');
    expect(screen.getByTestId('score').textContent).toBe('50');
    expect(screen.getByTestId('record-note').textContent).toBe('Expectations in the case (1): all met');
    // 9 calls and 52 cards, each one event, then the record's own contract, declarer and tricks as an expectation.
    expect(container.querySelectorAll('[data-testid="record"] li')).toHaveLength(62);
    expect((screen.getByTestId('case-export') as HTMLTextAreaElement).value).toContain('- {by: S, play: C3}');
  });

  test('a two-board LIN file in the import box: the first is replayed and checked against its record, the second on request', async () => {
    const { container } = await renderDesk();
    await waitFor(() => screen.getByLabelText('Or paste the case file or the record'));
    fireEvent.input(screen.getByLabelText('Or paste the case file or the record'), { target: { value: fixture('bbo-two-boards.lin') } });
    fireEvent.click(screen.getByText('Replay the case'));
    expect(screen.getByTestId('case-check').textContent).toBe('Expectations in the case (1): all met');
    expect(screen.getByTestId('contract').textContent).toBe('3NT');
    const boards = [...container.querySelectorAll('[data-record-board]')].map((b) => b.textContent);
    expect(boards).toEqual(['Board 1 as recorded in pasted record', 'Board 5 as recorded in pasted record']);
    fireEvent.click(container.querySelector('[data-record-board="1"]') as HTMLElement);
    // Board 5: 3♥ doubled by North; BBO's `mc|11` claim is Law 68A's claim of the rest, agreed by both defenders.
    await waitFor(() => expect(screen.getByTestId('contract').textContent).toBe('3♥X'));
    expect(screen.getByTestId('case-check').textContent).toBe('Expectations in the case (1): all met');
    expect((screen.getByTestId('case-export') as HTMLTextAreaElement).value).toMatch(/claim: \{tricks: \d+\}/);
  });

  test('the desk\u2019s own PBN export read back as a record replays to the same board', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    calls(container, ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    fireEvent.click(cardButton(container, 'E', 'H2'));
    fireEvent.click(container.querySelector('[data-option="accept"]') as HTMLElement);
    const r = importRecord(await pbnExport(), 'board-1.pbn', 'wbf');
    if (!r.ok) throw new Error(r.error);
    const table = (r.value.boards[0]?.imported.events ?? []).flatMap((e) => (e.kind === 'table' ? [e.event] : []));
    // The ^L mark becomes declarer's acceptance again (Law 53A/54B).
    expect(table.slice(-2)).toEqual([
      { by: 'E', action: 'play', value: 'H2' },
      { by: 'S', action: 'decide', value: 'accept' },
    ]);
  });

  test('27A1: a PBN game with an unmarked insufficient bid is replayed up to the choice, which the desk then offers', async () => {
    const pbn = ['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', `[Deal "${LEAD_DEAL}"]`, '[Auction "N"]', '1H 1D Pass Pass', 'Pass'].join('\n');
    const { container } = await renderDesk();
    fireEvent.input(screen.getByLabelText(/Or paste a PBN deal/), { target: { value: pbn } });
    fireEvent.click(screen.getByText('Load deal'));
    await waitFor(() => expect(screen.getByTestId('chooser').textContent).toBe('South'));
    expect(screen.getByTestId('record-note').textContent).toBe('Replayed up to a point only the director can rule on: after call 1D by E: S chooses accept/reject (Law 27A1)');
    expect([...container.querySelectorAll('.choice button[data-option]')].map((b) => b.getAttribute('data-option'))).toEqual(['accept', 'reject']);
    expect(container.querySelectorAll('[data-testid="record"] li')).toHaveLength(2);
  });

  test('a malformed LIN record is refused with the reader\u2019s message', async () => {
    const { container } = await renderDesk();
    fireEvent.input(screen.getByLabelText(/Or paste a PBN deal/), { target: { value: 'pn|a,b,c,d|md|3SXX|' } });
    fireEvent.click(screen.getByText('Load deal'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^pasted record: .*md/));
    expect(container.querySelector('[data-testid="record"] li')).toBeNull();
  });

  test('records are told apart by name, then by content; a bare PBN deal is not a record', () => {
    expect(recordFormat('', 'club.LIN')).toBe('lin');
    expect(recordFormat('[Board "1"]\n[Deal "N:..."]')).toBe('pbn');
    expect(recordFormat('pn|a,b,c,d|st||md|3S25H79|')).toBe('lin');
    expect(recordFormat(LEAD_DEAL)).toBeNull();
    expect(recordFormat('id: x\nevents: []\n')).toBeNull();
  });
});
