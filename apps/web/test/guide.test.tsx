import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { SCENARIOS } from '../src/guide/scenarios.js';
import { fold, lawQuery, search } from '../src/guide/search.js';
import { LAW_SUMMARIES } from '../src/i18n/law-summaries.js';
import { readEvents } from '../src/table/case-file.js';
import { replay, startTable } from '../src/table/record.js';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { renderDesk } from './render.js';

afterEach(cleanup);

const ids = (query: string) => search(query).scenarios.map((s) => s.id);

describe('ruling guide — search', () => {
  test('finds the opening lead out of turn by English or Polish words, with or without diacritics', () => {
    expect(ids('lead out of turn')).toContain('opening-lead-out-of-turn');
    expect(ids('wist poza kolejnością')).toContain('opening-lead-out-of-turn');
    expect(ids('WIST POZA KOLEJNOSCIA')).toContain('opening-lead-out-of-turn');
    expect(ids('lead out of turn')).not.toContain('insufficient-bid');
  });

  test('the law book’s Polish finds the entry; club words stay only as synonyms', () => {
    // Laws 61–64: "fałszywy renons" is the law book's revoke; the club's "renons" (a void in the law book) still finds it.
    expect(ids('fałszywy renons')).toEqual(['revoke']);
    expect(ids('falszywy renons')).toEqual(['revoke']);
    expect(ids('renons')).toEqual(['revoke']);
    expect(SCENARIOS.find((s) => s.id === 'revoke')?.title.pl).toBe('Fałszywy renons');
    // Law 54: "wyjście" is the law book's lead; "wist" stays a synonym.
    expect(ids('wyjście poza kolejnością')).toContain('opening-lead-out-of-turn');
    expect(ids('odzywka niewystarczająca')).toEqual(['insufficient-bid']);
    // Law 50: karta przygwożdżona normalna / podrzędna; Law 12: wynik rozjemczy.
    expect(search('podrzędną kartą przygwożdżoną').laws.map((e) => e.ref)).toContain('50B');
    expect(search('normalną kartę przygwożdżoną').laws.map((e) => e.ref)).toContain('50D');
    expect(search('wynik rozjemczy').laws.length).toBeGreaterThan(0);
    // No Polish summary or scenario title speaks the club's words.
    const polish = [...SCENARIOS.map((s) => `${s.title.pl} ${s.situation.pl}`), ...Object.values(LAW_SUMMARIES).map((x) => x.pl)].join(' ');
    expect(polish).not.toMatch(/karta karna|kart[aąy]? karn|zapis[a-z]* arbitraln|zapis[a-z]* wyrównan|(?<!fałszywy |fałszywego |fałszywym )renons/i);
  });

  test('the Czech law text\u2019s terms find the entry, with or without diacritics; the club\u2019s "renonc" stays a synonym', () => {
    // Laws 61–64: "nepřiznání barvy" is the Czech text's revoke; Law 54: "výnos"; Law 27: "nedostatečná nabídka".
    expect(ids('nepřiznání barvy')).toEqual(['revoke']);
    expect(ids('NEPRIZNANI BARVY')).toEqual(['revoke']);
    expect(ids('renonc')).toEqual(['revoke']);
    expect(ids('výnos mimo pořadí')).toContain('opening-lead-out-of-turn');
    expect(ids('nedostatečná nabídka')).toEqual(['insufficient-bid']);
    expect(lawQuery('pravidlo 27b1(a)')).toBe('27B1(a)');
    // Law 50: velká / malá pokutová karta, found in the Czech summaries.
    expect(search('malá pokutová karta').laws.map((e) => e.ref)).toContain('50B');
    expect(search('velkou pokutovou kartou').laws.map((e) => e.ref)).toContain('54D');
    const czech = [...SCENARIOS.map((s) => `${s.title.cs} ${s.situation.cs}`), ...Object.values(LAW_SUMMARIES).map((x) => x.cs)].join(' ');
    expect(czech).not.toMatch(/renonc/i);
  });

  test('finds by law number: 27B names the insufficient bid and lists the registry\u2019s parts of 27B', () => {
    expect(ids('27B')).toEqual(['insufficient-bid']);
    expect(search('27B').laws.map((e) => e.ref)).toEqual(['27B', '27B1', '27B1(a)', '27B1(b)', '27B2', '27B3', '27B4']);
    expect(ids('Law 54')).toEqual(['opening-lead-out-of-turn']);
    expect(lawQuery('przepis 27b1(a)')).toBe('27B1(a)');
    expect(lawQuery('lead')).toBeNull();
  });

  test('finds laws by words in our Polish summaries and the registry\u2019s English titles', () => {
    expect(search('normalną kartą przygwożdżoną').laws.map((e) => e.ref)).toContain('62B');
    expect(search('karta karna').laws.map((e) => e.ref)).toContain('49');
    expect(search('revoke').laws.length).toBeGreaterThan(3);
    expect(fold('Łódź')).toBe('lodz');
  });

  test('every scenario is a valid case whose events bring the table to a ruling (or, for play, to the engine\u2019s refusal)', () => {
    for (const s of SCENARIOS) {
      const events = readEvents(s.case.events);
      expect(events.ok, s.id).toBe(true);
      const start = startTable({ board: s.case.board, deal: s.case.deal ?? null }, WBF_REGULATION);
      if (!start.ok || !events.ok) throw new Error(s.id);
      const r = replay(start.value, events.value);
      // The irregular last event is ruled on (a law cited), or refused because the play is not plugged in yet.
      const last = r.steps[r.steps.length - 1];
      expect((last?.laws.length ?? 0) > 0 || last?.refusal?.code === 'wrong-phase', s.id).toBe(true);
    }
  });
});

describe('ruling guide — walking a decision path', () => {
  test('27A1: searching in Polish, then walking the insufficient bid, shows the options; deciding continues the board', async () => {
    const { container } = await renderDesk({ page: 'guide', language: 'pl' });
    fireEvent.input(screen.getByPlaceholderText(/poza kolejnością/), { target: { value: 'niewystarczająca' } });
    const item = container.querySelector('[data-scenario="insufficient-bid"]');
    expect(item?.textContent).toContain('Odzywka niewystarczająca');
    fireEvent.click(item?.querySelector('button') as HTMLElement);
    expect(screen.getByTestId('chooser').textContent).toBe('S');
    fireEvent.click(container.querySelector('[data-option="accept"]') as HTMLElement);
    expect(container.querySelector('.choice')).toBeNull();
    expect(screen.getByTestId('turn').textContent).toBe('S');
    fireEvent.click(screen.getByText('Zamknij scenariusz'));
    expect(screen.getByText('Przewodnik orzeczeń', { selector: 'h2' })).toBeTruthy();
  });

  test('25A1: a change of call asks the director whether it was unintended; the yes/no answer is a button', async () => {
    const { container } = await renderDesk({ page: 'guide' });
    fireEvent.click(container.querySelector('[data-scenario="change-of-call"] button') as HTMLElement);
    const q = container.querySelector('[data-question="unintended"]');
    expect(q?.textContent).toContain('Was the call, or the card named, unintended');
    fireEvent.click(q?.querySelector('[data-answer="true"]') as HTMLElement);
    expect(container.querySelector('[data-question]')).toBeNull();
    expect([...container.querySelectorAll('.auction td')].map((td) => td.textContent).filter(Boolean)).toEqual(['1♠']);
  });
});
