import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { renderDesk } from './render.js';

afterEach(cleanup);

function fill(container: Element, name: string, value: string, index = 0) {
  const el = container.querySelectorAll(`.revoke-position-form [name="${name}"]`)[index];
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return fireEvent.click(el);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`no field ${name}`);
  if (el instanceof HTMLSelectElement) fireEvent.change(el, { target: { value } });
  else fireEvent.input(el, { target: { value } });
}

/** The public case law64a1 as found at the end of play: 4♠ by South, N-S 5 and E-W 8; East won trick 2 by revoking. */
function enterEastRevoke(container: Element) {
  fill(container, 'revpos-won-ns', '5');
  fill(container, 'revpos-won-ew', '8');
  fill(container, 'revpos-trick', '2');
  fill(container, 'revpos-suit', 'D');
  fill(container, 'revpos-later', '5');
}

const lines = (container: Element) => [...container.querySelectorAll('.revpos-outcome .statement-lines li')].map((li) => li.textContent);

describe('The desk rules a revoke from the position the director enters (Laws 61–64)', () => {
  test('64A1: two tricks transferred and why, the score on them, the 64C1 question, and the statement read out', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: null } });
    enterEastRevoke(container);
    fireEvent.click(screen.getByText('Rule on the revoke'));
    const transfer = container.querySelector('[data-testid="revpos-transfer"]');
    expect(transfer?.getAttribute('data-law')).toBe('64A1');
    expect(transfer?.textContent).toBe('East, in trick 2: 2 to North-South — the revoking player won the revoke trick: that trick goes, and one more if his side won a later trick (Law 64A1)');
    expect(container.querySelector('[data-testid="revpos-tricks"]')?.textContent).toBe('7 / 6');
    expect(container.querySelector('[data-testid="revpos-score"]')?.textContent).toBe('-150');
    expect(container.querySelector('.revpos-outcome [data-question="damaged"]')?.getAttribute('data-law')).toBe('64C1');
    expect(lines(container)).toEqual([
      'Board 1. Ruled under the Laws of Duplicate Bridge, edition 2017.',
      'Regulations applied (Law 80): WBF (Laws\u2019 defaults).',
      'East failed to follow suit in trick 2: established (Law 63).',
      'The director must decide (Law 64C1): Was the non-offending side damaged by the irregularity?',
      'Tricks transferred (Law 64): 2 to North-South \u2014 the revoking player won the revoke trick: that trick goes, and one more if his side won a later trick (Law 64A1).',
      'Result: 4♠ by South; Tricks N-S / E-W 7 / 6; Score N-S -150.',
    ]);
    fireEvent.click(container.querySelector('.revpos-outcome [data-answer="false"]') as Element);
    expect(lines(container)).not.toContain('The director must decide (Law 64C1): Was the non-offending side damaged by the irregularity?');
    expect(lines(container).at(-1)).toBe('The result after the transfer stands (Law 64C).');
  });

  test('64A2, 64B7: in Polish, with the law book\u2019s terms — the partner won the trick; then both sides revoked', async () => {
    const { container } = await renderDesk({ language: 'pl', board: { board: 1, deal: null } });
    enterEastRevoke(container);
    fill(container, 'revpos-winner', 'W');
    fireEvent.click(screen.getByText('Orzeknij o fałszywym renonsie'));
    expect(container.querySelector('[data-testid="revpos-transfer"]')?.getAttribute('data-law')).toBe('64A2');
    const text = lines(container).join(' ');
    expect(text).toContain('E popełnił fałszywy renons w lewie 2: uprawomocniony (przepis 63).');
    expect(text).toContain('Lewy przekazane (przepis 64): 1 dla N-S \u2014 wykraczający nie wziął lewy z fałszywym renonsem');
    expect(text).not.toMatch(/\brenons\b(?<!fałszywy renons)/);
    fireEvent.click(screen.getByText('Dodaj fałszywy renons'));
    fill(container, 'revpos-trick', '4', 1);
    fill(container, 'revpos-seat', 'S', 1);
    fill(container, 'revpos-winner', 'S', 1);
    fill(container, 'revpos-suit', 'H', 1);
    fireEvent.click(screen.getByText('Orzeknij o fałszywym renonsie'));
    expect([...container.querySelectorAll('[data-testid="revpos-transfer"]')].map((li) => li.getAttribute('data-law'))).toEqual(['64B7', '64B7']);
    expect(container.querySelector('.revpos-outcome [data-question="damaged"]')?.getAttribute('data-law')).toBe('64C2(b)');
    expect(container.querySelector('[data-testid="revpos-total"]')?.textContent).toContain('Żadnej lewy nie przekazuje się (przepis 64B).');
  });

  test('63A: a revoke in trick 13 cannot be established — refused with a message naming the field, in Czech', async () => {
    const { container } = await renderDesk({ language: 'cs', board: { board: 1, deal: null } });
    enterEastRevoke(container);
    fill(container, 'revpos-trick', '13');
    fill(container, 'revpos-later', '0');
    fireEvent.click(screen.getByText('Rozhodnout o nepřiznání barvy'));
    const error = container.querySelector('[data-testid="revpos-error"]');
    expect(error?.getAttribute('data-code')).toBe('trick-13');
    expect(error?.textContent).toContain('Nepřiznání ve třináctém zdvihu nemůže být dokonané (Pravidlo 63A).');
    expect(container.querySelector('[data-testid="revpos-outcome"]')).toBeNull();
  });

  test('64C, 12C1: to the traveller in Polish — refused while the 64C1 question is open, the adjusted score offered once damage is found, the result once it is not', async () => {
    const { container } = await renderDesk({ language: 'pl', board: { board: 1, deal: null } });
    enterEastRevoke(container);
    fireEvent.click(screen.getByText('Orzeknij o fałszywym renonsie'));
    const form = () => container.querySelector('.revpos-outcome .traveller-form') as HTMLFormElement;
    const traveller = (name: string, value: string) => fireEvent.input(form().querySelector(`[name="${name}"]`) as Element, { target: { value } });
    traveller('traveller-ns', '1');
    traveller('traveller-ew', '11');
    fireEvent.submit(form());
    expect(form().querySelector('[data-testid="traveller-message"]')?.textContent).toBe(
      'Najpierw odpowiedz na pytanie sędziego: czy przekazanie lew wyrównało szkodę (przepis 64C1)?',
    );
    // Damage found (64C1): the row is the director's adjusted score — the form offers the assigned one first.
    fireEvent.click(container.querySelector('.revpos-outcome [data-answer="true"]') as Element);
    expect((form().querySelector('select[name="traveller-kind"]') as HTMLSelectElement).value).toBe('assigned');
    fireEvent.change(form().querySelector('select[name="traveller-kind"]') as Element, { target: { value: 'table' } });
    fireEvent.submit(form());
    expect(form().querySelector('[data-testid="traveller-message"]')?.textContent).toContain('wynik rozjemczy');
    // The transfer makes up for the damage: the result after it goes to the traveller.
    fireEvent.click(container.querySelector('.revpos-outcome [data-answer="false"]') as Element);
    fireEvent.submit(form());
    expect(form().querySelector('[data-testid="traveller-message"]')?.textContent).toContain('Wpisano do protokołu rozdania 1: 1 v 11');
  });
});
