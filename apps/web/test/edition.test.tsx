import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import type { CaseEvent } from '@bridge-laws/table';
import { INITIAL_STATE, reviveState } from '../src/store/desk-state.js';
import { isKnownRef } from '@bridge-laws/law-registry';
import { LAW_SUMMARIES, LAW_SUMMARIES_2007, lawSummary } from '../src/i18n/law-summaries.js';
import { importCase, exportCase } from '../src/table/case-file.js';
import { renderDesk } from './render.js';

afterEach(cleanup);

const ev = (by: string, action: string, value: string): CaseEvent => ({ kind: 'table', event: { by, action, value } }) as CaseEvent;
/** North opens 1♣, West passes at his partner's turn, North does not accept the pass. */
const PASS_AT_PARTNER_TURN = [ev('N', 'call', '1C'), ev('W', 'call', 'P'), ev('N', 'decide', 'reject')];

const lastLaws = (container: Element) => [...container.querySelectorAll('.last-laws li')].map((li) => li.getAttribute('data-law'));

describe('The edition of the Laws in the desk', () => {
  test('30B2(a) (2007) against 30B1(a) (2017): the same pass out of rotation is ruled and cited under the board\u2019s edition', async () => {
    const old = await renderDesk({ language: 'cs', board: { board: 1, deal: null, edition: '2007' }, events: PASS_AT_PARTNER_TURN });
    expect(lastLaws(old.container)).toEqual(['29B', '30B2(a)', '30B2(b)']);
    // The Czech summary is the 2007 rule's: the offender passes throughout, his partner may not double in that round.
    expect(old.container.querySelector('.last-laws')?.textContent).toContain('viník musí pasovat po celou dražbu');
    expect(old.container.querySelector('.last-laws')?.textContent).toContain('nesmí kontrovat ani rekontrovat');
    expect(old.container.querySelector('.consequences')?.textContent).toContain('Západ');
    expect(screen.getByTestId('edition').textContent).toBe('Pravidla 2007');
    cleanup();
    const now = await renderDesk({ language: 'cs', board: { board: 1, deal: null }, events: PASS_AT_PARTNER_TURN });
    expect(lastLaws(now.container)).toContain('30B1(a)');
    expect(lastLaws(now.container)).not.toContain('30B2(a)');
    expect(now.container.querySelector('.consequences')).toBeNull();
    expect(screen.getByTestId('edition').textContent).toBe('Pravidla 2017');
  });

  test('the ruling statement names the edition it was ruled under, in each language', async () => {
    const { container } = await renderDesk({ language: 'pl', board: { board: 1, deal: null, edition: '2007' }, events: PASS_AT_PARTNER_TURN });
    const first = container.querySelector('.statement-lines li')?.textContent;
    expect(first).toBe('Rozdanie 1. Orzeczono według Międzynarodowych Przepisów Brydża Porównawczego, wydanie 2007.');
    fireEvent.click(screen.getByText('Jazyk: čeština'));
    expect(container.querySelector('.statement-lines li')?.textContent).toBe('Rozdání 1. Rozhodnuto podle Mezinárodních pravidel duplicitního bridže, vydání 2007.');
  });

  test('the edition chosen in the board form starts the board, and is kept with the desk state', async () => {
    const { container, store } = await renderDesk();
    const select = container.querySelector('select[name="edition"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['2017', '2007']);
    fireEvent.change(select, { target: { value: '2007' } });
    fireEvent.click(screen.getByText('Deal a board'));
    expect(screen.getByTestId('edition').textContent).toBe('Laws 2007');
    // What the desk stored (under its key `desk`), read back as after a reload.
    await waitFor(async () => expect(reviveState(await store.get('desk')).board?.edition).toBe('2007'));
  });

  test('reading the stored desk back keeps the edition; a wrong one reads as the current edition', () => {
    expect(reviveState({ board: { board: 2, deal: null, edition: '2007' } }).board).toEqual({ board: 2, deal: null, edition: '2007' });
    expect(reviveState({ board: { board: 2, deal: null, edition: '1997' } }).board).toEqual({ board: 2, deal: null });
    expect(reviveState({ board: { board: 2, deal: null } }).board).toEqual({ board: 2, deal: null });
    expect(INITIAL_STATE.board).toBeNull();
  });

  test('a case file carries the edition both ways', () => {
    const text = exportCase({ board: 1, deal: null, edition: '2007' }, PASS_AT_PARTNER_TURN, 'wbf');
    expect(text).toMatch(/edition: "?2007"?/);
    const back = importCase(text, 'board-1.case.yaml');
    expect(back.ok && back.value.board.edition).toBe('2007');
  });

  test('2007 summaries: a law that differs reads its 2007 rule, one that does not reads the 2017 summary', () => {
    expect(lawSummary('53A', 'en', '2007')).toContain('at the last trick too');
    expect(lawSummary('53A', 'en', '2017')).not.toContain('at the last trick too');
    expect(lawSummary('30A', 'pl', '2007')).toContain('zanim padła jakakolwiek odzywka');
    expect(lawSummary('61A', 'cs', '2007')).toBe(lawSummary('61A', 'cs', '2017'));
  });

  test('every 2007 summary names a reference of the 2007 Laws, in three languages, and says something else than the 2017 summary of that number', () => {
    for (const [ref, s] of Object.entries(LAW_SUMMARIES_2007)) {
      expect(isKnownRef(ref, '2007'), ref).toBe(true);
      expect(new Set([s.en, s.pl, s.cs]).size, ref).toBe(3);
      expect(s.en, ref).not.toBe(LAW_SUMMARIES[ref]?.en);
    }
  });
});
