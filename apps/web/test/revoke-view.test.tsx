import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import type { Report, StatementConsequence } from '@bridge-laws/table';
import type { Language } from '../src/i18n/messages.js';
import { translate } from '../src/i18n/messages.js';
import { RevokeView } from '../src/views/revoke-view.js';

afterEach(cleanup);

type Transfer = Extract<StatementConsequence, { kind: 'tricks-transferred' }>;

/** The table's report after East's established revoke in trick 2 (4♠ by South, the public case law64a1). */
const report: Report = {
  phase: 'ended', turn: null, pending: null, auction: [], mustPass: [], leadRestrictions: [], penaltyCards: [],
  contract: '4S', declarer: 'S', tricks: { NS: 7, EW: 6 }, transferred: { to: 'NS', tricks: 2 },
  revokes: [{ seat: 'E', trick: 2, established: true }], score: { NS: -150 }, adjusted: null, laws: ['63A1', '64A1', '64C1'], error: null,
};

function view(r: Report, transfers: readonly Transfer[], language: Language = 'en', edition: '2017' | '2007' = '2017') {
  const { container } = render(<RevokeView report={r} transfers={transfers} language={language} t={(k) => translate(language, k)} edition={edition} />);
  return container;
}

describe('the desk\u2019s revokes read each transfer from the ruling statement (Laws 61\u201364)', () => {
  test('64A1: one revoke — the total and why, by the item the statement names', () => {
    const c = view(report, [{ kind: 'tricks-transferred', seat: 'E', trick: 2, to: 'NS', tricks: 2, law: '64A1' }]);
    expect(c.querySelector('[data-testid="transferred"]')?.textContent).toBe(
      'Tricks transferred (Law 64): 2 to North-South \u2014 the revoking player won the revoke trick: that trick goes, and one more if his side won a later trick (Law 64A1)',
    );
    expect(c.querySelectorAll('[data-testid="transfer-line"]')).toHaveLength(0);
  });

  test('2007 64B3: an exempt revoke — no trick, and the 2007 rule\u2019s reason under 2007, the 2017 one under 2017', () => {
    const exempt = { ...report, transferred: null, revokes: [{ seat: 'S' as const, trick: 3, established: true }] };
    const line: Transfer = { kind: 'tricks-transferred', seat: 'S', trick: 3, to: 'EW', tricks: 0, law: '64B3' };
    expect(view(exempt, [line], 'en', '2007').querySelector('[data-testid="transfer-why"]')?.textContent).toBe(
      'No trick is transferred (Law 64B). no transfer: the card not played was one faced on the table (a penalty card, dummy\u2019s, or of a faced hand) (Law 64B3)',
    );
    cleanup();
    expect(view(exempt, [line], 'pl').querySelector('[data-testid="transfer-why"]')?.textContent).toBe(
      '\u017badnej lewy nie przekazuje si\u0119 (przepis 64B). bez przekazania: niezagrana karta by\u0142a kart\u0105 przygwo\u017cd\u017con\u0105 lub kart\u0105 dziadka (Przepis 64B3)',
    );
  });

  test('64A1, 64A2: two revokes — the total, then each revoke with its own item', () => {
    const two = { ...report, tricks: { NS: 8, EW: 5 }, transferred: { to: 'NS' as const, tricks: 3 }, revokes: [...report.revokes, { seat: 'E' as const, trick: 10, established: true }] };
    const c = view(two, [
      { kind: 'tricks-transferred', seat: 'E', trick: 2, to: 'NS', tricks: 2, law: '64A1' },
      { kind: 'tricks-transferred', seat: 'E', trick: 10, to: 'NS', tricks: 1, law: '64A2' },
    ], 'cs');
    expect(c.querySelector('[data-testid="transferred"]')?.textContent).toBe('Převedené zdvihy (Pravidlo 64): 3 pro Sever-Jih');
    const lines = [...c.querySelectorAll('[data-testid="transfer-line"]')];
    expect(lines.map((l) => [l.getAttribute('data-law'), l.getAttribute('data-tricks')])).toEqual([['64A1', '2'], ['64A2', '1']]);
    expect(lines[1]?.textContent).toBe(
      'Východ, ve zdvihu 10: 1 pro Sever-Jih — hráč, který nepřiznal, zdvih s nepřiznáním nezískal, ale jeho strana získala tento nebo některý další zdvih: převádí se jeden zdvih (Pravidlo 64A2)',
    );
  });
});
