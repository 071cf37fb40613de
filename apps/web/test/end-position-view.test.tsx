import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { renderDesk } from './render.js';

afterEach(cleanup);

function fill(container: Element, name: string, value: string) {
  const el = container.querySelector(`.end-position-form [name="${name}"]`);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) throw new Error(`no field ${name}`);
  if (el instanceof HTMLSelectElement) fireEvent.change(el, { target: { value } });
  else fireEvent.input(el, { target: { value } });
}

describe('The desk rules a claim from an end position entered by the director', () => {
  test('70C: South claims three spades at hearts with West\u2019s trump outstanding — the award and its laws, in Polish', async () => {
    const { container } = await renderDesk({ language: 'pl', board: { board: 1, deal: null } });
    for (const [seat, hand] of [['N', '..432.'], ['E', '...T98'], ['S', 'AKQ...'], ['W', '.2..32']] as const) fill(container, `endpos-${seat}`, hand);
    fill(container, 'endpos-trump', 'H');
    fill(container, 'endpos-won-ns', '7');
    fill(container, 'endpos-won-ew', '3');
    fill(container, 'endpos-tricks', '3');
    fireEvent.click(screen.getByText('Orzeknij o deklaracji'));
    const award = container.querySelector('[data-testid="endpos-award"]')?.textContent ?? '';
    expect(award).toContain('Orzeczenie (przepis 70): N-S 0 z pozostałych 3');
    expect(award).toContain('7 / 6');
    expect([...container.querySelectorAll('[data-testid="endpos-award"] li')].some((li) => (li.getAttribute('data-law') ?? '').startsWith('70C'))).toBe(true);
    // The ruling statement to read out: the claim, disputed, and the award with the laws of its reasons.
    const lines = [...container.querySelectorAll('.end-position .statement-lines li')].map((li) => li.textContent ?? '');
    expect(lines.some((l) => l.startsWith('S deklaruje 3 z pozostałych 3 (przepis 68A)'))).toBe(true);
    expect(lines.find((l) => l.startsWith('Orzeczenie (przepis 70): N-S 0 z pozostałych 3; uzasadnienie: przepis 70A, przepis 68C, przepis 70C3'))).toBeDefined();
  });

  test('7B2: hands of different sizes are refused with the position\u2019s message, and nothing is awarded', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    for (const [seat, hand] of [['N', '.432..'], ['E', '..432.'], ['S', 'AK...'], ['W', '...432']] as const) fill(container, `endpos-${seat}`, hand);
    fill(container, 'endpos-tricks', '2');
    fireEvent.click(screen.getByText('Rule on the claim'));
    expect(container.querySelector('[data-testid="endpos-error"]')?.textContent).toMatch(/position/);
    expect(container.querySelector('[data-testid="endpos-award"]')).toBeNull();
  });
});
