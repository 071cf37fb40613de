import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import type { CaseEvent } from '@bridge-laws/table';
import { LEAD_DEAL, renderDesk } from './render.js';

afterEach(cleanup);

const call = (by: string, value: string): CaseEvent => ({ kind: 'table', event: { by, action: 'call', value } }) as CaseEvent;
/** Board 1 (dealer North): the auction 4♠ by South, West to lead. */
const AUCTION = 'P P 1S P 2S P 4S P P P'.split(' ').map((c, i) => call('NESW'[i % 4] as string, c));

const optionsShown = (container: Element) => [...container.querySelectorAll('.choice button[data-option]:not(.suit-choice)')].map((b) => b.getAttribute('data-option'));
const questionsShown = (container: Element) => [...container.querySelectorAll('.questions [data-question]')].map((q) => q.getAttribute('data-question'));
const record = (container: Element) => [...container.querySelectorAll('[data-testid="record"] li')].map((li) => li.textContent);

function open(container: Element, kind: string) {
  const b = container.querySelector(`[data-irregularity="${kind}"]`);
  if (!(b instanceof HTMLElement)) throw new Error(`no attention button for ${kind}`);
  fireEvent.click(b);
}

function choose(container: Element, name: string, value: string) {
  const s = container.querySelector(`.irregularity-form select[name="${name}"]`);
  if (!(s instanceof HTMLSelectElement)) throw new Error(`no select ${name}`);
  fireEvent.change(s, { target: { value } });
}

const press = (container: Element, selector: string) => fireEvent.click(container.querySelector(selector) as HTMLElement);

describe('The director called to the table: each attention button starts its ruling', () => {
  test('the buttons follow the stage of the board: calls in the auction, leads once it has ended', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    const shown = () => [...container.querySelectorAll('[data-irregularity]')].map((b) => b.getAttribute('data-irregularity'));
    expect(shown()).toEqual(['exposed-card', 'insufficient-bid', 'call-out-of-rotation', 'misinformation', 'hesitation']);
    cleanup();
    const after = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: AUCTION });
    expect([...after.container.querySelectorAll('[data-irregularity]')].map((b) => b.getAttribute('data-irregularity'))).toEqual([
      'lead-out-of-turn', 'exposed-card', 'misinformation', 'hesitation',
    ]);
  });

  test('54: an opening lead out of turn by East — South (declarer) chooses among the law\u2019s options', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: AUCTION });
    open(container, 'lead-out-of-turn');
    // The offender is one of the seats not on lead; West is on lead.
    const seats = [...container.querySelectorAll('select[name="irregularity-by"] option')].map((o) => o.getAttribute('value'));
    expect(seats).toEqual(['N', 'E', 'S']);
    choose(container, 'irregularity-by', 'E');
    choose(container, 'irregularity-card', 'H2');
    press(container, '.irregularity-form .irregularity-record');
    expect(record(container).at(-1)).toBe('{by: E, play: H2}');
    expect(screen.getByTestId('chooser').textContent).toBe('South');
    expect(optionsShown(container)).toEqual(['accept', 'accept-as-dummy', 'reject']);
  });

  test('24B: West exposes the heart ace during the auction — his partner must pass at his next turn', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [call('N', 'P'), call('E', 'P')] });
    open(container, 'exposed-card');
    choose(container, 'irregularity-by', 'W');
    choose(container, 'irregularity-card', 'HA');
    press(container, '.irregularity-form .irregularity-record');
    expect(record(container).at(-1)).toBe('{by: W, expose: HA}');
    expect(container.querySelector('.last-laws')?.textContent).toContain('24B');
    expect(container.querySelector('.consequences')?.textContent).toContain('East must pass');
  });

  test('27A1: East bids 1♦ over North\u2019s 1♥ — only insufficient bids are listed, and South may accept it', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [call('N', '1H')] });
    open(container, 'insufficient-bid');
    const bids = [...container.querySelectorAll('select[name="irregularity-call"] option')].map((o) => o.getAttribute('value'));
    expect(bids).toEqual(['1C', '1D', '1H']);
    choose(container, 'irregularity-call', '1D');
    press(container, '.irregularity-form .irregularity-record');
    expect(record(container).at(-1)).toBe('{by: E, call: 1D}');
    expect(screen.getByTestId('chooser').textContent).toBe('South');
    expect(optionsShown(container)).toEqual(['accept', 'reject']);
  });

  test('27: before any bid there is no insufficient bid to record', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL } });
    open(container, 'insufficient-bid');
    expect(container.querySelector('.irregularity-form .law-note')?.textContent).toContain('No bid has been made');
    expect((container.querySelector('.irregularity-form .irregularity-record') as HTMLButtonElement).disabled).toBe(true);
  });

  test('29A: South bids 1♠ at East\u2019s turn — West, the offender\u2019s left-hand opponent, chooses', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [call('N', '1H')] });
    open(container, 'call-out-of-rotation');
    const seats = [...container.querySelectorAll('select[name="irregularity-by"] option')].map((o) => o.getAttribute('value'));
    expect(seats).toEqual(['N', 'S', 'W']);
    choose(container, 'irregularity-by', 'S');
    choose(container, 'irregularity-call', '1S');
    press(container, '.irregularity-form .irregularity-record');
    expect(record(container).at(-1)).toBe('{by: S, call: 1S}');
    expect(screen.getByTestId('chooser').textContent).toBe('West');
    expect(optionsShown(container)).toEqual(['accept', 'reject']);
  });

  test('75: attention drawn to misinformation opens the director\u2019s questions, the partnership agreement first', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [call('N', 'P'), call('E', '1H'), call('S', '1S'), call('W', '2H')] });
    open(container, 'misinformation');
    choose(container, 'irregularity-by', 'S');
    press(container, '.irregularity-form .irregularity-record');
    expect(record(container).at(-1)).toBe('{by: S, attention: misinformation}');
    expect(questionsShown(container)).toEqual(['agreement-was']);
  });

  test('16B1, 16B: a hesitation is recorded, then the opponent\u2019s call opens the unauthorized-information questions', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [call('N', 'P'), call('E', '1H'), call('S', '1S'), call('W', '2H'), call('N', '2S')] });
    open(container, 'hesitation');
    choose(container, 'irregularity-by', 'E');
    press(container, '.irregularity-form .irregularity-record');
    expect(record(container).at(-1)).toBe('{by: E, extraneous: hesitation}');
    expect(container.querySelector('.last-laws')?.textContent).toContain('16B1');
    open(container, 'hesitation');
    choose(container, 'irregularity-by', 'E');
    const callers = [...container.querySelectorAll('select[name="irregularity-called-by"] option')].map((o) => o.getAttribute('value'));
    expect(callers).toEqual(['S', 'N']);
    press(container, '.irregularity-form .irregularity-rule');
    expect(record(container).at(-1)).toBe('{by: S, attention: unauthorized-information}');
    expect(questionsShown(container)).toEqual(['unauthorized-information']);
  });
});
