import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEAD_DEAL, callButton, cardButton, renderDesk } from './render.js';

afterEach(cleanup);

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

/** Make calls in rotation from the seat whose turn it is. */
function calls(container: Element, list: readonly string[]) {
  for (const c of list) fireEvent.click(callButton(container, c));
}

function pickSeat(seat: string) {
  const radio = document.querySelector(`.seat-picker input[value="${seat}"]`);
  if (!(radio instanceof HTMLInputElement)) throw new Error('no seat picker');
  fireEvent.change(radio, { target: { checked: true } });
}

const optionsShown = (container: Element) => [...container.querySelectorAll('.choice button[data-option]:not(.suit-choice)')].map((b) => b.getAttribute('data-option'));

describe('Law 27 — insufficient bid, recorded with the bidding box', () => {
  test('27A1: after 1♥ – 1♦ South chooses to accept or reject, and the summary is in the interface language', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    calls(container, ['1H']);
    expect(screen.getByTestId('turn').textContent).toBe('East');
    calls(container, ['1D']);
    expect(screen.getByTestId('chooser').textContent).toBe('South');
    expect(optionsShown(container)).toEqual(['accept', 'reject']);
    expect(container.querySelector('.choice')?.textContent).toContain('The left-hand opponent may accept the insufficient bid');
    fireEvent.click(screen.getByText('Język: polski'));
    expect(container.querySelector('.choice')?.textContent).toContain('Lewy przeciwnik może przyjąć odzywkę niewystarczającą');
    expect(screen.getByText('Przyjmij')).toBeTruthy();
  });

  test('27B1(a): rejected, replaced by 2♦; the director answers his question with a button and the auction goes on', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    calls(container, ['1H', '1D']);
    fireEvent.click(container.querySelector('[data-option="reject"]') as HTMLElement);
    expect(screen.getByTestId('turn').textContent).toBe('East');
    calls(container, ['2D']);
    const question = container.querySelector('[data-question="same-denominations"]');
    expect(question?.textContent).toContain('same denomination');
    fireEvent.click(question?.querySelector('[data-answer="true"]') as HTMLElement);
    expect(screen.getByTestId('turn').textContent).toBe('South');
    expect([...container.querySelectorAll('.auction td')].map((td) => td.textContent).filter(Boolean)).toEqual(['1♥', '2♦']);
    expect(container.querySelector('.last-laws')?.textContent).toContain('27B1(a)');
    expect(container.querySelector('.consequences')).toBeNull();
  });

  test('27B2: any other replacement silences partner for the rest of the auction', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    calls(container, ['1H', '1D']);
    fireEvent.click(container.querySelector('[data-option="reject"]') as HTMLElement);
    calls(container, ['3NT']);
    for (const q of ['same-denominations', 'comparable']) {
      const b = container.querySelector(`[data-question="${q}"] [data-answer="false"]`);
      if (b instanceof HTMLElement) fireEvent.click(b);
    }
    expect(container.querySelector('.consequences')?.textContent).toContain('West must pass for the rest of the auction');
  });
});

describe('Law 31 — call out of rotation', () => {
  test('31B: South opens at North\u2019s turn; the seat picker records it and West is offered the choice', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    pickSeat('S');
    calls(container, ['1S']);
    expect(screen.getByTestId('chooser').textContent).toBe('West');
    expect(optionsShown(container)).toEqual(['accept', 'reject']);
    expect(container.querySelector('[data-testid="record"]')?.textContent).toBe('{by: S, call: 1S}');
  });
});

describe('undo and refusals', () => {
  test('undo replays the record without its last action', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    calls(container, ['1H', '1D']);
    fireEvent.click(screen.getByText('Undo last action'));
    expect(container.querySelector('.choice')).toBeNull();
    expect(screen.getByTestId('turn').textContent).toBe('East');
    expect(container.querySelectorAll('[data-testid="record"] li')).toHaveLength(1);
  });

  test('9B2: a call while the director\u2019s question is open is refused with a message, and nothing is recorded', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    calls(container, ['1H']);
    pickSeat('N');
    fireEvent.click(container.querySelector('.change input') as HTMLElement);
    calls(container, ['1S']);
    expect(container.querySelector('[data-question="unintended"]')).not.toBeNull();
    calls(container, ['2C']);
    expect(screen.getByRole('alert').getAttribute('data-code')).toBe('awaiting-director');
    expect(screen.getByRole('alert').textContent).toContain('The director must answer his question first');
    expect(container.querySelectorAll('[data-testid="record"] li')).toHaveLength(2);
  });

  test('7B3: a card is played by the seat that holds it; a premature lead during the auction is ruled under Law 24', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    calls(container, ['1S']);
    fireEvent.click(cardButton(container, 'E', 'HQ'));
    expect(container.querySelector('[data-testid="record"]')?.textContent).toContain('{by: E, play: HQ}');
    expect(container.querySelector('.consequences')?.textContent).toContain('West must pass at the next turn');
  });
});

describe('Law 54 — opening lead out of turn, clicked on the table', () => {
  test('54: East faces a card after 4♠ by South: declarer gets accept / accept-as-dummy / reject', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    calls(container, ['P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    expect(screen.getByTestId('contract').textContent).toBe('4♠');
    expect(screen.getByTestId('phase').textContent).toBe('Waiting for the opening lead');
    fireEvent.click(cardButton(container, 'E', 'H2'));
    expect(container.querySelector('.refusal')).toBeNull();
    expect(screen.getByTestId('chooser').textContent).toBe('South');
    expect(optionsShown(container)).toEqual(['accept', 'accept-as-dummy', 'reject']);
    fireEvent.click(container.querySelector('[data-option="reject"]') as Element);
    expect(container.querySelector('.laws')?.textContent ?? '').toMatch(/54/);
  });
});

describe('the record as a case file', () => {
  test('export writes the events in case-file vocabulary; import replays a public case and checks its expectations', async () => {
    const { container, store } = await renderDesk({ board: { board: 1, deal: null } });
    calls(container, ['1H', '1D']);
    const yaml = (screen.getByTestId('case-export') as HTMLTextAreaElement).value;
    expect(yaml).toContain('board: 1');
    expect(yaml).toContain('- {by: N, call: 1H}');
    expect(yaml).toContain('- {by: E, call: 1D}');

    fireEvent.input(screen.getByLabelText('Or paste the case file or the record'), { target: { value: fixture('law27b1a-lowest-bid-same-denomination.case.yaml') } });
    fireEvent.click(screen.getByText('Replay the case'));
    expect(screen.getByTestId('case-check').textContent).toBe('Expectations in the case (3): all met');
    expect(screen.getByTestId('contract').textContent).toBe('2♥');
    await waitFor(async () => expect((await store.get<{ events: unknown[] }>('desk'))?.events).toHaveLength(11));
  });

  test('a malformed case file is refused with a message naming the event and field', async () => {
    await renderDesk();
    fireEvent.input(screen.getByLabelText('Or paste the case file or the record'), { target: { value: 'id: x\nevents:\n  - {by: Q, call: 1H}\n' } });
    fireEvent.click(screen.getByText('Replay the case'));
    expect(screen.getByRole('alert').textContent).toBe('pasted case: event 0, field by: must be a seat: N, E, S or W');
  });
});
