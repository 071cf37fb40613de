import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/preact';
import type { CaseEvent } from '@bridge-laws/table';
import { LEAD_DEAL, renderDesk } from './render.js';

afterEach(cleanup);

const ev = (by: string, action: 'call' | 'play', value: string): CaseEvent => ({ kind: 'table', event: { by, action, value } }) as CaseEvent;
/** The public case law57a1: 4♠ by South; in trick 2 South leads ♥K and East plays ♥4 before his partner West. */
const PREMATURE: CaseEvent[] = [
  ...'P P 1S P 2S P 4S P P P'.split(' ').map((c, i) => ev('NESW'[i % 4] as string, 'call', c)),
  ...([['W', 'S6'], ['N', 'S3'], ['E', 'S2'], ['S', 'SJ'], ['S', 'HK'], ['E', 'H4']] as const).map(([s, c]) => ev(s, 'play', c)),
];

const optionsShown = (container: Element) => [...container.querySelectorAll('.choice button[data-option]:not(.suit-choice)')].map((b) => b.getAttribute('data-option'));
const suitButtons = (container: Element) => [...container.querySelectorAll('.choice button.suit-choice')].map((b) => `${b.getAttribute('data-option')}:${b.getAttribute('data-suit')}`);

describe('A defender\u2019s premature play: declarer is offered exactly the options Law 57A gives', () => {
  test('57A1–57A4: highest, lowest, require or forbid a suit other than the suit led — and forbidding is recorded', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL, edition: '2017' }, events: PREMATURE });
    expect(optionsShown(container)).toEqual(['highest', 'lowest', 'other-suit', 'prohibit-suit']);
    // Hearts were led: only spades, diamonds and clubs can be named.
    expect(suitButtons(container)).toEqual(['other-suit:S', 'other-suit:D', 'other-suit:C', 'prohibit-suit:S', 'prohibit-suit:D', 'prohibit-suit:C']);
    const said = [...container.querySelectorAll('.statement-lines li')].map((li) => li.textContent).find((l) => l?.startsWith('South chooses'));
    expect(said).toBe('South chooses (Law 57A): Highest card or Lowest card or A card of another suit or Forbid a suit.');
    fireEvent.click(container.querySelector('.choice button.suit-choice[data-option="prohibit-suit"][data-suit="D"]') as Element);
    expect(container.querySelector('.refusal')).toBeNull();
    expect([...container.querySelectorAll('.last-laws li')].map((li) => li.getAttribute('data-law'))).toContain('57A4');
  });

  test('2007 57A: highest, lowest or forbid another suit — no card of another suit to require', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL, edition: '2007' }, events: PREMATURE });
    expect(optionsShown(container)).toEqual(['highest', 'lowest', 'prohibit-suit']);
  });
});
