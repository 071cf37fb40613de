import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCase } from '../src/table/case-file.js';
import { renderDesk } from './render.js';

afterEach(cleanup);

/** 3NT by South, nine tricks played (all to North-South): South holds the four top tricks left. */
function nineTricksPlayed() {
  const file = 'claim-nine-tricks-played.case.yaml';
  const c = importCase(readFileSync(join(import.meta.dirname, 'fixtures', file), 'utf8'), file);
  if (!c.ok) throw new Error(c.error);
  return { board: c.value.board, events: c.value.events };
}

const options = (container: Element) => [...container.querySelectorAll('.choice button[data-option]')].map((b) => b.getAttribute('data-option'));

function claim(container: Element, tricks: string, line = '') {
  const form = container.querySelector('.claim-control');
  if (!(form instanceof HTMLFormElement)) throw new Error('no claim control');
  fireEvent.input(form.querySelector('input[type="number"]') as HTMLInputElement, { target: { value: tricks } });
  if (line !== '') fireEvent.input(form.querySelector('.claim-line input') as HTMLInputElement, { target: { value: line } });
  fireEvent.submit(form);
}

describe('Laws 68–71 — a claim recorded at the desk', () => {
  test('68D, 69A: South claims the last four tricks, East agrees: the play ends at 13 tricks and 3NT+4 scores 520', async () => {
    const { container } = await renderDesk(nineTricksPlayed());
    expect(screen.getByTestId('tricks').textContent).toBe('9 / 0');
    claim(container, '4');
    expect(container.querySelector('[data-testid="record"]')?.textContent).toContain('{by: S, claim: {tricks: 4}}');
    expect(screen.getByTestId('chooser').textContent).toBe('East');
    expect(options(container)).toEqual(['agree', 'dispute']);
    expect(screen.getByText('Agree')).toBeTruthy();
    fireEvent.click(container.querySelector('[data-option="agree"]') as HTMLElement);
    expect(container.querySelector('[data-testid="record"]')?.textContent).toContain('{by: E, agree: true}');
    expect(screen.getByTestId('phase').textContent).toBe('Play ended');
    expect(screen.getByTestId('tricks').textContent).toBe('13 / 0');
    expect(screen.getByTestId('score').textContent).toBe('520');
    expect(container.querySelector('.last-laws')?.textContent).toContain('69A');
    expect(container.querySelector('.claim-control')).toBeNull();
  });

  test('68D2: East disputes; the options are to call the director or play on; called, the director is asked his Law 70 findings', async () => {
    const { container } = await renderDesk(nineTricksPlayed());
    claim(container, '4', 'cash the top spades');
    fireEvent.click(container.querySelector('[data-option="dispute"]') as HTMLElement);
    expect(container.querySelector('[data-testid="record"]')?.textContent).toContain('{by: E, dispute: true}');
    expect(options(container)).toEqual(['call-director', 'continue-play']);
    fireEvent.click(screen.getByText('Język: polski'));
    expect(screen.getByText('Wezwij sędziego')).toBeTruthy();
    fireEvent.click(screen.getByText('Language: English'));
    const before = container.querySelectorAll('[data-testid="record"] li').length;
    fireEvent.click(container.querySelector('[data-option="call-director"]') as HTMLElement);
    // Calling the director is not a table event: the record is unchanged, the director's questions follow.
    expect(container.querySelectorAll('[data-testid="record"] li')).toHaveLength(before);
    expect(container.querySelector('.choice')).toBeNull();
    // Law 68D2(a): no result before the director rules — the tricks won so far, no score, the claim and the hands shown.
    expect(screen.getByTestId('tricks').textContent).toBe('9 / 0');
    expect(screen.queryByTestId('score')).toBeNull();
    expect(screen.getByTestId('claim-waiting')).toBeTruthy();
    expect(screen.getByTestId('claim-said').textContent).toContain('South claims 4 of the 4: „cash the top spades”');
    expect([...container.querySelectorAll('[data-testid="claim-hands"] li')].map((li) => li.getAttribute('data-seat'))).toEqual(['N', 'E', 'S', 'W']);
    expect(container.querySelector('[data-testid="claim-hands"] [data-seat="S"]')?.textContent).toContain('♠A');
    // Law 70: at no trumps the director is not asked whether the claimer knew of an outstanding trump.
    const questions = [...container.querySelectorAll('[data-question]')].map((q) => q.getAttribute('data-question'));
    expect(questions).toEqual(['normal-lines']);
    expect(container.querySelector('.questions')?.textContent).toContain('doubt against the claimer');
    const answer = container.querySelector('[data-question="normal-lines"] input') as HTMLInputElement;
    fireEvent.input(answer, { target: { value: 'cash the top spades' } });
    fireEvent.submit(answer.closest('form') as HTMLFormElement);
    expect(container.querySelector('[data-testid="record"]')?.textContent).toContain('normal-lines');
    expect(container.querySelector('.questions')).toBeNull();
    // The award and its reasons, then the result.
    expect(screen.getByTestId('claim-award').textContent).toContain('Award (Law 70): North-South 4 of the 4');
    expect(screen.queryByTestId('claim-waiting')).toBeNull();
    expect(screen.getByTestId('tricks').textContent).toBe('13 / 0');
    expect(screen.getByTestId('score').textContent).toBe('520');
  });

  test('68D2(b): all four agree to play on; the claim is void and play continues with South to lead', async () => {
    const { container } = await renderDesk(nineTricksPlayed());
    claim(container, '4');
    fireEvent.click(container.querySelector('[data-option="dispute"]') as HTMLElement);
    fireEvent.click(container.querySelector('[data-option="continue-play"]') as HTMLElement);
    expect(container.querySelector('[data-testid="record"]')?.textContent).toContain('{by: E, continue-play: true}');
    expect(container.querySelector('.choice')).toBeNull();
    expect(screen.getByTestId('turn').textContent).toBe('South');
    expect(screen.getByTestId('phase').textContent).toBe('Play');
  });

  test('68A: a claim of more tricks than remain is refused with the engine\u2019s message and not recorded', async () => {
    const { container } = await renderDesk(nineTricksPlayed());
    const before = container.querySelectorAll('[data-testid="record"] li').length;
    claim(container, '5');
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-code')).toBe('invalid-claim');
    expect(alert.textContent).toContain('5 is not a number of the 4 remaining tricks');
    expect(container.querySelectorAll('[data-testid="record"] li')).toHaveLength(before);
  });

  test('68B, 71: South concedes three of his four top tricks and East agrees; Law 71 gives them back: 13 tricks', async () => {
    const { container } = await renderDesk(nineTricksPlayed());
    fireEvent.click(container.querySelector('.claim-control input[value="concede"]') as HTMLElement);
    claim(container, '3');
    expect(container.querySelector('[data-testid="record"]')?.textContent).toContain('{by: S, concede: {tricks: 3}}');
    fireEvent.click(container.querySelector('[data-option="agree"]') as HTMLElement);
    expect(screen.getByTestId('phase').textContent).toBe('Play ended');
    expect(screen.getByTestId('tricks').textContent).toBe('13 / 0');
    expect(container.querySelector('.last-laws')?.textContent).toContain('71B');
  });
});
