import { describe, expect, test } from 'vitest';
import type { Report } from '@bridge-laws/table';
import { adjustedEntry, travellerEntry } from '../src/session/traveller.js';
import { rulingResult } from '../src/ruling/ruling-result.js';
import { addEntries, scoreSession } from '../src/session/session.js';
import { emptySession } from '../src/session/record.js';
import { WBF_REGULATION } from '@bridge-laws/regulation';
import { refusalDetail, refusalText } from '../src/session/refusals.js';
import type { TravellerProblem } from '../src/session/refusals.js';
import { translate } from '../src/i18n/messages.js';

const en = (k: Parameters<typeof translate>[1]) => translate('en', k);
const pl = (k: Parameters<typeof translate>[1]) => translate('pl', k);
const cs = (k: Parameters<typeof translate>[1]) => translate('cs', k);

const ended = { phase: 'ended', contract: '4S', declarer: 'S', tricks: { NS: 7, EW: 6 }, score: { NS: -150 }, adjusted: null } as unknown as Report;
const empty = emptySession('mitchell');

describe('to the traveller', () => {
  test('77: the table\u2019s result after Law 64 is declarer\u2019s side\u2019s tricks', () => {
    const r = travellerEntry({ board: 1, ns: '1', ew: '11', kind: 'table', text: '' }, rulingResult({ kind: 'table', report: ended }), 'mitchell');
    expect(r.ok && r.value).toEqual({ board: 1, ns: '1', ew: '11', result: { contract: '4S', declarer: 'S', tricks: 7 } });
  });

  test('a board whose play has not ended has no result to write', () => {
    const r = travellerEntry({ board: 1, ns: '1', ew: '11', kind: 'table', text: '' }, rulingResult({ kind: 'table', report: { ...ended, phase: 'play', score: null } }), 'mitchell');
    expect(r.ok ? null : r.error).toEqual({ code: 'no-result' });
  });

  test('12C1(c): a weighted score becomes a ruling with the weighted results, and is scored', () => {
    const r = travellerEntry({ board: 1, ns: '1', ew: '11', kind: 'weighted', text: '4S S 10 60; 4S S 9 40' }, null, 'mitchell');
    if (!r.ok) throw new Error(r.error.code);
    const s = addEntries(empty, [r.value, { board: 1, ns: '2', ew: '12', result: { contract: '4S', declarer: 'S', tricks: 10 } }]);
    if (!s.ok) throw new Error(s.error.join('\n'));
    expect(s.value.results[0]).toEqual({ board: 1, table: '1', ns: '1', ew: '11', contract: null });
    const award = { kind: 'assigned', results: [{ contract: '4S', declarer: 'S', tricks: 10, weight: 0.6 }, { contract: '4S', declarer: 'S', tricks: 9, weight: 0.4 }] };
    expect(s.value.rulings[0]?.scoreEffect).toEqual({ kind: 'adjusted', adjusted: { NS: award, EW: award } });
    expect(s.value.rulings[0]?.laws).toEqual(['12C1(a)', '12C1(c)']);
    // 60 % of 420 against 420 (1 of 2 matchpoints) and 40 % of -50 (0): 0.6 matchpoints to North-South.
    const scored = scoreSession(s.value, WBF_REGULATION);
    expect(scored.ok && scored.value.boards[0]?.lines.find((l) => l.ns === '1')?.nsResult).toBeCloseTo(0.6);
  });

  test('12C1(c): weights that do not add to 100 are refused with the law', () => {
    const r = travellerEntry({ board: 1, ns: '1', ew: '11', kind: 'weighted', text: '4S S 10 60; 4S S 9 30' }, null, 'mitchell');
    expect(r.ok ? null : r.error).toEqual({ code: 'weighted-sum', total: 90 });
    if (!r.ok) expect(refusalText(r.error, en)).toBe('The weights add to 90, not 100 (Law 12C1(c)).');
  });

  test('12C2: an artificial score and an assigned one are rulings the session scores', () => {
    const a = travellerEntry({ board: 2, ns: '1', ew: '11', kind: 'artificial', text: 'a60-40' }, null, 'mitchell');
    expect(a.ok && a.value.adjusted?.score).toEqual({ NS: { kind: 'artificial', grade: { percent: 60 } }, EW: { kind: 'artificial', grade: { percent: 40 } } });
    const s = travellerEntry({ board: 2, ns: '1', ew: '11', kind: 'assigned', text: '3NT n 8' }, null, 'mitchell');
    expect(s.ok && s.value.adjusted?.score.NS).toEqual({ kind: 'assigned', results: [{ contract: '3NT', declarer: 'N', tricks: 8, weight: 1 }] });
    const bad = travellerEntry({ board: 2, ns: '1', ew: '11', kind: 'assigned', text: '3NT N 14' }, null, 'mitchell');
    expect(bad.ok ? null : bad.error).toEqual({ code: 'assigned-bad', text: '3NT N 14', detail: '"3NT N 14": tricks are 0 to 13 (expected e.g. "4H E 10" or "passed-out")' });
  });

  test('a pair with a result on the board already is refused; the session is unchanged', () => {
    const line = { board: 1, ns: '1', ew: '11', result: { contract: '4S', declarer: 'S' as const, tricks: 7 } };
    const first = addEntries(empty, [line]);
    if (!first.ok) throw new Error(first.error.join('\n'));
    const again = addEntries(first.value, [{ ...line, ew: '12' }]);
    expect(again.ok ? [] : again.error).toEqual([{ code: 'duplicate', board: 1, ns: '1', ew: '12', twinNs: '1', twinEw: '11' }]);
    // In a Mitchell, N-S pair 1 and E-W pair 1 are different pairs; in a Howell they are the same.
    expect(addEntries(first.value, [{ ...line, ns: '2', ew: '1' }]).ok).toBe(true);
    const howell = { ...first.value, event: { ...first.value.event, movement: 'howell' as const } };
    expect(addEntries(howell, [{ ...line, ns: '2', ew: '1' }]).ok).toBe(false);
  });

  test('the director\u2019s adjusted score from the table\u2019s report fills the entry', () => {
    expect(adjustedEntry({ contract: '4H', declarer: 'E', tricks: 9 })).toEqual({ kind: 'assigned', text: '4H E 9' });
    expect(adjustedEntry({ weighted: [{ contract: '4H', declarer: 'E', tricks: 9, weight: 0.6 }, { contract: '4H', declarer: 'E', tricks: 10, weight: 0.4 }] })).toEqual({ kind: 'weighted', text: '4H E 9 60; 4H E 10 40' });
    expect(adjustedEntry({ NS: 'avg-plus', EW: 'avg-minus' })).toEqual({ kind: 'artificial', text: 'A+-' });
    expect(adjustedEntry({ NS: { percent: 60 }, EW: { percent: 40 } })).toEqual({ kind: 'artificial', text: 'A60-40' });
    expect(adjustedEntry(null)).toBeNull();
  });
});

describe('refusals in the desk\u2019s language, in the law book\u2019s words', () => {
  const problems: TravellerProblem[] = [
    { code: 'pairs-missing' }, { code: 'same-pair', pair: '3' }, { code: 'no-result' }, { code: 'assigned-form', text: '4H' },
    { code: 'assigned-bad', text: '3NT N 14', detail: 'tricks are 0 to 13' }, { code: 'weighted-count' }, { code: 'weighted-weight', text: '4H E 9' },
    { code: 'weighted-sum', total: 90 }, { code: 'weighted-score', score: 620, board: 1 }, { code: 'artificial-form', text: 'B+' }, { code: 'duplicate', board: 1, ns: '1', ew: '12', twinNs: '1', twinEw: '11' },
    { code: 'session', detail: 'results[0].tricks: tricks are 0 to 13 (Law 77)' },
  ];

  test('12C: every refusal has its own sentence in each language, with every value filled in and no English engine string', () => {
    for (const t of [en, pl, cs]) {
      const texts = problems.map((p) => refusalText(p, t));
      expect(new Set(texts).size).toBe(problems.length);
      for (const text of texts) expect(text).not.toMatch(/\{\w+\}/);
    }
    for (const p of problems) {
      const [e, p_, c] = [refusalText(p, en), refusalText(p, pl), refusalText(p, cs)];
      expect(p_).not.toBe(e);
      expect(c).not.toBe(e);
      expect(c).not.toBe(p_);
      // The engine's English detail is never the message; it is kept for the hover text.
      if ('detail' in p) expect(p_).not.toContain(p.detail);
    }
    expect(refusalDetail(problems[4] as TravellerProblem)).toBe('tricks are 0 to 13');
  });

  test('12C1(a), 12C2: Polish says wynik rozjemczy (przydzielony, ważony, sztuczny) and przepis; Czech upravený výsledek and Pravidlo', () => {
    expect(refusalText({ code: 'assigned-form', text: '4H' }, pl)).toBe('\u201e4H\u201d: przydzielony wynik rozjemczy to kontrakt, rozgrywający i liczba lew, np. 4H E 9 (przepis 12C1(a)).');
    expect(refusalText({ code: 'weighted-sum', total: 90 }, pl)).toBe('Wagi sumują się do 90, a nie do 100 (przepis 12C1(c)).');
    expect(refusalText({ code: 'artificial-form', text: 'B+' }, pl)).toContain('sztuczny wynik rozjemczy');
    expect(refusalText({ code: 'duplicate', board: 1, ns: '1', ew: '12', twinNs: '1', twinEw: '11' }, pl)).toBe(
      'Rozdanie 1, pary 1 – 12: w turnieju jest już wynik rozdania 1, 1 – 11 — para gra rozdanie tylko raz (aby go zastąpić, najpierw usuń tamten wynik).',
    );
    expect(refusalText({ code: 'weighted-count' }, cs)).toBe('Vážený upravený výsledek potřebuje aspoň dva výsledky, např. 4H E 9 60; 4H E 10 40 (Pravidlo 12C1(c)).');
    expect(refusalText({ code: 'artificial-form', text: 'B+' }, cs)).toContain('umělý upravený výsledek');
  });
});
