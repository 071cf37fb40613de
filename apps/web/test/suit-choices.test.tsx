import { afterEach, describe, expect, test } from 'vitest';
import { cleanup } from '@testing-library/preact';
import type { CaseEvent } from '@bridge-laws/table';
import { LEAD_DEAL, renderDesk } from './render.js';

afterEach(cleanup);

const ev = (by: string, action: string, value: string | readonly string[]): CaseEvent => ({ kind: 'table', event: { by, action, value } }) as CaseEvent;
const AUCTION = ['N:P', 'E:P', 'S:1S', 'W:P', 'N:2S', 'E:P', 'S:4S', 'W:P', 'N:P', 'E:P'].map((x) => ev(x[0] as string, 'call', x.slice(2)));
const TRICK_ONE = [ev('W', 'play', 'HA'), ev('N', 'play', 'H5'), ev('E', 'play', 'H2'), ev('S', 'play', 'H9')];

/** The suit buttons shown with an option, as [option, suit]. */
const suitButtons = (container: Element) =>
  [...container.querySelectorAll('.choice button.suit-choice')].map((b) => `${b.getAttribute('data-option')}:${b.getAttribute('data-suit')}`);

describe('The ruling panel offers only the suits the law gives', () => {
  test('50D2: East\u2019s penalty club king — declarer may require or forbid clubs, no other suit', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [...AUCTION, ...TRICK_ONE, ev('E', 'expose', 'CK')] });
    expect(suitButtons(container)).toEqual(['require-suit:C', 'prohibit-suit:C']);
  });

  test('51B2: penalty cards in clubs and diamonds — those two suits', async () => {
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [...AUCTION, ...TRICK_ONE, ev('E', 'expose', ['CK', 'D8'])] });
    expect(suitButtons(container).sort()).toEqual(['prohibit-suit:C', 'prohibit-suit:D', 'require-suit:C', 'require-suit:D']);
  });

  test('57A3, 57A4: a premature play after a heart lead — require or forbid another suit than hearts', async () => {
    const trickTwo = [ev('W', 'play', 'S6'), ev('N', 'play', 'S3'), ev('E', 'play', 'S2'), ev('S', 'play', 'SJ'), ev('S', 'play', 'HK'), ev('E', 'play', 'H4')];
    const { container } = await renderDesk({ board: { board: 1, deal: LEAD_DEAL }, events: [...AUCTION, ...trickTwo] });
    expect(suitButtons(container)).toEqual(['other-suit:S', 'other-suit:D', 'other-suit:C', 'prohibit-suit:S', 'prohibit-suit:D', 'prohibit-suit:C']);
  });
});
